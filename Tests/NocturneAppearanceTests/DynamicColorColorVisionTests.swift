import Testing
@testable import NocturneAppearance
import NocturneColor

@Suite("DynamicColor color vision")
struct DynamicColorColorVisionTests {
    static let danger = DynamicColor(
        light: RGB8(0xD1242F), dark: RGB8(0xF85149), increasedContrastLight: RGB8(0xA0111F), increasedContrastDark: RGB8(0xFF9492))

    @Test("each mode is resolved, then simulated", arguments: ColorVisionDeficiency.allCases)
    func perMode(_ deficiency: ColorVisionDeficiency) throws {
        let simulated = Self.danger.simulating(deficiency)
        let values = try #require(Self.danger.modeValues)
        let seen = try #require(simulated.modeValues)
        for mode in AppearanceMode.all {
            let expected = values[mode].colorValue.simulating(deficiency).rgb8
            #expect(seen[mode].rgb8 == expected, "\(mode)")
        }
        #expect(Set(seen.values.map(\.rgb8)).count == 4)
    }

    @Test("opacity is kept, and a provider color simulates what its provider returns")
    func opacityAndProvider() {
        let translucent = Self.danger.opacity(0.4).simulating(.protanopia)
        let light = Traits(colorScheme: .light)
        #expect(translucent.resolve(in: light).opacity == 0.4)
        let provider = DynamicColor { traits in traits.colorScheme == .dark ? ResolvedColor(RGB8(0x1A7F37)) : ResolvedColor(RGB8(0xD1242F)) }
        let simulated = provider.simulating(.deuteranopia)
        #expect(simulated.resolve(in: light).rgb8 == ColorVisionSimulator(.deuteranopia).simulate(RGB8(0xD1242F)))
        #expect(simulated.resolve(in: Traits(colorScheme: .dark)).rgb8 == ColorVisionSimulator(.deuteranopia).simulate(RGB8(0x1A7F37)))
        #expect(simulated.modeValues == nil)
    }
}
