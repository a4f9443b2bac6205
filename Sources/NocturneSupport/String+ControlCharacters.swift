extension StringProtocol {
    /// The text with every character that could drive a terminal written as a Swift escape: `ESC` becomes `\u{1B}`.
    ///
    /// The one way text output shows what it did not write itself (a file name, a comment, a color name, an
    /// environment value): C0 controls (newline and tab included, so one line stays one line), DEL, the C1
    /// controls, and the bidirectional overrides and isolates that reorder what a reader sees. A backslash is
    /// left as it is. A byte of a file name that is not UTF-8 (kept as a ``PathText/rawByteBase`` scalar) is
    /// written `\x{E9}`. JSON, SARIF and GitHub output have escapes of their own and do not use this.
    ///
    /// - Complexity: O(n); text with nothing to escape is returned without copying its characters one by one.
    package func escapingControlCharacters() -> String {
        guard utf8.contains(where: { $0 < 0x20 || $0 == 0x7F || $0 == 0xC2 || $0 == 0xE2 || $0 == 0xF4 }) else { return String(self) }
        var result = ""
        result.reserveCapacity(utf8.count)
        for scalar in unicodeScalars {
            if let byte = PathText.rawByte(scalar) {
                result += "\\x{" + String(byte, radix: 16, uppercase: true) + "}"
            } else if Self.needsEscape(scalar) {
                result += "\\u{" + String(scalar.value, radix: 16, uppercase: true) + "}"
            } else {
                result.unicodeScalars.append(scalar)
            }
        }
        return result
    }

    /// The text with each line escaped as ``escapingControlCharacters()`` escapes it, the line breaks between them kept.
    ///
    /// For a report of many lines built from names the tool did not write (an audit's text): one line stays one line, and
    /// nothing in it can drive a terminal.
    package func escapingControlCharactersInLines() -> String {
        guard utf8.contains(where: { $0 < 0x20 && $0 != 0x0A || $0 == 0x7F || $0 == 0xC2 || $0 == 0xE2 || $0 == 0xF4 }) else { return String(self) }
        return split(separator: "\n", omittingEmptySubsequences: false).map { $0.escapingControlCharacters() }.joined(separator: "\n")
    }

    private static func needsEscape(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0..<0x20, 0x7F...0x9F, 0x202A...0x202E, 0x2066...0x2069: true
        default: false
        }
    }
}
