import Foundation
import Testing
@testable import nocturne
import Nocturne
import NocturneTestSupport

@Suite("LintCommand")
struct LintCommandTests {
    /// A folder with one Swift file holding a warning and, when asked, an error-level configuration.
    static func project(configuration: String? = nil) throws -> String {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("nocturne-lint-\(UUID().uuidString)").path
        try FileManager.default.createDirectory(atPath: root + "/App", withIntermediateDirectories: true)
        try "Text(\"a\").foregroundColor(.black)\nlet v = x.tint(Color(white: 0.2))\n".write(toFile: root + "/App/View.swift", atomically: true, encoding: .utf8)
        if let configuration { try configuration.write(toFile: root + "/.nocturne.json", atomically: true, encoding: .utf8) }
        return root
    }

    @Test("text output is compiler-style, the summary goes to standard error, warnings exit 0")
    func text() throws {
        let root = try Self.project()
        defer { try? FileManager.default.removeItem(atPath: root) }
        let result = Tool.run(["lint", root])
        #expect(result.status == .success)
        #expect(result.standardOutput.split(separator: "\n").map(String.init) == [
            "\(root)/App/View.swift:1:27: warning: '.black' as content color stays black in both modes and vanishes on dark mode's black background; use .primary or a semantic color — .black text (View.swift:1) on systemBackground (assumed): 1.0:1 in Dark, 4.5 needed [fixed-black-white]",
            "\(root)/App/View.swift:2:16: warning: 'Color(white: 0.2)' is a constant color, the same in light and dark mode — #333333 symbol (View.swift:2) on systemBackground (assumed): 1.6:1 in Dark, 3.0 needed [constant-color]",
        ])
        #expect(result.standardError.hasPrefix("2 findings (2 warnings) in 1 Swift file (3 lines)"))
    }

    /// Findings one per line are printed as each file is done; `--verbose` takes the whole report first (its lines go to
    /// standard error): standard output must be the same bytes either way.
    @Test("each format prints file by file exactly what the whole report prints", arguments: ["text", "json", "github", "xcode"])
    func streamedOutputIsTheWholeReports(format: String) throws {
        let root = try Self.project()
        defer { try? FileManager.default.removeItem(atPath: root) }
        // The fixture apps (copied: lint leaves folders named Tests alone) beside a file with suppressions used and unused.
        let apps = ProjectFixture.url("FixtureApps")
        for app in try FileManager.default.contentsOfDirectory(atPath: apps.path) where !app.hasSuffix(".json") {
            try FileManager.default.copyItem(atPath: apps.path + "/" + app, toPath: root + "/" + app)
        }
        try "import UIKit\nlet a = UIColor(red: 1, green: 0, blue: 0, alpha: 1) // nocturne:ignore\nlet b = 1 // nocturne:ignore\n"
            .write(toFile: root + "/App/Ignored.swift", atomically: true, encoding: .utf8)
        let streamed = Tool.run(["lint", root, "--format", format])
        let whole = Tool.run(["lint", root, "--format", format, "--verbose"])
        #expect(streamed.standardOutput.split(separator: "\n").count > 10, "\(streamed.standardOutput)")
        #expect(streamed.standardOutput == whole.standardOutput)
        #expect(streamed.status == whole.status)
        #expect(whole.standardError.hasSuffix(streamed.standardError), "the summary is the same: \(streamed.standardError)")
    }

    @Test("--quiet (a build step) prints the findings and no summary, in text, xcode and github formats alike", arguments: ["text", "xcode", "github"])
    func quiet(_ format: String) throws {
        let root = try Self.project()
        defer { try? FileManager.default.removeItem(atPath: root) }
        let loud = Tool.run(["lint", root, "--format", format])
        let quiet = Tool.run(["lint", root, "--format", format, "--quiet"])
        #expect(quiet.status == .success)
        #expect(quiet.standardOutput == loud.standardOutput && quiet.standardOutput.split(separator: "\n").count == 2, "the findings stay")
        #expect(loud.standardError.contains("2 findings (2 warnings)"))
        #expect(quiet.standardError.isEmpty, "\(quiet.standardError)")
        try "let x = 1\n".write(toFile: root + "/App/View.swift", atomically: true, encoding: .utf8)
        let clean = Tool.run(["lint", root, "--format", format, "-q"])
        #expect(clean.status == .success && clean.standardOutput.isEmpty && clean.standardError.isEmpty, "a clean target prints nothing")
    }

    @Test("an error-severity finding from .nocturne.json makes the exit status 1")
    func errorsFail() throws {
        let root = try Self.project(configuration: #"{"rules": {"constant-color": "error"}}"#)
        defer { try? FileManager.default.removeItem(atPath: root) }
        let result = Tool.run(["lint", root, "--format", "github"])
        #expect(result.status == .failure)
        #expect(result.standardOutput.contains("::error file=\(root)/App/View.swift,line=2,col=16,"))
    }

    @Test(".gitignore files are honoured unless --no-gitignore or \"gitignore\": false")
    func gitignore() throws {
        let root = try Self.project()
        defer { try? FileManager.default.removeItem(atPath: root) }
        try "App/\n".write(toFile: root + "/.gitignore", atomically: true, encoding: .utf8)
        #expect(Tool.run(["lint", root, "--json"]).standardOutput.isEmpty)
        #expect(Tool.run(["lint", root, "--json", "--no-gitignore"]).standardOutput.split(separator: "\n").count == 2)
        try #"{"gitignore": false}"#.write(toFile: root + "/.nocturne.json", atomically: true, encoding: .utf8)
        #expect(Tool.run(["lint", root, "--json"]).standardOutput.split(separator: "\n").count == 2)
    }

    @Test("--json prints one object per finding; --json with --format is a usage error")
    func json() throws {
        let root = try Self.project()
        defer { try? FileManager.default.removeItem(atPath: root) }
        let result = Tool.run(["lint", root, "--json"])
        #expect(result.standardOutput.split(separator: "\n").count == 2)
        #expect(result.standardOutput.hasPrefix("{\"file\":"))
        #expect(Tool.run(["lint", root, "--json", "--format", "sarif"]).status == .usage)
    }

    @Test("--rules lists every rule with its severity as the configuration sets it, as text or JSON, and lints nothing")
    func rules() throws {
        let root = try Self.project(configuration: #"{"rules": {"constant-color": "error", "asset-no-dark": "off"}}"#)
        defer { try? FileManager.default.removeItem(atPath: root) }
        let text = Tool.run(["lint", root, "--rules"])
        #expect(text.status == .success)
        let lines = text.standardOutput.split(separator: "\n").map(String.init)
        // Each rule, then how it is fixed, indented under its summary.
        #expect(lines.count == 2 * LintRule.all.count)
        #expect(lines.first?.hasPrefix("constant-color ") == true)
        for (index, rule) in LintRule.all.enumerated() {
            #expect(lines[2 * index].hasPrefix(rule.id + " "))
            #expect(lines[2 * index + 1].trimmingCharacters(in: .whitespaces) == "fix: " + rule.fix, "\(lines[2 * index + 1])")
            #expect(!rule.fix.isEmpty, "\(rule.id) says how it is fixed")
        }
        let column = try #require(lines[0].range(of: "A color built")).lowerBound.utf16Offset(in: lines[0])
        #expect(lines[1].prefix(column).allSatisfy { $0 == " " } && lines[1].dropFirst(column).hasPrefix("fix: "), "aligned under the summary")
        #expect(lines.contains { $0.hasPrefix("constant-color") && $0.contains(" error ") })
        #expect(lines.contains { $0.hasPrefix("asset-no-dark") && $0.contains(" off ") })
        #expect(lines.contains { $0.hasPrefix("fixed-black-white") && $0.contains(" warning ") })
        let json = Tool.run(["lint", root, "--rules", "--json"]).standardOutput.split(separator: "\n").map(String.init)
        #expect(json.count == LintRule.all.count)
        #expect(json.first?.hasPrefix(#"{"id":"constant-color","severity":"error","defaultSeverity":"warning","summary":"#) == true)
        #expect(json.contains { $0.hasPrefix(#"{"id":"asset-no-dark","severity":null,"#) })
        #expect(Tool.run(["lint", root, "--rules", "--format", "sarif"]).status == .usage)
    }

    @Test("--write-baseline records every finding; --baseline then leaves them out")
    func baseline() throws {
        let root = try Self.project()
        defer { try? FileManager.default.removeItem(atPath: root) }
        let file = root + "/baseline.json"
        let written = Tool.run(["lint", root, "--write-baseline", file])
        #expect(written.status == .success)
        #expect(written.standardError.contains("Wrote 2 findings"))
        let result = Tool.run(["lint", root, "--baseline", file])
        #expect(result.standardOutput.isEmpty)
        #expect(result.standardError.contains("2 in the baseline"))
    }

    @Test("a bad configuration or a missing path: could not run (exit 2), with the reason", arguments: [
        (#"{"rules": {"constant-colour": "off"}}"#, "unknown rule 'constant-colour'"),
    ])
    func badInput(configuration: String, message: String) throws {
        let root = try Self.project(configuration: configuration)
        defer { try? FileManager.default.removeItem(atPath: root) }
        let result = Tool.run(["lint", root])
        #expect(result.status == .couldNotRun && result.status.rawValue == 2)
        #expect(result.standardError.contains(message))
        let missing = Tool.run(["lint", root + "/nope"])
        #expect(missing.status == .couldNotRun && missing.standardError.contains("no such file or folder"))
    }

    /// Malformed configurations and the diagnostic `--format xcode` prints for each: one line, at the problem.
    static let badConfigurations: [(String, String)] = [
        ("{\n  \"rules\": {\n    \"constant-color\": \"error\",\n  }\n}\n", "/.nocturne.json:4:3: error: not valid JSON: expected '\"' to start a key"),
        ("{\n  \"rules\": {\n    \"constant-colour\": \"error\"\n  }\n}\n", "/.nocturne.json:3:24: error: unknown rule 'constant-colour' in 'rules'"),
        ("{\n  \"exclude\": \"Generated/\"\n}\n", "/.nocturne.json:2:14: error: 'exclude' must be an array of strings"),
    ]

    @Test("--format xcode reports a malformed .nocturne.json as one diagnostic at its line and exits 2 (could not run)", arguments: badConfigurations)
    func xcodeConfigurationError(configuration: String, diagnostic: String) throws {
        let root = try Self.project(configuration: configuration)
        defer { try? FileManager.default.removeItem(atPath: root) }
        let result = Tool.run(["lint", root, "--format", "xcode"])
        #expect(result.status == .couldNotRun)
        #expect(result.standardOutput.isEmpty)
        let lines = result.standardError.split(separator: "\n").map(String.init)
        #expect(lines.count == 1, "\(lines)")
        #expect(lines.first?.hasPrefix(root + diagnostic) == true, "\(lines)")
        // Without --format xcode the same problem is the usual Error: line, with the place too.
        #expect(Tool.run(["lint", root]).standardError.hasPrefix("Error: " + root + diagnostic.replacingOccurrences(of: " error:", with: "")))
    }

    @Test("--stamp is written after a run without errors, as a Swift comment, and not after one with errors")
    func stamp() throws {
        let root = try Self.project(configuration: ##"{"rules": {"constant-color": "warning"}, "theme": {"accent": "#0B7A75"}}"##)
        defer { try? FileManager.default.removeItem(atPath: root) }
        let stamp = root + "/lint-stamp.swift"
        let passed = Tool.run(["lint", root + "/App", "--config", root + "/.nocturne.json", "--format", "xcode", "--stamp", stamp])
        #expect(passed.status == .success)
        #expect(passed.standardOutput.contains("App/View.swift:2:16: warning: 'Color(white: 0.2)' is a constant color"))
        #expect(try String(contentsOfFile: stamp, encoding: .utf8).hasPrefix("// nocturne lint: 2 findings (2 warnings) in 1 Swift file"))
        // The same summary again leaves the file alone, so a build does not recompile the target it is part of.
        try FileManager.default.setAttributes([.modificationDate: Date(timeIntervalSince1970: 1_000_000)], ofItemAtPath: stamp)
        #expect(Tool.run(["lint", root + "/App", "--config", root + "/.nocturne.json", "--format", "xcode", "--stamp", stamp]).status == .success)
        #expect(try FileManager.default.attributesOfItem(atPath: stamp)[.modificationDate] as? Date == Date(timeIntervalSince1970: 1_000_000))
        try FileManager.default.removeItem(atPath: stamp)
        try #"{"rules": {"constant-color": "error"}}"#.write(toFile: root + "/.nocturne.json", atomically: true, encoding: .utf8)
        let failed = Tool.run(["lint", root + "/App", "--config", root + "/.nocturne.json", "--format", "xcode", "--stamp", stamp])
        #expect(failed.status == .failure)
        #expect(failed.standardOutput.contains("App/View.swift:2:16: error: 'Color(white: 0.2)'"))
        #expect(!FileManager.default.fileExists(atPath: stamp))
    }
}
