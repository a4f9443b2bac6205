/// Edit distance and "did you mean" suggestions: the package's one rule for what counts as a near miss.
///
/// The rule: a candidate is close to what was typed when it is at most `max(1, typed.count / 3)`
/// edits away, ignoring case; a candidate that begins or ends with what was typed (two characters
/// or more) counts as one edit away. Nearer candidates come first, ties in the candidates' order.
package enum EditDistance {
    /// The optimal-string-alignment distance, ignoring case: insertions, deletions, substitutions and adjacent swaps each cost 1.
    ///
    /// - Complexity: O(*m*·*n*) time in the lengths of the two strings.
    package static func distance(_ first: String, _ second: String) -> Int {
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

    /// The most edits a candidate may be from `input` and still be suggested: `max(1, input.count / 3)`.
    package static func limit(for input: String) -> Int { max(1, input.count / 3) }

    /// The candidates close to `input` by the rule above, nearest first, at most `limit` of them.
    ///
    /// - Parameters:
    ///   - input: What was typed (without leading dashes).
    ///   - candidates: The valid spellings, in the order ties are listed.
    ///   - limit: How many to return at most.
    /// - Returns: The close candidates with their distances, nearest first.
    package static func nearest(to input: String, among candidates: [String], limit: Int) -> [(candidate: String, distance: Int)] {
        let lowered = input.lowercased()
        let most = self.limit(for: input)
        var scored: [(candidate: String, distance: Int)] = []
        for candidate in candidates {
            var edits = distance(input, candidate)
            if lowered.count >= 2, edits > 1 {
                let other = candidate.lowercased()
                if other.hasPrefix(lowered) || other.hasSuffix(lowered) { edits = 1 }
            }
            if edits <= most { scored.append((candidate, edits)) }
        }
        // A stable sort keeps the candidates' order among equals.
        let ordered = scored.enumerated().sorted { ($0.element.distance, $0.offset) < ($1.element.distance, $1.offset) }
        return ordered.prefix(max(0, limit)).map(\.element)
    }

    /// The one candidate the user most likely meant, or `nil` when none is close or two are equally close.
    ///
    /// - Parameters:
    ///   - input: What was typed (without leading dashes).
    ///   - candidates: The valid spellings (without leading dashes).
    package static func suggestion(for input: String, among candidates: [String]) -> String? {
        let best = nearest(to: input, among: candidates, limit: 2)
        guard let first = best.first else { return nil }
        if best.count == 2, best[1].distance == first.distance { return nil }
        return first.candidate
    }
}
