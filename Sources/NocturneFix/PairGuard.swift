import NocturneAppearance
import NocturneLint

/// Re-measures every pair a fix plan touches, in all eight modes, and drops the edits that would lower one.
///
/// A site is never wrong on its own: it is wrong *on something*. Black text on a constant white card passes in every
/// mode; rewriting the text to `.label` while the card stays white (its catalog could not take a set, or its edit was
/// left) makes the text white on white in dark. So after planning, each pair lint found whose foreground or background
/// is an edited site is judged again with the replacements in place (a system color as the system palette resolves it,
/// a new color set by its solved variants); when a mode falls below its requirement and below what it was, every edit of
/// that pair is dropped and its outcome says why. Dropping an edit can change another pair, so this runs until nothing
/// changes (at most once per edit).
enum PairGuard {
    /// The margin a ratio may fall within before it counts as lowered (rounding of 8-bit values).
    static let tolerance = 0.05

    /// Drops the edits of `plan` that would lower a pair of `pairs`.
    ///
    /// When both sides of a pair were edited, the foreground is dropped when its edit alone lowers it (the text that became
    /// a paler system gray, not the surface under it), else the background when its edit alone does; both only when
    /// neither does alone.
    ///
    /// - Parameters:
    ///   - plan: The plan; lowered edits leave its changes and their outcomes become `left` with the pair.
    ///   - pairs: Every pair lint judged in the tree.
    /// - Returns: The sites (``FixSite/key``) whose system-color substitution was dropped: planned again as named colors,
    ///   solved for their role, they may pass.
    @discardableResult
    static func apply(to plan: inout FixPlan, pairs: [PairJudgement]) -> Set<String> {
        // Each fixed outcome by where its edits are written: the site, or a palette constant's uses.
        var byLocation: [String: Int] = [:]
        for (index, outcome) in plan.outcomes.enumerated() where outcome.isFixed {
            byLocation[outcome.site.key] = index
            for use in outcome.site.uses { byLocation[use.key] = index }
        }
        guard !byLocation.isEmpty else { return [] }
        // A color set the plan completes is edited in its catalog, not where the code names it: every side that names it is touched.
        var byCompletedSet: [String: Int] = [:]
        for (index, outcome) in plan.outcomes.enumerated() {
            if case .completedColorSet(let name) = outcome.result, byCompletedSet[name] == nil { byCompletedSet[name] = index }
        }
        func outcome(of side: PairSide) -> Int? {
            if let location = side.location, let column = location.column,
               let index = byLocation[FixSite.key(file: location.file, line: location.line, column: column)] { return index }
            if case .named(let name) = side.color { return byCompletedSet[name] }
            return nil
        }
        // Only the pairs an edit touches.
        let touched = pairs.compactMap { judgement -> (PairJudgement, Int?, Int?)? in
            let front = outcome(of: judgement.pair.foreground), back = outcome(of: judgement.background)
            return front == nil && back == nil ? nil : (judgement, front, back)
        }
        var dropped: Set<Int> = []
        var substitutions: Set<String> = []
        for _ in 0...plan.outcomes.count {
            var changed = false
            for (judgement, front, back) in touched {
                // A side that will be planned again as a named color is judged after that plan, not in its absence.
                if [front, back].contains(where: { $0.map { substitutions.contains(plan.outcomes[$0].site.key) } ?? false }) { continue }
                let liveFront = front.flatMap { dropped.contains($0) ? nil : $0 }, liveBack = back.flatMap { dropped.contains($0) ? nil : $0 }
                guard liveFront != nil || liveBack != nil else { continue }
                var base = judgement.pair
                base.background = judgement.background
                func edited(front: Bool, back: Bool) -> ColorPair {
                    var pair = base
                    if front, let liveFront { pair.foreground = side(after: plan.outcomes[liveFront], in: plan, at: base.foreground.location) ?? base.foreground }
                    if back, let liveBack { pair.background = side(after: plan.outcomes[liveBack], in: plan, at: base.background.location) ?? base.background }
                    return pair
                }
                let both = edited(front: true, back: true).judged()
                guard let mode = lowered(from: judgement, to: both) else { continue }
                // The culprit: the foreground when its edit alone lowers the pair (the surface under it may be right, and the
                // text, planned again, may follow it), else the background when its edit alone does, else both.
                let culprits: [Int]
                if let liveFront, liveBack == nil || lowered(from: judgement, to: edited(front: true, back: false).judged()) != nil {
                    culprits = [liveFront]
                } else if let liveBack, liveFront == nil || lowered(from: judgement, to: edited(front: false, back: true).judged()) != nil {
                    culprits = [liveBack]
                } else {
                    culprits = [liveFront, liveBack].compactMap { $0 }
                }
                let was = judgement.contrast.map { PairJudgement.ratio($0[mode].wcag) } ?? "-"
                let now = both.contrast.map { PairJudgement.ratio($0[mode].wcag) } ?? "-"
                let reason = "the edit would lower \(both.description) to \(now):1 in \(PairJudgement.modeName(mode)) (was \(was):1, "
                    + "\(PairJudgement.ratio(judgement.minimum(in: mode))) needed): change both sides together, by hand"
                for index in culprits where dropped.insert(index).inserted {
                    if case .systemColor = plan.outcomes[index].result, plan.outcomes[index].site.value != nil { substitutions.insert(plan.outcomes[index].site.key) }
                    drop(index, reason: reason, from: &plan)
                    changed = true
                }
            }
            if !changed { break }
        }
        guard !dropped.isEmpty else { return [] }
        // A new color set no kept edit uses is not made.
        let used = Set(plan.outcomes.flatMap(\.colorSets))
        plan.newColorSets.removeAll { !used.contains($0.name) }
        return substitutions
    }

    /// The first mode where `after` falls below the requirement and below `before`, or `nil` when no mode does (or the
    /// pair cannot be measured after).
    static func lowered(from before: PairJudgement, to after: PairJudgement) -> AppearanceMode? {
        guard let old = before.contrast, let new = after.contrast else { return nil }
        return AppearanceMode.all.first { mode in
            new[mode].wcag < before.minimum(in: mode) && new[mode].wcag < old[mode].wcag - tolerance
        }
    }

    /// A site's side after its edit: the system color or new color set it became; `nil` when that cannot be resolved.
    static func side(after outcome: FixOutcome, in plan: FixPlan, at location: SourceLine?) -> PairSide? {
        switch outcome.result {
        case .systemColor(let text):
            guard let name = systemColor(written: FixPlanner.availableReplacement(in: text) ?? text) else { return nil }
            return .system(name, at: location)
        case .namedColor(let name):
            guard let set = plan.newColorSets.first(where: { $0.name == name }) else { return nil }
            return .named(name, values: values(of: set), at: location)
        case .completedColorSet(let name):
            guard let set = plan.completedSets[name] else { return nil }
            return .named(name, values: values(of: set), at: location)
        case .namedColors, .left:
            return nil
        }
    }

    /// The system color a replacement's text names: `.label`, `UIColor.secondaryLabel`, `NSColor.labelColor`,
    /// `Color.primary`, `Color(.systemGray)`, Interface Builder's `systemBackgroundColor`.
    static func systemColor(written text: String) -> SystemColorName? {
        var member = Substring(text)
        if member.hasPrefix("Color(."), member.hasSuffix(")") { member = member.dropFirst(7).dropLast() }
        if let dot = member.lastIndex(of: ".") { member = member[member.index(after: dot)...] }
        let swiftUI = text.hasPrefix("Color.") || text == ".primary" || text == ".secondary"
        return SystemColorName(spelled: String(member), swiftUI: swiftUI || member == "primary" || member == "secondary")
    }

    /// A new color set's value in each of the eight modes (elevated surfaces take the base values: a set has no elevated variant).
    static func values(of set: NewColorSet) -> ModeValues<ResolvedColor> {
        ModeValues { mode -> ResolvedColor in
            let color: SiteColor = switch (mode.colorScheme, mode.contrast) {
            case (.light, .standard): set.light
            case (.light, .increased): set.variants.lightIncreased
            case (.dark, .standard): set.variants.dark
            case (.dark, .increased): set.variants.darkIncreased
            }
            return ResolvedColor(color.rgb, opacity: color.opacity)
        }
    }

    /// Takes an outcome's edits out of the plan and leaves it with `reason`.
    private static func drop(_ index: Int, reason: String, from plan: inout FixPlan) {
        // A completed set's slots are one edit of its Contents.json, however many sites name it: all of them are left.
        if case .completedColorSet(let name) = plan.outcomes[index].result, let set = plan.completedSets.removeValue(forKey: name) {
            plan.changes.edits.removeAll { $0.file == set.catalog }
            for other in plan.outcomes.indices {
                if case .completedColorSet(name) = plan.outcomes[other].result { plan.outcomes[other].result = .left(reason) }
            }
            return
        }
        let site = plan.outcomes[index].site
        let ranges = [(site.file, site.range)] + site.uses.map { ($0.file, $0.range) }
        plan.changes.edits.removeAll { edit in ranges.contains { $0.0 == edit.file && $0.1 == edit.range } }
        plan.outcomes[index].result = .left(reason)
    }
}
