import Testing
@testable import NocturneColor

@Suite struct ConversionSanityTests {
    @Test func redToOKLCH() {
        let oklch = ColorValue.srgb(1, 0, 0).converted(to: .oklch)
        #expect(abs(oklch.coordinates.x - 0.627955363921) < 1e-9)
        #expect(abs(oklch.coordinates.y - 0.257683303805) < 1e-9)
        #expect(abs(oklch.coordinates.z - 29.233880279628) < 1e-9)
    }

    @Test func typedHotPathAgreesWithGeneralPath() {
        let typed = OKLCH(RGB8(0x0B7A75))
        let general = RGB8(0x0B7A75).colorValue.converted(to: .oklch).coordinates
        #expect(abs(typed.lightness - general.x) < 1e-12)
        #expect(abs(typed.chroma - general.y) < 1e-12)
        #expect(abs(typed.hue - general.z) < 1e-9)
    }
}
