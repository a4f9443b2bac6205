import NocturneColor

/// The modes a named color needs beyond its light value, as solved for its role.
package struct SolvedVariants: Sendable, Hashable {
    /// Dark, standard contrast.
    package var dark: SiteColor
    /// Light with Increase Contrast.
    package var lightIncreased: SiteColor
    /// Dark with Increase Contrast.
    package var darkIncreased: SiteColor

    /// Creates the variants.
    package init(dark: SiteColor, lightIncreased: SiteColor, darkIncreased: SiteColor) {
        self.dark = dark
        self.lightIncreased = lightIncreased
        self.darkIncreased = darkIncreased
    }
}

/// What the fixer needs of the theme engine: a pinned light value in, its other modes solved for a role out.
///
/// The narrow seam between `nocturne fix` and the theme solver, so the fixer is tested with a
/// solver of the test's own and adapts to the engine's API in one place (``ThemeVariantSolver``).
package protocol VariantSolving: Sendable {
    /// The Dark, Any + High Contrast and Dark + High Contrast values of a color whose light value is pinned.
    ///
    /// - Parameters:
    ///   - light: The light value, kept exactly.
    ///   - role: How the color is used, which says what it must contrast with in every mode.
    /// - Returns: The variants, or `nil` when none satisfies the role's pairs (the site is then left, with that reason).
    func variants(light: SiteColor, role: FixRole) -> SolvedVariants?

    /// Variants to plan a set with when ``solvedTogether(_:)`` solves every set again anyway; by default ``variants(light:role:)``.
    ///
    /// - Returns: The variants, or `nil` when none can satisfy the role's pairs (the site is then left, with that reason).
    func provisionalVariants(light: SiteColor, role: FixRole) -> SolvedVariants?

    /// The new color sets of a run solved together, as one theme holding them all will solve them (`nocturne theme` on the theme file).
    ///
    /// - Parameter sets: The sets, each with the variants ``variants(light:role:)`` gave it alone.
    /// - Returns: The sets with their variants solved together; by default, as given.
    func solvedTogether(_ sets: [NewColorSet]) -> [NewColorSet]
}

extension VariantSolving {
    /// The variants of the color alone.
    package func provisionalVariants(light: SiteColor, role: FixRole) -> SolvedVariants? { variants(light: light, role: role) }

    /// The sets as given: each color's variants solved alone.
    package func solvedTogether(_ sets: [NewColorSet]) -> [NewColorSet] { sets }
}
