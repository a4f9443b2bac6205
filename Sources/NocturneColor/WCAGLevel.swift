/// A WCAG 2.2 contrast level for text: AA or AAA, for body text or large text (success criteria 1.4.3 and 1.4.6).
///
/// Cases are in the order reports list them; the raw value is the key JSON output uses (`AALarge`).
public enum WCAGLevel: String, CaseIterable, Sendable, Hashable, Codable {
    /// AA for body text: at least 4.5:1.
    case aa = "AA"
    /// AA for large text (18 pt, or 14 pt bold): at least 3:1.
    case aaLarge = "AALarge"
    /// AAA for body text: at least 7:1.
    case aaa = "AAA"
    /// AAA for large text: at least 4.5:1.
    case aaaLarge = "AAALarge"

    /// The smallest contrast ratio that meets the level.
    public var minimumRatio: Double {
        switch self {
        case .aa, .aaaLarge: 4.5
        case .aaLarge: 3
        case .aaa: 7
        }
    }

    /// The level as people write it: `AA`, `AA Large`, `AAA`, `AAA Large`.
    public var label: String {
        switch self {
        case .aa: "AA"
        case .aaLarge: "AA Large"
        case .aaa: "AAA"
        case .aaaLarge: "AAA Large"
        }
    }

    /// How far below a minimum a measured figure may fall and still meet it: floating-point round-off, not a grace.
    ///
    /// The one tolerance of every pass rule in the package (``isMet(by:)`` here, and the palette
    /// layer's contrast requirements), so that two tools never disagree about the same pair.
    public static let tolerance = 1e-9

    /// Whether a measured ratio meets the level: at least ``minimumRatio`` within ``tolerance``, compared unrounded.
    ///
    /// - Parameter ratio: A WCAG 2.2 contrast ratio, 1…21; NaN meets no level.
    public func isMet(by ratio: Double) -> Bool { ratio + WCAGLevel.tolerance >= minimumRatio }
}
