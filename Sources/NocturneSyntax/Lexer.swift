/// Splits Swift source into ``SyntaxToken``s that cover every byte: trivia, strings with their interpolations, regex literals.
///
/// The lexer never fails and never recurses: strings and the interpolations inside them nest on an explicit stack of
/// modes, so `"\("\("…` nested a hundred thousand deep lexes in linear time. An unterminated string or
/// interpolation gets an empty closing token, so openers and closers of strings always pair.
struct Lexer {
    /// What the lexer is inside of.
    private enum Mode {
        /// Code inside an interpolation, with the parentheses opened since `\(`.
        case interpolation(parentheses: Int)
        /// A string's text, with its number of `#` and whether it is multi-line.
        case string(hashes: Int, multiline: Bool)
    }

    private let bytes: UnsafeBufferPointer<UInt8>
    private let count: Int
    private var index = 0
    private var tokens: [SyntaxToken] = []
    private var modes: [Mode] = []
    private var tokenStart = 0
    private var sawNewline = true
    private let keywords = KeywordTable.shared

    /// Lexes UTF-8 bytes into tokens; the last token is ``SyntaxToken/Kind/endOfFile``.
    ///
    /// - Complexity: O(n) in the number of bytes.
    static func tokenize(_ bytes: UnsafeBufferPointer<UInt8>) -> [SyntaxToken] {
        var lexer = Lexer(bytes: bytes)
        lexer.run()
        return lexer.tokens
    }

    private init(bytes: UnsafeBufferPointer<UInt8>) {
        self.bytes = bytes
        count = bytes.count
        tokens.reserveCapacity(count / 4 + 8)
    }

    @inline(__always) private func byte(_ offset: Int) -> UInt8 { offset < count && offset >= 0 ? bytes[offset] : 0 }

    private mutating func emit(_ kind: SyntaxToken.Kind, _ start: Int, _ end: Int, keyword: SyntaxKeyword? = nil) {
        tokens.append(SyntaxToken(kind: kind, keyword: keyword, isAtLineStart: sawNewline, triviaStart: Int32(tokenStart),
                                  start: Int32(start), end: Int32(min(end, count))))
        tokenStart = min(end, count)
        index = tokenStart
        sawNewline = false
    }

    private mutating func run() {
        // A byte order mark and a `#!` line are leading trivia of the first token.
        if count >= 3, bytes[0] == 0xEF, bytes[1] == 0xBB, bytes[2] == 0xBF { index = 3 }
        if byte(index) == UInt8(ascii: "#"), byte(index + 1) == UInt8(ascii: "!") {
            while index < count, bytes[index] != UInt8(ascii: "\n") { index += 1 }
        }
        while true {
            if case .string(let hashes, let multiline)? = modes.last {
                stringText(hashes: hashes, multiline: multiline)
                continue
            }
            trivia()
            guard index < count else {
                if modes.isEmpty {
                    emit(.endOfFile, count, count)
                    return
                }
                // An interpolation the file leaves open: close it empty, and the string after it.
                modes.removeLast()
                emit(.interpolationClose, count, count)
                continue
            }
            codeToken()
        }
    }

    /// Skips whitespace, line breaks and comments, noting a line break.
    private mutating func trivia() {
        while index < count {
            switch bytes[index] {
            case UInt8(ascii: " "), UInt8(ascii: "\t"), 0x0B, 0x0C, UInt8(ascii: "\r"), 0:
                index += 1
            case UInt8(ascii: "\n"):
                sawNewline = true
                index += 1
            case UInt8(ascii: "/") where byte(index + 1) == UInt8(ascii: "/"):
                while index < count, bytes[index] != UInt8(ascii: "\n") { index += 1 }
            case UInt8(ascii: "/") where byte(index + 1) == UInt8(ascii: "*"):
                var depth = 0
                while index < count {
                    if bytes[index] == UInt8(ascii: "/"), byte(index + 1) == UInt8(ascii: "*") {
                        depth += 1
                        index += 2
                    } else if bytes[index] == UInt8(ascii: "*"), byte(index + 1) == UInt8(ascii: "/") {
                        depth -= 1
                        index += 2
                        if depth == 0 { break }
                    } else {
                        if bytes[index] == UInt8(ascii: "\n") { sawNewline = true }
                        index += 1
                    }
                }
            default:
                return
            }
        }
    }

    /// Lexes one token of code at `index`.
    private mutating func codeToken() {
        let start = index
        let c = bytes[index]
        switch c {
        case UInt8(ascii: "("):
            if case .interpolation(let depth)? = modes.last { modes[modes.count - 1] = .interpolation(parentheses: depth + 1) }
            emit(.leftParen, start, start + 1)
        case UInt8(ascii: ")"):
            if case .interpolation(let depth)? = modes.last {
                if depth == 0 {
                    modes.removeLast()
                    emit(.interpolationClose, start, start + 1)
                    return
                }
                modes[modes.count - 1] = .interpolation(parentheses: depth - 1)
            }
            emit(.rightParen, start, start + 1)
        case UInt8(ascii: "["): emit(.leftBracket, start, start + 1)
        case UInt8(ascii: "]"): emit(.rightBracket, start, start + 1)
        case UInt8(ascii: "{"): emit(.leftBrace, start, start + 1)
        case UInt8(ascii: "}"): emit(.rightBrace, start, start + 1)
        case UInt8(ascii: ","): emit(.comma, start, start + 1)
        case UInt8(ascii: ":"): emit(.colon, start, start + 1)
        case UInt8(ascii: ";"): emit(.semicolon, start, start + 1)
        case UInt8(ascii: "@"): emit(.atSign, start, start + 1)
        case UInt8(ascii: "\\"): emit(.backslash, start, start + 1)
        case UInt8(ascii: "\""): stringOpen(hashes: 0)
        case UInt8(ascii: "#"): pound()
        case UInt8(ascii: "`"):
            var end = start + 1
            while end < count, bytes[end] != UInt8(ascii: "`"), bytes[end] != UInt8(ascii: "\n") { end += 1 }
            if end < count, bytes[end] == UInt8(ascii: "`"), end > start + 1 {
                emit(.identifier, start, end + 1)
            } else {
                emit(.unknown, start, start + 1)
            }
        case UInt8(ascii: "$"):
            var end = start + 1
            while end < count, Self.isIdentifierByte(bytes[end]) { end += 1 }
            emit(.identifier, start, end)
        case UInt8(ascii: "."):
            if byte(start + 1) == UInt8(ascii: ".") {
                var end = start + 1
                while end < count, bytes[end] == UInt8(ascii: ".") || (Self.isOperator(bytes[end]) && bytes[end] != UInt8(ascii: ">")) { end += 1 }
                // `..<` is one operator; the `>` rule applies only to operators starting with `>`.
                emit(.operator, start, end)
            } else {
                emit(.period, start, start + 1)
            }
        default:
            if Self.isIdentifierStart(c) {
                var end = start + 1
                while end < count, Self.isIdentifierByte(bytes[end]) { end += 1 }
                let keyword = keywords.keyword(UnsafeBufferPointer(rebasing: bytes[start..<end]))
                emit(.identifier, start, end, keyword: keyword)
            } else if Self.isDigit(c) {
                number()
            } else if Self.isOperator(c) {
                operatorToken()
            } else {
                var end = start + 1
                while end < count, Self.isStray(bytes[end]) { end += 1 }
                emit(.unknown, start, end)
            }
        }
    }

    /// An operator: the longest run of operator characters, except that `?`/`!` right after an expression stand
    /// alone, `->` is an arrow, and `>` is always a token of its own (so `>>` can close two generic clauses).
    private mutating func operatorToken() {
        let start = index
        let c = bytes[index]
        let leftBound = start > 0 && !Self.isLeftBoundBreaker(bytes[start - 1])
        if c == UInt8(ascii: "-"), byte(start + 1) == UInt8(ascii: ">") {
            emit(.arrow, start, start + 2)
            return
        }
        if c == UInt8(ascii: ">") || (leftBound && (c == UInt8(ascii: "?") || (c == UInt8(ascii: "!") && byte(start + 1) != UInt8(ascii: "=")))) {
            emit(.operator, start, start + 1)
            return
        }
        var end = start + 1
        while end < count, Self.isOperator(bytes[end]), bytes[end] != UInt8(ascii: ">") {
            if bytes[end] == UInt8(ascii: "/"), byte(end + 1) == UInt8(ascii: "/") || byte(end + 1) == UInt8(ascii: "*") { break }
            end += 1
        }
        emit(.operator, start, end)
    }

    private mutating func number() {
        let start = index
        var end = start + 1
        var isFloat = false
        let isHex = bytes[start] == UInt8(ascii: "0") && (byte(start + 1) == UInt8(ascii: "x") || byte(start + 1) == UInt8(ascii: "X"))
        while end < count {
            let c = bytes[end]
            if Self.isIdentifierByte(c) {
                let exponent = isHex ? (c == UInt8(ascii: "p") || c == UInt8(ascii: "P")) : (c == UInt8(ascii: "e") || c == UInt8(ascii: "E"))
                if exponent {
                    isFloat = true
                    if byte(end + 1) == UInt8(ascii: "-") || byte(end + 1) == UInt8(ascii: "+") { end += 1 }
                }
                end += 1
            } else if c == UInt8(ascii: "."), Self.isDigit(byte(end + 1)) || (isHex && Self.isIdentifierByte(byte(end + 1)) && byte(end + 1) != UInt8(ascii: "_")) {
                if isHex, !Self.isHexDigit(byte(end + 1)) { break }
                // As swiftc: a hex fraction needs its `p` exponent; without one, a dot before a letter is a member
                // access (`0xff.description`, `0x1f2328.color`).
                if isHex, !Self.isDigit(byte(end + 1)) {
                    var after = end + 1
                    while after < count, Self.isHexDigit(bytes[after]) || bytes[after] == UInt8(ascii: "_") { after += 1 }
                    if byte(after) | 0x20 != UInt8(ascii: "p") { break }
                }
                isFloat = true
                end += 1
            } else {
                break
            }
        }
        emit(isFloat ? .floatLiteral : .integerLiteral, start, end)
    }

    /// `#` starts a raw string, an extended regex literal, or a directive or macro name.
    private mutating func pound() {
        let start = index
        var hashes = 0
        while byte(start + hashes) == UInt8(ascii: "#") { hashes += 1 }
        let next = byte(start + hashes)
        if next == UInt8(ascii: "\"") {
            stringOpen(hashes: hashes)
        } else if next == UInt8(ascii: "/") {
            var end = start + hashes + 1
            while end < count {
                let b = bytes[end]
                if b == UInt8(ascii: "\\") { end += 2; continue }
                if b == UInt8(ascii: "/") {
                    var closing = 0
                    while closing < hashes, byte(end + 1 + closing) == UInt8(ascii: "#") { closing += 1 }
                    if closing == hashes { end += 1 + hashes; break }
                }
                end += 1
            }
            emit(.regexLiteral, start, end)
        } else if hashes == 1, Self.isIdentifierStart(next) {
            var end = start + 2
            while end < count, Self.isIdentifierByte(bytes[end]) { end += 1 }
            emit(.pound, start, end, keyword: keywords.keyword(UnsafeBufferPointer(rebasing: bytes[start..<end])))
        } else {
            emit(.unknown, start, start + hashes)
        }
    }

    /// Emits a string's opening delimiter (its `#`s, then `"` or `"""`) and enters its text.
    private mutating func stringOpen(hashes: Int) {
        let start = index
        let quote = start + hashes
        let multiline = byte(quote + 1) == UInt8(ascii: "\"") && byte(quote + 2) == UInt8(ascii: "\"")
        emit(.stringOpen, start, quote + (multiline ? 3 : 1))
        modes.append(.string(hashes: hashes, multiline: multiline))
    }

    /// Lexes a string's text up to its closing delimiter, an interpolation, or (single-line) the end of the line.
    private mutating func stringText(hashes: Int, multiline: Bool) {
        let start = index
        var end = index
        while end < count {
            let c = bytes[end]
            if c == UInt8(ascii: "\n"), !multiline {
                // An unterminated single-line string ends before the line break, which becomes trivia.
                if end > start { emit(.stringSegment, start, end) }
                modes.removeLast()
                emit(.stringClose, end, end)
                return
            }
            if c == UInt8(ascii: "\\") {
                var marks = 0
                while marks < hashes, byte(end + 1 + marks) == UInt8(ascii: "#") { marks += 1 }
                guard marks == hashes else { end += 1; continue }
                if byte(end + 1 + hashes) == UInt8(ascii: "(") {
                    if end > start { emit(.stringSegment, start, end) }
                    emit(.interpolationOpen, end, end + hashes + 2)
                    modes.append(.interpolation(parentheses: 0))
                    return
                }
                // An escape: the backslash, its #s and the escaped byte (a line continuation's line break included).
                end += 2 + hashes
                continue
            }
            if c == UInt8(ascii: "\"") {
                let quotes = multiline ? 3 : 1
                if !multiline || (byte(end + 1) == UInt8(ascii: "\"") && byte(end + 2) == UInt8(ascii: "\"")) {
                    var marks = 0
                    while marks < hashes, byte(end + quotes + marks) == UInt8(ascii: "#") { marks += 1 }
                    if marks == hashes {
                        if end > start { emit(.stringSegment, start, end) }
                        modes.removeLast()
                        emit(.stringClose, end, end + quotes + hashes)
                        return
                    }
                }
            }
            end += 1
        }
        end = min(end, count)
        if end > start { emit(.stringSegment, start, end) }
        modes.removeLast()
        emit(.stringClose, count, count)
    }

    // MARK: Character classes

    @inline(__always) static func isIdentifierStart(_ byte: UInt8) -> Bool {
        (byte | 0x20) &- UInt8(ascii: "a") < 26 || byte == UInt8(ascii: "_") || byte >= 0x80
    }

    @inline(__always) static func isDigit(_ byte: UInt8) -> Bool { byte &- UInt8(ascii: "0") < 10 }

    @inline(__always) static func isHexDigit(_ byte: UInt8) -> Bool { isDigit(byte) || (byte | 0x20) &- UInt8(ascii: "a") < 6 }

    @inline(__always) static func isIdentifierByte(_ byte: UInt8) -> Bool { isIdentifierStart(byte) || isDigit(byte) }

    /// One of the operator characters `/=-+!*%<>&|^~?`.
    @inline(__always) static func isOperator(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: "/"), UInt8(ascii: "="), UInt8(ascii: "-"), UInt8(ascii: "+"), UInt8(ascii: "!"), UInt8(ascii: "*"),
            UInt8(ascii: "%"), UInt8(ascii: "<"), UInt8(ascii: ">"), UInt8(ascii: "&"), UInt8(ascii: "|"), UInt8(ascii: "^"),
            UInt8(ascii: "~"), UInt8(ascii: "?"):
            true
        default:
            false
        }
    }

    /// A byte before an operator that makes it not bound to what precedes it (whitespace, an opener, a separator).
    @inline(__always) static func isLeftBoundBreaker(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: " "), UInt8(ascii: "\t"), UInt8(ascii: "\n"), UInt8(ascii: "\r"), UInt8(ascii: "("), UInt8(ascii: "["),
            UInt8(ascii: "{"), UInt8(ascii: ","), UInt8(ascii: ";"), UInt8(ascii: ":"), 0, 0x0B, 0x0C:
            true
        default:
            false
        }
    }

    /// A byte that starts no token and is not trivia: a control character or a stray `\u{7F}`.
    @inline(__always) static func isStray(_ byte: UInt8) -> Bool {
        (byte < 0x20 && byte != UInt8(ascii: "\n") && byte != UInt8(ascii: "\t") && byte != UInt8(ascii: "\r") && byte != 0 && byte != 0x0B && byte != 0x0C)
            || byte == 0x7F
    }
}
