import Foundation

/// WCAG 2.2 relative luminance and contrast ratio.
public enum WCAG {
    /// The relative luminance of 8-bit sRGB, 0 (black) … 1 (white), with the sRGB transfer function.
    ///
    /// - Parameter color: The 8-bit color.
    /// - Returns: Y = 0.2126 R + 0.7152 G + 0.0722 B over linear channels.
    /// - Complexity: O(1); no allocation.
    @inlinable
    public static func relativeLuminance(_ color: RGB8) -> Double {
        relativeLuminance(linearSRGB: color.linear)
    }

    /// The relative luminance of linear-light sRGB components.
    @inlinable
    public static func relativeLuminance(linearSRGB linear: SIMD3<Double>) -> Double {
        0.2126 * linear.x + 0.7152 * linear.y + 0.0722 * linear.z
    }

    /// The relative luminance of any color, from its gamma-encoded sRGB value (unclamped).
    public static func relativeLuminance(_ color: ColorValue) -> Double {
        relativeLuminance(linearSRGB: color.converted(to: .srgbLinear).coordinates)
    }

    /// The contrast ratio of two luminances: (lighter + 0.05) / (darker + 0.05), 1…21.
    @inlinable
    public static func contrastRatio(luminance first: Double, _ second: Double) -> Double {
        let lighter = max(first, second)
        let darker = min(first, second)
        return (lighter + 0.05) / (darker + 0.05)
    }

    /// The contrast ratio of two 8-bit colors, 1…21; the order does not matter.
    ///
    /// - Complexity: O(1); no allocation.
    @inlinable
    public static func contrastRatio(_ first: RGB8, _ second: RGB8) -> Double {
        contrastRatio(luminance: relativeLuminance(first), relativeLuminance(second))
    }

    /// The contrast ratio of two colors, the foreground composited over the background when translucent.
    ///
    /// - Parameters:
    ///   - foreground: The text or icon color; its alpha blends it over `background`.
    ///   - background: The color behind it, taken as opaque.
    /// - Returns: The ratio, 1…21 for in-gamut colors.
    public static func contrastRatio(_ foreground: ColorValue, _ background: ColorValue) -> Double {
        let background = background.converted(to: .srgb)
        let foreground = foreground.composited(over: background)
        return contrastRatio(luminance: relativeLuminance(foreground), relativeLuminance(background))
    }
}

/// APCA-W3 0.0.98G-4g lightness contrast (Lc), the candidate method for WCAG 3.
///
/// Lc is signed: positive for dark text on a light background, negative for light text on dark.
public enum APCA {
    @usableFromInline static let mainTRC = 2.4
    @usableFromInline static let coefficients = SIMD3<Double>(0.2126729, 0.7151522, 0.0721750)
    @usableFromInline static let blackThreshold = 0.022
    @usableFromInline static let blackClamp = 1.414

    /// The screen luminance Y APCA uses: a plain 2.4 power on each gamma-encoded channel.
    ///
    /// - Parameter srgb: Gamma-encoded sRGB components, 0…1.
    @inlinable
    public static func luminance(srgb: SIMD3<Double>) -> Double {
        coefficients.x * pow(srgb.x, mainTRC) + coefficients.y * pow(srgb.y, mainTRC) + coefficients.z * pow(srgb.z, mainTRC)
    }

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

    /// The Lc of any text color on any background; translucent text is blended and rounded to 8 bits first, as APCA-W3 does.
    public static func lightnessContrast(text: ColorValue, background: ColorValue) -> Double {
        let background = background.converted(to: .srgb)
        let text = text.converted(to: .srgb)
        if text.alpha < 1 {
            let blended = RGB8(srgb: text.composited(over: background).coordinates)
            let backgroundY = luminance(srgb: background.coordinates)
            return lightnessContrast(textLuminance: luminance(blended), backgroundLuminance: backgroundY)
        }
        return lightnessContrast(textLuminance: luminance(srgb: text.coordinates), backgroundLuminance: luminance(srgb: background.coordinates))
    }
}

extension ColorValue {
    /// This color blended over an opaque backdrop in gamma-encoded sRGB (source-over), returned in sRGB.
    ///
    /// - Parameter backdrop: The color behind; its alpha is ignored.
    /// - Returns: An opaque sRGB color.
    public func composited(over backdrop: ColorValue) -> ColorValue {
        let top = converted(to: .srgb)
        let bottom = backdrop.converted(to: .srgb).coordinates
        let a = min(max(top.alpha, 0), 1)
        return ColorValue(.srgb, top.coordinates * a + bottom * (1 - a))
    }
}
