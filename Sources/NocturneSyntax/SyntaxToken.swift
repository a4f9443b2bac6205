/// One token of Swift source: its kind, its leading trivia and its text, as UTF-8 byte offsets into the file.
///
/// The leading trivia (whitespace, line breaks, comments) runs from ``triviaStart`` to ``start`` and the text from
/// ``start`` to ``end``; each token's trivia starts where the previous token ends, so the tokens of a file cover
/// every byte exactly once. A file's last token is ``Kind/endOfFile``, whose trivia is the file's trailing trivia.
package struct SyntaxToken: Sendable, Hashable {
    /// What a token is.
    package enum Kind: UInt8, Sendable, Hashable, CaseIterable {
        /// A name or a keyword (`Color`, `let`, `` `default` ``, `$0`); ``SyntaxToken/keyword`` tells keywords apart.
        case identifier
        /// An integer literal (`42`, `0xFF_00`).
        case integerLiteral
        /// A floating-point literal (`0.5`, `1e-3`, `0x1p4`).
        case floatLiteral
        /// The opening delimiter of a string literal: `"`, `"""`, `#"`, `##"""`.
        case stringOpen
        /// The literal text of a string between its delimiters and interpolations.
        case stringSegment
        /// The closing delimiter of a string literal; empty when the string is not terminated.
        case stringClose
        /// `\(` (or `\#(` in a raw string) starting an interpolation.
        case interpolationOpen
        /// The `)` closing an interpolation; empty when the interpolation is not terminated.
        case interpolationClose
        /// An extended regex literal `#/…/#`, whole.
        case regexLiteral
        /// An operator (`+`, `==`, `??`, `=`, `?`, `!`, `&`, `...`); a `>` is always a token of its own.
        case `operator`
        /// `(`.
        case leftParen
        /// `)`.
        case rightParen
        /// `[`.
        case leftBracket
        /// `]`.
        case rightBracket
        /// `{`.
        case leftBrace
        /// `}`.
        case rightBrace
        /// `,`.
        case comma
        /// `:`.
        case colon
        /// `;`.
        case semicolon
        /// `.` (a member access or an implicit member).
        case period
        /// `->`.
        case arrow
        /// `@` before an attribute name.
        case atSign
        /// `\` before a key path.
        case backslash
        /// `#` and the name after it: a directive (`#if`, `#endif`) or a macro (`#Preview`, `#colorLiteral`).
        case pound
        /// Bytes that begin no Swift token (a stray control character, an unclosed backtick).
        case unknown
        /// The empty token at the end of the file; its trivia is the file's trailing trivia.
        case endOfFile
    }

    /// The kind.
    package var kind: Kind
    /// The keyword an identifier spells (or the directive after `#`), `nil` when it spells none.
    package var keyword: SyntaxKeyword?
    /// Whether the leading trivia holds a line break (or the token starts the file).
    package var isAtLineStart: Bool
    /// The first byte of the leading trivia, which is where the previous token ends.
    package var triviaStart: Int32
    /// The first byte of the token's text.
    package var start: Int32
    /// One past the last byte of the token's text.
    package var end: Int32

    /// Whether whitespace or a comment comes right before the token's text.
    package var hasLeadingTrivia: Bool { triviaStart < start }
    /// The text's byte range.
    package var range: Range<Int> { Int(start)..<Int(end) }
    /// The byte range of the leading trivia and the text together.
    package var fullRange: Range<Int> { Int(triviaStart)..<Int(end) }
    /// Whether the token opens a bracket the parser balances: `(`, `[`, `{`, a string or an interpolation.
    package var isOpener: Bool {
        switch kind {
        case .leftParen, .leftBracket, .leftBrace, .stringOpen, .interpolationOpen: true
        default: false
        }
    }
    /// Whether the token closes a bracket the parser balances: `)`, `]`, `}`, a string or an interpolation.
    package var isCloser: Bool {
        switch kind {
        case .rightParen, .rightBracket, .rightBrace, .stringClose, .interpolationClose: true
        default: false
        }
    }
}
