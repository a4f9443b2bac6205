import Testing
@testable import NocturneLint

/// Inputs built to break the walker: deep nesting, recursive helpers, a thousand overloads. Each gives a finding or
/// nothing, quickly, and every site's range holds exactly the text it names.
@Suite struct HostileColorInputTests {
    /// Lints one file and checks every site's range against the file's bytes.
    static func lintChecked(_ source: String) throws -> [LintFinding] {
        let fixture = try LintFixture(["App/View.swift": source])
        defer { fixture.remove() }
        let bytes = Array(source.utf8)
        for site in try Linter().colorSites(paths: [fixture.root]) {
            #expect(site.range.offsets.upperBound <= bytes.count)
            let text = String(decoding: bytes[site.range.offsets], as: UTF8.self)
            let collapsed = text.split(whereSeparator: { $0 == " " || $0 == "\n" || $0 == "\t" }).joined(separator: " ")
            #expect(site.text.hasSuffix("…") || collapsed == site.text, "\(site.text)")
        }
        return try fixture.lint().findings
    }

    /// Nesting within the parser's depth is read whole; deeper nesting is one `unknown` node of the tree (the parser's bound
    /// on recursion), whose colors are not sites: nothing is found there, quickly, and nothing crashes.
    @Test(arguments: [(depth: 50, found: true), (depth: 100_000, found: false)])
    func parenthesesDeep(depth: Int, found: Bool) throws {
        let source = "let c = " + String(repeating: "(", count: depth) + "Color(red: 0.2, green: 0, blue: 0)" + String(repeating: ")", count: depth)
        let findings = try Self.lintChecked(source)
        #expect(findings.map(\.column) == (found ? [9 + depth] : []))
    }

    @Test(arguments: [(depth: 20, found: true), (depth: 100_000, found: false)])
    func bracesDeep(depth: Int, found: Bool) throws {
        let source = String(repeating: "{", count: depth) + "\nText(\"a\").foregroundColor(.black)\n" + String(repeating: "}", count: depth)
        #expect(try Self.lintChecked(source).map(\.line) == (found ? [2] : []))
    }

    @Test func nestedColorCallsAroundAVariable() throws {
        let depth = 20_000
        let source = "let c = " + String(repeating: "Color(", count: depth) + "x" + String(repeating: ")", count: depth)
        #expect(try Self.lintChecked(source).isEmpty)
    }

    @Test func recursiveHelpersAreNotHelpers() throws {
        let source = "func a(_ v: Int) -> Color { b(v) }\nfunc b(_ v: Int) -> Color { a(v) }\nfunc c(_ v: Int) -> Color { c(v) }\n"
            + "let x = Text(\"a\").foregroundColor(a(1))\nlet y = Text(\"a\").foregroundColor(c(1))"
        #expect(try Self.lintChecked(source).isEmpty)
    }

    @Test func aThousandOverloads() throws {
        var source = ""
        for index in 0..<1000 { source += "func tone(_ v: Int, _ k: Kind\(index)) -> Color { Color(white: Double(v) / 10) }\n" }
        source += "let x = Text(\"a\").foregroundColor(tone(3, .k))"
        // `.k` is not a literal: the call is computed, not constant.
        #expect(try Self.lintChecked(source).isEmpty)
        source += "\nlet y = Text(\"a\").foregroundColor(tone(3, 4))"
        #expect(try Self.lintChecked(source).map(\.line) == [1002])
    }
}
