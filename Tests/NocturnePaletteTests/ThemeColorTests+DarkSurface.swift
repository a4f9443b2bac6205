import Testing
import NocturneColor
import NocturneAppearance
@testable import NocturnePalette

/// A dark surface that carries light text in both modes (a card on a brand color), and the audit of the app's own light values.
extension ThemeColorTests {
    @Test("a darkSurface carries light text in every mode: on<Name> is light, reads at 4.5 (7 increased), and the theme's text is not paired with it",
          arguments: [RGB8(0x0B3D3A), RGB8(0x5A8F8B), RGB8(0x3B1F6E)])
    func darkSurfaceCarriesLightText(light: RGB8) throws {
        let card = ThemeColor(name: "brandCard", role: .darkSurface, light: light)
        let theme = try Theme(accent: RGB8(0x0B7A75), colors: [card])
        let surface = try #require(theme.colors.first { $0.name == "brandCard" })
        let text = try #require(theme.colors.first { $0.name == "onBrandCard" })
        #expect(ThemeColor(name: "brandCard", role: .darkSurface, light: light).tokenNames == ["brandCard", "onBrandCard"])
        for mode in AppearanceMode.all {
            // Light text: at least as light as the surface in every mode, dark mode included (never flipped to dark text).
            #expect(WCAG.relativeLuminance(text.rgb8[mode]) > WCAG.relativeLuminance(surface.rgb8[mode]), "\(mode.key)")
            // Dark mode keeps the surface dark: never lighter than its light value.
            if mode.colorScheme == .dark { #expect(WCAG.relativeLuminance(surface.rgb8[mode]) <= WCAG.relativeLuminance(light) + 1e-9, "\(mode.key)") }
        }
        #expect(surface.rgb8[AppearanceMode(colorScheme: .light)] == light)
        #expect(!theme.colorPairs.contains { $0.background == "brandCard" && $0.foreground == "foregroundPrimary" })
        let pair = try #require(theme.colorPairs.first { $0.label == "onBrandCard on brandCard" })
        for mode in AppearanceMode.all where !(mode.colorScheme == .light && mode.contrast == .standard) {
            #expect(Self.ratio(text.rgb8[mode], surface.rgb8[mode]) + 1e-9 >= pair.requirement.wcag(in: mode), "\(mode.key)")
        }
        #expect(Self.remeasure(theme).allSatisfy { $0.contains("light-standard") }, "\(Self.remeasure(theme))")
    }

    @Test("a surface-role card on a dark brand fails the theme's dark text; a darkSurface of the same value passes")
    func darkSurfaceIsWhatSurfaceIsNot() throws {
        let asSurface = try Theme(accent: RGB8(0x0B7A75), colors: [ThemeColor(name: "brandCard", role: .surface, light: RGB8(0x0B3D3A))])
        let asDark = try Theme(accent: RGB8(0x0B7A75), colors: [ThemeColor(name: "brandCard", role: .darkSurface, light: RGB8(0x0B3D3A))])
        #expect(asSurface.audit.keptLightValues.contains { $0.pair.label == "foregroundPrimary on brandCard" })
        #expect(asDark.audit.keptLightValues.isEmpty && asDark.audit.colorFailures.isEmpty && asDark.audit.passes)
    }

    @Test("the app's own light value that misses an implied pair is kept, reported, and passes; a declared pair that misses still fails")
    func keptLightValuesDoNotFail() throws {
        let pale = ThemeColor(name: "FillGreen", role: .status, light: RGB8(0x41B883))
        let implied = try Theme(accent: RGB8(0x0B7A75), colors: [pale])
        #expect(implied.audit.colorFailures.isEmpty)
        #expect(implied.audit.passes)
        #expect(implied.audit.keptLightValues.allSatisfy { $0.result.mode.colorScheme == .light && $0.result.mode.contrast == .standard })
        #expect(implied.audit.keptLightValues.contains { $0.pair.label == "FillGreen on backgroundPrimary" })
        #expect(implied.audit.summary().contains("KEPT FillGreen on backgroundPrimary in light-standard-base: WCAG 2.49 < 3"))
        // Declared, the same pair is the app's promise: a miss fails.
        let declared = try Theme(accent: RGB8(0x0B7A75), colors: [pale],
                                 pairs: [ThemeColorPair(foreground: "FillGreen", background: "backgroundPrimary", requirement: .nonText)])
        #expect(!declared.audit.passes)
        #expect(declared.audit.colorFailures.contains { $0.pair.label == "FillGreen on backgroundPrimary" && $0.pair.isDeclared })
        // One pair, not the implied and the declared one twice.
        #expect(declared.colorPairs.filter { $0.label == "FillGreen on backgroundPrimary" }.count == 1)
    }

    @Test("a solved accent that moves says so, with its ΔE2000 and the pair; one that holds says nothing")
    func accentMovesAreReported() throws {
        let blue = Theme(accent: RGB8(0x2D7EE6)).audit
        #expect(blue.accentMoves.first == "Accent moved #2D7EE6 → #2375DD (ΔE2000 3.4) in light-standard-base and light-standard-elevated for onAccent on accent ≥ 4.5 (WCAG)")
        #expect(blue.summary().contains("Accent moved #2D7EE6 → #2375DD (ΔE2000 3.4)"))
        let difference = RGB8(0x2D7EE6).colorValue.deltaE(RGB8(0x2375DD).colorValue, method: .ciede2000, referenceWhite: .d65)
        #expect(abs(difference - 3.4) < 0.05)
        // The full text audit lists the moves first among its adjustments.
        #expect(blue.text(swatch: { _ in "" }, lowest: 3).contains("Adjustments (lightness only, the least that keeps every promise):\n  Accent moved #2D7EE6 → #2375DD (ΔE2000 3.4)"))
        let pinned = Theme(accent: RGB8(0x0B7A75), darkAccent: RGB8(0x5FD4CC)).audit
        #expect(!pinned.accentMoves.contains { $0.contains("standard-base") && $0.contains("#0B7A75 →") }, "\(pinned.accentMoves)")
    }
}
