import NocturneSupport
import NocturneFormats

extension Linter {
    /// Every color site of a tree: where its Swift files, storyboards and xibs make or name a color, and its palette constants.
    ///
    /// ```swift
    /// let sites = try Linter().colorSites(paths: ["App"])
    /// for site in sites where site.value != nil { print(site.file, site.range.start.line, site.value!.hex) }
    /// ```
    ///
    /// The sites are those the rules judge, before configuration, suppressions and baselines (a finding of
    /// ``lint(paths:baseline:)`` carries its site in ``LintFinding/site``). Each has the exact UTF-8 byte range of
    /// its expression and of the definition it comes through, so an edit can replace exactly that text.
    ///
    /// - Parameter paths: Files and folders, as for ``lint(paths:baseline:)``.
    /// - Returns: The sites, ordered by file and offset.
    /// - Throws: ``LintError`` for a path that does not exist.
    public func colorSites(paths: [String]) throws(LintError) -> [ColorSite] {
        let inventory = try SourceTreeWalker(excludes: configuration.excludes, readsGitignore: configuration.readsGitignore,
                                             followsLinks: configuration.followsLinks).walk(paths)
        var catalogs: [(path: String, catalog: AssetCatalog)] = []
        for path in inventory.catalogs {
            if let catalog = try? AssetCatalogReader().read(at: path) { catalogs.append((path, catalog)) }
        }
        let index = ColorCatalogIndex(catalogs)
        let swiftPaths = inventory.swiftFiles.filter { configuration.includeTests || !SourceTreeWalker.isTestPath($0) }
        var sites = lintSwift(swiftPaths, catalogs: index).sites
        for path in inventory.interfaceBuilderFiles {
            guard let bytes = try? FileSystem.readRegularFile(path) else { continue }
            sites += InterfaceBuilderScanner.scan(SourceTextEncoding.utf8Bytes(of: bytes), path: path, catalogs: index).sites
        }
        sites.sort { $0.file != $1.file ? $0.file.sortsBefore($1.file) : $0.range.start.offset < $1.range.start.offset }
        return sites
    }
}
