/// One of Apple's Accessibility Nutrition Label criteria, with its verdict and the evidence behind it.
public struct ReportCriterion: Sendable, Hashable {
    /// The criterion's name as App Store Connect shows it: `Dark Interface`, `Sufficient Contrast`.
    public var name: String
    /// What Apple asks, in one sentence.
    public var question: String
    /// The evidence, in the order it was gathered.
    public var evidence: [ReportEvidence]
    /// The share of pairs meeting their minimum in each mode (Sufficient Contrast only; empty otherwise).
    public var modeShares: [ModeShare] = []
    /// Every pair, worst first (Sufficient Contrast only; empty otherwise).
    public var pairs: [PairJudgement] = []

    /// Creates a criterion.
    public init(name: String, question: String, evidence: [ReportEvidence], modeShares: [ModeShare] = [], pairs: [PairJudgement] = []) {
        self.name = name
        self.question = question
        self.evidence = evidence
        self.modeShares = modeShares
        self.pairs = pairs
    }

    /// The verdict: not met when a deciding piece of evidence is, else cannot tell when one is (or there is none), else met.
    public var verdict: ReportVerdict {
        let deciding = evidence.filter { !$0.isAdvisory }
        guard !deciding.isEmpty else { return .cannotTell }
        return ReportVerdict.combined(deciding.map(\.verdict))
    }

    /// `dark-interface`, `sufficient-contrast`: the criterion's identifier in JSON and HTML.
    public var identifier: String { name.lowercased().split(separator: " ").joined(separator: "-") }
}
