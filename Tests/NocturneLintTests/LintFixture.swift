import Foundation
@testable import NocturneLint

/// A temporary folder of files to lint, removed when the test is done with it.
struct LintFixture {
    let root: String

    /// Writes the files (paths relative to the folder) into a new temporary folder.
    init(_ files: [String: String]) throws {
        root = NSTemporaryDirectory() + "nocturne-lint-" + UUID().uuidString
        for (path, text) in files {
            let full = root + "/" + path
            try FileManager.default.createDirectory(atPath: (full as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
            try text.write(toFile: full, atomically: true, encoding: .utf8)
        }
    }

    /// Lints the folder and returns the report, with paths relative to the folder.
    func lint(_ configuration: LintConfiguration = LintConfiguration(), baseline: LintBaseline? = nil) throws -> LintReport {
        var report = try Linter(configuration: configuration).lint(paths: [root], baseline: baseline)
        let prefix = root + "/"
        func strip(_ finding: LintFinding) -> LintFinding {
            var copy = finding
            if copy.file.hasPrefix(prefix) { copy.file.removeFirst(prefix.count) }
            return copy
        }
        report.findings = report.findings.map(strip)
        report.unbaselined = report.unbaselined.map(strip)
        report.suppressed = report.suppressed.map { LintReport.SuppressedFinding(finding: strip($0.finding), suppressionLine: $0.suppressionLine) }
        return report
    }

    func remove() { try? FileManager.default.removeItem(atPath: root) }
}

/// Lints one Swift file's text and returns `line:rule` for each finding.
func lintSwift(_ text: String, configuration: LintConfiguration = LintConfiguration()) throws -> [String] {
    let fixture = try LintFixture(["App/View.swift": text])
    defer { fixture.remove() }
    return try fixture.lint(configuration).findings.map { "\($0.line):\($0.rule.id)" }
}
