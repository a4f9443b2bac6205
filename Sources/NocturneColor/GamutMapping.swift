import Foundation

/// The RGB gamuts Nocturne maps into with CSS Color 4's algorithm.
public enum Gamut: String, CaseIterable, Sendable, Hashable {
    /// sRGB, the gamut of the web and of 8-bit hex colors.
    case srgb
    /// Display P3, the wide gamut of Apple displays.
    case displayP3 = "p3"

    /// The RGB space whose unit cube is this gamut.
    public var space: ColorSpace {
        switch self {
        case .srgb: .srgb
        case .displayP3: .displayP3
        }
    }
}

extension ColorSpace {
    /// The RGB space whose unit cube bounds this space's colors, or `nil` for an unbounded space.
    ///
    /// An RGB space bounds itself; `hsl`, `hwb` and `hsv` are bounded by `srgb`; XYZ, Lab, LCH,
    /// OKLab and OKLCH are unbounded.
    public var gamutSpace: ColorSpace? {
        if isRGB { return self }
        if isSRGBCylindrical { return .srgb }
        return nil
    }
}

extension ColorValue {
    /// Whether the color lies inside a space's gamut (an RGB unit cube), within a tolerance.
    ///
    /// `hsl`, `hwb` and `hsv` are tested against sRGB, the space they are built on; unbounded spaces
    /// (XYZ, Lab, LCH, OKLab, OKLCH) contain every color.
    ///
    /// - Parameters:
    ///   - space: The space whose gamut to test.
    ///   - tolerance: How far outside 0…1 a component may be, for round-off (default 0.000075, as color.js).
    /// - Returns: `true` when every component of the color, converted to the gamut's RGB space, is in range.
    ///   A NaN component is never in gamut.
    public func isInGamut(_ space: ColorSpace, tolerance: Double = 0.000075) -> Bool {
        guard let rgbSpace = space.gamutSpace else { return true }
        return ColorValue.inUnitCube(converted(to: rgbSpace).coordinates, tolerance: tolerance)
    }

    /// Whether the color is inside a gamut, within the default tolerance of ``isInGamut(_:tolerance:)``.
    ///
    /// Disfavored, so that `.srgb` and `.displayP3` written bare pick the ``ColorSpace`` overload.
    ///
    /// - Parameter gamut: sRGB or Display P3.
    /// - Returns: `true` when the color is inside.
    @_disfavoredOverload
    public func isInGamut(_ gamut: Gamut) -> Bool { isInGamut(gamut.space) }

    @inlinable
    static func inUnitCube(_ rgb: SIMD3<Double>, tolerance: Double) -> Bool {
        rgb.x >= -tolerance && rgb.x <= 1 + tolerance && rgb.y >= -tolerance && rgb.y <= 1 + tolerance
            && rgb.z >= -tolerance && rgb.z <= 1 + tolerance
    }

    /// The color clipped into a space's gamut: converted, then each RGB component clamped to 0…1.
    ///
    /// For `hsl`, `hwb` and `hsv` the clamping happens in sRGB and the result is converted back; for
    /// unbounded spaces this is plain conversion. NaN components clip to 0.
    ///
    /// - Parameter space: The destination space.
    /// - Returns: The clipped color in `space`, with the alpha kept.
    public func clipped(to space: ColorSpace) -> ColorValue {
        guard let rgbSpace = space.gamutSpace else { return converted(to: space) }
        let rgb = converted(to: rgbSpace)
        let clipped = ColorValue(rgbSpace, GamutMapper.clip(rgb.coordinates), alpha: alpha, missing: missing.intersection(.alpha))
        return clipped.converted(to: space)
    }

    /// The color mapped into a space's gamut by CSS Color 4's gamut-mapping algorithm.
    ///
    /// Colors already inside are converted and returned as they are. Otherwise OKLCH chroma is reduced by
    /// binary search at constant lightness and hue, accepting a clipped result within a ΔEOK of 0.02 (the
    /// JND) of the reduced color; lightness ≥ 1 or ≤ 0 gives white or black. `hsl`, `hwb` and `hsv` map
    /// into sRGB; unbounded spaces are converted without mapping. Non-finite components never loop or
    /// crash: NaN components end up as 0.
    ///
    /// - Parameter space: The destination space.
    /// - Returns: The mapped color in `space`, inside its gamut, with the alpha kept.
    /// - Complexity: At most about 14 halvings of the chroma; no allocation.
    public func gamutMapped(to space: ColorSpace) -> ColorValue {
        guard let rgbSpace = space.gamutSpace else { return converted(to: space) }
        // Already inside the destination's own RGB space: the algorithm returns it as it is, so the OKLCH round
        // trip is skipped. Colors within 1e-6 of white or black take the full path, where CSS returns white or
        // black exactly (black with its missing components dropped).
        if self.space == space, space == rgbSpace, ColorValue.inUnitCube(coordinates, tolerance: 0),
           coordinates.min() < 1 - 1e-6, coordinates.max() > 1e-6 {
            return self
        }
        let keptMissing = missing.intersection(.alpha)
        let origin = converted(to: .oklch).coordinates
        let mapped: SIMD3<Double>
        if origin.x >= 1 {
            mapped = SIMD3(repeating: 1)
        } else if origin.x <= 0 {
            mapped = SIMD3(repeating: 0)
        } else {
            if ColorValue.inUnitCube(converted(to: rgbSpace).coordinates, tolerance: 0) {
                return converted(to: space)
            }
            let oklch = OKLCH(lightness: origin.x, chroma: origin.y, hue: origin.z)
            switch rgbSpace {
            case .srgb: mapped = GamutMapper.map(oklch, into: SRGBDestination())
            case .displayP3: mapped = GamutMapper.map(oklch, into: DisplayP3Destination())
            default: mapped = GamutMapper.map(oklch, into: AnyRGBDestination(space: rgbSpace))
            }
        }
        return ColorValue(rgbSpace, mapped, alpha: alpha, missing: keptMissing).converted(to: space)
    }

    /// The color mapped into a gamut by CSS Color 4's algorithm, as the ``ColorSpace`` overload does.
    ///
    /// Disfavored, so that `.srgb` and `.displayP3` written bare pick the ``ColorSpace`` overload.
    ///
    /// - Parameter gamut: sRGB or Display P3.
    /// - Returns: The mapped color in the gamut's RGB space.
    @_disfavoredOverload
    public func gamutMapped(to gamut: Gamut) -> ColorValue { gamutMapped(to: gamut.space) }

    /// The 8-bit sRGB color that ships for this color: CSS gamut mapping into sRGB, then rounding half up.
    ///
    /// Alpha is dropped; composite first (``composited(over:)``) when it matters.
    public var rgb8: RGB8 { RGB8(srgb: gamutMapped(to: .srgb).coordinates) }
}

extension OKLCH {
    /// Gamma-encoded sRGB of this color, mapped into gamut by CSS Color 4's algorithm.
    ///
    /// - Complexity: At most about 14 halvings of the chroma; no allocation.
    @inlinable
    public var gamutMappedSRGB: SIMD3<Double> { GamutMapper.map(self, into: SRGBDestination()) }

    /// Gamma-encoded Display P3 of this color, mapped into gamut by CSS Color 4's algorithm.
    ///
    /// - Complexity: At most about 14 halvings of the chroma; no allocation.
    @inlinable
    public var gamutMappedDisplayP3: SIMD3<Double> { GamutMapper.map(self, into: DisplayP3Destination()) }

    /// The 8-bit sRGB color that ships for this color: CSS gamut mapping, then rounding half up.
    ///
    /// - Complexity: As ``gamutMappedSRGB``; no allocation.
    @inlinable
    public var rgb8: RGB8 { RGB8(srgb: gamutMappedSRGB) }
}

/// An RGB space that gamut mapping works in: its linear-light form, where the gamut is the unit cube.
///
/// The transfer functions are monotonic and fix 0 and 1, so testing and clipping linear values is the
/// same as testing and clipping encoded ones; only the final result is encoded.
@usableFromInline
protocol GamutDestination {
    /// Linear-light RGB of an OKLab color.
    func linear(from lab: OKLab) -> SIMD3<Double>
    /// The OKLab color of linear-light RGB.
    func okLab(fromLinear rgb: SIMD3<Double>) -> OKLab
    /// Gamma-encodes linear-light RGB.
    func encode(_ rgb: SIMD3<Double>) -> SIMD3<Double>
}

@usableFromInline
struct SRGBDestination: GamutDestination {
    @inlinable init() {}
    @inlinable func linear(from lab: OKLab) -> SIMD3<Double> { lab.linearSRGB }
    @inlinable func okLab(fromLinear rgb: SIMD3<Double>) -> OKLab { OKLab(linearSRGB: rgb) }
    @inlinable func encode(_ rgb: SIMD3<Double>) -> SIMD3<Double> { TransferFunction.srgbToGamma(rgb) }
}

@usableFromInline
struct DisplayP3Destination: GamutDestination {
    @inlinable init() {}
    @inlinable func linear(from lab: OKLab) -> SIMD3<Double> { lab.linearDisplayP3 }
    @inlinable func okLab(fromLinear rgb: SIMD3<Double>) -> OKLab { OKLab(lms: ConversionMatrices.linearP3ToLMS * rgb) }
    @inlinable func encode(_ rgb: SIMD3<Double>) -> SIMD3<Double> { TransferFunction.srgbToGamma(rgb) }
}

/// Any RGB space, through its linear-light ↔ XYZ-D65 matrices.
struct AnyRGBDestination: GamutDestination {
    let space: ColorSpace
    let toXYZ: Matrix3
    let fromXYZ: Matrix3

    init(space: ColorSpace) {
        self.space = space
        (toXYZ, fromXYZ) = ConversionMatrices.linearRGBMatrices(space)
    }

    func linear(from lab: OKLab) -> SIMD3<Double> { fromXYZ * (ConversionMatrices.lmsToXYZ * lab.lms) }
    func okLab(fromLinear rgb: SIMD3<Double>) -> OKLab { OKLab(lms: ConversionMatrices.xyzToLMS * (toXYZ * rgb)) }
    func encode(_ rgb: SIMD3<Double>) -> SIMD3<Double> { TransferFunction.encode(rgb, in: space) }
}

/// CSS Color 4 §13.2 "binary search gamut mapping with local MINDE", over any RGB destination.
@usableFromInline
enum GamutMapper {
    @usableFromInline static let justNoticeableDifference = 0.02
    @usableFromInline static let epsilon = 0.0001

    /// Clamps each component to 0…1; NaN becomes 0.
    @inlinable
    static func clip(_ value: SIMD3<Double>) -> SIMD3<Double> {
        @inline(__always) func unit(_ v: Double) -> Double { v > 0 ? (v < 1 ? v : 1) : 0 }
        return SIMD3(unit(value.x), unit(value.y), unit(value.z))
    }

    @inlinable
    static func deltaEOK(_ first: OKLab, _ second: OKLab) -> Double {
        let dl = first.lightness - second.lightness, da = first.a - second.a, db = first.b - second.b
        return (dl * dl + da * da + db * db).squareRoot()
    }

    /// Maps `origin` into the unit cube of `destination`, returning gamma-encoded components.
    @inlinable
    static func map<Destination: GamutDestination>(_ origin: OKLCH, into destination: Destination) -> SIMD3<Double> {
        if origin.lightness >= 1 { return SIMD3(repeating: 1) }
        if origin.lightness <= 0 { return SIMD3(repeating: 0) }
        let originLab = origin.oklab
        let direct = destination.linear(from: originLab)
        if ColorValue.inUnitCube(direct, tolerance: 0) { return destination.encode(direct) }

        var clipped = clip(direct)
        // Non-finite input (NaN lightness or hue, infinite chroma) has nothing to search: clip it.
        guard origin.lightness.isFinite, origin.chroma.isFinite, origin.hue.isFinite else {
            return destination.encode(clipped)
        }
        if deltaEOK(destination.okLab(fromLinear: clipped), originLab) < justNoticeableDifference {
            return destination.encode(clipped)
        }

        // Chroma changes, hue does not: the direction in the a–b plane is computed once.
        let radians = origin.hue * (Double.pi / 180)
        let cosine = cos(radians), sine = sin(radians)
        var low = 0.0
        var high = origin.chroma
        var lowInGamut = true
        while high - low > epsilon {
            let chroma = (low + high) / 2
            let currentLab = OKLab(lightness: origin.lightness, a: chroma * cosine, b: chroma * sine)
            let candidate = destination.linear(from: currentLab)
            if lowInGamut && ColorValue.inUnitCube(candidate, tolerance: 0) {
                low = chroma
                continue
            }
            clipped = clip(candidate)
            let difference = deltaEOK(destination.okLab(fromLinear: clipped), currentLab)
            if difference < justNoticeableDifference {
                if justNoticeableDifference - difference < epsilon { break }
                lowInGamut = false
                low = chroma
            } else {
                high = chroma
            }
        }
        return destination.encode(clipped)
    }
}
