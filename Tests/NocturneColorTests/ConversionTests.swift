import Foundation
import Testing
@testable import NocturneColor

@Suite("Conversions")
struct ConversionRoundTripTests {
    static let samples: [SIMD3<Double>] = [
        SIMD3(0.0431, 0.478, 0.459), SIMD3(1, 0, 0), SIMD3(0.2, 0.9, 0.1), SIMD3(1.2, -0.1, 0.5), SIMD3(-0.5, 0.2, 0.3),
        SIMD3(0.5, 0.5, 0.5), SIMD3(0.999, 0.01, 0.7),
    ]

    @Test("every space round-trips sRGB, even far out of gamut", arguments: samples)
    func roundTrip(_ rgb: SIMD3<Double>) {
        let color = ColorValue(.srgb, rgb)
        for space in ColorSpace.allCases {
            let back = color.converted(to: space).converted(to: .srgb).coordinates
            for index in 0..<3 {
                #expect(abs(back[index] - rgb[index]) < 1e-9, "\(space.rawValue)[\(index)]: \(back[index]) vs \(rgb[index])")
            }
        }
    }

    @Test("hues are normalized into [0, 360)", arguments: [-720.0, -270, -0.5, 0, 359.9999, 360, 725])
    func hueNormalization(_ degrees: Double) {
        let hue = normalizeHue(degrees)
        #expect(hue >= 0 && hue < 360)
        #expect(Approximately.equalHue(hue, degrees, 1e-9))
    }

    @Test("rec2020 uses BT.1886's 2.4 power, mirrored for negatives")
    func rec2020Transfer() {
        let linear = ColorValue(.rec2020, SIMD3(0.5, -0.5, 1)).converted(to: .xyzD65)
        let expected = ConversionMatrices.linearRec2020ToXYZ * SIMD3(pow(0.5, 2.4), -pow(0.5, 2.4), 1)
        for index in 0..<3 { #expect(abs(linear.coordinates[index] - expected[index]) < 1e-15) }
    }

    @Test("the typed 8-bit hot path agrees with the general path for every gray and a sweep of colors")
    func typedPath() {
        for value in stride(from: 0, to: 0x1000000, by: 0x010305) {
            let rgb = RGB8(UInt32(value))
            let typed = OKLCH(rgb)
            let general = rgb.colorValue.converted(to: .oklch).coordinates
            #expect(abs(typed.lightness - general.x) < 1e-12)
            #expect(abs(typed.chroma - general.y) < 1e-12)
            if general.y > 1e-6 { #expect(Approximately.equalHue(typed.hue, general.z, 1e-7)) }
        }
    }
}
