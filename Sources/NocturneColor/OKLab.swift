import Foundation

/// A color in Björn Ottosson's OKLab space: perceptual lightness 0…1 and two opponent axes.
///
/// The typed form of `ColorValue(.oklab, …)` for hot paths: it converts to and from 8-bit and linear
/// sRGB without allocating.
public struct OKLab: Sendable, Hashable {
    /// Perceptual lightness, 0 (black) … 1 (white).
    public var lightness: Double
    /// Green (negative) to red (positive).
    public var a: Double
    /// Blue (negative) to yellow (positive).
    public var b: Double

    /// Creates an OKLab color from its components.
    public init(lightness: Double, a: Double, b: Double) {
        self.lightness = lightness
        self.a = a
        self.b = b
    }

    /// Converts linear-light sRGB components (extended values allowed).
    ///
    /// - Parameter linear: Linear sRGB red, green and blue.
    /// - Complexity: O(1); no allocation.
    @inlinable
    public init(linearSRGB linear: SIMD3<Double>) {
        self.init(lms: ConversionMatrices.linearSRGBToLMS * linear)
    }

    /// Converts gamma-encoded sRGB components (extended values allowed).
    ///
    /// - Parameter srgb: Gamma-encoded sRGB red, green and blue.
    /// - Complexity: O(1); no allocation.
    public init(srgb: SIMD3<Double>) {
        self.init(linearSRGB: TransferFunction.srgbToLinear(srgb))
    }

    /// Converts an 8-bit sRGB color through a lookup table of linear values.
    ///
    /// - Parameter rgb: The 8-bit color.
    /// - Complexity: O(1); no allocation.
    @inlinable
    public init(_ rgb: RGB8) {
        self.init(linearSRGB: rgb.linear)
    }

    @usableFromInline
    init(lms: SIMD3<Double>) {
        let root = SIMD3(FastMath.cbrt(lms.x), FastMath.cbrt(lms.y), FastMath.cbrt(lms.z))
        let lab = ConversionMatrices.lmsToOKLab * root
        self.init(lightness: lab.x, a: lab.y, b: lab.z)
    }

    /// The cone responses (LMS, after the cube) of this color.
    @usableFromInline
    var lms: SIMD3<Double> {
        let root = ConversionMatrices.okLabToLMS * SIMD3(lightness, a, b)
        return root * root * root
    }

    /// Linear-light sRGB components, unclamped.
    ///
    /// - Complexity: O(1); no allocation.
    @inlinable
    public var linearSRGB: SIMD3<Double> { ConversionMatrices.lmsToLinearSRGB * lms }

    /// Linear-light Display P3 components, unclamped.
    @inlinable
    public var linearDisplayP3: SIMD3<Double> { ConversionMatrices.lmsToLinearP3 * lms }

    /// The polar form.
    @inlinable
    public var oklch: OKLCH {
        let chroma = (a * a + b * b).squareRoot()
        // atan2 gives (-180°, 180°]: one conditional turn replaces a general normalization.
        var hue = atan2(b, a) * (180 / Double.pi)
        if hue < 0 {
            hue += 360
            if hue >= 360 { hue = 0 }
        }
        return OKLCH(lightness: lightness, chroma: chroma, hue: hue)
    }

    /// This color as a general ``ColorValue``.
    public var colorValue: ColorValue { ColorValue(.oklab, SIMD3(lightness, a, b)) }

    static func okLab(fromXYZD65 xyz: SIMD3<Double>) -> SIMD3<Double> {
        let lab = OKLab(lms: ConversionMatrices.xyzToLMS * xyz)
        return SIMD3(lab.lightness, lab.a, lab.b)
    }

    static func xyzD65(fromOKLab lab: SIMD3<Double>) -> SIMD3<Double> {
        ConversionMatrices.lmsToXYZ * OKLab(lightness: lab.x, a: lab.y, b: lab.z).lms
    }
}
