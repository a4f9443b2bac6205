/// `named-color-no-dark`: a color set without a Dark appearance (or with one that repeats its near-white or light gray
/// light color), used by name or generated symbol.
enum NamedColorNoDarkRule: SwiftColorRule {
    static let rule = LintRule(
        id: "named-color-no-dark",
        summary: "The named color's color set has no Dark appearance, so it looks the same in both modes.",
        fix: "Add a Dark appearance to the color set in the asset catalog.",
        triggeringExamples: [
            .colorSet("Brand", colors: ColorSetExamples.anyOnly, swift: "let c = Color(\"Brand\")"),
            .colorSet("Brand", colors: ColorSetExamples.anyOnly, swift: "Text(\"a\").foregroundColor(.brand)"),
            .colorSet("Brand", colors: ColorSetExamples.anyOnly) + .storyboard("<color key=\"textColor\" name=\"Brand\"/>"),
            .colorSet("Page", colors: ColorSetExamples.darkRepeatsNearWhite, swift: "let v = VStack {}.background(Color(\"Page\"))"),
        ],
        nonTriggeringExamples: [
            .colorSet("Brand", colors: ColorSetExamples.anyAndDark, swift: "let c = Color(\"Brand\")"),
            .colorSet("Brand", colors: ColorSetExamples.systemReference, swift: "let c = Color(\"Brand\")"),
            .colorSet("Ink", colors: ColorSetExamples.darkRepeatsDarkGray, swift: "let c = Color(\"Ink\")"),
        ])

    static func check(_ site: ColorSite, in walker: inout ColorSiteWalker) -> String? {
        guard let entry = NamedColorNoHighContrastRule.entry(site, in: walker), !entry.hasDark else { return nil }
        return entry.darkRepeatsLight ? "the color set '\(entry.name)' (\(entry.file)) has a Dark appearance the same as its light one"
            : "the color set '\(entry.name)' (\(entry.file)) has no Dark appearance"
    }
}
