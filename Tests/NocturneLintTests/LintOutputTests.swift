import Foundation
import NocturneFormats
import NocturneTestSupport
import Testing
@testable import NocturneLint

@Suite struct LintOutputTests {
    static let finding = LintFinding(file: "App/My View.swift", line: 12, column: 5, rule: .constantColor, severity: .warning,
                                     message: "'Color(red: 1, green: 0, blue: 0)' is 100% constant", fix: "Use a named color.", snippet: "Color(red: 1, green: 0, blue: 0)")

    @Test func textIsTheCompilersFormat() {
        #expect(LintOutput.text(Self.finding) == "App/My View.swift:12:5: warning: 'Color(red: 1, green: 0, blue: 0)' is 100% constant [constant-color]")
    }

    @Test func jsonHasEveryFieldInOrder() {
        #expect(LintOutput.json(Self.finding).serialized(style: .compact)
            == #"{"file":"App/My View.swift","line":12,"column":5,"rule":"constant-color","severity":"warning","message":"'Color(red: 1, green: 0, blue: 0)' is 100% constant","fix":"Use a named color.","snippet":"Color(red: 1, green: 0, blue: 0)"}"#)
    }

    @Test func githubEscapesDataAndProperties() {
        var finding = Self.finding
        finding.file = "a,b:c.swift"
        finding.severity = .note
        #expect(LintOutput.github(finding)
            == "::notice file=a%2Cb%3Ac.swift,line=12,col=5,title=nocturne lint%3A constant-color::'Color(red: 1, green: 0, blue: 0)' is 100%25 constant%0AFix: Use a named color.")
    }

    @Test(arguments: [("App/My View.swift", "App/My%20View.swift"), ("./a/b.swift", "a/b.swift"), ("/abs/é.swift", "file:///abs/%C3%A9.swift")])
    func sarifURIs(path: String, uri: String) {
        #expect(LintOutput.uri(for: path) == uri)
    }

    static func sampleReport() -> LintReport {
        var suppressed = Self.finding
        suppressed.line = 20
        return LintReport(findings: [Self.finding], suppressed: [LintReport.SuppressedFinding(finding: suppressed, suppressionLine: 19)], baselined: [], swiftFiles: 1, swiftLines: 30,
                          interfaceBuilderFiles: 0, catalogs: 0, unbaselined: [Self.finding, suppressed])
    }

    @Test func sarifHasRulesResultsAndSuppressions() throws {
        let sarif = LintOutput.sarif(Self.sampleReport(), toolVersion: "0.0.0-test")
        #expect(sarif["version"]?.stringValue == "2.1.0")
        let run = try #require(sarif["runs"]?.elements?.first)
        #expect(run["tool"]?["driver"]?["rules"]?.elements?.count == LintRule.all.count)
        let results = try #require(run["results"]?.elements)
        #expect(results.count == 2)
        #expect(results[0]["ruleId"]?.stringValue == "constant-color")
        #expect(results[0]["locations"]?.elements?.first?["physicalLocation"]?["region"]?["startLine"]?.doubleValue == 12)
        #expect(results[0]["suppressions"] == nil)
        #expect(results[1]["suppressions"]?.elements?.first?["kind"]?.stringValue == "inSource")
        let index = try #require(results[0]["ruleIndex"]?.doubleValue)
        #expect(run["tool"]?["driver"]?["rules"]?.elements?[Int(index)]["id"]?.stringValue == "constant-color")
    }

    /// Validates the SARIF output against the published SARIF 2.1.0 schema with Python's `jsonschema`.
    @Test(.enabled(if: SARIFSchema.pythonAvailable, "needs python3 with jsonschema (pip install jsonschema; .ci/run installs it)"),
          .requiresReference("sarif/sarif-schema-2.1.0.json"))
    func sarifValidatesAgainstTheSchema() throws {
        let text = LintOutput.sarif(Self.sampleReport(), toolVersion: "0.0.0-test").serialized(style: .pretty)
        let result = try SARIFSchema.validate(text)
        #expect(result.status == 0, "\(result.output)")
    }
}

/// Runs Python's `jsonschema` on a SARIF log against the schema in ../shared/reference.
enum SARIFSchema {
    static var schemaPath: String? { ReferenceFolder.url("sarif/sarif-schema-2.1.0.json")?.path }

    static let script = """
        import json, sys, jsonschema
        schema = json.load(open(sys.argv[1]))
        log = json.load(open(sys.argv[2]))
        validator = jsonschema.validators.validator_for(schema)
        validator.check_schema(schema)
        errors = list(validator(schema).iter_errors(log))
        for error in errors[:10]: print(list(error.absolute_path), error.message)
        sys.exit(1 if errors else 0)
        """

    static var pythonAvailable: Bool { (try? ExternalCommand.run(["python3", "-c", "import jsonschema"]).status) == 0 }

    static func validate(_ text: String) throws -> (status: Int32, output: String) {
        let file = NSTemporaryDirectory() + "nocturne-\(UUID().uuidString).sarif"
        try text.write(toFile: file, atomically: true, encoding: .utf8)
        defer { try? FileManager.default.removeItem(atPath: file) }
        return try ExternalCommand.run(["python3", "-c", script, schemaPath ?? "", file])
    }
}
