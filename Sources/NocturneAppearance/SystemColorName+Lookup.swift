import NocturneSupport

extension SystemColorName {
    /// The position in `allCases`.
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
    /// - Returns: Names at most `max(1, text.count / 3)` edits away (a name that begins or ends with `text`
    ///   counts as one edit), nearest first, ties in `allCases` order.
    public static func nearest(to text: String, limit: Int = 3) -> [SystemColorName] {
        EditDistance.nearest(to: text, among: allCases.map(\.rawValue), limit: limit).compactMap { SystemColorName(rawValue: $0.candidate) }
    }
}
