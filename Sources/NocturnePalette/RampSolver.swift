import Foundation
import NocturneColor

/// The numeric core of ramps: gamut boundaries and the lightness that hits a target luminance.
///
/// Everything here works on OKLCH with the hue given as a unit vector, so the hot loops do no
/// trigonometry and no allocation.
enum RampSolver {
    /// The Y row of the linear Display P3 → XYZ (D65) matrix, for P3 luminance.
    static let displayP3LuminanceRow = SIMD3<Double>(0.2289745640697488, 0.6917385218365064, 0.079286914093745)
    /// The Y row of the linear sRGB → XYZ (D65) matrix (WCAG's coefficients).
    static let srgbLuminanceRow = SIMD3<Double>(0.2126, 0.7152, 0.0722)

    /// Linear components of OKLCH(lightness, chroma, hue) in a gamut.
    @inline(__always)
    static func linear(_ lightness: Double, _ chroma: Double, _ direction: SIMD2<Double>, _ gamut: Gamut) -> SIMD3<Double> {
        let lab = OKLab(lightness: lightness, a: chroma * direction.x, b: chroma * direction.y)
        return gamut == .srgb ? lab.linearSRGB : lab.linearDisplayP3
    }

    @inline(__always)
    static func inGamut(_ linear: SIMD3<Double>) -> Bool {
        let tolerance = 1e-9
        return linear.min() >= -tolerance && linear.max() <= 1 + tolerance
    }

    /// The unit vector of a hue in degrees.
    @inline(__always)
    static func direction(hue: Double) -> SIMD2<Double> {
        let radians = hue * Double.pi / 180
        return SIMD2(cos(radians), sin(radians))
    }

    /// The largest chroma at this lightness and hue that stays inside the gamut.
    ///
    /// - Complexity: 16 bisection steps (chroma to 1e-5); no allocation.
    static func maximumChroma(lightness: Double, direction: SIMD2<Double>, gamut: Gamut) -> Double {
        if lightness <= 0 || lightness >= 1 { return 0 }
        var low = 0.0
        var high = 0.5
        for _ in 0..<16 {
            let middle = (low + high) / 2
            if inGamut(linear(lightness, middle, direction, gamut)) { low = middle } else { high = middle }
        }
        return low
    }

    /// The chroma a family puts at a lightness: its vividness times the gamut boundary, capped.
    @inline(__always)
    static func chroma(lightness: Double, direction: SIMD2<Double>, vividness: Double, cap: Double, gamut: Gamut) -> Double {
        guard vividness > 0, cap > 0 else { return 0 }
        return min(vividness * maximumChroma(lightness: lightness, direction: direction, gamut: gamut), cap)
    }

    /// The relative luminance of an in-gamut linear color in its own gamut.
    @inline(__always)
    static func luminance(_ linear: SIMD3<Double>, _ gamut: Gamut) -> Double {
        let row = gamut == .srgb ? srgbLuminanceRow : displayP3LuminanceRow
        let clamped = SIMD3(min(max(linear.x, 0), 1), min(max(linear.y, 0), 1), min(max(linear.z, 0), 1))
        return (row * clamped).sum()
    }

    /// The share of a family's chroma a luminance keeps: pastel toward white, full from the middle down.
    ///
    /// sin(π·x)^0.8 for x = stop / 1000 below 0.5, then 1: `_50` keeps 23 %, `_100` 39 %,
    /// `_250` 75 %, `_500` and darker all of it (the gamut itself narrows toward black).
    static func taper(luminance: Double) -> Double {
        let x = min(max(Stop.stopValue(forLuminance: luminance) / 1000, 0), 1)
        return x < 0.5 ? pow(sin(Double.pi * x), 0.8) : 1
    }

    /// The OKLCH color of a family at a target luminance: chroma follows the family's curve.
    ///
    /// Starts from the gray lightness ∛Y and corrects with the cube law until the luminance of the
    /// color (chroma re-derived at each lightness) matches the target.
    ///
    /// - Complexity: at most 10 (typically 3–4) iterations of a 16-step boundary search.
    static func solve(luminance target: Double, hue: Double, vividness: Double, cap: Double, gamut: Gamut) -> OKLCH {
        if target >= 1 { return OKLCH(lightness: 1, chroma: 0, hue: hue) }
        if target <= 0 { return OKLCH(lightness: 0, chroma: 0, hue: hue) }
        let direction = direction(hue: hue)
        let vividness = vividness * taper(luminance: target)
        var lightness = cbrt(target)
        var chroma = 0.0
        for _ in 0..<10 {
            chroma = self.chroma(lightness: lightness, direction: direction, vividness: vividness, cap: cap, gamut: gamut)
            let current = luminance(linear(lightness, chroma, direction, gamut), gamut)
            guard current > 0 else { break }
            if abs(current - target) < 1e-7 * max(target, 0.01) { break }
            lightness = min(max(lightness * cbrt(target / current), 0.0001), 0.9999)
        }
        return OKLCH(lightness: lightness, chroma: chroma, hue: hue)
    }
}
