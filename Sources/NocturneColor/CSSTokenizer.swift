/// One token of CSS Syntax Level 3, as far as color values need them.
struct CSSToken: Sendable, Hashable {
    /// What kind of token this is, with its payload.
    enum Kind: Sendable, Hashable {
        /// An identifier (`red`, `none`, `in`); the name is stored as written.
        case ident(String)
        /// A function name followed by `(`; the name is stored as written, without the parenthesis.
        case function(String)
        /// A `#` followed by name code points; `isIdentifier` says whether it would start an identifier.
        case hash(String, isIdentifier: Bool)
        /// A number; `isInteger` is true when written without `.` or exponent.
        case number(Double, isInteger: Bool)
        /// A percentage such as `50%`; the value is the number before `%`.
        case percentage(Double)
        /// A number with a unit (`20deg`, `1em`); the unit is stored as written.
        case dimension(Double, unit: String)
        /// One or more whitespace characters or comments.
        case whitespace
        /// `,`
        case comma
        /// `(` outside a function token.
        case openParenthesis
        /// `)`
        case closeParenthesis
        /// Any other single code point (`/`, `+`, `*`, …).
        case delimiter(Unicode.Scalar)
        /// A quoted string.
        case string(String)
        /// Anything CSS calls a bad token (an unterminated string, a bad URL, `[`, `{`, …).
        case other(String)
        /// The end of the input.
        case end
    }

    /// The token's kind and payload.
    let kind: Kind
    /// The byte offset of the token's first byte in the UTF-8 input.
    let offset: Int
}

/// Splits CSS text into tokens following CSS Syntax Level 3 (comments dropped, whitespace collapsed).
///
/// Works on UTF-8 bytes; offsets are byte offsets, turned into character offsets for errors.
struct CSSTokenizer {
    private let bytes: [UInt8]
    private var position = 0

    init(_ text: String) {
        bytes = Array(text.utf8)
    }

    /// Tokenizes the whole input; the last token is always `.end`.
    static func tokenize(_ text: String) -> [CSSToken] {
        var tokenizer = CSSTokenizer(text)
        var tokens: [CSSToken] = []
        tokens.reserveCapacity(16)
        while true {
            let token = tokenizer.next()
            if case .whitespace = token.kind, case .whitespace? = tokens.last?.kind { continue }
            tokens.append(token)
            if case .end = token.kind { break }
        }
        return tokens
    }

    private func peek(_ ahead: Int = 0) -> UInt8? {
        let index = position + ahead
        return index < bytes.count ? bytes[index] : nil
    }

    private static func isWhitespace(_ byte: UInt8) -> Bool {
        byte == 0x20 || byte == 0x09 || byte == 0x0A || byte == 0x0C || byte == 0x0D
    }

    private static func isDigit(_ byte: UInt8?) -> Bool {
        guard let byte else { return false }
        return byte >= 0x30 && byte <= 0x39
    }

    private static func isHexDigit(_ byte: UInt8) -> Bool {
        isDigit(byte) || (byte >= 0x41 && byte <= 0x46) || (byte >= 0x61 && byte <= 0x66)
    }

    private static func isNameStart(_ byte: UInt8?) -> Bool {
        guard let byte else { return false }
        return (byte >= 0x41 && byte <= 0x5A) || (byte >= 0x61 && byte <= 0x7A) || byte == 0x5F || byte >= 0x80
    }

    private static func isName(_ byte: UInt8?) -> Bool {
        guard let byte else { return false }
        return isNameStart(byte) || isDigit(byte) || byte == 0x2D
    }

    /// Whether the two bytes at `offset` form a valid escape (`\` not followed by a newline).
    private func isValidEscape(at offset: Int) -> Bool {
        guard peek(offset) == 0x5C else { return false }
        guard let next = peek(offset + 1) else { return false }
        return next != 0x0A && next != 0x0C && next != 0x0D
    }

    /// Whether the next three bytes would start an identifier.
    private func wouldStartIdentifier(at offset: Int = 0) -> Bool {
        guard let first = peek(offset) else { return false }
        if first == 0x2D {
            let second = peek(offset + 1)
            return CSSTokenizer.isNameStart(second) || second == 0x2D || isValidEscape(at: offset + 1)
        }
        if CSSTokenizer.isNameStart(first) { return true }
        return isValidEscape(at: offset)
    }

    /// Whether the next bytes would start a number.
    private func wouldStartNumber() -> Bool {
        guard let first = peek() else { return false }
        if first == 0x2B || first == 0x2D {
            if CSSTokenizer.isDigit(peek(1)) { return true }
            return peek(1) == 0x2E && CSSTokenizer.isDigit(peek(2))
        }
        if first == 0x2E { return CSSTokenizer.isDigit(peek(1)) }
        return CSSTokenizer.isDigit(first)
    }

    mutating func next() -> CSSToken {
        let start = position
        guard let byte = peek() else { return CSSToken(kind: .end, offset: start) }
        // Comments and whitespace both become one whitespace token.
        if CSSTokenizer.isWhitespace(byte) || (byte == 0x2F && peek(1) == 0x2A) {
            var sawWhitespace = false
            while let current = peek() {
                if CSSTokenizer.isWhitespace(current) {
                    position += 1
                    sawWhitespace = true
                } else if current == 0x2F && peek(1) == 0x2A {
                    position += 2
                    while position < bytes.count && !(bytes[position] == 0x2A && peek(1) == 0x2F) { position += 1 }
                    position = min(position + 2, bytes.count)
                } else {
                    break
                }
            }
            // A lone comment is not whitespace in CSS, but it separates tokens the same way for colors.
            _ = sawWhitespace
            return CSSToken(kind: .whitespace, offset: start)
        }
        if wouldStartNumber() { return numeric(start: start) }
        switch byte {
        case 0x22, 0x27: return string(quote: byte, start: start)
        case 0x23:
            if CSSTokenizer.isName(peek(1)) || isValidEscape(at: 1) {
                position += 1
                let isIdentifier = wouldStartIdentifier()
                let name = consumeName()
                return CSSToken(kind: .hash(name, isIdentifier: isIdentifier), offset: start)
            }
        case 0x28:
            position += 1
            return CSSToken(kind: .openParenthesis, offset: start)
        case 0x29:
            position += 1
            return CSSToken(kind: .closeParenthesis, offset: start)
        case 0x2C:
            position += 1
            return CSSToken(kind: .comma, offset: start)
        case 0x5B, 0x5D, 0x7B, 0x7D, 0x3B, 0x3A:
            position += 1
            return CSSToken(kind: .other(String(UnicodeScalar(byte))), offset: start)
        default:
            break
        }
        if wouldStartIdentifier() {
            let name = consumeName()
            if peek() == 0x28 {
                position += 1
                if name.lowercased() == "url" {
                    // url() is never part of a color; swallow it as one bad token.
                    while let current = peek(), current != 0x29 { position += 1 }
                    if peek() != nil { position += 1 }
                    return CSSToken(kind: .other("url"), offset: start)
                }
                return CSSToken(kind: .function(name), offset: start)
            }
            return CSSToken(kind: .ident(name), offset: start)
        }
        // A delimiter: one whole code point.
        let scalar = decodeScalar()
        return CSSToken(kind: .delimiter(scalar), offset: start)
    }

    /// Decodes one UTF-8 code point at the position (replacement character on malformed input).
    private mutating func decodeScalar() -> Unicode.Scalar {
        var iterator = bytes[position...].makeIterator()
        var decoder = UTF8()
        let startPosition = position
        switch decoder.decode(&iterator) {
        case .scalarValue(let scalar):
            position += UTF8.width(scalar)
            return scalar
        default:
            position = startPosition + 1
            return "\u{FFFD}"
        }
    }

    private mutating func consumeName() -> String {
        var result: [UInt8] = []
        while let byte = peek() {
            if CSSTokenizer.isName(byte) {
                result.append(byte)
                position += 1
            } else if isValidEscape(at: 0) {
                position += 1
                let scalar = consumeEscape()
                result.append(contentsOf: Array(String(scalar).utf8))
            } else {
                break
            }
        }
        return String(decoding: result, as: UTF8.self)
    }

    /// Consumes an escape after the backslash and returns the code point it stands for.
    private mutating func consumeEscape() -> Unicode.Scalar {
        guard let byte = peek() else { return "\u{FFFD}" }
        if CSSTokenizer.isHexDigit(byte) {
            var value: UInt32 = 0
            var count = 0
            while count < 6, let digit = peek(), CSSTokenizer.isHexDigit(digit) {
                value = value * 16 + UInt32(hexValue(digit))
                position += 1
                count += 1
            }
            if let next = peek(), CSSTokenizer.isWhitespace(next) { position += 1 }
            if value == 0 || value > 0x10FFFF { return "\u{FFFD}" }
            return Unicode.Scalar(value) ?? "\u{FFFD}"
        }
        return decodeScalar()
    }

    private func hexValue(_ byte: UInt8) -> UInt8 {
        switch byte {
        case 0x30...0x39: byte - 0x30
        case 0x41...0x46: byte - 0x41 + 10
        default: byte - 0x61 + 10
        }
    }

    private mutating func string(quote: UInt8, start: Int) -> CSSToken {
        position += 1
        var result: [UInt8] = []
        while let byte = peek() {
            if byte == quote {
                position += 1
                return CSSToken(kind: .string(String(decoding: result, as: UTF8.self)), offset: start)
            }
            if byte == 0x0A {
                return CSSToken(kind: .other("bad-string"), offset: start)
            }
            if byte == 0x5C {
                position += 1
                if peek() == nil { break }
                if peek() == 0x0A { position += 1; continue }
                result.append(contentsOf: Array(String(consumeEscape()).utf8))
                continue
            }
            result.append(byte)
            position += 1
        }
        return CSSToken(kind: .string(String(decoding: result, as: UTF8.self)), offset: start)
    }

    private mutating func numeric(start: Int) -> CSSToken {
        let (value, isInteger) = consumeNumber()
        if wouldStartIdentifier() {
            let unit = consumeName()
            return CSSToken(kind: .dimension(value, unit: unit), offset: start)
        }
        if peek() == 0x25 {
            position += 1
            return CSSToken(kind: .percentage(value), offset: start)
        }
        return CSSToken(kind: .number(value, isInteger: isInteger), offset: start)
    }

    /// Consumes a number as CSS Syntax defines it and converts it to a Double.
    private mutating func consumeNumber() -> (Double, Bool) {
        let start = position
        var isInteger = true
        if let sign = peek(), sign == 0x2B || sign == 0x2D { position += 1 }
        while CSSTokenizer.isDigit(peek()) { position += 1 }
        if peek() == 0x2E && CSSTokenizer.isDigit(peek(1)) {
            isInteger = false
            position += 2
            while CSSTokenizer.isDigit(peek()) { position += 1 }
        }
        if let e = peek(), e == 0x45 || e == 0x65 {
            if CSSTokenizer.isDigit(peek(1)) {
                isInteger = false
                position += 2
                while CSSTokenizer.isDigit(peek()) { position += 1 }
            } else if let sign = peek(1), sign == 0x2B || sign == 0x2D, CSSTokenizer.isDigit(peek(2)) {
                isInteger = false
                position += 3
                while CSSTokenizer.isDigit(peek()) { position += 1 }
            }
        }
        var text = String(decoding: bytes[start..<position], as: UTF8.self)
        if text.hasPrefix("+") { text.removeFirst() }
        if text.hasPrefix(".") { text = "0" + text } else if text.hasPrefix("-.") { text = "-0" + text.dropFirst() }
        return (Double(text) ?? 0, isInteger)
    }
}

extension String {
    /// The character offset of a UTF-8 byte offset (counts code points before it).
    func characterOffset(ofByte byteOffset: Int) -> Int {
        var count = 0
        for (index, byte) in utf8.enumerated() {
            if index >= byteOffset { break }
            if byte & 0xC0 != 0x80 { count += 1 }
        }
        return count
    }
}
