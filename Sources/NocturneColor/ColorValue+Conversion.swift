import Foundation

extension ColorSpace {
    /// The space this one is defined from, one step closer to XYZ-D65 (the root of the tree).
    ///
    /// Conversion walks this tree: up from the source to the nearest common ancestor of the target,
    /// then down. Keeping close spaces close (`oklch` → `oklab`, `hwb` → `srgb`) keeps round trips exact.
    var parent: ColorSpace? {
        switch self {
        case .xyzD65: nil
        case .xyzD50, .srgbLinear, .displayP3, .displayP3Linear, .a98RGB, .rec2020, .oklab: .xyzD65
        case .srgb: .srgbLinear
        case .hsl, .hwb, .hsv: .srgb
        case .prophotoRGB, .lab: .xyzD50
        case .lch: .lab
        case .oklch: .oklab
        }
    }

    func isAncestor(of other: ColorSpace) -> Bool {
        var current = other.parent
        while let space = current {
            if space == self { return true }
            current = space.parent
        }
        return false
    }

    /// The chroma at or below which a hue is powerless (CSS Color 4), for `lch` and `oklch`.
    var powerlessChroma: Double {
        switch self {
        case .lch: 0.0015
        case .oklch: 0.000004
        default: 0
        }
    }
}

extension ColorValue {
    /// This color expressed in another space, without clamping or gamut mapping.
    ///
    /// Missing components count as 0; a hue that is powerless in the result (chroma at or below
    /// CSS Color 4's epsilon, zero saturation, or whiteness + blackness ≥ 100%) is marked missing.
    /// Alpha and a missing alpha carry over.
    ///
    /// - Parameter target: The space to convert into.
    /// - Returns: The converted color.
    /// - Complexity: O(1); no allocation.
    public func converted(to target: ColorSpace) -> ColorValue {
        if target == space { return self }
        let result = ColorValue.convert(coordinates, from: space, to: target)
        var missing = self.missing.intersection(.alpha)
        if let hueIndex = target.hueIndex, ColorValue.isHuePowerless(result, in: target) {
            missing.insert(.component(hueIndex))
        }
        return ColorValue(target, result, alpha: alpha, missing: missing)
    }

    /// This color with its hue marked missing when the hue is powerless (CSS Color 4 §4.4).
    ///
    /// ``converted(to:)`` marks powerless hues already; this is for a color built or parsed directly in
    /// a polar space, such as `oklch(1 0 0)`, whose zero-chroma hue carries no information.
    ///
    /// - Returns: The same color, with the hue flagged in ``missing`` if chroma (`lch`, `oklch`),
    ///   saturation (`hsl`, `hsv`) or whiteness + blackness (`hwb`) make it powerless.
    public func markingPowerlessHueMissing() -> ColorValue {
        guard let hueIndex = space.hueIndex, !missing.contains(.component(hueIndex)),
            ColorValue.isHuePowerless(coordinates, in: space)
        else { return self }
        return ColorValue(space, coordinates, alpha: alpha, missing: missing.union(.component(hueIndex)))
    }

    /// Whether the hue of `coordinates` in a polar `space` carries no information.
    ///
    /// `lch`/`oklch`: chroma at or below CSS Color 4's epsilon (0.0015 / 0.000004). `hsl`: saturation
    /// under 0.01% or lightness at 0% or within 0.00001% of 100%. `hsv`: saturation under 0.01% or value
    /// 0. `hwb`: whiteness + blackness within 0.00001% of 100% or more, or an HSV saturation under 0.01%.
    /// The small thresholds absorb round-off, so that white and black from any space read as achromatic.
    static func isHuePowerless(_ coordinates: SIMD3<Double>, in space: ColorSpace) -> Bool {
        switch space {
        case .lch, .oklch:
            return coordinates[1] <= space.powerlessChroma
        case .hsl:
            return abs(coordinates[1]) < 1e-2 || coordinates[2] == 0 || abs(100 - coordinates[2]) < 1e-5
        case .hsv:
            return abs(coordinates[1]) < 1e-2 || coordinates[2] == 0
        case .hwb:
            let white = coordinates[1] / 100, black = coordinates[2] / 100
            if white + black >= 1 - 1e-7 { return true }
            let value = 1 - black
            let saturation = value == 0 ? 0 : 1 - white / value
            return abs(saturation) < 1e-4
        default:
            return false
        }
    }

    /// Converts bare coordinates between spaces along the conversion tree.
    static func convert(_ coordinates: SIMD3<Double>, from source: ColorSpace, to target: ColorSpace) -> SIMD3<Double> {
        if source == target { return coordinates }
        if source.isAncestor(of: target), let parent = target.parent {
            return fromParent(convert(coordinates, from: source, to: parent), to: target)
        }
        guard let parent = source.parent else {
            // The source is the root, so it is an ancestor of every target; unreachable.
            return coordinates
        }
        return convert(toParent(coordinates, from: source), from: parent, to: target)
    }

    /// One step up the tree: `coordinates` in `space` → coordinates in `space.parent`.
    static func toParent(_ c: SIMD3<Double>, from space: ColorSpace) -> SIMD3<Double> {
        typealias M = ConversionMatrices
        switch space {
        case .xyzD65: return c
        case .xyzD50: return M.d50ToD65 * c
        case .srgbLinear: return M.linearSRGBToXYZ * c
        case .srgb: return TransferFunction.srgbToLinear(c)
        case .displayP3: return M.linearP3ToXYZ * TransferFunction.srgbToLinear(c)
        case .displayP3Linear: return M.linearP3ToXYZ * c
        case .a98RGB: return M.linearA98ToXYZ * TransferFunction.decode(c, in: .a98RGB)
        case .prophotoRGB: return M.linearProPhotoToXYZD50 * TransferFunction.decode(c, in: .prophotoRGB)
        case .rec2020: return M.linearRec2020ToXYZ * TransferFunction.decode(c, in: .rec2020)
        case .lab: return Lab.xyzD50(fromLab: c)
        case .lch: return polarToRectangular(c)
        case .oklab: return OKLab.xyzD65(fromOKLab: c)
        case .oklch: return polarToRectangular(c)
        case .hsl: return HSL.srgb(fromHSL: c)
        case .hwb: return HSL.srgb(fromHWB: c)
        case .hsv: return HSL.srgb(fromHSV: c)
        }
    }

    /// One step down the tree: coordinates in `space.parent` → coordinates in `space`.
    static func fromParent(_ c: SIMD3<Double>, to space: ColorSpace) -> SIMD3<Double> {
        typealias M = ConversionMatrices
        switch space {
        case .xyzD65: return c
        case .xyzD50: return M.d65ToD50 * c
        case .srgbLinear: return M.xyzToLinearSRGB * c
        case .srgb: return TransferFunction.srgbToGamma(c)
        case .displayP3: return TransferFunction.srgbToGamma(M.xyzToLinearP3 * c)
        case .displayP3Linear: return M.xyzToLinearP3 * c
        case .a98RGB: return TransferFunction.encode(M.xyzToLinearA98 * c, in: .a98RGB)
        case .prophotoRGB: return TransferFunction.encode(M.xyzD50ToLinearProPhoto * c, in: .prophotoRGB)
        case .rec2020: return TransferFunction.encode(M.xyzToLinearRec2020 * c, in: .rec2020)
        case .lab: return Lab.lab(fromXYZD50: c)
        case .lch: return rectangularToPolar(c)
        case .oklab: return OKLab.okLab(fromXYZD65: c)
        case .oklch: return rectangularToPolar(c)
        case .hsl: return HSL.hsl(fromSRGB: c)
        case .hwb: return HSL.hwb(fromSRGB: c)
        case .hsv: return HSL.hsv(fromSRGB: c)
        }
    }

    /// (L, a, b) → (L, C, h), h in [0, 360).
    static func rectangularToPolar(_ c: SIMD3<Double>) -> SIMD3<Double> {
        let chroma = (c.y * c.y + c.z * c.z).squareRoot()
        // atan2 gives (-180°, 180°]: one conditional turn replaces a general normalization.
        var hue = atan2(c.z, c.y) * (180 / Double.pi)
        if hue < 0 {
            hue += 360
            if hue >= 360 { hue = 0 }
        }
        return SIMD3(c.x, chroma, hue)
    }

    /// (L, C, h) → (L, a, b).
    static func polarToRectangular(_ c: SIMD3<Double>) -> SIMD3<Double> {
        let radians = c.z * (Double.pi / 180)
        return SIMD3(c.x, c.y * cos(radians), c.y * sin(radians))
    }
}

/// Normalizes an angle in degrees into [0, 360).
///
/// - Parameter degrees: Any finite angle.
/// - Returns: The same direction in [0, 360); NaN and infinities are returned as they are.
@inlinable
public func normalizeHue(_ degrees: Double) -> Double {
    guard degrees.isFinite else { return degrees }
    var hue = degrees.truncatingRemainder(dividingBy: 360)
    if hue < 0 { hue += 360 }
    if hue >= 360 { hue = 0 }
    return hue
}
