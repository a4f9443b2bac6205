/// `asset-unreadable`: a part of an asset catalog that could not be read.
enum AssetUnreadableRule: LintRuleDefinition {
    static let rule = LintRule(
        id: "asset-unreadable", defaultSeverity: .error,
        summary: "Part of the asset catalog could not be read.",
        fix: "Fix the file (Xcode rewrites it when the color set is edited).",
        triggeringExamples: [.colorSet("Brand", colors: "[ { \"idiom\" : \"universal\", \"color\" : { \"color-space\" : \"srgb\", \"components\" : { \"red\" : \"x\" } } } ]")],
        nonTriggeringExamples: [.colorSet("Brand", colors: ColorSetExamples.complete)])
}
