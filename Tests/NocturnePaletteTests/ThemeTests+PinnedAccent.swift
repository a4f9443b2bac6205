import Foundation
import NocturneColor
import NocturneAppearance
import NocturneSupport
import Testing
@testable import NocturnePalette

/// The brand as the designer gave it: `Theme(accent:darkAccent:)` pins both accents.
extension ThemeTests {
    static let standardModes = AppearanceMode.all.filter { $0.contrast == .standard }

    @Test func theTripsDesignIsKeptExactlyInBothSchemes() {
        let theme = Theme(accent: RGB8(0x0B7A75), darkAccent: RGB8(0x5FD4CC))
        #expect(theme.darkBrand == RGB8(0x5FD4CC))
        for mode in ThemeTests.standardModes {
            let value = theme[.accent][mode]
            #expect(value.rgb8 == (mode.colorScheme == .dark ? RGB8(0x5FD4CC) : RGB8(0x0B7A75)), "\(mode)")
            #expect(value.isPinned && value.nearestPassing == nil, "\(mode)")
            #expect(value.displayP3 == nil)
        }
        // Under Increase Contrast the designer gave no value: solved from the pinned one, not pinned.
        let increased = theme[.accent][AppearanceMode(colorScheme: .dark, contrast: .increased)]
        #expect(!increased.isPinned)
        // The design keeps every promise, so the audit passes and lists the pinned values.
        #expect(theme.audit.failures.isEmpty)
        #expect(theme.audit.pinned.count == 4)
        #expect(theme.audit.text.contains("accent dark-standard-base: #5FD4CC keeps its promises"))
    }

    @Test func theDefaultThemeSolvesItsDarkAccentAsBefore() throws {
        let theme = Theme.default
        #expect(theme.darkBrand == nil)
        #expect(theme.tokens.allSatisfy { $0.values.allSatisfy { !$0.isPinned && $0.nearestPassing == nil } })
        #expect(theme[.accent].rgb8(in: ThemeTests.darkStandard) == RGB8(0x61CDC6))
        let object = try #require(try JSONSerialization.jsonObject(with: Data(theme.audit.json.utf8)) as? [String: Any])
        #expect(object["pinned"] == nil)
    }

    @Test func aPinnedValueThatMissesIsReportedWithTheNearestPassingOneAndNeverMoved() throws {
        // The deep teal as the dark accent: too dark on dark pressed fills.
        let theme = Theme(accent: RGB8(0x0B7A75), darkAccent: RGB8(0x0B7A75))
        let dark = theme[.accent][ThemeTests.darkStandard]
        #expect(dark.rgb8 == RGB8(0x0B7A75))
        #expect(dark.isPinned && dark.adjustment == nil)
        let nearest = try #require(dark.nearestPassing)
        // The nearest passing value keeps every promise the accent takes part in, on the same hue line.
        let backgrounds = TokenRole.declaredBackgrounds.map { theme[$0].rgb8(in: ThemeTests.darkStandard) }
        #expect(backgrounds.allSatisfy { ContrastRequirement.nonText.isMet(nearest, on: $0, in: ThemeTests.darkStandard, method: .wcag) })
        #expect(abs(OKLCH(nearest).hue - OKLCH(RGB8(0x0B7A75)).hue) < 8)
        // The audit fails, naming the pair, the mode, the cut ratio and the nearest passing value.
        let audit = theme.audit
        let failure = try #require(audit.failures.first { $0.pair.foreground == .accent && $0.result.mode == ThemeTests.darkStandard })
        #expect(!failure.result.passes)
        let line = "accent is pinned at #0B7A75, nearest passing \(nearest.hex.uppercased())"
        #expect(audit.summary().contains("FAIL \(failure.pair.label) in dark-standard-base: WCAG \(NumberText.cut(failure.result.wcag, places: 2)) < 3; " + line))
        #expect(audit.text.contains(line))
        let object = try #require(try JSONSerialization.jsonObject(with: Data(audit.json.utf8)) as? [String: Any])
        let pinned = try #require(object["pinned"] as? [[String: Any]])
        #expect(pinned.contains { $0["mode"] as? String == "dark-standard-base" && $0["nearestPassing"] as? String == nearest.hex.uppercased() })
    }
}
