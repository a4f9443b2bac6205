/// The result of a lint run: the findings that remain, those silenced, and what was scanned.
public struct LintReport: Sendable {
    /// Findings to report, in file, line, column order.
    public var findings: [LintFinding]
    /// Findings silenced by a `nocturne:ignore` comment, each with the comment's line.
    public var suppressed: [(finding: LintFinding, suppressionLine: Int)]
    /// Findings left out because the baseline lists them.
    public var baselined: [LintFinding]
    /// Swift files scanned.
    public var swiftFiles: Int
    /// Lines of Swift scanned.
    public var swiftLines: Int
    /// Storyboards and xibs scanned.
    public var interfaceBuilderFiles: Int
    /// Asset catalogs read.
    public var catalogs: Int
    /// Every finding before the baseline was applied (what `--write-baseline` records).
    public var unbaselined: [LintFinding]
    /// What the walk left out and why: FIFOs and devices, links out of the paths given, unreadable `.gitignore` files.
    public var skipped: [LintSkip] = []

    /// Whether an error-severity finding remains (`nocturne lint` then exits 1).
    public var hasErrors: Bool { findings.contains { $0.severity == .error } }

    /// How many remaining findings each rule has, in ``LintRule/all`` order, rules without findings left out.
    public var countsByRule: [(rule: String, count: Int)] {
        LintRule.all.compactMap { rule in
            let count = findings.reduce(0) { $0 + ($1.rule == rule.id ? 1 : 0) }
            return count > 0 ? (rule.id, count) : nil
        }
    }
}
