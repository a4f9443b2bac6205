import NocturneAppearance
import NocturneColor
import NocturnePalette

/// Solves a site's other modes with the theme engine: a theme seeded by the light value, its token for the site's role read per mode.
///
/// The light value is never moved (it is the designer's); the Dark and High Contrast values come
/// from ``/NocturnePalette/Theme``'s solved tokens for the role — `accentText` for content, `accent`
/// for tints and fills, `outlinePrimary` for borders, `backgroundPrimary` and `surfacePrimary` for
/// backgrounds and surfaces, whose neutral is tinted toward the color's hue — and are then checked
/// against both dark system backgrounds (#000000 and #1C1C1E, elevated) and lightened along their own hue
/// until they pass: content 4.5:1 in Dark and 7:1 in Dark + High Contrast, tints and fills 3:1 and 4.5:1.
public struct ThemeVariantSolver: VariantSolving {
    /// The dark backgrounds every dark variant of content must read on: systemBackground at base and elevated.
    static let darkBackgrounds = [RGB8(red: 0, green: 0, blue: 0), RGB8(red: 0x1C, green: 0x1C, blue: 0x1E)]
    /// The light backgrounds a light High Contrast variant of content must read on.
    static let lightBackgrounds = [RGB8(red: 0xFF, green: 0xFF, blue: 0xFF), RGB8(red: 0xF2, green: 0xF2, blue: 0xF7)]

    /// Creates the solver.
    public init() {}

    /// The variants of `light` for `role` (see the type's description).
    public func variants(light: SiteColor, role: FixRole) -> SolvedVariants? {
        let theme = Theme(accent: light.rgb)
        let token: TokenRole
        let minimum: (standard: Double, increased: Double)
        switch role {
        case .content: token = .accentText; minimum = (4.5, 7)
        case .tint, .fill: token = .accent; minimum = (3, 4.5)
        case .border: token = .outlinePrimary; minimum = (1.5, 3)
        case .background: token = .backgroundPrimary; minimum = (0, 0)
        case .surface: token = .surfacePrimary; minimum = (0, 0)
        }
        let dark = AppearanceMode(colorScheme: .dark)
        let darkIncreased = AppearanceMode(colorScheme: .dark, contrast: .increased)
        let lightIncreased = AppearanceMode(colorScheme: .light, contrast: .increased)
        var darkValue = theme[token].rgb8(in: dark)
        var darkIncreasedValue = theme[token].rgb8(in: darkIncreased)
        var lightIncreasedValue = role == .background || role == .surface ? light.rgb : theme[token].rgb8(in: lightIncreased)
        if minimum.standard > 0 {
            darkValue = Self.lightened(darkValue, until: minimum.standard, on: Self.darkBackgrounds)
            darkIncreasedValue = Self.lightened(darkIncreasedValue, until: minimum.increased, on: Self.darkBackgrounds)
            if role == .content {
                // Increase Contrast never lowers the contrast the light value had.
                let had = Self.darkened(light.rgb, until: 0, on: Self.lightBackgrounds)
                lightIncreasedValue = Self.darkened(lightIncreasedValue, until: min(7, max(4.5, Self.worst(had, on: Self.lightBackgrounds))), on: Self.lightBackgrounds)
            }
        }
        guard minimum.standard == 0 || (Self.worst(darkValue, on: Self.darkBackgrounds) >= minimum.standard
            && Self.worst(darkIncreasedValue, on: Self.darkBackgrounds) >= minimum.increased) else { return nil }
        return SolvedVariants(dark: SiteColor(rgb: darkValue, alpha: light.alpha),
                              lightIncreased: SiteColor(rgb: lightIncreasedValue, alpha: light.alpha),
                              darkIncreased: SiteColor(rgb: darkIncreasedValue, alpha: light.alpha))
    }

    /// The lowest contrast of `color` on any of `backgrounds`.
    static func worst(_ color: RGB8, on backgrounds: [RGB8]) -> Double {
        backgrounds.map { WCAG.contrastRatio(color, $0) }.min() ?? 0
    }

    /// `color` lightened in OKLCH (hue kept, chroma mapped into sRGB) until its worst contrast on `backgrounds` reaches `minimum`.
    static func lightened(_ color: RGB8, until minimum: Double, on backgrounds: [RGB8]) -> RGB8 {
        moved(color, until: minimum, on: backgrounds, step: 0.01)
    }

    /// `color` darkened the same way.
    static func darkened(_ color: RGB8, until minimum: Double, on backgrounds: [RGB8]) -> RGB8 {
        moved(color, until: minimum, on: backgrounds, step: -0.01)
    }

    private static func moved(_ color: RGB8, until minimum: Double, on backgrounds: [RGB8], step: Double) -> RGB8 {
        // A hair above the minimum, so that the 8-bit rounding of the written value cannot fall below it.
        let target = minimum + 0.05
        guard worst(color, on: backgrounds) < target else { return color }
        let lch = color.colorValue.converted(to: .oklch).coordinates
        var lightness = lch.x
        while lightness >= 0, lightness <= 1 {
            lightness += step
            let candidate = ColorValue(.oklch, SIMD3(min(max(lightness, 0), 1), lch.y, lch.z.isNaN ? 0 : lch.z)).gamutMapped(to: .srgb)
            let rgb = RGB8(srgb: candidate.converted(to: .srgb).coordinates)
            if worst(rgb, on: backgrounds) >= target { return rgb }
        }
        return step > 0 ? RGB8(red: 255, green: 255, blue: 255) : RGB8(red: 0, green: 0, blue: 0)
    }
}
