extension StringProtocol {
    /// The text without leading and trailing ASCII whitespace: space, tab, line feed, carriage return and form feed.
    ///
    /// This is the whitespace of CSS, JSON and the line-oriented inputs Nocturne reads (standard input, gsettings,
    /// KDE's `kdeglobals`). A no-break space or another Unicode space is text, as CSS treats it: `"\u{A0}red"` is not
    /// the color red. Works on the Unicode scalars, without Foundation.
    package func trimmingASCIIWhitespace() -> String {
        let scalars = unicodeScalars
        guard let first = scalars.firstIndex(where: { !$0.isASCIIWhitespace }) else { return "" }
        guard let last = scalars.lastIndex(where: { !$0.isASCIIWhitespace }) else { return "" }
        return String(self[first..<scalars.index(after: last)])
    }
}

extension Unicode.Scalar {
    /// Whether this is ASCII whitespace: space, tab, line feed, carriage return or form feed.
    package var isASCIIWhitespace: Bool {
        switch value {
        case 0x20, 0x09, 0x0A, 0x0D, 0x0C: true
        default: false
        }
    }
}
