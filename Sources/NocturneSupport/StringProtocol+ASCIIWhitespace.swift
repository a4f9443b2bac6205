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

extension StringProtocol {
    /// The text with every whitespace character removed, as `filter { !$0.isWhitespace }` gives it (`UIColor ?` →
    /// `UIColor?`), without its cost: ASCII text, all of source code's type and member spellings, is read byte by byte
    /// and returned as it is when it has no whitespace; other text falls back to `Character.isWhitespace`.
    ///
    /// Lint compacts a type's or expression's text for every declaration of every file it reads; with the `Character`
    /// filter that was a tenth of its time on a million lines. Inlinable, so that each caller's `String` or `Substring`
    /// reads its own bytes (across modules, a generic call read each byte through a witness table).
    @inlinable package func removingWhitespace() -> String {
        var hasWhitespace = false
        for byte in utf8 {
            if byte >= 0x80 { return String(filter { !$0.isWhitespace }) }
            if byte == 0x20 || (0x09...0x0D).contains(byte) { hasWhitespace = true }
        }
        guard hasWhitespace else { return String(self) }
        return String(decoding: utf8.filter { !($0 == 0x20 || (0x09...0x0D).contains($0)) }, as: UTF8.self)
    }
}
