import NocturneColor
import NocturnePalette

/// What a pair's foreground draws, which sets the contrast it needs: text 4.5:1, everything else 3:1 (WCAG 2.2 AA).
///
/// The minimums are WCAG's AA levels (``/NocturneColor/WCAGLevel``) in every mode, Increase Contrast included:
/// lint asks what WCAG asks of an app, not the stricter tiers a Nocturne theme promises. They are judged by the
/// package's one pass rule, ``/NocturnePalette/ContrastRequirement/isMet(by:in:method:)``.
public enum ForegroundKind: String, Sendable, Hashable, CaseIterable {
    /// Body text: 4.5:1.
    case text
    /// Large text (18 pt, or 14 pt bold, and up): 3:1.
    case largeText
    /// A symbol, icon, glyph or tint of a control: 3:1.
    case symbol
    /// A stroke, border or separator line: 3:1.
    case stroke
    /// A shadow, judged at full opacity against the surface it falls on (its opacity sets softness, not visibility): 3:1.
    case shadow

    /// The words findings use: `text`, `large text`, `symbol`, `stroke`, `shadow`.
    public var label: String {
        switch self {
        case .text: "text"
        case .largeText: "large text"
        case .symbol: "symbol"
        case .stroke: "stroke"
        case .shadow: "shadow"
        }
    }

    /// The minimum this kind needs in every mode: WCAG AA for text, AA Large for the rest.
    public var requirement: ContrastRequirement {
        self == .text ? ForegroundKind.textRequirement : ForegroundKind.nonTextRequirement
    }

    private static let textRequirement = ContrastRequirement(wcagMinimum: WCAGLevel.aa.minimumRatio, increased: WCAGLevel.aa.minimumRatio)
    private static let nonTextRequirement = ContrastRequirement(wcagMinimum: WCAGLevel.aaLarge.minimumRatio, increased: WCAGLevel.aaLarge.minimumRatio)
}
