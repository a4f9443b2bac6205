import NocturneAppearance

/// The minimum contrast a pair promises, in standard and Increase Contrast modes, for WCAG and APCA.
///
/// The tiers follow the theme table: primary text 7 / 10, text 4.5 / 7, large text and non-text
/// 3 / 4.5. APCA minimums (|Lc|) are the usual counterparts: 75 / 80, 60 / 75 and 45 / 60. Primary
/// text under Increase Contrast asks Lc 80, not APCA's "preferred" 90: no color reaches 90 on a light
/// pressed fill (pure black on the `_150` neutral is Lc 82.4), so 90 could only be promised by
/// giving up the pressed state.
/// An exempt pair (disabled controls, as WCAG exempts them) is measured and reported, never enforced.
public struct ContrastRequirement: Sendable, Hashable, Codable {
    /// WCAG ratio required in standard contrast.
    public let standard: Double
    /// WCAG ratio required under Increase Contrast.
    public let increased: Double
    /// APCA |Lc| required in standard contrast.
    public let apcaStandard: Double
    /// APCA |Lc| required under Increase Contrast.
    public let apcaIncreased: Double
    /// The tier's name: `primaryText`, `text`, `nonText` or `exempt`.
    public let tier: String

    /// Creates a requirement.
    public init(standard: Double, increased: Double, apcaStandard: Double, apcaIncreased: Double, tier: String) {
        self.standard = standard
        self.increased = increased
        self.apcaStandard = apcaStandard
        self.apcaIncreased = apcaIncreased
        self.tier = tier
    }

    /// Primary text: WCAG ≥ 7 (≥ 10 increased), APCA ≥ 75 (≥ 80).
    public static let primaryText = ContrastRequirement(standard: 7, increased: 10, apcaStandard: 75, apcaIncreased: 80, tier: "primaryText")
    /// Text: WCAG ≥ 4.5 (≥ 7 increased), APCA ≥ 60 (≥ 75).
    public static let text = ContrastRequirement(standard: 4.5, increased: 7, apcaStandard: 60, apcaIncreased: 75, tier: "text")
    /// Large text, icons, outlines and solid fills: WCAG ≥ 3 (≥ 4.5 increased), APCA ≥ 45 (≥ 60).
    public static let nonText = ContrastRequirement(standard: 3, increased: 4.5, apcaStandard: 45, apcaIncreased: 60, tier: "nonText")
    /// Disabled content: no minimum, reported only.
    public static let exempt = ContrastRequirement(standard: 0, increased: 0, apcaStandard: 0, apcaIncreased: 0, tier: "exempt")

    /// Whether the pair is exempt from minimums.
    public var isExempt: Bool { standard == 0 && increased == 0 && apcaStandard == 0 && apcaIncreased == 0 }

    /// The WCAG ratio required in a mode.
    public func wcag(in mode: AppearanceMode) -> Double { mode.contrast == .increased ? increased : standard }

    /// The APCA |Lc| required in a mode.
    public func apca(in mode: AppearanceMode) -> Double { mode.contrast == .increased ? apcaIncreased : apcaStandard }
}
