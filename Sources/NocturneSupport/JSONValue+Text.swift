extension JSONValue {
    /// The document as text in a style.
    ///
    /// - Parameter style: The layout; ``JSONStyle/xcode`` gives what Xcode writes.
    /// - Returns: The text, with a final newline when the style asks for one.
    package func serialized(style: JSONStyle = .xcode) -> String {
        var output = ""
        output.reserveCapacity(256)
        write(into: &output, style: style, level: 0)
        if style.trailingNewline { output.append("\n") }
        return output
    }

    private func write(into output: inout String, style: JSONStyle, level: Int) {
        switch self {
        case .null: output += "null"
        case .bool(let flag): output += flag ? "true" : "false"
        case .number(let text): output += text
        case .string(let text): JSONString.append(text, to: &output)
        case .array(let elements):
            if elements.isEmpty { output += style.indent == nil ? "[]" : "[\n\n" + String(repeating: style.indent ?? "", count: level) + "]"; return }
            output += "["
            for (offset, element) in elements.enumerated() {
                if offset > 0 { output += "," }
                newline(&output, style: style, level: level + 1)
                element.write(into: &output, style: style, level: level + 1)
            }
            newline(&output, style: style, level: level)
            output += "]"
        case .object(let members):
            if members.isEmpty { output += style.indent == nil ? "{}" : "{\n\n" + String(repeating: style.indent ?? "", count: level) + "}"; return }
            output += "{"
            let ordered = style.sortsKeys ? members.sorted { $0.key.unicodeScalars.lexicographicallyPrecedes($1.key.unicodeScalars) } : members
            for (offset, member) in ordered.enumerated() {
                if offset > 0 { output += "," }
                newline(&output, style: style, level: level + 1)
                JSONString.append(member.key, to: &output)
                output += style.keySeparator
                member.value.write(into: &output, style: style, level: level + 1)
            }
            newline(&output, style: style, level: level)
            output += "}"
        }
    }

    /// The document on one line in the ``JSONStyle/compact`` style, without a newline: one JSON Lines record.
    package var text: String { serialized(style: .compact) }

    private func newline(_ output: inout String, style: JSONStyle, level: Int) {
        guard let indent = style.indent else { return }
        output += "\n"
        for _ in 0..<level { output += indent }
    }

}
