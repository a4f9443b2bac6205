import Testing
import NocturneColor
import NocturneAppearance
@testable import NocturnePalette

@Suite struct ThemeTests {
    static let lightStandard = AppearanceMode(colorScheme: .light)
    static let darkStandard = AppearanceMode(colorScheme: .dark)

    @Test func tripsTealIsKeptInLightAndGetsALightSiblingInDark() {
        let theme = Theme.default
        #expect(theme.brand == RGB8(0x0B7A75))
        #expect(theme[.accent].rgb8(in: ThemeTests.lightStandard) == RGB8(0x0B7A75))
        #expect(theme[.accent].rgb8(in: AppearanceMode(colorScheme: .light, level: .elevated)) == RGB8(0x0B7A75))
        let dark = theme[.accent][ThemeTests.darkStandard].rgb8
        // A light teal like the sample's #5FD4CC: same hue family, far lighter than the brand.
        #expect(WCAG.relativeLuminance(dark) > 0.4)
        #expect(abs(OKLCH(dark).hue - OKLCH(RGB8(0x0B7A75)).hue) < 8)
        #expect(WCAG.contrastRatio(dark, RGB8(0x5FD4CC)) < 1.15)
        #expect(theme[.onAccent].rgb8(in: ThemeTests.lightStandard) == RGB8(0xFFFFFF))
    }

    @Test func tokensAreTheIssueNamesWithEightValuesEach() {
        let theme = Theme.default
        #expect(theme.tokens.count == 40)
        #expect(theme.tokens.map(\.name).prefix(4) == ["foregroundPrimary", "foregroundSecondary", "foregroundTertiary", "backgroundPrimary"])
        for name in ["onAccent", "accentText", "hover", "pressed", "selected", "disabled", "successText", "onWarning", "dangerBackground", "info", "foregroundInverted"] {
            #expect(theme[name: name] != nil, "\(name)")
        }
        for token in theme.tokens {
            #expect(token.values.map(\.mode) == AppearanceMode.all)
        }
    }

    @Test func dynamicColorsResolvePerModeAndWatchIsDark() {
        let theme = Theme.default
        for mode in AppearanceMode.all {
            #expect(theme.foregroundPrimary.resolve(in: mode.traits).rgb8 == theme[.foregroundPrimary].rgb8(in: mode))
        }
        let watch = Traits(colorScheme: .light, idiom: .watch)
        #expect(theme.backgroundPrimary.resolve(in: watch).rgb8 == theme[.backgroundPrimary].rgb8(in: ThemeTests.darkStandard))
    }

    @Test func foregroundPrimaryIsTheDarkestStopInLightAndTheLightestInDark() {
        let theme = Theme.default
        for mode in AppearanceMode.all {
            let value = theme[.foregroundPrimary][mode]
            let stops = Stop.named.map { theme.neutral.swatch(at: $0).luminance }
            let luminance = WCAG.relativeLuminance(value.rgb8)
            if mode.colorScheme == .light {
                #expect(luminance <= (stops.min() ?? 0) + 1e-9, "\(mode)")
            } else {
                #expect(luminance >= (stops.max() ?? 1) - 1e-9, "\(mode)")
            }
        }
    }

    @Test func surfacesRiseInDarkModeAndAgainWhenElevated() {
        let theme = Theme.default
        let base = AppearanceMode(colorScheme: .dark), elevated = AppearanceMode(colorScheme: .dark, level: .elevated)
        let page = WCAG.relativeLuminance(theme[.backgroundPrimary].rgb8(in: base))
        let surface = WCAG.relativeLuminance(theme[.surfacePrimary].rgb8(in: base))
        let elevatedSurface = WCAG.relativeLuminance(theme[.surfacePrimary].rgb8(in: elevated))
        #expect(page < surface && surface < elevatedSurface)
        // In light mode the level changes nothing.
        for token in theme.tokens {
            #expect(token.rgb8(in: ThemeTests.lightStandard) == token.rgb8(in: AppearanceMode(colorScheme: .light, level: .elevated)))
        }
    }

    @Test func statusColorsKeepTheirHueInEveryMode() {
        let theme = Theme.default
        for (role, family) in [(TokenRole.success, Family.green), (.danger, .red), (.info, .blue), (.warning, .gold)] {
            for mode in AppearanceMode.all {
                let hue = OKLCH(theme[role].rgb8(in: mode)).hue
                let difference = abs(hue - (family.hue ?? 0)).truncatingRemainder(dividingBy: 360)
                #expect(min(difference, 360 - difference) < 6, "\(role) \(mode)")
            }
        }
    }

    /// A brand too light for its promises moves, the record says which pair moved it, and the move is the least that works.
    @Test(arguments: [RGB8(0xFFD60A), RGB8(0x5FD4CC), RGB8(0x0B7A75)])
    func movesAreRecordedAndMinimal(brand: RGB8) throws {
        let theme = Theme(accent: brand)
        var moves = 0
        for token in theme.tokens {
            for value in token.values {
                guard let adjustment = value.adjustment else { continue }
                moves += 1
                #expect(adjustment.to == value.rgb8)
                #expect(adjustment.constraint.contains(" on "))
                #expect(adjustment.constraint.contains("≥"))
                // One thousandth of lightness back toward the start breaks a promise (or rounds to the same bytes).
                let back = adjustment.toLightness + (adjustment.fromLightness > adjustment.toLightness ? 0.001 : -0.001)
                let line = OKLCH(adjustment.from)
                let shifted = OKLCH(lightness: back, chroma: line.chroma, hue: line.hue).rgb8
                let pairs = theme.pairs.filter { ($0.foreground == token.role || $0.background == token.role) && !$0.requirement.isExempt }
                let stillPasses = pairs.allSatisfy { pair in
                    let other = pair.foreground == token.role ? pair[value.mode].background : pair[value.mode].foreground
                    return WCAG.contrastRatio(shifted, other) >= pair.requirement.wcag(in: value.mode)
                }
                #expect(!stillPasses || shifted == value.rgb8, "\(token.name) \(value.mode) \(adjustment)")
            }
        }
        if brand == RGB8(0xFFD60A) {
            let accent = theme[.accent][ThemeTests.lightStandard]
            #expect(accent.rgb8 != brand)
            #expect(accent.adjustment?.from == brand)
            #expect(moves > 0)
        }
    }

    @Test func familiesOfferTokensToo() {
        let family = Family.blue
        let theme = family.theme
        #expect(family.foregroundPrimary.resolve(in: .default).rgb8 == theme[.foregroundPrimary].rgb8(in: ThemeTests.lightStandard))
        #expect(theme.failingPairs.isEmpty)
    }

    @Test func rampsExposeEveryThemeFamily() {
        let ramps = Theme.default.ramps
        #expect(ramps.map(\.family.name) == ["neutral", "accent", "green", "gold", "red", "blue"])
        #expect(ramps.allSatisfy { $0.swatches.count == 20 })
    }
}
