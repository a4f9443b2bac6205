/// A color: three components in a ``ColorSpace``, an alpha, and which of them are missing.
///
/// Values are immutable and never clamped: out-of-gamut and extended values convert as they are.
/// A missing component (CSS `none`, or a hue that is powerless because chroma is near zero) is
/// stored as 0 in ``coordinates`` and flagged in ``missing``; conversions treat it as 0, and
/// interpolation takes the other color's value, as CSS Color 4 says.
public struct ColorValue: Sendable, Hashable {
    /// The space the components are expressed in.
    public let space: ColorSpace
    /// The three components; a missing one holds 0.
    public let coordinates: SIMD3<Double>
    /// The alpha, 0…1; a missing alpha (`/ none`) holds 0, as CSS resolves it when converting.
    public let alpha: Double
    /// Which components are missing.
    public let missing: MissingComponents

    /// Creates a color from its components, without normalizing or clamping anything.
    ///
    /// - Parameters:
    ///   - space: The color space of the components.
    ///   - coordinates: The three components in that space's units (see ``ColorSpace``).
    ///   - alpha: The opacity, 0…1.
    ///   - missing: Components to treat as missing (CSS `none`); their stored value becomes 0.
    public init(_ space: ColorSpace, _ coordinates: SIMD3<Double>, alpha: Double = 1, missing: MissingComponents = []) {
        self.space = space
        var coordinates = coordinates
        for index in 0..<3 where missing.contains(.component(index)) { coordinates[index] = 0 }
        self.coordinates = coordinates
        self.alpha = missing.contains(.alpha) ? 0 : alpha
        self.missing = missing
    }

    /// Creates a color from components that must be usable input: finite, and within ``largestComponentMagnitude``.
    ///
    /// CSS never produces NaN or infinite color components (its `calc()` censors them before a color
    /// is built), so a non-finite value here is an input error; so is a finite one so large that
    /// conversions would overflow (see ``validatedAsInput()``). Missing components are not checked:
    /// their stored value is 0 whatever is passed.
    ///
    /// - Parameters:
    ///   - space: The color space of the components.
    ///   - coordinates: The three components in that space's units.
    ///   - alpha: The opacity, 0…1 (values outside are kept; only finiteness and the limit are checked).
    ///   - missing: Components to treat as missing.
    /// - Throws: ``ColorValueError/nonFiniteComponent(space:index:value:)`` or
    ///   ``ColorValueError/componentTooLarge(space:index:value:)`` naming the first bad component.
    public init(
        validating space: ColorSpace, _ coordinates: SIMD3<Double>, alpha: Double = 1, missing: MissingComponents = []
    ) throws(ColorValueError) {
        try ColorValue.check(space, coordinates, alpha: alpha, missing: missing)
        self.init(space, coordinates, alpha: alpha, missing: missing)
    }

    /// Creates a color from three components that may be missing (`nil`).
    ///
    /// - Parameters:
    ///   - space: The color space of the components.
    ///   - first: The first component, or `nil` when missing.
    ///   - second: The second component, or `nil` when missing.
    ///   - third: The third component, or `nil` when missing.
    ///   - alpha: The opacity, 0…1, or `nil` when missing.
    public init(_ space: ColorSpace, components first: Double?, _ second: Double?, _ third: Double?, alpha: Double? = 1) {
        var missing: MissingComponents = []
        if first == nil { missing.insert(.first) }
        if second == nil { missing.insert(.second) }
        if third == nil { missing.insert(.third) }
        if alpha == nil { missing.insert(.alpha) }
        self.init(space, SIMD3(first ?? 0, second ?? 0, third ?? 0), alpha: alpha ?? 0, missing: missing)
    }

    /// Creates a gamma-encoded sRGB color from components in 0…1.
    ///
    /// - Parameters:
    ///   - red: Red, 0…1 (extended values are kept).
    ///   - green: Green, 0…1.
    ///   - blue: Blue, 0…1.
    ///   - alpha: Opacity, 0…1.
    public static func srgb(_ red: Double, _ green: Double, _ blue: Double, alpha: Double = 1) -> ColorValue {
        ColorValue(.srgb, SIMD3(red, green, blue), alpha: alpha)
    }

    /// The components with missing ones as `nil`.
    public var components: [Double?] {
        (0..<3).map { missing.contains(.component($0)) ? nil : coordinates[$0] }
    }

    /// The alpha, or `nil` when it is missing (`/ none`).
    public var alphaComponent: Double? { missing.contains(.alpha) ? nil : alpha }

    /// The hue in degrees for polar spaces, or `nil` when missing or the space has none.
    public var hue: Double? {
        guard let index = space.hueIndex, !missing.contains(.component(index)) else { return nil }
        return coordinates[index]
    }

    /// The same color with a different alpha.
    ///
    /// - Parameter alpha: The new opacity, 0…1.
    /// - Returns: A copy with that alpha (no longer missing).
    public func withAlpha(_ alpha: Double) -> ColorValue {
        ColorValue(space, coordinates, alpha: alpha, missing: missing.subtracting(.alpha))
    }

    /// The same color with one component replaced.
    ///
    /// - Parameters:
    ///   - index: 0, 1 or 2; any other index leaves the color unchanged.
    ///   - value: The new value, or `nil` for missing.
    /// - Returns: A copy with that component.
    public func replacing(component index: Int, with value: Double?) -> ColorValue {
        guard (0..<3).contains(index) else { return self }
        var coordinates = self.coordinates
        var missing = self.missing
        if let value {
            coordinates[index] = value
            missing.remove(.component(index))
        } else {
            missing.insert(.component(index))
        }
        return ColorValue(space, coordinates, alpha: alpha, missing: missing)
    }

    /// Whether any component is NaN or infinite.
    public var hasNonFiniteComponent: Bool {
        !(coordinates[0].isFinite && coordinates[1].isFinite && coordinates[2].isFinite && alpha.isFinite)
    }
}
