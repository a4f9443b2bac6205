#if canImport(SwiftUI)
import SwiftUI
import NocturneAppearance

extension Traits {
    /// The traits a SwiftUI environment carries: color scheme, contrast, legibility weight and display scale.
    ///
    /// SwiftUI does not expose the interface level, so the level is base; a `Color` made with
    /// ``SwiftUI/Color/init(_:)`` reads it from UIKit instead.
    ///
    /// - Parameter environment: The environment, e.g. from a `ShapeStyle`'s `resolve(in:)`.
    public init(_ environment: EnvironmentValues) {
        self.init(
            colorScheme: NocturneAppearance.ColorScheme(environment.colorScheme),
            contrast: NocturneAppearance.ColorSchemeContrast(environment.colorSchemeContrast),
            legibilityWeight: environment.legibilityWeight.map(NocturneAppearance.LegibilityWeight.init) ?? .regular,
            displayScale: Double(environment.displayScale))
    }
}

extension NocturneAppearance.ColorScheme {
    /// Nocturne's color scheme for SwiftUI's.
    ///
    /// - Parameter scheme: SwiftUI's color scheme.
    public init(_ scheme: SwiftUI.ColorScheme) {
        self = scheme == .dark ? .dark : .light
    }
}

extension SwiftUI.ColorScheme {
    /// SwiftUI's color scheme for Nocturne's.
    ///
    /// - Parameter scheme: Nocturne's color scheme.
    public init(_ scheme: NocturneAppearance.ColorScheme) {
        self = scheme == .dark ? .dark : .light
    }
}

extension NocturneAppearance.ColorSchemeContrast {
    /// Nocturne's contrast for SwiftUI's.
    ///
    /// - Parameter contrast: SwiftUI's contrast.
    public init(_ contrast: SwiftUI.ColorSchemeContrast) {
        self = contrast == .increased ? .increased : .standard
    }
}

extension NocturneAppearance.LegibilityWeight {
    /// Nocturne's legibility weight for SwiftUI's.
    ///
    /// - Parameter weight: SwiftUI's weight.
    public init(_ weight: SwiftUI.LegibilityWeight) {
        self = weight == .bold ? .bold : .regular
    }
}

extension View {
    /// Sets the environment a subtree reads to `traits`' color scheme, legibility weight and display scale.
    ///
    /// SwiftUI's `colorSchemeContrast` is read-only (it comes from the system), so contrast is not set.
    ///
    /// - Parameter traits: The traits to apply below this view.
    /// - Returns: The view with its environment overridden.
    public func traits(_ traits: Traits) -> some View {
        environment(\.colorScheme, SwiftUI.ColorScheme(traits.colorScheme))
            .environment(\.legibilityWeight, traits.legibilityWeight == .bold ? .bold : .regular)
            .environment(\.displayScale, CGFloat(traits.displayScale))
    }
}
#endif
