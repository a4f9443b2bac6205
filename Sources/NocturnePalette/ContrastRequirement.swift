import NocturneAppearance
import NocturneColor

/// The minimum contrast a pair promises, in standard and Increase Contrast modes, for WCAG and APCA.
///
/// The tiers follow the theme table: primary text 7 / 10, text 4.5 / 7, large text and non-text
/// 3 / 4.5. APCA minimums (|Lc|) are the usual counterparts: 75 / 80, 60 / 75 and 45 / 60. Primary
/// text under Increase Contrast asks Lc 80, not APCA's "preferred" 90: no color reaches 90 on a light
/// pressed fill (pure black on the `_150` neutral is Lc 82.4), so 90 could only be promised by
/// giving up the pressed state.
/// An exempt pair (disabled controls, as WCAG exempts them) is measured and reported, never enforced.
///
/// This is the package's one pass rule: ``isMet(by:in:method:)`` judges a measured ``PairContrast``
/// (the tolerance, the method, the exemption), and the theme solver, ``ThemeAudit``, the audit of
/// existing token sets, the HTML preview and the command line all ask it.
public struct ContrastRequirement: Sendable, Hashable, Codable {
    /// WCAG ratio required in standard contrast.
    public let standard: Double
    /// WCAG ratio required under Increase Contrast.
    public let increased: Double
    /// APCA |Lc| required in standard contrast.
    public let apcaStandard: Double
    /// APCA |Lc| required under Increase Contrast.
    public let apcaIncreased: Double
    /// The tier's name: `primaryText`, `text`, `nonText`, `exempt`, or `custom` for other minimums.
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

    /// Creates the requirement for a WCAG minimum at standard contrast, stepping up the tier ladder under Increase Contrast.
    ///
    /// A tier's own minimum gives that tier (`4.5` is ``text``: 7 under Increase Contrast, APCA
    /// Lc 60 / 75). Another minimum takes the Increase Contrast minimum of the highest tier it reaches
    /// (`5` → 7, `8` → 10, but never less than itself) and no APCA minimum; `0` is ``exempt``.
    ///
    /// - Parameter minimum: The WCAG ratio required at standard contrast.
    public init(wcagMinimum minimum: Double) {
        if minimum <= 0 {
            self = .exempt
        } else if let tier = ContrastRequirement.tiers.first(where: { $0.standard == minimum }) {
            self = tier
        } else {
            let reached = ContrastRequirement.tiers.first { minimum >= $0.standard }
            self.init(standard: minimum, increased: max(reached?.increased ?? minimum, minimum), apcaStandard: 0, apcaIncreased: 0, tier: "custom")
        }
    }

    /// Creates the requirement for WCAG minimums in standard and Increase Contrast: a tier's, when they are its.
    ///
    /// - Parameters:
    ///   - standard: The WCAG ratio required at standard contrast.
    ///   - increased: The WCAG ratio required under Increase Contrast.
    public init(wcagMinimum standard: Double, increased: Double) {
        if let tier = (ContrastRequirement.tiers + [.exempt]).first(where: { $0.standard == standard && $0.increased == increased }) {
            self = tier
        } else {
            self.init(standard: standard, increased: increased, apcaStandard: 0, apcaIncreased: 0, tier: "custom")
        }
    }

    /// The tiers with a minimum, strictest first: ``primaryText``, ``text``, ``nonText``.
    public static let tiers: [ContrastRequirement] = [.primaryText, .text, .nonText]

    /// How far below a minimum a measured figure may fall and still pass: floating-point noise only.
    ///
    /// Figures are measured on 8-bit values, whose WCAG ratios differ by far more than this, so a
    /// ratio of 4.4999 fails a 4.5 promise.
    public static let tolerance = WCAGLevel.tolerance

    /// Whether a measured pair keeps this promise in a mode (always, when the pair is exempt).
    ///
    /// - Parameters:
    ///   - contrast: The pair as measured (``PairContrast``).
    ///   - mode: The mode, for the standard or Increase Contrast minimums.
    ///   - method: Which minimums bind: WCAG, APCA (|Lc|) or both.
    /// - Returns: `true` when every binding figure reaches its minimum, within ``tolerance``.
    public func isMet(by contrast: PairContrast, in mode: AppearanceMode, method: ContrastMethod) -> Bool {
        isMet(wcag: contrast.wcag, apca: contrast.apca, in: mode, method: method)
    }

    /// Whether two opaque 8-bit colors keep this promise; measures only what `method` binds.
    public func isMet(_ foreground: RGB8, on background: RGB8, in mode: AppearanceMode, method: ContrastMethod) -> Bool {
        isMet(wcag: WCAG.contrastRatio(foreground, background), apca: APCA.lightnessContrast(text: foreground, background: background),
              in: mode, method: method)
    }

    /// The rule itself, on figures measured elsewhere; each figure is evaluated only when its method binds.
    @inline(__always)
    func isMet(wcag: @autoclosure () -> Double, apca: @autoclosure () -> Double, in mode: AppearanceMode, method: ContrastMethod) -> Bool {
        if isExempt { return true }
        if method.checksWCAG, wcag() + ContrastRequirement.tolerance < self.wcag(in: mode) { return false }
        if method.checksAPCA, abs(apca()) + ContrastRequirement.tolerance < self.apca(in: mode) { return false }
        return true
    }

    /// How well a measured pair keeps the promise: 1 is exactly met, below 1 fails.
    ///
    /// The smaller of the binding methods' figure ÷ minimum; infinity when nothing binds (an exempt pair).
    public func fulfillment(of contrast: PairContrast, in mode: AppearanceMode, method: ContrastMethod) -> Double {
        fulfillment(wcag: contrast.wcag, apca: contrast.apca, in: mode, method: method)
    }

    /// ``fulfillment(of:in:method:)`` on figures measured elsewhere; each is evaluated only when its method binds.
    func fulfillment(wcag: @autoclosure () -> Double, apca: @autoclosure () -> Double, in mode: AppearanceMode, method: ContrastMethod) -> Double {
        var score = Double.infinity
        if method.checksWCAG, self.wcag(in: mode) > 0 { score = min(score, wcag() / self.wcag(in: mode)) }
        if method.checksAPCA, self.apca(in: mode) > 0 { score = min(score, abs(apca()) / self.apca(in: mode)) }
        return score
    }

    /// The WCAG ratio required in a mode.
    public func wcag(in mode: AppearanceMode) -> Double { mode.contrast == .increased ? increased : standard }

    /// The APCA |Lc| required in a mode.
    public func apca(in mode: AppearanceMode) -> Double { mode.contrast == .increased ? apcaIncreased : apcaStandard }
}
