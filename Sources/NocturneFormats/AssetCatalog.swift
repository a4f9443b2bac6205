import NocturneAppearance
import NocturneSupport

/// An Xcode asset catalog as read: its color sets, every `Contents.json` kept losslessly, and what went wrong.
///
/// ``documents`` hold each `Contents.json` as parsed, with the layout it was written in, so
/// ``AssetCatalogWriter/files(for:)-(AssetCatalog)`` writes a catalog back byte for byte. Image,
/// data and symbol sets are listed in ``ignored`` and never touched.
public struct AssetCatalog: Sendable, Hashable {
    /// The catalog's name: its folder name without `.xcassets`.
    public var name: String
    /// Every `Contents.json` that parsed, by path relative to the catalog root, in path order.
    public var documents: [AssetCatalogDocument]
    /// The color sets in path order.
    public var colorSets: [ColorSet]
    /// Paths of sets that are not color sets (image, data, symbol, app icon sets), relative to the root.
    public var ignored: [String]
    /// Problems found while reading; the sets they do not affect still loaded.
    public var diagnostics: [FormatError]

    /// Creates a catalog.
    public init(name: String, documents: [AssetCatalogDocument] = [], colorSets: [ColorSet] = [], ignored: [String] = [], diagnostics: [FormatError] = []) {
        self.name = name
        self.documents = documents
        self.colorSets = colorSets
        self.ignored = ignored
        self.diagnostics = diagnostics
    }

    /// The color set with a qualified name (`Brand/Blurple`), or `nil`.
    public subscript(qualifiedName: String) -> ColorSet? {
        colorSets.first { $0.qualifiedName == qualifiedName }
    }

    /// Color sets whose generated Swift symbols collide, by symbol.
    public var symbolCollisions: [SymbolCollision] {
        SwiftSymbolName.collisions(among: colorSets.map(\.qualifiedName))
    }

    /// The catalog as a token set: one token per color set (named by its qualified name) with its four appearances.
    ///
    /// Each of the four base modes gets the value the set draws in it (``ColorSet/tokenColor(in:idiom:resolver:)``),
    /// stored only where the set has a slot of its own for that mode, so that fallbacks stay
    /// fallbacks; references are resolved in the mode they draw in and kept as references.
    ///
    /// - Parameter resolver: Resolves system-color references.
    public func tokenSet(resolver: SystemColorResolver = .default) -> TokenSet {
        var tokens: [ColorToken] = []
        for set in colorSets {
            var values = ModeValues<TokenColor?>(repeating: nil)
            let idiom = set.primaryIdiom
            let hasReference = set.entries.contains { if case .reference? = $0.color { true } else { false } }
            for mode in TokenSet.baseModes {
                guard let entry = set.drawingEntry(in: mode, idiom: idiom) else { continue }
                let own: Bool
                switch (mode.colorScheme, mode.contrast) {
                case (.light, .standard): own = true
                case (.dark, .standard): own = entry.luminosity == .dark
                case (.light, .increased): own = entry.highContrast
                case (.dark, .increased): own = entry.highContrast && entry.luminosity == .dark
                }
                if own || hasReference, let value = set.tokenColor(in: mode, idiom: idiom, resolver: resolver) {
                    values[mode] = value
                }
            }
            tokens.append(ColorToken(name: set.qualifiedName, group: set.folders, values: values))
        }
        let accent = colorSets.first { $0.qualifiedName == "AccentColor" }?.qualifiedName
        return TokenSet(name: name, tokens: tokens, accentTokenName: accent, source: name + ".xcassets", diagnostics: diagnostics)
    }
}

/// One `Contents.json` of a catalog: where it is, what it holds, and how it was laid out.
public struct AssetCatalogDocument: Sendable, Hashable {
    /// The path relative to the catalog root (`Colors/Brand/Blurple.colorset/Contents.json`).
    public var path: String
    /// The parsed document.
    package var value: JSONValue
    /// The layout it was written in.
    package var style: JSONStyle

    /// The document as text in its own layout: identical to the file it was read from.
    public var text: String { value.serialized(style: style) }
}
