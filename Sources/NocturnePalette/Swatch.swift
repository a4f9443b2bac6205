import NocturneAppearance
import NocturneColor

/// One color of a ramp: its stop, the 8-bit sRGB value that ships and, where more vivid, Display P3.
public struct Swatch: Sendable, Hashable {
    /// The stop this color sits at.
    public let stop: Stop
    /// The 8-bit sRGB value: the family's OKLCH color gamut-mapped (CSS) and rounded.
    public let rgb8: RGB8
    /// The OKLCH color the solver aimed at before 8-bit rounding.
    public let oklch: OKLCH
    /// Gamma-encoded Display P3 components of a more vivid color with the same luminance.
    ///
    /// `nil` when P3 adds nothing (grays, or a family that already sits inside sRGB).
    public let displayP3: SIMD3<Double>?

    /// Creates a swatch from its parts.
    public init(stop: Stop, rgb8: RGB8, oklch: OKLCH, displayP3: SIMD3<Double>?) {
        self.stop = stop
        self.rgb8 = rgb8
        self.oklch = oklch
        self.displayP3 = displayP3
    }

    /// The WCAG relative luminance of the 8-bit value.
    public var luminance: Double { WCAG.relativeLuminance(rgb8) }

    /// `#RRGGBB`, uppercase.
    public var hex: String { rgb8.hex.uppercased() }

    /// The 8-bit value as a resolved color.
    public var resolvedColor: ResolvedColor { ResolvedColor(rgb8) }

    /// A dynamic color that is this swatch in every mode (a stop used where a token belongs).
    public var dynamicColor: DynamicColor { DynamicColor(resolvedColor) }

    /// The WCAG contrast ratio against another swatch.
    public func contrastRatio(to other: Swatch) -> Double { WCAG.contrastRatio(rgb8, other.rgb8) }
}

extension DynamicColor {
    /// Creates a color from a light-mode and a dark-mode swatch.
    ///
    /// `DynamicColor(light: Family.blue._800, dark: Family.blue._200)` is the ColorTokensKit idiom.
    public init(light: Swatch, dark: Swatch) {
        self.init(light: light.resolvedColor, dark: dark.resolvedColor)
    }
}
