import NocturneAppearance

/// Turns an asset catalog's system-color `reference` (`systemBackgroundColor`) into a dynamic color.
///
/// The default resolver looks names up in Nocturne's Apple palette (iOS names, with or without the
/// `Color` suffix). A name it does not know (macOS-only colors such as
/// `alternatingContentBackgroundColor`) stays an unresolved reference: it is kept and written
/// back, and the audit lists it.
public struct SystemColorResolver: Sendable {
    /// The lookup: the reference's name without the `Color` suffix (`systemBackground`), or `nil`.
    public let lookup: @Sendable (String) -> DynamicColor?

    /// Creates a resolver from a lookup by name (the `Color` suffix already removed).
    public init(_ lookup: @escaping @Sendable (String) -> DynamicColor?) {
        self.lookup = lookup
    }

    /// A resolver that resolves nothing: every reference stays a name.
    public static let none = SystemColorResolver { _ in nil }

    /// The resolver readers use unless told otherwise: Nocturne's Apple palette.
    public static let `default` = SystemColorResolver.palette(.default)

    /// A resolver that looks names up in one of Nocturne's Apple palettes.
    ///
    /// - Parameter palette: The palette (`SystemPalette.ios26`, `.ios18`).
    public static func palette(_ palette: SystemPalette) -> SystemColorResolver {
        SystemColorResolver { name in palette.color(named: name) }
    }

    /// The dynamic color for a reference, or `nil` when the name is unknown.
    public func resolve(_ reference: SystemColorReference) -> DynamicColor? {
        var name = reference.name
        if name.hasSuffix("Color"), name.count > 5 { name.removeLast(5) }
        return lookup(name)
    }
}
