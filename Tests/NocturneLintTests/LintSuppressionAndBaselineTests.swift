import Foundation
import NocturneFormats
import Testing
@testable import NocturneLint

@Suite struct LintBaselineTests {
    static let source = "Text(\"a\").foregroundColor(.black)\nlet v = x.tint(Color(white: 0.2))\n"

    @Test func baselinedFindingsAreLeftOutEvenWhenLinesMove() throws {
        let fixture = try LintFixture(["App/View.swift": Self.source])
        defer { fixture.remove() }
        let first = try fixture.lint()
        #expect(first.findings.count == 2)
        // Two lines inserted above: the baseline still matches by file, rule and snippet.
        let moved = try LintFixture(["App/View.swift": "import SwiftUI\n\n" + Self.source])
        defer { moved.remove() }
        var accepted = first.findings[0]
        accepted.file = moved.root + "/" + accepted.file
        let baseline = try LintBaseline(text: LintBaseline(findings: [accepted]).text, file: "baseline.json")
        #expect(baseline.entries.count == 1)
        let report = try moved.lint(baseline: baseline)
        #expect(report.findings.map { "\($0.line):\($0.rule.id)" } == ["4:constant-color"])
        #expect(report.baselined.map(\.rule.id) == ["fixed-black-white"])
    }

    @Test("partition: each entry accepts one finding; a second identical one remains")
    func partitionMatchesEachEntryOnce() {
        let finding = LintFinding(file: "App/V.swift", line: 3, column: 1, rule: .constantColor, message: "m", snippet: "Color(white: 0.2)")
        var moved = finding
        moved.line = 9
        let other = LintFinding(file: "App/V.swift", line: 4, column: 1, rule: .fixedBlackWhite, message: "m", snippet: ".black")
        let partition = LintBaseline(findings: [finding]).partition([moved, other, finding])
        #expect(partition.baselined == [moved])
        #expect(partition.remaining == [other, finding])
    }

    @Test(arguments: ["not json", #"{"version": 1}"#, #"{"findings": [{"file": "a"}]}"#])
    func malformedBaselinesSayWhy(text: String) {
        let error = #expect(throws: LintError.self) { try LintBaseline(text: text, file: "b.json") }
        #expect(error.map { "\($0)" }?.contains("b.json") == true, "\(String(describing: error))")
    }
}

@Suite struct SuppressionTests {
    @Test func ignoreCommentsSilenceTheirLineAndTheNextAndAreReportedAsUsed() throws {
        let source = """
            Text("a").foregroundColor(.black) // nocturne:ignore fixed-black-white
            // nocturne:ignore constant-color
            let v = x.tint(Color(white: 0.2))
            // nocturne:ignore constant-color
            Text("b").foregroundColor(.black)
            """
        let fixture = try LintFixture(["App/View.swift": source])
        defer { fixture.remove() }
        let report = try fixture.lint()
        #expect(report.suppressed.map { "\($0.finding.line):\($0.suppressionLine)" } == ["1:1", "3:2"])
        #expect(report.findings.map { "\($0.line):\($0.rule.id)" } == ["4:unused-suppression", "5:fixed-black-white"])
    }
}

@Suite struct LintConfigurationTests {
    @Test func rulesSeveritiesAndExcludes() throws {
        let configuration = try LintConfiguration.parse(#"""
            {"rules": {"constant-color": "error", "fixed-black-white": "off"}, "exclude": ["Generated/", "*.gen.swift"], "includeTests": true}
            """#, file: ".nocturne.json")
        let fixture = try LintFixture([
            "App/View.swift": "Text(\"a\").foregroundColor(.black)\nlet v = x.tint(Color(white: 0.2))",
            "App/Generated/Colors.swift": "let v = x.tint(Color(white: 0.2))",
            "App/Palette.gen.swift": "let v = x.tint(Color(white: 0.2))",
            "Pods/X/Y.swift": "let v = x.tint(Color(white: 0.2))",
        ])
        defer { fixture.remove() }
        let report = try fixture.lint(configuration)
        #expect(report.findings.map { "\($0.file):\($0.line):\($0.rule.id):\($0.severity)" } == ["App/View.swift:2:constant-color:error"])
        #expect(report.hasErrors)
        #expect(configuration.includeTests)
    }

    @Test("vendored code is read but never reported: Swift and storyboards under Vendor/ or ThirdParty/")
    func vendoredCodeIsNotReported() throws {
        // What ib-custom-color reports as its own example.
        let storyboard = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<document>\n<color key=\"textColor\" red=\"0.2\" green=\"0.4\" blue=\"0.6\" "
            + "alpha=\"1\" colorSpace=\"custom\" customColorSpace=\"sRGB\"/>\n</document>\n"
        let fixture = try LintFixture([
            "App/View.swift": "let v = x.tint(Color(white: 0.2))",
            "App/Vendor/Charts/Bar.swift": "let v = x.tint(Color(white: 0.2))",
            "App/ThirdParty/Kit/Kit.storyboard": storyboard,
            "App/Main.storyboard": storyboard,
        ])
        defer { fixture.remove() }
        let report = try fixture.lint()
        #expect(Set(report.findings.map { ($0.file as NSString).lastPathComponent }) == ["View.swift", "Main.storyboard"])
        #expect(report.generatedFiles.map { ($0 as NSString).lastPathComponent } == ["Bar.swift"])
    }

    @Test(arguments: [
        (#"{"rules": {"no-such-rule": "error"}}"#, "unknown rule 'no-such-rule'"),
        (#"{"rules": {"constant-color": "loud"}}"#, "the severity of 'constant-color' must be"),
        (#"{"exclude": "x"}"#, "'exclude' must be an array of strings"),
        (#"{"colour": true}"#, "unknown key 'colour'"),
        ("[1]", "expected a JSON object"),
    ])
    func mistakesAreNamed(text: String, message: String) {
        #expect {
            _ = try LintConfiguration.parse(text, file: "c.json")
        } throws: { error in
            (error as? LintError)?.message.contains(message) == true
        }
    }

    /// The theme file's reader and the schema list the same top-level keys as the linter reads (or leaves to `nocturne theme`).
    @Test("every top-level key of the theme file's schema is one the linter accepts", arguments: ThemeFileKeys.topLevel)
    func sharedTopLevelKeys(key: String) throws {
        let values: [String: String] = ["rules": "{}", "exclude": "[]", "theme": "{}", "$schema": #""./nocturne.schema.json""#]
        let configuration = try LintConfiguration.parse("{\"\(key)\": \(values[key] ?? "true")}", file: "c.json")
        #expect(configuration.severities.isEmpty)
    }
}
