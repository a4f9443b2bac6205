/// A JSON (or JSON5) value that keeps what a round trip needs: member order, duplicate keys and number text.
///
/// Asset catalogs and token files are read into this tree first, so that a file written back
/// without changes is byte-identical to what was read. Numbers keep their source text (`1`, `1.0`,
/// `0x80` in JSON5) and are interpreted only when asked.
public enum JSONValue: Sendable, Hashable {
    /// An object: members in source order; a key may repeat (JSON5 files in the wild do this).
    case object([JSONMember])
    /// An array.
    case array([JSONValue])
    /// A string, unescaped.
    case string(String)
    /// A number, as its source text.
    case number(String)
    /// `true` or `false`.
    case bool(Bool)
    /// `null`.
    case null

    /// The value of the last member named `key` when this is an object (JSON5's rule for duplicates), else `nil`.
    public subscript(key: String) -> JSONValue? {
        guard case .object(let members) = self else { return nil }
        return members.last(where: { $0.key == key })?.value
    }

    /// The members when this is an object.
    public var members: [JSONMember]? {
        if case .object(let members) = self { return members }
        return nil
    }

    /// The elements when this is an array.
    public var elements: [JSONValue]? {
        if case .array(let elements) = self { return elements }
        return nil
    }

    /// The string when this is a string.
    public var stringValue: String? {
        if case .string(let text) = self { return text }
        return nil
    }

    /// The number when this is a number (decimal, or `0x` hex as JSON5 allows).
    public var doubleValue: Double? {
        switch self {
        case .number(let text):
            if text.hasPrefix("0x") || text.hasPrefix("0X") { return UInt64(text.dropFirst(2), radix: 16).map(Double.init) }
            return Double(text)
        default: return nil
        }
    }

    /// The Boolean when this is `true` or `false`.
    public var boolValue: Bool? {
        if case .bool(let flag) = self { return flag }
        return nil
    }

    /// Keys that occur more than once in this object (not recursive).
    public var duplicateKeys: [String] {
        guard let members else { return [] }
        var seen = Set<String>()
        var duplicates: [String] = []
        for member in members where !seen.insert(member.key).inserted && !duplicates.contains(member.key) {
            duplicates.append(member.key)
        }
        return duplicates
    }

    /// Creates a number value from a double, written with the shortest text that reads back the same.
    public static func number(_ value: Double) -> JSONValue {
        if value == value.rounded(), abs(value) < 1e15 { return .number(String(Int64(value))) }
        return .number("\(value)")
    }
}

/// One member of a JSON object: a key and its value.
public struct JSONMember: Sendable, Hashable {
    /// The key, unescaped.
    public var key: String
    /// The value.
    public var value: JSONValue

    /// Creates a member.
    public init(_ key: String, _ value: JSONValue) {
        self.key = key
        self.value = value
    }
}
