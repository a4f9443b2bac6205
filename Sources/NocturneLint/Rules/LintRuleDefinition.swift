/// The type that declares one rule in its own file under `Rules/`: the rule's identifier, texts and examples in one value.
///
/// A file states only what is the rule's own: its identifier, a severity other than a warning, the summary and the fix,
/// the examples, and (for a ``SwiftColorRule``) the check. The public constants (``LintRule/constantColor``…) and
/// ``LintRule/all`` are read from these types (``LintRule/definitions``); the catalog audit and the linter report the others.
protocol LintRuleDefinition: Sendable {
    /// The rule's identity, severity, texts and examples.
    static var rule: LintRule { get }
}
