import NocturneAppearance
import NocturneColor
import NocturneSupport

/// The color-vision proof of a theme: the colors that carry meaning stay apart for protan, deutan and tritan viewers.
///
/// Under each of the three dichromacies (``/NocturneColor/ColorVisionDeficiency/dichromacies``, the severest case of each
/// deficiency) and in each of the eight modes, every pair of ``checkedPairs`` — the status solids pairwise (danger,
/// warning, success, info), the accent against danger and against the primary text — and every pair the theme declares
/// distinct (``ThemeColorPair/isDistinct``, `"distinct": true` in the theme file) is simulated (on the 8-bit values that
/// ship) and must differ by at least ``threshold`` in CIEDE2000. The checks are reported; for the color-vision-safe
/// variant (``Theme/colorVisionSafe``) they are required (``isRequired``).
///
/// **Why CIEDE2000 ≥ 10.** CIEDE2000 is the CIE's recommended difference formula, scaled so that 1 is about one
/// just-noticeable difference for large patches in a laboratory (Sharma, Wu & Dalal 2005). Status colors are small
/// (badges, icons, a line of text) and are read at a glance on uncalibrated screens, and both shrink what people can
/// tell apart: Stone, Szafir & Setlur 2014 and Szafir 2017 ("Modeling Color Difference for Visualization Design",
/// IEEE TVCG) measured with crowdsourced viewers that the difference needed to tell small marks apart reliably is
/// several times the laboratory figure, growing as marks shrink, and tested their small marks at differences around
/// 10. Ten JNDs is therefore the floor used here for "a different color at a glance"; the JSON reports every figure
/// so a stricter reader can apply a higher one.
///
/// Contrast pairs are re-checked on the simulated colors too (``contrastChecks``); that part is reported, not
/// required: dichromacy removes a chromatic channel but barely changes luminance, so contrast mostly survives.
public struct ColorVisionAudit: Sendable, Hashable {
    /// The smallest CIEDE2000 difference (D65 white, on the simulated 8-bit colors) that counts as distinguishable.
    public static let threshold = 10.0

    /// Two roles whose colors must stay distinguishable.
    public struct RolePair: Sendable, Hashable {
        /// The first role.
        public let first: TokenRole
        /// The second role.
        public let second: TokenRole
    }

    /// The pairs of roles that must stay distinguishable: the status solids pairwise, the accent against danger and against the text.
    public static let checkedPairs: [RolePair] = {
        let status: [TokenRole] = [.danger, .warning, .success, .info]
        var pairs: [RolePair] = []
        for (index, first) in status.enumerated() { for second in status[(index + 1)...] { pairs.append(RolePair(first: first, second: second)) } }
        return pairs + [RolePair(first: .accent, second: .danger), RolePair(first: .accent, second: .foregroundPrimary)]
    }()

    /// One checked pair under one deficiency in one mode.
    public struct Check: Sendable, Hashable {
        /// The deficiency simulated.
        public let deficiency: ColorVisionDeficiency
        /// The appearance mode the two tokens were resolved in.
        public let mode: AppearanceMode
        /// The first token's name: a role's (`danger`) or, for a declared pair, an app color's token (`sunset`).
        public let first: String
        /// The second token's name.
        public let second: String
        /// Whether the theme declared the pair (`"distinct"` in the theme file) rather than the audit checking it always.
        public let isDeclared: Bool
        /// The first token's shipped color as the deficiency shows it.
        public let firstSeen: RGB8
        /// The second token's shipped color as the deficiency shows it.
        public let secondSeen: RGB8
        /// Their CIEDE2000 difference.
        public let difference: Double
        /// Whether the difference reaches ``ColorVisionAudit/threshold``.
        public var passes: Bool { difference >= ColorVisionAudit.threshold }
        /// `danger / success`.
        public var label: String { "\(first) / \(second)" }
        /// Whether a side is one of these roles.
        public func involves(_ roles: [TokenRole]) -> Bool { roles.contains { $0.rawValue == first || $0.rawValue == second } }
    }

    /// A declared contrast pair re-measured on simulated colors, in one mode under one deficiency.
    public struct ContrastCheck: Sendable, Hashable {
        /// The deficiency simulated.
        public let deficiency: ColorVisionDeficiency
        /// The pair as declared, with its results on the shipped colors.
        public let pair: ThemePair
        /// The mode.
        public let mode: AppearanceMode
        /// The WCAG 2 ratio of the simulated foreground on the simulated background.
        public let wcag: Double
        /// Whether the pair's promise still holds on the simulated colors.
        public let passes: Bool
    }

    /// Every distinguishability check: deficiency × mode × pair.
    public let checks: [Check]
    /// Every non-exempt contrast pair re-checked on the simulated colors: deficiency × pair × mode.
    public let contrastChecks: [ContrastCheck]
    /// Whether a check below the threshold fails the audit (the color-vision-safe variant) or is only reported.
    public let isRequired: Bool

    /// Audits a theme under the given deficiencies (by default the three dichromacies): ``checkedPairs`` and the app's distinct pairs.
    ///
    /// - Parameters:
    ///   - theme: The theme; its declared pairs marked ``ThemeColorPair/isDistinct`` are checked after ``checkedPairs``.
    ///   - deficiencies: The deficiencies simulated.
    ///   - isRequired: Whether a failing check fails the audit (the color-vision-safe variant's promise).
    /// - Complexity: O(deficiencies × modes × (checked pairs + contrast pairs)); a few thousand simulations.
    public init(theme: Theme, deficiencies: [ColorVisionDeficiency] = ColorVisionDeficiency.dichromacies, isRequired: Bool = false) {
        var checks: [Check] = []
        var contrastChecks: [ContrastCheck] = []
        let pairs = Self.checkedPairs.map { (first: $0.first.rawValue, second: $0.second.rawValue, declared: false) }
            + theme.appPairs.filter(\.isDistinct).map { (first: $0.foreground, second: $0.background, declared: true) }
        for deficiency in deficiencies {
            let simulator = ColorVisionSimulator(deficiency)
            for mode in AppearanceMode.all {
                func seen(_ name: String) -> RGB8? { Self.shipped(name, in: theme, mode).map(simulator.simulate) }
                for pair in pairs {
                    guard let a = seen(pair.first), let b = seen(pair.second) else { continue }
                    checks.append(Check(
                        deficiency: deficiency, mode: mode, first: pair.first, second: pair.second, isDeclared: pair.declared, firstSeen: a,
                        secondSeen: b, difference: a.colorValue.deltaE(b.colorValue, method: .ciede2000, referenceWhite: .d65)))
                }
            }
            for pair in theme.pairs where !pair.requirement.isExempt {
                for mode in AppearanceMode.all {
                    let (foreground, background) = (simulator.simulate(pair[mode].foreground), simulator.simulate(pair[mode].background))
                    contrastChecks.append(ContrastCheck(
                        deficiency: deficiency, pair: pair, mode: mode, wcag: WCAG.contrastRatio(foreground, background),
                        passes: pair.requirement.isMet(foreground, on: background, in: mode, method: theme.contrastMethod)))
                }
            }
        }
        self.checks = checks
        self.contrastChecks = contrastChecks
        self.isRequired = isRequired
    }

    /// The shipped 8-bit value of a theme token or an app color's token in a mode, or `nil` for an unknown name.
    static func shipped(_ name: String, in theme: Theme, _ mode: AppearanceMode) -> RGB8? {
        theme[name: name]?.rgb8(in: mode) ?? theme.color(named: name)?.rgb8[mode]
    }

    /// The checks below the threshold.
    public var failures: [Check] { checks.filter { !$0.passes } }

    /// Whether every distinguishability check passes.
    public var passes: Bool { checks.allSatisfy(\.passes) }

    /// The contrast checks that hold on the shipped colors but not on the simulated ones.
    public var contrastLost: [ContrastCheck] { contrastChecks.filter { !$0.passes && $0.pair[$0.mode].passes } }

    /// One line and the failures: `Color vision: 144 checks (…), 12 below ΔE2000 10: …`.
    ///
    /// - Parameter failureLimit: How many failing checks to list.
    public func summary(failureLimit: Int = 6) -> String {
        let failing = failures
        var text = "Color vision (protanopia, deuteranopia, tritanopia × \(AppearanceMode.count) modes): \(checks.count) checks, "
        text += failing.isEmpty ? "all distinguishable (CIEDE2000 ≥ \(NumberText.cut(Self.threshold, places: 1))).\n"
            : "\(failing.count) below CIEDE2000 \(NumberText.cut(Self.threshold, places: 1))"
                + (isRequired ? " (required: the audit fails).\n" : " (reported; not required).\n")
        for check in failing.prefix(failureLimit) {
            text += "  CLOSE \(check.label) under \(check.deficiency.rawValue) in \(check.mode.key): ΔE2000 "
                + "\(NumberText.cut(check.difference, places: 1)) (\(check.firstSeen.hex) vs \(check.secondSeen.hex))\n"
        }
        if failing.count > failureLimit { text += "  … and \(failing.count - failureLimit) more\n" }
        let lost = contrastLost.count
        text += "  Contrast on simulated colors: \(contrastChecks.count - contrastChecks.filter { !$0.passes }.count) of \(contrastChecks.count) pair checks hold"
        text += lost == 0 ? ".\n" : "; \(NumberText.counted(lost, "pair check")) that pass on the shipped colors fail on the simulated ones.\n"
        return text
    }

    /// The `colorVision` section as JSON text: the measure, the threshold, every check with its difference.
    public var json: String { jsonValue.text }

    /// The `colorVision` section of the audit JSON.
    package var jsonValue: JSONValue {
        var byDeficiency: [JSONMember] = []
        for deficiency in ColorVisionDeficiency.dichromacies {
            let mine = checks.filter { $0.deficiency == deficiency }
            guard !mine.isEmpty else { continue }
            var byMode: [JSONMember] = []
            for mode in AppearanceMode.all {
                byMode.append(JSONMember(mode.key, .array(mine.filter { $0.mode == mode }.map { check in
                    .object([
                        JSONMember("pair", .array([.string(check.first), .string(check.second)])),
                        JSONMember("seen", .array([.string(check.firstSeen.hex), .string(check.secondSeen.hex)])),
                        JSONMember("difference", .number((check.difference * 100).rounded() / 100)),
                        JSONMember("threshold", .number(Self.threshold)),
                        JSONMember("passes", .bool(check.passes)),
                    ] + (check.isDeclared ? [JSONMember("declared", .bool(true))] : []))
                })))
            }
            let contrast = contrastChecks.filter { $0.deficiency == deficiency }
            byDeficiency.append(JSONMember(deficiency.rawValue, .object([
                JSONMember("model", .string(deficiency.model.rawValue)),
                JSONMember("failures", .number(Double(mine.filter { !$0.passes }.count))),
                JSONMember("contrastPairsHolding", .number(Double(contrast.filter(\.passes).count))),
                JSONMember("contrastPairsChecked", .number(Double(contrast.count))),
                JSONMember("modes", .object(byMode)),
            ])))
        }
        return .object([
            JSONMember("measure", .string("CIEDE2000 (D65) on the simulated 8-bit colors")),
            JSONMember("threshold", .number(Self.threshold)),
            JSONMember("required", .bool(isRequired)),
            JSONMember("checks", .number(Double(checks.count))),
            JSONMember("failures", .number(Double(failures.count))),
            JSONMember("deficiencies", .object(byDeficiency)),
        ])
    }
}

extension Theme {
    /// The theme's color-vision proof under the three dichromacies (see ``ColorVisionAudit``).
    public var colorVisionAudit: ColorVisionAudit { ColorVisionAudit(theme: self) }
}
