import Foundation
import Testing
@testable import NocturnePalette

/// ColorTokensKit's assignments as a preset, audited like a theme.
@Suite struct TokenPresetTests {
    static let preset = TokenPreset.colorTokensKit

    @Test func theAssignmentsAreColorTokensKits() {
        let stops = TokenPresetTests.preset.assignments.map { "\($0.role.rawValue) \($0.light)/\($0.dark)" }
        #expect(stops == ["foregroundPrimary _1000/_50", "foregroundSecondary _800/_200", "backgroundPrimary _50/_1000", "backgroundSecondary _100/_800"])
        #expect(TokenPreset(named: "ColorTokensKit") == TokenPresetTests.preset)
        #expect(TokenPreset(named: "material") == nil)
    }

    @Test func proNamesAreAliasesInThePresetOnly() {
        #expect(TokenPresetTests.preset.family(named: "proBlue") == Family.blue)
        #expect(TokenPresetTests.preset.family(named: "proteal") == Family.teal)
        #expect(TokenPresetTests.preset.family(named: "teal") == Family.teal)
        #expect(TokenPresetTests.preset.family(named: "proNothing") == nil)
        // Named families keep their names everywhere else.
        #expect(Family(named: "proBlue") == nil)
        #expect(Family.blue.name == "blue")
    }

    /// Every family has the same stop luminances, so the same pair fails in the same modes: Increase Contrast in dark mode.
    @Test(arguments: [Family.blue, .teal, .gray, .yellow, .ruby])
    func theSamePairsFailInDarkIncreaseContrastInEveryFamily(family: Family) {
        let audit = TokenPresetTests.preset.audit(of: family)
        #expect(audit.roles == [.foregroundPrimary, .foregroundSecondary, .backgroundPrimary, .backgroundSecondary])
        #expect(audit.pairs.map(\.label) == [
            "foregroundPrimary on backgroundPrimary", "foregroundPrimary on backgroundSecondary",
            "foregroundSecondary on backgroundPrimary", "foregroundSecondary on backgroundSecondary",
        ])
        #expect(audit.checkedCount == 32)
        let failing = Set(audit.failures.map { "\($0.pair.label) \($0.result.mode.key)" })
        // _200 on _800 is 6.9: below the 7 text needs under Increase Contrast (_50 on _800 just keeps 10).
        #expect(failing == ["foregroundSecondary on backgroundSecondary dark-increased-base", "foregroundSecondary on backgroundSecondary dark-increased-elevated"])
        // The one pass rule judged them.
        for failure in audit.failures {
            #expect(!failure.pair.requirement.isMet(by: PairContrast(foreground: failure.result.foreground, background: failure.result.background), in: failure.result.mode, method: .wcag))
        }
    }

    @Test func theAuditShowsWhyOursDiffer() throws {
        let audit = TokenPresetTests.preset.audit(of: .blue)
        let text = audit.text
        #expect(text.hasPrefix("Preset colortokenskit"))
        #expect(text.contains("Why a Nocturne theme differs"))
        #expect(text.contains("foregroundSecondary ") && text.contains("preset _800 / _200"))
        #expect(text.contains("Nocturne _700 / _250, Increase Contrast _800 / _150"))
        #expect(text.contains("4 pairs × 8 modes = 32 checks on 8-bit sRGB: 2 fail."))
        #expect(audit.summary().contains("FAIL foregroundSecondary on backgroundSecondary in dark-increased-base: WCAG 6."))
        let object = try #require(try JSONSerialization.jsonObject(with: Data(audit.json.utf8)) as? [String: Any])
        #expect(object["preset"] as? String == "colortokenskit")
        #expect((object["tokens"] as? [String: Any])?.count == 4)
    }
}
