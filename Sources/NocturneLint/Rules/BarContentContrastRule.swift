/// `bar-content-contrast`: a navigation bar, toolbar or tab bar colored so that its content cannot be read in some mode.
///
/// Judged as a pair by the pair core (``ColorPair``, ``PairJudgement``): the bar's color is the surface, its content the
/// foreground: the `tintColor` the code gives the same bar, else the system's default content, which adapts (the
/// title in `label`, the items in `systemBlue`). A constant light `barTintColor` under default content hides the title in
/// dark; a constant dark bar with dark items hides them in every mode. A bar whose color adapts, or whose content
/// passes in every mode, is not a finding.
enum BarContentContrastRule: LintRuleDefinition {
    static let rule = LintRule(
        id: "bar-content-contrast",
        summary: "A bar's color hides its content in some mode: a constant bar color under content that adapts, or under content of its own shade.",
        fix: "Give the bar an adapting color (systemBackground, a color set with a Dark variant), or set its content colors with it, for both modes.",
        triggeringExamples: [
            .swift("func style() {\n    navigationController?.navigationBar.barTintColor = .white\n}"),
            .swift("func style() {\n    let bar = UINavigationBar.appearance()\n    bar.barTintColor = UIColor(red: 0.1, green: 0.1, blue: 0.12, alpha: 1)\n    bar.tintColor = UIColor(red: 0.2, green: 0.2, blue: 0.25, alpha: 1)\n}"),
            .swift("struct Root: View {\n    var body: some View {\n        NavigationStack { List {} }\n            .toolbarBackground(Color.white, for: .navigationBar)\n    }\n}"),
        ],
        nonTriggeringExamples: [
            .swift("func style() {\n    navigationController?.navigationBar.barTintColor = .systemBackground\n}"),
            .swift("func style() {\n    let bar = UINavigationBar.appearance()\n    bar.barTintColor = UIColor(red: 0.05, green: 0.3, blue: 0.6, alpha: 1)\n    bar.tintColor = .white\n}"),
            .swift("struct Root: View {\n    var body: some View {\n        NavigationStack { List {} }\n            .toolbarBackground(Color.white, for: .navigationBar)\n            .toolbarColorScheme(.light, for: .navigationBar)\n    }\n}"),
            .swift("func style() {\n    label.backgroundColor = .white\n    label.textColor = .black\n}"),
        ])

    /// The finding's message for a bar pair that fails, or `nil` when it passes in every mode.
    static func message(_ bar: SwiftPairs.BarPair, judgement: PairJudgement) -> String? {
        guard judgement.verdict == .fails || judgement.verdict == .darkRegression, let failure = judgement.failureMessage else { return nil }
        let content = bar.contentIsDefault ? "its default content" : "its content"
        return "\(bar.bar)'s color hides \(content): \(failure)"
    }
}
