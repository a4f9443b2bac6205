/// `named-color-missing`: a color named by a string that no catalog in the tree defines.
enum NamedColorMissingRule: SwiftColorRule {
    static let rule = LintRule(
        id: "named-color-missing", defaultSeverity: .error,
        summary: "The named color is defined by no asset catalog in the scanned tree.",
        fix: "Add a color set of that name (with a Dark variant) to an asset catalog, or fix the name.",
        triggeringExamples: [
            .colorSet("Brand", colors: ColorSetExamples.complete, swift: "let c = Color(\"Brnad\")"),
            .colorSet("Brand", colors: ColorSetExamples.complete, swift: "let c = UIColor(named: \"Missing\")"),
            // A catalog that holds only the app icon defines no color: every name is missing.
            LintExample(files: [
                "App/Assets.xcassets/Contents.json": #"{ "info" : { "author" : "xcode", "version" : 1 } }"#,
                "App/Assets.xcassets/AppIcon.appiconset/Contents.json": #"{ "images" : [], "info" : { "author" : "xcode", "version" : 1 } }"#,
                "App/View.swift": "let c = Color(\"Brand\")",
            ]),
        ],
        nonTriggeringExamples: [
            .colorSet("Brand", colors: ColorSetExamples.complete, swift: "let c = Color(\"Brand\")"),
            // With no catalog in the tree there is nothing to check names against.
            .swift("let c = Color(\"Brand\")"),
            // An app without an accent color set gets the system's.
            .colorSet("Brand", colors: ColorSetExamples.complete, swift: "let c = Color(\"AccentColor\")"),
        ])

    /// The name an app's accent color set has; without one, the system's accent color is used (no color is missing).
    static let systemAccentName = "AccentColor"

    static func check(_ site: ColorSite, in walker: inout ColorSiteWalker) -> String? {
        guard site.kind == .namedColor, let name = site.name, walker.catalogs.hasCatalogs,
            site.context.isDisjoint(with: ColorContext.adapting.union(walker.excluded)), walker.catalogs.byName[name] == nil,
            name != systemAccentName else { return nil }
        return "no asset catalog in the scanned tree defines the color '\(name)'"
    }
}
