extension ColorValue {
    /// This color as someone with a color vision deficiency sees it, in sRGB.
    ///
    /// The model depends on the deficiency (``ColorVisionDeficiency/model``): Viénot 1999 for protanopia
    /// and deuteranopia, Brettel 1997 for tritanopia, Machado 2009 for the three anomalies. The color is
    /// taken to sRGB (gamut-mapped when outside it), simulated in linear light and clamped to the sRGB cube.
    /// Alpha is kept. To simulate many colors, prepare a ``ColorVisionSimulator`` once.
    ///
    /// ```swift
    /// let red = try ColorValue(css: "#D1242F")
    /// red.simulating(.deuteranopia).rgb8.hex             // "#7b7b20": an olive
    /// red.simulating(.deuteranomaly, severity: 0.5)     // Machado at severity 0.5
    /// ```
    ///
    /// - Parameters:
    ///   - deficiency: The deficiency to simulate.
    ///   - severity: 0 (normal vision) through 1 (the full deficiency, the default); clamped into 0…1, NaN taken as 1.
    /// - Returns: The simulated color, gamma-encoded sRGB in 0…1.
    public func simulating(_ deficiency: ColorVisionDeficiency, severity: Double = 1) -> ColorValue {
        ColorVisionSimulator(deficiency, severity: severity).simulate(self)
    }
}
