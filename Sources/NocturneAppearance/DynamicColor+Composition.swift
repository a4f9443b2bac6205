import NocturneColor

extension DynamicColor {
    /// Creates a color that is one dynamic color in light mode and another in dark mode.
    ///
    /// Each side is resolved in the traits it is asked for, so it keeps adapting to everything but
    /// the scheme: `DynamicColor(light: .black, dark: theme.accent)` is black in light mode and the
    /// accent's dark (and dark Increase Contrast, dark elevated) values in dark mode. Two colors built
    /// from values give a color built from values (a table lookup, exact ``readTraits``).
    ///
    /// - Parameters:
    ///   - light: The color in light mode (and wherever the scheme is not dark).
    ///   - dark: The color in dark mode (and on watch, whose traits are always dark).
    public init(light: DynamicColor, dark: DynamicColor) {
        self.init(composing: [light, dark]) { index in index & 1 }
    }

    /// Creates a color from four dynamic colors: standard and Increase Contrast, light and dark.
    ///
    /// Each is resolved in the traits it is asked for, so the level (base or elevated) still reaches it.
    ///
    /// - Parameters:
    ///   - light: Light mode, standard contrast.
    ///   - dark: Dark mode, standard contrast.
    ///   - increasedContrastLight: Light mode under Increase Contrast.
    ///   - increasedContrastDark: Dark mode under Increase Contrast.
    public init(light: DynamicColor, dark: DynamicColor, increasedContrastLight: DynamicColor, increasedContrastDark: DynamicColor) {
        self.init(composing: [light, dark, increasedContrastLight, increasedContrastDark]) { index in index & 3 }
    }

    /// A color that picks, per table index (bit 0 dark, bit 1 Increase Contrast, bit 2 elevated), one of `parts`.
    private init(composing parts: [DynamicColor], pick: @escaping @Sendable (Int) -> Int) {
        if parts.allSatisfy({ $0._values != nil }) {
            let values = ModeValues { mode in
                let part = parts[pick(mode.index)]
                return part._values.map { $0[mode.index].multiplyingOpacity(part._opacity) } ?? ResolvedColor(red: 0, green: 0, blue: 0, opacity: 0)
            }
            self.init(table: ColorTable(values), opacity: 1, owned: true)
            return
        }
        var reads = TraitMask([.colorScheme, .idiom])
        if parts.count > 2 { reads = reads.union(TraitMask([.contrast])) }
        for part in parts { reads = reads.union(part.readMask) }
        self.init(provider: { traits in parts[pick(AppearanceMode.index(of: traits))].resolve(in: traits) }, reads: reads)
    }
}
