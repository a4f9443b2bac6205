/// One piece of evidence behind a criterion's verdict: what was checked, what was found, and where.
///
/// Advisory evidence (an icon without a tinted variant, pairs whose foreground cannot be read) is shown with its
/// verdict but does not decide the criterion's.
public struct ReportEvidence: Sendable, Hashable {
    /// What was checked: `opt-out`, `bright surface`, `light-only color`, `launch screen`, `app icon`, `pair`, `unresolved`.
    public var topic: String
    /// What this piece says.
    public var verdict: ReportVerdict
    /// One sentence: what was found, with the values that show it.
    public var message: String
    /// Where it is written (`Info.plist:24`, `Main.storyboard:40`, a catalog's folder), when somewhere.
    public var location: String?
    /// Whether it is shown without deciding the criterion.
    public var isAdvisory: Bool

    /// Creates a piece of evidence.
    public init(_ topic: String, _ verdict: ReportVerdict, _ message: String, at location: String? = nil, advisory: Bool = false) {
        self.topic = topic
        self.verdict = verdict
        self.message = message
        self.location = location
        self.isAdvisory = advisory
    }
}
