import NocturneAppearance

/// The system background a pair is drawn in when nothing nearer is known: plain or grouped, base or elevated.
///
/// A background side that cannot be known is assumed to be this, resolved in each mode; a translucent
/// background is composited over it. An elevated context (a sheet or popover) resolves at the elevated level
/// in every mode, since the screen is never shown at the base level.
public struct BackgroundContext: Sendable, Hashable {
    /// The system color of the context's surface.
    public var surface: SystemColorName
    /// Whether the context is presented as a sheet or popover, at the elevated level.
    public var isElevated: Bool

    /// Creates a context.
    public init(surface: SystemColorName = .systemBackground, isElevated: Bool = false) {
        self.surface = surface
        self.isElevated = isElevated
    }

    /// A plain screen: `systemBackground` at the base level.
    public static let plain = BackgroundContext()
    /// A grouped list or table: `systemGroupedBackground`.
    public static let grouped = BackgroundContext(surface: .systemGroupedBackground)
    /// A cell of a grouped list or table: `secondarySystemGroupedBackground`.
    public static let groupedCell = BackgroundContext(surface: .secondarySystemGroupedBackground)

    /// The same surface, elevated when `elevated` is true.
    public func elevated(_ elevated: Bool = true) -> BackgroundContext {
        BackgroundContext(surface: surface, isElevated: elevated || isElevated)
    }

    /// The surface as a pair side, resolved in each mode (at the elevated level in every mode when ``isElevated``).
    ///
    /// - Parameter palette: The system palette to resolve it in.
    public func background(palette: SystemPalette = .default) -> PairSide {
        let color = palette.color(surface)
        let elevated = isElevated
        let values = ModeValues { mode in
            color.resolve(in: AppearanceMode(colorScheme: mode.colorScheme, contrast: mode.contrast, level: elevated ? .elevated : mode.level).traits)
        }
        return PairSide(color: .system(surface), values: values, name: surface.rawValue + (elevated ? " (elevated)" : ""))
    }
}
