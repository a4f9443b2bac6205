/// The package's one JSON value: what the readers parse, the writers emit and `--json` prints.
///
/// It keeps what a round trip needs: member order, duplicate keys and number text. Asset catalogs
/// and token files are read into this tree first, so that a file written back without changes is
/// byte-identical to what was read. Numbers keep their source text (`1`, `1.0`, `0x80` in JSON5)
/// and are interpreted only when asked; numbers made from a `Double` use ``number(_:)-swift.type.method``.
package enum JSONValue: Sendable, Hashable {
    /// An object: members in order; a key may repeat (JSON5 files in the wild do this).
    case object([JSONMember])
    /// An array.
    case array([JSONValue])
    /// A string, unescaped.
    case string(String)
    /// A number, as its text.
    case number(String)
    /// `true` or `false`.
    case bool(Bool)
    /// `null`.
    case null

    /// The value of the last member named `key` when this is an object (JSON5's rule for duplicates), else `nil`.
    package subscript(key: String) -> JSONValue? {
        guard case .object(let members) = self else { return nil }
        return members.last(where: { $0.key == key })?.value
    }

    /// The members when this is an object.
    package var members: [JSONMember]? {
        if case .object(let members) = self { return members }
        return nil
    }

    /// The elements when this is an array.
    package var elements: [JSONValue]? {
        if case .array(let elements) = self { return elements }
        return nil
    }

    /// The string when this is a string.
    package var stringValue: String? {
        if case .string(let text) = self { return text }
        return nil
    }

    /// The number when this is a number (decimal, or `0x` hex as JSON5 allows).
    package var doubleValue: Double? {
        switch self {
        case .number(let text):
            if text.hasPrefix("0x") || text.hasPrefix("0X") { return UInt64(text.dropFirst(2), radix: 16).map(Double.init) }
            return Double(text)
        default: return nil
        }
    }

    /// The Boolean when this is `true` or `false`.
    package var boolValue: Bool? {
        if case .bool(let flag) = self { return flag }
        return nil
    }

    /// Keys that occur more than once in this object (not recursive).
    package var duplicateKeys: [String] {
        guard let members else { return [] }
        var seen = Set<String>()
        var duplicates: [String] = []
        for member in members where !seen.insert(member.key).inserted && !duplicates.contains(member.key) {
            duplicates.append(member.key)
        }
        return duplicates
    }

    /// A number with full precision: the shortest text that reads back the same, `null` when not finite.
    ///
    /// See ``NumberText/shortest(_:)``: integral values print without a fraction (`1`), `-0` as `0`.
    package static func number(_ value: Double) -> JSONValue {
        value.isFinite ? .number(NumberText.shortest(value)) : .null
    }

    /// A number, or `null` when `value` is `nil` (a missing component) or not finite.
    package static func number(_ value: Double?) -> JSONValue {
        value.map { JSONValue.number($0) } ?? .null
    }

    /// A figure cut toward zero to `places` decimals (see ``NumberText/cut(_:places:keepsTrailingZeros:notFinite:)``), `null` when not finite.
    package static func number(_ value: Double, cutTo places: Int) -> JSONValue {
        value.isFinite ? .number(NumberText.cut(value, places: places)) : .null
    }

    /// A figure rounded to `places` decimals (see ``NumberText/rounded(_:places:keepsTrailingZeros:notFinite:)``), `null` when not finite.
    package static func number(_ value: Double, roundedTo places: Int) -> JSONValue {
        value.isFinite ? .number(NumberText.rounded(value, places: places)) : .null
    }

    /// An integer, written exactly.
    package static func integer(_ value: Int) -> JSONValue { .number(String(value)) }

    /// An object from key–value pairs, in their order.
    package static func object(_ pairs: KeyValuePairs<String, JSONValue>) -> JSONValue {
        .object(pairs.map { JSONMember($0.key, $0.value) })
    }
}

extension JSONValue: ExpressibleByStringLiteral, ExpressibleByBooleanLiteral, ExpressibleByIntegerLiteral,
    ExpressibleByFloatLiteral, ExpressibleByArrayLiteral, ExpressibleByDictionaryLiteral, ExpressibleByNilLiteral
{
    /// A string.
    package init(stringLiteral value: String) { self = .string(value) }
    /// `true` or `false`.
    package init(booleanLiteral value: Bool) { self = .bool(value) }
    /// An integer.
    package init(integerLiteral value: Int) { self = .integer(value) }
    /// A number, shortest round-trip text.
    package init(floatLiteral value: Double) { self = .number(value) }
    /// An array.
    package init(arrayLiteral elements: JSONValue...) { self = .array(elements) }
    /// `null`.
    package init(nilLiteral: ()) { self = .null }
    /// An object with the members in the literal's order.
    package init(dictionaryLiteral elements: (String, JSONValue)...) { self = .object(elements.map { JSONMember($0.0, $0.1) }) }
}
