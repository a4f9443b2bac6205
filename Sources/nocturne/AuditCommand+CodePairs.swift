import Nocturne
import NocturneSupport

/// The pairs `nocturne audit` checks on an app's catalog when none are declared: those the app's code draws (`nocturne pairs`).
extension AuditCommand {
    static let code = Option.text(
        "code", value: "dir",
        help: "With a catalog: the app's code whose pairs are audited (default: the project folder above the catalog, with its .xcodeproj, Package.swift, .git or .nocturne.json).")
    static let guessed = Option.flag(
        "guessed", help: "Also check the pairs guessed from names (text… on background…); the report says how many there are either way.")

    /// The folder whose code draws a catalog's colors: the nearest folder above it that holds a project (`*.xcodeproj`,
    /// `Package.swift`, `.git` or `.nocturne.json`), else the catalog's own folder.
    static func projectFolder(above catalog: String) -> String {
        let start = PathText.parent(catalog.hasSuffix("/") ? String(catalog.dropLast()) : catalog)
        var folder = start
        for _ in 0..<64 {
            let names = FileSystem.names(in: folder.isEmpty ? "." : folder) ?? []
            if names.contains(where: { $0.hasSuffix(".xcodeproj") || $0 == "Package.swift" || $0 == ".git" || $0 == ThemeFile.fileName }) {
                return folder.isEmpty ? "." : folder
            }
            // Above the current folder's top, or at the root: nothing further up is the app's.
            if folder.isEmpty || folder == "/" || folder == "." { break }
            folder = PathText.parent(folder)
        }
        return start.isEmpty ? "." : start
    }

    /// The pairs the code under `folder` draws on `tokens`, with the code's other sides added, and where they came from.
    ///
    /// - Returns: The tokens, the pairs, and the report's words for their source (`found in code under App (…)`).
    static func codePairs(for tokens: TokenSet, in folder: String) throws -> (tokens: TokenSet, pairs: [TokenPair], source: String) {
        let configuration = try LintCommand.readConfiguration(nil, paths: [folder])
        let report: LintReport
        do { report = try Linter(configuration: configuration).lint(paths: [folder]) } catch { throw CommandFailure(String(describing: error)) }
        let found = CatalogCodePairs.pairs(from: report.pairs, for: tokens)
        var source = "the app's code under \(folder): \(found.pairs.count) of its \(NumberText.counted(report.pairs.count, "pair")) on this catalog's colors"
        if found.added > 0 { source += ", with \(found.added == 1 ? "1 system color or constant" : "\(found.added) system colors and constants") they meet there" }
        return (found.tokens, found.pairs, source)
    }

    /// A catalog's tokens with the pairs a preview draws: the theme file's above it (as `audit` takes them), else its app's code's.
    static func previewPairs(_ tokens: TokenSet, catalog path: String) throws -> TokenSet {
        do {
            if let file = try TokenAudit.nearestThemeFile(above: path), case let found = try TokenAudit.themeFilePairs(file, for: tokens), !found.pairs.isEmpty {
                var result = found.tokens
                result.pairs = found.pairs
                return result
            }
        } catch { throw CommandFailure(String(describing: error)) }
        let found = try codePairs(for: tokens, in: projectFolder(above: path))
        var result = found.tokens
        result.pairs = found.pairs
        return result
    }
}
