import Testing
import NocturneColor
@testable import NocturneAppearance

@Suite("DynamicColor")
struct DynamicColorTests {
    static let light = ResolvedColor(red: 1, green: 1, blue: 1)
    static let dark = ResolvedColor(red: 0, green: 0, blue: 0)

    @Test("opacity multiplies")
    func opacity() {
        let color = DynamicColor.red.opacity(0.3).opacity(0.5)
        #expect(abs(color.resolve(in: Traits()).opacity - 0.15) < 1e-12)
        let provider = DynamicColor { _ in Self.light }.opacity(0.3).opacity(0.5)
        #expect(abs(provider.resolve(in: Traits()).opacity - 0.15) < 1e-12)
        #expect(abs(DynamicColor.secondaryLabel.opacity(0.5).resolve(in: Traits()).opacity - 0.3) < 1e-12)
    }

    @Test("a light/dark color ignores Increase Contrast and level", arguments: AppearanceMode.all)
    func lightDark(mode: AppearanceMode) {
        let color = DynamicColor(light: Self.light, dark: Self.dark)
        #expect(color.resolve(in: mode.traits) == (mode.colorScheme == .dark ? Self.dark : Self.light))
        #expect(color.readTraits == [.colorScheme, .idiom])
    }

    @Test("four values pick by scheme and contrast")
    func fourValues() {
        let values = (0..<4).map { ResolvedColor(red: Double($0) / 4, green: 0, blue: 0) }
        let color = DynamicColor(light: values[0], dark: values[1], increasedContrastLight: values[2], increasedContrastDark: values[3])
        #expect(color.resolve(in: Traits()) == values[0])
        #expect(color.resolve(in: Traits(colorScheme: .dark)) == values[1])
        #expect(color.resolve(in: Traits(contrast: .increased)) == values[2])
        #expect(color.resolve(in: Traits(colorScheme: .dark, contrast: .increased, level: .elevated)) == values[3])
        #expect(color.readTraits == [.colorScheme, .contrast, .idiom])
    }

    @Test("8-bit and ColorValue initializers agree")
    func initializers() {
        let teal = RGB8(red: 11, green: 122, blue: 117), light = RGB8(red: 95, green: 212, blue: 204)
        let fromRGB8 = DynamicColor(light: teal, dark: light)
        let fromValues = DynamicColor(light: ResolvedColor(teal).colorValue, dark: ResolvedColor(light).colorValue)
        for mode in AppearanceMode.all {
            #expect(fromRGB8.resolve(in: mode.traits).rgb8 == fromValues.resolve(in: mode.traits).rgb8)
        }
        #expect(fromRGB8.resolve(in: Traits(colorScheme: .dark)).hex == "#5FD4CC")
    }

    @Test("a provider is called with the traits and reads everything by default")
    func provider() {
        let color = DynamicColor { traits in traits.reduceTransparency ? Self.dark : Self.light }
        #expect(color.resolve(in: Traits(reduceTransparency: true)) == Self.dark)
        #expect(color.readTraits == TraitKind.allCases)
        #expect(DynamicColor(reading: [.contrast]) { _ in Self.dark }.readTraits == [.contrast])
    }

    @Test("watch is always dark")
    func watch() {
        #expect(DynamicColor.label.resolve(in: Traits(colorScheme: .light, idiom: .watch)) == ResolvedColor(red: 1, green: 1, blue: 1))
    }

    @Test("system backgrounds read the level, system red does not")
    func reads() {
        #expect(DynamicColor.systemBackground.readTraits.contains(.level))
        #expect(!DynamicColor.systemRed.readTraits.contains(.level))
        #expect(DynamicColor.darkText.readTraits.isEmpty)
    }

    @Test("modes init fills missing modes from their base")
    func modes() {
        let color = DynamicColor(modes: [
            AppearanceMode(colorScheme: .light): Self.light, AppearanceMode(colorScheme: .dark): Self.dark,
        ])
        #expect(color.resolve(in: Traits(colorScheme: .dark, contrast: .increased, level: .elevated)) == Self.dark)
        #expect(color.resolve(in: Traits(contrast: .increased, level: .elevated)) == Self.light)
    }

    @Test("ResolvedColor hex")
    func hex() {
        #expect(DynamicColor.systemBackground.resolve(in: Traits(colorScheme: .dark, level: .elevated)).hex == "#1C1C1E")
        #expect(DynamicColor.lightText.resolve(in: Traits()).hex == "#FFFFFF99")
    }
}

@Suite("ResolvedColor")
struct ResolvedColorTests {
    @Test("hex is #RRGGBB, or #RRGGBBAA when translucent", arguments: [
        (ResolvedColor(red: 28 / 255, green: 28 / 255, blue: 30 / 255), "#1C1C1E"),
        (ResolvedColor(red: 1, green: 1, blue: 1, opacity: 0.6), "#FFFFFF99"),
        (ResolvedColor(red: 0, green: 0, blue: 0, opacity: 0.8), "#000000CC"),
        (ResolvedColor(red: 1.2, green: -0.1, blue: 0.5), "#FF0080"),
    ])
    func hex(color: ResolvedColor, expected: String) {
        #expect(color.hex == expected)
    }

    @Test("conversion to and from ColorValue keeps extended components")
    func colorValue() {
        let color = ResolvedColor(red: 1.1, green: 0.5, blue: -0.05, opacity: 0.5)
        #expect(ResolvedColor(color.colorValue) == color)
        #expect(color.multiplyingOpacity(0.5).opacity == 0.25)
    }
}
