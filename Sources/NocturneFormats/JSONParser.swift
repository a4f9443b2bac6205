/// Parses JSON, or JSON5 when asked, into a ``JSONValue`` that keeps member order, duplicates and number text.
///
/// JSON5 adds comments, unquoted keys, single-quoted strings, trailing commas, hex numbers and a
/// leading `+` or `.`; the token files of Primer and Style Dictionary are written in it.
public struct JSONParser: Sendable {
    /// Whether JSON5 syntax is accepted.
    public var allowsJSON5: Bool

    /// Creates a parser.
    ///
    /// - Parameter allowsJSON5: Accept JSON5 as well as JSON.
    public init(allowsJSON5: Bool = false) {
        self.allowsJSON5 = allowsJSON5
    }

    /// Parses a whole document.
    ///
    /// - Parameter text: The file's text.
    /// - Returns: The value.
    /// - Throws: ``FormatError`` of kind `.syntax` with the line and column of the problem.
    public func parse(_ text: String) throws(FormatError) -> JSONValue {
        var scanner = Scanner(bytes: Array(text.utf8), json5: allowsJSON5)
        scanner.skipSpace()
        let value = try scanner.parseValue(depth: 0)
        scanner.skipSpace()
        if scanner.index < scanner.bytes.count { throw scanner.error("unexpected text after the value") }
        return value
    }

    /// Parses a whole document from bytes (UTF-8, a byte-order mark is skipped).
    ///
    /// - Parameter bytes: The file's bytes.
    /// - Returns: The value.
    /// - Throws: ``FormatError`` of kind `.syntax`.
    public func parse(bytes: [UInt8]) throws(FormatError) -> JSONValue {
        var start = 0
        if bytes.count >= 3, bytes[0] == 0xEF, bytes[1] == 0xBB, bytes[2] == 0xBF { start = 3 }
        var scanner = Scanner(bytes: Array(bytes[start...]), json5: allowsJSON5)
        scanner.skipSpace()
        let value = try scanner.parseValue(depth: 0)
        scanner.skipSpace()
        if scanner.index < scanner.bytes.count { throw scanner.error("unexpected text after the value") }
        return value
    }

    private struct Scanner {
        let bytes: [UInt8]
        let json5: Bool
        var index = 0

        init(bytes: [UInt8], json5: Bool) {
            self.bytes = bytes
            self.json5 = json5
        }

        func error(_ message: String) -> FormatError {
            var line = 1
            var column = 1
            for byte in bytes[..<min(index, bytes.count)] {
                if byte == 0x0A { line += 1; column = 1 } else if byte & 0xC0 != 0x80 { column += 1 }
            }
            return FormatError(.syntax, line: line, column: column, message: message)
        }

        var current: UInt8? { index < bytes.count ? bytes[index] : nil }

        mutating func skipSpace() {
            while index < bytes.count {
                let byte = bytes[index]
                if byte == 0x20 || byte == 0x0A || byte == 0x0D || byte == 0x09 {
                    index += 1
                } else if json5, byte == UInt8(ascii: "/"), index + 1 < bytes.count, bytes[index + 1] == UInt8(ascii: "/") {
                    while index < bytes.count, bytes[index] != 0x0A { index += 1 }
                } else if json5, byte == UInt8(ascii: "/"), index + 1 < bytes.count, bytes[index + 1] == UInt8(ascii: "*") {
                    index += 2
                    while index + 1 < bytes.count, !(bytes[index] == UInt8(ascii: "*") && bytes[index + 1] == UInt8(ascii: "/")) { index += 1 }
                    index = min(index + 2, bytes.count)
                } else if json5, byte == 0xC2, index + 1 < bytes.count, bytes[index + 1] == 0xA0 {
                    index += 2
                } else {
                    return
                }
            }
        }

        mutating func parseValue(depth: Int) throws(FormatError) -> JSONValue {
            guard depth < 512 else { throw error("nesting deeper than 512 levels") }
            guard let byte = current else { throw error("unexpected end of input, expected a value") }
            switch byte {
            case UInt8(ascii: "{"): return try parseObject(depth: depth)
            case UInt8(ascii: "["): return try parseArray(depth: depth)
            case UInt8(ascii: "\""): return .string(try parseString(quote: byte))
            case UInt8(ascii: "'") where json5: return .string(try parseString(quote: byte))
            case UInt8(ascii: "t"): try expectWord("true"); return .bool(true)
            case UInt8(ascii: "f"): try expectWord("false"); return .bool(false)
            case UInt8(ascii: "n"): try expectWord("null"); return .null
            default:
                if byte == UInt8(ascii: "-") || (byte >= 0x30 && byte <= 0x39)
                    || (json5 && (byte == UInt8(ascii: "+") || byte == UInt8(ascii: ".") || byte == UInt8(ascii: "I") || byte == UInt8(ascii: "N"))) {
                    return .number(try parseNumber())
                }
                throw error("unexpected character '\(Character(Unicode.Scalar(byte)))', expected a value")
            }
        }

        mutating func expectWord(_ word: String) throws(FormatError) {
            let utf8 = Array(word.utf8)
            guard index + utf8.count <= bytes.count, Array(bytes[index..<(index + utf8.count)]) == utf8 else {
                throw error("expected '\(word)'")
            }
            index += utf8.count
        }

        mutating func parseNumber() throws(FormatError) -> String {
            let start = index
            if json5, current == UInt8(ascii: "I") || current == UInt8(ascii: "N") || (current == UInt8(ascii: "+") || current == UInt8(ascii: "-")) && index + 1 < bytes.count && (bytes[index + 1] == UInt8(ascii: "I") || bytes[index + 1] == UInt8(ascii: "N")) {
                if current == UInt8(ascii: "+") || current == UInt8(ascii: "-") { index += 1 }
                if current == UInt8(ascii: "I") { try expectWord("Infinity") } else { try expectWord("NaN") }
                return String(decoding: bytes[start..<index], as: UTF8.self)
            }
            if current == UInt8(ascii: "-") || (json5 && current == UInt8(ascii: "+")) { index += 1 }
            if json5, current == UInt8(ascii: "0"), index + 1 < bytes.count, bytes[index + 1] | 0x20 == UInt8(ascii: "x") {
                index += 2
                let digitsStart = index
                while let byte = current, Character(Unicode.Scalar(byte)).isHexDigit { index += 1 }
                guard index > digitsStart else { throw error("expected hex digits") }
                return String(decoding: bytes[start..<index], as: UTF8.self)
            }
            var digits = 0
            while let byte = current, byte >= 0x30, byte <= 0x39 { index += 1; digits += 1 }
            if current == UInt8(ascii: ".") {
                index += 1
                while let byte = current, byte >= 0x30, byte <= 0x39 { index += 1; digits += 1 }
            }
            guard digits > 0 else { throw error("expected digits") }
            if let byte = current, byte | 0x20 == UInt8(ascii: "e") {
                index += 1
                if current == UInt8(ascii: "+") || current == UInt8(ascii: "-") { index += 1 }
                var exponentDigits = 0
                while let byte = current, byte >= 0x30, byte <= 0x39 { index += 1; exponentDigits += 1 }
                guard exponentDigits > 0 else { throw error("expected exponent digits") }
            }
            return String(decoding: bytes[start..<index], as: UTF8.self)
        }

        mutating func parseString(quote: UInt8) throws(FormatError) -> String {
            index += 1
            // Fast path: no escapes before the closing quote.
            var scan = index
            while scan < bytes.count, bytes[scan] != quote, bytes[scan] != UInt8(ascii: "\\"), bytes[scan] >= 0x20 { scan += 1 }
            if scan < bytes.count, bytes[scan] == quote {
                let text = bytes.withUnsafeBufferPointer { String(decoding: UnsafeBufferPointer(rebasing: $0[index..<scan]), as: UTF8.self) }
                index = scan + 1
                return text
            }
            var scalars: [UInt8] = []
            while true {
                guard let byte = current else { throw error("unterminated string") }
                if byte == quote { index += 1; break }
                if byte == UInt8(ascii: "\\") {
                    index += 1
                    guard let escaped = current else { throw error("unterminated escape") }
                    index += 1
                    switch escaped {
                    case UInt8(ascii: "\""), UInt8(ascii: "\\"), UInt8(ascii: "/"), UInt8(ascii: "'"): scalars.append(escaped)
                    case UInt8(ascii: "b"): scalars.append(0x08)
                    case UInt8(ascii: "f"): scalars.append(0x0C)
                    case UInt8(ascii: "n"): scalars.append(0x0A)
                    case UInt8(ascii: "r"): scalars.append(0x0D)
                    case UInt8(ascii: "t"): scalars.append(0x09)
                    case 0x0A where json5: break
                    case UInt8(ascii: "u"):
                        var code = try hex4()
                        if (0xD800..<0xDC00).contains(code), current == UInt8(ascii: "\\"), index + 1 < bytes.count, bytes[index + 1] == UInt8(ascii: "u") {
                            index += 2
                            let low = try hex4()
                            code = 0x10000 + ((code - 0xD800) << 10) + (low - 0xDC00)
                        }
                        let scalar = Unicode.Scalar(code) ?? "\u{FFFD}"
                        scalars.append(contentsOf: Array(String(Character(scalar)).utf8))
                    default: throw error("invalid escape '\\\(Character(Unicode.Scalar(escaped)))'")
                    }
                    continue
                }
                if byte < 0x20, !json5 { throw error("control character in string") }
                scalars.append(byte)
                index += 1
            }
            return String(decoding: scalars, as: UTF8.self)
        }

        mutating func hex4() throws(FormatError) -> UInt32 {
            guard index + 4 <= bytes.count, let code = UInt32(String(decoding: bytes[index..<(index + 4)], as: UTF8.self), radix: 16) else {
                throw error("expected four hex digits after \\u")
            }
            index += 4
            return code
        }

        mutating func parseKey() throws(FormatError) -> String {
            guard let byte = current else { throw error("unexpected end of input, expected a key") }
            if byte == UInt8(ascii: "\"") || (json5 && byte == UInt8(ascii: "'")) { return try parseString(quote: byte) }
            guard json5 else { throw error("expected '\"' to start a key") }
            let start = index
            while let byte = current, byte == UInt8(ascii: "$") || byte == UInt8(ascii: "_") || byte >= 0x80
                || (byte >= 0x30 && byte <= 0x39) || ((byte | 0x20) >= UInt8(ascii: "a") && (byte | 0x20) <= UInt8(ascii: "z")) {
                index += 1
            }
            guard index > start else { throw error("expected a key") }
            return String(decoding: bytes[start..<index], as: UTF8.self)
        }

        mutating func parseObject(depth: Int) throws(FormatError) -> JSONValue {
            index += 1
            var members: [JSONMember] = []
            skipSpace()
            if current == UInt8(ascii: "}") { index += 1; return .object(members) }
            while true {
                skipSpace()
                if json5, current == UInt8(ascii: "}"), !members.isEmpty { index += 1; return .object(members) }
                let key = try parseKey()
                skipSpace()
                guard current == UInt8(ascii: ":") else { throw error("expected ':' after key \"\(key)\"") }
                index += 1
                skipSpace()
                let value = try parseValue(depth: depth + 1)
                members.append(JSONMember(key, value))
                skipSpace()
                if current == UInt8(ascii: ",") { index += 1; continue }
                if current == UInt8(ascii: "}") { index += 1; return .object(members) }
                throw error("expected ',' or '}' after the value of \"\(key)\"")
            }
        }

        mutating func parseArray(depth: Int) throws(FormatError) -> JSONValue {
            index += 1
            var elements: [JSONValue] = []
            skipSpace()
            if current == UInt8(ascii: "]") { index += 1; return .array(elements) }
            while true {
                skipSpace()
                if json5, current == UInt8(ascii: "]"), !elements.isEmpty { index += 1; return .array(elements) }
                elements.append(try parseValue(depth: depth + 1))
                skipSpace()
                if current == UInt8(ascii: ",") { index += 1; continue }
                if current == UInt8(ascii: "]") { index += 1; return .array(elements) }
                throw error("expected ',' or ']' in array")
            }
        }
    }
}
