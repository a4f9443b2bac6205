/// `asset-no-high-contrast`: a color set in an asset catalog with no High Contrast variant (a set of system-color references needs none).
enum AssetNoHighContrastRule: LintRuleDefinition {
    static let rule = LintRule(
        id: "asset-no-high-contrast", defaultSeverity: .note,
        summary: "The color set has no High Contrast variant.",
        fix: "Turn on High Contrast for the color set and give it stronger values.",
        triggeringExamples: [.colorSet("Brand", colors: ColorSetExamples.anyAndDark)],
        nonTriggeringExamples: [.colorSet("Brand", colors: ColorSetExamples.complete), .colorSet("Brand", colors: ColorSetExamples.systemReference)])
}
