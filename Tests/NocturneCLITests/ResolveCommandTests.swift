import Foundation
import Testing
@testable import nocturne

@Suite("ResolveCommand")
struct ResolveCommandTests {
    @Test("the issue's JSON, exactly")
    func issueJSON() {
        let result = Tool.run(["resolve", "systemBackground", "--scheme", "dark", "--level", "elevated", "--json"])
        #expect(result.status == .success)
        #expect(result.standardOutput == """
            {"name":"systemBackground","traits":{"colorScheme":"dark","contrast":"standard","level":"elevated"},\
            "red":0.1098,"green":0.1098,"blue":0.1176,"opacity":1,"hex":"#1C1C1E"}

            """)
    }

    @Test("measured facts through the command line", arguments: [
        (["red"], "#FF383C"), (["red", "--scheme", "dark"], "#FF4245"), (["blue", "--contrast", "increased"], "#1E6EF4"),
        (["systemBackground", "--scheme", "dark"], "#000000"), (["primary", "--scheme", "dark"], "#FFFFFF"),
        (["red", "--palette", "ios18"], "#FF3B30"), (["SYSTEMRED"], "#FF383C"), (["#0B7A75", "--scheme", "dark"], "#0B7A75"),
        (["secondaryLabel"], "#3C3C4399"),
    ])
    func facts(arguments: [String], hex: String) throws {
        let result = Tool.run(["resolve"] + arguments + ["--json"])
        #expect(result.status == .success)
        let object = try #require(jsonLines(result.standardOutput).first)
        #expect(object["hex"] as? String == hex)
    }

    @Test("an unknown name is an error suggesting the nearest names")
    func unknownName() {
        let result = Tool.run(["resolve", "systemBackgroud"])
        #expect(result.status == .failure)
        #expect(result.standardOutput.isEmpty)
        #expect(result.standardError.contains("did you mean 'systemBackground'"))
    }

    @Test("a bad option value is a usage error")
    func badOption() {
        #expect(Tool.run(["resolve", "red", "--level", "high"]).status == .usage)
    }

    @Test("low-confidence colors say so in text output")
    func lowConfidence() {
        let result = Tool.run(["resolve", "link"])
        #expect(result.status == .success)
        #expect(result.standardOutput.contains("low confidence"))
        #expect(result.standardOutput.hasPrefix("#007AFF"))
    }
}
