import NocturneAppearance
import NocturneSupport

/// The audit of the app's own colors: their solved variants, what moved them, what a pinned value misses.
extension ThemeAudit {
    /// Results on the app's colors that miss their promise and fail the audit (``keptLightValues`` are reported apart).
    public var colorFailures: [PairInMode<ThemeColorPairResult>] {
        let tokens = colorTokensByName
        return colorPairs.flatMap { pair in
            pair.results.filter { !$0.passes && !isKeptLightValue(pair, $0, tokens: tokens) }.map { PairInMode(pair: pair, result: $0) }
        }
    }

    /// Misses that are the app's own light values, kept: reported, never a failure of the audit.
    ///
    /// An app color's `light` value is the color as the app ships it (`nocturne fix` records it byte for byte); the theme
    /// keeps it exactly in light standard contrast and cannot move it. A pair the color's role implies (not one the
    /// theme file declares in `pairs`) that misses only there is the app's as it is today, which `nocturne lint` reports in
    /// the code: the audit lists it as kept, and `nocturne theme` still exits 0. Change the `light` value to fix one.
    public var keptLightValues: [PairInMode<ThemeColorPairResult>] {
        let tokens = colorTokensByName
        return colorPairs.flatMap { pair in
            pair.results.filter { !$0.passes && isKeptLightValue(pair, $0, tokens: tokens) }.map { PairInMode(pair: pair, result: $0) }
        }
    }

    /// Whether a missed result is an implied pair in light standard contrast with an app color's pinned `light` value on one side.
    ///
    /// - Parameter tokens: ``colorTokensByName``, made once for all the results.
    func isKeptLightValue(_ pair: ThemeColorPairResult, _ result: PairResult, tokens: [String: ThemeColorToken]) -> Bool {
        guard !pair.isDeclared, result.mode.colorScheme == .light, result.mode.contrast == .standard else { return false }
        return [pair.foreground, pair.background].contains { tokens[$0]?.values[result.mode].isPinned == true }
    }

    /// The app colors by name (the first of a name), for looking many up.
    var colorTokensByName: [String: ThemeColorToken] { Dictionary(colors.map { ($0.name, $0) }, uniquingKeysWith: { first, _ in first }) }

    /// `ink on paper in dark-standard-base: WCAG 6.2 < 7; paper is pinned at #1A1A1A, nearest passing #101010`.
    ///
    /// - Parameter tokens: ``colorTokensByName``, made once for all the failures.
    func colorFailureLine(_ pair: ThemeColorPairResult, _ result: PairResult, tokens: [String: ThemeColorToken]) -> String {
        var line = missedFigures(pair.label, pair.requirement, result)
        for name in [pair.foreground, pair.background] {
            if let value = tokens[name]?.values[result.mode], value.isPinned {
                line += "; \(name) is pinned at \(value.hex), "
                line += value.nearestPassing.map { "nearest passing \($0.hex.uppercased())" } ?? "no lightness of it passes"
            } else if let role = TokenRole(rawValue: name), roles.contains(role), entry(role, result.mode).value.isPinned {
                let value = entry(role, result.mode).value
                line += "; \(name) is pinned at \(value.hex)"
            }
        }
        return line
    }

    /// The app colors' section of the text audit: every token × mode, then what moved each value.
    var colorsText: [String] {
        guard !colors.isEmpty else { return [] }
        func pad(_ text: String, _ width: Int) -> String { (text + " ").padded(to: width) }
        let width = max(20, (colors.map(\.name.count).max() ?? 0) + 2)
        var lines = ["", "App colors (= pinned, * moved by the solver):"]
        lines.append(pad("token", width) + ["light", "dark", "light+", "dark+", "light^", "dark^", "light+^", "dark+^"].map { pad($0, 10) }.joined())
        for token in colors {
            let cells = token.values.map { pad($0.hex + ($0.isPinned ? "=" : $0.adjustment == nil ? "" : "*"), 10) }.joined()
            lines.append((pad(token.name, width) + cells).trailingSpacesTrimmed)
        }
        let moved = colors.flatMap { token in token.values.compactMap { value in value.adjustment.map { (token.name, value.mode, $0) } } }
        if !moved.isEmpty {
            lines.append("Moved (lightness only, the least that keeps every promise):")
            for (name, mode, adjustment) in moved { lines.append("  \(name) \(mode.key): \(adjustment)") }
        }
        let failures = colorFailures
        if !failures.isEmpty {
            lines.append("App color failures:")
            let tokens = colorTokensByName
            for failure in failures { lines.append("  " + colorFailureLine(failure.pair, failure.result, tokens: tokens)) }
        }
        let kept = keptLightValues
        if !kept.isEmpty {
            lines.append("Kept as the app has them (its own light values, which the theme never moves; not failures):")
            let tokens = colorTokensByName
            for miss in kept { lines.append("  " + colorFailureLine(miss.pair, miss.result, tokens: tokens)) }
        }
        return lines
    }

    /// The app colors in the audit JSON: each token's value, whether it is pinned, and the pair that moved it, per mode.
    var colorsJSON: JSONValue {
        .object(colors.map { token in
            JSONMember(token.name, .object([
                JSONMember("color", .string(token.colorName)),
                JSONMember("role", .string(token.role.rawValue)),
                JSONMember("modes", .object(token.values.map { value in
                    JSONMember(value.mode.key, .object([
                        JSONMember("value", .string(value.hex)),
                        JSONMember("pinned", .bool(value.isPinned)),
                        JSONMember("movedBy", value.adjustment.map { .string($0.constraint) } ?? .null),
                        JSONMember("nearestPassing", value.nearestPassing.map { .string($0.hex.uppercased()) } ?? .null),
                    ]))
                })),
            ]))
        })
    }
}
