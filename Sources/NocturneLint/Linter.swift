import NocturneAppearance
import NocturneColor
import NocturneFormats
import NocturneProject
import NocturneSupport
import NocturneSyntax

/// Lints Swift files, storyboards, xibs and asset catalogs for colors that will not adapt to dark mode.
///
/// ```swift
/// let report = try Linter().lint(paths: ["App"])
/// for finding in report.findings { print(LintOutput.text(finding)) }
/// ```
///
/// Swift files are lexed and scanned on every core in two passes: the first finds the project's
/// color-returning functions and named constant colors, the second judges every color in context
/// and records how each named constant is used, so a constant is reported where it is defined
/// unless every use picks it by mode. Catalogs found in the tree (or given) are read with
/// ``/NocturneFormats/AssetCatalogReader`` and checked for missing variants and contrast, as `nocturne audit` does.
public struct Linter: Sendable {
    /// The configuration.
    public var configuration: LintConfiguration
    /// How many bytes of Swift source a streamed run keeps parsed between its passes (``keptSourceBudget``; the tests set
    /// 0 to read every file again).
    var streamedKeptBytes = Linter.keptSourceBudget

    /// Creates a linter.
    public init(configuration: LintConfiguration = LintConfiguration()) {
        self.configuration = configuration
    }

    /// Lints files and folders.
    ///
    /// - Parameters:
    ///   - paths: Files and folders; folders are walked, `.xcassets` folders read as catalogs.
    ///   - baseline: Findings to leave out (see ``LintBaseline``).
    /// - Returns: The report.
    /// - Throws: ``LintError`` for a path that does not exist.
    public func lint(paths: [String], baseline: LintBaseline? = nil) throws(LintError) -> LintReport {
        try lint(paths: paths, baseline: baseline, project: nil)
    }

    /// Lints files and folders whose project model the caller has already loaded (`nocturne report` loads it once).
    ///
    /// - Parameters:
    ///   - paths: Files and folders.
    ///   - baseline: Findings to leave out.
    ///   - project: The project model of `paths`, or `nil` to load it here.
    /// - Returns: The report.
    /// - Throws: ``LintError`` for a path that does not exist.
    package func lint(paths: [String], baseline: LintBaseline?, project loaded: Project?) throws(LintError) -> LintReport {
        var findings: [LintFinding] = []
        var report = try run(paths: paths, baseline: baseline, project: loaded, keepsFiles: true) { findings.append($0) }
        report.findings = findings
        return report
    }

    /// Lints files and folders and passes each finding on as soon as its file is done, keeping no file once it is.
    ///
    /// The findings come in the order of ``LintReport/findings`` (file, line, column, rule), the same ones: a file's
    /// findings are made, silenced, baselined and sorted when the file is read, files in order, and each file's tokens
    /// and tree are let go before the next files are read (they are read again for the pass after the one that finds
    /// the project's helpers and constants). A run with a million findings holds the findings of a few files at a time.
    ///
    /// - Parameters:
    ///   - paths: Files and folders; folders are walked, `.xcassets` folders read as catalogs.
    ///   - baseline: Findings to leave out (see ``LintBaseline``).
    ///   - skipped: Called once, before the first finding, with what the walk left out (``LintReport/skipped``).
    ///   - emit: Called with each finding that remains, in order.
    /// - Returns: The report without its findings, their suppressed and baselined lists, its sites and pairs; its
    ///   ``LintReport/counts`` count them.
    /// - Throws: ``LintError`` for a path that does not exist.
    public func lint(paths: [String], baseline: LintBaseline? = nil, skipped: ([LintSkip]) -> Void = { _ in },
                     emit: (LintFinding) -> Void) throws(LintError) -> LintReport {
        try run(paths: paths, baseline: baseline, project: nil, keepsFiles: false, skipped: skipped, emit: emit)
    }

    /// The one run behind both: everything kept for the whole report, or each file let go once its findings are out.
    private func run(paths: [String], baseline: LintBaseline?, project loaded: Project?, keepsFiles: Bool,
                     skipped: ([LintSkip]) -> Void = { _ in }, emit: (LintFinding) -> Void) throws(LintError) -> LintReport {
        let inventory = try SourceTreeWalker(excludes: configuration.excludes, readsGitignore: configuration.readsGitignore,
                                         followsLinks: configuration.followsLinks).walk(paths)
        skipped(inventory.skipped)
        var catalogs: [(path: String, catalog: AssetCatalog)] = []
        var findings: [LintFinding] = []
        for path in inventory.catalogs {
            do {
                let catalog = try AssetCatalogReader().read(at: path)
                catalogs.append((path, catalog))
                findings += CatalogAuditor.findings(for: catalog, at: path)
            } catch {
                findings.append(LintFinding(file: path, line: 1, column: 1, rule: .assetUnreadable, message: error.description))
            }
        }
        let index = ColorCatalogIndex(catalogs)
        // The project model: the app targets' Info.plists and build settings (an opt-out from dark is one note per target).
        let project = loaded ?? Project.load(paths: paths)
        let appearances = project.appAppearances()
        findings += InterfaceStyleOptOutRule.findings(appearances)
        let isLightOnly = AppAppearanceLock.lightOnlyFiles(project, appearances: appearances)
        let swiftPaths = inventory.swiftFiles.filter { configuration.includeTests || !SourceTreeWalker.isTestPath($0) }
        var preparedSwift = prepareSwift(swiftPaths, catalogs: index, keepsFiles: keepsFiles, project: project)
        var suppressions: [String: [Suppression]] = [:]
        // Storyboards and xibs, on every core: each file's findings, pairs and suppressions, in file order.
        let codeOwned = preparedSwift.codeOwned
        let catalogIndex = index
        let includesWatch = configuration.includeWatch
        let files = inventory.interfaceBuilderFiles
        let scans = ParallelMap.map(files.count) { index
            -> (findings: [LintFinding], pairs: [PairJudgement], suppressions: [Suppression], images: [BackgroundImageUse], screens: [String: PairSide]) in
            let path = files[index]
            let bytes: [UInt8]
            do { bytes = SourceTextEncoding.utf8Bytes(of: try FileSystem.readRegularFile(path)) } catch {
                return ([LintFinding(file: path, line: 1, column: 1, rule: .assetUnreadable, severity: .error,
                                     message: String(describing: error), fix: "Check the file's permissions.")], [], [], [], [:])
            }
            let scan = InterfaceBuilderScanner.scan(bytes, path: path, catalogs: catalogIndex, codeOwned: codeOwned)
            var found = scan.findings.map { raw in
                var finding = LintFinding(file: path, line: raw.site.range.start.line, column: raw.site.range.start.column, rule: raw.rule,
                                          severity: max(raw.severity ?? raw.rule.defaultSeverity, raw.rule.defaultSeverity),
                                          message: raw.message, fix: raw.rule.fix, snippet: raw.site.text, site: raw.site)
                finding.pair = raw.pair
                return finding
            }
            // A vendored storyboard is read for its screens, never reported, as vendored Swift is. A watch app's storyboard is
            // watchOS's, dark in every mode: left alone as watchOS code is, unless the configuration includes it.
            if GeneratedFiles.isThirdParty(path: path) || !includesWatch && InterfaceBuilderScanner.isWatchInterface(bytes) { found = [] }
            return (found, scan.pairs, InterfaceBuilderScanner.suppressions(in: bytes), BackgroundImages.uses(in: scan.tree, file: path), scan.screens)
        }
        var interfaceBuilderFindings: [LintFinding] = []
        var interfaceBuilderPairs: [PairJudgement] = []
        var interfaceBuilderImages: [BackgroundImageUse] = []
        var screens: [String: PairSide?] = [:]
        for (path, scan) in zip(files, scans) {
            interfaceBuilderFindings += scan.findings
            if keepsFiles { interfaceBuilderPairs += scan.pairs }
            interfaceBuilderImages += scan.images
            suppressions[path] = scan.suppressions
            // A view controller's screen surface from its scene; one drawn differently in two scenes has none.
            for (name, side) in scan.screens {
                if let existing = screens[name], existing?.values != side.values { screens[name] = .some(nil) } else if screens[name] == nil { screens[name] = side }
            }
        }
        preparedSwift.screenSurfaces = screens.compactMapValues { $0 }
        // Every app target's Info.plist keeps it dark: as a lock in code, the app shows dark only.
        if !appearances.isEmpty, appearances.allSatisfy({ $0.interfaceStyle?.value.lowercased() == "dark" }) { preparedSwift.appLockedDark = true }
        preparedSwift.lightLockedFiles = Set(swiftPaths.filter(isLightOnly)).union(preparedSwift.themeLightFiles)
        // A view the app installs as a navigation item's title view is drawn on the navigation bar: the color the app gives
        // every bar, else the system's (which adapts).
        var bar = codeOwned.navigationBarColor.flatMap { SwiftPairs.side(ofWritten: $0, catalogs: index) } ?? .system(.systemBackground)
        bar.name = "the navigation bar (\(codeOwned.navigationBarColor ?? bar.name))"
        // Located where the app writes it: `nocturne fix` re-measures the pairs on the bar when it edits that color.
        if let location = codeOwned.navigationBarLocation { bar.location = location }
        for type in codeOwned.titleViewTypes where preparedSwift.screenSurfaces[type] == nil { preparedSwift.screenSurfaces[type] = bar }
        let swiftProject = preparedSwift
        // Every file's findings in the order the report lists them: by file, each file's as it comes (catalogs and targets,
        // Swift, storyboards), then sorted. The Swift files are linted a few at a time in that order.
        var byFile: [String: [LintFinding]] = [:]
        for finding in findings + interfaceBuilderFindings where !preparedSwift.appLockedDark || AppAppearanceLock.keeps(finding) {
            byFile[finding.file, default: []].append(finding)
        }
        let order = { (lhs: String, rhs: String) in lhs.sortsBefore(rhs) }
        let swiftOrder = swiftPaths.indices.sorted { order(swiftPaths[$0], swiftPaths[$1]) }
        let keys = Set(byFile.keys).union(files).union(swiftPaths)
        // Each Swift file's result once its findings are out (whole, or without its findings, sites and pairs), in the walk's order.
        var results = [SwiftFileResult?](repeating: nil, count: swiftPaths.count)
        var finisher = Finisher(configuration: configuration, baseline: baseline, keepsLists: keepsFiles)
        var pending: [String: (index: Int, result: SwiftFileResult)] = [:]
        var next = 0
        // Two files a core at a time: each core busy, a few files' tokens, trees and findings held.
        let batch = keepsFiles ? swiftOrder.count : 2 * ParallelMap.coreCount
        for file in keys.sorted(by: order) {
            var raw: [LintFinding] = []
            var fileSuppressions = suppressions[file] ?? []
            if swiftProject.isSwift(file) {
                if pending[file] == nil, next < swiftOrder.count {
                    let chunk = Array(swiftOrder[next..<min(next + batch, swiftOrder.count)])
                    next += chunk.count
                    let results = ParallelMap.map(chunk.count) { lintSwiftFile(chunk[$0], in: swiftProject) }
                    for (index, result) in zip(chunk, results) { pending[swiftPaths[index]] = (index, result) }
                }
                if let (index, result) = pending.removeValue(forKey: file) {
                    fileSuppressions = result.suppressions + fileSuppressions
                    // Catalog and target findings first, then the file's own, as the whole run listed them.
                    raw = (byFile[file] ?? []) + result.findings
                    results[index] = keepsFiles ? result : result.counted
                }
            } else {
                raw = byFile[file] ?? []
            }
            // (A Swift file's findings were kept by the pairs they fail in, which only its lint knew: filtered there.)
            if !swiftProject.isSwift(file), isLightOnly(file) { raw = raw.filter { AppAppearanceLock.keeps($0, scheme: .light) } }
            finisher.finish(file: file, raw, suppressions: fileSuppressions, emit: emit)
        }
        // The parsed files are freed on another thread (this function's copies end here, at their last use): the report does
        // not wait for every tree to be let go.
        ParallelMap.release(swiftProject)
        var swift = SwiftResult()
        for result in results { if let result { swift.add(result, keepingSites: keepsFiles) } }
        var report = LintReport(findings: [], suppressed: finisher.suppressed, baselined: finisher.baselined, swiftFiles: swiftPaths.count,
                                swiftLines: swift.lines, interfaceBuilderFiles: inventory.interfaceBuilderFiles.count, catalogs: inventory.catalogs.count,
                                unbaselined: finisher.unbaselined, skipped: inventory.skipped)
        report.counts = finisher.counts
        report.generatedFiles = swift.generatedFiles
        report.pairs = swift.pairs + interfaceBuilderPairs
        report.colorCatalogs = index
        report.interfaceBuilderPaths = files
        report.backgroundImages = swift.backgroundImages + interfaceBuilderImages
        report.project = project
        report.appAppearances = appearances
        report.unknownBytes = swift.unknownBytes
        report.colorSiteCount = swift.colorSiteCount
        report.untypedSites = swift.untypedSites
        return report
    }

    /// Applies severities, inline suppressions and the baseline to each file's findings and orders them, file by file.
    struct Finisher {
        let configuration: LintConfiguration
        var baseline: LintBaseline.Matcher?
        /// Whether the suppressed, baselined and unbaselined findings are kept (for the whole report), or only counted.
        let keepsLists: Bool
        var counts = LintReport.Counts()
        var suppressed: [LintReport.SuppressedFinding] = []
        var baselined: [LintFinding] = []
        var unbaselined: [LintFinding] = []

        init(configuration: LintConfiguration, baseline: LintBaseline?, keepsLists: Bool) {
            self.configuration = configuration
            self.baseline = baseline.map(LintBaseline.Matcher.init)
            self.keepsLists = keepsLists
        }

        /// Finishes one file's findings (those of every kind whose ``LintFinding/file`` is `file`, in the order they were
        /// made) with the file's suppressions, and passes on those that remain, in order.
        mutating func finish(file: String, _ raw: [LintFinding], suppressions: [Suppression], emit: (LintFinding) -> Void) {
            var kept: [LintFinding] = []
            var silenced: [LintReport.SuppressedFinding] = []
            var used: Set<String> = []
            // The file's suppressions by the lines they cover: matching is linear in findings and suppressions.
            var byLine: [Int: [Suppression]] = [:]
            for suppression in suppressions { for line in suppression.coveredLines { byLine[line, default: []].append(suppression) } }
            for var finding in raw {
                guard let severity = configuration.severity(of: finding.rule) else { continue }
                // A rule may report above its default (a pair that passes in light and fails in dark is an error); a configured severity wins.
                if configuration.severities[finding.rule.id] != nil || finding.severity < severity { finding.severity = severity }
                if let suppression = byLine[finding.line]?.first(where: { $0.silences(rule: finding.rule.id, line: finding.line) }) {
                    silenced.append(LintReport.SuppressedFinding(finding: finding, suppressionLine: suppression.line))
                    used.insert("\(suppression.line):\(suppression.column)")
                    continue
                }
                kept.append(finding)
            }
            if let severity = configuration.severity(of: .unusedSuppression) {
                for suppression in suppressions where !used.contains("\(suppression.line):\(suppression.column)") {
                    let named = suppression.rules.isEmpty ? "every rule" : suppression.rules.joined(separator: ", ")
                    kept.append(LintFinding(file: file, line: suppression.line, column: suppression.column, rule: .unusedSuppression,
                                            severity: severity, message: "nocturne:ignore (\(named)) silences nothing on this line or the next",
                                            fix: LintRule.unusedSuppression.fix, snippet: "nocturne:ignore " + suppression.rules.joined(separator: " ")))
                }
            }
            kept.sort(by: LintFinding.ordered)
            counts.suppressed += silenced.count
            if keepsLists {
                silenced.sort { LintFinding.ordered($0.finding, $1.finding) }
                suppressed += silenced
                unbaselined += kept
            }
            for finding in kept {
                if baseline?.takes(finding) == true {
                    counts.baselined += 1
                    if keepsLists { baselined.append(finding) }
                    continue
                }
                counts.count(finding)
                emit(finding)
            }
        }
    }

    /// What the Swift walk gives the rest of a run.
    struct SwiftResult {
        var findings: [LintFinding] = []
        var suppressions: [String: [Suppression]] = [:]
        var lines = 0
        var sites: [ColorSite] = []
        var generatedFiles: [String] = []
        var pairs: [PairJudgement] = []
        var unknownBytes: [(file: String, bytes: Int)] = []
        var colorSiteCount = 0
        var untypedSites: [(file: String, line: Int, text: String)] = []
        /// The images drawn as backgrounds (kept in a streamed run too: a few per app, for `nocturne report`).
        var backgroundImages: [BackgroundImageUse] = []

        /// Adds one file's result (its findings, pairs and sites only when `keepingSites`; the counts always).
        mutating func add(_ file: SwiftFileResult, keepingSites: Bool) {
            lines += file.lines
            backgroundImages += file.backgroundImages
            colorSiteCount += file.colorSiteCount
            untypedSites += file.untypedSites
            if let bytes = file.unknownBytes { unknownBytes.append((file.path, bytes)) }
            if file.isGenerated { generatedFiles.append(file.path) }
            guard keepingSites else { return }
            findings += file.findings
            sites += file.sites
            pairs += file.pairs
            if !file.suppressions.isEmpty { suppressions[file.path] = file.suppressions }
        }
    }

    /// One Swift file linted: its findings before configuration, suppressions and baseline, and what the report counts.
    struct SwiftFileResult: Sendable {
        var path: String
        var findings: [LintFinding] = []
        var suppressions: [Suppression] = []
        var lines = 0
        var sites: [ColorSite] = []
        var pairs: [PairJudgement] = []
        /// How many bytes of it were not read as Swift, when some were not.
        var unknownBytes: Int?
        var isGenerated = false
        var colorSiteCount = 0
        var untypedSites: [(file: String, line: Int, text: String)] = []
        /// The images the file draws as backgrounds.
        var backgroundImages: [BackgroundImageUse] = []

        /// Counts a site, and lists it when its type is unknown.
        mutating func count(_ site: ColorSite) {
            colorSiteCount += 1
            if site.type == nil { untypedSites.append((site.file, site.range.start.line, site.text)) }
        }

        /// The result without its findings, sites and pairs: what a streamed run keeps of a file once its findings are out.
        var counted: SwiftFileResult {
            var copy = self
            (copy.findings, copy.sites, copy.pairs, copy.suppressions) = ([], [], [], [])
            return copy
        }
    }

    /// The Swift files after the passes that need every one of them (the project's helpers, constants, declarations and
    /// uses), ready to be linted one by one.
    struct SwiftProject: Sendable {
        let paths: [String]
        /// Each file lexed and parsed, while kept (the whole report keeps them; a streamed run reads each again).
        let kept: [(source: SwiftSourceFile, tree: SyntaxTree)?]
        /// What the first pass found in each file, `nil` for a file it could not read.
        let files: [ProjectColorFacts.File?]
        let facts: ProjectColorFacts
        let definitions: [ColorDefinitions]
        let declarations: ColorDeclarations
        let projectPlatform: ColorType?
        let excluded: ColorContext
        /// Each file's walk, when kept.
        let walked: [ColorSiteWalker.Output?]?
        /// The uses of every named constant, in every file.
        let uses: [UInt32: ColorSiteWalker.UseCount]
        /// The color properties the files' custom classes set in code at setup.
        let codeOwned: CodeOwnedColors
        /// The types the project shows in light only, across files (``SwiftPairs/lightOnlyTypeNames(_:)``).
        var lightTypes: Set<String> { codeOwned.lightOnlyClasses }
        /// The root view surfaces of the view controllers' storyboard scenes, by type name, once the storyboards are read.
        var screenSurfaces: [String: PairSide] = [:]
        /// Whether the app shows dark only (``AppAppearanceLock``): its adaptation findings are left out, its dark failures kept.
        var appLockedDark = false
        /// The files that set what they draw (a panel, a window, a view) to dark on every path (``AppAppearanceLock/locksFileDark(_:)``).
        var darkLockedFiles: Set<String> = []
        /// The Swift files only apps locked to light compile (``AppAppearanceLock/lightOnlyFiles(_:appearances:)``): their
        /// findings are kept only where a pair fails in light.
        var lightLockedFiles: Set<String> = []
        /// The files of a light theme the app applies as its appearance (``AppAppearanceLock/declaredThemeStyle(_:)``): drawn
        /// in light only.
        var themeLightFiles: Set<String> = []
        /// The root view backgrounds view controllers inherit from superclasses that set them in code (``InheritedScreens``).
        var inheritedRoots: [String: InheritedScreens.Root] = [:]
        /// The app's button styles that color their label (``StyledLabels/coloringStyles(in:)``).
        var labelStyles: Set<String> = []
        private let pathSet: Set<String>
        /// The project model, when read: the systems a file is built for (``Project/availabilityPlatforms(for:)``).
        let model: Project?

        init(paths: [String], kept: [(source: SwiftSourceFile, tree: SyntaxTree)?], files: [ProjectColorFacts.File?], facts: ProjectColorFacts,
             definitions: [ColorDefinitions], declarations: ColorDeclarations, projectPlatform: ColorType?, excluded: ColorContext,
             walked: [ColorSiteWalker.Output?]?, uses: [UInt32: ColorSiteWalker.UseCount], codeOwned: CodeOwnedColors, model: Project?) {
            (self.paths, self.kept, self.files, self.facts, self.definitions, self.model) = (paths, kept, files, facts, definitions, model)
            (self.declarations, self.projectPlatform, self.excluded, self.walked, self.uses, self.codeOwned) =
                (declarations, projectPlatform, excluded, walked, uses, codeOwned)
            pathSet = Set(paths)
        }

        /// The systems file `index` is built for, read only when it holds an availability check (the one place they decide).
        func platforms(of index: Int, tree: SyntaxTree) -> Set<String>? {
            guard let model, tree.bytes.contains(bytes: Self.availabilityMarker) else { return nil }
            return model.availabilityPlatforms(for: paths[index])
        }

        /// What `#available(` and `#unavailable(` both hold.
        static let availabilityMarker = Array("available(".utf8)

        /// Whether a path is one of the Swift files.
        func isSwift(_ path: String) -> Bool { pathSet.contains(path) }

        /// File `index` lexed and parsed: kept, or read again; `nil` when it cannot be read.
        func lexed(_ index: Int) -> (source: SwiftSourceFile, tree: SyntaxTree)? {
            if let file = kept[index] { return file }
            return Linter.read(paths[index])
        }

        /// File `index` walked into color sites, typed on its tree.
        func walk(_ index: Int, source: SwiftSourceFile, tree: SyntaxTree) -> ColorSiteWalker.Output? {
            if let output = walked?[index] { return output }
            guard let entry = files[index] else { return nil }
            var walker = ColorSiteWalker(file: source, tree: tree, facts: facts, ownDefinitions: definitions[index].definitions, fileIsWatch: entry.isWatch,
                                         platforms: platforms(of: index, tree: tree))
            // File → tree → typed sites → rules: each site is typed on the tree before any rule judges it.
            walker.typing = SiteTyping(tree: tree, declarations: declarations, projectPlatform: projectPlatform, beforeDarkMode: walker.beforeDarkMode,
                                       themeDefaults: walker.themeDefaults)
            return walker.walk()
        }
    }

    /// The rules that judge a color by itself, whose findings a passing constant pair clears.
    static let pairJudgedRules: Set<String> = ["constant-color", "fixed-black-white", "non-adapting-system-color"]

    /// A Swift file read, lexed and parsed (a UTF-16 file as its UTF-8 text, never skipped), or `nil` when it cannot be read.
    static func read(_ path: String) -> (source: SwiftSourceFile, tree: SyntaxTree)? {
        guard let bytes = try? FileSystem.readRegularFile(path) else { return nil }
        let text = SourceTextEncoding.utf8Bytes(of: bytes)
        let tree = SyntaxTree.parse(text)
        return (SwiftSourceFile(path: path, tree: tree), tree)
    }

    /// Both passes over the Swift files, on every core: the facts of the whole tree, then one walk per file.
    func lintSwift(_ paths: [String], catalogs: ColorCatalogIndex) -> SwiftResult {
        let project = prepareSwift(paths, catalogs: catalogs, keepsFiles: true)
        var swift = SwiftResult()
        for result in ParallelMap.map(paths.count, { lintSwiftFile($0, in: project) }) { swift.add(result, keepingSites: true) }
        return swift
    }

    /// The passes that need every Swift file: lex and parse each, find the project's helpers, constants and declarations,
    /// and walk each for the uses of the constants; each file is kept for the next passes, or let go and read again.
    /// - Parameter project: The project model, when read: the systems each file is built for decide which availability
    ///   checks guard code that runs only before dark mode.
    func prepareSwift(_ paths: [String], catalogs: ColorCatalogIndex, keepsFiles: Bool, project model: Project? = nil) -> SwiftProject {
        // A streamed run keeps the first files up to a budget of source bytes, so that an app of ordinary size is parsed
        // once, and reads the rest again in the pass after this one: its memory stays bounded whatever the tree's size.
        let keeps = keepsFiles ? [Bool](repeating: true, count: paths.count) : Self.filesWithinBudget(paths, budget: streamedKeptBytes)
        // Pass 1: lex, and find the app's color helpers and named constants.
        let lexed = ParallelMap.map(paths.count) { index -> FirstPass? in
            guard let (source, tree) = Linter.read(paths[index]) else { return nil }
            let file = ProjectColorFacts.File(source: source, definitions: ColorDefinitions.scan(source), isWatch: SourceTreeWalker.isWatchPath(paths[index]),
                                              declarations: ColorDeclarations.File(scanning: tree))
            let imports = Set(tree.root.children(.importDecl).compactMap(\.keyText))
            let platform = ColorTypeResolver.platformColor(imports: imports)
            return FirstPass(file: file, kept: keeps[index] ? (source, tree) : nil, platform: platform,
                             mentioned: platform == nil ? ColorTypeResolver.platformColor(mentionedIn: source.bytes) : nil,
                             codeOwned: CodeOwnedColors([source]), light: SwiftPairs.LightSummary(tree), locksDark: AppAppearanceLock.locksAppDark(tree),
                             locksFileDark: AppAppearanceLock.locksFileDark(tree), themeStyle: AppAppearanceLock.declaredThemeStyle(tree),
                             appliedStyles: AppAppearanceLock.appliedStyleMembers(tree), screens: InheritedScreens.facts(in: tree, file: paths[index]),
                             labelStyles: StyledLabels.coloringStyles(in: tree), redrawCalls: RedrawCallers.methods(in: tree))
        }
        // One walk over the first pass's results, each taken apart once (a copy of each whole result per question costs a
        // retain of every array it holds).
        var eachFile: [ProjectColorFacts.File?] = [], eachKept: [(source: SwiftSourceFile, tree: SyntaxTree)?] = []
        eachFile.reserveCapacity(paths.count)
        eachKept.reserveCapacity(paths.count)
        var imported: Set<ColorType> = [], mentioned: Set<ColorType> = [], lights: [SwiftPairs.LightSummary] = []
        var codeOwned = CodeOwnedColors()
        var appLockedDark = false, darkLockedFiles: Set<String> = [], appliedStyles: Set<String> = []
        var themeStyles: [(path: String, member: String, scheme: ColorScheme)] = []
        var screens: [InheritedScreens.FileFacts] = []
        var labelStyles: Set<String> = [], redrawnMethods: Set<String> = []
        for (index, entry) in lexed.enumerated() {
            eachFile.append(entry?.file)
            eachKept.append(entry?.kept)
            guard let entry else { continue }
            if let platform = entry.platform { imported.insert(platform) }
            if let platform = entry.mentioned { mentioned.insert(platform) }
            lights.append(entry.light)
            codeOwned.merge(entry.codeOwned)
            appLockedDark = appLockedDark || entry.locksDark
            if entry.locksFileDark { darkLockedFiles.insert(paths[index]) }
            if let style = entry.themeStyle { themeStyles.append((paths[index], style.member, style.scheme)) }
            appliedStyles.formUnion(entry.appliedStyles)
            if !entry.screens.isEmpty { screens.append(entry.screens) }
            labelStyles.formUnion(entry.labelStyles)
            redrawnMethods.formUnion(entry.redrawCalls)
        }
        let files = eachFile, kept = eachKept
        // The project's color-typed declarations, and the platform of its UIKit or AppKit files for those that import neither.
        let declarations = ColorDeclarations(files: files.compactMap { $0?.declarations })
        // An app none of whose files imports UIKit or AppKit (a module of its own re-exports it) is told by the types its
        // files name (`UIView`, `UIColor`): one platform's only.
        let platforms = imported.isEmpty ? mentioned : imported
        let projectPlatform = platforms.count == 1 ? platforms.first : nil
        var excluded = ColorContext.excluded
        if configuration.includePreviews { excluded.remove(.preview) }
        if configuration.includeWatch { excluded.remove(.watch) }
        let (facts, definitions) = ProjectColorFacts.gather(files, catalogs: catalogs, excluded: excluded, redrawnMethods: redrawnMethods) { index in
            kept[index]?.source ?? Linter.read(paths[index])?.source
        }
        // What the project shows in light only, across files (a flow pushed onto a navigation controller locked to light).
        codeOwned.lightOnlyClasses = SwiftPairs.lightOnlyTypeNames(lights)
        // Pass 2: walk every file into color sites, judged in context, and record the uses of named constants (kept for the
        // next pass with the files; otherwise walked only when some file defines a constant whose uses count).
        let partial = SwiftProject(paths: paths, kept: kept, files: files, facts: facts, definitions: definitions, declarations: declarations,
                                   projectPlatform: projectPlatform, excluded: excluded, walked: nil, uses: [:], codeOwned: codeOwned, model: model)
        let hasConstants = definitions.contains { !$0.definitions.isEmpty || !$0.literalConstants.isEmpty }
        // A kept file is walked whole now (its walk kept for the next pass); a file let go is walked for its uses alone
        // (no types), read and parsed again and let go, and only when some file defines a constant whose uses count.
        let outputs = ParallelMap.map(paths.count) { index -> ColorSiteWalker.Output? in
            if let file = kept[index] { return partial.walk(index, source: file.source, tree: file.tree) }
            guard hasConstants, let entry = files[index], let (source, tree) = Linter.read(paths[index]) else { return nil }
            var walker = ColorSiteWalker(file: source, tree: tree, facts: facts, ownDefinitions: definitions[index].definitions, fileIsWatch: entry.isWatch,
                                         platforms: partial.platforms(of: index, tree: tree))
            var output = walker.walk()
            output.sites = []
            output.findings = []
            return output
        }
        let walked = zip(outputs, kept).map { output, file in file == nil ? nil : output }
        let uses = ProjectColorFacts.totalUses(outputs)
        var project = SwiftProject(paths: paths, kept: kept, files: files, facts: facts, definitions: definitions, declarations: declarations,
                                   projectPlatform: projectPlatform, excluded: excluded, walked: walked, uses: uses, codeOwned: codeOwned, model: model)
        project.appLockedDark = appLockedDark
        // A theme's file whose appearance member the app applies (`overrideUserInterfaceStyle = theme.userInterfaceStyle`)
        // is drawn in the appearance the theme names.
        for style in themeStyles where appliedStyles.contains(style.member) {
            if style.scheme == .dark { darkLockedFiles.insert(style.path) } else { project.themeLightFiles.insert(style.path) }
        }
        project.darkLockedFiles = darkLockedFiles
        project.inheritedRoots = InheritedScreens.inherited(screens)
        project.labelStyles = labelStyles
        return project
    }

    /// What the first pass finds in one Swift file.
    struct FirstPass {
        let file: ProjectColorFacts.File
        let kept: (source: SwiftSourceFile, tree: SyntaxTree)?
        /// The platform color type its imports name, else the one its text mentions.
        let platform: ColorType?, mentioned: ColorType?
        let codeOwned: CodeOwnedColors
        let light: SwiftPairs.LightSummary
        /// Whether it locks the whole app, or what it draws, to dark.
        let locksDark: Bool, locksFileDark: Bool
        /// The appearance a theme type of the file names (``AppAppearanceLock/declaredThemeStyle(_:)``), and the members the
        /// file applies as the appearance (``AppAppearanceLock/appliedStyleMembers(_:)``).
        let themeStyle: (member: String, scheme: ColorScheme)?
        let appliedStyles: Set<String>
        /// Its classes' superclasses and the root views they set (``InheritedScreens``).
        let screens: InheritedScreens.FileFacts
        /// Its button styles that color their label (``StyledLabels``).
        let labelStyles: Set<String>
        /// The methods its types' trait-change methods call on their properties (``RedrawCallers``).
        let redrawCalls: Set<String>
    }

    /// How many bytes of Swift source a streamed run keeps parsed between its passes: kept, a file's tokens and tree take
    /// about ten times its size (measured: 39 MB more at the peak of a million lines), and an app of a few megabytes of
    /// Swift is parsed once.
    static let keptSourceBudget = 4 << 20

    /// Which files a streamed run keeps between its passes: in order, each one that still fits, so that the kept sizes add
    /// up to at most ``keptSourceBudget`` (a file that cannot be sized is read again).
    static func filesWithinBudget(_ paths: [String], budget: Int) -> [Bool] {
        var total = 0
        return paths.map { path in
            guard let size = FileSystem.size(path), total + size <= budget else { return false }
            total += size
            return true
        }
    }

    /// Lints one Swift file of a prepared project: its pairs judged in every mode, its findings, its palette constants.
    func lintSwiftFile(_ index: Int, in project: SwiftProject) -> SwiftFileResult {
        let paths = project.paths, facts = project.facts, definitions = project.definitions, uses = project.uses
        let catalogs = facts.catalogs, leftAlone = project.excluded
        var swift = SwiftFileResult(path: paths[index])
        guard project.files[index] != nil, let (file, tree) = project.lexed(index), let result = project.walk(index, source: file, tree: tree) else {
            // Read again to say why: only a file that failed is (rare: the walk skips what is not a regular file).
            let reason = Result { () throws(FileSystem.ReadFailure) in try FileSystem.readRegularFile(paths[index]) }
            let message = if case .failure(let failure) = reason { failure.description } else { "cannot read the file" }
            swift.findings.append(LintFinding(file: paths[index], line: 1, column: 1, rule: .assetUnreadable, severity: .error,
                                              message: message, fix: "Check the file's permissions."))
            return swift
        }
        // Pass 2b: what the file draws on what, judged in every mode (generated files are never reported, so not judged).
        // Vendored third-party code is treated alike: its maintainers own it.
        let generated = GeneratedFiles.isGenerated(path: file.path, bytes: file.bytes) || GeneratedFiles.isThirdParty(path: file.path)
        let reported = Set(result.findings.map { result.sites[$0.site].range.offsets })
        let declarations = project.declarations
        let pairs = generated ? nil : Linter.judgePairs(in: file, tree: tree, sites: result.sites, reported: reported, catalogs: catalogs,
                                                        excluded: leftAlone, lightTypes: project.lightTypes, screenSurfaces: project.screenSurfaces,
                                                        inheritedRoots: project.inheritedRoots, labelStyles: project.labelStyles,
                                                        isDeclared: { declarations.declares($0) },
                                                        paletteValue: { declarations.value(ofProperty: $0, owner: $1) }, wrappers: facts.wrappers)
        // Pass 3: a named constant is reported at its definition unless every use chooses it by mode.
        swift.lines = file.lineStarts.count
        // A style's name the walk took for a color (`weight: .black`) is no site at all.
        swift.sites = result.sites.filter { $0.notAColor == nil }
        if case let unknown = tree.unknownByteCount, unknown > 0 { swift.unknownBytes = unknown }
        for site in result.sites where site.notAColor == nil { swift.count(site) }
        // A generated file is read for its declarations (pass 1) and its sites, never reported: its generator owns it.
        if generated {
            swift.isGenerated = true
            return swift
        }
        swift.suppressions = file.suppressions
        let lightLocked = project.lightLockedFiles.contains(file.path)
        let darkLocked = !project.darkLockedFiles.isEmpty && project.darkLockedFiles.contains(file.path)
        swift.backgroundImages = BackgroundImages.uses(in: tree, file: file.path)
        // The failing pair each site is a side of, by where it starts: what a finding on it says in its one line.
        var failing: [Int: PairJudgement] = [:]
        // White (or near-white) text or a symbol all but invisible in light on the background assumed or read for it is
        // drawn on something the code does not say (a brand fill, an image, a status strip inside the white cell): the
        // design shows it in light, so that background is not what it is drawn on, and nothing is reported on it.
        var unseenInLight: Set<Int> = []
        for judgement in pairs?.judged ?? [] where Self.isDrawnElsewhere(judgement.pair.foreground, kind: judgement.pair.kind, on: judgement.background,
                                                                          assumed: judgement.backgroundIsAssumed) {
            guard let location = judgement.pair.foreground.location, let column = location.column else { continue }
            unseenInLight.insert(location.line << 20 | column)
        }
        for judgement in pairs?.judged ?? [] where judgement.failureMessage != nil {
            for location in [judgement.pair.foreground.location, judgement.background.location] {
                guard let location, location.file == file.path, let column = location.column else { continue }
                failing[location.line << 20 | column] = failing[location.line << 20 | column] ?? judgement
            }
        }
        var drawLocator: SyntaxLocator?
        // Whether the file may draw into an image at all: the names the closures and calls below start with.
        let mayDrawImages = !result.findings.isEmpty && Self.imageDrawingMarkers.contains { file.bytes.contains(bytes: $0) }
        for raw in result.findings {
            let site = result.sites[raw.site]
            if site.notAColor != nil || !site.context.isDisjoint(with: ColorContext.adapting.union(leftAlone)) { continue }
            // A pair finding says it instead.
            if pairs?.superseded.contains(site.range.offsets) == true { continue }
            // A constant pair that passes in every mode is not a finding, whatever its colors are one by one.
            if let pairs, Self.pairJudgedRules.contains(raw.rule.id), pairs.clears(site) { continue }
            // A shadow the tree tells (a shadow parameter's default): each of these rules leaves shadows alone.
            if Self.pairJudgedRules.contains(raw.rule.id), site.context.contains(.shadowOrMask) { continue }
            if Self.pairJudgedRules.contains(raw.rule.id), unseenInLight.contains(site.range.start.line << 20 | site.range.start.column) { continue }
            if raw.rule == .layerColorSnapshot, Self.isFromOutsideTheTree(snapshot: site.text, declarations: project.declarations) { continue }
            // A color given to a context in a routine handed the context it draws in (`func renderShape(context: CGContext, …)`):
            // called from the view's draw pass, where the traits are the view's own.
            if raw.rule == .layerColorSnapshot, site.name?.hasPrefix("set") == true {
                if drawLocator == nil { drawLocator = SyntaxLocator(tree) }
                if let drawLocator, Self.isInDrawingRoutine(site.range.offsets.lowerBound, locator: drawLocator) { continue }
            }
            // A constant drawn into an image (a renderer's closure, after `UIGraphicsBeginImageContext`): artwork on what the
            // image draws under it, not the interface's appearance. (An adapting color taken into one is still a snapshot.)
            if Self.pairJudgedRules.contains(raw.rule.id), mayDrawImages {
                if drawLocator == nil { drawLocator = SyntaxLocator(tree) }
                if let drawLocator, Self.isDrawnIntoImage(site.range.offsets.lowerBound, locator: drawLocator, bytes: file.bytes) { continue }
            }
            // `.red` where the tree says a SwiftUI `Color` is needed (`self.borderTint = .red` of a `Color` property): SwiftUI's red adapts.
            if raw.rule == .nonAdaptingSystemColor, site.kind == .systemColor, site.type == .color || site.type == .shapeStyle,
               let name = site.name, name != "black", name != "white",
               SystemColorName(rawValue: "system" + name.prefix(1).uppercased() + name.dropFirst()) != nil { continue }
            // A snapshot of a constant, or a light-only color set that reads on either page: the same in every mode, and harmless so.
            if raw.rule == .layerColorSnapshot || raw.rule == .namedColorNoDark, pairs?.constantInEveryMode.contains(site.range.offsets) == true { continue }
            // A color extension's name for a set (`static let grey10 = UIColor(named: "Grey10")!`) draws nothing: the set is
            // judged in dark where the name is used (and the catalog's own audit reports a set without a Dark appearance).
            // Its want of a High Contrast variant is the set's, said once at the name, not at every use.
            if raw.rule == .namedColorNoDark, definitions[index].namedConstants.contains(where: { $0.line == site.range.start.line }) { continue }
            if raw.rule == .namedColorNoHighContrast, !facts.namedConstants.isEmpty, site.kind == .namedColor,
               facts.namedConstants[WordTable.hash(site.text.utf8)] != nil { continue }
            var finding = LintFinding(file: file.path, line: site.range.start.line, column: site.range.start.column, rule: raw.rule,
                                      message: raw.message, snippet: site.text, site: site)
            // Its advice in the vocabulary of the type the site turned out to have (`.primary` in a SwiftUI `Color`).
            if raw.rule == .nonAdaptingSystemColor, site.type != nil, site.type != .uiColor, site.kind == .systemColor,
               raw.message.hasPrefix("'\(site.text)' is a fixed color") {
                finding.message = NonAdaptingSystemColorRule.message(for: site)
            }
            // Why, in the same line: the pair it fails in, both sides, the mode and the ratio. (`pair` stays the judgement
            // a pair finding was made from: this finding is the color's own.) What the pairs say of it, when they say more
            // (drawn on a surface that stays bright: change them together), is said instead.
            let judgement = failing[site.range.start.line << 20 | site.range.start.column]
            if let restated = pairs?.restated[site.range.offsets] {
                finding.message = restated
            } else if Self.pairJudgedRules.contains(raw.rule.id), let judgement, let why = judgement.failureMessage {
                finding.message += " — " + why
            }
            if project.appLockedDark || darkLocked, !AppAppearanceLock.keeps(finding, failing: judgement) { continue }
            if lightLocked, !AppAppearanceLock.keeps(finding, failing: judgement, scheme: .light) { continue }
            swift.findings.append(finding)
        }
        swift.findings += (pairs?.added ?? []).filter { (!(project.appLockedDark || darkLocked) || AppAppearanceLock.keeps($0)) && (!lightLocked || AppAppearanceLock.keeps($0, scheme: .light)) }
        swift.pairs += pairs?.judged ?? []
        var locator: SyntaxLocator?
        let paletteSites = facts.paletteSites(in: file, definitions: definitions[index], output: result, uses: uses) { offset in
            if locator == nil { locator = SyntaxLocator(tree) }
            return locator.map { PublicDeclarations.isPublic(at: offset, in: $0) } ?? false
        }
        // Typed on the file's tree, as its walked sites were; a resolver only for a file that defines palette constants.
        let types = paletteSites.isEmpty ? nil : ColorTypeResolver(tree: tree, declarations: project.declarations, projectPlatform: project.projectPlatform)
        for (paletteSite, message) in paletteSites {
            var site = paletteSite
            if let facts = types?.classify(site.range.offsets, systemColor: false) {
                site.type = facts.type
                if facts.isPaletteMember { site.context.insert(.modeVariant) }
            }
            swift.count(site)
            swift.sites.append(site)
            if !site.context.isDisjoint(with: .adapting) { continue }
            // Defined where the app chooses colors per scheme (a theme's initializer), or in a pair that passes everywhere.
            if pairs?.clears(site) == true { continue }
            guard let message, !project.appLockedDark, !darkLocked, !lightLocked else { continue }
            swift.findings.append(LintFinding(file: file.path, line: site.range.start.line, column: site.range.start.column, rule: .constantColor,
                                              message: message, snippet: site.text, site: site))
        }
        return swift
    }

    /// What a file that draws into an image writes: a renderer, a bitmap context, an image drawn by a handler.
    static let imageDrawingMarkers = ["ImageRenderer", "UIGraphicsBeginImageContext", "lockFocus", "NSImage(size:"].map { Array($0.utf8) }
    /// The calls after which a function draws into a bitmap until it ends.
    static let bitmapContextMarkers = ["UIGraphicsBeginImageContext", "lockFocus()"].map { Array($0.utf8) }

    /// Whether the byte at `offset` is drawn into an image: in the closure of a renderer's `image { … }` (or `pngData`,
    /// `jpegData`), or of `NSImage(size:flipped:drawingHandler:)`, or in a function after its `UIGraphicsBeginImageContext…`
    /// or `lockFocus()`.
    static func isDrawnIntoImage(_ offset: Int, locator: SyntaxLocator, bytes: [UInt8]) -> Bool {
        var node: Syntax? = locator.innermostNode(containing: offset)
        while let current = node {
            if current.kind == .closure {
                var call = current.parent
                if call?.kind != .functionCall { call = call?.parent }
                if let function = call.flatMap(FunctionCall.init), let name = function.calledName,
                   ["image", "pngData", "jpegData", "NSImage"].contains(name) { return true }
            }
            if current.kind == .functionDecl || current.kind == .accessorDecl || current.kind == .initializerDecl {
                return bytes[current.range.lowerBound..<offset].withUnsafeBufferPointer { before in
                    Self.bitmapContextMarkers.contains { marker in marker.withUnsafeBufferPointer { ByteSearch.contains(before, $0) } }
                }
            }
            node = current.parent
        }
        return false
    }

    /// Whether the byte at `offset` is in a function one of whose parameters is a `CGContext`: a drawing routine, run from a
    /// view's draw pass.
    static func isInDrawingRoutine(_ offset: Int, locator: SyntaxLocator) -> Bool {
        var node: Syntax? = locator.innermostNode(containing: offset)
        while let current = node {
            if let function = FunctionDecl(current) {
                return function.parameters.contains { $0.type?.text.contains(bytesOf: "CGContext") == true }
            }
            node = current.parent
        }
        return false
    }

    /// Whether a layer color's snapshot is of a color made outside the linted tree (`UIColor.brandGray().cgColor`, a
    /// dependency's palette): whether it adapts at all cannot be known, so its snapshot is not judged.
    ///
    /// Only a color the tree or the platform names is: `UIColor.separator.cgColor`, `UIColor(named: "Ink")?.cgColor`, the
    /// app's own `UIColor.ink.cgColor`, a parameter or a local.
    static func isFromOutsideTheTree(snapshot text: String, declarations: ColorDeclarations) -> Bool {
        let compact = text.removingWhitespace()
        guard compact.hasSuffix(".cgColor") else { return false }
        var base = compact.dropLast(".cgColor".count)
        if base.hasSuffix("?") || base.hasSuffix("!") { base = base.dropLast() }
        // `X.member` or `X.member()` (an empty call), the member named last.
        let isCall = base.hasSuffix("()")
        if isCall { base = base.dropLast(2) }
        guard let dot = base.lastIndex(of: "."), base.firstIndex(of: "(") == nil else { return false }
        let member = String(base[base.index(after: dot)...])
        let owner = String(base[..<dot])
        guard ["UIColor", "NSColor", ""].contains(owner), !member.isEmpty else { return false }
        if !isCall, SystemColorName(spelled: member, swiftUI: false) != nil || PairSide.fixedColor(named: member) != nil { return false }
        if isCall { return declarations.resultType(ofFunction: member) == nil && declarations.resultType(ofFunction: member, owner: owner) == nil }
        return declarations.propertyType(named: member) == nil && declarations.propertyType(named: member, owner: owner) == nil
    }
}
