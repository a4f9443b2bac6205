import NocturneColor

/// The modes a named color needs beyond its light value, as solved for its role.
public struct SolvedVariants: Sendable, Hashable {
    /// Dark, standard contrast.
    public var dark: SiteColor
    /// Light with Increase Contrast.
    public var lightIncreased: SiteColor
    /// Dark with Increase Contrast.
    public var darkIncreased: SiteColor

    /// Creates the variants.
    public init(dark: SiteColor, lightIncreased: SiteColor, darkIncreased: SiteColor) {
        self.dark = dark
        self.lightIncreased = lightIncreased
        self.darkIncreased = darkIncreased
    }
}

/// What the fixer needs of the theme engine: a pinned light value in, its other modes solved for a role out.
///
/// The narrow seam between `nocturne fix` and the theme solver, so the fixer is tested with a
/// solver of the test's own and adapts to the engine's API in one place (``ThemeVariantSolver``).
public protocol VariantSolving: Sendable {
    /// The Dark, Any + High Contrast and Dark + High Contrast values of a color whose light value is pinned.
    ///
    /// - Parameters:
    ///   - light: The light value, kept exactly.
    ///   - role: How the color is used, which says what it must contrast with in every mode.
    /// - Returns: The variants, or `nil` when none satisfies the role's pairs (the site is then left, with that reason).
    func variants(light: SiteColor, role: FixRole) -> SolvedVariants?
}
