/// An error parsing CSS color syntax: what the parser expected, and where in the input.
///
/// Its description reads like `expected ')' at offset 9 in "rgb(1 2 3"`. Offsets count characters
/// (Unicode scalars) from the start of the input, so they point at the same place an editor does.
/// A long input is quoted only around the offset (``excerpt``), so that one bad megabyte-long line
/// does not write a megabyte of error.
public struct CSSParseError: Error, Sendable, Hashable, CustomStringConvertible {
    /// What the parser expected at ``offset``, e.g. `')'`, `a number or percentage`, `a color`.
    public let expected: String
    /// The character offset in ``input`` where parsing failed.
    public let offset: Int
    /// The text that was being parsed.
    public let input: String

    /// A one-line message: `expected ')' at offset 9 in "rgb(1 2 3"`, quoting at most ``excerpt``.
    public var description: String {
        "expected \(expected) at offset \(offset) in \"\(CSSParseError.escaped(excerpt))\""
    }

    /// How many characters the quote keeps on each side of the offset when the input is long.
    public static let excerptRadius = 40

    /// The input as the description quotes it: whole when it is at most twice ``excerptRadius`` characters
    /// long, otherwise the ``excerptRadius`` characters on each side of ``offset``, with `…` where it was cut.
    public var excerpt: String {
        let scalars = input.unicodeScalars
        let radius = CSSParseError.excerptRadius
        guard scalars.count > 2 * radius else { return input }
        let center = min(max(offset, 0), scalars.count)
        let lower = max(center - radius, 0)
        let upper = min(center + radius, scalars.count)
        let start = scalars.index(scalars.startIndex, offsetBy: lower)
        let end = scalars.index(start, offsetBy: upper - lower)
        var text = lower > 0 ? "…" : ""
        text.unicodeScalars.append(contentsOf: scalars[start..<end])
        if upper < scalars.count { text += "…" }
        return text
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
