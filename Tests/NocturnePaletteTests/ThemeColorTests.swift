import Foundation
import Testing
import NocturneColor
import NocturneAppearance
@testable import NocturnePalette

/// The app's own colors: pinned values kept, every other mode solved, every pair holding on the 8-bit values.
@Suite struct ThemeColorTests {
    /// The issue's example: a brand color, ink, paper, a hairline and a pine with its own dark value.
    static let example: [ThemeColor] = [
        ThemeColor(name: "sunset", role: .brand, light: RGB8(0xF29D50)),
        ThemeColor(name: "ink", role: .content, light: RGB8(0x24303A)),
        ThemeColor(name: "paper", role: .background, light: RGB8(0xFBF8F3)),
        ThemeColor(name: "hairline", role: .border, light: RGB8(0xD9D4CC)),
        ThemeColor(name: "pine", role: .content, light: RGB8(0x1F6F4A), dark: RGB8(0x6FD3A0)),
    ]
    static let examplePairs = [
        ThemeColorPair(foreground: "ink", background: "paper", requirement: ContrastRequirement(wcagMinimum: 7, increased: 10)),
        ThemeColorPair(foreground: "onSunset", background: "sunset", requirement: ContrastRequirement(wcagMinimum: 4.5)),
    ]

    /// WCAG 2.2 contrast computed here from the bytes, independently of the package's `WCAG`.
    static func ratio(_ a: RGB8, _ b: RGB8) -> Double {
        func channel(_ value: UInt8) -> Double {
            let c = Double(value) / 255
            return c <= 0.04045 ? c / 12.92 : pow((c + 0.055) / 1.055, 2.4)
        }
        func luminance(_ color: RGB8) -> Double { 0.2126 * channel(color.red) + 0.7152 * channel(color.green) + 0.0722 * channel(color.blue) }
        let (x, y) = (luminance(a), luminance(b))
        return (max(x, y) + 0.05) / (min(x, y) + 0.05)
    }

    /// Re-measures every checked pair of a solved theme from its tokens' bytes; returns the misses.
    static func remeasure(_ theme: Theme) -> [String] {
        var values: [String: ModeValues<RGB8>] = [:]
        for token in theme.tokens { values[token.name] = token.values.map(\.rgb8) }
        for token in theme.colors { values[token.name] = token.rgb8 }
        var misses: [String] = []
        for pair in theme.colorPairs where !pair.requirement.isExempt {
            guard let front = values[pair.foreground], let back = values[pair.background] else { misses.append("missing \(pair.label)"); continue }
            for mode in AppearanceMode.all where ratio(front[mode], back[mode]) + 1e-9 < pair.requirement.wcag(in: mode) {
                misses.append("\(pair.label) \(mode.key) \(ratio(front[mode], back[mode]))")
            }
        }
        return misses
    }

    @Test func exampleKeepsEveryPromiseAndEveryPin() throws {
        let theme = try Theme(accent: RGB8(0x0B7A75), darkAccent: RGB8(0x5FD4CC), colors: ThemeColorTests.example, pairs: ThemeColorTests.examplePairs)
        #expect(theme.failingPairs.isEmpty, "\(theme.failingPairs.prefix(5))")
        #expect(ThemeColorTests.remeasure(theme).isEmpty, "\(ThemeColorTests.remeasure(theme).prefix(5))")
        for color in ThemeColorTests.example {
            let token = try #require(theme.color(named: color.name))
            for mode in AppearanceMode.all {
                if let pinned = color.pinned(in: mode) {
                    #expect(token.values[mode].rgb8 == pinned, "\(color.name) \(mode)")
                    #expect(token.values[mode].isPinned)
                }
            }
        }
        // The brand's family is there, by name.
        #expect(theme.colors.map(\.name) == ["sunset", "onSunset", "sunsetText", "sunsetHover", "sunsetPressed", "sunsetDisabled", "sunsetContainer",
                                             "ink", "paper", "hairline", "pine"])
        // The theme's own tokens are exactly those of the theme without colors.
        #expect(theme.tokens == Theme(accent: RGB8(0x0B7A75), darkAccent: RGB8(0x5FD4CC)).tokens)
    }

    @Test func unpinnedVariantsMoveInTheModesDirectionKeepingHue() throws {
        let theme = try Theme(accent: RGB8(0x0B7A75), colors: ThemeColorTests.example, pairs: ThemeColorTests.examplePairs)
        let dark = AppearanceMode(colorScheme: .dark)
        let ink = try #require(theme.color(named: "ink")), paper = try #require(theme.color(named: "paper"))
        #expect(WCAG.relativeLuminance(ink.rgb8[dark]) > WCAG.relativeLuminance(ink.rgb8[AppearanceMode(colorScheme: .light)]))
        #expect(WCAG.relativeLuminance(paper.rgb8[dark]) < 0.05)
        // Dark ink is moved by a pair, and says which.
        #expect(ink.values[dark].adjustment != nil)
        let hue = OKLCH(RGB8(0xF29D50)).hue
        let sunsetDark = OKLCH(try #require(theme.color(named: "sunset")).rgb8[dark])
        #expect(abs(sunsetDark.hue - hue) < 6)
        // Elevated dark surfaces are not darker than base ones.
        let elevated = AppearanceMode(colorScheme: .dark, level: .elevated)
        #expect(WCAG.relativeLuminance(paper.rgb8[elevated]) >= WCAG.relativeLuminance(paper.rgb8[dark]))
    }

    /// Forty triples of brand colors from unrelated hues (golden-angle steps), each with content and a background.
    static let triples: [[RGB8]] = (0..<40).map { index in
        (0..<3).map { offset in
            let hue = Double((index * 3 + offset) * 137 % 360)
            let lightness = [0.55, 0.72, 0.45][(index + offset) % 3]
            return OKLCH(lightness: lightness, chroma: 0.16, hue: hue).rgb8
        }
    }

    @Test func fortyBrandTriplesKeepEveryPromise() throws {
        var misses: [String] = []
        for triple in ThemeColorTests.triples {
            let colors = triple.enumerated().map { ThemeColor(name: ["primary", "secondary", "tertiary"][$0.offset], role: .brand, light: $0.element) }
            let pairs = ["primary", "secondary", "tertiary"].map {
                ThemeColorPair(foreground: "on" + $0.prefix(1).uppercased() + $0.dropFirst(), background: $0, requirement: .text)
            }
            let theme = try Theme(accent: triple[0], colors: colors, pairs: pairs)
            misses += theme.failingPairs.map { "\(triple.map(\.hex)) \($0)" }
            misses += ThemeColorTests.remeasure(theme).map { "\(triple.map(\.hex)) \($0)" }
            for (color, value) in zip(colors, triple) { #expect(theme.color(named: color.name)?.rgb8[AppearanceMode(colorScheme: .light)] == value) }
        }
        #expect(misses.isEmpty, "\(misses.count): \(misses.prefix(5))")
    }

    @Test func aPinnedValueThatCannotPassIsReportedWithTheNearestPassing() throws {
        // A mid-gray text pinned on a white page cannot reach 4.5 in light mode.
        let theme = try Theme(accent: RGB8(0x0B7A75), colors: [ThemeColor(name: "mist", role: .content, light: RGB8(0xA0A0A0))])
        let light = AppearanceMode(colorScheme: .light)
        let mist = try #require(theme.color(named: "mist"))
        #expect(mist.rgb8[light] == RGB8(0xA0A0A0))
        let nearest = try #require(mist.values[light].nearestPassing)
        #expect(ThemeColorTests.ratio(nearest, RGB8(0xFFFFFF)) >= 4.5)
        let failing = try #require(theme.failingPairs.first { $0.foreground == "mist" && $0.mode == light })
        #expect(failing.result.wcag < 4.5)
        let summary = theme.audit.summary()
        #expect(summary.contains("mist is pinned at #A0A0A0, nearest passing \(nearest.hex.uppercased())"), "\(summary)")
    }

    @Test(arguments: [
        ([ThemeColor(name: "accent", role: .content, light: RGB8(0x000000))], [ThemeColorPair](), "a theme token"),
        ([ThemeColor(name: "a", role: .content, light: RGB8(0)), ThemeColor(name: "a", role: .border, light: RGB8(0))], [], "a token of color 'a'"),
        ([ThemeColor(name: "sun", role: .brand, light: RGB8(0)), ThemeColor(name: "onSun", role: .border, light: RGB8(0))], [], "onSun"),
        ([], [ThemeColorPair(foreground: "inkk", background: "backgroundPrimary")], "'inkk'"),
        ([ThemeColor(name: "9lives", role: .content, light: RGB8(0))], [], "must start with a letter"),
    ])
    func badNamesAreRefused(colors: [ThemeColor], pairs: [ThemeColorPair], message: String) {
        #expect {
            _ = try Theme(accent: RGB8(0x0B7A75), colors: colors, pairs: pairs)
        } throws: { error in
            (error as? ThemeColorError)?.message.contains(message) == true
        }
    }

    @Test func auditJSONListsTheColorsTokensPairsAndVariants() throws {
        let theme = try Theme(accent: RGB8(0x0B7A75), colors: ThemeColorTests.example, pairs: ThemeColorTests.examplePairs)
        let json = theme.audit.json
        #expect(json.contains(##""sunsetText":{"light-standard-base":"#"##))
        #expect(json.contains(#""foreground":"ink","background":"paper","minimum":{"standard":7,"increased":10}"#))
        #expect(json.contains(##""colors":{"sunset":{"color":"sunset","role":"brand","modes":{"light-standard-base":{"value":"#F29D50","pinned":true"##))
    }

    @Test func modeValuesCodableIsTheModeKeyedObject() throws {
        let values = ModeValues { $0.index }
        #expect(values[AppearanceMode(colorScheme: .dark, contrast: .increased)] == 3)
        #expect(values.map { $0 * 2 }.values == [0, 2, 4, 6, 8, 10, 12, 14])
        #expect(values.allSatisfy { $0 < 8 })
        #expect(ModeValues<Int>([1, 2]) == nil)
    }
}
