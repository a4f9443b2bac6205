import NocturneAppearance
import NocturneColor

/// A token's value in one appearance mode: the 8-bit sRGB that ships, Display P3 where more vivid, and where it came from.
public struct TokenValue: Sendable, Hashable {
    /// The mode this value is for.
    public let mode: AppearanceMode
    /// The 8-bit sRGB value every contrast promise is proven on.
    public let rgb8: RGB8
    /// Gamma-encoded Display P3 components of a more vivid color with the same luminance.
    ///
    /// `nil` when P3 would add nothing (neutrals, the brand color kept exactly, black and white).
    public let displayP3: SIMD3<Double>?
    /// The stop the value was taken from before any adjustment, or `nil` for the brand color itself.
    public let stop: Stop?
    /// The name of the family the value came from (`neutral`, the accent's family, `brand`, a status family).
    public let family: String
    /// The lightness move the solver made to keep a promise, or `nil` when the value is as designed.
    public let adjustment: Adjustment?
    /// Whether the value is the designer's, kept exactly whether or not it keeps its promises (a pinned accent, see ``Theme``).
    public let isPinned: Bool
    /// For a pinned value that misses a promise, the nearest value (lightness only) that would keep them all;
    /// `nil` when the value keeps its promises or no lightness would.
    public let nearestPassing: RGB8?

    /// Creates a value.
    public init(mode: AppearanceMode, rgb8: RGB8, displayP3: SIMD3<Double>?, stop: Stop?, family: String, adjustment: Adjustment?,
                isPinned: Bool = false, nearestPassing: RGB8? = nil) {
        self.mode = mode
        self.rgb8 = rgb8
        self.displayP3 = displayP3
        self.stop = stop
        self.family = family
        self.adjustment = adjustment
        self.isPinned = isPinned
        self.nearestPassing = nearestPassing
    }

    /// The same value for another mode (a mode whose solution is another's, such as light elevated).
    func `in`(_ mode: AppearanceMode) -> TokenValue {
        TokenValue(mode: mode, rgb8: rgb8, displayP3: displayP3, stop: stop, family: family, adjustment: adjustment,
                   isPinned: isPinned, nearestPassing: nearestPassing)
    }

    /// `#RRGGBB`, uppercase.
    public var hex: String { rgb8.hex.uppercased() }

    /// The value as a resolved color.
    public var resolvedColor: ResolvedColor { ResolvedColor(rgb8) }

    /// The stop of the final 8-bit value on the shared luminance scale (e.g. 612.4 after a move).
    public var effectiveStop: Double { Stop.stopValue(forLuminance: WCAG.relativeLuminance(rgb8)) }
}
