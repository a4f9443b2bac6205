extension LintRule {
    /// A color set in an asset catalog with no High Contrast variant (a set of system-color references needs none).
    public static let assetNoHighContrast = LintRule(
        id: "asset-no-high-contrast", defaultSeverity: .note,
        summary: "The color set has no High Contrast variant.",
        fix: "Turn on High Contrast for the color set and give it stronger values.",
        triggeringExamples: [.colorSet("Brand", colors: ColorSetExamples.anyAndDark)],
        nonTriggeringExamples: [.colorSet("Brand", colors: ColorSetExamples.complete), .colorSet("Brand", colors: ColorSetExamples.systemReference)])
}
