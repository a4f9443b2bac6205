import NocturneColor

/// A color that resolves differently per set of ``Traits``: the heart of dark mode.
///
/// Resolution is a pure function of the traits passed in; nothing caches a resolved value
/// across traits. Build one from a light and a dark value (it then ignores Increase Contrast),
/// from all four appearance values, or from any provider closure.
public struct DynamicColor: Sendable {
    /// The function from traits to the resolved color.
    public let provider: @Sendable (Traits) -> ResolvedColor

    /// Creates a color from any function of the traits.
    ///
    /// - Parameter provider: Called each time the color resolves; must be pure.
    public init(_ provider: @escaping @Sendable (Traits) -> ResolvedColor) {
        self.provider = provider
    }

    /// Creates a color that is the same in every environment.
    public init(_ color: ResolvedColor) {
        self.provider = { _ in color }
    }

    /// Creates a color that is the same in every environment.
    public init(_ color: ColorValue) {
        self.init(ResolvedColor(color))
    }

    /// Creates a color with a light and a dark value; Increase Contrast and level change nothing.
    public init(light: ResolvedColor, dark: ResolvedColor) {
        self.provider = { traits in traits.colorScheme == .dark ? dark : light }
    }

    /// Creates a color with a light and a dark value; Increase Contrast and level change nothing.
    public init(light: ColorValue, dark: ColorValue) {
        self.init(light: ResolvedColor(light), dark: ResolvedColor(dark))
    }

    /// Creates a color with light, dark and Increase Contrast values for each scheme.
    public init(light: ResolvedColor, dark: ResolvedColor, increasedContrastLight: ResolvedColor, increasedContrastDark: ResolvedColor) {
        self.provider = { traits in
            switch (traits.colorScheme, traits.contrast) {
            case (.light, .standard): light
            case (.dark, .standard): dark
            case (.light, .increased): increasedContrastLight
            case (.dark, .increased): increasedContrastDark
            }
        }
    }

    /// Creates a color with light, dark and Increase Contrast values for each scheme.
    public init(light: ColorValue, dark: ColorValue, increasedContrastLight: ColorValue, increasedContrastDark: ColorValue) {
        self.init(
            light: ResolvedColor(light), dark: ResolvedColor(dark),
            increasedContrastLight: ResolvedColor(increasedContrastLight), increasedContrastDark: ResolvedColor(increasedContrastDark))
    }

    /// The color for one set of traits.
    ///
    /// - Parameter traits: The environment to resolve in.
    /// - Returns: The color as it draws there.
    public func resolve(in traits: Traits) -> ResolvedColor {
        provider(traits)
    }

    /// The same color with its opacity multiplied by `opacity` in every environment.
    ///
    /// `.red.opacity(0.3).opacity(0.5)` resolves to opacity 0.15.
    public func opacity(_ opacity: Double) -> DynamicColor {
        let provider = self.provider
        return DynamicColor { traits in provider(traits).multiplyingOpacity(opacity) }
    }
}
