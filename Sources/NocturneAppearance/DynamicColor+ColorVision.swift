import NocturneColor

extension DynamicColor {
    /// This color as someone with a color vision deficiency sees it, in every environment.
    ///
    /// Each mode's value is resolved first and then simulated (``/NocturneColor/ColorValue/simulating(_:severity:)`` says
    /// which model), so a theme keeps its light, dark, Increase Contrast and elevated values, each as that
    /// deficiency shows it. Opacity is kept. A color built from values gives a color built from values (a
    /// table lookup with exact ``readTraits``); a provider color simulates what its provider returns.
    ///
    /// ```swift
    /// let danger = DynamicColor(light: RGB8(0xD1242F), dark: RGB8(0xF85149))
    /// let seen = danger.simulating(.deuteranopia)   // an olive in light mode, a lighter one in dark
    /// ```
    ///
    /// - Parameters:
    ///   - deficiency: The deficiency to simulate.
    ///   - severity: 0 (normal vision) through 1 (the full deficiency, the default); clamped into 0…1, NaN taken as 1.
    /// - Returns: The simulated color.
    public func simulating(_ deficiency: ColorVisionDeficiency, severity: Double = 1) -> DynamicColor {
        let simulator = ColorVisionSimulator(deficiency, severity: severity)
        @Sendable func simulate(_ color: ResolvedColor) -> ResolvedColor {
            let simulated = simulator.simulate(ColorValue(.srgb, SIMD3(color.red, color.green, color.blue), alpha: color.opacity))
            return ResolvedColor(red: simulated.coordinates.x, green: simulated.coordinates.y, blue: simulated.coordinates.z, opacity: color.opacity)
        }
        if let values = _values {
            let table = ModeValues { mode in simulate(values[mode.index].multiplyingOpacity(_opacity)) }
            return DynamicColor(table: ColorTable(table), opacity: 1, owned: true)
        }
        let provider = self.provider
        return DynamicColor(provider: { traits in simulate(provider(traits)) }, reads: _providerReads)
    }
}
