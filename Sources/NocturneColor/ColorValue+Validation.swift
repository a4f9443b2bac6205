extension ColorValue {
    /// The largest magnitude a component of an input color may have, 10⁹: up to it, every conversion stays finite.
    ///
    /// Components people write are at most a few hundred. Far beyond, conversions overflow: `hsl()` multiplies
    /// saturation by lightness, the transfer functions raise sRGB to the 2.4th power, Lab and OKLab are cubed
    /// on the way to XYZ (and negative XYZ comes back into Lab linearly, not through a cube root), and
    /// CIEDE2000 takes the seventh power of chroma, so `color(srgb 1e308 1e308 1e308)` becomes infinity,
    /// then NaN, then black. At 10⁹ the largest of these (CIEDE2000 on an `hsl()` color whose saturation and
    /// lightness are both at the limit: a Lab chroma near 10³⁵, to the seventh power) stays below 10²⁴⁵, short
    /// of the 10³⁰⁸ where a double overflows, so that a color accepted here converts, maps, mixes and measures
    /// as finite numbers everywhere. Hues are not bounded (they are angles, taken through sine and cosine);
    /// alpha is.
    public static let largestComponentMagnitude = 1e9

    /// The color, checked to be usable as input: every component finite and within ``largestComponentMagnitude``.
    ///
    /// Text, files and options reach colors through this check (the command line, the stylesheet, token and
    /// catalog readers), so a value that would convert to infinity or NaN is reported with the number
    /// instead of printing as black. Missing components are not checked: they hold 0.
    ///
    /// - Returns: The color itself.
    /// - Throws: ``ColorValueError/nonFiniteComponent(space:index:value:)`` for NaN or an infinity,
    ///   ``ColorValueError/componentTooLarge(space:index:value:)`` beyond the limit; either names the first such component.
    public func validatedAsInput() throws(ColorValueError) -> ColorValue {
        try ColorValue.check(space, coordinates, alpha: alpha, missing: missing)
        return self
    }

    /// The check behind ``validatedAsInput()`` and ``init(validating:_:alpha:missing:)``.
    static func check(_ space: ColorSpace, _ coordinates: SIMD3<Double>, alpha: Double, missing: MissingComponents) throws(ColorValueError) {
        for index in 0...3 {
            let value = index == 3 ? alpha : coordinates[index]
            guard !missing.contains(index == 3 ? .alpha : .component(index)) else { continue }
            guard value.isFinite else { throw .nonFiniteComponent(space: space, index: index, value: value) }
            if index != space.hueIndex, value.magnitude > largestComponentMagnitude {
                throw .componentTooLarge(space: space, index: index, value: value)
            }
        }
    }
}
