import NocturneSupport

/// The evidence for Apple's Sufficient Contrast criterion: every pair the app draws, judged in eight modes.
///
/// A pair that fails in some mode on a background the code names is **not met**; one that fails only on the system
/// background assumed for a background the code does not name is **cannot tell**; a pair whose foreground cannot be
/// read is said plainly (advisory). Increase Contrast is two of the eight modes; Bold Text and Reduce Transparency are
/// not modelled, and the page says so.
enum SufficientContrastEvidence {
    /// The criterion's question, as Apple puts it.
    static let question = "Do text and controls keep sufficient contrast (4.5:1 for text, 3:1 for large text and non-text), "
        + "Increase Contrast included?"

    /// The most failing pairs listed one by one in the evidence (the page's table lists every pair).
    static let listedFailures = 10

    /// The criterion, judged.
    ///
    /// - Parameter pairs: Every pair of the lint run.
    static func criterion(pairs: [PairJudgement]) -> ReportCriterion {
        let ordered = PairOutput.ordered(pairs)
        let failing = ordered.filter { $0.verdict == .fails || $0.verdict == .darkRegression }
        let named = failing.filter { !$0.backgroundIsAssumed }, assumed = failing.filter(\.backgroundIsAssumed)
        let unknown = ordered.filter { $0.verdict == .unknown }
        var evidence: [ReportEvidence] = []
        if ordered.count == unknown.count {
            evidence.append(ReportEvidence("pairs", .cannotTell, ordered.isEmpty
                ? "no pair found: the code and storyboards read name no foreground on a background"
                : "no pair could be judged: every foreground is unknown"))
        }
        for judgement in named.prefix(listedFailures) {
            evidence.append(ReportEvidence("pair", .notMet, judgement.failureMessage ?? judgement.description,
                                           at: judgement.pair.foreground.location?.description))
        }
        if named.count > listedFailures {
            evidence.append(ReportEvidence("pair", .notMet, "and \(NumberText.counted(named.count - listedFailures, "more pair")) failing on a "
                                           + "background the code names (the table lists them)"))
        }
        if !assumed.isEmpty {
            let example = assumed.first?.failureMessage.map { "; worst: \($0)" } ?? ""
            evidence.append(ReportEvidence("assumed background", .cannotTell, "\(NumberText.counted(assumed.count, "pair")) \(assumed.count == 1 ? "fails" : "fail") only against the "
                                           + "system background assumed where the code does not name what they are drawn on\(example)"))
        }
        if !unknown.isEmpty {
            evidence.append(ReportEvidence("unresolved", .cannotTell, "\(NumberText.counted(unknown.count, "pair")) not judged: the foreground "
                                           + "cannot be read (an image, an app's own function, a named color no catalog defines)", advisory: true))
        }
        let judged = ordered.count - unknown.count
        if failing.isEmpty, judged > 0 {
            evidence.append(ReportEvidence("pairs", .met, "every one of \(NumberText.counted(judged, "judged pair")) meets its minimum in all eight modes"))
        }
        return ReportCriterion(name: "Sufficient Contrast", question: question, evidence: evidence, modeShares: ModeShare.shares(of: ordered),
                               pairs: ordered)
    }
}
