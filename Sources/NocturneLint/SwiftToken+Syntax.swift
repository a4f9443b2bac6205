import NocturneSyntax

/// The rules' tokens read off a syntax tree's: one lexer for the file, the tree's, so no byte is lexed twice.
///
/// A ``SwiftToken`` is coarser than a ``SyntaxToken``: a string literal with its interpolations is one token (so no rule
/// can look inside a string), `@State` and `#if` are one token each, and a run of operator characters is one operator
/// (`>=`, which the tree splits so that `>>` can close two generic clauses). Trivia is no token; it only marks the next
/// token as spaced, or as starting a line. Bytes that begin no Swift token count as space, as they always did.
enum SyntaxTokenReading {
    /// The tokens of a parsed file, in order.
    ///
    /// - Complexity: O(n) in the number of the tree's tokens.
    static func tokens(of tree: SyntaxTree) -> [SwiftToken] {
        tokens(bytes: tree.bytes, syntaxTokens: tree.tokens)
    }

    /// The tokens of a lexed file, in order (``SyntaxTree/lex(_:)``).
    ///
    /// - Complexity: O(n) in the number of the tree's tokens.
    static func tokens(bytes: [UInt8], syntaxTokens: [SyntaxToken]) -> [SwiftToken] {
        bytes.withUnsafeBufferPointer { bytes in
            syntaxTokens.withUnsafeBufferPointer { source in
                // Written into scratch storage with a slot for every tree token (no tree token gives two), then copied
                // into an array of the exact size.
                let scratch = UnsafeMutableBufferPointer<SwiftToken>.allocate(capacity: source.count)
                defer { scratch.deallocate() }
                var reader = Reader(bytes: bytes, source: source, tokens: scratch)
                reader.run()
                return Array(UnsafeBufferPointer(rebasing: scratch[0..<reader.count]))
            }
        }
    }

    /// The `nocturne:ignore` comments of a parsed file, in order; none (and no trivia read) when the text never spells it.
    ///
    /// A comment after code on its line covers that line; a comment alone on its line covers the line after it ends.
    static func suppressions(bytes: [UInt8], syntaxTokens: [SyntaxToken], lineStarts: [Int32]) -> [Suppression] {
        guard bytes.contains(bytes: Suppression.marker) else { return [] }
        var suppressions: [Suppression] = []
        for token in syntaxTokens where token.triviaStart < token.start {
            var offset = Int(token.triviaStart)
            let end = Int(token.start)
            while offset < end {
                guard bytes[offset] == UInt8(ascii: "/"), offset + 1 < end else { offset += 1; continue }
                if bytes[offset + 1] == UInt8(ascii: "/") {
                    var close = offset
                    while close < end, bytes[close] != UInt8(ascii: "\n") { close += 1 }
                    if let found = Suppression(comment: offset, text: (offset + 2)..<close, in: bytes, lineStarts: lineStarts) {
                        suppressions.append(found)
                    }
                    offset = close
                } else if bytes[offset + 1] == UInt8(ascii: "*") {
                    var close = offset, depth = 0
                    while close < end {
                        if bytes[close] == UInt8(ascii: "/"), close + 1 < end, bytes[close + 1] == UInt8(ascii: "*") {
                            depth += 1
                            close += 2
                        } else if bytes[close] == UInt8(ascii: "*"), close + 1 < end, bytes[close + 1] == UInt8(ascii: "/") {
                            depth -= 1
                            close += 2
                            if depth == 0 { break }
                        } else {
                            close += 1
                        }
                    }
                    // The text stops before `*/` (an unterminated comment's last two bytes are left out the same way).
                    let text = (offset + 2)..<max(offset + 2, close - 2)
                    if let found = Suppression(comment: offset, text: text, in: bytes, lineStarts: lineStarts) { suppressions.append(found) }
                    offset = close
                } else {
                    offset += 1
                }
            }
        }
        return suppressions
    }

    /// Walks the tree's tokens once, writing the rules' tokens.
    private struct Reader {
        let bytes: UnsafeBufferPointer<UInt8>
        let source: UnsafeBufferPointer<SyntaxToken>
        /// Where the tokens go, and how many have been written.
        let tokens: UnsafeMutableBufferPointer<SwiftToken>
        var count = 0
        var index = 0
        var spaceBefore = false
        var newlineBefore = false
        let words = WordTable.shared

        init(bytes: UnsafeBufferPointer<UInt8>, source: UnsafeBufferPointer<SyntaxToken>, tokens: UnsafeMutableBufferPointer<SwiftToken>) {
            (self.bytes, self.source, self.tokens) = (bytes, source, tokens)
        }

        mutating func emit(_ kind: SwiftToken.Kind, _ start: Int32, _ end: Int32, hash: UInt32 = 0, word: Word = .none) {
            // Each tree token emits at most once, so the storage never fills; SwiftToken holds no references, so writing
            // into uninitialized storage is initializing it.
            guard count < tokens.count else { return }
            tokens[count] = SwiftToken(start: start, end: end, hash: hash, kind: kind, word: word, spaceBefore: spaceBefore, newlineBefore: newlineBefore)
            count += 1
            spaceBefore = false
            newlineBefore = false
        }

        /// The hash and known word of the name in `start..<end`.
        func name(_ start: Int, _ end: Int) -> (hash: UInt32, word: Word) {
            guard end > start, let base = bytes.baseAddress else { return (WordTable.hash(EmptyCollection<UInt8>()), .none) }
            let hash = WordTable.hash(UnsafeBufferPointer(start: base + start, count: end - start))
            return (hash, words.word(hash: hash, start: base + start, length: end - start))
        }

        /// Whether a tree token is an operator or `->` (a switch: the stored kind, compared without a protocol call).
        static func isOperator(_ kind: SyntaxToken.Kind) -> Bool {
            switch kind {
            case .operator, .arrow: true
            default: false
            }
        }

        mutating func run() {
            let total = source.count
            while index < total {
                let token = source[index]
                if token.triviaStart < token.start {
                    spaceBefore = true
                    // The first token's line-start flag also stands for the start of the file: only a line break counts.
                    if index == 0 ? bytes[token.fullRange].contains(UInt8(ascii: "\n")) : token.isAtLineStart { newlineBefore = true }
                }
                index += 1
                let (start, end) = (Int(token.start), Int(token.end))
                switch token.kind {
                case .identifier:
                    switch bytes[start] {
                    case UInt8(ascii: "$"): emit(.identifier, token.start, token.end)
                    case UInt8(ascii: "`"):
                        let (hash, word) = name(start + 1, end - 1)
                        emit(.identifier, token.start, token.end, hash: hash, word: word)
                    default:
                        let (hash, word) = name(start, end)
                        emit(.identifier, token.start, token.end, hash: hash, word: word)
                    }
                case .integerLiteral, .floatLiteral:
                    emit(.number, token.start, token.end)
                case .stringOpen:
                    string(from: token)
                case .regexLiteral:
                    emit(.string, token.start, token.end)
                case .operator, .arrow:
                    // A run of operator characters is one operator, except a `?` right after an expression (optional chaining).
                    var last = token
                    let standsAlone = token.triviaStart == token.start && end - start == 1 && bytes[start] == UInt8(ascii: "?")
                    while !standsAlone, index < total, Self.isOperator(source[index].kind), source[index].triviaStart == source[index].start, bytes[Int(source[index].start)] != UInt8(ascii: ".") {
                        last = source[index]
                        index += 1
                    }
                    emit(.punctuation, token.start, last.end)
                case .leftParen, .rightParen, .leftBracket, .rightBracket, .leftBrace, .rightBrace, .comma, .colon, .semicolon, .period, .backslash:
                    emit(.punctuation, token.start, token.end)
                case .atSign:
                    if index < total, case .identifier = source[index].kind, source[index].triviaStart == source[index].start {
                        let nameToken = source[index]
                        index += 1
                        let (hash, word) = name(Int(nameToken.start), Int(nameToken.end))
                        emit(.attribute, token.start, nameToken.end, hash: hash, word: word)
                    } else {
                        let (hash, word) = name(end, end)
                        emit(.attribute, token.start, token.end, hash: hash, word: word)
                    }
                case .pound:
                    let (hash, word) = name(start + 1, end)
                    emit(.pound, token.start, token.end, hash: hash, word: word)
                case .unknown:
                    spaceBefore = true
                case .stringSegment, .stringClose, .interpolationOpen, .interpolationClose, .endOfFile:
                    // Only inside a string, which is read whole; none starts a token.
                    break
                }
            }
        }

        /// A string literal whose opening delimiter is `open`, read whole with every string nested in its interpolations.
        mutating func string(from open: SyntaxToken) {
            var depth = 1, interpolated = false, end = open.end
            while index < source.count, depth > 0 {
                let token = source[index]
                switch token.kind {
                case .stringOpen: depth += 1
                case .stringClose: depth -= 1
                case .interpolationOpen where depth == 1: interpolated = true
                case .endOfFile: depth = 0
                default: break
                }
                if token.kind != .endOfFile { end = token.end; index += 1 }
            }
            emit(interpolated ? .interpolatedString : .string, open.start, end)
        }
    }
}
