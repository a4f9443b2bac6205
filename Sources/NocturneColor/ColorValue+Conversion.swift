import Foundation

extension ColorSpace {
    /// The space this one is defined from, one step closer to XYZ-D65 (the root of the tree).
    ///
    /// Conversion walks this tree: up from the source to the nearest common ancestor of the target,
    /// then down. Keeping close spaces close (`oklch` → `oklab`, `hwb` → `srgb`) keeps round trips exact.
    var parent: ColorSpace? {
        switch self {
        case .xyzD65: nil
        case .xyzD50, .srgbLinear, .displayP3, .a98RGB, .rec2020, .oklab: .xyzD65
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

    static func isHuePowerless(_ coordinates: SIMD3<Double>, in space: ColorSpace) -> Bool {
        switch space {
        case .lch, .oklch: return coordinates[1] <= space.powerlessChroma
        case .hsl, .hsv: return abs(coordinates[1]) < 1e-12
        case .hwb: return coordinates[1] + coordinates[2] >= 100 - 1e-12
        default: return false
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
        case .srgb: return SIMD3(TransferFunction.srgbToLinear(c.x), TransferFunction.srgbToLinear(c.y), TransferFunction.srgbToLinear(c.z))
        case .displayP3:
            return M.linearP3ToXYZ * SIMD3(TransferFunction.srgbToLinear(c.x), TransferFunction.srgbToLinear(c.y), TransferFunction.srgbToLinear(c.z))
        case .a98RGB:
            return M.linearA98ToXYZ * SIMD3(TransferFunction.a98ToLinear(c.x), TransferFunction.a98ToLinear(c.y), TransferFunction.a98ToLinear(c.z))
        case .prophotoRGB:
            return M.linearProPhotoToXYZD50 * SIMD3(TransferFunction.prophotoToLinear(c.x), TransferFunction.prophotoToLinear(c.y), TransferFunction.prophotoToLinear(c.z))
        case .rec2020:
            return M.linearRec2020ToXYZ * SIMD3(TransferFunction.rec2020ToLinear(c.x), TransferFunction.rec2020ToLinear(c.y), TransferFunction.rec2020ToLinear(c.z))
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
        case .srgb: return SIMD3(TransferFunction.srgbToGamma(c.x), TransferFunction.srgbToGamma(c.y), TransferFunction.srgbToGamma(c.z))
        case .displayP3:
            let l = M.xyzToLinearP3 * c
            return SIMD3(TransferFunction.srgbToGamma(l.x), TransferFunction.srgbToGamma(l.y), TransferFunction.srgbToGamma(l.z))
        case .a98RGB:
            let l = M.xyzToLinearA98 * c
            return SIMD3(TransferFunction.a98ToGamma(l.x), TransferFunction.a98ToGamma(l.y), TransferFunction.a98ToGamma(l.z))
        case .prophotoRGB:
            let l = M.xyzD50ToLinearProPhoto * c
            return SIMD3(TransferFunction.prophotoToGamma(l.x), TransferFunction.prophotoToGamma(l.y), TransferFunction.prophotoToGamma(l.z))
        case .rec2020:
            let l = M.xyzToLinearRec2020 * c
            return SIMD3(TransferFunction.rec2020ToGamma(l.x), TransferFunction.rec2020ToGamma(l.y), TransferFunction.rec2020ToGamma(l.z))
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
        return SIMD3(c.x, chroma, normalizeHue(atan2(c.z, c.y) * (180 / Double.pi)))
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
