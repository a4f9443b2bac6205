/// What the evidence says of one of Apple's Accessibility Nutrition Label criteria, or of one piece of evidence.
public enum ReportVerdict: String, Sendable, Hashable, CaseIterable {
    /// The evidence shows the criterion is met.
    case met
    /// Some evidence shows it is not met.
    case notMet = "not met"
    /// Some evidence could not be read, or is missing: the tool cannot say; never counted as met.
    case cannotTell = "cannot tell"

    /// The kebab-case form HTML attributes and JSON keys use: `met`, `not-met`, `cannot-tell`.
    public var identifier: String { rawValue.split(separator: " ").joined(separator: "-") }

    /// The verdict of several: not met when one is, else cannot tell when one is, else met (also for none).
    public static func combined(_ verdicts: some Sequence<ReportVerdict>) -> ReportVerdict {
        var result = ReportVerdict.met
        for verdict in verdicts {
            if verdict == .notMet { return .notMet }
            if verdict == .cannotTell { result = .cannotTell }
        }
        return result
    }
}
