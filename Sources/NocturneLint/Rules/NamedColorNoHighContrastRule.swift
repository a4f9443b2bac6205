/// `named-color-no-high-contrast`: a color set with a Dark appearance but no High Contrast one.
enum NamedColorNoHighContrastRule: SwiftColorRule {
    static let rule = LintRule(
        id: "named-color-no-high-contrast", defaultSeverity: .note,
        summary: "The named color's color set has no High Contrast variant for Increase Contrast.",
        fix: "Turn on High Contrast for the color set and give it stronger values.",
        triggeringExamples: [
            .colorSet("Brand", colors: ColorSetExamples.anyAndDark, swift: "let c = Color(\"Brand\")"),
        ],
        nonTriggeringExamples: [
            .colorSet("Brand", colors: ColorSetExamples.complete, swift: "let c = Color(\"Brand\")"),
            // A set that references system colors follows Increase Contrast as they do.
            .colorSet("Brand", colors: ColorSetExamples.systemReference, swift: "let c = Color(\"Brand\")"),
            // Without a Dark appearance the set is reported as named-color-no-dark only.
            .colorSet("Brand", colors: ColorSetExamples.anyOnly, swift: "let c = Color(\"Brand\")"),
        ])

    static func check(_ site: ColorSite, in walker: inout ColorSiteWalker) -> String? {
        guard let entry = entry(site, in: walker), entry.hasDark, !entry.hasHighContrast else { return nil }
        return "the color set '\(entry.name)' (\(entry.file)) has no High Contrast variant"
    }

    /// The catalog entry a named-color site names, when it is not chosen by mode and some catalog defines it.
    static func entry(_ site: ColorSite, in walker: ColorSiteWalker) -> ColorCatalogIndex.Entry? {
        guard site.kind == .namedColor, let name = site.name, site.context.isDisjoint(with: ColorContext.adapting.union(walker.excluded)) else { return nil }
        return walker.catalogs.entry(named: name, near: site.file)
    }
}
