import NocturneAppearance
import NocturneColor
import NocturnePalette

/// Solves a site's other modes with the theme engine: the light value pinned in a ``/NocturnePalette/ThemeColor``, the rest solved.
///
/// The light value is never moved (it is the designer's). The color is solved by
/// ``/NocturnePalette/Theme/solving(_:pairs:)`` on the theme (the app's theme file's, else the default) for the
/// theme role of the site's role (``themeRole(_:opacity:)``): content reads on the theme's backgrounds and surfaces at
/// 4.5:1 (7:1 under Increase Contrast), tints and fills at 3:1 (4.5:1), backgrounds and surfaces keep the
/// theme's primary text readable and turn dark. The result is then checked against both dark system backgrounds
/// (#000000 and #1C1C1E, elevated), which the app's views draw on when they keep Apple's, and lightened along its
/// own hue until it passes there too.
package struct ThemeVariantSolver: VariantSolving {
    /// The dark backgrounds every dark variant of content must read on: systemBackground at base and elevated.
    static let darkBackgrounds = [RGB8(red: 0, green: 0, blue: 0), RGB8(red: 0x1C, green: 0x1C, blue: 0x1E)]

    /// The theme the colors are solved on.
    package var theme: Theme

    /// Creates the solver.
    ///
    /// - Parameter theme: The theme the colors are solved on: the one the app's theme file describes, else the default.
    package init(theme: Theme = .default) {
        self.theme = theme
    }

    /// The theme file's role for a site's role: what the engine makes the color contrast with.
    ///
    /// A translucent fill is a wash over what lies below (a highlight, a selection), decorative as a border is: no value at
    /// its opacity need reach 3:1 (red at 20% cannot on any background), so it is solved and recorded without a pair; so is
    /// a disabled control's color, which WCAG asks no contrast of.
    ///
    /// - Parameters:
    ///   - role: The site's role.
    ///   - opacity: The color's opacity, 0…1.
    package static func themeRole(_ role: FixRole, opacity: Double = 1) -> ThemeColor.Role {
        switch role {
        case .content: .content
        case .background: .background
        case .surface: .surface
        case .border: .border
        case .fill: opacity < 1 ? .border : .status
        case .tint: .status
        case .inactive: .border
        }
    }

    /// The minimum contrast on the dark system backgrounds, standard and Increase Contrast, for a role (0: none).
    static func darkMinimum(_ role: FixRole, opacity: Double = 1) -> (standard: Double, increased: Double) {
        switch themeRole(role, opacity: opacity) {
        case .content: (4.5, 7)
        case .status, .brand: (3, 4.5)
        case .border, .background, .surface, .darkSurface: (0, 0)
        }
    }

    /// The variants of `light` for `role` (see the type's description).
    package func variants(light: SiteColor, role: FixRole) -> SolvedVariants? {
        let name = "fixColor"
        guard let solved = try? theme.solving([ThemeColor(name: name, role: Self.themeRole(role, opacity: light.opacity), light: light.rgb)]).color(named: name) else {
            return nil
        }
        return variants(of: solved, light: light, role: role)
    }

    /// The light value in every mode, to plan with: ``solvedTogether(_:)`` solves every set in one theme solve, where one solve
    /// per color would solve the whole theme once per color. (Lightening reaches white, which reads on both dark backgrounds,
    /// so a set is never refused for want of a dark value.)
    package func provisionalVariants(light: SiteColor, role: FixRole) -> SolvedVariants? {
        SolvedVariants(dark: light, lightIncreased: light, darkIncreased: light)
    }

    /// The sets solved in one theme, as `nocturne theme` solves the theme file that records them: a text color reads on the
    /// app's new backgrounds too. When the joint solve refuses the colors (a name the app's theme already has), each is solved alone.
    package func solvedTogether(_ sets: [NewColorSet]) -> [NewColorSet] {
        guard !sets.isEmpty else { return sets }
        let colors = sets.map { ThemeColor(name: $0.name, role: Self.themeRole($0.role, opacity: $0.light.opacity), light: $0.light.rgb) }
        let solved = try? theme.solving(colors)
        return sets.map { set in
            var set = set
            if let token = solved?.color(named: set.name), let variants = variants(of: token, light: set.light, role: set.role) {
                set.variants = variants
            } else if let variants = variants(light: set.light, role: set.role) {
                set.variants = variants
            }
            return set
        }
    }

    /// The four values a catalog holds, from a solved token (see the type's description).
    private func variants(of solved: ThemeColorToken, light: SiteColor, role: FixRole) -> SolvedVariants? {
        // A catalog has one value per scheme and contrast, used at both levels: a foreground takes the level's value that
        // stands out more (the lighter in dark mode, the darker in light), which keeps its pairs on the lighter elevated
        // surfaces too; a background, surface or border takes the base value.
        let values = solved.rgb8
        let foreground = role == .content || role == .tint || role == .fill
        func value(_ scheme: ColorScheme, _ contrast: ColorSchemeContrast) -> RGB8 {
            let base = values[AppearanceMode(colorScheme: scheme, contrast: contrast)]
            let elevated = values[AppearanceMode(colorScheme: scheme, contrast: contrast, level: .elevated)]
            guard foreground else { return base }
            let lighter = WCAG.relativeLuminance(elevated) > WCAG.relativeLuminance(base)
            return lighter == (scheme == .dark) ? elevated : base
        }
        var dark = value(.dark, .standard)
        var darkIncreased = value(.dark, .increased)
        let lightIncreased = value(.light, .increased)
        let minimum = Self.darkMinimum(role, opacity: light.opacity)
        if minimum.standard > 0 {
            dark = Self.lightened(dark, until: minimum.standard, on: Self.darkBackgrounds)
            darkIncreased = Self.lightened(darkIncreased, until: minimum.increased, on: Self.darkBackgrounds)
            guard Self.worst(dark, on: Self.darkBackgrounds) >= minimum.standard,
                  Self.worst(darkIncreased, on: Self.darkBackgrounds) >= minimum.increased else { return nil }
        }
        return SolvedVariants(dark: SiteColor(rgb: dark, alpha: light.alpha), lightIncreased: SiteColor(rgb: lightIncreased, alpha: light.alpha),
                              darkIncreased: SiteColor(rgb: darkIncreased, alpha: light.alpha))
    }

    /// The lowest contrast of `color` on any of `backgrounds`.
    static func worst(_ color: RGB8, on backgrounds: [RGB8]) -> Double {
        backgrounds.map { WCAG.contrastRatio(color, $0) }.min() ?? 0
    }

    /// `color` lightened in OKLCH (hue kept, chroma mapped into sRGB) until its worst contrast on `backgrounds` reaches `minimum`.
    static func lightened(_ color: RGB8, until minimum: Double, on backgrounds: [RGB8]) -> RGB8 {
        // A hair above the minimum, so that the 8-bit rounding of the written value cannot fall below it.
        let target = minimum + 0.05
        guard worst(color, on: backgrounds) < target else { return color }
        let lch = color.colorValue.converted(to: .oklch).coordinates
        var lightness = lch.x
        while lightness <= 1 {
            lightness += 0.01
            let candidate = ColorValue(.oklch, SIMD3(min(lightness, 1), lch.y, lch.z.isNaN ? 0 : lch.z)).gamutMapped(to: .srgb)
            let rgb = RGB8(srgb: candidate.converted(to: .srgb).coordinates)
            if worst(rgb, on: backgrounds) >= target { return rgb }
        }
        return RGB8(red: 255, green: 255, blue: 255)
    }
}
