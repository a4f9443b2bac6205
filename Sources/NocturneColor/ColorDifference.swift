import Foundation

/// A formula for the perceptual distance ΔE between two colors.
public enum DeltaEMethod: String, CaseIterable, Sendable, Hashable, Codable {
    /// CIE 1976: Euclidean distance in CIE Lab (D50); 2.3 is about one just-noticeable difference.
    case cie76 = "76"
    /// CIEDE2000 (CIE 142-2001) with kL = kC = kH = 1, as Sharma, Wu and Dalal (2005) compute it; about 1 per JND.
    case ciede2000 = "2000"
    /// Euclidean distance in OKLab with lightness 0…1, the metric CSS gamut mapping uses; 0.02 is its JND.
    case ok
}

/// The reference white of the CIE Lab space that ΔE76 and CIEDE2000 measure in.
///
/// CSS `lab()` and color.js use D50 (reached from D65 colors by Bradford adaptation); coloraide and
/// colour-science measure sRGB colors in Lab relative to D65, their own white, without adaptation.
/// The two give ΔE values a few percent apart.
public enum LabReferenceWhite: String, CaseIterable, Sendable, Hashable, Codable {
    /// D50, as CSS `lab()` and `lch()`.
    case d50
    /// D65, the white of sRGB and Display P3.
    case d65
}

extension ColorValue {
    /// The perceptual distance between this color and another, by the given formula.
    ///
    /// Both colors are converted without gamut mapping (missing components count as 0); alpha is ignored.
    ///
    /// - Parameters:
    ///   - other: The color to compare with.
    ///   - method: The formula; CIEDE2000 by default.
    ///   - referenceWhite: The white of the Lab space ΔE76 and CIEDE2000 use; D50 (CSS `lab()`) by
    ///     default. ΔEOK ignores it.
    /// - Returns: ΔE, 0 for identical colors; symmetric in the two colors.
    public func deltaE(_ other: ColorValue, method: DeltaEMethod = .ciede2000, referenceWhite: LabReferenceWhite = .d50) -> Double {
        switch method {
        case .cie76:
            ColorDifference.cie76(lab(referenceWhite), other.lab(referenceWhite))
        case .ciede2000:
            ColorDifference.ciede2000(lab(referenceWhite), other.lab(referenceWhite))
        case .ok:
            ColorDifference.ok(converted(to: .oklab).coordinates, other.converted(to: .oklab).coordinates)
        }
    }

    /// CIE Lab coordinates relative to a reference white (what ``deltaE(_:method:referenceWhite:)`` compares).
    package func lab(_ white: LabReferenceWhite) -> SIMD3<Double> {
        switch white {
        case .d50: converted(to: .lab).coordinates
        case .d65: Lab.lab(fromXYZ: converted(to: .xyzD65).coordinates, white: WhitePoint.d65)
        }
    }
}

extension OKLab {
    /// ΔEOK, the Euclidean distance to another OKLab color.
    ///
    /// - Parameter other: The color to compare with.
    /// - Returns: The distance, lightness measured 0…1.
    /// - Complexity: O(1); no allocation.
    @inlinable
    public func deltaE(_ other: OKLab) -> Double {
        let dl = lightness - other.lightness, da = a - other.a, db = b - other.b
        return (dl * dl + da * da + db * db).squareRoot()
    }
}

/// The ΔE formulas on raw coordinates, for callers that already hold Lab or OKLab values.
public enum ColorDifference {
    /// ΔE 1976: the Euclidean distance between two CIE Lab colors.
    ///
    /// - Parameters:
    ///   - first: L (0…100), a, b.
    ///   - second: L, a, b.
    /// - Returns: The distance.
    @inlinable
    public static func cie76(_ first: SIMD3<Double>, _ second: SIMD3<Double>) -> Double {
        let d = first - second
        return (d.x * d.x + d.y * d.y + d.z * d.z).squareRoot()
    }

    /// ΔEOK: the Euclidean distance between two OKLab colors.
    ///
    /// - Parameters:
    ///   - first: L (0…1), a, b.
    ///   - second: L, a, b.
    /// - Returns: The distance.
    @inlinable
    public static func ok(_ first: SIMD3<Double>, _ second: SIMD3<Double>) -> Double {
        cie76(first, second)
    }

    /// CIEDE2000 between two CIE Lab colors, with the parametric factors kL = kC = kH = 1.
    ///
    /// Follows Sharma, Wu and Dalal, "The CIEDE2000 color-difference formula: implementation notes,
    /// supplementary test data, and mathematical observations" (2005), including its rules for a zero
    /// chroma (hue difference 0, mean hue the plain sum) and for hue means across 0°.
    ///
    /// - Parameters:
    ///   - first: L (0…100), a, b.
    ///   - second: L, a, b.
    /// - Returns: The difference; symmetric in the two colors.
    public static func ciede2000(_ first: SIMD3<Double>, _ second: SIMD3<Double>) -> Double {
        let (l1, a1, b1) = (first.x, first.y, first.z)
        let (l2, a2, b2) = (second.x, second.y, second.z)
        let pow25To7 = 6_103_515_625.0  // 25^7

        let chroma1 = (a1 * a1 + b1 * b1).squareRoot()
        let chroma2 = (a2 * a2 + b2 * b2).squareRoot()
        let meanChroma = (chroma1 + chroma2) / 2
        let meanChroma7 = pow(meanChroma, 7)
        let g = 0.5 * (1 - (meanChroma7 / (meanChroma7 + pow25To7)).squareRoot())

        let a1Prime = (1 + g) * a1
        let a2Prime = (1 + g) * a2
        let c1Prime = (a1Prime * a1Prime + b1 * b1).squareRoot()
        let c2Prime = (a2Prime * a2Prime + b2 * b2).squareRoot()
        let h1Prime = hueDegrees(b1, a1Prime)
        let h2Prime = hueDegrees(b2, a2Prime)

        let deltaLPrime = l2 - l1
        let deltaCPrime = c2Prime - c1Prime
        let chromaProduct = c1Prime * c2Prime
        var deltaHuePrime = 0.0
        if chromaProduct != 0 {
            deltaHuePrime = h2Prime - h1Prime
            if deltaHuePrime > 180 {
                deltaHuePrime -= 360
            } else if deltaHuePrime < -180 {
                deltaHuePrime += 360
            }
        }
        let deltaHPrime = 2 * chromaProduct.squareRoot() * sin(radians(deltaHuePrime / 2))

        let meanLPrime = (l1 + l2) / 2
        let meanCPrime = (c1Prime + c2Prime) / 2
        var meanHuePrime = h1Prime + h2Prime
        if chromaProduct != 0 {
            if abs(h1Prime - h2Prime) <= 180 {
                meanHuePrime /= 2
            } else if meanHuePrime < 360 {
                meanHuePrime = (meanHuePrime + 360) / 2
            } else {
                meanHuePrime = (meanHuePrime - 360) / 2
            }
        }

        let t = 1 - 0.17 * cos(radians(meanHuePrime - 30)) + 0.24 * cos(radians(2 * meanHuePrime))
            + 0.32 * cos(radians(3 * meanHuePrime + 6)) - 0.20 * cos(radians(4 * meanHuePrime - 63))
        let hueOffset = (meanHuePrime - 275) / 25
        let deltaTheta = 30 * exp(-hueOffset * hueOffset)
        let meanCPrime7 = pow(meanCPrime, 7)
        let rotationChroma = 2 * (meanCPrime7 / (meanCPrime7 + pow25To7)).squareRoot()
        let lightnessOffset = (meanLPrime - 50) * (meanLPrime - 50)
        let weightL = 1 + 0.015 * lightnessOffset / (20 + lightnessOffset).squareRoot()
        let weightC = 1 + 0.045 * meanCPrime
        let weightH = 1 + 0.015 * meanCPrime * t
        let rotation = -sin(radians(2 * deltaTheta)) * rotationChroma

        let lightnessTerm = deltaLPrime / weightL
        let chromaTerm = deltaCPrime / weightC
        let hueTerm = deltaHPrime / weightH
        let sum = lightnessTerm * lightnessTerm + chromaTerm * chromaTerm + hueTerm * hueTerm
            + rotation * chromaTerm * hueTerm
        return max(sum, 0).squareRoot()
    }

    /// atan2 in degrees, in [0, 360); 0 when both arguments are 0.
    private static func hueDegrees(_ y: Double, _ x: Double) -> Double {
        if x == 0 && y == 0 { return 0 }
        let degrees = atan2(y, x) * (180 / Double.pi)
        return degrees < 0 ? degrees + 360 : degrees
    }

    private static func radians(_ degrees: Double) -> Double { degrees * (Double.pi / 180) }
}
