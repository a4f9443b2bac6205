// The linter's harnesses: its walker over a file tree (links, FIFOs, .gitignore files), the rules' tokens read off
// the syntax tree's lexer and the whole lint of one source file, the baseline reader and the configuration reader (with its excludes matched).

#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#endif
import NocturneSupport
import NocturneSyntax
@testable import NocturneLint

/// The tree folder, emptied before each input.
private let lintFolder: String = FuzzFileTree.scratchFolder(named: "lint")

/// Every position is 1-based and text output holds no control character.
private func checkReport(_ report: LintReport) {
    for finding in report.findings + report.baselined {
        if finding.line < 1 || finding.column < 1 { fatalError("a finding at line \(finding.line), column \(finding.column): \(finding)") }
        if LintOutput.text(finding).unicodeScalars.contains(where: { $0.value < 0x20 || $0.value == 0x7F }) {
            fatalError("text output holds a control character: \(LintOutput.text(finding).debugDescription)")
        }
    }
}

/// Writes the input as a tree (a bare input is `App.swift`; see ``FuzzFileTree``: files, folders, links, FIFOs,
/// `.gitignore` files) and lints it. Invariants: it ends; each real file is linted once; positions are 1-based.
func fuzzLintTree(_ input: UnsafeRawBufferPointer) {
    FuzzFileTree.empty(lintFolder)
    let tree = FuzzFileTree(input, defaultFile: ["App.swift"])
    tree.materialize(in: lintFolder)
    guard let report = try? Linter(configuration: LintConfiguration(includeTests: true)).lint(paths: [lintFolder]) else { return }
    checkReport(report)
    if let inventory = try? SourceTreeWalker(excludes: []).walk([lintFolder]) {
        var seen = Set<FileSystem.Identity>()
        for path in inventory.swiftFiles + inventory.interfaceBuilderFiles {
            guard let identity = FileSystem.identity(path) else { continue }
            if !seen.insert(identity).inserted { fatalError("a file listed twice: \(path)") }
        }
    }
}

/// Reads the input's tokens as the rules see them (off the tree's lexer, both ways: lexed alone and parsed), then lints
/// it as one file. Invariants: tokens lie inside the text in order, the same both ways; suppressions and findings are at
/// 1-based positions.
func fuzzLintSource(_ input: UnsafeRawBufferPointer) {
    let bytes = Array(input)
    let output = SwiftSourceFile(path: "App.swift", bytes: bytes)
    let parsed = SwiftSourceFile(path: "App.swift", tree: SyntaxTree.parse(bytes))
    if parsed.tokens != output.tokens || parsed.suppressions != output.suppressions { fatalError("the tokens of a lexed and a parsed file differ") }
    var previous = 0
    for token in output.tokens {
        let start = Int(token.start)
        let end = Int(token.end)
        if start < previous || end < start || end > bytes.count { fatalError("a token out of order or outside the text: \(token)") }
        previous = start
    }
    for suppression in output.suppressions where suppression.line < 1 || suppression.column < 1 {
        fatalError("a suppression at line \(suppression.line), column \(suppression.column)")
    }
    FuzzFileTree.empty(lintFolder)
    let path = lintFolder + "/App.swift"
    let descriptor = open(path, O_WRONLY | O_CREAT | O_TRUNC, 0o644)
    guard descriptor >= 0 else { return }
    _ = bytes.withUnsafeBytes { write(descriptor, $0.baseAddress, $0.count) }
    close(descriptor)
    if let report = try? Linter().lint(paths: [path]) { checkReport(report) }
}

/// Reads the input as a baseline. Invariants: a refusal names the file; entries have lines ≥ 0.
func fuzzLintBaseline(_ input: UnsafeRawBufferPointer) {
    do {
        let baseline = try LintBaseline(text: String(decoding: input, as: UTF8.self), file: "b.json")
        _ = baseline.text
    } catch {
        if !"\(error)".contains("b.json") { fatalError("a baseline error that does not name the file: \(error)") }
    }
}

/// Reads the input as `.nocturne.json` and matches its excludes against a few paths. Invariants: a refusal names
/// the file; matching ends (any pattern, in time linear in the path).
func fuzzLintConfiguration(_ input: UnsafeRawBufferPointer) {
    let configuration: LintConfiguration
    do { configuration = try LintConfiguration.parse(String(decoding: input, as: UTF8.self), file: ".nocturne.json") } catch {
        if !"\(error)".contains(".nocturne.json") { fatalError("a configuration error that does not name the file: \(error)") }
        return
    }
    let walker = SourceTreeWalker(excludes: configuration.excludes)
    let deep = Array(repeating: "a", count: 64).joined(separator: "/")
    for path in ["App/View.swift", "Generated/x.generated.swift", deep + "/x.swift", ".build/a.swift"] {
        _ = walker.isExcluded(path, isFolder: false)
        _ = walker.isExcluded(path, isFolder: true)
    }
}
