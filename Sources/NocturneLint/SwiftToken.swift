/// One token of Swift source: its kind, its bytes in the file, and the word it spells when that word matters to the rules.
///
/// Comments and whitespace are not tokens; strings (with their interpolations) are one token each,
/// so no rule can ever look inside a string or a comment.
struct SwiftToken: Sendable, Hashable {
    /// What a token is.
    enum Kind: UInt8, Sendable {
        /// A name or keyword (`Color`, `let`, `` `default` ``, `$0`).
        case identifier
        /// A number literal (`0.5`, `0xFF_00`, `1e-3`).
        case number
        /// A string literal of any form, interpolations included.
        case string
        /// A string literal with interpolation (`"\(x)"`).
        case interpolatedString
        /// One of `( ) [ ] { } , : ; .`, or an operator (`==`, `?`, `/`, `...`).
        case punctuation
        /// A `#` directive or macro (`#if`, `#colorLiteral`, `#Preview`); the word is what follows `#`.
        case pound
        /// An attribute (`@State`); the word is what follows `@`.
        case attribute
    }

    /// The first byte.
    var start: Int32
    /// One past the last byte.
    var end: Int32
    /// The FNV-1a hash of an identifier's bytes (0 for other kinds).
    var hash: UInt32
    /// The kind.
    var kind: Kind
    /// The word the identifier (or the name after `#`/`@`) spells, `.none` when it is no word the rules know.
    var word: Word
    /// Whether whitespace or a comment separates it from the previous token.
    var spaceBefore: Bool
    /// Whether a line break separates it from the previous token.
    var newlineBefore: Bool
}
