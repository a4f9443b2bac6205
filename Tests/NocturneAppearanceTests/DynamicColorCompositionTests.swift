import Testing
@testable import NocturneAppearance

/// Dynamic colors built from other dynamic colors (tokens, system colors, providers).
extension DynamicColorTests {
    static func gray(_ value: Double) -> ResolvedColor { ResolvedColor(red: value, green: value, blue: value) }

    /// A token-like color with a different value in each of the eight modes.
    static let eightValued = DynamicColor(ModeValues { mode in gray(Double(mode.index + 1) / 10) })

    @Test("light/dark of two dynamic colors resolves each side in the asked traits", arguments: AppearanceMode.all)
    func lightDarkOfDynamicColors(mode: AppearanceMode) {
        let color = DynamicColor(light: .black, dark: Self.eightValued)
        let expected = mode.colorScheme == .dark ? Self.eightValued.resolve(in: mode.traits) : Self.gray(0)
        #expect(color.resolve(in: mode.traits) == expected)
        // Built from values on both sides: still a table, with exact reads (dark varies with contrast and level).
        #expect(color.modeValues != nil)
        #expect(Set(color.readTraits) == [.colorScheme, .contrast, .level, .idiom])
    }

    @Test("light/dark composes with a provider and keeps its traits flowing")
    func lightDarkWithAProvider() {
        let provider = DynamicColor(reading: [.level]) { traits in traits.level == .elevated ? Self.gray(0.3) : Self.gray(0.1) }
        let color = DynamicColor(light: .white, dark: provider)
        #expect(color.resolve(in: Traits(colorScheme: .dark)) == Self.gray(0.1))
        #expect(color.resolve(in: Traits(colorScheme: .dark, level: .elevated)) == Self.gray(0.3))
        #expect(color.resolve(in: Traits(colorScheme: .light, level: .elevated)) == Self.gray(1))
        #expect(color.resolve(in: Traits(idiom: .watch)) == Self.gray(0.1))
        #expect(color.modeValues == nil)
        #expect(Set(color.readTraits) == [.colorScheme, .level, .idiom])
    }

    @Test("four dynamic colors pick by scheme and contrast, the level reaches each", arguments: AppearanceMode.all)
    func fourDynamicColors(mode: AppearanceMode) {
        let parts = (0..<4).map { index in
            DynamicColor(modes: [
                AppearanceMode(colorScheme: .light): Self.gray(Double(index) / 10),
                AppearanceMode(colorScheme: .light, level: .elevated): Self.gray(Double(index) / 10 + 0.05),
            ])
        }
        let color = DynamicColor(light: parts[0], dark: parts[1], increasedContrastLight: parts[2], increasedContrastDark: parts[3])
        let which = (mode.colorScheme == .dark ? 1 : 0) + (mode.contrast == .increased ? 2 : 0)
        #expect(color.resolve(in: mode.traits) == parts[which].resolve(in: mode.traits))
        #expect(color.resolve(in: mode.traits) == Self.gray(Double(which) / 10 + (mode.level == .elevated ? 0.05 : 0)))
    }

    @Test("opacity of a side survives composition")
    func opacityOfASide() {
        let color = DynamicColor(light: DynamicColor.red.opacity(0.5), dark: .clear)
        #expect(color.resolve(in: Traits()).opacity == 0.5)
        #expect(color.resolve(in: Traits(colorScheme: .dark)).opacity == 0)
    }
}
