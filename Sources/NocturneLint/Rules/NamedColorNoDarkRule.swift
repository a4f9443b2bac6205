/// `named-color-no-dark`: a color set without a Dark appearance, used by name or generated symbol.
enum NamedColorNoDarkRule: SwiftColorRule {
    static let rule = LintRule(
        id: "named-color-no-dark",
        summary: "The named color's color set has no Dark appearance, so it looks the same in both modes.",
        fix: "Add a Dark appearance to the color set in the asset catalog.",
        triggeringExamples: [
            .colorSet("Brand", colors: ColorSetExamples.anyOnly, swift: "let c = Color(\"Brand\")"),
            .colorSet("Brand", colors: ColorSetExamples.anyOnly, swift: "Text(\"a\").foregroundColor(.brand)"),
            .colorSet("Brand", colors: ColorSetExamples.anyOnly) + .storyboard("<color key=\"textColor\" name=\"Brand\"/>"),
        ],
        nonTriggeringExamples: [
            .colorSet("Brand", colors: ColorSetExamples.anyAndDark, swift: "let c = Color(\"Brand\")"),
            .colorSet("Brand", colors: ColorSetExamples.systemReference, swift: "let c = Color(\"Brand\")"),
        ])

    static func check(_ site: ColorSite, in walker: inout ColorSiteWalker) -> String? {
        guard let entry = NamedColorNoHighContrastRule.entry(site, in: walker), !entry.hasDark else { return nil }
        return "the color set '\(entry.name)' (\(entry.file)) has no Dark appearance"
    }
}
