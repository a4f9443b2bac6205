import NocturneColor
import NocturneAppearance
import NocturneSupport
import Foundation
import Testing
@testable import NocturnePalette

@Suite struct ThemeAuditTests {
    @Test func jsonHasTheContractShape() throws {
        let audit = Theme.default.audit
        let object = try #require(try JSONSerialization.jsonObject(with: Data(audit.json.utf8)) as? [String: Any])
        #expect(Set(object.keys) == ["version", "accent", "modes", "tokens", "pairs"])
        #expect(object["version"] as? String == Theme.algorithmVersion)
        #expect(object["accent"] as? String == "#0B7A75")
        let modes = try #require(object["modes"] as? [String])
        #expect(modes == ["light-standard-base", "dark-standard-base", "light-increased-base", "dark-increased-base",
                          "light-standard-elevated", "dark-standard-elevated", "light-increased-elevated", "dark-increased-elevated"])
        let tokens = try #require(object["tokens"] as? [String: [String: String]])
        #expect(tokens.count == 40)
        #expect(tokens["accent"]?["light-standard-base"] == "#0B7A75")
        #expect(tokens.values.allSatisfy { Set($0.keys) == Set(modes) })
        let pairs = try #require(object["pairs"] as? [[String: Any]])
        #expect(pairs.count == 113)
        let first = try #require(pairs.first)
        #expect(first["foreground"] as? String == "foregroundPrimary")
        #expect(first["background"] as? String == "backgroundPrimary")
        let minimum = try #require(first["minimum"] as? [String: Double])
        #expect(minimum == ["standard": 7, "increased": 10])
        let results = try #require(first["results"] as? [String: [String: Double]])
        #expect(Set(results.keys) == Set(modes))
        #expect(results.values.allSatisfy { $0["wcag"] != nil && $0["apca"] != nil })
    }

    @Test func theSummaryCountsAreTheAuditsOwn() throws {
        let audit = Theme.default.audit
        let summary = audit.summary()
        // Exempt pairs are measured and reported, never checked: 110 × 8 = 880, not 113 × 8 = 904.
        #expect(audit.pairs.count == 113)
        #expect(audit.checkedCount == audit.pairs.filter { !$0.requirement.isExempt }.count * AppearanceMode.count)
        #expect(summary.hasPrefix("Audit: 40 tokens × 8 modes, 110 pairs; \(audit.checkedCount) pair checks, all pass.\n"))
        #expect(!summary.contains("904"))
        #expect(audit.text.contains("= \(audit.checkedCount) checks on 8-bit sRGB"))
        // The tightest pairs are the audit's lowest margins, figures cut.
        let tightest = try #require(audit.lowestMargins(1).first)
        #expect(summary.contains("Tightest pairs:\n  \(tightest.pair.label) in \(tightest.result.mode.key): WCAG \(NumberText.cut(tightest.result.wcag, places: 2)) "))
    }

    @Test func jsonFiguresAreCutNotRounded() throws {
        let audit = Theme.default.audit
        let object = try #require(try JSONSerialization.jsonObject(with: Data(audit.json.utf8)) as? [String: Any])
        let pairs = try #require(object["pairs"] as? [[String: Any]])
        #expect(pairs.count == audit.pairs.count)
        for (pair, json) in zip(audit.pairs, pairs) {
            let results = try #require(json["results"] as? [String: [String: Double]])
            for result in pair.results {
                let figures = try #require(results[result.mode.key])
                let wcag = try #require(figures["wcag"])
                let apca = try #require(figures["apca"])
                // Cut toward zero: never above the measured value, and less than one unit of the last decimal below it.
                #expect(wcag <= result.wcag && result.wcag - wcag < 0.01)
                #expect(abs(apca) <= abs(result.apca) && abs(result.apca) - abs(apca) < 0.1)
            }
        }
    }

    @Test func everyDeclaredPairPassesAndTheMinimaMatchTheTable() {
        let audit = Theme.default.audit
        #expect(audit.failures.isEmpty)
        #expect(audit.checkedCount == 880)
        for pair in audit.pairs where !pair.requirement.isExempt {
            for result in pair.results {
                #expect(result.wcag >= result.minimumWCAG, "\(pair.label) \(result.mode)")
            }
        }
        let tiers = Dictionary(audit.pairs.map { ($0.foreground.rawValue + "|" + $0.requirement.tier, 1) }, uniquingKeysWith: +)
        #expect(tiers["foregroundPrimary|primaryText"] == 7)
        #expect(tiers["foregroundSecondary|text"] == 7)
        #expect(tiers["dangerText|text"] == 8)
        #expect(tiers["onAccent|text"] == 3)
        #expect(tiers["outlinePrimary|nonText"] == 7)
        #expect(tiers["foregroundDisabled|exempt"] == 2)
    }

    @Test func entriesNameTheBindingPairAndItsMargin() throws {
        let audit = Theme.default.audit
        let entry = audit.entry(.accentText, AppearanceMode(colorScheme: .light))
        #expect(entry.binding == "accentText on pressed")
        let margin = try #require(entry.margin)
        #expect(margin >= 0 && margin < 0.1)
        #expect(entry.value.adjustment != nil)
        #expect(audit.entry(.outlineTertiary, AppearanceMode(colorScheme: .light)).binding == nil)
    }

    @Test func textListsTokensAdjustmentsMarginsAndTheCount() {
        let text = Theme.default.audit.text
        #expect(text.contains("foregroundPrimary"))
        #expect(text.contains("Adjustments"))
        #expect(text.contains("accentText light-standard-base: moved #0B7A75 → "))
        #expect(text.contains("Lowest margins:"))
        #expect(text.contains("110 pairs × 8 modes = 880 checks on 8-bit sRGB: all pass."))
        #expect(text.contains("Exempt (disabled)"))
        let swatched = Theme.default.audit.text(swatch: { _ in "[]" })
        #expect(swatched.contains("[]#0B7A75"))
    }
}

/// Golden files keep the algorithm's output from shifting silently.
///
/// Regenerate after an intended change (and bump ``Theme/algorithmVersion``):
/// `NOCTURNE_UPDATE_GOLDEN=1 swift test --filter ThemeGoldenTests`.
@Suite struct ThemeGoldenTests {
    static let cases: [(name: String, accent: RGB8)] = [
        ("default-0b7a75", RGB8(0x0B7A75)), ("yellow-ffd60a", RGB8(0xFFD60A)), ("violet-6e56cf", RGB8(0x6E56CF)),
        ("red-e5484d", RGB8(0xE5484D)), ("navy-1e3a8a", RGB8(0x1E3A8A)), ("gray-808080", RGB8(0x808080)),
    ]

    static var folder: URL {
        // Outside the test target's folder, so SwiftPM does not see unhandled resources: Tests/PaletteGolden.
        URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("PaletteGolden")
    }

    @Test(arguments: cases.map(\.name))
    func auditMatchesItsGoldenFile(name: String) throws {
        let accent = try #require(ThemeGoldenTests.cases.first { $0.name == name }?.accent)
        let json = Theme(accent: accent).audit.json + "\n"
        let url = ThemeGoldenTests.folder.appendingPathComponent("theme-\(name).json")
        if ProcessInfo.processInfo.environment["NOCTURNE_UPDATE_GOLDEN"] == "1" {
            try FileManager.default.createDirectory(at: ThemeGoldenTests.folder, withIntermediateDirectories: true)
            let temporary = ThemeGoldenTests.folder.appendingPathComponent(".theme-\(name).json.tmp")
            try Data(json.utf8).write(to: temporary)
            // Atomic: the previous golden file stays intact until the rename.
            #expect(rename(temporary.path, url.path) == 0)
            return
        }
        let golden = try #require(try? String(contentsOf: url, encoding: .utf8),
                                  "missing \(url.lastPathComponent); run NOCTURNE_UPDATE_GOLDEN=1 swift test --filter ThemeGoldenTests")
        #expect(golden == json, "theme \(name) differs from its golden file; if intended, bump Theme.algorithmVersion and regenerate")
    }

    @Test func defaultGoldenIsTheDefaultTheme() {
        #expect(Theme.default.audit.json == Theme(accent: RGB8(0x0B7A75)).audit.json)
    }
}
