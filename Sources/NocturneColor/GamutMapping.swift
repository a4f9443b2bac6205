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

extension ColorValue {
    /// Whether the color lies inside an RGB space's unit cube, within a tolerance.
    ///
    /// - Parameters:
    ///   - space: An RGB space (`srgb`, `display-p3`, …); for other spaces this is always `true`.
    ///   - tolerance: How far outside 0…1 a component may be, for round-off (default 0.000075, as color.js).
    /// - Returns: `true` when every component is in range.
    public func isInGamut(_ space: ColorSpace, tolerance: Double = 0.000075) -> Bool {
        guard space.isRGB || space.isSRGBCylindrical else { return true }
        let rgb: SIMD3<Double>
        if space.isSRGBCylindrical {
            rgb = converted(to: .srgb).coordinates
        } else {
            rgb = converted(to: space).coordinates
        }
        return ColorValue.inUnitCube(rgb, tolerance: tolerance)
    }

    /// Whether the color is inside a gamut.
    public func isInGamut(_ gamut: Gamut) -> Bool { isInGamut(gamut.space) }

    @inlinable
    static func inUnitCube(_ rgb: SIMD3<Double>, tolerance: Double) -> Bool {
        rgb.x >= -tolerance && rgb.x <= 1 + tolerance && rgb.y >= -tolerance && rgb.y <= 1 + tolerance
            && rgb.z >= -tolerance && rgb.z <= 1 + tolerance
    }

    /// The color clipped into an RGB space: converted, then each component clamped to 0…1.
    ///
    /// - Parameter space: An RGB space.
    /// - Returns: The clipped color in `space`.
    public func clipped(to space: ColorSpace) -> ColorValue {
        let converted = converted(to: space)
        guard space.isRGB else { return converted }
        let c = converted.coordinates
        return ColorValue(space, SIMD3(min(max(c.x, 0), 1), min(max(c.y, 0), 1), min(max(c.z, 0), 1)), alpha: alpha, missing: missing.intersection(.alpha))
    }

    /// The color mapped into an RGB space by CSS Color 4's gamut-mapping algorithm.
    ///
    /// Binary search on OKLCH chroma at constant lightness and hue, accepting a clipped result
    /// within a ΔEOK of 0.02 (the JND). Colors with lightness ≥ 1 or ≤ 0 become white or black.
    ///
    /// - Parameter space: The destination RGB space.
    /// - Returns: The mapped color in `space`, inside its gamut.
    public func gamutMapped(to space: ColorSpace) -> ColorValue {
        guard space.isRGB else { return converted(to: space) }
        let origin = converted(to: .oklch).coordinates
        let mapped = GamutMapper.map(
            OKLCH(lightness: origin.x, chroma: origin.y, hue: origin.z),
            into: AnyRGBDestination(space: space)
        )
        return ColorValue(space, mapped, alpha: alpha, missing: missing.intersection(.alpha))
    }

    /// The color mapped into a gamut by CSS Color 4's algorithm.
    public func gamutMapped(to gamut: Gamut) -> ColorValue { gamutMapped(to: gamut.space) }
}

extension OKLCH {
    /// Gamma-encoded sRGB of this color, mapped into gamut by CSS Color 4's algorithm.
    ///
    /// - Complexity: O(log(chroma / 0.0001)) steps; no allocation.
    public var gamutMappedSRGB: SIMD3<Double> { GamutMapper.map(self, into: SRGBDestination()) }

    /// Gamma-encoded Display P3 of this color, mapped into gamut by CSS Color 4's algorithm.
    public var gamutMappedDisplayP3: SIMD3<Double> { GamutMapper.map(self, into: DisplayP3Destination()) }

    /// The 8-bit sRGB color that ships for this color: CSS gamut mapping, then rounding half up.
    public var rgb8: RGB8 { RGB8(srgb: gamutMappedSRGB) }
}

/// A gamma-encoded RGB space that gamut mapping converts OKLab into and back.
protocol GamutDestination {
    func fromOKLab(_ lab: OKLab) -> SIMD3<Double>
    func toOKLab(_ rgb: SIMD3<Double>) -> OKLab
}

struct SRGBDestination: GamutDestination {
    @inline(__always) func fromOKLab(_ lab: OKLab) -> SIMD3<Double> { TransferFunction.srgbToGamma(lab.linearSRGB) }
    @inline(__always) func toOKLab(_ rgb: SIMD3<Double>) -> OKLab { OKLab(linearSRGB: TransferFunction.srgbToLinear(rgb)) }
}

struct DisplayP3Destination: GamutDestination {
    @inline(__always) func fromOKLab(_ lab: OKLab) -> SIMD3<Double> { TransferFunction.srgbToGamma(lab.linearDisplayP3) }
    @inline(__always) func toOKLab(_ rgb: SIMD3<Double>) -> OKLab {
        OKLab(lms: ConversionMatrices.xyzToLMS * (ConversionMatrices.linearP3ToXYZ * TransferFunction.srgbToLinear(rgb)))
    }
}

struct AnyRGBDestination: GamutDestination {
    let space: ColorSpace
    func fromOKLab(_ lab: OKLab) -> SIMD3<Double> {
        ColorValue.convert(SIMD3(lab.lightness, lab.a, lab.b), from: .oklab, to: space)
    }
    func toOKLab(_ rgb: SIMD3<Double>) -> OKLab {
        let lab = ColorValue.convert(rgb, from: space, to: .oklab)
        return OKLab(lightness: lab.x, a: lab.y, b: lab.z)
    }
}

/// CSS Color 4 §13.2 "binary search gamut mapping with local MINDE", over any RGB destination.
enum GamutMapper {
    static let justNoticeableDifference = 0.02
    static let epsilon = 0.0001

    /// Maps `origin` into the unit cube of `destination`, returning gamma-encoded components.
    @inline(__always)
    static func map<Destination: GamutDestination>(_ origin: OKLCH, into destination: Destination) -> SIMD3<Double> {
        if origin.lightness >= 1 { return SIMD3(repeating: 1) }
        if origin.lightness <= 0 { return SIMD3(repeating: 0) }
        let direct = destination.fromOKLab(origin.oklab)
        if ColorValue.inUnitCube(direct, tolerance: 0) { return direct }

        @inline(__always) func clip(_ value: SIMD3<Double>) -> SIMD3<Double> {
            SIMD3(min(max(value.x, 0), 1), min(max(value.y, 0), 1), min(max(value.z, 0), 1))
        }
        @inline(__always) func deltaEOK(_ rgb: SIMD3<Double>, _ reference: OKLab) -> Double {
            let lab = destination.toOKLab(rgb)
            let d = SIMD3(lab.lightness - reference.lightness, lab.a - reference.a, lab.b - reference.b)
            return (d * d).sum().squareRoot()
        }

        var current = origin
        var clipped = clip(direct)
        if deltaEOK(clipped, origin.oklab) < justNoticeableDifference { return clipped }

        var low = 0.0
        var high = origin.chroma
        var lowInGamut = true
        while high - low > epsilon {
            let chroma = (low + high) / 2
            current.chroma = chroma
            let currentLab = current.oklab
            let candidate = destination.fromOKLab(currentLab)
            if lowInGamut && ColorValue.inUnitCube(candidate, tolerance: 0) {
                low = chroma
                continue
            }
            clipped = clip(candidate)
            let difference = deltaEOK(clipped, currentLab)
            if difference < justNoticeableDifference {
                if justNoticeableDifference - difference < epsilon { return clipped }
                lowInGamut = false
                low = chroma
            } else {
                high = chroma
            }
        }
        return clipped
    }
}
