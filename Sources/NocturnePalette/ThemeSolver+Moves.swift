import NocturneAppearance
import NocturneColor

/// How a token moves to keep its promises: the lightness searches, and the foreground, solid-fill, state and pinned solves built on them.
///
/// Every move is along the token's OKLCH lightness line (hue and chroma kept) and every check runs on
/// the rounded 8-bit values, so what is proven here is what ships.
extension ThemeSolver {
    /// The nearest lightness on a slot's line (searching the given directions) whose 8-bit value satisfies a check.
    ///
    /// Steps of 0.008 in OKLCH lightness find the first passing value, bisection refines it to 1e-5.
    func nearest(_ slot: Slot, directions: [Double], within limit: Double = 1, _ satisfies: (RGB8) -> Bool) -> Slot? {
        if satisfies(slot.rgb8) { return slot }
        let start = slot.line
        func color(_ lightness: Double) -> RGB8 {
            OKLCH(lightness: lightness, chroma: start.chroma, hue: start.hue).rgb8
        }
        let step = 0.008
        var k = 1
        while k <= 130, Double(k - 1) * step <= limit {
            for direction in directions {
                let passing = min(max(start.lightness + direction * Double(k) * step, 0), 1)
                guard passing != min(max(start.lightness + direction * Double(k - 1) * step, 0), 1) || k == 1 else { continue }
                let rgb = color(passing)
                guard satisfies(rgb) else { continue }
                let failing = min(max(start.lightness + direction * Double(k - 1) * step, 0), 1)
                return refined(slot, passing: passing, passingColor: rgb, failing: failing, color: color, satisfies)
            }
            k += 1
        }
        return nil
    }

    /// The nearest passing lightness in one direction, for checks that only get easier further along it.
    ///
    /// Gallops (0.008, 0.016, 0.032, …) to the first passing value, then bisects back to 1e-5 (8-bit steps are ~4e-3):
    /// O(log) evaluations instead of a scan. Foregrounds moving away from backgrounds that all lie on
    /// the other side satisfy the monotonicity this needs.
    func nearestMonotone(_ slot: Slot, direction: Double, _ satisfies: (RGB8) -> Bool) -> Slot? {
        if satisfies(slot.rgb8) { return slot }
        let start = slot.line
        func color(_ lightness: Double) -> RGB8 {
            OKLCH(lightness: lightness, chroma: start.chroma, hue: start.hue).rgb8
        }
        let end = direction < 0 ? 0.0 : 1.0
        var failing = start.lightness
        var distance = 0.008
        var passing: Double?
        var best = slot.rgb8
        while true {
            let candidate = direction < 0 ? max(start.lightness - distance, end) : min(start.lightness + distance, end)
            let rgb = color(candidate)
            if satisfies(rgb) {
                passing = candidate
                best = rgb
                break
            }
            failing = candidate
            if candidate == end { break }
            distance *= 2
        }
        guard let passing else { return nil }
        return refined(slot, passing: passing, passingColor: best, failing: failing, color: color, satisfies)
    }

    /// Bisects between a passing and a failing lightness down to 1e-5 (8-bit steps are ~4e-3) and
    /// returns the slot moved to the passing end.
    private func refined(
        _ slot: Slot, passing: Double, passingColor: RGB8, failing: Double,
        color: (Double) -> RGB8, _ satisfies: (RGB8) -> Bool
    ) -> Slot {
        var passing = passing, failing = failing, best = passingColor
        while abs(passing - failing) > 1e-5 {
            let middle = (passing + failing) / 2
            let rgb = color(middle)
            if satisfies(rgb) {
                passing = middle
                best = rgb
            } else {
                failing = middle
            }
        }
        var moved = slot
        moved.rgb8 = best
        moved.line = OKLCH(lightness: passing, chroma: slot.line.chroma, hue: slot.line.hue)
        return moved
    }

    /// Moves a foreground away from its backgrounds until every pair holds; records why.
    func solveForeground(_ role: TokenRole, _ start: Slot, on backgrounds: [(TokenRole, RGB8)],
                         _ requirement: ContrastRequirement, _ mode: AppearanceMode, direction: Double) -> Slot {
        let method = self.method
        let check: (RGB8) -> Bool = { rgb in backgrounds.allSatisfy { requirement.isMet(rgb, on: $0.1, in: mode, method: method) } }
        if check(start.rgb8) { return start }
        let worst = backgrounds.min { score(start.rgb8, $0.1, requirement, mode) < score(start.rgb8, $1.1, requirement, mode) }
        let reason = worst.map { describe(role, $0.0, requirement, mode) } ?? role.rawValue
        let moved = nearestMonotone(start, direction: direction, check) ?? extreme(start, direction: direction)
        return record(start, moved, reason)
    }

    /// Black or white at the end of a line, when no lightness keeps the promise (the audit then shows the failure).
    func extreme(_ slot: Slot, direction: Double) -> Slot {
        var moved = slot
        moved.line.lightness = direction < 0 ? 0 : 1
        moved.rgb8 = moved.line.rgb8
        return moved
    }

    func record(_ start: Slot, _ moved: Slot, _ reason: String) -> Slot {
        guard moved.rgb8 != start.rgb8 else { return start }
        var result = moved
        result.adjustment = Adjustment(
            constraint: reason, from: start.rgb8, to: moved.rgb8, fromLightness: start.line.lightness, toLightness: moved.line.lightness)
        if result.family == nil { result.family = ThemeSolver.accentIndex }
        return result
    }

    /// Solves a solid fill with the text on it, trying light and dark text and keeping the smaller move.
    func solveSolid(_ role: TokenRole, onRole: TokenRole, _ start: Slot, textCandidates: [Slot],
                    on backgrounds: [(TokenRole, RGB8)], _ mode: AppearanceMode) -> (solid: Slot, on: Slot) {
        // Higher contrast at the start first, so a tie keeps the more legible text.
        var ordered = textCandidates
        if ordered.count == 2, WCAG.contrastRatio(ordered[1].rgb8, start.rgb8) > WCAG.contrastRatio(ordered[0].rgb8, start.rgb8) {
            ordered.swapAt(0, 1)
        }
        var best: (solid: Slot, on: Slot, distance: Double, reason: String)?
        for text in ordered {
            let method = self.method
            let check: (RGB8) -> Bool = { rgb in
                ContrastRequirement.text.isMet(text.rgb8, on: rgb, in: mode, method: method)
                    && backgrounds.allSatisfy { ContrastRequirement.nonText.isMet(rgb, on: $0.1, in: mode, method: method) }
            }
            // A later polarity only matters if it needs a smaller move than the best so far.
            let limit = best.map { $0.distance } ?? 1
            guard let moved = nearest(start, directions: ThemeSolver.bothDirections, within: limit, check) else { continue }
            let distance = abs(moved.line.lightness - start.line.lightness)
            if let current = best, distance >= current.distance - 1e-9 { continue }
            if moved.rgb8 == start.rgb8 {
                best = (moved, text, 0, "")
                continue
            }
            do {
                var reason = ""
                var worst = Double.infinity
                let textScore = score(text.rgb8, start.rgb8, .text, mode)
                if textScore < 1 { worst = textScore; reason = describe(onRole, role, .text, mode) }
                for background in backgrounds {
                    let value = score(start.rgb8, background.1, .nonText, mode)
                    if value < worst { worst = value; reason = describe(role, background.0, .nonText, mode) }
                }
                best = (moved, text, distance, reason)
            }
        }
        guard let best else {
            // No lightness satisfies every pair: keep the design and let the audit report the failure.
            return (start, ordered.first ?? start)
        }
        return (record(start, best.solid, best.reason), best.on)
    }

    /// A hover or pressed fill: the solid moved `amount` in lightness away from its text, further if the text needs it.
    func solveState(_ solid: Slot, text: RGB8, amount: Double, _ mode: AppearanceMode) -> Slot {
        let direction: Double = WCAG.relativeLuminance(text) > WCAG.relativeLuminance(solid.rgb8) ? -1 : 1
        var state = solid
        state.adjustment = nil
        state.isPinned = false
        state.nearestPassing = nil
        state.line.lightness = min(max(solid.line.lightness + direction * amount, 0), 1)
        state.rgb8 = state.line.rgb8
        let method = self.method
        return nearestMonotone(state, direction: direction) { ContrastRequirement.text.isMet(text, on: $0, in: mode, method: method) } ?? state
    }

    /// Keeps a designer's fill exactly: the text on it is the candidate that keeps its promise (the more
    /// legible when both or neither do), and where the fill misses a promise, the value the solver would
    /// have moved it to is recorded as the nearest passing one. The audit then reports the failure.
    func pin(_ pinned: Slot, solved: (solid: Slot, on: Slot), textCandidates: [Slot], _ mode: AppearanceMode) -> (solid: Slot, on: Slot) {
        var solid = pinned
        solid.isPinned = true
        if solved.solid.rgb8 != pinned.rgb8 { solid.nearestPassing = solved.solid.rgb8 }
        let method = self.method
        let ranked = textCandidates.sorted { WCAG.contrastRatio($0.rgb8, pinned.rgb8) > WCAG.contrastRatio($1.rgb8, pinned.rgb8) }
        let text = ranked.first { ContrastRequirement.text.isMet($0.rgb8, on: pinned.rgb8, in: mode, method: method) } ?? ranked.first ?? solved.on
        return (solid, text)
    }
}
