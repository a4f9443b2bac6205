extension JSONValue {
    /// The document as text in a style.
    ///
    /// - Parameter style: The layout; ``JSONStyle/xcode`` gives what Xcode writes.
    /// - Returns: The text, with a final newline when the style asks for one.
    package func serialized(style: JSONStyle = .xcode) -> String {
        // Written as UTF-8 bytes and made a String once: appending to a String piece by piece costs
        // several hundred instructions an append, most of the time of a JSON Lines record.
        var output: [UInt8] = []
        output.reserveCapacity(256)
        write(into: &output, style: style, level: 0)
        if style.trailingNewline { output.append(0x0A) }
        return String(decoding: output, as: UTF8.self)
    }

    private func write(into output: inout [UInt8], style: JSONStyle, level: Int) {
        switch self {
        case .null: output.append(contentsOf: "null".utf8)
        case .bool(let flag): output.append(contentsOf: (flag ? "true" : "false").utf8)
        case .number(let text): JSONString.appendUTF8(text, to: &output)
        case .string(let text): JSONString.append(text, to: &output)
        case .array(let elements):
            if elements.isEmpty { return empty(0x5B, 0x5D, into: &output, style: style, level: level) }
            output.append(0x5B)
            for (offset, element) in elements.enumerated() {
                if offset > 0 { output.append(0x2C) }
                newline(&output, style: style, level: level + 1)
                element.write(into: &output, style: style, level: level + 1)
            }
            newline(&output, style: style, level: level)
            output.append(0x5D)
        case .object(let members):
            if members.isEmpty { return empty(0x7B, 0x7D, into: &output, style: style, level: level) }
            output.append(0x7B)
            let ordered = style.sortsKeys ? members.sorted { $0.key.sortsBefore($1.key) } : members
            for (offset, member) in ordered.enumerated() {
                if offset > 0 { output.append(0x2C) }
                newline(&output, style: style, level: level + 1)
                JSONString.append(member.key, to: &output)
                JSONString.appendUTF8(style.keySeparator, to: &output)
                member.value.write(into: &output, style: style, level: level + 1)
            }
            newline(&output, style: style, level: level)
            output.append(0x7D)
        }
    }

    /// The document on one line in the ``JSONStyle/compact`` style, without a newline: one JSON Lines record.
    package var text: String { serialized(style: .compact) }

    /// `[]`/`{}`, or as Xcode writes an empty container when the style indents: the brackets around a blank line.
    private func empty(_ open: UInt8, _ close: UInt8, into output: inout [UInt8], style: JSONStyle, level: Int) {
        output.append(open)
        if style.indent != nil { output.append(0x0A); newline(&output, style: style, level: level) }
        output.append(close)
    }

    private func newline(_ output: inout [UInt8], style: JSONStyle, level: Int) {
        guard style.indent != nil else { return }
        output.append(0x0A)
        indent(&output, style: style, level: level)
    }

    private func indent(_ output: inout [UInt8], style: JSONStyle, level: Int) {
        guard let indent = style.indent else { return }
        for _ in 0..<level { JSONString.appendUTF8(indent, to: &output) }
    }
}
