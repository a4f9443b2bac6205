import NocturneFormats

/// Turns what `nocturne audit` finds in an asset catalog into lint findings, each pointing at a color set's `Contents.json`.
enum CatalogAuditor {
    /// The findings for one catalog.
    ///
    /// - Parameters:
    ///   - catalog: The catalog as read.
    ///   - path: Its folder, as findings should show it.
    static func findings(for catalog: AssetCatalog, at path: String) -> [LintFinding] {
        let root = path.hasSuffix("/") ? path : path + "/"
        let audit = TokenAudit(tokens: catalog.tokenSet(), catalog: catalog)
        var fileByName: [String: String] = [:]
        for set in catalog.colorSets { fileByName[set.qualifiedName] = root + set.file }
        func finding(_ rule: LintRule, _ name: String, _ message: String) -> LintFinding {
            LintFinding(file: fileByName[name] ?? path, line: 1, column: 1, rule: rule, severity: rule.defaultSeverity,
                        message: message, fix: rule.fix, snippet: name)
        }
        var findings: [LintFinding] = []
        for name in audit.missingDark { findings.append(finding(.assetNoDark, name, "the color set '\(name)' has no Dark appearance")) }
        for name in audit.missingHighContrast { findings.append(finding(.assetNoHighContrast, name, "the color set '\(name)' has no High Contrast variant")) }
        for collision in audit.collisions {
            let first = collision.names.first ?? ""
            findings.append(finding(.assetSymbolCollision, first,
                                    "the color sets \(collision.names.map { "'\($0)'" }.joined(separator: ", ")) all generate the Swift symbol '\(collision.symbol)'"))
        }
        var reported: Set<String> = []
        for result in audit.failingPairs where reported.insert(result.pair.foreground + "|" + result.pair.background).inserted {
            let ratio = (result.wcag * 100).rounded() / 100
            findings.append(finding(.assetLowContrast, result.pair.foreground,
                                    "'\(result.pair.foreground)' on '\(result.pair.background)' has contrast \(ratio):1 in \(result.mode), below its minimum \(result.pair.minimum(in: result.mode))\(audit.pairsAreInferred ? " (pair inferred from the names)" : "")"))
        }
        // What the audit calls an error (the value cannot be read) and what it calls a warning (it reads, not as written)
        // are two rules, so that a configuration can keep the one an error and quiet the other.
        for diagnostic in catalog.diagnostics {
            let rule: LintRule = diagnostic.severity == .warning ? .assetQuestionable : .assetUnreadable
            findings.append(LintFinding(file: diagnostic.file.isEmpty ? path : root + diagnostic.file, line: max(diagnostic.line, 1),
                                        column: max(diagnostic.column, 1), rule: rule, severity: rule.defaultSeverity,
                                        message: (diagnostic.key.isEmpty ? "" : "key '\(diagnostic.key)': ") + diagnostic.message,
                                        fix: rule.fix, snippet: diagnostic.key))
        }
        return findings
    }
}
