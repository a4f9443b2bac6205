/// A value of an old-style (OpenStep) property list, the text format of `project.pbxproj`.
package indirect enum PropertyListValue: Sendable, Hashable {
    /// A quoted or bare string (`name = "App Delegate.swift";`, `isa = PBXGroup;`).
    case string(String)
    /// `( a, b, )`.
    case array([PropertyListValue])
    /// `{ key = value; … }`.
    case dictionary([String: PropertyListValue])

    /// The string, or `nil` for another kind.
    package var string: String? { if case .string(let text) = self { text } else { nil } }
    /// The elements, or `nil` for another kind.
    package var array: [PropertyListValue]? { if case .array(let values) = self { values } else { nil } }
    /// The members, or `nil` for another kind.
    package var dictionary: [String: PropertyListValue]? { if case .dictionary(let members) = self { members } else { nil } }

    /// The member `key` of a dictionary, or `nil`.
    package subscript(key: String) -> PropertyListValue? { dictionary?[key] }
}

/// Why an old-style property list could not be read: what was wrong and at which byte offset.
package struct PropertyListError: Error, Sendable, Hashable, CustomStringConvertible {
    /// What was expected or found.
    package var message: String
    /// The byte offset in the text.
    package var offset: Int

    /// `expected '=' at offset 17`.
    package var description: String { "\(message) at offset \(offset)" }
}

/// Reads the old-style property list text of `project.pbxproj`: dictionaries, arrays, quoted and bare strings, comments.
///
/// Nesting deeper than ``maximumDepth`` is an error, not a recursion without bound; `<hex data>` is read as its text.
package struct PropertyListText: Sendable {
    /// The deepest nesting read (a real project nests about six deep).
    package static let maximumDepth = 256

    private let bytes: [UInt8]
    private var index = 0

    private init(_ bytes: [UInt8]) { self.bytes = bytes }

    /// Parses `bytes` (UTF-8, with or without the `// !$*UTF8*$!` header).
    ///
    /// - Parameter bytes: The file's bytes.
    /// - Returns: The root value.
    /// - Throws: ``PropertyListError`` naming what was expected and where.
    /// - Complexity: O(n) in the number of bytes.
    package static func parse(_ bytes: [UInt8]) throws(PropertyListError) -> PropertyListValue {
        var reader = PropertyListText(bytes)
        if bytes.starts(with: [0xEF, 0xBB, 0xBF]) { reader.index = 3 }
        let value = try reader.value(depth: 0)
        reader.skipTrivia()
        guard reader.index == bytes.count else { throw PropertyListError(message: "unexpected text after the root value", offset: reader.index) }
        return value
    }

    private mutating func value(depth: Int) throws(PropertyListError) -> PropertyListValue {
        guard depth < Self.maximumDepth else { throw PropertyListError(message: "nesting deeper than \(Self.maximumDepth)", offset: index) }
        skipTrivia()
        guard index < bytes.count else { throw PropertyListError(message: "expected a value, found the end", offset: index) }
        switch bytes[index] {
        case UInt8(ascii: "{"):
            index += 1
            var members: [String: PropertyListValue] = [:]
            while true {
                skipTrivia()
                guard index < bytes.count else { throw PropertyListError(message: "expected '}', found the end", offset: index) }
                if bytes[index] == UInt8(ascii: "}") { index += 1; return .dictionary(members) }
                let keyOffset = index
                guard case .string(let key) = try value(depth: depth + 1) else {
                    throw PropertyListError(message: "expected a key", offset: keyOffset)
                }
                try expect(UInt8(ascii: "="))
                members[key] = try value(depth: depth + 1)
                try expect(UInt8(ascii: ";"))
            }
        case UInt8(ascii: "("):
            index += 1
            var elements: [PropertyListValue] = []
            while true {
                skipTrivia()
                guard index < bytes.count else { throw PropertyListError(message: "expected ')', found the end", offset: index) }
                if bytes[index] == UInt8(ascii: ")") { index += 1; return .array(elements) }
                elements.append(try value(depth: depth + 1))
                skipTrivia()
                if index < bytes.count, bytes[index] == UInt8(ascii: ",") { index += 1 } else if index < bytes.count, bytes[index] != UInt8(ascii: ")") {
                    throw PropertyListError(message: "expected ',' or ')'", offset: index)
                }
            }
        case UInt8(ascii: "\""):
            return .string(try quoted())
        case UInt8(ascii: "<"):
            let start = index
            while index < bytes.count, bytes[index] != UInt8(ascii: ">") { index += 1 }
            guard index < bytes.count else { throw PropertyListError(message: "expected '>' to end the data", offset: start) }
            index += 1
            return .string(String(decoding: bytes[start..<index], as: UTF8.self))
        default:
            let start = index
            while index < bytes.count, Self.isBare(bytes[index]) { index += 1 }
            guard index > start else { throw PropertyListError(message: "unexpected '\(Character(Unicode.Scalar(bytes[index])))'", offset: index) }
            return .string(String(decoding: bytes[start..<index], as: UTF8.self))
        }
    }

    private mutating func quoted() throws(PropertyListError) -> String {
        let start = index
        index += 1
        var text: [UInt8] = []
        while index < bytes.count {
            let byte = bytes[index]
            if byte == UInt8(ascii: "\"") { index += 1; return String(decoding: text, as: UTF8.self) }
            if byte == UInt8(ascii: "\\"), index + 1 < bytes.count {
                index += 1
                switch bytes[index] {
                case UInt8(ascii: "n"): text.append(UInt8(ascii: "\n"))
                case UInt8(ascii: "t"): text.append(UInt8(ascii: "\t"))
                case UInt8(ascii: "r"): text.append(UInt8(ascii: "\r"))
                default: text.append(bytes[index])
                }
            } else {
                text.append(byte)
            }
            index += 1
        }
        throw PropertyListError(message: "unterminated string", offset: start)
    }

    private mutating func expect(_ byte: UInt8) throws(PropertyListError) {
        skipTrivia()
        guard index < bytes.count, bytes[index] == byte else {
            throw PropertyListError(message: "expected '\(Character(Unicode.Scalar(byte)))'", offset: index)
        }
        index += 1
    }

    /// Skips white space, `// …` and `/* … */` comments (an unterminated comment ends the text).
    private mutating func skipTrivia() {
        while index < bytes.count {
            let byte = bytes[index]
            if byte == 0x20 || byte == 0x09 || byte == 0x0A || byte == 0x0D {
                index += 1
            } else if byte == UInt8(ascii: "/"), index + 1 < bytes.count, bytes[index + 1] == UInt8(ascii: "/") {
                while index < bytes.count, bytes[index] != 0x0A { index += 1 }
            } else if byte == UInt8(ascii: "/"), index + 1 < bytes.count, bytes[index + 1] == UInt8(ascii: "*") {
                index += 2
                while index + 1 < bytes.count, !(bytes[index] == UInt8(ascii: "*") && bytes[index + 1] == UInt8(ascii: "/")) { index += 1 }
                index = min(bytes.count, index + 2)
            } else {
                return
            }
        }
    }

    /// A byte of a bare string: letters, digits and `_$+/:.-`.
    private static func isBare(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"), UInt8(ascii: "0")...UInt8(ascii: "9"): true
        case UInt8(ascii: "_"), UInt8(ascii: "$"), UInt8(ascii: "+"), UInt8(ascii: "/"), UInt8(ascii: ":"), UInt8(ascii: "."),
             UInt8(ascii: "-"): true
        default: byte >= 0x80
        }
    }
}
