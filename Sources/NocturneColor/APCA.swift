import Foundation

/// APCA-W3 0.0.98G-4g lightness contrast (Lc), the candidate method for WCAG 3.
///
/// Lc is signed: positive for dark text on a light background, negative for light text on dark.
public enum APCA {
    @usableFromInline static let mainTRC = 2.4
    @usableFromInline static let coefficients = SIMD3<Double>(0.2126729, 0.7151522, 0.0721750)
    @usableFromInline static let blackThreshold = 0.022
    @usableFromInline static let blackClamp = 1.414

    /// The screen luminance Y APCA uses: a plain 2.4 power on each gamma-encoded sRGB channel.
    ///
    /// Out-of-gamut channels are kept, with the power mirrored for negative values (as color.js does),
    /// so a wide-gamut color measures close to its sRGB neighbour instead of becoming NaN.
    ///
    /// - Parameter srgb: Gamma-encoded sRGB components, 0…1 in gamut.
    /// - Returns: Y, 0…1.0000001 in gamut (the coefficients sum to 1.0000001).
    @inlinable
    public static func luminance(srgb: SIMD3<Double>) -> Double {
        @inline(__always) func power(_ value: Double) -> Double {
            value < 0 ? -pow(-value, mainTRC) : pow(value, mainTRC)
        }
        return coefficients.x * power(srgb.x) + coefficients.y * power(srgb.y) + coefficients.z * power(srgb.z)
    }

    /// The screen luminance Y of gamma-encoded Display P3, with APCA-W3's `displayP3toY` coefficients.
    ///
    /// - Parameter displayP3: Gamma-encoded Display P3 components, 0…1 in gamut.
    /// - Returns: Y, 0…1.
    public static func luminance(displayP3: SIMD3<Double>) -> Double {
        @inline(__always) func power(_ value: Double) -> Double {
            value < 0 ? -pow(-value, mainTRC) : pow(value, mainTRC)
        }
        return displayP3Coefficients.x * power(displayP3.x) + displayP3Coefficients.y * power(displayP3.y)
            + displayP3Coefficients.z * power(displayP3.z)
    }

    @usableFromInline static let displayP3Coefficients = SIMD3<Double>(0.2289829594805780, 0.6917492625852380, 0.0792677779341829)

    /// The screen luminance of an 8-bit color, from a lookup table.
    ///
    /// - Complexity: O(1); no allocation.
    @inlinable
    public static func luminance(_ color: RGB8) -> Double {
        luminanceTable.withUnsafeBufferPointer { table in
            coefficients.x * table[Int(color.red)] + coefficients.y * table[Int(color.green)] + coefficients.z * table[Int(color.blue)]
        }
    }

    @usableFromInline
    static let luminanceTable: [Double] = (0..<256).map { pow(Double($0) / 255, 2.4) }

    /// The lightness contrast Lc of text luminance over background luminance, as APCA-W3 computes it.
    ///
    /// - Parameters:
    ///   - text: The text's screen luminance from ``luminance(srgb:)``.
    ///   - background: The background's.
    /// - Returns: Lc, about −108…106; 0 below the low clip or for out-of-range input.
    @inlinable
    public static func lightnessContrast(textLuminance text: Double, backgroundLuminance background: Double) -> Double {
        guard text.isFinite, background.isFinite, text >= 0, text <= 1.1, background >= 0, background <= 1.1 else { return 0 }
        let textY = text > blackThreshold ? text : text + pow(blackThreshold - text, blackClamp)
        let backgroundY = background > blackThreshold ? background : background + pow(blackThreshold - background, blackClamp)
        if abs(backgroundY - textY) < 0.0005 { return 0 }
        if backgroundY > textY {
            let contrast = (pow(backgroundY, 0.56) - pow(textY, 0.57)) * 1.14
            return contrast < 0.1 ? 0 : (contrast - 0.027) * 100
        } else {
            let contrast = (pow(backgroundY, 0.65) - pow(textY, 0.62)) * 1.14
            return contrast > -0.1 ? 0 : (contrast + 0.027) * 100
        }
    }

    /// The Lc of 8-bit text on an 8-bit background.
    ///
    /// - Complexity: O(1); no allocation.
    @inlinable
    public static func lightnessContrast(text: RGB8, background: RGB8) -> Double {
        lightnessContrast(textLuminance: luminance(text), backgroundLuminance: luminance(background))
    }

    /// The Lc of any text color on any background as they are shown: both mapped into sRGB first.
    ///
    /// A color outside sRGB is displayed as its CSS gamut mapping (``ColorValue/gamutMapped(to:)-(ColorSpace)``),
    /// so that is what is measured, as ``WCAG/contrastRatio(_:_:)-(ColorValue,ColorValue)`` does. Translucent
    /// text is then blended over the background and rounded to 8 bits, as APCA-W3's `alphaBlend` does; the
    /// background is taken as opaque.
    ///
    /// - Parameters:
    ///   - text: The text (foreground) color.
    ///   - background: The color behind it.
    /// - Returns: Lc, signed: positive for dark text on a light background.
    public static func lightnessContrast(text: ColorValue, background: ColorValue) -> Double {
        let background = background.gamutMapped(to: .srgb)
        let text = text.gamutMapped(to: .srgb)
        let backgroundY = luminance(srgb: background.coordinates)
        if text.alpha < 1 {
            let blended = RGB8(srgb: text.composited(over: background).coordinates)
            return lightnessContrast(textLuminance: luminance(blended), backgroundLuminance: backgroundY)
        }
        return lightnessContrast(textLuminance: luminance(srgb: text.coordinates), backgroundLuminance: backgroundY)
    }
}
