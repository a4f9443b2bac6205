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

extension ColorValue {
    /// The color as CSS uses the result of a top-level `calc()` (CSS Values 4 §10.9): NaN is 0, an infinity is clamped.
    ///
    /// `rgb(calc(NaN), 0, 0)` and `lab(50 calc(infinity) 0)` are valid CSS: the parser keeps the NaN or the
    /// infinity, so that the specified and computed values serialize as written (`lab(50 calc(infinity) 0)`),
    /// and this is the value they are then used as. A NaN component or alpha becomes 0; an infinite hue becomes 0
    /// (as `hsl(calc(infinity) 100% 50%)` is red); any other infinity becomes the largest magnitude this
    /// implementation supports, ``largestComponentMagnitude``, with its sign. The result passes
    /// ``validatedAsInput()`` unless a finite component was already beyond that limit. `nocturne color` and `mix`
    /// (converters) use colors this way; theme inputs, `contrast` and the readers an audit uses refuse them instead
    /// (``CSSColor/parseRefusingNonFinite(_:)``).
    ///
    /// - Returns: The color with every component finite; the color itself when it already was.
    public func censoringNonFinite() -> ColorValue {
        guard !(coordinates.x.isFinite && coordinates.y.isFinite && coordinates.z.isFinite && alpha.isFinite) else { return self }
        func censored(_ value: Double, isHue: Bool) -> Double {
            if value.isNaN { return 0 }
            if value.isInfinite { return isHue ? 0 : (value > 0 ? ColorValue.largestComponentMagnitude : -ColorValue.largestComponentMagnitude) }
            return value
        }
        let hue = space.hueIndex
        let censoredCoordinates = SIMD3(censored(coordinates.x, isHue: hue == 0), censored(coordinates.y, isHue: hue == 1), censored(coordinates.z, isHue: hue == 2))
        let censoredAlpha = alpha.isNaN ? 0 : min(max(alpha, 0), 1)
        return ColorValue(space, censoredCoordinates, alpha: censoredAlpha, missing: missing)
    }
}
