import NocturneAppearance
import NocturneColor

extension DynamicColor {
    /// The same color moved toward the background: quieter in both modes.
    ///
    /// In light mode the color moves `stops` lighter on the shared ramp scale, in dark mode `stops`
    /// darker, keeping its hue and its chroma relative to the gamut. On a family's `_800` / `_200`
    /// pair it gives `_750` / `_250` (to one 8-bit step). Works on any dynamic color (a token, a
    /// system color, a composition) and stays dynamic: a color built from values gives one built from
    /// values (its eight values moved once); a provider color is moved each time it resolves.
    ///
    /// - Parameter stops: How far to move on the ramp (default 50, one named stop).
    /// - Returns: A dynamic color.
    public func soften(_ stops: Double = 50) -> DynamicColor {
        mapped(readingScheme: true) { color, dark in ColorFunctions.moved(color, by: dark ? stops : -stops) }
    }

    /// The same color `stops` lighter on the ramp scale in every mode (default 50: one half step, `_800` → `_750`).
    ///
    /// `DynamicColor(light: blue._800, dark: blue._200).lighten()` gives `_750` / `_150` (to one 8-bit step).
    public func lighten(_ stops: Double = 50) -> DynamicColor {
        mapped(readingScheme: false) { color, _ in ColorFunctions.moved(color, by: -stops) }
    }

    /// The same color `stops` darker on the ramp scale in every mode (default 50: one half step, `_200` → `_250`).
    ///
    /// `DynamicColor(light: blue._800, dark: blue._200).darken()` gives `_850` / `_250` (to one 8-bit step).
    public func darken(_ stops: Double = 50) -> DynamicColor {
        mapped(readingScheme: false) { color, _ in ColorFunctions.moved(color, by: stops) }
    }

    /// The same color with OKLCH chroma multiplied by 1 + `amount` (default 0.25), gamut-mapped into sRGB.
    public func saturate(_ amount: Double = 0.25) -> DynamicColor {
        mapped(readingScheme: false) { color, _ in ColorFunctions.scalingChroma(color, by: 1 + amount) }
    }

    /// The same color with OKLCH chroma multiplied by 1 − `amount` (default 0.25; 1 gives gray).
    public func desaturate(_ amount: Double = 0.25) -> DynamicColor {
        mapped(readingScheme: false) { color, _ in ColorFunctions.scalingChroma(color, by: max(1 - amount, 0)) }
    }

    /// The colors that stand in a harmony with this one, per mode: hues offset on the OKLCH circle, luminance kept.
    ///
    /// Like ``Family/harmony(_:)`` for a family, each member keeps this color's chroma relative to the
    /// gamut and its WCAG luminance in every mode, so it has the same contrast against any background.
    /// A token's complement is itself a token: light where the token is light, dark where it is dark.
    /// A gray (in some mode) stays gray there.
    ///
    /// - Parameter harmony: The relationship.
    /// - Returns: One dynamic color per offset of the harmony, in ``Harmony/offsets`` order.
    public func harmony(_ harmony: Harmony) -> [DynamicColor] {
        harmony.offsets.map { offset in
            mapped(readingScheme: false) { color, _ in ColorFunctions.rotated(color, by: offset) }
        }
    }

    /// This color with `transform` applied in every mode; `dark` tells the transform the mode's scheme.
    ///
    /// A color built from values is transformed once per distinct value and mode scheme, into a color
    /// built from values (so it resolves by a table lookup and reports exact ``readTraits``); a provider
    /// color is transformed each time it resolves and reads what it read (plus the scheme when asked).
    func mapped(readingScheme: Bool, _ transform: @escaping @Sendable (ResolvedColor, Bool) -> ResolvedColor) -> DynamicColor {
        if let values = modeValues {
            var done: [ResolvedColor: ResolvedColor] = [:]
            var darkDone: [ResolvedColor: ResolvedColor] = [:]
            let result = values.mapModes { mode, value in
                let dark = readingScheme && mode.colorScheme == .dark
                if let known = dark ? darkDone[value] : done[value] { return known }
                let moved = transform(value, dark)
                if dark { darkDone[value] = moved } else { done[value] = moved }
                return moved
            }
            return DynamicColor(result)
        }
        let provider = self.provider
        var reads = readTraits
        if readingScheme, !reads.contains(.colorScheme) { reads.append(.colorScheme) }
        return DynamicColor(reading: reads) { traits in
            transform(provider(traits), readingScheme && AppearanceMode(traits).colorScheme == .dark)
        }
    }

    /// A mix of this color and another, resolved per mode and interpolated in a color space.
    ///
    /// - Parameters:
    ///   - other: The color to mix in.
    ///   - amount: How much of `other`, 0…1 (default 0.5).
    ///   - space: `.oklab` (default), `.oklch`, `.srgb`, `.srgbLinear` or any other space.
    ///   - hue: How polar spaces interpolate hue (default the shorter arc), as CSS `color-mix()`.
    /// - Returns: A dynamic color; components are premultiplied by opacity, as CSS mixes them.
    public func mix(with other: DynamicColor, amount: Double = 0.5, in space: ColorSpace = .oklab,
                    hue: HueInterpolationMethod = .shorter) -> DynamicColor {
        if let firstValues = modeValues, let secondValues = other.modeValues {
            return DynamicColor(firstValues.mapModes { mode, value in
                ColorFunctions.interpolate(value, secondValues[mode], amount, in: space, hue: hue)
            })
        }
        let first = self.provider
        let second = other.provider
        var reads = readTraits
        for kind in other.readTraits where !reads.contains(kind) { reads.append(kind) }
        return DynamicColor(reading: reads) { traits in
            ColorFunctions.interpolate(first(traits), second(traits), amount, in: space, hue: hue)
        }
    }

    /// The contrast of this color against another in each of the eight modes.
    ///
    /// A stop used where a token belongs shows it: `Family.gray._800.dynamicColor` against a theme's
    /// `backgroundPrimary` reads 11.52 in light and 1.64 in dark.
    ///
    /// - Parameters:
    ///   - other: The background.
    ///   - method: Which figure ``ContrastByMode/value(in:)`` and the description give (both are kept).
    /// - Returns: WCAG ratio and APCA Lc per mode, on the 8-bit values (translucent colors composited first).
    public func contrastRatio(to other: DynamicColor, method: ContrastMethod = .wcag) -> ContrastByMode {
        ContrastByMode(foreground: self, background: other, method: method)
    }
}

/// The per-color operations behind the dynamic color functions.
enum ColorFunctions {
    /// Moves a color along the ramp scale by `stops` (positive is darker), keeping hue and relative chroma.
    static func moved(_ color: ResolvedColor, by stops: Double) -> ResolvedColor {
        let rgb = color.rgb8
        let luminance = WCAG.relativeLuminance(rgb)
        var stop = Stop.stopValue(forLuminance: luminance)
        let named = (stop / 50).rounded() * 50
        if abs(stop - named) < 3 { stop = named }
        let target = Stop(stop + stops)
        let oklch = OKLCH(rgb)
        let family = relativeFamily(oklch, luminance: luminance)
        let solved = RampSolver.solve(
            luminance: target.targetLuminance, hue: family.hue, vividness: family.vividness, cap: .infinity, gamut: .srgb)
        return ResolvedColor(solved.rgb8, opacity: color.opacity)
    }

    /// The hue and vividness (chroma relative to the tapered gamut boundary) a color sits at.
    static func relativeFamily(_ oklch: OKLCH, luminance: Double) -> (hue: Double, vividness: Double) {
        guard oklch.chroma > 0.002 else { return (oklch.hue, 0) }
        let direction = RampSolver.direction(hue: oklch.hue)
        let boundary = RampSolver.maximumChroma(lightness: oklch.lightness, direction: direction, gamut: .srgb)
        let taper = RampSolver.taper(luminance: luminance)
        guard boundary * taper > 0 else { return (oklch.hue, 0) }
        return (oklch.hue, min(oklch.chroma / (boundary * taper), 1))
    }

    /// The color with its OKLCH hue turned by `degrees`, at the same luminance and relative chroma.
    static func rotated(_ color: ResolvedColor, by degrees: Double) -> ResolvedColor {
        let rgb = color.rgb8
        let luminance = WCAG.relativeLuminance(rgb)
        let family = relativeFamily(OKLCH(rgb), luminance: luminance)
        guard family.vividness > 0 else { return color }
        let solved = RampSolver.solve(luminance: luminance, hue: family.hue + degrees, vividness: family.vividness, cap: .infinity, gamut: .srgb)
        return ResolvedColor(solved.rgb8, opacity: color.opacity)
    }

    static func scalingChroma(_ color: ResolvedColor, by factor: Double) -> ResolvedColor {
        var oklch = color.oklch
        oklch.chroma *= factor
        return ResolvedColor(oklch.rgb8, opacity: color.opacity)
    }

    /// Interpolates two colors as CSS `color-mix()` does (NocturneColor's interpolation), then maps the result into sRGB.
    static func interpolate(_ first: ResolvedColor, _ second: ResolvedColor, _ amount: Double, in space: ColorSpace,
                            hue: HueInterpolationMethod = .shorter) -> ResolvedColor {
        let t = min(max(amount, 0), 1)
        let mixed = first.colorValue.mixed(with: second.colorValue, amount: t, in: space, hue: hue)
        let srgb = mixed.gamutMapped(to: Gamut.srgb)
        return ResolvedColor(red: srgb.coordinates.x, green: srgb.coordinates.y, blue: srgb.coordinates.z, opacity: mixed.alpha)
    }
}
