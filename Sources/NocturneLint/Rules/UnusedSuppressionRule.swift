/// `unused-suppression`: a `nocturne:ignore` comment that silenced nothing.
enum UnusedSuppressionRule: LintRuleDefinition {
    static let rule = LintRule(
        id: "unused-suppression", defaultSeverity: .note,
        summary: "The nocturne:ignore comment silences nothing on its line or the next.",
        fix: "Remove the comment, or name the rule of the finding it was meant for.",
        triggeringExamples: [.swift("// nocturne:ignore constant-color\nlet c = Color.primary")],
        nonTriggeringExamples: [.swift("// nocturne:ignore constant-color\nlet c = x.foregroundColor(Color(red: 0.2, green: 0, blue: 0))")])
}
