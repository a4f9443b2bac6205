import NocturneAppearance
import NocturneColor
import NocturneSupport

extension ThemeAudit {
    /// The short audit `nocturne theme` prints after writing files: the counts, the failures and the tightest pairs.
    ///
    /// The counts are this audit's own: ``checkedCount`` checks (declared pairs × modes; exempt pairs
    /// are measured and reported, never checked, so they are not counted). Figures are cut, never
    /// rounded up, so a miss never reads as a pass.
    ///
    /// ```
    /// Audit: 40 tokens × 8 modes, 110 pairs; 880 pair checks, all pass.
    /// Tightest pairs:
    ///   accentText on pressed in light-standard-base: WCAG 4.5 (minimum 4.5), APCA Lc 62.3
    /// ```
    ///
    /// - Parameters:
    ///   - tightest: How many of the tightest pair results to list.
    ///   - failureLimit: How many failures to list before "… and N more".
    /// - Returns: Lines separated by `\n`, ending with a newline.
    public func summary(tightest: Int = 3, failureLimit: Int = 10) -> String {
        // Only the failures listed are written out: an app of thousands of colors can fail tens of thousands of checks.
        let themeFailures = self.failures, appFailures = colorFailures
        let failureCount = themeFailures.count + appFailures.count
        var listed = themeFailures.prefix(failureLimit).map { failureLine($0.pair, $0.result) }
        if listed.count < failureLimit, !appFailures.isEmpty {
            let tokens = colorTokensByName
            listed += appFailures.prefix(failureLimit - listed.count).map { colorFailureLine($0.pair, $0.result, tokens: tokens) }
        }
        var text = "Audit: \(tokenCount) tokens × \(AppearanceMode.count) modes, \(checkedPairCount) pairs; \(checkedCount) pair checks, "
        let kept = keptLightValues
        let keptText = kept.isEmpty ? "" : " (\(kept.count) more miss only on the app's own light values, kept as they ship: listed as KEPT)"
        text += (failureCount == 0 ? "all pass" : "\(failureCount) FAIL") + keptText + ".\n"
        for line in listed {
            text += "  FAIL " + line + "\n"
        }
        if failureCount > failureLimit { text += "  … and \(failureCount - failureLimit) more\n" }
        if !kept.isEmpty {
            let tokens = colorTokensByName
            for miss in kept.prefix(3) { text += "  KEPT " + colorFailureLine(miss.pair, miss.result, tokens: tokens) + "\n" }
        }
        if kept.count > 3 { text += "  … and \(kept.count - 3) more kept ('nocturne theme --no-files' lists them)\n" }
        for move in accentMoves { text += "  " + move + "\n" }
        text += "Tightest pairs:\n"
        for (pair, result) in lowestMargins(tightest).map({ ($0.pair, $0.result) }) {
            text += "  \(pair.label) in \(result.mode.key): WCAG \(NumberText.cut(result.wcag, places: 2)) "
                + "(minimum \(NumberText.rounded(result.minimumWCAG, places: 6))), APCA Lc \(NumberText.cut(result.apca, places: 1))\n"
        }
        return text
    }

    /// The accent's moves, one line per move (its modes together): `Accent moved #2D7EE6 → #2375DD (ΔE2000 3.4) in … for …`.
    ///
    /// The solver keeps the given accent where its promises hold and moves its lightness the least that works where one
    /// does not (white text on a light accent); a move is never silent. Give `--accent-dark` (or `accentDark`) to keep a
    /// dark value exactly, or choose an accent that needs no move.
    public var accentMoves: [String] {
        accentMoveRecords.map { move in
            "Accent moved \(move.adjustment.from.hex.uppercased()) → \(move.adjustment.to.hex.uppercased()) "
                + "(ΔE2000 \(NumberText.rounded(move.difference, places: 1, keepsTrailingZeros: true))) in \(move.modes.map(\.key).joined(separator: " and ")) "
                + "for \(move.adjustment.constraint)"
        }
    }

    /// Each distinct move of the accent, the modes it was made in, and its CIEDE2000 difference (D65).
    var accentMoveRecords: [(adjustment: Adjustment, modes: [AppearanceMode], difference: Double)] {
        guard roles.contains(.accent) else { return [] }
        var moves: [(adjustment: Adjustment, modes: [AppearanceMode], difference: Double)] = []
        for mode in AppearanceMode.all {
            guard let adjustment = entry(.accent, mode).value.adjustment else { continue }
            if let index = moves.firstIndex(where: { $0.adjustment == adjustment }) { moves[index].modes.append(mode); continue }
            let difference = adjustment.from.colorValue.deltaE(adjustment.to.colorValue, method: .ciede2000, referenceWhite: .d65)
            moves.append((adjustment, [mode], difference))
        }
        return moves
    }

    /// How many tokens the audit covers.
    var tokenCount: Int { entries.count + colors.count }

    /// `accent on backgroundPrimary in dark-standard-base: WCAG 2.91 < 3, APCA Lc 40.2 < 45`: the figures of a result that miss
    /// the requirement, for a theme pair and an app-color pair alike.
    func missedFigures(_ label: String, _ requirement: ContrastRequirement, _ result: PairResult) -> String {
        var parts: [String] = []
        if contrastMethod.checksWCAG, !requirement.isMet(wcag: result.wcag, apca: 0, in: result.mode, method: .wcag) {
            parts.append("WCAG \(NumberText.cut(result.wcag, places: 2)) < \(NumberText.rounded(result.minimumWCAG, places: 6))")
        }
        if contrastMethod.checksAPCA, !requirement.isMet(wcag: 0, apca: result.apca, in: result.mode, method: .apca) {
            parts.append("APCA Lc \(NumberText.cut(result.apca, places: 1)) < \(NumberText.rounded(result.minimumAPCA, places: 6))")
        }
        return "\(label) in \(result.mode.key): " + parts.joined(separator: ", ")
    }

    /// `accent on backgroundPrimary in dark-standard-base: WCAG 2.91 < 3`: a failing result's pair, mode and cut figures.
    func failureLine(_ pair: ThemePair, _ result: PairResult) -> String {
        var line = missedFigures(pair.label, pair.requirement, result)
        for role in [pair.foreground, pair.background] {
            let value = entry(role, result.mode).value
            guard value.isPinned else { continue }
            line += "; \(role.rawValue) is pinned at \(value.hex), "
            line += value.nearestPassing.map { "nearest passing \($0.hex.uppercased())" } ?? "no lightness of it passes"
        }
        return line
    }

    /// The pinned values (the designer's, kept exactly), token-major.
    public var pinned: [Entry] { entries.joined().filter(\.value.isPinned) }
}
