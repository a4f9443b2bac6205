import NocturneAppearance
import NocturneColor

/// A gradient between dynamic colors that adapts with the mode: each resolution interpolates that mode's values.
///
/// The boarding pass of the Trips sample fills with `DynamicGradient(from: theme.accent,
/// to: theme.accent.soften(200))`: teal to pale teal in light mode, light teal to deep teal in dark.
public struct DynamicGradient: Sendable {
    /// The color at 0.
    public let start: DynamicColor
    /// The color at 1.
    public let end: DynamicColor
    /// The interpolation space: `.oklab` (default) or `.oklch` (hue arc, more vivid midpoints).
    public let space: ColorSpace

    /// Creates a gradient.
    public init(from start: DynamicColor, to end: DynamicColor, in space: ColorSpace = .oklab) {
        self.start = start
        self.end = end
        self.space = space
    }

    /// The color at a position, 0…1, as a dynamic color.
    public func color(at position: Double) -> DynamicColor {
        start.mix(with: end, amount: position, in: space)
    }

    /// `count` evenly spaced colors from start to end (at least 2), resolved for a set of traits.
    public func colors(_ count: Int, in traits: Traits) -> [ResolvedColor] {
        let count = max(count, 2)
        let first = start.resolve(in: traits)
        let last = end.resolve(in: traits)
        return (0..<count).map { index in
            ColorFunctions.interpolate(first, last, Double(index) / Double(count - 1), in: space)
        }
    }
}
