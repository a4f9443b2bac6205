import NocturneSyntax

/// A lexed Swift file: its bytes, tokens and line starts, with the small queries the rules ask of them.
struct SwiftSourceFile: Sendable {
    /// The path as reported in findings.
    let path: String
    /// The file's bytes.
    let bytes: [UInt8]
    /// The tokens.
    let tokens: [SwiftToken]
    /// The byte offset where each line starts.
    let lineStarts: [Int32]
    /// The `nocturne:ignore` comments.
    let suppressions: [Suppression]
    /// For each opening bracket token, the index of its closing token (or the last token when unbalanced), else -1.
    let matching: [Int32]

    /// Lexes a file (with the tree's lexer, without parsing it): for a pass that reads tokens only.
    init(path: String, bytes: [UInt8]) {
        let (syntaxTokens, lineStarts) = SyntaxTree.lex(bytes)
        self.init(path: path, bytes: bytes, syntaxTokens: syntaxTokens, lineStarts: lineStarts)
    }

    /// Reads a parsed file's tokens off its tree (the tree's lexer is the only one: no byte is lexed twice).
    init(path: String, tree: SyntaxTree) {
        self.init(path: path, bytes: tree.bytes, syntaxTokens: tree.tokens, lineStarts: tree.lineStarts)
    }

    private init(path: String, bytes: [UInt8], syntaxTokens: [SyntaxToken], lineStarts: [Int32]) {
        self.path = path
        self.bytes = bytes
        let tokens = SyntaxTokenReading.tokens(bytes: bytes, syntaxTokens: syntaxTokens)
        self.tokens = tokens
        self.lineStarts = lineStarts
        suppressions = SyntaxTokenReading.suppressions(bytes: bytes, syntaxTokens: syntaxTokens, lineStarts: lineStarts)
        var matching = [Int32](repeating: -1, count: tokens.count)
        var stack: [Int32] = []
        bytes.withUnsafeBufferPointer { buffer in
            for (index, token) in tokens.enumerated() where token.kind == .punctuation && token.end - token.start == 1 {
                switch buffer[Int(token.start)] {
                case UInt8(ascii: "("), UInt8(ascii: "["), UInt8(ascii: "{"): stack.append(Int32(index))
                case UInt8(ascii: ")"), UInt8(ascii: "]"), UInt8(ascii: "}"):
                    if let open = stack.popLast() { matching[Int(open)] = Int32(index) }
                default: break
                }
            }
        }
        for open in stack { matching[Int(open)] = Int32(tokens.count - 1) }
        self.matching = matching
    }

    /// The number of tokens.
    var count: Int { tokens.count }

    /// The first byte of token `index` when it is a one-byte punctuation token, else 0.
    @inline(__always) func punctuation(_ index: Int) -> UInt8 {
        guard index >= 0, index < tokens.count else { return 0 }
        let token = tokens[index]
        guard token.kind == .punctuation, token.end - token.start == 1 else { return 0 }
        return bytes[Int(token.start)]
    }

    /// Whether token `index` is the punctuation or operator `text` exactly.
    func isOperator(_ index: Int, _ text: StaticString) -> Bool {
        guard index >= 0, index < tokens.count, tokens[index].kind == .punctuation else { return false }
        let token = tokens[index]
        guard Int(token.end - token.start) == text.utf8CodeUnitCount else { return false }
        let pointer = text.utf8Start
        for offset in 0..<text.utf8CodeUnitCount where bytes[Int(token.start) + offset] != pointer[offset] { return false }
        return true
    }

    /// The word of token `index`, `.none` outside the file.
    @inline(__always) func word(_ index: Int) -> Word {
        guard index >= 0, index < tokens.count else { return .none }
        return tokens[index].word
    }

    /// The kind of token `index`, or `nil` outside the file.
    @inline(__always) func kind(_ index: Int) -> SwiftToken.Kind? {
        guard index >= 0, index < tokens.count else { return nil }
        return tokens[index].kind
    }

    /// The text of token `index`.
    func text(_ index: Int) -> String {
        guard index >= 0, index < tokens.count else { return "" }
        let token = tokens[index]
        return String(decoding: bytes[Int(token.start)..<Int(token.end)], as: UTF8.self)
    }

    /// The text from the start of token `first` to the end of token `last`, on one line with runs of whitespace collapsed.
    func snippet(_ first: Int, _ last: Int, limit: Int = 120) -> String {
        guard first >= 0, last < tokens.count, first <= last else { return "" }
        let raw = bytes[Int(tokens[first].start)..<Int(tokens[last].end)]
        var result: [UInt8] = []
        var lastWasSpace = false
        for byte in raw {
            let isSpace = byte == 0x20 || byte == 0x09 || byte == 0x0A || byte == 0x0D
            if isSpace { if !lastWasSpace { result.append(0x20) }; lastWasSpace = true } else { result.append(byte); lastWasSpace = false }
            if result.count >= limit { break }
        }
        var text = String(decoding: result, as: UTF8.self)
        if raw.count > result.count, result.count >= limit { text += "…" }
        return text
    }

    /// The ``NameParts`` in token `index`'s text (`isDarkMode` holds `.dark`), none outside the file.
    func parts(_ index: Int) -> NameParts {
        guard index >= 0, index < tokens.count else { return [] }
        let token = tokens[index]
        return bytes.withUnsafeBufferPointer { NameParts.parts(in: UnsafeBufferPointer(rebasing: $0[Int(token.start)..<Int(token.end)])) }
    }

    /// Whether token `index`'s text contains any of `parts`.
    func contains(_ index: Int, anyOf parts: NameParts) -> Bool {
        !self.parts(index).isDisjoint(with: parts)
    }

    /// The 1-based line and column of token `index`.
    func location(_ index: Int) -> (line: Int, column: Int) {
        guard index >= 0, index < tokens.count else { return (1, 1) }
        let position = position(ofOffset: Int(tokens[index].start))
        return (position.line, position.column)
    }

    /// The closing bracket of the opening bracket at `index`, or `index` when it is not one.
    func close(of index: Int) -> Int {
        guard index >= 0, index < matching.count, matching[index] >= 0 else { return index }
        return Int(matching[index])
    }

    /// Whether the string literal token at `index` spells a hex color (`"#4285F4"`, `"0xFFE3F6FB"`, `"4285f4"`).
    func isHexString(_ index: Int) -> Bool {
        guard index >= 0, index < tokens.count, tokens[index].kind == .string else { return false }
        var start = Int(tokens[index].start), end = Int(tokens[index].end)
        while start < end, bytes[start] == UInt8(ascii: "#") { start += 1 }
        while end > start, bytes[end - 1] == UInt8(ascii: "#") { end -= 1 }
        guard end - start >= 2, bytes[start] == UInt8(ascii: "\""), bytes[end - 1] == UInt8(ascii: "\"") else { return false }
        start += 1
        end -= 1
        var prefixed = false
        if end - start > 0, bytes[start] == UInt8(ascii: "#") { start += 1; prefixed = true }
        if end - start > 1, bytes[start] == UInt8(ascii: "0"), bytes[start + 1] | 0x20 == UInt8(ascii: "x") { start += 2; prefixed = true }
        let digits = end - start
        guard digits == 6 || digits == 8 || (prefixed && (digits == 3 || digits == 4)) else { return false }
        for offset in start..<end {
            let byte = bytes[offset] | 0x20
            guard (byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9")) || (byte >= UInt8(ascii: "a") && byte <= UInt8(ascii: "f")) else { return false }
        }
        return true
    }

    /// The contents of a plain string literal token without quotes, or `nil` for other tokens or interpolated strings.
    func stringValue(_ index: Int) -> String? {
        guard index >= 0, index < tokens.count, tokens[index].kind == .string else { return nil }
        let text = self.text(index)
        guard text.hasPrefix("\""), text.hasSuffix("\""), text.count >= 2, !text.hasPrefix("\"\"\"") else { return nil }
        return String(text.dropFirst().dropLast())
    }
}
