/// `asset-low-contrast`: a pair of color sets whose contrast fails in some mode (declared or inferred from names, as `nocturne audit` does).
enum AssetLowContrastRule: LintRuleDefinition {
    static let rule = LintRule(
        id: "asset-low-contrast",
        summary: "A foreground/background pair of color sets falls below its contrast minimum in some mode.",
        fix: "Adjust the variant for that mode until the pair passes (nocturne audit shows the ratios).",
        triggeringExamples: [
            .colorSet("TextPrimary", colors: "[" + ColorSetExamples.slot("0.500") + ", " + ColorSetExamples.slot("0.500", dark: true) + "]")
                + .colorSet("BackgroundPrimary", colors: "[" + ColorSetExamples.slot("0.550") + ", " + ColorSetExamples.slot("0.450", dark: true) + "]"),
        ],
        nonTriggeringExamples: [
            .colorSet("TextPrimary", colors: "[" + ColorSetExamples.slot("0.000") + ", " + ColorSetExamples.slot("1.000", dark: true) + "]")
                + .colorSet("BackgroundPrimary", colors: "[" + ColorSetExamples.slot("1.000") + ", " + ColorSetExamples.slot("0.000", dark: true) + "]"),
        ])
}
