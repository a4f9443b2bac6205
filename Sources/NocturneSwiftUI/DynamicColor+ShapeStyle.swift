#if canImport(SwiftUI)
import SwiftUI
import NocturneAppearance

/// A dynamic color is a SwiftUI shape style, so `.foregroundStyle(theme.foregroundPrimary)` reads naturally.
///
/// SwiftUI resolves the style in each environment it is drawn in; the environment's color
/// scheme, contrast, weight and scale become ``Traits`` (`Traits(_:)` for an `EnvironmentValues`).
///
/// iOS 17, macOS 14, tvOS 17, watchOS 10 and visionOS 1 and later: SwiftUI accepts custom shape styles
/// (`ShapeStyle.resolve(in:)`, `Color.Resolved`) only from those versions. Before them, draw with
/// `Color(theme.foregroundPrimary)`, which works from the package's minimums (iOS 15, macOS 12).
// No `@retroactive`: DynamicColor is declared in this package, and SwiftPM builds its modules with one
// -package-name, under which the attribute is an error ("declared in the same package").
@available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, visionOS 1.0, *)
extension DynamicColor: ShapeStyle {
    /// The color's value in `environment`, as SwiftUI asks for it when drawing.
    ///
    /// - Parameter environment: The environment the style is drawn in.
    /// - Returns: The resolved sRGB components and opacity.
    public func resolve(in environment: EnvironmentValues) -> Color.Resolved {
        let color = resolve(in: Traits(environment))
        return Color.Resolved(colorSpace: .sRGB, red: Float(color.red), green: Float(color.green),
                              blue: Float(color.blue), opacity: Float(color.opacity))
    }
}
#endif
