import NocturneSupport

/// The pairs a theme file gives an audit: the pairs `nocturne theme` proves on the app's colors, measured on the audited bytes.
///
/// `nocturne fix` records each color set it makes in `theme.colors` with the role it was solved for; the theme
/// engine pairs each role with its backgrounds (a content color on the theme's backgrounds and surfaces and on the
/// app's own backgrounds, a background under the theme's primary text), and `theme.pairs` declares more. The audit
/// of a catalog checks exactly those pairs instead of guessing pairs from set names.
extension TokenAudit {
    /// The pairs of `file` that name one of the app's colors present in `tokens` (or two tokens it has), and `tokens` with what those pairs need.
    ///
    /// A pair's other side that the audited tokens lack (a theme token such as `backgroundPrimary`, which the catalog has
    /// only once `nocturne theme --into` wrote it, or an app color kept in another catalog) takes the values the file's
    /// theme solves for it, so the app's bytes are measured against the backgrounds they were solved for.
    ///
    /// - Parameters:
    ///   - file: The theme file.
    ///   - tokens: The tokens audited (a catalog's, as read).
    /// - Returns: The tokens with the pairs' other sides added, the pairs, and how many tokens came from the theme.
    /// - Throws: ``FormatError`` when the file's theme cannot be solved.
    public static func themeFilePairs(_ file: ThemeFile, for tokens: TokenSet) throws(FormatError)
        -> (tokens: TokenSet, pairs: [TokenPair], fromTheme: Int) {
        let solved = file.tokenSet(try file.theme())
        let appColors = Set(file.colors.flatMap(\.tokenNames))
        let present = Set(tokens.tokens.map(\.name))
        // A pair on one of the app's colors the input has; or any of the theme's pairs the input holds both sides of (a
        // catalog `nocturne theme --into` wrote), never one the input knows neither side of.
        let pairs = solved.pairs.filter { pair in
            let sides = [pair.foreground, pair.background]
            return sides.contains { appColors.contains($0) && present.contains($0) } || sides.allSatisfy(present.contains)
        }
        var audited = tokens
        var added: Set<String> = []
        for name in pairs.flatMap({ [$0.foreground, $0.background] }) where !present.contains(name) && !added.contains(name) {
            guard let token = solved[name] else { continue }
            audited.tokens.append(token)
            added.insert(name)
        }
        return (audited, pairs, added.count)
    }

    /// The theme file that applies to `path`: the nearest `.nocturne.json` in the folders above it (beside it first).
    ///
    /// - Parameter path: The audited input (an asset catalog).
    /// - Returns: The file, or `nil` when no folder above holds one or the nearest has no `theme` object.
    /// - Throws: ``FormatError`` when the nearest file is there but cannot be read.
    public static func nearestThemeFile(above path: String) throws(FormatError) -> ThemeFile? {
        guard var folder = PathText.resolved(path).map(PathText.parent) else { return nil }
        while true {
            let candidate = PathText.join(folder.isEmpty ? "/" : folder, ThemeFile.fileName)
            if FileSystem.isRegularFile(candidate) { return try ThemeFile.load(candidate) }
            if folder.isEmpty || folder == "/" { return nil }
            folder = PathText.parent(folder)
        }
    }
}
