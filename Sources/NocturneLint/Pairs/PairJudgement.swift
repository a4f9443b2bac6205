import NocturneAppearance
import NocturneColor
import NocturnePalette

/// A pair judged in each of the eight modes: WCAG 2.2 and APCA on the composited bytes, and whether it passes.
///
/// Passing is the package's one rule, ``/NocturnePalette/ContrastRequirement/isMet(by:in:method:)``, with the
/// minimum of the pair's ``ForegroundKind``. APCA is measured beside WCAG and reported, never binding.
public struct PairJudgement: Sendable, Hashable {
    /// What the judgement says about the pair as a whole.
    public enum Verdict: String, Sendable, Hashable {
        /// It passes in every mode.
        case passes
        /// It passes in every light mode and fails in some dark mode: the dark-mode regression (an error).
        case darkRegression
        /// It fails in some light mode (and perhaps others): a warning.
        case fails
        /// The foreground cannot be known: nothing is judged.
        case unknown
    }

    /// The pair as judged.
    public var pair: ColorPair
    /// The background it was judged on: the pair's, or the context's system background when the pair's is unknown.
    public var background: PairSide
    /// Whether the background was assumed (the pair's could not be known).
    public var backgroundIsAssumed: Bool
    /// The contrast in each mode (WCAG ratio and APCA Lc on the composited bytes), or `nil` when the foreground is unknown.
    public var contrast: ModeValues<PairContrast>?
    /// Whether the pair passes in each mode, or `nil` when the foreground is unknown.
    public var passes: ModeValues<Bool>?

    /// Judges a pair.
    ///
    /// - Parameters:
    ///   - pair: The pair.
    ///   - palette: The system palette the context's background resolves in.
    public init(_ pair: ColorPair, palette: SystemPalette = .default) {
        self.pair = pair
        let under = pair.context.background(palette: palette)
        backgroundIsAssumed = !pair.background.isKnown
        let background = backgroundIsAssumed ? under : pair.background.composited(over: under)
        self.background = backgroundIsAssumed ? PairSide(color: under.color, values: under.values, name: under.name, location: nil) : background
        guard let front = pair.foreground.values, let back = background.values, let underValues = under.values else {
            contrast = nil
            passes = nil
            return
        }
        let kind = pair.kind
        let measured = ModeValues { mode -> PairContrast in
            // A background still translucent (drawn over an unknown layer) falls back to the context's surface.
            let backColor = PairSide.composite(back[mode], over: underValues[mode])
            let color = front[mode]
            let frontColor = kind == .shadow ? ResolvedColor(red: color.red, green: color.green, blue: color.blue) : color
            return PairContrast(foreground: PairSide.composite(frontColor, over: backColor).rgb8, background: backColor.rgb8)
        }
        contrast = measured
        let requirement = kind.requirement
        passes = measured.mapModes { mode, value in requirement.isMet(by: value, in: mode, method: .wcag) }
    }

    /// The verdict: passes, the dark-mode regression, fails, or unknown.
    public var verdict: Verdict {
        guard let passes else { return .unknown }
        if passes.allSatisfy({ $0 }) { return .passes }
        let lightPasses = AppearanceMode.all.filter { $0.colorScheme == .light }.allSatisfy { passes[$0] }
        return lightPasses ? .darkRegression : .fails
    }

    /// Whether dark mode makes the pair fail where light does not: some dark mode fails its minimum while the same mode in
    /// light passes, or fails with clearly less contrast (under ``worseInDarkFactor`` of light's). A pair that fails only in
    /// light (white text on an assumed white page) or about as badly in both (`.red` text, 4.0:1 in light and 3.9:1 on a
    /// dark elevated surface) is no dark-mode harm.
    public var isWorseInDark: Bool {
        guard let passes, let contrast else { return false }
        return AppearanceMode.all.contains { mode in
            guard mode.colorScheme == .dark, !passes[mode] else { return false }
            var light = mode
            light.colorScheme = .light
            return passes[light] || contrast[mode].wcag < contrast[light].wcag * Self.worseInDarkFactor
        }
    }

    /// Whether the pair reads the same in every mode (each mode's WCAG ratio within 1% of the others') and at least
    /// ``legibleRatio``: two opaque constant colors the light design chose, which no appearance changes. Under the minimum, it
    /// is that design's choice, not a finding about dark mode or Increase Contrast (white on a brand button at 2.5:1 reads
    /// as it did before dark mode); under ``legibleRatio`` it cannot be read in any mode, and is a finding.
    public var isLegibleDesignChoice: Bool {
        guard let contrast else { return false }
        let ratios = AppearanceMode.all.map { contrast[$0].wcag }
        guard let low = ratios.min(), let high = ratios.max() else { return false }
        return high <= low * 1.01 && low >= Self.legibleRatio
    }

    /// Whether the pair fails in light, legibly (``legibleRatio`` and up in every light mode), and reads no worse in dark
    /// (``isWorseInDark``): the light design's choice (iOS blue text at 4.0:1 on white, a pale gray caption at 2.3:1,
    /// translucent white on a brand fill that adapts), which dark mode and Increase Contrast do not make worse. Not a
    /// finding about either; under 2:1 it cannot be read in light, and is.
    public var isLightDesignChoice: Bool {
        guard verdict == .fails, !isWorseInDark, let contrast else { return false }
        return AppearanceMode.all.allSatisfy { $0.colorScheme == .dark || contrast[$0].wcag >= Self.legibleRatio }
    }

    /// The contrast under which a pair cannot be read at all, whatever the design chose: 2:1.
    public static let legibleRatio = 2.0

    /// How much of light's contrast a pair failing in both may keep in dark before dark counts as worse.
    public static let worseInDarkFactor = 0.8

    /// The first mode, in ``/NocturneAppearance/AppearanceMode/all`` order, where the pair fails; `nil` when none does.
    public var firstFailingMode: AppearanceMode? {
        guard let passes else { return nil }
        return AppearanceMode.all.first { !passes[$0] }
    }

    /// The minimum WCAG ratio the pair needs in a mode.
    public func minimum(in mode: AppearanceMode) -> Double { pair.kind.requirement.wcag(in: mode) }

    /// One line saying why the pair fails, or `nil` when it does not.
    ///
    /// `white text (Main.storyboard:12) on #F4F4F4 (Main.storyboard:40): 1.1:1 in Light, 4.5 needed`; an assumed
    /// background reads `on systemBackground (assumed)`.
    public var failureMessage: String? {
        guard let mode = firstFailingMode, let contrast else { return nil }
        return "\(description): \(PairJudgement.ratio(contrast[mode].wcag)):1 in \(PairJudgement.modeName(mode)), "
            + "\(PairJudgement.ratio(minimum(in: mode))) needed"
    }

    /// The pair in words: `white text (Main.storyboard:12) on #F4F4F4 (Main.storyboard:40)`.
    public var description: String {
        "\(PairJudgement.named(pair.foreground, as: pair.kind)) on "
            + (backgroundIsAssumed ? "\(background.name) (assumed)" : PairJudgement.named(background))
    }

    /// A side's name, what it draws when given, and its location in parentheses when it has one: `white text (Main.storyboard:12)`.
    package static func named(_ side: PairSide, as kind: ForegroundKind? = nil) -> String {
        let name = kind.map { "\(side.name) \($0.label)" } ?? side.name
        return side.location.map { "\(name) (\($0))" } ?? name
    }

    /// A ratio with one decimal, rounded down so that a failing ratio never prints as its minimum (4.49 is `4.4`).
    package static func ratio(_ value: Double) -> String {
        // A component read from input may be NaN or infinite (`1e400`); Int(_:) would trap on it.
        guard value.isFinite, abs(value) < 1e6 else { return "-" }
        let tenths = Int((value * 10 + 1e-9).rounded(.down))
        return "\(tenths / 10).\(tenths % 10)"
    }

    /// A mode as findings name it: `Light`, `Dark`, `Dark Increased Contrast`, `Dark Elevated`, `Dark Increased Contrast Elevated`.
    package static func modeName(_ mode: AppearanceMode) -> String {
        var words = [mode.colorScheme == .dark ? "Dark" : "Light"]
        if mode.contrast == .increased { words.append("Increased Contrast") }
        if mode.level == .elevated { words.append("Elevated") }
        return words.joined(separator: " ")
    }
}
