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
        var bytes: [UInt8] = []
        bytes.reserveCapacity(text.utf8.count + 2)
        append(text, to: &bytes)
        output += String(decoding: bytes, as: UTF8.self)
    }

    /// Appends `text` as a quoted JSON string to UTF-8 bytes (what ``JSONValue`` writes into).
    ///
    /// - Parameters:
    ///   - text: Any string.
    ///   - output: The JSON text being written, as UTF-8.
    package static func append(_ text: String, to output: inout [UInt8]) {
        output.append(0x22)
        // Most strings need no escape: one scan of the bytes, then one copy (not one append per byte).
        if !text.utf8.contains(where: { $0 < 0x20 || $0 == 0x22 || $0 == 0x5C || $0 == 0x7F }) {
            appendUTF8(text, to: &output)
            output.append(0x22)
            return
        }
        for byte in text.utf8 {
            switch byte {
            case 0x22: output.append(0x5C); output.append(0x22)
            case 0x5C: output.append(0x5C); output.append(0x5C)
            case 0x0A: output.append(0x5C); output.append(0x6E)
            case 0x0D: output.append(0x5C); output.append(0x72)
            case 0x09: output.append(0x5C); output.append(0x74)
            case 0x08: output.append(0x5C); output.append(0x62)
            case 0x0C: output.append(0x5C); output.append(0x66)
            case 0..<0x20, 0x7F:
                // \u00XX with lowercase hex digits.
                let digits: [UInt8] = Array("0123456789abcdef".utf8)
                output.append(contentsOf: [0x5C, 0x75, 0x30, 0x30, digits[Int(byte >> 4)], digits[Int(byte & 0x0F)]])
            default: output.append(byte)
            }
        }
        output.append(0x22)
    }

    /// Appends the UTF-8 bytes of `text` as they are, copied in one piece when the string is stored contiguously.
    package static func appendUTF8(_ text: String, to output: inout [UInt8]) {
        let copied: Void? = text.utf8.withContiguousStorageIfAvailable { output.append(contentsOf: $0) }
        if copied == nil { output.append(contentsOf: text.utf8) }
    }

    /// `text` as a quoted JSON string.
    package static func quoted(_ text: String) -> String {
        var output = ""
        append(text, to: &output)
        return output
    }
}
