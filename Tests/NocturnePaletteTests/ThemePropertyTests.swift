import Testing
@testable import NocturnePalette

/// Every declared pair meets its minimum in every mode, on the 8-bit values, for every integer hue as the accent and for gray.
@Suite struct ThemePropertyTests {
    /// The accents: OKLCH(0.62, 0.17, hue) for every integer hue, shipped as 8 bits, then a pure gray.
    static let accents: [RGB8] = (0..<360).map { OKLCH(lightness: 0.62, chroma: 0.17, hue: Double($0)).rgb8 } + [RGB8(0x808080)]

    @Test func everyHueAndGrayKeepEveryPromise() {
        var checked = 0
        var failures: [String] = []
        for accent in ThemePropertyTests.accents {
            let theme = Theme(accent: accent)
            checked += theme.pairs.filter { !$0.requirement.isExempt }.count * 8
            for failing in theme.failingPairs { failures.append("\(accent.hex) \(failing.foreground) on \(failing.background) \(failing.mode)") }
        }
        // 361 themes × 110 declared pairs × 8 modes.
        #expect(checked == 361 * 110 * 8)
        #expect(failures.isEmpty, "\(failures.prefix(10))")
        print("ThemePropertyTests: checked \(checked) pair results (361 accents × 110 pairs × 8 modes), \(failures.count) failures")
    }

    @Test(arguments: [RGB8(0xFFD60A), RGB8(0xFFFFFF), RGB8(0x000000), RGB8(0x00FF00), RGB8(0x0000FF), RGB8(0xFF00FF)])
    func extremeBrandColorsKeepEveryPromise(accent: RGB8) {
        let theme = Theme(accent: accent)
        let failing = theme.failingPairs.map { "\($0.foreground) on \($0.background) \($0.mode)" }
        #expect(failing.isEmpty, "\(failing.prefix(5))")
    }

    @Test(arguments: [ContrastMethod.apca, .both])
    func apcaTargetsAreKeptWhenAsked(method: ContrastMethod) {
        for accent in [RGB8(0x0B7A75), RGB8(0xFFD60A), RGB8(0x6E56CF)] {
            let theme = Theme(accent: accent, contrastMethod: method)
            let failing = theme.failingPairs.map { "\($0.foreground) on \($0.background) \($0.mode)" }
            #expect(failing.isEmpty, "\(accent.hex) \(failing.prefix(5))")
        }
    }
}
