import Testing
@testable import NocturneColor

@Suite("GamutMapping")
struct GamutMappingTests {
    @Test("in-gamut colors come back unchanged, in their own space")
    func inGamutUnchanged() {
        let hsl = ColorValue(.hsl, SIMD3(360, 50, 50))
        #expect(hsl.gamutMapped(to: .hsl) == hsl)
        let srgb = ColorValue.srgb(0.2, 0.4, 0.6, alpha: 0.5)
        #expect(srgb.gamutMapped(to: .srgb) == srgb)
    }

    @Test("hsl, hwb and hsv map through sRGB; unbounded spaces only convert", arguments: [ColorSpace.hsl, .hwb, .hsv])
    func cylindrical(_ space: ColorSpace) {
        let p3Red = ColorValue(.displayP3, SIMD3(1, 0, 0))
        let mapped = p3Red.gamutMapped(to: space)
        #expect(mapped.space == space)
        #expect(mapped.isInGamut(space))
        let viaSRGB = p3Red.gamutMapped(to: .srgb).converted(to: space)
        for index in 0..<3 { #expect(abs(mapped.coordinates[index] - viaSRGB.coordinates[index]) < 1e-9) }
        #expect(p3Red.gamutMapped(to: .oklab) == p3Red.converted(to: .oklab))
    }

    @Test("lightness at or beyond the ends gives white or black", arguments: [(1.2, 1.0), (1.0, 1.0), (0.0, 0.0), (-0.3, 0.0)])
    func extremes(_ lightness: Double, _ channel: Double) {
        let mapped = ColorValue(.oklch, SIMD3(lightness, 0.3, 40)).gamutMapped(to: .displayP3).coordinates
        #expect(mapped == SIMD3(repeating: channel))
    }

    @Test("non-finite OKLCH never loops: infinite chroma, NaN hue or lightness", arguments: [
        OKLCH(lightness: 0.5, chroma: .infinity, hue: 30), OKLCH(lightness: 0.5, chroma: 0.3, hue: .nan),
        OKLCH(lightness: .nan, chroma: 0.3, hue: 30), OKLCH(lightness: 0.5, chroma: .nan, hue: 30),
    ])
    func nonFinite(_ color: OKLCH) {
        let srgb = color.gamutMappedSRGB
        #expect(srgb.x >= 0 && srgb.x <= 1 && srgb.y >= 0 && srgb.y <= 1 && srgb.z >= 0 && srgb.z <= 1)
        let p3 = color.gamutMappedDisplayP3
        #expect(p3.x >= 0 && p3.x <= 1 && p3.y >= 0 && p3.y <= 1 && p3.z >= 0 && p3.z <= 1)
        _ = color.rgb8
    }

    @Test("the result is in gamut and within the JND of the chroma-reduced color", arguments: Array(stride(from: 0.0, to: 360, by: 15)))
    func jnd(_ hue: Double) {
        let origin = OKLCH(lightness: 0.7, chroma: 0.4, hue: hue)
        let mapped = origin.gamutMappedSRGB
        #expect(ColorValue.inUnitCube(mapped, tolerance: 1e-12))
        let lab = OKLab(srgb: mapped)
        #expect(abs(lab.lightness - origin.lightness) < 0.02)
        #expect(lab.oklch.chroma < origin.chroma)
    }

    @Test("clipping clamps in the destination RGB space and keeps alpha")
    func clipping() {
        let clipped = ColorValue(.displayP3, SIMD3(1, 0, 0), alpha: 0.4).clipped(to: .srgb)
        #expect(clipped.coordinates == SIMD3(1, 0, 0))
        #expect(clipped.alpha == 0.4)
        #expect(ColorValue(.srgb, SIMD3(.nan, 2, -1)).clipped(to: .srgb).coordinates == SIMD3(0, 1, 0))
    }
}
