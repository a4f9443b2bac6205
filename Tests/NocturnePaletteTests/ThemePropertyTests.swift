import NocturneAppearance
import NocturneColor
import Testing
@testable import NocturnePalette

/// Every declared pair meets its minimum in every mode, on the 8-bit values, for every integer hue as the accent and for gray.
///
/// The contrast is measured again here, with WCAG 2.2 (and APCA when the theme asks for it), on the 8-bit values
/// each token ships in each mode, against the pair's minimum for that mode: never read from the solver's own results.
@Suite struct ThemePropertyTests {
    /// The accents: OKLCH(0.62, 0.17, hue) for every integer hue, shipped as 8 bits, then a pure gray.
    static let accents: [RGB8] = (0..<360).map { OKLCH(lightness: 0.62, chroma: 0.17, hue: Double($0)).rgb8 } + [RGB8(0x808080)]

    /// The promises `theme` breaks, measured on the written values, and how many (pair, mode) results were measured.
    ///
    /// - Parameter pairs: The pairs to measure (foreground, background, requirement); the theme's declared pairs by default.
    static func brokenPromises(_ theme: Theme, pairs: [(TokenRole, TokenRole, ContrastRequirement)]? = nil) -> (broken: [String], measured: Int) {
        var broken: [String] = []
        var measured = 0
        let tolerance = ContrastRequirement.tolerance
        for (foregroundRole, backgroundRole, requirement) in pairs ?? theme.pairs.map({ ($0.foreground, $0.background, $0.requirement) })
        where !requirement.isExempt {
            for mode in AppearanceMode.all {
                let foreground = theme[foregroundRole].rgb8(in: mode), background = theme[backgroundRole].rgb8(in: mode)
                let label = "\(theme.brand.hex) \(foregroundRole.rawValue) on \(backgroundRole.rawValue) \(mode)"
                measured += 1
                let wcag = WCAG.contrastRatio(foreground, background)
                if theme.contrastMethod.checksWCAG, wcag + tolerance < requirement.wcag(in: mode) {
                    broken.append("\(label): WCAG \(wcag) < \(requirement.wcag(in: mode))")
                }
                let apca = abs(APCA.lightnessContrast(text: foreground, background: background))
                if theme.contrastMethod.checksAPCA, apca + tolerance < requirement.apca(in: mode) {
                    broken.append("\(label): APCA Lc \(apca) < \(requirement.apca(in: mode))")
                }
            }
        }
        return (broken, measured)
    }

    @Test func everyHueAndGrayKeepEveryPromise() {
        var measured = 0
        var broken: [String] = []
        for accent in ThemePropertyTests.accents {
            let result = Self.brokenPromises(Theme(accent: accent))
            measured += result.measured
            broken += result.broken
        }
        // 361 themes × 110 declared pairs × 8 modes.
        #expect(measured == 361 * 110 * 8)
        #expect(broken.isEmpty, "\(broken.prefix(10))")
        print("ThemePropertyTests: measured \(measured) pair results (361 accents × 110 pairs × 8 modes), \(broken.count) broken")
    }

    @Test(arguments: [RGB8(0xFFD60A), RGB8(0xFFFFFF), RGB8(0x000000), RGB8(0x00FF00), RGB8(0x0000FF), RGB8(0xFF00FF)])
    func extremeBrandColorsKeepEveryPromise(accent: RGB8) {
        let result = Self.brokenPromises(Theme(accent: accent))
        #expect(result.measured == 110 * 8)
        #expect(result.broken.isEmpty, "\(result.broken.prefix(5))")
    }

    @Test(arguments: [ContrastMethod.apca, .both])
    func apcaTargetsAreKeptWhenAsked(method: ContrastMethod) {
        for accent in [RGB8(0x0B7A75), RGB8(0xFFD60A), RGB8(0x6E56CF)] {
            let result = Self.brokenPromises(Theme(accent: accent, contrastMethod: method))
            #expect(result.measured == 110 * 8)
            #expect(result.broken.isEmpty, "\(accent.hex) \(result.broken.prefix(5))")
        }
    }

    /// The re-measurement can fail: a pair of two tokens that are the same color in some mode breaks its promise there.
    @Test func aBrokenPromiseIsFound() throws {
        let theme = Theme.default
        let pair = try #require(theme.pairs.first { !$0.requirement.isExempt })
        let result = Self.brokenPromises(theme, pairs: [(pair.background, pair.background, pair.requirement)])
        #expect(result.measured == AppearanceMode.all.count)
        #expect(result.broken.count == AppearanceMode.all.count)
    }
}
