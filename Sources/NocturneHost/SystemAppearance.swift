import NocturneAppearance
import NocturneColor

/// What the system says about its appearance: the color scheme, contrast, accent color, reduced motion, and who said it.
///
/// A source reports only what the system states; ``traits`` turns the report into the trait
/// collection an ``/NocturneAppearance/AppearanceSystem`` takes, leaving "no preference" unspecified.
public struct SystemAppearance: Sendable, Hashable {
    /// Light, dark, or no preference.
    public var colorScheme: SystemColorScheme
    /// Standard, or the user asked for more contrast.
    public var contrast: ColorSchemeContrast
    /// The user's accent color in sRGB, when the system has one.
    public var accentColor: ColorValue?
    /// Whether the user asked for reduced motion.
    public var reducedMotion: Bool
    /// Which source said so.
    public var source: AppearanceSourceKind

    /// Creates a report; every value but the source has the "nothing said" default.
    ///
    /// - Parameters:
    ///   - colorScheme: The scheme the system asks for.
    ///   - contrast: The contrast the system asks for.
    ///   - accentColor: The accent color, if any.
    ///   - reducedMotion: Whether motion should be reduced.
    ///   - source: Which source said so.
    public init(
        colorScheme: SystemColorScheme = .noPreference, contrast: ColorSchemeContrast = .standard, accentColor: ColorValue? = nil,
        reducedMotion: Bool = false, source: AppearanceSourceKind
    ) {
        self.colorScheme = colorScheme
        self.contrast = contrast
        self.accentColor = accentColor
        self.reducedMotion = reducedMotion
        self.source = source
    }

    /// The report as traits: the scheme (unspecified for no preference), the contrast and reduced motion.
    public var traits: TraitCollection {
        TraitCollection(colorScheme: colorScheme.colorScheme, contrast: contrast, reduceMotion: reducedMotion)
    }

    /// Whether two reports say the same thing about the appearance, whoever said it.
    public func sameAppearance(as other: SystemAppearance) -> Bool {
        colorScheme == other.colorScheme && contrast == other.contrast && accentColor == other.accentColor && reducedMotion == other.reducedMotion
    }
}
