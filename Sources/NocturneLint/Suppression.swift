/// An inline `// nocturne:ignore <rule>…` comment: it silences those rules on its own line and on the line below.
///
/// With no rule named it silences every rule. A suppression that silenced nothing is reported as unused.
public struct Suppression: Sendable, Hashable {
    /// The 1-based line of the comment.
    public var line: Int
    /// The 1-based column where `nocturne:ignore` starts.
    public var column: Int
    /// The rule identifiers it names; empty for all rules.
    public var rules: [String]

    /// Creates a suppression.
    public init(line: Int, column: Int, rules: [String]) {
        self.line = line
        self.column = column
        self.rules = rules
    }

    /// Whether it silences a finding of `rule` on `line`.
    public func silences(rule: String, line findingLine: Int) -> Bool {
        (findingLine == line || findingLine == line + 1) && (rules.isEmpty || rules.contains(rule))
    }
}
