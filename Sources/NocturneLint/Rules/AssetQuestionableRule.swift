/// `asset-questionable`: a part of a color set that reads, but not as written (what `nocturne audit` reports as a warning).
enum AssetQuestionableRule: LintRuleDefinition {
    static let rule = LintRule(
        id: "asset-questionable",
        summary: "Part of a color set reads, but does not draw as written: an unknown idiom, gamut or system color, a component beyond its color space, a slot filled twice.",
        fix: "Fix the value the message names (Xcode's inspector shows the color set's slots).",
        triggeringExamples: [.colorSet("Brand", colors: "[" + ColorSetExamples.slot("0.100") + ", " + ColorSetExamples.slot("0.200") + "]")],
        nonTriggeringExamples: [.colorSet("Brand", colors: ColorSetExamples.complete)])
}
