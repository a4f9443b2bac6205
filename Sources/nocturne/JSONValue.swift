import NocturneColor

/// A JSON value whose objects keep their keys in the order they were written.
///
/// Commands build their `--json` output from these so that key order is stable (the order in the
/// issue's contract) and numbers keep full precision: a `Double` prints as the shortest text that
/// reads back to the same value (`0.6279553606145516`), an integral one without a fraction (`1`),
/// and a NaN or infinity as `null`. ``text`` is one line, ready for JSON Lines.
enum JSONValue: Sendable, Hashable {
    /// `null`.
    case null
    /// `true` or `false`.
    case bool(Bool)
    /// A number; non-finite values are written as `null`.
    case number(Double)
    /// An integer, written exactly.
    case integer(Int)
    /// A string, escaped as RFC 8259 requires.
    case string(String)
    /// An array.
    case array([JSONValue])
    /// An object whose members keep this order.
    case object([(key: String, value: JSONValue)])

    static func == (lhs: JSONValue, rhs: JSONValue) -> Bool { lhs.text == rhs.text }
    func hash(into hasher: inout Hasher) { hasher.combine(text) }

    /// A number, or `null` when `value` is `nil` (a missing component).
    static func number(_ value: Double?) -> JSONValue { value.map(JSONValue.number) ?? .null }

    /// The compact one-line JSON text, with `", "` and `": "` separators as the examples are written.
    var text: String {
        var output = ""
        write(to: &output)
        return output
    }

    /// Appends the JSON text to `output`.
    func write(to output: inout String) {
        switch self {
        case .null: output += "null"
        case .bool(let value): output += value ? "true" : "false"
        case .number(let value): output += Self.format(value)
        case .integer(let value): output += String(value)
        case .string(let value): JSONString.append(value, to: &output)
        case .array(let elements):
            output += "["
            for (index, element) in elements.enumerated() {
                if index > 0 { output += ", " }
                element.write(to: &output)
            }
            output += "]"
        case .object(let members):
            output += "{"
            for (index, member) in members.enumerated() {
                if index > 0 { output += ", " }
                JSONString.append(member.key, to: &output)
                output += ": "
                member.value.write(to: &output)
            }
            output += "}"
        }
    }

    /// Formats a number: shortest round-trip digits, integral values without `.0`, `-0` as `0`, non-finite as `null`.
    static func format(_ value: Double) -> String {
        guard value.isFinite else { return "null" }
        if value == 0 { return "0" }
        if value == value.rounded(), abs(value) < 9_007_199_254_740_992 { return String(Int64(value)) }
        return String(value)  // Swift prints the shortest round-trip form; its exponent form (1e-05) is valid JSON.
    }

}

extension JSONValue: ExpressibleByStringLiteral, ExpressibleByBooleanLiteral, ExpressibleByIntegerLiteral,
    ExpressibleByFloatLiteral, ExpressibleByArrayLiteral, ExpressibleByDictionaryLiteral, ExpressibleByNilLiteral
{
    init(stringLiteral value: String) { self = .string(value) }
    init(booleanLiteral value: Bool) { self = .bool(value) }
    init(integerLiteral value: Int) { self = .integer(value) }
    init(floatLiteral value: Double) { self = .number(value) }
    init(arrayLiteral elements: JSONValue...) { self = .array(elements) }
    init(nilLiteral: ()) { self = .null }
    /// An object with the members in the literal's order.
    init(dictionaryLiteral elements: (String, JSONValue)...) { self = .object(elements.map { (key: $0.0, value: $0.1) }) }
}
