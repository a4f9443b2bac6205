import Foundation

/// A color in OKLCH, the polar form of OKLab: lightness 0…1, chroma ≥ 0 and hue in degrees.
///
/// The typed form of `ColorValue(.oklch, …)` for hot paths: conversions from 8-bit sRGB and gamut
/// mapping back to sRGB never allocate. A powerless hue (chroma ≤ 0.000004) is still stored as a
/// number here; ``colorValue`` marks it missing.
public struct OKLCH: Sendable, Hashable {
    /// Perceptual lightness, 0 (black) … 1 (white).
    public var lightness: Double
    /// Colorfulness, 0 for grays; sRGB reaches about 0.32, Display P3 about 0.37.
    public var chroma: Double
    /// Hue angle in degrees, [0, 360).
    public var hue: Double

    /// Creates an OKLCH color from its components.
    public init(lightness: Double, chroma: Double, hue: Double) {
        self.lightness = lightness
        self.chroma = chroma
        self.hue = hue
    }

    /// Converts an 8-bit sRGB color.
    ///
    /// - Parameter rgb: The 8-bit color.
    /// - Complexity: O(1); no allocation.
    @inlinable
    public init(_ rgb: RGB8) {
        self = OKLab(rgb).oklch
    }

    /// The rectangular form.
    @inlinable
    public var oklab: OKLab {
        let radians = hue * (Double.pi / 180)
        return OKLab(lightness: lightness, a: chroma * cos(radians), b: chroma * sin(radians))
    }

    /// Whether the hue carries no information (CSS Color 4: chroma ≤ 0.000004).
    public var isHuePowerless: Bool { chroma <= ColorSpace.oklch.powerlessChroma }

    /// This color as a general ``ColorValue``, with a powerless hue marked missing.
    public var colorValue: ColorValue {
        ColorValue(.oklch, SIMD3(lightness, chroma, hue), missing: isHuePowerless ? .third : [])
    }
}
