/// `asset-symbol-collision`: color set names that generate the same Swift symbol.
enum AssetSymbolCollisionRule: LintRuleDefinition {
    static let rule = LintRule(
        id: "asset-symbol-collision", defaultSeverity: .error,
        summary: "Color set names generate the same Swift symbol, so Xcode cannot generate both.",
        fix: "Rename one of the color sets.",
        triggeringExamples: [.colorSet("brand-blue", colors: ColorSetExamples.complete) + .colorSet("BrandBlue", colors: ColorSetExamples.complete)],
        nonTriggeringExamples: [.colorSet("BrandBlue", colors: ColorSetExamples.complete) + .colorSet("BrandRed", colors: ColorSetExamples.complete)])
}
