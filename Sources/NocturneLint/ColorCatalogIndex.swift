import NocturneAppearance
import NocturneFormats

/// The color sets of every asset catalog in the scanned tree, by name and by generated Swift symbol.
///
/// Named colors in code and Interface Builder files are checked against it: a name no catalog
/// defines, a set without a Dark appearance, a set without High Contrast. When the tree holds no
/// catalog with colors, nothing is reported about names (there is nothing to check them against).
struct ColorCatalogIndex: Sendable {
    /// What the linter needs to know about one color set.
    struct Entry: Sendable, Hashable {
        /// The qualified name (`Brand/Blurple`).
        var name: String
        /// The set's `Contents.json`, as a path a finding can point at.
        var file: String
        /// Whether it has a Dark appearance (or is a system color, which adapts by itself).
        var hasDark: Bool
        /// Whether it has a High Contrast variant (or draws system-color references under Increase Contrast, which adapt by themselves).
        var hasHighContrast: Bool
        /// The color in each mode as the catalog resolves it (a missing variant takes its fallback), or `nil` when some mode cannot be read.
        var values: ModeValues<ResolvedColor>? = nil
    }

    /// Sets by name: the qualified name and, where unambiguous, the bare name (the first catalog's set, for a name two
    /// catalogs define: ``entry(named:near:)`` tells them apart).
    private(set) var byName: [String: Entry] = [:]
    /// The sets of a name more than one catalog defines (an app's and its extension's `Background`), each catalog's.
    private var shared: [String: [Entry]] = [:]
    /// Sets by the FNV hash of their generated Swift symbol (`Color.steel`, `.trail`).
    private(set) var bySymbolHash: [UInt32: Entry] = [:]
    /// The sets of a symbol more than one catalog's sets generate (a package's `Accent` and an extension's `AccentColor`
    /// are both `.accent`), each catalog's.
    private var sharedSymbols: [UInt32: [Entry]] = [:]

    /// Whether any catalog with colors was found.
    var isEmpty: Bool { byName.isEmpty }
    /// Whether any catalog was found, with colors or not: names are then checked against it (an app whose only catalog
    /// holds icons defines no color, so every named color it uses is missing).
    private(set) var hasCatalogs = false

    /// Creates an index of catalogs.
    ///
    /// - Parameter catalogs: Catalogs, each with the path of its folder as findings should show it.
    init(_ catalogs: [(path: String, catalog: AssetCatalog)] = []) {
        hasCatalogs = !catalogs.isEmpty
        for (path, catalog) in catalogs {
            let tokens = catalog.tokenSet()
            for set in catalog.colorSets {
                let isReference = set.entries.contains { if case .reference? = $0.color { true } else { false } }
                let file = set.file.isEmpty ? path : (path.hasSuffix("/") ? path : path + "/") + set.file
                let entry = Entry(name: set.qualifiedName, file: file, hasDark: set.hasDarkSlot || isReference,
                                  hasHighContrast: set.hasHighContrastSlot || set.followsContrastThroughReferences,
                                  values: ColorCatalogIndex.values(of: tokens[set.qualifiedName]))
                for name in Set([set.qualifiedName, set.name]) {
                    guard let first = byName[name] else {
                        byName[name] = entry
                        continue
                    }
                    if first.file != entry.file { shared[name, default: [first]].append(entry) }
                }
                for symbol in Set([set.swiftSymbol, SwiftSymbolName.symbol(for: set.name)]) {
                    let hash = WordTable.hash(symbol.utf8)
                    guard let first = bySymbolHash[hash] else {
                        bySymbolHash[hash] = entry
                        continue
                    }
                    if first.file != entry.file { sharedSymbols[hash, default: [first]].append(entry) }
                }
            }
        }
    }

    /// A token's value in each of the eight modes, or `nil` when one of them does not resolve.
    private static func values(of token: ColorToken?) -> ModeValues<ResolvedColor>? {
        guard let token else { return nil }
        var resolved: [ResolvedColor] = []
        for mode in AppearanceMode.all {
            guard let value = token.value(in: mode)?.resolved else { return nil }
            resolved.append(value)
        }
        return ModeValues(resolved)
    }

    /// The set `name` names for a file: when several catalogs define it, the one nearest the file by folder (the deepest
    /// folder their paths share: an extension's own catalog for the extension's files), else the one set of that name.
    func entry(named name: String, near file: String?) -> Entry? {
        guard let candidates = shared[name], let file else { return byName[name] }
        return Self.nearest(candidates, to: file) ?? byName[name]
    }

    /// The set a generated symbol names, by the symbol's hash: when several catalogs' sets generate it, the one nearest
    /// `file` (see ``entry(named:near:)``).
    func entry(symbolHash: UInt32, near file: String? = nil) -> Entry? {
        guard !bySymbolHash.isEmpty, let first = bySymbolHash[symbolHash] else { return nil }
        guard let candidates = sharedSymbols[symbolHash], let file else { return first }
        return Self.nearest(candidates, to: file) ?? first
    }

    /// The candidate whose catalog shares the deepest folder with `file`. Two equally near are told apart by nothing the
    /// tree says (the targets that build them are not read): the one with a Dark appearance is taken, so that no finding
    /// rests on a guess.
    private static func nearest(_ candidates: [Entry], to file: String) -> Entry? {
        let parts = file.split(separator: "/").dropLast()
        func depth(_ entry: Entry) -> Int {
            // The catalog's folder: the set's path up to the `.xcassets` folder.
            let folders = entry.file.split(separator: "/")
            let catalog = folders.prefix { !$0.hasSuffix(".xcassets") }
            return zip(catalog, parts).prefix { $0 == $1 }.count
        }
        return candidates.max { (depth($0), $0.hasDark ? 1 : 0) < (depth($1), $1.hasDark ? 1 : 0) }
    }
}
