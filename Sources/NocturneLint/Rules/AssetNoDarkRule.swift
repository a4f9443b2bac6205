/// `asset-no-dark`: a color set in an asset catalog with no Dark variant.
enum AssetNoDarkRule: LintRuleDefinition {
    static let rule = LintRule(
        id: "asset-no-dark",
        summary: "The color set has no Dark appearance.",
        fix: "Add a Dark appearance to the color set.",
        triggeringExamples: [.colorSet("Brand", colors: ColorSetExamples.anyOnly)],
        nonTriggeringExamples: [.colorSet("Brand", colors: ColorSetExamples.anyAndDark), .colorSet("Brand", colors: ColorSetExamples.systemReference)])
}
