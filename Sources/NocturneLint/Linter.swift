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
        let inventory = try SourceTreeWalker(excludes: configuration.excludes, readsGitignore: configuration.readsGitignore,
                                         followsLinks: configuration.followsLinks).walk(paths)
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
        let swiftPaths = inventory.swiftFiles.filter { configuration.includeTests || !SourceTreeWalker.isTestPath($0) }
        let swift = lintSwift(swiftPaths, catalogs: index)
        findings += swift.findings
        var suppressions = swift.suppressions
        var pairs = swift.pairs
        // Storyboards and xibs, on every core: each file's findings, pairs and suppressions, in file order.
        let codeOwned = swift.codeOwned
        let catalogIndex = index
        let files = inventory.interfaceBuilderFiles
        let scans = ParallelMap.map(files.count) { index
            -> (findings: [LintFinding], pairs: [PairJudgement], suppressions: [Suppression], images: [BackgroundImageUse]) in
            let path = files[index]
            let bytes: [UInt8]
            do { bytes = SourceTextEncoding.utf8Bytes(of: try FileSystem.readRegularFile(path)) } catch {
                return ([LintFinding(file: path, line: 1, column: 1, rule: .assetUnreadable, severity: .error,
                                     message: String(describing: error), fix: "Check the file's permissions.")], [], [], [])
            }
            let scan = InterfaceBuilderScanner.scan(bytes, path: path, catalogs: catalogIndex, codeOwned: codeOwned)
            let found = scan.findings.map { raw in
                var finding = LintFinding(file: path, line: raw.site.range.start.line, column: raw.site.range.start.column, rule: raw.rule,
                                          severity: max(raw.severity ?? raw.rule.defaultSeverity, raw.rule.defaultSeverity),
                                          message: raw.message, fix: raw.rule.fix, snippet: raw.site.text, site: raw.site)
                finding.pair = raw.pair
                return finding
            }
            return (found, scan.pairs, InterfaceBuilderScanner.suppressions(in: bytes), BackgroundImages.uses(in: scan.tree, file: path))
        }
        var backgroundImages = swift.backgroundImages
        for (path, scan) in zip(files, scans) {
            findings += scan.findings
            pairs += scan.pairs
            suppressions[path] = scan.suppressions
            backgroundImages += scan.images
        }
        var report = finish(findings, suppressions: suppressions, baseline: baseline, inventory: inventory, swiftFiles: swiftPaths.count,
                            swiftLines: swift.lines)
        report.generatedFiles = swift.generatedFiles
        report.pairs = pairs
        report.colorCatalogs = index
        report.interfaceBuilderPaths = files
        report.backgroundImages = backgroundImages
        report.project = project
        report.appAppearances = appearances
        report.unknownBytes = swift.unknownBytes
        report.colorSiteCount = swift.colorSiteCount
        report.untypedSites = swift.untypedSites
        return report
    }

    /// Applies severities, inline suppressions and the baseline, and orders the findings.
    private func finish(_ raw: [LintFinding], suppressions: [String: [Suppression]], baseline: LintBaseline?, inventory: SourceTreeWalker.Inventory,
                        swiftFiles: Int, swiftLines: Int) -> LintReport {
        var kept: [LintFinding] = []
        var suppressed: [LintReport.SuppressedFinding] = []
        var used: Set<String> = []
        // Each file's suppressions by the lines they cover: matching is linear in findings and suppressions.
        var byLine: [String: [Int: [Suppression]]] = [:]
        for (file, list) in suppressions {
            var lines: [Int: [Suppression]] = [:]
            for suppression in list { for line in suppression.coveredLines { lines[line, default: []].append(suppression) } }
            byLine[file] = lines
        }
        for var finding in raw {
            guard let severity = configuration.severity(of: finding.rule) else { continue }
            // A rule may report above its default (a pair that passes in light and fails in dark is an error); a configured severity wins.
            if configuration.severities[finding.rule.id] != nil || finding.severity < severity { finding.severity = severity }
            if let suppression = byLine[finding.file]?[finding.line]?.first(where: { $0.silences(rule: finding.rule.id, line: finding.line) }) {
                suppressed.append(LintReport.SuppressedFinding(finding: finding, suppressionLine: suppression.line))
                used.insert("\(finding.file):\(suppression.line):\(suppression.column)")
                continue
            }
            kept.append(finding)
        }
        if let severity = configuration.severity(of: .unusedSuppression) {
            for (file, list) in suppressions {
                for suppression in list where !used.contains("\(file):\(suppression.line):\(suppression.column)") {
                    let named = suppression.rules.isEmpty ? "every rule" : suppression.rules.joined(separator: ", ")
                    kept.append(LintFinding(file: file, line: suppression.line, column: suppression.column, rule: .unusedSuppression,
                                            severity: severity, message: "nocturne:ignore (\(named)) silences nothing on this line or the next",
                                            fix: LintRule.unusedSuppression.fix, snippet: "nocturne:ignore " + suppression.rules.joined(separator: " ")))
                }
            }
        }
        kept.sort(by: LintFinding.ordered)
        suppressed.sort { LintFinding.ordered($0.finding, $1.finding) }
        let partition = baseline?.partition(kept) ?? LintBaseline.Partition(remaining: kept, baselined: [])
        return LintReport(findings: partition.remaining, suppressed: suppressed, baselined: partition.baselined, swiftFiles: swiftFiles, swiftLines: swiftLines,
                          interfaceBuilderFiles: inventory.interfaceBuilderFiles.count, catalogs: inventory.catalogs.count, unbaselined: kept,
                          skipped: inventory.skipped)
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
        /// The images drawn as backgrounds.
        var backgroundImages: [BackgroundImageUse] = []

        /// Counts a site, and lists it when its type is unknown.
        mutating func count(_ site: ColorSite) {
            colorSiteCount += 1
            if site.type == nil { untypedSites.append((site.file, site.range.start.line, site.text)) }
        }
        /// The color properties the files' custom classes set in code at setup.
        var codeOwned = CodeOwnedColors()
    }

    /// The rules that judge a color by itself, whose findings a passing constant pair clears.
    static let pairJudgedRules: Set<String> = ["constant-color", "fixed-black-white", "non-adapting-system-color"]

    /// Both passes over the Swift files, on every core: the facts of the whole tree, then one walk per file.
    func lintSwift(_ paths: [String], catalogs: ColorCatalogIndex) -> SwiftResult {
        // Pass 1: lex, and find the app's color helpers and named constants.
        let lexed = ParallelMap.map(paths.count) { index -> ProjectColorFacts.File? in
            guard let bytes = try? FileSystem.readRegularFile(paths[index]) else { return nil }
            // A UTF-16 file is read as its UTF-8 text, never skipped.
            let text = SourceTextEncoding.utf8Bytes(of: bytes)
            let file = SwiftSourceFile(path: paths[index], bytes: text)
            let tree = SyntaxTree.parse(text)
            return ProjectColorFacts.File(source: file, definitions: ColorDefinitions.scan(file), isWatch: SourceTreeWalker.isWatchPath(paths[index]),
                                          tree: tree, declarations: ColorDeclarations.File(scanning: tree))
        }
        // The project's color-typed declarations, and the platform of its UIKit or AppKit files for those that import neither.
        let declarations = ColorDeclarations(files: lexed.compactMap { $0?.declarations })
        let projectPlatform = Self.projectPlatform(lexed.compactMap { $0?.tree })
        var excluded = ColorContext.excluded
        if configuration.includePreviews { excluded.remove(.preview) }
        if configuration.includeWatch { excluded.remove(.watch) }
        let (facts, definitions) = ProjectColorFacts.gather(lexed, catalogs: catalogs, excluded: excluded)
        // Pass 2: walk every file into color sites, judged in context, and record the uses of named constants.
        let results = ParallelMap.map(paths.count) { index -> ColorSiteWalker.Output? in
            guard let entry = lexed[index] else { return nil }
            var walker = ColorSiteWalker(file: entry.source, facts: facts, ownDefinitions: definitions[index].definitions, fileIsWatch: entry.isWatch)
            var output = walker.walk()
            let types = ColorTypeResolver(tree: entry.tree, declarations: declarations, projectPlatform: projectPlatform)
            let beforeDarkMode = DarkModeAvailability.fallbackRanges(in: entry.tree), masks = MaskContent.ranges(in: entry.tree)
            for site in output.sites.indices where output.sites[site].kind != .interfaceBuilder {
                let range = output.sites[site].range.offsets
                if beforeDarkMode.contains(where: { $0.lowerBound <= range.lowerBound && range.upperBound <= $0.upperBound }) {
                    output.sites[site].context.insert(.beforeDarkMode)
                }
                if masks.contains(where: { $0.lowerBound <= range.lowerBound && range.upperBound <= $0.upperBound }) {
                    output.sites[site].context.insert(.maskContent)
                }
                let facts = types.classify(output.sites[site].range.offsets, systemColor: output.sites[site].kind == .systemColor)
                output.sites[site].type = facts.type
                output.sites[site].notAColor = facts.notAColor
                // A palette protocol's implementation is the app's theme engine choosing colors per theme.
                if facts.isPaletteMember { output.sites[site].context.insert(.modeVariant) }
            }
            return output
        }
        let leftAlone = excluded
        // What the project shows in light only, across files (a flow pushed onto a navigation controller locked to light).
        let lightTypes = SwiftPairs.lightOnlyTypeNames(in: lexed.compactMap { $0?.tree })
        // Pass 2b: what each file draws on what, judged in every mode (generated files are never reported, so not judged).
        let judged = ParallelMap.map(paths.count) { index -> (pairs: SwiftPairOutcome?, generated: Bool, images: [BackgroundImageUse]) in
            guard let entry = lexed[index], let result = results[index] else { return (nil, false, []) }
            if GeneratedFiles.isGenerated(path: entry.source.path, bytes: entry.source.bytes) { return (nil, true, []) }
            let reported = Set(result.findings.map { result.sites[$0.site].range.offsets })
            return (Linter.judgePairs(in: entry.source, tree: entry.tree, sites: result.sites, reported: reported, catalogs: catalogs,
                                      excluded: leftAlone, lightTypes: lightTypes), false, BackgroundImages.uses(in: entry.tree, file: entry.source.path))
        }
        // Pass 3: a named constant is reported at its definition unless every use chooses it by mode.
        let uses = ProjectColorFacts.totalUses(results)
        var swift = SwiftResult()
        swift.codeOwned = CodeOwnedColors(lexed.compactMap { $0?.source })
        swift.codeOwned.lightOnlyClasses = lightTypes
        for (index, result) in results.enumerated() {
            guard let result, let file = lexed[index]?.source else {
                // Read again to say why: only a file that failed is (rare: the walk skips what is not a regular file).
                let reason = Result { () throws(FileSystem.ReadFailure) in try FileSystem.readRegularFile(paths[index]) }
                let message = if case .failure(let failure) = reason { failure.description } else { "cannot read the file" }
                swift.findings.append(LintFinding(file: paths[index], line: 1, column: 1, rule: .assetUnreadable, severity: .error,
                                                  message: message, fix: "Check the file's permissions."))
                continue
            }
            swift.lines += file.lineStarts.count
            // A style's name the walk took for a color (`weight: .black`) is no site at all.
            swift.sites += result.sites.filter { $0.notAColor == nil }
            if let tree = lexed[index]?.tree, case let unknown = tree.unknownByteCount, unknown > 0 { swift.unknownBytes.append((file.path, unknown)) }
            for site in result.sites where site.notAColor == nil { swift.count(site) }
            // A generated file is read for its declarations (pass 1) and its sites, never reported: its generator owns it.
            if judged[index].generated {
                swift.generatedFiles.append(file.path)
                continue
            }
            if !file.suppressions.isEmpty { swift.suppressions[file.path] = file.suppressions }
            swift.backgroundImages += judged[index].images
            let pairs = judged[index].pairs
            // The failing pair each site is a side of, by where it starts: what a finding on it says in its one line.
            var failing: [Int: PairJudgement] = [:]
            // White (or near-white) text or a symbol all but invisible on the background assumed for it in light is drawn
            // on something the code does not say (a brand fill, an image): the design shows it in light, so the assumed
            // background is wrong and nothing is reported on it.
            var unseenInLight: Set<Int> = []
            for judgement in pairs?.judged ?? [] where judgement.backgroundIsAssumed && judgement.pair.foreground.isConstant
                && [.text, .largeText, .symbol].contains(judgement.pair.kind) {
                guard let location = judgement.pair.foreground.location, let column = location.column,
                      judgement.pair.foreground.isUnseenInLight(on: judgement.background) else { continue }
                unseenInLight.insert(location.line << 20 | column)
            }
            for judgement in pairs?.judged ?? [] where judgement.failureMessage != nil {
                for location in [judgement.pair.foreground.location, judgement.background.location] {
                    guard let location, location.file == file.path, let column = location.column else { continue }
                    failing[location.line << 20 | column] = failing[location.line << 20 | column] ?? judgement
                }
            }
            for raw in result.findings {
                let site = result.sites[raw.site]
                if site.notAColor != nil || !site.context.isDisjoint(with: ColorContext.adapting.union(leftAlone)) { continue }
                // A constant pair that passes in every mode is not a finding, whatever its colors are one by one.
                if let pairs, Self.pairJudgedRules.contains(raw.rule.id), pairs.clears(site) { continue }
                if Self.pairJudgedRules.contains(raw.rule.id), unseenInLight.contains(site.range.start.line << 20 | site.range.start.column) { continue }
                if raw.rule == .layerColorSnapshot, Self.isFromOutsideTheTree(snapshot: site.text, declarations: declarations) { continue }
                var finding = LintFinding(file: file.path, line: site.range.start.line, column: site.range.start.column, rule: raw.rule,
                                          message: raw.message, snippet: site.text, site: site)
                // Its advice in the vocabulary of the type the site turned out to have (`.primary` in a SwiftUI `Color`).
                if raw.rule == .nonAdaptingSystemColor, site.type != nil, site.type != .uiColor, site.kind == .systemColor,
                   raw.message.hasPrefix("'\(site.text)' is a fixed color") {
                    finding.message = NonAdaptingSystemColorRule.message(for: site)
                }
                // Why, in the same line: the pair it fails in, both sides, the mode and the ratio. (`pair` stays the judgement
                // a pair finding was made from: this finding is the color's own.)
                if Self.pairJudgedRules.contains(raw.rule.id), let judgement = failing[site.range.start.line << 20 | site.range.start.column],
                   let why = judgement.failureMessage {
                    finding.message += " — " + why
                }
                swift.findings.append(finding)
            }
            swift.findings += pairs?.added ?? []
            swift.pairs += pairs?.judged ?? []
            let paletteSites = facts.paletteSites(in: file, definitions: definitions[index], output: result, uses: uses)
            // Typed on the file's tree, as its walked sites were; a resolver only for a file that defines palette constants.
            let types = paletteSites.isEmpty ? nil : lexed[index].map { ColorTypeResolver(tree: $0.tree, declarations: declarations, projectPlatform: projectPlatform) }
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
                guard let message else { continue }
                swift.findings.append(LintFinding(file: file.path, line: site.range.start.line, column: site.range.start.column, rule: .constantColor,
                                                  message: message, snippet: site.text, site: site))
            }
        }
        return swift
    }

    /// Whether a layer color's snapshot is of a color made outside the linted tree (`UIColor.brandGray().cgColor`, a
    /// dependency's palette): whether it adapts at all cannot be known, so its snapshot is not judged.
    ///
    /// Only a color the tree or the platform names is: `UIColor.separator.cgColor`, `UIColor(named: "Ink")?.cgColor`, the
    /// app's own `UIColor.ink.cgColor`, a parameter or a local.
    static func isFromOutsideTheTree(snapshot text: String, declarations: ColorDeclarations) -> Bool {
        let compact = text.filter { !$0.isWhitespace }
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

    /// The platform color the project's files choose by their imports when they agree (`UIColor` for an iOS app), else `nil`.
    static func projectPlatform(_ trees: [SyntaxTree]) -> ColorType? {
        var found: Set<ColorType> = []
        for tree in trees {
            let imports = Set(tree.root.children(.importDecl).compactMap(\.keyText))
            if let platform = ColorTypeResolver.platformColor(imports: imports) { found.insert(platform) }
            if found.count > 1 { return nil }
        }
        return found.first
    }
}
