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
