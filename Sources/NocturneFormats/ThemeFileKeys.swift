/// The keys the theme-file reader knows, at each level of `.nocturne.json`; the schema (``ThemeFileSchema``) must list the same.
package enum ThemeFileKeys {
    /// The top level: the editor's `$schema`, the linter's settings (read by `nocturne lint`) and `theme`.
    package static let topLevel = ["$schema", "rules", "exclude", "includeTests", "includePreviews", "includeWatch", "gitignore", "followLinks", "theme"]
    /// The `theme` object.
    package static let theme = ["name", "accent", "accentDark", "neutral", "contrastMethod", "colorVision", "colors", "pairs", "outputs"]
    /// One entry of `colors`.
    package static let color = ["light", "dark", "lightIncreased", "darkIncreased", "darkElevated", "role", "description"]
    /// One entry of `pairs`.
    package static let pair = ["foreground", "background", "minimum", "distinct"]
    /// `minimum` as an object.
    package static let minimum = ["standard", "increased"]
    /// `outputs`: the formats `nocturne theme --format` takes.
    package static let outputs = ThemeExporter.Format.allCases.map(\.rawValue)
    /// Other names users give formats, for the suggestion.
    package static let outputAliases = ["dtcg": "tokens", "designtokens": "tokens", "preview": "html", "assetcatalog": "xcassets", "catalog": "xcassets",
                                "assets": "xcassets", "stylesheet": "css", "kotlin": "android", "xml": "android"]
}
