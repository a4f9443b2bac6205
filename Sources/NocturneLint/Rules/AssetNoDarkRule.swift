extension LintRule {
    /// A color set in an asset catalog with no Dark variant.
    public static let assetNoDark = LintRule(
        id: "asset-no-dark", defaultSeverity: .warning,
        summary: "The color set has no Dark appearance.",
        fix: "Add a Dark appearance to the color set.",
        triggeringExamples: [.colorSet("Brand", colors: ColorSetExamples.anyOnly)],
        nonTriggeringExamples: [.colorSet("Brand", colors: ColorSetExamples.anyAndDark), .colorSet("Brand", colors: ColorSetExamples.systemReference)])
}
