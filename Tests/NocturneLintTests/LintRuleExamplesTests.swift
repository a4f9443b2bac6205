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

    /// The identifiers, severities and order that configurations, baselines and SARIF depend on, written out by hand.
    static let declared: [(id: String, severity: LintSeverity)] = [
        ("constant-color", .warning), ("fixed-black-white", .warning), ("non-adapting-system-color", .warning),
        ("layer-color-snapshot", .warning), ("named-color-missing", .error), ("named-color-no-dark", .warning),
        ("named-color-no-high-contrast", .note), ("ib-custom-color", .warning), ("asset-no-dark", .warning),
        ("asset-no-high-contrast", .note), ("asset-symbol-collision", .error), ("asset-unreadable", .error),
        ("asset-questionable", .warning), ("asset-low-contrast", .warning), ("color-scheme-modifier", .warning),
        ("interface-style-opt-out", .note), ("bar-content-contrast", .warning), ("pair-contrast", .warning), ("unused-suppression", .note),
    ]

    /// Each rule's type declares it once: the public constant, `all` and `named(_:)` are that one value.
    @Test func everyDefinitionIsOneRule() {
        #expect(LintRule.all.map(\.id) == Self.declared.map(\.id))
        #expect(LintRule.all.map(\.defaultSeverity) == Self.declared.map(\.severity))
        #expect(LintRule.definitions.map { $0.rule.id } == LintRule.all.map(\.id))
        #expect(LintRule.fixedBlackWhite.summary == FixedBlackWhiteRule.rule.summary)
        #expect(LintRule.named("ib-custom-color")?.fix == InterfaceBuilderCustomColorRule.rule.fix)
    }
}
