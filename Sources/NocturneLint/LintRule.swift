/// A lint rule: its identifier, default severity, what it finds, how to fix it, and examples that must and must not trigger it.
///
/// Each rule is defined in a file of its own under `Sources/NocturneLint/Rules/`; two rules are equal when their identifiers are.
public struct LintRule: Sendable, Hashable, Identifiable {
    /// The kebab-case identifier used in output, configuration, baselines and `nocturne:ignore`.
    public var id: String
    /// The severity unless the configuration says otherwise.
    public var defaultSeverity: LintSeverity
    /// One sentence: what the rule finds.
    public var summary: String
    /// One sentence: how to fix what it finds.
    public var fix: String
    /// Trees in which the rule must report at least once.
    public var triggeringExamples: [LintExample]
    /// Trees in which the rule must not report.
    public var nonTriggeringExamples: [LintExample]

    /// Creates a rule.
    public init(id: String, defaultSeverity: LintSeverity, summary: String, fix: String,
                triggeringExamples: [LintExample] = [], nonTriggeringExamples: [LintExample] = []) {
        self.id = id
        self.defaultSeverity = defaultSeverity
        self.summary = summary
        self.fix = fix
        self.triggeringExamples = triggeringExamples
        self.nonTriggeringExamples = nonTriggeringExamples
    }

    /// Whether two rules have the same identifier.
    public static func == (lhs: LintRule, rhs: LintRule) -> Bool { lhs.id == rhs.id }

    /// Hashes the identifier.
    public func hash(into hasher: inout Hasher) { hasher.combine(id) }

    /// Every rule, in the order help and SARIF list them.
    public static let all: [LintRule] = [
        constantColor, fixedBlackWhite, nonAdaptingSystemColor, layerColorSnapshot, namedColorMissing, namedColorNoDark, namedColorNoHighContrast,
        interfaceBuilderCustomColor, assetNoDark, assetNoHighContrast, assetSymbolCollision, assetUnreadable, assetQuestionable, assetLowContrast,
        unusedSuppression,
    ]

    /// The rule with an identifier, or `nil`.
    public static func named(_ id: String) -> LintRule? { all.first { $0.id == id } }
}
