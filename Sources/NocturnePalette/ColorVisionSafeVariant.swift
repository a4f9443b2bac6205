import NocturneAppearance
import NocturneColor
import NocturneSupport

/// A theme's color-vision-safe variant: the status solids moved as little as works so that every color-vision check passes.
///
/// The variant is the same theme solved again with other ``StatusFamilies``: each status family may turn its hue (in
/// CIE LCH, 10° steps up to 90°) and deepen its solid (``StatusFamilies/solidDepths``: 50-stop steps up to 250 away from the
/// page, which keeps every contrast promise the solid has); when the accent and the primary text are too close, the
/// solved dark accent moves toward the page too (up to 100 stops). Lightness is the one difference every dichromacy
/// keeps, hue is what red–green and blue–yellow dichromats lose; the solver weighs both by what a viewer with normal
/// vision sees change: among the moves that pass, the one whose solids differ least from the theme's (mean CIEDE2000
/// over the four designed stops, summed over the roles) wins. For the default theme that keeps `danger`, turns
/// `success` toward grass and `info` toward sky, and deepens `warning` to a darker gold — Primer's idea (red and green
/// apart on the axis dichromats keep) reached with smaller hue moves, because lightness does part of the work.
///
/// Every candidate is screened on the unsolved stops, then the winner is solved as a whole theme and audited on its
/// 8-bit values (``audit``, required, and the contrast audit); a winner the full solve breaks is set aside and the next
/// best tried. ``passes`` says whether the variant keeps every promise.
public struct ColorVisionSafeVariant: Sendable, Hashable {
    /// How one role moved.
    public struct Move: Sendable, Hashable {
        /// The solid that moved (`danger`, …, or `accent`).
        public let role: TokenRole
        /// The CIE LCH hue before (the family's), or `nil` for the accent, whose hue never moves.
        public let hueBefore: Double?
        /// The CIE LCH hue after.
        public let hueAfter: Double?
        /// Stops away from the page (negative: toward it), in every mode.
        public let depth: Double
        /// How much a viewer with normal vision sees the solid change: mean CIEDE2000 over the four designed stops.
        public let difference: Double

        /// `danger: hue 10° → 40°, 100 stops deeper (ΔE2000 12.3)`.
        public var summary: String {
            var parts: [String] = []
            if let hueBefore, let hueAfter, hueBefore != hueAfter { parts.append("hue \(NumberText.rounded(hueBefore, places: 0))° → \(NumberText.rounded(hueAfter, places: 0))°") }
            if depth != 0 { parts.append("\(NumberText.rounded(abs(depth), places: 0)) stops \(depth > 0 ? "deeper" : "toward the page")") }
            return "\(role.rawValue): \(parts.joined(separator: ", ")) (ΔE2000 \(NumberText.rounded(difference, places: 1, keepsTrailingZeros: true)))"
        }
    }

    /// The variant, solved and with every token in all eight modes.
    public let theme: Theme
    /// The roles that moved, in status order, then the accent.
    public let moves: [Move]
    /// The variant's color-vision audit, with its checks required.
    public let audit: ColorVisionAudit
    /// How many color-vision checks the theme itself fails (what the variant mends).
    public let originalFailures: Int

    /// Whether the variant keeps every promise: every color-vision check and every contrast pair in all eight modes.
    public var passes: Bool { audit.passes && contrastFailures == 0 }

    /// The variant's contrast pair checks that fail (0 whenever the solver succeeds).
    public var contrastFailures: Int { theme.audit.failures.count }

    /// The variant in a few lines: what moved, its contrast, then its color-vision audit (``ColorVisionAudit/summary(failureLimit:)``).
    public func summary(failureLimit: Int = 6) -> String {
        var text = "Color-vision-safe variant: "
        text += moves.isEmpty ? "nothing had to move.\n" : moves.map(\.summary).joined(separator: "; ") + ".\n"
        let checked = theme.audit.checkedCount
        text += contrastFailures == 0 ? "  Contrast: all \(checked) pair checks pass in the variant.\n"
            : "  Contrast: \(contrastFailures) of \(checked) pair checks FAIL in the variant.\n"
        text += "  Without the variant: \(NumberText.counted(originalFailures, "check")) below CIEDE2000 \(NumberText.cut(ColorVisionAudit.threshold, places: 1)).\n"
        return text + audit.summary(failureLimit: failureLimit)
    }

    /// The variant's `colorVision` section: its audit's (``ColorVisionAudit/jsonValue``, required) and a `safe` member with the moves.
    package var jsonValue: JSONValue {
        guard case .object(var members) = audit.jsonValue else { return audit.jsonValue }
        members.append(JSONMember("safe", .object([
            JSONMember("passes", .bool(passes)),
            JSONMember("originalFailures", .number(Double(originalFailures))),
            JSONMember("contrastFailures", .number(Double(contrastFailures))),
            JSONMember("moves", .array(moves.map { move in
                .object([
                    JSONMember("role", .string(move.role.rawValue)),
                    JSONMember("hueBefore", move.hueBefore.map { .number($0.rounded()) } ?? .null),
                    JSONMember("hueAfter", move.hueAfter.map { .number($0.rounded()) } ?? .null),
                    JSONMember("depth", .number(move.depth)),
                    JSONMember("difference", .number((move.difference * 100).rounded() / 100)),
                ])
            })),
        ])))
        return .object(members)
    }
}

extension Theme {
    /// The color-vision-safe variant of this theme (see ``ColorVisionSafeVariant``); the theme itself when nothing has to move.
    ///
    /// - Complexity: a few thousand screened candidates and one to a few full solves; tens of milliseconds in a release build.
    public var colorVisionSafe: ColorVisionSafeVariant { ColorVisionSafeSolver(theme: self).solve() }

    /// This theme solved again with other status families (the app's colors and pairs kept).
    func withStatus(_ status: StatusFamilies) -> Theme {
        let plan = (try? ThemeSolver.ColorPlan(colors: appColors, pairs: appPairs)) ?? .empty
        return Theme(brand: brand, darkBrand: darkBrand, accentFamily: accentFamily, neutral: neutral, status: status,
                     contrastMethod: contrastMethod, plan: plan, appPairs: appPairs)
    }
}
