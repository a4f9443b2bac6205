import NocturneAppearance
import NocturneColor
import NocturneSupport

extension ThemeAudit {
    /// The audit as a readable table without color swatches.
    public var text: String { text(swatch: { _ in "" }) }

    /// The audit as a readable table: tokens × modes, adjustments, the tightest pairs and a summary.
    ///
    /// - Parameters:
    ///   - swatch: A prefix for each color (a terminal's 24-bit color block), or empty.
    ///   - lowest: How many pair results the tightest-pairs section lists, smallest margin first.
    /// - Returns: Lines separated by `\n`, ending with a newline.
    public func text(swatch: (RGB8) -> String, lowest: Int = 12) -> String {
        let failures = self.failures
        var lines: [String] = []
        if let preset {
            lines.append("Preset \(preset) (stops as that library assigns them, not solved)  contrast method \(contrastMethod.rawValue)")
        } else {
            lines.append("Theme \(brand.hex.uppercased())  algorithm \(version)  contrast method \(contrastMethod.rawValue)")
        }
        lines.append("")
        let labels = ["light", "dark", "light+", "dark+", "light^", "dark^", "light+^", "dark+^"]
        lines.append(pad("token", 20) + labels.map { pad($0, 10) }.joined())
        for role in roles {
            var line = pad(role.rawValue, 20)
            for mode in AppearanceMode.all {
                let value = entry(role, mode).value
                line += swatch(value.rgb8) + pad(value.hex + (value.adjustment == nil ? "" : "*"), 10)
            }
            lines.append(line.trailingSpacesTrimmed)
        }
        lines.append("+ Increase Contrast   ^ elevated   * moved by the solver (see below)")

        lines.append("")
        lines.append("Stops and binding pairs (light and dark, standard base; margin is WCAG ratio above the minimum):")
        for role in roles {
            var line = "  " + pad(role.rawValue, 20)
            for mode in [AppearanceMode(colorScheme: .light), AppearanceMode(colorScheme: .dark)] {
                let entry = entry(role, mode)
                let stop = entry.value.stop?.description ?? "brand"
                var cell = stop + (entry.value.adjustment == nil ? "" : "*")
                if let binding = entry.binding, let margin = entry.margin {
                    cell += " " + binding + " +" + NumberText.cut(margin, places: 2)
                }
                line += pad(cell, 56)
            }
            lines.append(line.trailingSpacesTrimmed)
        }

        if preset != nil {
            lines.append("")
            lines.append("Why a Nocturne theme differs: its designed stops for these tokens (the solver moves them where a pair needs it):")
            for role in roles {
                func stops(_ stop: (AppearanceMode) -> Stop?, _ contrast: ColorSchemeContrast) -> String {
                    let light = stop(AppearanceMode(colorScheme: .light, contrast: contrast))
                    let dark = stop(AppearanceMode(colorScheme: .dark, contrast: contrast))
                    return "\(light?.description ?? "—") / \(dark?.description ?? "—")"
                }
                let given = stops({ entry(role, $0).value.stop }, .standard)
                let ours = stops({ Theme.designedStop(role, in: $0) }, .standard)
                let oursIncreased = stops({ Theme.designedStop(role, in: $0) }, .increased)
                lines.append("  " + pad(role.rawValue, 20) + pad("preset " + given, 24) + "Nocturne \(ours), Increase Contrast \(oursIncreased)")
            }
        }

        let moved = entries.joined().filter { $0.value.adjustment != nil }
        if !moved.isEmpty {
            lines.append("")
            lines.append("Adjustments (lightness only, the least that keeps every promise):")
            for move in accentMoves { lines.append("  " + move) }
            for entry in moved {
                guard let adjustment = entry.value.adjustment else { continue }
                lines.append("  \(entry.role.rawValue) \(entry.value.mode.key): \(adjustment)")
            }
        }

        let pinned = self.pinned
        if !pinned.isEmpty {
            lines.append("")
            lines.append("Pinned (the designer's values, kept exactly; never moved):")
            for entry in pinned {
                let misses = failures.contains { ($0.pair.foreground == entry.role || $0.pair.background == entry.role) && $0.result.mode == entry.value.mode }
                let verdict = !misses ? "keeps its promises"
                    : entry.value.nearestPassing.map { "misses a promise; nearest passing \($0.hex.uppercased())" } ?? "misses a promise; no lightness of it passes"
                lines.append("  \(entry.role.rawValue) \(entry.value.mode.key): \(entry.value.hex) \(verdict)")
            }
        }

        lines.append("")
        lines.append("Lowest margins:")
        lines.append("  " + pad("pair", 44) + pad("mode", 26) + pad("WCAG", 14) + "APCA Lc")
        for (pair, result) in lowestMargins(lowest).map({ ($0.pair, $0.result) }) {
            let holds = pair.requirement.isMet(wcag: result.wcag, apca: 0, in: result.mode, method: .wcag)
            let wcag = "\(NumberText.cut(result.wcag, places: 2)) \(holds ? "≥" : "<") \(NumberText.rounded(result.minimumWCAG, places: 6))"
            lines.append("  " + pad(pair.label, 44) + pad(result.mode.key, 26) + pad(wcag, 14)
                + "\(NumberText.cut(result.apca, places: 1))" + (result.passes ? "" : "  FAILS"))
        }
        if !failures.isEmpty {
            lines.append("")
            lines.append("Failures:")
            for failure in failures { lines.append("  " + failureLine(failure.pair, failure.result)) }
        }

        let exempt = pairs.filter(\.requirement.isExempt)
        if !exempt.isEmpty {
            lines.append("")
            lines.append("Exempt (disabled), reported only:")
            for pair in exempt {
                let figures = pair.results.map { NumberText.cut($0.wcag, places: 2) }.joined(separator: " ")
                lines.append("  " + pad(pair.label, 44) + figures)
            }
        }

        lines += colorsText
        let failed = failures.count + colorFailures.count
        lines.append("")
        lines.append("\(checkedPairCount) pairs × \(AppearanceMode.count) modes = \(checkedCount) checks on 8-bit sRGB: "
            + (failed == 0 ? "all pass." : "\(failed) fail."))
        return lines.joined(separator: "\n") + "\n"
    }

    /// `text` padded to `width`, and always followed by at least one space so that columns never run together.
    private func pad(_ text: String, _ width: Int) -> String {
        (text + " ").padded(to: width)
    }
}
