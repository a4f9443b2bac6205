import Testing
import NocturneColor
import NocturneAppearance
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

    /// The documented table: on `_800` / `_200`, each function with no argument moves one half step (50).
    static let halfSteps: [(function: String, light: Int, dark: Int)] = [
        ("soften", 750, 250), ("lighten", 750, 150), ("darken", 850, 250),
    ]

    @Test(arguments: halfSteps)
    func functionsMoveOneHalfStepByDefault(step: (function: String, light: Int, dark: Int)) {
        for family in [Family.blue, .teal, .gray, .red] {
            let color = DynamicColor(light: family._800, dark: family._200)
            let moved = switch step.function {
            case "soften": color.soften()
            case "lighten": color.lighten()
            default: color.darken()
            }
            let light = moved.resolve(in: ColorFunctionsTests.light).rgb8
            let dark = moved.resolve(in: ColorFunctionsTests.dark).rgb8
            #expect(ColorFunctionsTests.close(light, family.stop(step.light).rgb8), "\(family) \(step.function) light \(light.hex)")
            #expect(ColorFunctionsTests.close(dark, family.stop(step.dark).rgb8), "\(family) \(step.function) dark \(dark.hex)")
        }
    }

    @Test func functionsOnATokenStayDynamicInEveryMode() {
        let theme = Theme.default
        let functions: [(String, (DynamicColor) -> DynamicColor)] = [
            ("soften", { $0.soften() }), ("lighten", { $0.lighten() }), ("darken", { $0.darken() }),
            ("saturate", { $0.saturate() }), ("desaturate", { $0.desaturate() }),
        ]
        for (name, function) in functions {
            let moved = function(theme.accent)
            // Built from values, like the token: a table lookup that reads what the token reads.
            #expect(moved.modeValues != nil, "\(name)")
            #expect(Set(moved.readTraits) == Set(theme.accent.readTraits), "\(name)")
            for mode in AppearanceMode.all {
                let expected = function(DynamicColor(theme.accent.resolve(in: mode.traits))).resolve(in: mode.traits)
                #expect(moved.resolve(in: mode.traits) == expected, "\(name) \(mode)")
            }
        }
    }

    @Test func functionsOnACompositionAndOnAProvider() {
        let theme = Theme.default
        let composed = DynamicColor(light: .black, dark: theme.accent)
        let dark = AppearanceMode(colorScheme: .dark, contrast: .increased).traits
        #expect(composed.lighten().resolve(in: dark) == theme.accent.lighten().resolve(in: dark))
        #expect(composed.lighten().resolve(in: ColorFunctionsTests.light).rgb8 != RGB8(0x000000))
        // A provider stays a provider and is moved each time it resolves.
        let provider = DynamicColor(reading: [.level]) { traits in
            traits.level == .elevated ? Family.blue._300.resolvedColor : Family.blue._700.resolvedColor
        }
        let softened = provider.soften()
        #expect(softened.modeValues == nil)
        #expect(Set(softened.readTraits) == [.level, .colorScheme, .idiom])
        #expect(ColorFunctionsTests.close(softened.resolve(in: ColorFunctionsTests.light).rgb8, Family.blue._650.rgb8))
        #expect(ColorFunctionsTests.close(softened.resolve(in: Traits(colorScheme: .dark, level: .elevated)).rgb8, Family.blue._350.rgb8))
    }

    @Test(arguments: Harmony.allCases)
    func harmoniesOfATokenKeepItsLuminanceInEveryMode(harmony: Harmony) throws {
        let theme = Theme.default
        let members = theme.accent.harmony(harmony)
        #expect(members.count == harmony.offsets.count)
        for (member, offset) in zip(members, harmony.offsets) {
            #expect(member.modeValues != nil)
            for mode in AppearanceMode.all {
                let accent = theme.accent.resolve(in: mode.traits)
                let color = member.resolve(in: mode.traits)
                // Equal luminance (to 8-bit rounding), so equal contrast on any background.
                let ratio = WCAG.contrastRatio(color.rgb8, accent.rgb8)
                #expect(ratio < 1.03, "\(harmony) \(mode) \(color.hex) vs \(accent.hex)")
                var turn = (color.oklch.hue - accent.oklch.hue - offset).truncatingRemainder(dividingBy: 360)
                if turn > 180 { turn -= 360 }
                if turn < -180 { turn += 360 }
                #expect(abs(turn) < 10, "\(harmony) \(mode) hue off by \(turn)")
            }
        }
        // A gray has no hue to turn: it stays itself.
        let gray = Family.gray._500.dynamicColor.harmony(harmony)
        #expect(gray.allSatisfy { $0.resolve(in: .default) == Family.gray._500.resolvedColor })
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
        #expect(ColorFunctionsTests.close(base.lighten().resolve(in: .default).rgb8, Family.blue._450.rgb8))
        #expect(ColorFunctionsTests.close(base.darken().resolve(in: .default).rgb8, Family.blue._550.rgb8))
        #expect(ColorFunctionsTests.close(base.lighten(100).resolve(in: .default).rgb8, Family.blue._400.rgb8))
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
        let light = AppearanceMode(colorScheme: .light), dark = AppearanceMode(colorScheme: .dark)
        #expect(stop.value(in: light) > 10)
        #expect(stop.value(in: dark) < 2)
        #expect(token.value(in: light) > 7 && token.value(in: dark) > 7)
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
        // Between compositions: each end resolves per mode, so the gradient flips with the scheme.
        let composed = DynamicGradient(from: DynamicColor(light: .black, dark: theme.accent), to: theme.accent.soften(200))
        let darkEnds = composed.colors(2, in: ColorFunctionsTests.dark)
        #expect(darkEnds.first?.rgb8 == theme[.accent].rgb8(in: AppearanceMode(colorScheme: .dark)))
        #expect(composed.colors(2, in: ColorFunctionsTests.light).first?.rgb8 == RGB8(0x000000))
        #expect(composed.color(at: 0.5).modeValues != nil)
    }
}
