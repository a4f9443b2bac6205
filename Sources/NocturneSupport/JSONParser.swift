/// Parses JSON, or JSON5 when asked, into a ``JSONValue`` that keeps member order, duplicates and number text.
///
/// JSON5 adds comments, unquoted keys, single-quoted strings, trailing commas, hex numbers and a
/// leading `+` or `.`; the token files of Primer and Style Dictionary are written in it. Nesting is
/// limited to 512 levels, so that hostile input ends in an error, never a stack overflow.
package struct JSONParser: Sendable {
    /// Whether JSON5 syntax is accepted.
    package var allowsJSON5: Bool

    /// Creates a parser.
    ///
    /// - Parameter allowsJSON5: Accept JSON5 as well as JSON.
    package init(allowsJSON5: Bool = false) {
        self.allowsJSON5 = allowsJSON5
    }

    /// Parses a whole document.
    ///
    /// - Parameter text: The file's text.
    /// - Returns: The value.
    /// - Throws: ``JSONSyntaxError`` with the offset, line and column of the problem.
    package func parse(_ text: String) throws(JSONSyntaxError) -> JSONValue {
        try parse(bytes: Array(text.utf8))
    }

    /// Parses a whole document from bytes (UTF-8, a byte-order mark is skipped).
    ///
    /// - Parameter bytes: The file's bytes.
    /// - Returns: The value.
    /// - Throws: ``JSONSyntaxError``.
    package func parse(bytes: [UInt8]) throws(JSONSyntaxError) -> JSONValue {
        let result: Result<JSONValue, JSONSyntaxError> = bytes.withUnsafeBufferPointer { buffer in
            do throws(JSONSyntaxError) { return .success(try parse(buffer: buffer)) } catch { return .failure(error) }
        }
        return try result.get()
    }

    /// Parses a whole document from a buffer (UTF-8, a byte-order mark is skipped) that the caller may reuse afterwards.
    package func parse(buffer: UnsafeBufferPointer<UInt8>) throws(JSONSyntaxError) -> JSONValue {
        var unused = ValuePositions()
        return try parse(buffer: buffer, recording: &unused, records: false)
    }

    /// Where each value of a document starts, in the order the values begin (the document's pre-order).
    ///
    /// ``JSONLocator`` turns these into lines and columns.
    package struct ValuePositions: Sendable {
        /// The byte offset at which each value starts, counted from the start of the bytes as given.
        package var starts: [Int] = []
        /// How many values each value spans, itself included: the value after it that is not inside it is at `slot + sizes[slot]`.
        package var sizes: [Int] = []

        /// Creates an empty record.
        package init() {}
    }

    /// Parses a whole document from bytes, recording where each value starts.
    ///
    /// - Parameters:
    ///   - bytes: The file's bytes.
    ///   - positions: Receives the position of every value.
    /// - Throws: ``JSONSyntaxError``.
    package func parse(bytes: [UInt8], recording positions: inout ValuePositions) throws(JSONSyntaxError) -> JSONValue {
        let result: Result<JSONValue, JSONSyntaxError> = bytes.withUnsafeBufferPointer { buffer in
            do throws(JSONSyntaxError) { return .success(try parse(buffer: buffer, recording: &positions, records: true)) } catch { return .failure(error) }
        }
        return try result.get()
    }

    private func parse(buffer: UnsafeBufferPointer<UInt8>, recording positions: inout ValuePositions, records: Bool) throws(JSONSyntaxError) -> JSONValue {
        var bytes = buffer
        // Offsets in errors count from the start of the buffer as given, byte-order mark included.
        var skipped = 0
        if bytes.count >= 3, bytes[0] == 0xEF, bytes[1] == 0xBB, bytes[2] == 0xBF { bytes = UnsafeBufferPointer(rebasing: bytes[3...]); skipped = 3 }
        var scanner = Scanner(bytes: bytes, json5: allowsJSON5, skipped: skipped, records: records)
        scanner.skipSpace()
        let value = try scanner.parseValue(depth: 0)
        scanner.skipSpace()
        if scanner.index < scanner.bytes.count { throw scanner.error("unexpected text after the value") }
        if records { positions = scanner.positions }
        return value
    }

    private struct Scanner {
        let bytes: UnsafeBufferPointer<UInt8>
        let json5: Bool
        /// Bytes before `bytes` in the caller's buffer (a byte-order mark), added to error offsets.
        let skipped: Int
        var index = 0
        /// Members and elements of the containers being parsed, innermost last: each container is copied
        /// out once, at its exact size, instead of growing its own array member by member.
        var memberStack: [JSONMember] = []
        var elementStack: [JSONValue] = []
        /// Whether ``positions`` are recorded (only for ``JSONLocator``: the ordinary parse records nothing).
        let records: Bool
        var positions = ValuePositions()

        init(bytes: UnsafeBufferPointer<UInt8>, json5: Bool, skipped: Int, records: Bool) {
            self.bytes = bytes
            self.json5 = json5
            self.skipped = skipped
            self.records = records
            memberStack.reserveCapacity(16)
            elementStack.reserveCapacity(16)
        }

        /// Moves the values above `base` off a stack into an array of exactly their count, leaving the stack at `base`.
        ///
        /// Swapping (rather than copying, then removing) spares a retain and a release per value; the vacated
        /// slots hold the placeholder, which owns nothing. (`Array(unsafeUninitializedCapacity:)` would look
        /// its storage type's metadata up at run time on every call; growing by `reserveCapacity` does not.)
        @inline(__always)
        static func pop<Element>(_ stack: inout [Element], from base: Int, placeholder: Element) -> [Element] {
            var values: [Element] = []
            values.reserveCapacity(stack.count - base)
            stack.withUnsafeMutableBufferPointer { source in
                for offset in base..<source.count {
                    var value = placeholder
                    swap(&value, &source[offset])
                    values.append(value)
                }
            }
            stack.removeSubrange(base...)
            return values
        }

        func error(_ message: String) -> JSONSyntaxError {
            var line = 1
            var column = 1
            for byte in bytes[..<min(index, bytes.count)] {
                if byte == 0x0A { line += 1; column = 1 } else if byte & 0xC0 != 0x80 { column += 1 }
            }
            return JSONSyntaxError(offset: skipped + min(index, bytes.count), line: line, column: column, message: message)
        }

        var current: UInt8? { index < bytes.count ? bytes[index] : nil }

        mutating func skipSpace() {
            // Plain JSON whitespace first: indentation eight spaces at a time, then a byte at a time, in registers.
            var position = index
            let count = bytes.count
            if let base = bytes.baseAddress {
                while position + 8 <= count, UnsafeRawPointer(base + position).loadUnaligned(as: UInt64.self) == 0x2020_2020_2020_2020 {
                    position += 8
                }
            }
            while position < count, bytes[position] == 0x20 || bytes[position] == 0x0A || bytes[position] == 0x0D || bytes[position] == 0x09 {
                position += 1
            }
            index = position
            guard json5 else { return }
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

        mutating func parseValue(depth: Int) throws(JSONSyntaxError) -> JSONValue {
            guard depth < 512 else { throw error("nesting deeper than 512 levels") }
            guard let byte = current else { throw error("unexpected end of input, expected a value") }
            guard records else { return try parseValue(startingWith: byte, depth: depth) }
            let slot = positions.starts.count
            positions.starts.append(skipped + index)
            positions.sizes.append(1)
            let value = try parseValue(startingWith: byte, depth: depth)
            positions.sizes[slot] = positions.starts.count - slot
            return value
        }

        @inline(__always)
        mutating func parseValue(startingWith byte: UInt8, depth: Int) throws(JSONSyntaxError) -> JSONValue {
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

        mutating func expectWord(_ word: String) throws(JSONSyntaxError) {
            let utf8 = Array(word.utf8)
            guard index + utf8.count <= bytes.count, Array(bytes[index..<(index + utf8.count)]) == utf8 else {
                throw error("expected '\(word)'")
            }
            index += utf8.count
        }

        mutating func parseNumber() throws(JSONSyntaxError) -> String {
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

        mutating func parseString(quote: UInt8) throws(JSONSyntaxError) -> String {
            index += 1
            // Fast path: no escapes before the closing quote.
            var scan = index
            while scan < bytes.count, bytes[scan] != quote, bytes[scan] != UInt8(ascii: "\\"), bytes[scan] >= 0x20 { scan += 1 }
            if scan < bytes.count, bytes[scan] == quote {
                if let known = Scanner.knownString(bytes, from: index, to: scan) {
                    index = scan + 1
                    return known
                }
                let text = String(decoding: UnsafeBufferPointer(rebasing: bytes[index..<scan]), as: UTF8.self)
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

        /// The keys and words of asset catalogs and token files as literals, when `bytes[start..<end]` spells one:
        /// most strings in those files are among them, and a literal needs no UTF-8 validation.
        static func knownString(_ bytes: UnsafeBufferPointer<UInt8>, from start: Int, to end: Int) -> String? {
            func spells(_ literal: StaticString) -> Bool {
                let pointer = literal.utf8Start
                for offset in 0..<(end - start) where bytes[start + offset] != pointer[offset] { return false }
                return true
            }
            guard end > start else { return "" }
            switch (end - start, bytes[start]) {
            case (3, 0x72): return spells("red") ? "red" : nil
            case (4, 0x62): return spells("blue") ? "blue" : nil
            case (4, 0x64): return spells("dark") ? "dark" : nil
            case (4, 0x68): return spells("high") ? "high" : nil
            case (4, 0x69): return spells("info") ? "info" : nil
            case (4, 0x73): return spells("srgb") ? "srgb" : nil
            case (5, 0x61): return spells("alpha") ? "alpha" : nil
            case (5, 0x63): return spells("color") ? "color" : nil
            case (5, 0x67): return spells("green") ? "green" : nil
            case (5, 0x69): return spells("idiom") ? "idiom" : nil
            case (5, 0x6C): return spells("light") ? "light" : nil
            case (5, 0x74): return spells("xcode") ? "xcode" : nil
            case (5, 0x76): return spells("value") ? "value" : nil
            case (6, 0x61): return spells("author") ? "author" : nil
            case (6, 0x63): return spells("colors") ? "colors" : nil
            case (7, 0x76): return spells("version") ? "version" : nil
            case (8, 0x63): return spells("contrast") ? "contrast" : nil
            case (9, 0x75): return spells("universal") ? "universal" : nil
            case (10, 0x61): return spells("appearance") ? "appearance" : nil
            case (10, 0x63): return spells("components") ? "components" : nil
            case (10, 0x64): return spells("display-p3") ? "display-p3" : nil
            case (10, 0x6C): return spells("luminosity") ? "luminosity" : nil
            case (11, 0x61): return spells("appearances") ? "appearances" : nil
            case (11, 0x63): return spells("color-space") ? "color-space" : nil
            default: return nil
            }
        }

        mutating func hex4() throws(JSONSyntaxError) -> UInt32 {
            guard index + 4 <= bytes.count, let code = UInt32(String(decoding: bytes[index..<(index + 4)], as: UTF8.self), radix: 16) else {
                throw error("expected four hex digits after \\u")
            }
            index += 4
            return code
        }

        mutating func parseKey() throws(JSONSyntaxError) -> String {
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

        mutating func parseObject(depth: Int) throws(JSONSyntaxError) -> JSONValue {
            index += 1
            skipSpace()
            if current == UInt8(ascii: "}") { index += 1; return .object([]) }
            let base = memberStack.count
            // On an error the whole parse fails, so what is left on the stack does not matter.
            func finish(_ scanner: inout Scanner) -> JSONValue {
                .object(Scanner.pop(&scanner.memberStack, from: base, placeholder: JSONMember("", .null)))
            }
            while true {
                skipSpace()
                if json5, current == UInt8(ascii: "}"), memberStack.count > base { index += 1; return finish(&self) }
                let key = try parseKey()
                skipSpace()
                guard current == UInt8(ascii: ":") else { throw error("expected ':' after key \"\(key)\"") }
                index += 1
                skipSpace()
                let value = try parseValue(depth: depth + 1)
                memberStack.append(JSONMember(key, value))
                skipSpace()
                if current == UInt8(ascii: ",") { index += 1; continue }
                if current == UInt8(ascii: "}") { index += 1; return finish(&self) }
                throw error("expected ',' or '}' after the value of \"\(key)\"")
            }
        }

        mutating func parseArray(depth: Int) throws(JSONSyntaxError) -> JSONValue {
            index += 1
            skipSpace()
            if current == UInt8(ascii: "]") { index += 1; return .array([]) }
            let base = elementStack.count
            func finish(_ scanner: inout Scanner) -> JSONValue {
                .array(Scanner.pop(&scanner.elementStack, from: base, placeholder: .null))
            }
            while true {
                skipSpace()
                if json5, current == UInt8(ascii: "]"), elementStack.count > base { index += 1; return finish(&self) }
                let element = try parseValue(depth: depth + 1)
                elementStack.append(element)
                skipSpace()
                if current == UInt8(ascii: ",") { index += 1; continue }
                if current == UInt8(ascii: "]") { index += 1; return finish(&self) }
                throw error("expected ',' or ']' in array")
            }
        }
    }
}
