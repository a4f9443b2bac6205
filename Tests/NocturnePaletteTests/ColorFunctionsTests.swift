import Testing
@testable import NocturnePalette

@Suite struct ColorFunctionsTests {
    static let light = Traits(colorScheme: .light)
    static let dark = Traits(colorScheme: .dark)

    static func close(_ a: RGB8, _ b: RGB8, within: Int = 1) -> Bool {
        abs(Int(a.red) - Int(b.red)) <= within && abs(Int(a.green) - Int(b.green)) <= within && abs(Int(a.blue) - Int(b.blue)) <= within
    }

    @Test(arguments: [Family.blue, .red, .teal, .gray, .yellow, .iris])
    func softenOn800And200Gives750And250(family: Family) {
        let color = DynamicColor(light: family._800, dark: family._200).soften()
        let light = color.resolve(in: ColorFunctionsTests.light).rgb8
        let dark = color.resolve(in: ColorFunctionsTests.dark).rgb8
        #expect(ColorFunctionsTests.close(light, family._750.rgb8), "\(family) light \(light.hex) vs \(family._750.hex)")
        #expect(ColorFunctionsTests.close(dark, family._250.rgb8), "\(family) dark \(dark.hex) vs \(family._250.hex)")
    }

    @Test func softenMovesTowardTheBackgroundInBothModes() {
        let theme = Theme.default
        let text = theme.foregroundSecondary
        let softened = text.soften()
        for mode in AppearanceMode.all {
            let background = theme.backgroundPrimary.resolve(in: mode.traits).rgb8
            let before = WCAG.contrastRatio(text.resolve(in: mode.traits).rgb8, background)
            let after = WCAG.contrastRatio(softened.resolve(in: mode.traits).rgb8, background)
            #expect(after < before, "\(mode)")
        }
    }

    @Test func lightenDarkenSaturateDesaturate() {
        let base = Family.blue._500.dynamicColor
        let y = { (color: DynamicColor) in WCAG.relativeLuminance(color.resolve(in: .default).rgb8) }
        let chroma = { (color: DynamicColor) in OKLCH(color.resolve(in: .default).rgb8).chroma }
        #expect(ColorFunctionsTests.close(base.lighten().resolve(in: .default).rgb8, Family.blue._400.rgb8))
        #expect(ColorFunctionsTests.close(base.darken().resolve(in: .default).rgb8, Family.blue._600.rgb8))
        #expect(y(base.lighten()) > y(base) && y(base.darken()) < y(base))
        #expect(chroma(base.desaturate(0.5)) < chroma(base) * 0.6)
        #expect(chroma(base.desaturate(1)) < 0.002)
        #expect(chroma(Family.brown._500.dynamicColor.saturate(0.3)) > chroma(Family.brown._500.dynamicColor))
    }

    @Test func mixInterpolatesPerMode() {
        let color = DynamicColor(light: ResolvedColor(RGB8(0x000000)), dark: ResolvedColor(RGB8(0xFFFFFF)))
        let other = DynamicColor(ResolvedColor(RGB8(0xFFFFFF)))
        let mixed = color.mix(with: other, amount: 0.5, in: .oklab)
        #expect(abs(mixed.resolve(in: ColorFunctionsTests.light).oklch.lightness - 0.5) < 0.002)
        #expect(mixed.resolve(in: ColorFunctionsTests.dark).rgb8 == RGB8(0xFFFFFF))
        // OKLCH takes the shorter hue arc: red (29°) and blue (264°) meet through magenta.
        let hue = DynamicColor(ResolvedColor(RGB8(0xFF0000))).mix(with: DynamicColor(ResolvedColor(RGB8(0x0000FF))), in: .oklch)
        let midpoint = hue.resolve(in: .default).oklch.hue
        #expect(midpoint > 300 || midpoint < 10)
        #expect(mixed.opacity(0.5).resolve(in: ColorFunctionsTests.light).opacity == 0.5)
    }

    @Test func aStopUsedAsATokenShowsItsContrastInEveryMode() {
        let theme = Theme.default
        let stop = theme.neutral._800.dynamicColor.contrastRatio(to: theme.backgroundPrimary)
        let token = theme.foregroundPrimary.contrastRatio(to: theme.backgroundPrimary)
        #expect(stop.lightAndDark.light > 10)
        #expect(stop.lightAndDark.dark < 2)
        #expect(token.lightAndDark.light > 7 && token.lightAndDark.dark > 7)
        #expect(stop.description.hasPrefix("light 1"))
        #expect(stop.wcag.count == 8 && stop.apca.count == 8)
        #expect(theme.neutral._800.dynamicColor.contrastRatio(to: theme.backgroundPrimary, method: .apca).value(in: AppearanceMode(colorScheme: .light)) > 60)
    }

    @Test func harmoniesAreFamiliesAtOffsetHues() throws {
        let members = Family.teal.harmony(.triadic)
        #expect(members.count == 2)
        let hue = try #require(Family.teal.hue)
        #expect(abs((members[0].hue ?? 0) - (hue + 120).truncatingRemainder(dividingBy: 360)) < 1e-9)
        #expect(Family.teal.harmony(.complementary).count == 1)
        #expect(Family.teal.harmony(.tetradic).count == 3)
        #expect(Family.gray.harmony(.analogous).isEmpty)
        // Equal lightness holds across a harmony too.
        let ratio = WCAG.contrastRatio(members[0]._600.rgb8, members[1]._600.rgb8)
        #expect(ratio < 1.02)
    }

    @Test func gradientsAdaptWithTheMode() {
        let theme = Theme.default
        let gradient = DynamicGradient(from: theme.accent, to: theme.backgroundPrimary)
        let light = gradient.colors(5, in: ColorFunctionsTests.light)
        let dark = gradient.colors(5, in: ColorFunctionsTests.dark)
        #expect(light.first?.rgb8 == RGB8(0x0B7A75))
        #expect(light.last?.rgb8 == RGB8(0xFFFFFF))
        #expect(dark.last?.rgb8 == theme[.backgroundPrimary].rgb8(in: AppearanceMode(colorScheme: .dark)))
        #expect(gradient.color(at: 0.5).resolve(in: ColorFunctionsTests.light).rgb8 == light[2].rgb8)
    }
}
