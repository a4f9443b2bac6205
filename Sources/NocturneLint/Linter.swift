import NocturneFormats
import NocturneSupport

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
                findings.append(LintFinding(file: path, line: 1, column: 1, rule: LintRule.assetUnreadable.id, severity: .error,
                                            message: error.description, fix: LintRule.assetUnreadable.fix))
            }
        }
        let index = ColorCatalogIndex(catalogs)
        let swiftPaths = inventory.swiftFiles.filter { configuration.includeTests || !SourceTreeWalker.isTestPath($0) }
        let swift = lintSwift(swiftPaths, catalogs: index)
        findings += swift.findings
        var suppressions = swift.suppressions
        for path in inventory.interfaceBuilderFiles {
            let bytes: [UInt8]
            do { bytes = try FileSystem.readRegularFile(path) } catch {
                findings.append(LintFinding(file: path, line: 1, column: 1, rule: LintRule.assetUnreadable.id, severity: .error,
                                            message: error.description, fix: "Check the file's permissions."))
                continue
            }
            for raw in InterfaceBuilderScanner.scan(bytes, catalogs: index) {
                findings.append(LintFinding(file: path, line: raw.line, column: raw.column, rule: raw.rule.id, severity: raw.rule.defaultSeverity,
                                            message: raw.message, fix: raw.rule.fix, snippet: raw.snippet))
            }
            suppressions[path] = InterfaceBuilderScanner.suppressions(in: bytes)
        }
        return finish(findings, suppressions: suppressions, baseline: baseline, inventory: inventory, swiftFiles: swiftPaths.count, swiftLines: swift.lines)
    }

    /// Applies severities, inline suppressions and the baseline, and orders the findings.
    private func finish(_ raw: [LintFinding], suppressions: [String: [Suppression]], baseline: LintBaseline?, inventory: SourceTreeWalker.Inventory,
                        swiftFiles: Int, swiftLines: Int) -> LintReport {
        var kept: [LintFinding] = []
        var suppressed: [(finding: LintFinding, suppressionLine: Int)] = []
        var used: Set<String> = []
        for var finding in raw {
            guard let rule = LintRule.named(finding.rule), let severity = configuration.severity(of: rule) else { continue }
            finding.severity = severity
            if let suppression = suppressions[finding.file]?.first(where: { $0.silences(rule: finding.rule, line: finding.line) }) {
                suppressed.append((finding, suppression.line))
                used.insert("\(finding.file):\(suppression.line):\(suppression.column)")
                continue
            }
            kept.append(finding)
        }
        if let severity = configuration.severity(of: .unusedSuppression) {
            for (file, list) in suppressions {
                for suppression in list where !used.contains("\(file):\(suppression.line):\(suppression.column)") {
                    let named = suppression.rules.isEmpty ? "every rule" : suppression.rules.joined(separator: ", ")
                    kept.append(LintFinding(file: file, line: suppression.line, column: suppression.column, rule: LintRule.unusedSuppression.id,
                                            severity: severity, message: "nocturne:ignore (\(named)) silences nothing on this line or the next",
                                            fix: LintRule.unusedSuppression.fix, snippet: "nocturne:ignore " + suppression.rules.joined(separator: " ")))
                }
            }
        }
        kept.sort(by: LintFinding.ordered)
        suppressed.sort { LintFinding.ordered($0.finding, $1.finding) }
        let (remaining, baselined) = baseline?.partition(kept) ?? (kept, [])
        return LintReport(findings: remaining, suppressed: suppressed, baselined: baselined, swiftFiles: swiftFiles, swiftLines: swiftLines,
                          interfaceBuilderFiles: inventory.interfaceBuilderFiles.count, catalogs: inventory.catalogs.count, unbaselined: kept,
                          skipped: inventory.skipped)
    }

    /// Both passes over the Swift files, on every core.
    private func lintSwift(_ paths: [String], catalogs: ColorCatalogIndex) -> (findings: [LintFinding], suppressions: [String: [Suppression]], lines: Int) {
        // Pass 1: lex, and find color-returning functions and named constants.
        let lexed = ParallelMap.map(paths.count) { index -> (SwiftSourceFile, ColorDefinitions, Bool)? in
            guard let bytes = try? FileSystem.readRegularFile(paths[index]) else { return nil }
            let file = SwiftSourceFile(path: paths[index], bytes: bytes)
            return (file, ColorDefinitions.scan(file), SourceTreeWalker.isWatchPath(paths[index]))
        }
        var wrappers = ColorDefinitions.ColorWrappers()
        var definitionHashes: Set<UInt32> = []
        for entry in lexed {
            guard let entry else { continue }
            wrappers.global.formUnion(entry.1.wrappers.keys)
            wrappers.member.formUnion(entry.1.memberWrappers.keys)
            definitionHashes.formUnion(entry.1.definitions.map(\.hash))
        }
        // Constants built by the project's own functions (`static let x = srgb(…)`) are definitions too.
        let definitions: [ColorDefinitions]
        if wrappers.isEmpty {
            definitions = lexed.map { $0?.1 ?? ColorDefinitions() }
        } else {
            definitions = lexed.map { entry in
                guard let entry else { return ColorDefinitions() }
                return entry.1.bindsFunctionCalls ? ColorDefinitions.scan(entry.0, wrappers: wrappers) : entry.1
            }
            for definition in definitions { definitionHashes.formUnion(definition.definitions.map(\.hash)) }
        }
        // Pass 2: judge every color in context and record the uses of named constants.
        var excluded = ColorContext.excluded
        if configuration.includePreviews { excluded.remove(.preview) }
        if configuration.includeWatch { excluded.remove(.watch) }
        let wrapperHashes = FilteredHashSet(wrappers.global.union(wrappers.member))
        let filteredDefinitions = FilteredHashSet(definitionHashes)
        let results = ParallelMap.map(paths.count) { [excluded, wrappers] index -> SwiftColorScanner.Output? in
            guard let entry = lexed[index] else { return nil }
            var scanner = SwiftColorScanner(file: entry.0, wrappers: wrappers, wrapperHashes: wrapperHashes, definitionHashes: filteredDefinitions,
                                            ownDefinitions: definitions[index].definitions, catalogs: catalogs, fileIsWatch: entry.2, excluded: excluded)
            return scanner.scan()
        }
        // Pass 3: a named constant is reported unless every use chooses it by mode.
        var uses: [UInt32: SwiftColorScanner.UseCount] = [:]
        for result in results {
            for (hash, count) in result?.uses ?? [:] {
                var total = uses[hash] ?? SwiftColorScanner.UseCount()
                total.adapting += count.adapting
                total.fixed += count.fixed
                if total.firstFixed == nil { total.firstFixed = count.firstFixed }
                uses[hash] = total
            }
        }
        var findings: [LintFinding] = []
        var suppressions: [String: [Suppression]] = [:]
        var lines = 0
        for (index, result) in results.enumerated() {
            guard let result, let file = lexed[index]?.0 else {
                // Read again to say why: only a file that failed is (rare: the walk skips what is not a regular file).
                let reason = Result { () throws(FileSystem.ReadFailure) in try FileSystem.readRegularFile(paths[index]) }
                let message = if case .failure(let failure) = reason { failure.description } else { "cannot read the file" }
                findings.append(LintFinding(file: paths[index], line: 1, column: 1, rule: LintRule.assetUnreadable.id, severity: .error,
                                            message: message, fix: "Check the file's permissions."))
                continue
            }
            lines += file.lineStarts.count
            if !file.suppressions.isEmpty { suppressions[file.path] = file.suppressions }
            for raw in result.findings {
                let location = file.location(raw.token)
                findings.append(LintFinding(file: file.path, line: location.line, column: location.column, rule: raw.rule.id,
                                            severity: raw.rule.defaultSeverity, message: raw.message, fix: raw.rule.fix,
                                            snippet: file.snippet(raw.token, raw.lastToken)))
            }
            for definition in definitions[index].definitions {
                guard let context = result.definitionContexts[definition.callToken] else { continue }
                if !context.isDisjoint(with: ColorContext.adapting.union(excluded).union(.shadowOrMask)) { continue }
                if file.contains(definition.nameToken, anyOf: NameParts.mode) { continue }
                let count = uses[definition.hash] ?? SwiftColorScanner.UseCount()
                guard count.fixed > 0 || count.adapting == 0 else { continue }
                let close = file.close(of: ColorCall.open(in: file, at: definition.callToken, wrappers: wrappers, initIsColor: true) ?? definition.callToken)
                let location = file.location(definition.callToken)
                let how: String
                if count.fixed > 0 {
                    how = "used \(NumberText.counted(count.fixed, "time")) without a dark variant (first at \(count.firstFixed ?? "?"))"
                } else {
                    how = "not chosen by mode anywhere it is used"
                }
                findings.append(LintFinding(file: file.path, line: location.line, column: location.column, rule: LintRule.constantColor.id,
                                            severity: LintRule.constantColor.defaultSeverity,
                                            message: "'\(definition.name)' is the constant color '\(file.snippet(definition.callToken, close))', \(how)",
                                            fix: LintRule.constantColor.fix, snippet: file.snippet(definition.callToken, close)))
            }
        }
        return (findings, suppressions, lines)
    }
}
