/// A lint rule: its identifier, default severity, what it finds, how to fix it, and examples that must and must not trigger it.
///
/// Each rule is declared by a type in a file of its own under `Sources/NocturneLint/Rules/` (its identifier, texts and
/// examples, and for Swift rules its check); two rules are equal when their identifiers are.
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

    /// Creates a rule; its severity is a warning unless stated.
    public init(id: String, defaultSeverity: LintSeverity = .warning, summary: String, fix: String,
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

    /// The type declaring each rule, in the order help and SARIF list them.
    static let definitions: [any LintRuleDefinition.Type] = [
        ConstantColorRule.self, FixedBlackWhiteRule.self, NonAdaptingSystemColorRule.self, LayerColorSnapshotRule.self, NamedColorMissingRule.self,
        NamedColorNoDarkRule.self, NamedColorNoHighContrastRule.self, InterfaceBuilderCustomColorRule.self, AssetNoDarkRule.self,
        AssetNoHighContrastRule.self, AssetSymbolCollisionRule.self, AssetUnreadableRule.self, AssetQuestionableRule.self, AssetLowContrastRule.self,
        ColorSchemeModifierRule.self, InterfaceStyleOptOutRule.self, BarContentContrastRule.self, PairContrastRule.self, UnusedSuppressionRule.self,
    ]

    /// Every rule, in the order help and SARIF list them.
    public static let all: [LintRule] = definitions.map { $0.rule }

    /// The rule with an identifier, or `nil`.
    public static func named(_ id: String) -> LintRule? { all.first { $0.id == id } }
}
