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

    /// The relative luminance of any color as it is shown: mapped into sRGB (``ColorValue/gamutMapped(to:)-(ColorSpace)``) first.
    ///
    /// A color outside sRGB cannot be shown as it is; what a screen shows is its CSS gamut mapping,
    /// so `color(srgb 2 2 2)` measures as white (1), never above it, and `color(srgb -1 -1 -1)` as black.
    ///
    /// - Parameter color: Any color; its alpha is ignored.
    /// - Returns: Y, 0…1.
    public static func relativeLuminance(_ color: ColorValue) -> Double {
        relativeLuminance(linearSRGB: color.gamutMapped(to: .srgb).converted(to: .srgbLinear).coordinates)
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

    /// The contrast ratio of two colors as they are shown, the foreground composited over the background when translucent.
    ///
    /// This is the one contrast measurement of unrounded colors: both are first mapped into sRGB with CSS
    /// Color 4's gamut mapping (``ColorValue/gamutMapped(to:)-(ColorSpace)``), because a color outside sRGB is
    /// displayed as its mapped value; then the foreground is composited. The 8-bit form
    /// (``contrastRatio(_:_:)-(RGB8,RGB8)``) measures colors that are already in gamut.
    ///
    /// - Parameters:
    ///   - foreground: The text or icon color; its alpha blends it over `background`.
    ///   - background: The color behind it, taken as opaque.
    /// - Returns: The ratio, 1…21.
    public static func contrastRatio(_ foreground: ColorValue, _ background: ColorValue) -> Double {
        let background = background.gamutMapped(to: .srgb)
        let foreground = foreground.gamutMapped(to: .srgb).composited(over: background)
        let ratio = contrastRatio(luminance: relativeLuminance(linearSRGB: foreground.converted(to: .srgbLinear).coordinates),
                                  relativeLuminance(linearSRGB: background.converted(to: .srgbLinear).coordinates))
        // In gamut both luminances are 0…1; the clamp only absorbs round-off in the last bit.
        return min(max(ratio, 1), 21)
    }
}
