import NocturneProject

/// The result of a lint run: the findings that remain, those silenced, and what was scanned.
public struct LintReport: Sendable {
    /// A finding silenced by a `nocturne:ignore` comment, with the comment's line.
    public struct SuppressedFinding: Sendable, Hashable {
        /// The finding.
        public var finding: LintFinding
        /// The 1-based line of the `nocturne:ignore` comment that silenced it.
        public var suppressionLine: Int
    }

    /// How many remaining findings one rule has.
    public struct RuleCount: Sendable, Hashable {
        /// The rule.
        public var rule: LintRule
        /// Its remaining findings.
        public var count: Int
    }

    /// How many findings a run reported, by severity, and how many it left out: what its summary says.
    public struct Counts: Sendable, Hashable {
        /// Findings that remain with an error severity.
        public var errors = 0
        /// Findings that remain with a warning severity.
        public var warnings = 0
        /// Findings that remain with a note severity.
        public var notes = 0
        /// Findings silenced by a `nocturne:ignore` comment.
        public var suppressed = 0
        /// Findings left out because the baseline lists them.
        public var baselined = 0

        /// Every finding that remains.
        public var findings: Int { errors + warnings + notes }

        /// How many remain with a severity.
        public func count(of severity: LintSeverity) -> Int {
            switch severity {
            case .error: errors
            case .warning: warnings
            case .note: notes
            }
        }

        /// Counts one finding that remains.
        mutating func count(_ finding: LintFinding) {
            switch finding.severity {
            case .error: errors += 1
            case .warning: warnings += 1
            case .note: notes += 1
            }
        }
    }

    /// Findings to report, in file, line, column order (empty when the run passed them on as it went: ``counts`` counts them).
    public var findings: [LintFinding]
    /// How many findings remain, by severity, and how many were suppressed and baselined, whether the lists are kept or not.
    public var counts = Counts()
    /// Findings silenced by a `nocturne:ignore` comment, each with the comment's line.
    public var suppressed: [SuppressedFinding]
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
    /// Swift files a generator wrote (a `DO NOT EDIT` header, `*.generated.swift`) or that are vendored third-party code
    /// (`Vendor/`, `ThirdParty/`): read for their declarations, never reported.
    public var generatedFiles: [String] = []
    /// Every pair the run found (what each foreground is drawn on), judged in eight modes: the evidence behind the findings.
    public var pairs: [PairJudgement] = []
    /// The Swift files with text the parser could not read as Swift, and how many bytes of each (`unknown` nodes): their
    /// sites were still read where the parse recovered.
    public var unknownBytes: [(file: String, bytes: Int)] = []
    /// How many Swift color sites there are.
    public var colorSiteCount = 0
    /// The Swift color sites whose type is unknown: where each is, and its text.
    public var untypedSites: [(file: String, line: Int, text: String)] = []
    /// How many of the Swift color sites have a known type (``ColorSite/type``).
    public var typedSiteCount: Int { colorSiteCount - untypedSites.count }

    /// The color sets of the catalogs the run read, by name: what `nocturne report` resolves named colors in.
    var colorCatalogs = ColorCatalogIndex()
    /// The project model of the paths (targets, catalogs, Info.plists), when the run loaded it.
    var project: Project?
    /// What the app targets say about their appearance, read once for the run and the report.
    var appAppearances: [TargetAppearance]?
    /// The storyboards and xibs the run read, as the walk names them.
    var interfaceBuilderPaths: [String] = []
    /// The images drawn as backgrounds in the Swift files, storyboards and xibs read (what `nocturne report` judges in dark).
    var backgroundImages: [BackgroundImageUse] = []

    /// Whether an error-severity finding remains (`nocturne lint` then exits 1).
    public var hasErrors: Bool { counts.errors > 0 || findings.contains { $0.severity == .error } }

    /// How many remaining findings each rule has, in ``LintRule/all`` order, rules without findings left out.
    public var countsByRule: [RuleCount] {
        var counts: [String: Int] = [:]
        for finding in findings { counts[finding.rule.id, default: 0] += 1 }
        return LintRule.all.compactMap { rule in counts[rule.id].map { RuleCount(rule: rule, count: $0) } }
    }
}
