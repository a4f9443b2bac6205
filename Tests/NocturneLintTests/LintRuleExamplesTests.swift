import Testing
@testable import NocturneLint

/// Every rule's own examples: each triggering tree makes the rule report, each non-triggering one does not.
@Suite struct LintRuleExamplesTests {
    /// One example of one rule, named for the test list.
    struct Case: Sendable, CustomTestStringConvertible {
        var rule: LintRule
        var example: LintExample
        var triggers: Bool
        var number: Int
        var testDescription: String { "\(rule.id) \(triggers ? "triggers" : "stays quiet") #\(number)" }
    }

    static let cases: [Case] = LintRule.all.flatMap { rule in
        rule.triggeringExamples.enumerated().map { Case(rule: rule, example: $0.element, triggers: true, number: $0.offset + 1) }
            + rule.nonTriggeringExamples.enumerated().map { Case(rule: rule, example: $0.element, triggers: false, number: $0.offset + 1) }
    }

    @Test(arguments: cases)
    func example(_ test: Case) throws {
        let fixture = try LintFixture(test.example.files)
        defer { fixture.remove() }
        let findings = try fixture.lint().findings.filter { $0.rule == test.rule }
        if test.triggers {
            #expect(!findings.isEmpty, "\(test.example.files)")
        } else {
            #expect(findings.isEmpty, "\(findings.map(LintOutput.text))")
        }
    }

    /// Every rule documents at least one example each way, so the table above tests it.
    @Test(arguments: LintRule.all.map(\.id))
    func everyRuleHasExamples(_ id: String) throws {
        let rule = try #require(LintRule.named(id))
        #expect(!rule.triggeringExamples.isEmpty)
        #expect(!rule.nonTriggeringExamples.isEmpty)
    }
}
