import NocturneAppearance
import NocturneColor

/// A named semantic token of a theme with its value in each of the eight appearance modes.
///
/// This is the seam exporters read: ``name`` is stable camelCase, ``values`` has one entry per
/// ``/NocturneAppearance/AppearanceMode`` in ``/NocturneAppearance/AppearanceMode/all`` order, each with its 8-bit sRGB value and its
/// Display P3 components where they differ. ``dynamicColor`` resolves the same values from traits
/// (watch resolves dark, since its traits are always dark).
public struct ThemeToken: Sendable, Hashable, Identifiable {
    /// The token's role.
    public let role: TokenRole
    /// One value per mode.
    public let values: ModeValues<TokenValue>

    /// Creates a token.
    public init(role: TokenRole, values: ModeValues<TokenValue>) {
        self.role = role
        self.values = values
    }

    /// The stable camelCase name, e.g. `foregroundPrimary`.
    public var name: String { role.rawValue }

    /// The same as ``name``.
    public var id: String { role.rawValue }

    /// The value in one mode.
    public subscript(mode: AppearanceMode) -> TokenValue {
        values[mode.index]
    }

    /// The 8-bit sRGB value in one mode.
    public func rgb8(in mode: AppearanceMode) -> RGB8 { self[mode].rgb8 }

    /// The Display P3 components in one mode, or `nil` when they add nothing to sRGB.
    public func displayP3(in mode: AppearanceMode) -> SIMD3<Double>? { self[mode].displayP3 }

    /// The token as a dynamic color built from its eight values: each resolution looks up the traits' mode.
    ///
    /// Its ``/NocturneAppearance/DynamicColor/readTraits`` name exactly the traits its values vary with, so observers redraw only for those.
    public var dynamicColor: DynamicColor {
        DynamicColor(values.map(\.resolvedColor))
    }
}
