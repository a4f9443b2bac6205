/// One problem found: where it is, which rule, how serious, why and how to fix it.
public struct LintFinding: Sendable, Hashable {
    /// The file, as reached from the path given on the command line.
    public var file: String
    /// The 1-based line.
    public var line: Int
    /// The 1-based column (in UTF-8 bytes, as compilers count).
    public var column: Int
    /// The rule (its ``LintRule/id`` is what outputs, baselines and `nocturne:ignore` name).
    public var rule: LintRule
    /// The severity after configuration.
    public var severity: LintSeverity
    /// One line: what is wrong here.
    public var message: String
    /// One line: how to fix it.
    public var fix: String
    /// The source text the finding points at (`Color(red: 0.2, green: 0.4, blue: 0.6)`), used to match baselines across edits.
    public var snippet: String
    /// The color site the finding was judged on, with its exact range, value, context and definition (`nil` for catalog findings).
    public var site: ColorSite?
    /// The pair the finding judged, when it is one: what the color is drawn on, in every mode.
    public var pair: PairJudgement?
    /// Whether the finding sits on a use of one of the app's palette members (`Config.Table.background`): its value is written,
    /// and changed, where the member is declared, so `fix` leaves the use as it is.
    package var isPaletteUse = false

    /// Creates a finding.
    public init(file: String, line: Int, column: Int, rule: LintRule, severity: LintSeverity, message: String, fix: String, snippet: String = "",
                site: ColorSite? = nil) {
        self.file = file
        self.line = line
        self.column = column
        self.rule = rule
        self.severity = severity
        self.message = message
        self.fix = fix
        self.snippet = snippet
        self.site = site
    }

    /// A finding of `rule` at its default severity, with the rule's fix.
    init(file: String, line: Int, column: Int, rule: LintRule, message: String, snippet: String = "", site: ColorSite? = nil) {
        self.init(file: file, line: line, column: column, rule: rule, severity: rule.defaultSeverity, message: message, fix: rule.fix,
                  snippet: snippet, site: site)
    }

    /// Orders findings by file, line, column and rule, the order every output uses.
    public static func ordered(_ lhs: LintFinding, _ rhs: LintFinding) -> Bool {
        if lhs.file != rhs.file { return lhs.file.sortsBefore(rhs.file) }
        if lhs.line != rhs.line { return lhs.line < rhs.line }
        if lhs.column != rhs.column { return lhs.column < rhs.column }
        return lhs.rule.id < rhs.rule.id
    }
}
