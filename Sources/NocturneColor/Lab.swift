import Foundation

/// CIE Lab (D50) conversions with the CSS Color 4 constants.
enum Lab {
    static let epsilon = 216.0 / 24389
    static let kappa = 24389.0 / 27

    static func lab(fromXYZD50 xyz: SIMD3<Double>) -> SIMD3<Double> {
        lab(fromXYZ: xyz, white: WhitePoint.d50)
    }

    /// Lab relative to any reference white, from XYZ relative to the same white.
    static func lab(fromXYZ xyz: SIMD3<Double>, white: SIMD3<Double>) -> SIMD3<Double> {
        let scaled = xyz / white
        func f(_ v: Double) -> Double { v > epsilon ? cbrt(v) : (kappa * v + 16) / 116 }
        let f0 = f(scaled.x), f1 = f(scaled.y), f2 = f(scaled.z)
        return SIMD3(116 * f1 - 16, 500 * (f0 - f1), 200 * (f1 - f2))
    }

    static func xyzD50(fromLab lab: SIMD3<Double>) -> SIMD3<Double> {
        let f1 = (lab.x + 16) / 116
        let f0 = lab.y / 500 + f1
        let f2 = f1 - lab.z / 200
        let x = f0 * f0 * f0 > epsilon ? f0 * f0 * f0 : (116 * f0 - 16) / kappa
        let y = lab.x > kappa * epsilon ? pow((lab.x + 16) / 116, 3) : lab.x / kappa
        let z = f2 * f2 * f2 > epsilon ? f2 * f2 * f2 : (116 * f2 - 16) / kappa
        return SIMD3(x, y, z) * WhitePoint.d50
    }
}
