/// Edit distance and "did you mean" suggestions for mistyped options, values and subcommands.
enum EditDistance {
    /// The optimal-string-alignment distance: insertions, deletions, substitutions and adjacent swaps each cost 1.
    ///
    /// - Complexity: O(*m*·*n*) time in the lengths of the two strings.
    static func distance(_ first: String, _ second: String) -> Int {
        let a = Array(first.lowercased())
        let b = Array(second.lowercased())
        if a.isEmpty { return b.count }
        if b.isEmpty { return a.count }
        var previousPrevious = [Int](repeating: 0, count: b.count + 1)
        var previous = Array(0...b.count)
        var current = [Int](repeating: 0, count: b.count + 1)
        for i in 1...a.count {
            current[0] = i
            for j in 1...b.count {
                let cost = a[i - 1] == b[j - 1] ? 0 : 1
                var best = min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + cost)
                if i > 1, j > 1, a[i - 1] == b[j - 2], a[i - 2] == b[j - 1] {
                    best = min(best, previousPrevious[j - 2] + 1)
                }
                current[j] = best
            }
            (previousPrevious, previous, current) = (previous, current, previousPrevious)
        }
        return previous[b.count]
    }

    /// The candidate the user most likely meant, or `nil` when none is close enough.
    ///
    /// A candidate that starts with the input (at least two characters) wins when it is the only one;
    /// otherwise the nearest candidate within `max(1, input.count / 3)` edits, ties broken by order.
    /// - Parameters:
    ///   - input: What was typed (without leading dashes).
    ///   - candidates: The valid spellings (without leading dashes).
    static func suggestion(for input: String, among candidates: [String]) -> String? {
        let lowered = input.lowercased()
        if lowered.count >= 2 {
            let prefixed = candidates.filter { $0.lowercased().hasPrefix(lowered) }
            if prefixed.count == 1 { return prefixed[0] }
        }
        let limit = max(1, input.count / 3)
        var best: (candidate: String, distance: Int)?
        for candidate in candidates {
            let distance = distance(input, candidate)
            if distance <= limit, distance < (best?.distance ?? Int.max) {
                best = (candidate, distance)
            }
        }
        return best?.candidate
    }
}
