import NocturneFormats
import NocturneLint
import NocturneProject
import NocturneSupport

/// `nocturne fix` as a library: lint the paths, plan a change per dark-mode finding, and prepare the files.
///
/// ```swift
/// let run = try Fixer(configuration: configuration).run(paths: ["App"])
/// try FixWriter.write(run.files)                 // or UnifiedDiff.text(run.files)
/// ```
///
/// The findings are exactly those `nocturne lint` reports with the same configuration and baseline
/// (`nocturne:ignore` honoured): the linter is run, not re-implemented.
package struct Fixer: Sendable {
    /// The lint configuration (rules, severities, excludes).
    package var configuration: LintConfiguration
    /// How named colors are written in Swift.
    package var style: FixStyle
    /// The catalog every new set goes in (`--catalog`), else the nearest up each site's folders.
    package var catalog: String?
    /// The configuration file whose `theme` the new sets are solved on and whose `theme.colors` records them (default `.nocturne.json` in the first path).
    package var configurationFile: String?
    /// The solver of the other modes.
    package var solver: any VariantSolving
    /// Whether notes are fixed too: color sets that lack only their High Contrast variants gain them (`--add-high-contrast`).
    ///
    /// By default only warnings and errors are: a set that already has its Dark variant is the app's own, left as it is.
    package var addsHighContrast = false
    /// Constant colors within this ΔE (OKLab) of each other become one color set (``FixPlanner/mergeWithin``).
    package var mergeWithin = 0.02

    /// Creates a fixer.
    package init(configuration: LintConfiguration = LintConfiguration(), style: FixStyle = .named, catalog: String? = nil,
                configurationFile: String? = nil, solver: any VariantSolving = ThemeVariantSolver()) {
        self.configuration = configuration
        self.style = style
        self.catalog = catalog
        self.configurationFile = configurationFile
        self.solver = solver
    }

    /// What one run would change.
    package struct Run: Sendable {
        /// The plan: outcomes per site, new color sets, notes.
        package var plan: FixPlan
        /// The files as they would be written.
        package var files: [PreparedFile]
        /// The lint report the sites came from.
        package var report: LintReport

        /// Takes in a later pass over the same tree: the sites it fixed (replacing what this run left at them), its new
        /// sets and notes, the files it wrote (each path once, as last written), and its report, the tree as it is now.
        package mutating func absorb(_ next: Run) {
            let fixed = next.plan.outcomes.filter(\.isFixed)
            let keys = Set(fixed.map(\.site.key))
            plan.outcomes.removeAll { !$0.isFixed && keys.contains($0.site.key) }
            plan.outcomes += fixed
            plan.newColorSets += next.plan.newColorSets
            plan.namedConstants.formUnion(next.plan.namedConstants)
            plan.notes += next.plan.notes.filter { !plan.notes.contains($0) }
            let written = Set(next.files.map(\.path))
            files = files.filter { !written.contains($0.path) } + next.files
            report = next.report
        }
    }

    /// Runs and writes until a pass has nothing left to write, at most `passes` times: what one pass changes can change what
    /// lint reads on the next (a surface's color set gains its Dark appearance, and the white drawn on it must now adapt
    /// with it), so that a second `nocturne fix` finds nothing to do.
    ///
    /// - Parameters:
    ///   - paths: Files and folders, as for `nocturne lint`.
    ///   - baseline: Findings to leave alone.
    ///   - passes: The most passes to run.
    ///   - write: Writes one pass's files.
    /// - Returns: The passes as one run.
    package func runUntilSettled(paths: [String], baseline: LintBaseline? = nil, passes: Int = 3,
                                 write: ([PreparedFile]) throws(FixError) -> Void) throws(FixError) -> Run {
        var run = try self.run(paths: paths, baseline: baseline)
        guard !run.files.isEmpty else { return run }
        try write(run.files)
        for _ in 1..<max(passes, 1) {
            let next = try self.run(paths: paths, baseline: baseline)
            guard !next.files.isEmpty else { break }
            try write(next.files)
            run.absorb(next)
        }
        return run
    }

    /// Lints `paths` and plans a fix for every dark-mode finding.
    ///
    /// - Parameters:
    ///   - paths: Files and folders, as for `nocturne lint`.
    ///   - baseline: Findings to leave alone, as for `nocturne lint --baseline`.
    /// - Returns: The run, nothing written.
    /// - Throws: ``FixError`` for a path that does not exist, a storyboard that is not XML, a catalog that cannot take the sets.
    package func run(paths: [String], baseline: LintBaseline? = nil) throws(FixError) -> Run {
        let report: LintReport
        do { report = try Linter(configuration: configuration).lint(paths: paths, baseline: baseline) } catch {
            throw FixError(.unreadable, path: paths.joined(separator: ", "), message: error.description)
        }
        var contents: [String: [UInt8]] = [:]
        // Findings of severity warning and error only, unless High Contrast variants were asked for (those rules are notes).
        let findings = addsHighContrast ? report.findings : report.findings.filter { $0.severity != .note }
        var sites = LintSiteAdapter.sites(from: findings, contents: &contents, pairs: report.pairs)
        // Lint reads a UTF-16 file as its UTF-8 text; its sites' offsets are not the file's, so fix leaves them, saying why.
        for index in sites.indices where contents[sites[index].file].map(SourceTextEncoding.init(of:)).map({ $0 != .utf8 }) ?? false {
            sites[index].refusal = "the file is UTF-16; nocturne fix edits UTF-8 files only: convert it (iconv -f UTF-16 -t UTF-8) and run fix again"
        }
        if let catalog, FileSystem.kind(catalog) == S_IFLNK {
            let target = PathText.resolved(catalog).map { " to \($0)" } ?? ""
            throw FixError(.catalog, path: catalog, message: "is a symbolic link\(target); nocturne fix writes into a catalog folder itself, never "
                + "through a link: give that folder with --catalog")
        }
        if let catalog, FileSystem.kind(catalog) != nil, !FileSystem.isFolder(catalog) {
            throw FixError(.catalog, path: catalog, message: "is a file, not an asset catalog folder")
        }
        // The app as its targets: each file's new sets go in the catalog of the target that compiles it.
        let project = Project.load(paths: paths)
        let targetCatalogs = catalog == nil ? Set(sites.compactMap { project.colorCatalog(for: $0.file) }) : []
        let catalogs = try readCatalogs(near: sites.map(\.file) + (catalog.map { [$0] } ?? []) + targetCatalogs.sorted())
        let root = Self.root(of: paths)
        let themeFile = configurationFile ?? PathText.join(root.isEmpty ? "." : root, ".nocturne.json")
        var solver = self.solver
        var themeTokenNames: [String] = []
        var themeName = "Theme"
        if FileSystem.kind(themeFile) != nil {
            // The app's own theme, when its theme file has one: the new colors are solved on it, as `nocturne theme` will,
            // and named apart from its colors' tokens, which the theme file's reader would refuse to share a name with.
            do {
                if let file = try ThemeFile.load(themeFile) {
                    themeTokenNames = file.colors.flatMap(\.tokenNames)
                    themeName = file.themeName
                    if var engine = solver as? ThemeVariantSolver {
                        engine.theme = try file.theme()
                        solver = engine
                    }
                }
            } catch {
                throw FixError(.unreadable, path: themeFile, message: "its theme cannot be read (\(error)); fix it, or give another with --config")
            }
        }
        var planner = FixPlanner(style: style, solver: solver, catalogs: catalogs, chosenCatalog: catalog,
                                 fallbackCatalog: PathText.join(root.isEmpty ? "." : root, "Colors.xcassets"))
        planner.project = project
        planner.mergeWithin = mergeWithin
        planner.takenNames = themeTokenNames
        planner.themeName = themeName
        var plan = try planner.plan(sites, contents: contents)
        // Never lower: every pair an edit touches is judged again with the replacements in place. A system color that
        // lowered one (`.secondaryLabel` is paler than the dark gray it replaced) is planned again as a named color,
        // solved for its role; what still lowers a pair is left.
        for _ in 0..<3 {
            let retry = PairGuard.apply(to: &plan, pairs: report.pairs).subtracting(planner.namedOnly)
            guard !retry.isEmpty else { break }
            planner.namedOnly.formUnion(retry)
            plan = try planner.plan(sites, contents: contents)
        }
        // An edit the guard dropped leaves nothing behind: planned again without its site, so that no color set, catalog
        // entry or Interface Builder resource made for it is written (a second run would otherwise fix it into a copy).
        let dropped = plan.outcomes.filter { if case .left(let reason) = $0.result { reason.hasPrefix("the edit would lower") } else { false } }
        if !dropped.isEmpty {
            let keys = Set(dropped.map(\.site.key))
            let order = Dictionary(plan.outcomes.enumerated().map { ($1.site.key, $0) }, uniquingKeysWith: { first, _ in first })
            plan = try planner.plan(sites.filter { !keys.contains($0.key) }, contents: contents)
            plan.outcomes += dropped
            plan.outcomes.sort { (order[$0.site.key] ?? .max) < (order[$1.site.key] ?? .max) }
        }
        let newSets = Set(plan.newColorSets.map(\.name))
        plan.namedConstants = Set(plan.outcomes.filter { !$0.colorSets.filter(newSets.contains).isEmpty }.compactMap(\.site.value))
        for index in plan.outcomes.indices where planner.namedOnly.contains(plan.outcomes[index].site.key) {
            if case .left(let reason) = plan.outcomes[index].result, !reason.hasPrefix("the edit would lower") {
                plan.outcomes[index].result = .left("its adapting system color would lower a pair it is in, and as a color set: " + reason)
            }
        }
        if catalog == nil {
            // A catalog that is a symbolic link is never written through (nor is a second one made beside it): named, so the
            // sites it would have taken can be fixed with --catalog and the folder itself.
            for link in linkedCatalogs(near: sites.map(\.file)) {
                let target = PathText.resolved(link).map { " to \($0)" } ?? ""
                plan.notes.append("\(link) is a symbolic link\(target): nocturne fix never writes through a link; to put new color sets "
                    + "in that catalog, give the folder itself with --catalog")
            }
        }
        if !plan.newColorSets.isEmpty {
            try ThemeFileRecord.record(plan.newColorSets, in: themeFile, plan: &plan)
            if style == .accessors { try addAccessors(&plan, project: project) }
        }
        let files = try plan.changes.prepare(contents: contents)
        return Run(plan: plan, files: files, report: report)
    }

    /// The tree's root: the first path when it is a folder, else the folder holding it (`""` for the current folder).
    ///
    /// The default theme file is there, and so is the ``FixJournal`` of a write, whose lock `nocturne fix` holds.
    package static func root(of paths: [String]) -> String {
        paths.first.map { FileSystem.isFolder($0) ? $0 : PathText.parent($0) } ?? "."
    }

    /// Every catalog in the folders above the files (the nearest is the one a set goes in), read once each.
    private func readCatalogs(near files: [String]) throws(FixError) -> [FixPlanner.Catalog] {
        var folders: Set<String> = []
        for file in files {
            var folder = file.hasSuffix(".xcassets") ? file : PathText.parent(file)
            while !folder.isEmpty, folders.insert(folder).inserted {
                if folder.hasSuffix(".xcassets") { break }
                folder = PathText.parent(folder)
            }
        }
        var paths: Set<String> = []
        for folder in folders {
            if folder.hasSuffix(".xcassets") { paths.insert(folder); continue }
            for name in (FileSystem.entries(of: folder) ?? []).map(\.name) where name.hasSuffix(".xcassets") {
                let path = PathText.join(folder, name)
                if FileSystem.isFolder(path) { paths.insert(path) }
            }
        }
        var catalogs: [FixPlanner.Catalog] = []
        for path in paths.sorted() {
            guard FileSystem.isFolder(path) else { continue }
            do { catalogs.append(FixPlanner.Catalog(path: path, catalog: try AssetCatalogReader().read(at: path))) } catch {
                throw FixError(.catalog, path: path, message: "cannot be read: \(error.description)")
            }
        }
        return catalogs
    }

    /// The `.xcassets` entries that are symbolic links in the folders above the files, which ``readCatalogs(near:)`` skips.
    private func linkedCatalogs(near files: [String]) -> [String] {
        var folders: Set<String> = []
        for file in files {
            var folder = PathText.parent(file)
            while !folder.isEmpty, !folder.hasSuffix(".xcassets"), folders.insert(folder).inserted { folder = PathText.parent(folder) }
        }
        var links: [String] = []
        for folder in folders {
            for entry in FileSystem.entries(of: folder) ?? [] where entry.isLink && entry.name.hasSuffix(".xcassets") {
                links.append(PathText.join(folder, entry.name))
            }
        }
        return links.sorted()
    }

    /// `--style accessors`: the accessor file beside each catalog, new or extended.
    ///
    /// Every accessor the rewritten code names exists afterwards: an existing file's `enum NocturneColors` (found in its
    /// syntax tree) gains the ones it lacks, before its own closing brace; a file of that name that declares no such enum
    /// stops the run before anything is written.
    ///
    /// - Throws: ``FixError`` naming a `NocturneColors.swift` that is not the accessor file, or cannot be read.
    private func addAccessors(_ plan: inout FixPlan, project: Project) throws(FixError) {
        var byFile: [String: [(name: String, light: SiteColor)]] = [:]
        for set in plan.newColorSets {
            byFile[PathText.join(PathText.parent(set.catalog).isEmpty ? "." : PathText.parent(set.catalog), "NocturneColors.swift"), default: []]
                .append((set.name, set.light))
        }
        for (path, colors) in byFile.sorted(by: { $0.key < $1.key }) {
            // The systems the accessors' file must compile for that predate `UIColor(named:)` (iOS and tvOS 11) and
            // `NSColor(named:)` (macOS 10.13): its accessors choose at run time there.
            let needs = Availability(iOS: OSVersion(11), macOS: OSVersion(10, 13))
            let older = ["iOS", "tvOS", "macOS"].filter { platform in
                project.deploymentTarget(for: path, platform: platform).map { $0 < (platform == "macOS" ? needs.macOS : needs.iOS) } ?? false
            }
            if FileSystem.kind(path) != nil {
                guard let existing = FileSnapshot.read(path) else { throw FixError(.unreadable, path: path, message: "cannot read the accessor file") }
                guard let file = AccessorFile(existing) else {
                    throw FixError(.unwritable, path: path, message: "declares no enum NocturneColors, so the accessors the code would use cannot be "
                        + "added to it: rename this file, or run nocturne fix with --style named")
                }
                let missing = colors.filter { !file.declaredNames.contains(SwiftRewriter.symbolName($0.name)) }
                guard !missing.isEmpty else { continue }
                // The accessors of the file as it would be written new: what lies between the enum's `{` line and its `}`.
                let text = SwiftRewriter.accessorFile(missing, olderSystems: older)
                guard let body = text.range(of: "enum NocturneColors {\n"), text.hasSuffix("}\n") else {
                    throw FixError(.unwritable, path: path, message: "the accessors cannot be laid out; run nocturne fix with --style named")
                }
                let accessors = String(text[body.upperBound...].dropLast(2))
                plan.changes.add(SourceEdit(file: path, range: file.closingBrace..<file.closingBrace, replacement: accessors), readFrom: existing)
            } else {
                plan.changes.newFiles[path] = SwiftRewriter.accessorFile(colors, olderSystems: older)
                plan.notes.append("Wrote the accessors to \(path): add it to the app's target in Xcode.")
            }
        }
    }
}
