/// An inline `// nocturne:ignore <rule>…` comment: after code it silences those rules on its own line; alone on its
/// line it silences them on the line below (two trailing comments on consecutive lines each cover their own line).
///
/// With no rule named it silences every rule. A suppression that silenced nothing is reported as unused.
struct Suppression: Sendable, Hashable {
    /// The 1-based line of the comment.
    var line: Int
    /// The 1-based column where `nocturne:ignore` starts.
    var column: Int
    /// The rule identifiers it names; empty for all rules.
    var rules: [String]
    /// The lines it silences.
    var coveredLines: ClosedRange<Int>

    /// Creates a suppression.
    ///
    /// - Parameters:
    ///   - line: The comment's line, 1-based (a smaller value is taken as 1).
    ///   - column: The comment's column, 1-based (a smaller value is taken as 1).
    ///   - rules: The rule identifiers it names; empty for all rules.
    ///   - coveredLines: The lines it silences; by default its own and the next (an XML comment in a storyboard).
    init(line: Int, column: Int, rules: [String], coveredLines: ClosedRange<Int>? = nil) {
        self.line = max(line, 1)
        self.column = max(column, 1)
        self.rules = rules
        self.coveredLines = coveredLines ?? self.line...(self.line + 1)
    }

    /// Whether it silences a finding of `rule` on `line`.
    func silences(rule: String, line findingLine: Int) -> Bool {
        coveredLines.contains(findingLine) && (rules.isEmpty || rules.contains(rule))
    }
}
