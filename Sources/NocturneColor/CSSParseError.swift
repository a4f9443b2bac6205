/// An error parsing CSS color syntax: what the parser expected, and where in the input.
///
/// Its description reads like `expected ')' at offset 9 in "rgb(1 2 3"`. Offsets count characters
/// (Unicode scalars) from the start of the input, so they point at the same place an editor does.
public struct CSSParseError: Error, Sendable, Hashable, CustomStringConvertible {
    /// What the parser expected at ``offset``, e.g. `')'`, `a number or percentage`, `a color`.
    public let expected: String
    /// The character offset in ``input`` where parsing failed.
    public let offset: Int
    /// The text that was being parsed.
    public let input: String

    /// Creates an error.
    ///
    /// - Parameters:
    ///   - expected: What was expected, phrased to follow the word "expected".
    ///   - offset: The character offset in `input`.
    ///   - input: The whole text being parsed.
    public init(expected: String, offset: Int, input: String) {
        self.expected = expected
        self.offset = offset
        self.input = input
    }

    /// A one-line message: `expected ')' at offset 9 in "rgb(1 2 3"`.
    public var description: String {
        "expected \(expected) at offset \(offset) in \"\(CSSParseError.escaped(input))\""
    }

    /// The input with quotes, backslashes and control characters escaped, so the message stays one line.
    static func escaped(_ text: String) -> String {
        var result = ""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": result += "\\\""
            case "\\": result += "\\\\"
            case "\n": result += "\\n"
            case "\t": result += "\\t"
            case "\r": result += "\\r"
            default:
                if scalar.value < 0x20 || scalar.value == 0x7F {
                    result += "\\u{" + String(scalar.value, radix: 16) + "}"
                } else {
                    result.unicodeScalars.append(scalar)
                }
            }
        }
        return result
    }
}
