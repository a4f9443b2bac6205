import NocturneColor

/// A color resolved for one set of traits: gamma-encoded sRGB components (extended range) and an opacity.
public struct ResolvedColor: Sendable, Hashable {
    /// Red, gamma-encoded sRGB; may lie outside 0…1 for wide-gamut colors.
    public var red: Double
    /// Green, gamma-encoded sRGB.
    public var green: Double
    /// Blue, gamma-encoded sRGB.
    public var blue: Double
    /// Opacity, 0…1.
    public var opacity: Double

    /// Creates a resolved color from extended sRGB components.
    public init(red: Double, green: Double, blue: Double, opacity: Double = 1) {
        self.red = red
        self.green = green
        self.blue = blue
        self.opacity = opacity
    }

    /// Creates a resolved color from 8-bit channels.
    public init(_ rgb: RGB8, opacity: Double = 1) {
        let srgb = rgb.srgb
        self.init(red: srgb.x, green: srgb.y, blue: srgb.z, opacity: opacity)
    }

    /// Creates a resolved color from any color value, converted to extended sRGB (not clamped).
    public init(_ color: ColorValue) {
        let srgb = color.converted(to: .srgb)
        self.init(red: srgb.coordinates.x, green: srgb.coordinates.y, blue: srgb.coordinates.z, opacity: color.alpha)
    }

    /// The 8-bit sRGB color that ships: clamped, rounded half up.
    public var rgb8: RGB8 { RGB8(srgb: SIMD3(red, green, blue)) }

    /// `#RRGGBB`, or `#RRGGBBAA` when translucent, uppercase as Apple's tools print it.
    public var hex: String { rgb8.hex(opacity: opacity).uppercased() }

    /// This color as a `ColorValue` in sRGB.
    public var colorValue: ColorValue { ColorValue(.srgb, SIMD3(red, green, blue), alpha: opacity) }

    /// This color in OKLCH.
    public var oklch: OKLCH {
        OKLab(srgb: SIMD3(red, green, blue)).oklch
    }

    /// The same color with its opacity multiplied.
    public func multiplyingOpacity(_ factor: Double) -> ResolvedColor {
        ResolvedColor(red: red, green: green, blue: blue, opacity: opacity * factor)
    }
}
