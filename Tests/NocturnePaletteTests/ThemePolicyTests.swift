import Foundation
import Testing
import NocturneAppearance
import NocturneColor
import NocturneTestSupport
@testable import NocturnePalette

/// The one table of designed stops and promised pairs: what the solver, the audit and the documentation all read.
@Suite("ThemePolicy")
struct ThemePolicyTests {
    static let article = ReferenceFolder.packageRoot
        .appendingPathComponent("Sources/NocturnePalette/NocturnePalette.docc/HowContrastIsGuaranteed.md")
    static let start = "<!-- ThemePolicy.markdownTable: generated; a test keeps it equal to the code -->"
    static let end = "<!-- end of ThemePolicy.markdownTable -->"

    @Test("the article's policy table is ThemePolicy.markdownTable, row for row")
    func articleTableMatchesThePolicy() throws {
        let text = try String(contentsOf: Self.article, encoding: .utf8)
        let from = try #require(text.range(of: Self.start), "the article has no \(Self.start) marker")
        let to = try #require(text.range(of: Self.end, range: from.upperBound..<text.endIndex), "the article has no \(Self.end) marker")
        let table = text[from.upperBound..<to.lowerBound].trimmingCharacters(in: .whitespacesAndNewlines)
        let expected = ThemePolicy.markdownTable.trimmingCharacters(in: .whitespacesAndNewlines)
        #expect(table == expected, "replace the article's table with:\n\(expected)")
        #expect(expected.split(separator: "\n").count == TokenRole.allCases.count + 2)
    }

    @Test("a solved theme declares exactly the policy's pairs, in its order")
    func themePairsAreThePolicy() {
        let theme = Theme.default
        #expect(theme.pairs.map { [$0.foreground, $0.background] } == ThemePolicy.pairs.map { [$0.foreground, $0.background] })
        #expect(theme.pairs.map(\.requirement) == ThemePolicy.pairs.map(\.requirement))
    }

    @Test("backgrounds are anchors: each comes from its designed stop in every mode", arguments: [Theme.default, Theme(accent: RGB8(0x7C3AED))])
    func backgroundsSitAtTheirDesignedStops(theme: Theme) {
        for role in TokenRole.allCases where ThemePolicy.designedStops(role).liftsWhenElevated {
            for mode in AppearanceMode.all {
                #expect(theme[role][mode].stop?.value == ThemePolicy.designedStops(role).stop(in: mode), "\(role.rawValue) in \(mode.key)")
            }
        }
    }
}
