/// How serious a finding is; an `error` that remains makes `nocturne lint` exit 1.
public enum LintSeverity: String, Sendable, Hashable, CaseIterable, Comparable {
    /// Worth knowing, rarely worth failing on (a missing High Contrast variant).
    case note
    /// A color that will not adapt.
    case warning
    /// A color that is broken (a named color no catalog defines, an unreadable catalog).
    case error

    /// Orders note < warning < error.
    public static func < (lhs: LintSeverity, rhs: LintSeverity) -> Bool {
        let order: [LintSeverity] = [.note, .warning, .error]
        return (order.firstIndex(of: lhs) ?? 0) < (order.firstIndex(of: rhs) ?? 0)
    }
}
