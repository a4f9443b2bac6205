import NocturneAppearance
import NocturneSupport

/// The names the merge gives the theme's sets beside the app's: a prefix for the theme's own tokens, or the app's set adopted.
///
/// A clash with a set the merge does not manage is never settled by replacing the app's set: the theme's sets are named
/// apart (``AssetCatalogMerge/prefix``), or the app's set is kept and becomes the token's value (``AssetCatalogMerge/adopts``).
extension AssetCatalogMerge {
    /// Whether `prefix` can begin a color set's name: ASCII letters and digits, starting with a letter (or empty).
    public static func isValidPrefix(_ prefix: String) -> Bool {
        guard let first = prefix.unicodeScalars.first else { return true }
        return first.properties.isAlphabetic && first.isASCII && prefix.unicodeScalars.allSatisfy { $0.isASCII && ($0.properties.isAlphabetic || ("0"..."9").contains($0)) }
    }

    /// `prefix` + the name with its first letter capitalized: `nc` and `danger` give `ncDanger`.
    static func prefixed(_ name: String, _ prefix: String) -> String {
        prefix.isEmpty ? name : prefix + name.prefix(1).uppercased() + name.dropFirst()
    }

    /// The tokens as the merge names their sets: the theme's own with the prefix; the app's colors and the accent as they are.
    func named(_ tokens: TokenSet, prefix: String) -> TokenSet {
        guard !prefix.isEmpty else { return tokens }
        var named = tokens
        for index in named.tokens.indices where !appColors.contains(named.tokens[index].name) && named.tokens[index].name != tokens.accentTokenName {
            named.tokens[index].name = Self.prefixed(named.tokens[index].name, prefix)
        }
        return named
    }

    /// `tokens` with the values of the app's same-named sets this merge adopts, and which sets those are (token → set path).
    ///
    /// Each adopted token takes the set's values exactly as the catalog resolves them, in every output the tokens go to (the
    /// catalog keeps the app's set untouched, unmanaged). Call it before writing the other formats, so that they agree.
    ///
    /// - Parameters:
    ///   - tokens: The theme's tokens.
    ///   - catalog: The catalog merged into.
    /// - Returns: The tokens with the adopted values, and the adopted sets; `tokens` unchanged when nothing is adopted.
    /// - Throws: ``FormatError`` as ``plan(_:into:creating:)`` does, or when an adopted set cannot be read.
    public func adopting(_ tokens: TokenSet, into catalog: String) throws(FormatError) -> (tokens: TokenSet, adopted: [String: String]) {
        // Adopted when asked, or when an earlier merge adopted the set (the manifest says so).
        guard FileSystem.isFolder(catalog) else { return (tokens, [:]) }
        let adopted = try plan(tokens, into: catalog).report.adopted
        guard !adopted.isEmpty else { return (tokens, [:]) }
        let read = try AssetCatalogReader().read(at: catalog)
        let resolver = SystemColorResolver.default
        var result = tokens
        for (name, setPath) in adopted {
            let contents = setPath + "/Contents.json"
            let found = read.colorSets.filter { $0.file == contents || $0.file.hasSuffix("/" + contents) }
            guard let colorSet = found.first, let index = result.tokens.firstIndex(where: { $0.name == name }) else {
                throw FormatError(.io, file: PathText.join(catalog, setPath), message: "cannot read the app's set adopted as the theme's '\(name)'")
            }
            result.tokens[index].values = ModeValues { mode in colorSet.tokenColor(in: mode, resolver: resolver) }
        }
        return (result, adopted)
    }

    /// Whether an error is the refusal of a clash with one of the app's sets (``clash(_:name:symbol:isAppColor:)``), which no flag forces.
    package static func isClash(_ error: FormatError) -> Bool {
        error.kind == .replaceRefused && error.message.contains("forced or not")
    }

    /// The refusal of a clash: the app's set by path, and the two ways out (``prefix``, ``adopts``); `--force` is no third.
    static func clash(_ path: String, name: String, symbol: String? = nil, isAppColor: Bool = false) -> FormatError {
        if isAppColor {
            return FormatError(.replaceRefused, file: path, key: name, message: "the theme file's color '\(name)' has the name of this set of the app's, "
                + "which nocturne theme does not manage and never replaces, forced or not. Choose: rename the color in the theme file, "
                + "or adopt the app's set as the color (kept as it is, its values in every output)")
        }
        let what = symbol.map { "'\(name)' would generate the Swift symbol '\($0)' of this set" } ?? "a color set named '\(name)' is already in the catalog"
        return FormatError(.replaceRefused, file: path, key: name, message: "\(what), and it is the app's own (nocturne theme does not manage it); "
            + "the merge never replaces it, forced or not. Choose: a prefix for the theme's sets (P\(name.prefix(1).uppercased() + name.dropFirst()), "
            + "and so on, beside the app's), or adopt the app's set as the theme's '\(name)' (kept as it is, its values in every output)")
    }
}

extension AssetCatalogMerge {
    /// The pairs on adopted tokens that miss their minimum with the app's values, one note each (`onDanger on danger …`).
    ///
    /// The theme's other tokens were solved for the theme's own value of an adopted token, so its pairs are measured
    /// again on what ships; a miss is a note to act on (choose the theme's value, or change the app's set), not a refusal.
    public static func adoptionNotes(_ tokens: TokenSet, adopted: [String: String]) -> [String] {
        guard !adopted.isEmpty else { return [] }
        let pairs = tokens.pairs.filter { adopted[$0.foreground] != nil || adopted[$0.background] != nil }
        let audit = TokenAudit(tokens: tokens, pairs: pairs, pairsSource: "adopted")
        var notes: [String] = []
        var seen: Set<TokenPair> = []
        for result in audit.failingPairs where seen.insert(result.pair).inserted {
            notes.append("with the app's values, \(result.pair.foreground) on \(result.pair.background) misses in \(result.mode.key): \(result.failureFigures)")
        }
        return notes
    }
}
