/// AppKit's appearance names (`NSAppearance.Name`), and the color scheme and contrast each one means.
///
/// macOS has no trait collection: a view's `effectiveAppearance` is one of these names, and
/// Increase Contrast shows up as the high-contrast variants. The raw values are the strings
/// behind AppKit's constants (`NSAppearanceNameAqua` and so on), so a name read off
/// `NSAppearance.name.rawValue` maps here on any platform, and the mapping is tested on Linux.
///
/// ```swift
/// let name = AppKitAppearanceName(rawValue: "NSAppearanceNameAccessibilityHighContrastDarkAqua")
/// name?.traitCollection   // dark, increased contrast
/// AppKitAppearanceName(colorScheme: .light, contrast: .increased)   // .accessibilityHighContrastAqua
/// ```
package enum AppKitAppearanceName: String, CaseIterable, Sendable, Hashable {
    /// `NSAppearance.Name.aqua`: the standard light appearance.
    case aqua = "NSAppearanceNameAqua"
    /// `NSAppearance.Name.darkAqua`: the standard dark appearance.
    case darkAqua = "NSAppearanceNameDarkAqua"
    /// `NSAppearance.Name.vibrantLight`: light vibrancy in sidebars and HUDs.
    case vibrantLight = "NSAppearanceNameVibrantLight"
    /// `NSAppearance.Name.vibrantDark`: dark vibrancy.
    case vibrantDark = "NSAppearanceNameVibrantDark"
    /// `NSAppearance.Name.accessibilityHighContrastAqua`: light with Increase Contrast.
    case accessibilityHighContrastAqua = "NSAppearanceNameAccessibilityHighContrastAqua"
    /// `NSAppearance.Name.accessibilityHighContrastDarkAqua`: dark with Increase Contrast.
    case accessibilityHighContrastDarkAqua = "NSAppearanceNameAccessibilityHighContrastDarkAqua"
    /// `NSAppearance.Name.accessibilityHighContrastVibrantLight`: light vibrancy with Increase Contrast.
    case accessibilityHighContrastVibrantLight = "NSAppearanceNameAccessibilityHighContrastVibrantLight"
    /// `NSAppearance.Name.accessibilityHighContrastVibrantDark`: dark vibrancy with Increase Contrast.
    case accessibilityHighContrastVibrantDark = "NSAppearanceNameAccessibilityHighContrastVibrantDark"

    /// The names a dynamic color asks `NSAppearance.bestMatch(from:)` to choose among: the four that
    /// distinguish scheme and contrast. AppKit answers with the closest one for any appearance,
    /// the vibrant ones included.
    package static let matchCandidates: [AppKitAppearanceName] = [
        .aqua, .darkAqua, .accessibilityHighContrastAqua, .accessibilityHighContrastDarkAqua,
    ]

    /// The non-vibrant name AppKit uses for a scheme and contrast.
    ///
    /// - Parameters:
    ///   - colorScheme: Light or dark.
    ///   - contrast: Standard or increased.
    package init(colorScheme: ColorScheme, contrast: ColorSchemeContrast = .standard) {
        switch (colorScheme, contrast) {
        case (.light, .standard): self = .aqua
        case (.dark, .standard): self = .darkAqua
        case (.light, .increased): self = .accessibilityHighContrastAqua
        case (.dark, .increased): self = .accessibilityHighContrastDarkAqua
        }
    }

    /// Light or dark.
    package var colorScheme: ColorScheme {
        switch self {
        case .aqua, .vibrantLight, .accessibilityHighContrastAqua, .accessibilityHighContrastVibrantLight: .light
        case .darkAqua, .vibrantDark, .accessibilityHighContrastDarkAqua, .accessibilityHighContrastVibrantDark: .dark
        }
    }

    /// Increased for the high-contrast names, standard otherwise.
    package var contrast: ColorSchemeContrast {
        switch self {
        case .aqua, .darkAqua, .vibrantLight, .vibrantDark: .standard
        default: .increased
        }
    }

    /// The traits this appearance specifies: color scheme and contrast; the rest inherit.
    ///
    /// macOS has no elevated level: content in sheets and popovers keeps the window's level.
    package var traitCollection: TraitCollection {
        TraitCollection(colorScheme: colorScheme, contrast: contrast)
    }
}
