extension SystemColorName {
    /// The position in ``allCases``.
    var ordinal: Int { SystemColorName.ordinals[self] ?? 0 }

    private static let ordinals: [SystemColorName: Int] = Dictionary(
        uniqueKeysWithValues: allCases.enumerated().map { ($1, $0) })
    private static let lowercased: [String: SystemColorName] = Dictionary(
        uniqueKeysWithValues: allCases.map { ($0.rawValue.lowercased(), $0) })

    /// The name matching `text`, ignoring case (`systembackground`, `SystemBackground`); `nil` when none does.
    public init?(matching text: String) {
        guard let name = SystemColorName.lowercased[text.lowercased()] else { return nil }
        self = name
    }

    /// Up to `limit` names closest to `text` by edit distance, nearest first: for "did you mean" messages.
    ///
    /// - Parameters:
    ///   - text: A mistyped name.
    ///   - limit: How many names to return.
    /// - Returns: Names whose distance is at most about a third of their length, nearest first.
    public static func nearest(to text: String, limit: Int = 3) -> [SystemColorName] {
        let query = Array(text.lowercased())
        let scored = allCases.map { name -> (SystemColorName, Int) in
            let candidate = Array(name.rawValue.lowercased())
            var distance = editDistance(query, candidate)
            if candidate.count > query.count, candidate.starts(with: query) || candidate.suffix(query.count).elementsEqual(query) {
                distance = min(distance, 1)
            }
            return (name, distance)
        }
        let threshold = max(2, query.count / 3)
        return scored.filter { $0.1 <= threshold }
            .sorted { $0.1 != $1.1 ? $0.1 < $1.1 : $0.0.rawValue < $1.0.rawValue }
            .prefix(limit).map(\.0)
    }

    private static func editDistance(_ a: [Character], _ b: [Character]) -> Int {
        if a.isEmpty { return b.count }
        if b.isEmpty { return a.count }
        var previous = Array(0...b.count)
        var current = previous
        for i in 1...a.count {
            current[0] = i
            for j in 1...b.count {
                let cost = a[i - 1] == b[j - 1] ? 0 : 1
                current[j] = min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + cost)
            }
            swap(&previous, &current)
        }
        return previous[b.count]
    }
}
