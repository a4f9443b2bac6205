import Testing
import NocturneColor
@testable import NocturnePalette

@Suite struct FamilyTests {
    /// The stated equal-lightness tolerance: at every stop, any family's 8-bit value and the stop's
    /// target luminance differ by at most 1 % in (Y + 0.05), so the contrast between the same stop of
    /// two families is at most 1.01 and a contrast between stops is the same in every hue to ±1 %.
    static let tolerance = 1.01

    @Test(arguments: Stop.named)
    func everyFamilyHitsTheStopLuminanceWithinTolerance(stop: Stop) {
        for family in Family.named {
            let swatch = family.swatch(at: stop)
            let ratio = (swatch.luminance + 0.05) / (stop.targetLuminance + 0.05)
            #expect(max(ratio, 1 / ratio) <= FamilyTests.tolerance, "\(family.name) \(stop): \(swatch.hex)")
        }
    }

    @Test(arguments: [Double](stride(from: 0, to: 360, by: 15)))
    func anyHueHitsTheStopLuminanceWithinTolerance(hue: Double) {
        let family = Family(name: "hue", hue: hue)
        for stop in Stop.named {
            let ratio = (family.swatch(at: stop).luminance + 0.05) / (stop.targetLuminance + 0.05)
            #expect(max(ratio, 1 / ratio) <= FamilyTests.tolerance, "hue \(hue) \(stop)")
        }
    }

    @Test(arguments: Family.named)
    func rampsDarkenMonotonically(family: Family) {
        let luminances = family.ramp.map(\.luminance)
        #expect(zip(luminances, luminances.dropFirst()).allSatisfy { $0 > $1 })
    }

    @Test func namedFamiliesFollowColorTokensKit() {
        #expect(Family.named.map(\.name) == [
            "gray", "pink", "red", "tomato", "orange", "brown", "gold", "yellow", "lime", "olive", "grass", "green",
            "mint", "cyan", "teal", "blue", "sky", "cobalt", "indigo", "iris", "purple", "violet", "plum", "ruby",
        ])
        #expect(Family.iris.cieHue == 292.5)
        #expect(Family(named: "Cobalt") == Family.cobalt)
        #expect(Family(named: "proBlue") == nil)
    }

    @Test(arguments: [("teal", 190.0), ("blue", 210.0), ("orange", 35.0), ("iris", 292.5)])
    func cieHueIsConvertedToOKLCH(name: String, cieHue: Double) throws {
        let family = try #require(Family(named: name))
        let expected = ColorValue(.lch, SIMD3(60, 40, cieHue)).converted(to: .oklch).coordinates.z
        #expect(abs((family.hue ?? -1) - expected) < 1e-9)
        // The CIE and OKLCH scales differ, so the angle is never reused unconverted.
        #expect(abs((family.hue ?? cieHue) - cieHue) > 0.5)
    }

    @Test func grayIsExactGray() {
        for swatch in Family.gray.ramp {
            #expect(swatch.rgb8.red == swatch.rgb8.green && swatch.rgb8.green == swatch.rgb8.blue)
            #expect(swatch.displayP3 == nil)
        }
    }

    @Test func seedKeepsTheSeedHue() throws {
        let seed = RGB8(0x0B7A75)
        let family = Family(seed: seed)
        #expect(abs((family.hue ?? 0) - OKLCH(seed).hue) < 1e-9)
        #expect(family.vividness > 0.5 && family.vividness <= 1)
        #expect(Family(seed: RGB8(0x777777)).hue == nil)
    }

    @Test func displayP3IsMoreVividWithTheSameLuminance() throws {
        let swatch = Family.green._500
        let p3 = try #require(swatch.displayP3)
        let linear = TransferFunctionCheck.linear(p3)
        let luminance = (RampSolver.displayP3LuminanceRow * linear).sum()
        #expect(abs(luminance - swatch.luminance) < 0.002)
        let p3Chroma = OKLab(linearSRGB: ColorValue(.displayP3, p3).converted(to: .srgbLinear).coordinates).oklch.chroma
        #expect(p3Chroma > OKLCH(swatch.rgb8).chroma + 0.002)
    }

    @Test func anyStopBetweenNamedOnes() {
        let between = Family.teal.stop(725)
        #expect(between.luminance < Family.teal._700.luminance)
        #expect(between.luminance > Family.teal._750.luminance)
    }
}

enum TransferFunctionCheck {
    static func linear(_ gamma: SIMD3<Double>) -> SIMD3<Double> {
        func channel(_ v: Double) -> Double { v <= 0.04045 ? v / 12.92 : pow((v + 0.055) / 1.055, 2.4) }
        return SIMD3(channel(gamma.x), channel(gamma.y), channel(gamma.z))
    }
}

import Foundation
