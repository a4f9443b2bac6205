/// Splits Swift source into ``SwiftToken``s: nested comments, every string form, attributes and `#` directives.
///
/// Handles `//` and nested `/* */` comments, `"…"`, `"""…"""`, raw strings (`#"…"#`, `##"""…"""##`),
/// interpolations (`\(…)`, `\#(…)` in raw strings, with strings and comments nested inside them),
/// extended regex literals (`#/…/#`), backquoted names, `$0`, and numbers with `_`, hex, exponents.
/// It never fails: unterminated strings and comments end at the end of the file.
///
/// Comments of the form `// nocturne:ignore rule…` are collected as ``Suppression``s.
struct SwiftLexer {
    /// The result of lexing one file.
    struct Output: Sendable {
        /// The tokens in order.
        var tokens: [SwiftToken]
        /// The byte offset where each line starts (line 1 at index 0).
        var lineStarts: [Int32]
        /// The `nocturne:ignore` comments.
        var suppressions: [Suppression]
    }

    /// Lexes UTF-8 source.
    ///
    /// - Parameter bytes: The file's bytes.
    /// - Returns: Tokens, line starts and suppression comments.
    /// - Complexity: O(n) in the number of bytes.
    static func lex(_ bytes: UnsafeBufferPointer<UInt8>) -> Output {
        // Tokens are written straight into scratch storage with room for one per byte (no token is shorter), then
        // copied into an array of the exact size: the scratch is freed at once and its memory reused for the next
        // file, so only the kept tokens touch new pages.
        let scratch = UnsafeMutableBufferPointer<SwiftToken>.allocate(capacity: bytes.count + 1)
        defer { scratch.deallocate() }
        var lexer = Scanner(bytes: bytes, tokens: scratch)
        lexer.run()
        return Output(tokens: Array(UnsafeBufferPointer(rebasing: scratch[0..<lexer.tokenCount])), lineStarts: lexer.lineStarts,
                      suppressions: lexer.suppressions)
    }

    /// Lexes a string (tests and small inputs).
    static func lex(_ text: String) -> Output {
        var text = text
        return text.withUTF8 { lex($0) }
    }
}

/// Character classes for the lexer, by arithmetic on the byte (no table to load and bounds-check per byte).
private enum ByteClass {
    /// A letter, `_`, or any byte of a multi-byte UTF-8 character.
    @inline(__always) static func isIdentifierStart(_ byte: UInt8) -> Bool {
        (byte | 0x20) &- UInt8(ascii: "a") < 26 || byte == UInt8(ascii: "_") || byte >= 0x80
    }

    /// `0`…`9`.
    @inline(__always) static func isDigit(_ byte: UInt8) -> Bool {
        byte &- UInt8(ascii: "0") < 10
    }

    /// A byte that continues an identifier: an identifier start or a digit.
    @inline(__always) static func isIdentifierByte(_ byte: UInt8) -> Bool {
        isIdentifierStart(byte) || isDigit(byte)
    }

    /// One of the operator characters `/=-+!*%<>&|^~?`.
    @inline(__always) static func isOperator(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: "/"), UInt8(ascii: "="), UInt8(ascii: "-"), UInt8(ascii: "+"), UInt8(ascii: "!"), UInt8(ascii: "*"), UInt8(ascii: "%"),
            UInt8(ascii: "<"), UInt8(ascii: ">"), UInt8(ascii: "&"), UInt8(ascii: "|"), UInt8(ascii: "^"), UInt8(ascii: "~"), UInt8(ascii: "?"):
            true
        default:
            false
        }
    }
}

private struct Scanner {
    let bytes: UnsafeBufferPointer<UInt8>
    let count: Int
    var index = 0
    /// Where the tokens go, and how many have been written.
    let tokens: UnsafeMutableBufferPointer<SwiftToken>
    var tokenCount = 0
    var lineStarts: [Int32] = [0]
    var suppressions: [Suppression] = []
    var spaceBefore = false
    var newlineBefore = false
    /// How many interpolations the scan is inside (strings and interpolations nest by recursion).
    var interpolationDepth = 0
    /// The deepest interpolations are nested before the inner ones are skipped by their parentheses alone: the
    /// recursion between ``string(hashes:)`` and ``interpolation()`` is bounded, so `"\(` repeated 60,000 times
    /// (a stack overflow before) lexes in linear time on any thread's stack.
    static let maximumInterpolationDepth = 128
    let words = WordTable.shared

    init(bytes: UnsafeBufferPointer<UInt8>, tokens: UnsafeMutableBufferPointer<SwiftToken>) {
        self.tokens = tokens
        self.bytes = bytes
        count = bytes.count
    }

    @inline(__always) func byte(_ offset: Int) -> UInt8 { offset < count ? bytes[offset] : 0 }

    mutating func newline(at offset: Int) {
        lineStarts.append(Int32(offset + 1))
    }

    mutating func emit(_ kind: SwiftToken.Kind, _ start: Int, _ end: Int, hash: UInt32 = 0, word: Word = .none) {
        // Every token is at least one byte long, so the storage (one slot per byte) never fills; the check costs nothing.
        guard tokenCount < tokens.count else { return }
        // SwiftToken holds no references: writing into uninitialized storage is initializing it.
        // An escape or a raw string's `#`s at the very end step past it: a token ends at the text's end at most.
        tokens[tokenCount] = SwiftToken(start: Int32(start), end: Int32(min(end, count)), hash: hash, kind: kind, word: word, spaceBefore: spaceBefore,
                                        newlineBefore: newlineBefore)
        tokenCount += 1
        spaceBefore = false
        newlineBefore = false
    }

    mutating func run() {
        guard let base = bytes.baseAddress else { return }
        // A UTF-8 byte order mark is not a token.
        if count >= 3, base[0] == 0xEF, base[1] == 0xBB, base[2] == 0xBF { index = 3 }
        while index < count {
            let c = base[index]
            switch c {
            case UInt8(ascii: " "), UInt8(ascii: "\t"), UInt8(ascii: "\r"), 0x0C, 0x0B:
                spaceBefore = true
                index += 1
                while index < count, base[index] == UInt8(ascii: " ") || base[index] == UInt8(ascii: "\t") { index += 1 }
            case UInt8(ascii: "\n"):
                spaceBefore = true
                newlineBefore = true
                newline(at: index)
                index += 1
            case UInt8(ascii: "/") where byte(index + 1) == UInt8(ascii: "/"):
                lineComment()
            case UInt8(ascii: "/") where byte(index + 1) == UInt8(ascii: "*"):
                blockComment()
            case UInt8(ascii: "\""):
                let start = index
                let interpolated = string(hashes: 0)
                emit(interpolated ? .interpolatedString : .string, start, index)
            case UInt8(ascii: "#"):
                pound()
            case UInt8(ascii: "@"):
                let start = index
                index += 1
                let (hash, word) = identifierBody()
                emit(.attribute, start, index, hash: hash, word: word)
            case UInt8(ascii: "`"):
                let start = index
                index += 1
                let nameStart = index
                while index < count, base[index] != UInt8(ascii: "`"), base[index] != UInt8(ascii: "\n") { index += 1 }
                let hash = WordTable.hash(UnsafeBufferPointer(start: base + nameStart, count: index - nameStart))
                let word = words.word(hash: hash, start: base + nameStart, length: index - nameStart)
                if index < count, base[index] == UInt8(ascii: "`") { index += 1 }
                emit(.identifier, start, index, hash: hash, word: word)
            case UInt8(ascii: "$"):
                let start = index
                index += 1
                while index < count, ByteClass.isIdentifierByte(base[index]) { index += 1 }
                emit(.identifier, start, index)
            case UInt8(ascii: "("), UInt8(ascii: ")"), UInt8(ascii: "["), UInt8(ascii: "]"), UInt8(ascii: "{"), UInt8(ascii: "}"),
                UInt8(ascii: ","), UInt8(ascii: ":"), UInt8(ascii: ";"), UInt8(ascii: "\\"):
                emit(.punctuation, index, index + 1)
                index += 1
            case UInt8(ascii: "."):
                let start = index
                index += 1
                if byte(index) == UInt8(ascii: ".") {
                    while index < count, base[index] == UInt8(ascii: ".") || (ByteClass.isOperator(base[index]) && base[index] != UInt8(ascii: "?")) { index += 1 }
                }
                emit(.punctuation, start, index)
            default:
                if ByteClass.isIdentifierStart(c) {
                    let start = index
                    let (hash, word) = identifierBody()
                    emit(.identifier, start, index, hash: hash, word: word)
                } else if ByteClass.isDigit(c) {
                    number()
                } else if ByteClass.isOperator(c) {
                    let start = index
                    index += 1
                    // `?` and `!` after an expression stand alone (optional chaining, force unwrap).
                    if c != UInt8(ascii: "?") || spaceBefore {
                        while index < count, ByteClass.isOperator(base[index]) {
                            if base[index] == UInt8(ascii: "/"), byte(index + 1) == UInt8(ascii: "/") || byte(index + 1) == UInt8(ascii: "*") { break }
                            index += 1
                        }
                    }
                    emit(.punctuation, start, index)
                } else {
                    spaceBefore = true
                    index += 1
                }
            }
        }
    }

    /// Scans identifier characters from `index`, returning the hash and the known word.
    mutating func identifierBody() -> (UInt32, Word) {
        guard let base = bytes.baseAddress else { return (0, .none) }
        let start = index
        var end = index
        var hash: UInt32 = 2_166_136_261
        while end < count {
            let c = base[end]
            guard ByteClass.isIdentifierByte(c) else { break }
            hash = (hash ^ UInt32(c)) &* 16_777_619
            end += 1
        }
        index = end
        return (hash, words.word(hash: hash, start: base + start, length: end - start))
    }

    mutating func number() {
        let start = index
        index += 1
        while index < count {
            let c = bytes[index]
            if ByteClass.isIdentifierByte(c) {
                // An exponent's sign belongs to the number (1e-3, 0x1p+4) unless it is hex digits.
                if (c == UInt8(ascii: "e") || c == UInt8(ascii: "E") || c == UInt8(ascii: "p") || c == UInt8(ascii: "P")),
                    byte(index + 1) == UInt8(ascii: "-") || byte(index + 1) == UInt8(ascii: "+"),
                    !(bytes[start + 1 < count ? start + 1 : start] == UInt8(ascii: "x") && (c == UInt8(ascii: "e") || c == UInt8(ascii: "E"))) {
                    index += 2
                    continue
                }
                index += 1
            } else if c == UInt8(ascii: "."), ByteClass.isDigit(byte(index + 1)) {
                index += 1
            } else {
                break
            }
        }
        emit(.number, start, index)
    }

    mutating func lineComment() {
        let start = index
        while index < count, bytes[index] != UInt8(ascii: "\n") { index += 1 }
        spaceBefore = true
        noteSuppression(start: start + 2, end: index, commentStart: start)
    }

    mutating func blockComment() {
        let start = index
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
                if bytes[index] == UInt8(ascii: "\n") { newline(at: index); newlineBefore = true }
                index += 1
            }
        }
        spaceBefore = true
        noteSuppression(start: start + 2, end: max(start + 2, index - 2), commentStart: start)
    }

    /// Records `nocturne:ignore rule…` found in a comment's text.
    ///
    /// A comment after code on its line covers that line; a comment alone on its line covers the line after it ends.
    /// The line and column are those of `nocturne:ignore` itself, found in the line starts (a block comment may span lines).
    mutating func noteSuppression(start: Int, end: Int, commentStart: Int) {
        let marker = Array("nocturne:ignore".utf8)
        guard end - start >= marker.count else { return }
        var offset = start
        while offset + marker.count <= end {
            if bytes[offset] == marker[0] {
                var matches = true
                for k in 1..<marker.count where bytes[offset + k] != marker[k] { matches = false; break }
                if matches {
                    let rest = String(decoding: UnsafeBufferPointer(rebasing: bytes[(offset + marker.count)..<end]), as: UTF8.self)
                    let rules = rest.split(whereSeparator: { $0 == " " || $0 == "\t" || $0 == "," || $0 == "\n" || $0 == "\r" })
                        .prefix { !$0.hasPrefix("-") && !$0.hasPrefix("*") }
                        .map(String.init)
                    let line = Self.line(containing: offset, in: lineStarts)
                    let commentLine = Self.line(containing: commentStart, in: lineStarts)
                    var lineStart = Int(lineStarts[commentLine - 1])
                    while lineStart < commentStart, bytes[lineStart] == UInt8(ascii: " ") || bytes[lineStart] == UInt8(ascii: "\t") { lineStart += 1 }
                    let alone = lineStart == commentStart
                    let covered = alone ? (lineStarts.count + 1)...(lineStarts.count + 1) : commentLine...commentLine
                    suppressions.append(Suppression(line: line, column: offset - Int(lineStarts[line - 1]) + 1, rules: rules, coveredLines: covered))
                    return
                }
            }
            offset += 1
        }
    }

    /// The 1-based line holding a byte offset (a binary search of the line starts).
    static func line(containing offset: Int, in lineStarts: [Int32]) -> Int {
        var low = 0
        var high = lineStarts.count - 1
        while low < high {
            let middle = (low + high + 1) / 2
            if Int(lineStarts[middle]) <= offset { low = middle } else { high = middle - 1 }
        }
        return low + 1
    }

    /// `#` starts a raw string, an extended regex literal, or a directive/macro name.
    mutating func pound() {
        let start = index
        var hashes = 0
        while byte(index + hashes) == UInt8(ascii: "#") { hashes += 1 }
        let next = byte(index + hashes)
        if next == UInt8(ascii: "\"") {
            index += hashes
            let interpolated = string(hashes: hashes)
            emit(interpolated ? .interpolatedString : .string, start, index)
        } else if next == UInt8(ascii: "/") {
            // An extended regex literal #/…/#: ends at / followed by the same number of #.
            index += hashes + 1
            while index < count {
                if bytes[index] == UInt8(ascii: "\n") { newline(at: index) }
                if bytes[index] == UInt8(ascii: "\\") { index += 2; continue }
                if bytes[index] == UInt8(ascii: "/") {
                    var closing = 0
                    while closing < hashes, byte(index + 1 + closing) == UInt8(ascii: "#") { closing += 1 }
                    if closing == hashes { index += 1 + hashes; break }
                }
                index += 1
            }
            emit(.string, start, min(index, count))
        } else {
            index += 1
            let (hash, word) = identifierBody()
            emit(.pound, start, index, hash: hash, word: word)
        }
    }

    /// Scans a string literal whose opening quote is at `index` (after any `#`), returning whether it interpolates.
    mutating func string(hashes: Int) -> Bool {
        var interpolated = false
        let multiline = byte(index + 1) == UInt8(ascii: "\"") && byte(index + 2) == UInt8(ascii: "\"")
        index += multiline ? 3 : 1
        while index < count {
            let c = bytes[index]
            if c == UInt8(ascii: "\n") {
                newline(at: index)
                if !multiline { index += 1; return interpolated }  // unterminated single-line string
                index += 1
            } else if c == UInt8(ascii: "\\") {
                // An escape only counts when followed by the string's number of #.
                var closing = 0
                while closing < hashes, byte(index + 1 + closing) == UInt8(ascii: "#") { closing += 1 }
                guard closing == hashes else { index += 1; continue }
                index += 1 + hashes
                if byte(index) == UInt8(ascii: "(") {
                    interpolated = true
                    index += 1
                    interpolation()
                } else if byte(index) == UInt8(ascii: "\n") {
                    // A line continuation in a multi-line string; the newline is counted by the loop.
                } else {
                    index += 1
                }
            } else if c == UInt8(ascii: "\"") {
                if multiline {
                    if byte(index + 1) == UInt8(ascii: "\""), byte(index + 2) == UInt8(ascii: "\"") {
                        var closing = 0
                        while closing < hashes, byte(index + 3 + closing) == UInt8(ascii: "#") { closing += 1 }
                        if closing == hashes { index += 3 + hashes; return interpolated }
                    }
                    index += 1
                } else {
                    var closing = 0
                    while closing < hashes, byte(index + 1 + closing) == UInt8(ascii: "#") { closing += 1 }
                    index += 1
                    if closing == hashes { index += hashes; return interpolated }
                }
            } else {
                index += 1
            }
        }
        return interpolated
    }

    /// Skips an interpolation's expression up to its closing parenthesis, with nested strings and comments.
    mutating func interpolation() {
        var depth = 1
        guard interpolationDepth < Self.maximumInterpolationDepth else {
            skipParentheses()
            return
        }
        interpolationDepth += 1
        defer { interpolationDepth -= 1 }
        while index < count {
            let c = bytes[index]
            switch c {
            case UInt8(ascii: "("): depth += 1; index += 1
            case UInt8(ascii: ")"):
                depth -= 1
                index += 1
                if depth == 0 { return }
            case UInt8(ascii: "\n"): newline(at: index); index += 1
            case UInt8(ascii: "\""): _ = string(hashes: 0)
            case UInt8(ascii: "#"):
                var hashes = 0
                while byte(index + hashes) == UInt8(ascii: "#") { hashes += 1 }
                if byte(index + hashes) == UInt8(ascii: "\"") { index += hashes; _ = string(hashes: hashes) } else { index += hashes }
            case UInt8(ascii: "/") where byte(index + 1) == UInt8(ascii: "*"):
                let saved = (spaceBefore, newlineBefore)
                blockComment()
                (spaceBefore, newlineBefore) = saved
            default: index += 1
            }
        }
    }

    /// Skips to the parenthesis that closes an interpolation nested too deep, counting parentheses and lines only.
    mutating func skipParentheses() {
        var depth = 1
        while index < count {
            switch bytes[index] {
            case UInt8(ascii: "("): depth += 1
            case UInt8(ascii: ")"):
                depth -= 1
                if depth == 0 { index += 1; return }
            case UInt8(ascii: "\n"): newline(at: index)
            default: break
            }
            index += 1
        }
    }
}
