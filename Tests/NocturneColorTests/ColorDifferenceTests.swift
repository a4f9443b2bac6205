import Testing
@testable import NocturneColor

@Suite("ColorDifference")
struct ColorDifferenceTests {
    static let pairs: [(ColorValue, ColorValue)] = [
        (.srgb(1, 0, 0), .srgb(0, 0, 1)), (.srgb(0.5, 0.5, 0.5), .srgb(0.5, 0.5, 0.51)),
        (ColorValue(.lab, SIMD3(50, 2.5, 0)), ColorValue(.lab, SIMD3(50, 0, -2.5))),
    ]

    @Test("every method is zero for identical colors and symmetric", arguments: DeltaEMethod.allCases)
    func zeroAndSymmetric(_ method: DeltaEMethod) {
        for (a, b) in Self.pairs {
            #expect(a.deltaE(a, method: method) == 0)
            #expect(abs(a.deltaE(b, method: method) - b.deltaE(a, method: method)) < 1e-12)
            #expect(a.deltaE(b, method: method) > 0)
        }
    }

    @Test("Sharma's pair 1 and the 0/360 hue wrap (CIEDE2000)")
    func sharma() {
        let one = ColorDifference.ciede2000(SIMD3(50, 2.6772, -79.7751), SIMD3(50, 0, -82.7485))
        #expect(abs(one - 2.0425) < 1e-4)
        let wrap = ColorDifference.ciede2000(SIMD3(50, 2.49, -0.001), SIMD3(50, -2.49, 0.0009))
        #expect(abs(wrap - 7.1792) < 1e-4)
    }

    @Test("ΔEOK of the typed OKLab equals the general path")
    func typedOK() {
        let a = OKLab(RGB8(0x0B7A75)), b = OKLab(RGB8(0x5FD4CC))
        #expect(abs(a.deltaE(b) - RGB8(0x0B7A75).colorValue.deltaE(RGB8(0x5FD4CC).colorValue, method: .ok)) < 1e-12)
    }

    @Test("D65 and D50 Lab give different but close ΔE76")
    func whitePoints() {
        let a = ColorValue.srgb(0.6, 0.34, 0.9), b = ColorValue.srgb(1, 1, 1)
        let d50 = a.deltaE(b, method: .cie76), d65 = a.deltaE(b, method: .cie76, referenceWhite: .d65)
        #expect(d50 != d65)
        #expect(abs(d50 - d65) / d50 < 0.05)
    }
}
