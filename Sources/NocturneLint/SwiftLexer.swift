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
        var lexer = Scanner(bytes: bytes)
        lexer.run()
        return Output(tokens: lexer.tokens, lineStarts: lexer.lineStarts, suppressions: lexer.suppressions)
    }

    /// Lexes a string (tests and small inputs).
    static func lex(_ text: String) -> Output {
        var text = text
        return text.withUTF8 { lex($0) }
    }
}

/// Character classes for the lexer's main switch.
private enum ByteClass {
    static let table: [UInt8] = {
        // 0 other, 1 identifier start, 2 digit, 3 operator character
        var table = [UInt8](repeating: 0, count: 256)
        for byte in UInt8(ascii: "a")...UInt8(ascii: "z") { table[Int(byte)] = 1 }
        for byte in UInt8(ascii: "A")...UInt8(ascii: "Z") { table[Int(byte)] = 1 }
        table[Int(UInt8(ascii: "_"))] = 1
        for byte in 0x80...0xFF { table[byte] = 1 }
        for byte in UInt8(ascii: "0")...UInt8(ascii: "9") { table[Int(byte)] = 2 }
        for character in "/=-+!*%<>&|^~?" { table[Int(character.asciiValue ?? 0)] = 3 }
        return table
    }()
}

private struct Scanner {
    let bytes: UnsafeBufferPointer<UInt8>
    let count: Int
    var index = 0
    var tokens: [SwiftToken] = []
    var lineStarts: [Int32] = [0]
    var suppressions: [Suppression] = []
    var spaceBefore = false
    var newlineBefore = false
    let classes = ByteClass.table
    let words = WordTable.shared

    init(bytes: UnsafeBufferPointer<UInt8>) {
        self.bytes = bytes
        count = bytes.count
        tokens.reserveCapacity(count / 5)
    }

    @inline(__always) func byte(_ offset: Int) -> UInt8 { offset < count ? bytes[offset] : 0 }

    mutating func newline(at offset: Int) {
        lineStarts.append(Int32(offset + 1))
    }

    mutating func emit(_ kind: SwiftToken.Kind, _ start: Int, _ end: Int, hash: UInt32 = 0, word: Word = .none) {
        tokens.append(SwiftToken(start: Int32(start), end: Int32(end), hash: hash, kind: kind, word: word, spaceBefore: spaceBefore, newlineBefore: newlineBefore))
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
                while index < count, classes[Int(base[index])] == 1 || classes[Int(base[index])] == 2 { index += 1 }
                emit(.identifier, start, index)
            case UInt8(ascii: "("), UInt8(ascii: ")"), UInt8(ascii: "["), UInt8(ascii: "]"), UInt8(ascii: "{"), UInt8(ascii: "}"),
                UInt8(ascii: ","), UInt8(ascii: ":"), UInt8(ascii: ";"), UInt8(ascii: "\\"):
                emit(.punctuation, index, index + 1)
                index += 1
            case UInt8(ascii: "."):
                let start = index
                index += 1
                if byte(index) == UInt8(ascii: ".") {
                    while index < count, base[index] == UInt8(ascii: ".") || (classes[Int(base[index])] == 3 && base[index] != UInt8(ascii: "?")) { index += 1 }
                }
                emit(.punctuation, start, index)
            default:
                switch classes[Int(c)] {
                case 1:
                    let start = index
                    let (hash, word) = identifierBody()
                    emit(.identifier, start, index, hash: hash, word: word)
                case 2:
                    number()
                case 3:
                    let start = index
                    index += 1
                    // `?` and `!` after an expression stand alone (optional chaining, force unwrap).
                    if c != UInt8(ascii: "?") || spaceBefore {
                        while index < count, classes[Int(base[index])] == 3 {
                            if base[index] == UInt8(ascii: "/"), byte(index + 1) == UInt8(ascii: "/") || byte(index + 1) == UInt8(ascii: "*") { break }
                            index += 1
                        }
                    }
                    emit(.punctuation, start, index)
                default:
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
        var hash: UInt32 = 2_166_136_261
        while index < count {
            let c = base[index]
            let kind = classes[Int(c)]
            guard kind == 1 || kind == 2 else { break }
            hash = (hash ^ UInt32(c)) &* 16_777_619
            index += 1
        }
        return (hash, words.word(hash: hash, start: base + start, length: index - start))
    }

    mutating func number() {
        let start = index
        index += 1
        while index < count {
            let c = bytes[index]
            let kind = classes[Int(c)]
            if kind == 1 || kind == 2 {
                // An exponent's sign belongs to the number (1e-3, 0x1p+4) unless it is hex digits.
                if (c == UInt8(ascii: "e") || c == UInt8(ascii: "E") || c == UInt8(ascii: "p") || c == UInt8(ascii: "P")),
                    byte(index + 1) == UInt8(ascii: "-") || byte(index + 1) == UInt8(ascii: "+"),
                    !(bytes[start + 1 < count ? start + 1 : start] == UInt8(ascii: "x") && (c == UInt8(ascii: "e") || c == UInt8(ascii: "E"))) {
                    index += 2
                    continue
                }
                index += 1
            } else if c == UInt8(ascii: "."), classes[Int(byte(index + 1))] == 2 {
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
        noteSuppression(start: start + 2, end: index)
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
        noteSuppression(start: start + 2, end: max(start + 2, index - 2))
    }

    /// Records `nocturne:ignore rule…` found in a comment's text.
    mutating func noteSuppression(start: Int, end: Int) {
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
                    suppressions.append(Suppression(line: lineStarts.count, column: offset - Int(lineStarts[lineStarts.count - 1]) + 1, rules: rules))
                    return
                }
            }
            offset += 1
        }
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
}
