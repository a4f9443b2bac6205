/// Which components of a ``ColorValue`` are missing (CSS `none`, or a powerless hue).
public struct MissingComponents: OptionSet, Sendable, Hashable, Codable {
    /// The flags as bits: 1 first, 2 second, 4 third, 8 alpha.
    public let rawValue: UInt8
    /// Creates a set from its raw bits.
    public init(rawValue: UInt8) { self.rawValue = rawValue }
    /// The first component (red, x, lightness, or the hue of `hsl`/`hwb`/`hsv`).
    public static let first = MissingComponents(rawValue: 1 << 0)
    /// The second component.
    public static let second = MissingComponents(rawValue: 1 << 1)
    /// The third component (blue, z, b, or the hue of `lch`/`oklch`).
    public static let third = MissingComponents(rawValue: 1 << 2)
    /// The alpha component.
    public static let alpha = MissingComponents(rawValue: 1 << 3)

    /// The flag for the component at `index` (0, 1, 2; 3 is alpha); any other index gives the empty set.
    public static func component(_ index: Int) -> MissingComponents {
        guard (0...3).contains(index) else { return [] }
        return MissingComponents(rawValue: 1 << UInt8(index))
    }
}
