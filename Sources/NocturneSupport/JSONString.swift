/// JSON string quoting shared by every layer that writes JSON (the audit, the exporters, the command line).
///
/// `package` access: one escaping rule for the whole project, not part of the public API.
package enum JSONString {
    /// Appends `text` as a quoted JSON string: `"` and `\` escaped, control characters and DEL as escapes.
    ///
    /// - Parameters:
    ///   - text: Any string.
    ///   - output: The JSON text being written.
    package static func append(_ text: String, to output: inout String) {
        output += "\""
        // Most strings need no escape: one scan of the bytes, then one append (not one per character).
        if !text.utf8.contains(where: { $0 < 0x20 || $0 == 0x22 || $0 == 0x5C || $0 == 0x7F }) {
            output += text
            output += "\""
            return
        }
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": output += "\\\""
            case "\\": output += "\\\\"
            case "\n": output += "\\n"
            case "\r": output += "\\r"
            case "\t": output += "\\t"
            case "\u{08}": output += "\\b"
            case "\u{0C}": output += "\\f"
            case _ where scalar.value < 0x20 || scalar.value == 0x7F:
                let hex = String(scalar.value, radix: 16)
                output += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
            default: output.unicodeScalars.append(scalar)
            }
        }
        output += "\""
    }

    /// `text` as a quoted JSON string.
    package static func quoted(_ text: String) -> String {
        var output = ""
        append(text, to: &output)
        return output
    }
}
