import Foundation

/// The transfer functions (gamma encodings) of the RGB spaces, all sign-extended for negative values.
@usableFromInline
enum TransferFunction {
    /// sRGB and Display P3: gamma-encoded → linear.
    @inlinable
    static func srgbToLinear(_ value: Double) -> Double {
        let magnitude = abs(value)
        if magnitude <= 0.04045 { return value / 12.92 }
        let linear = pow((magnitude + 0.055) / 1.055, 2.4)
        return value < 0 ? -linear : linear
    }

    /// sRGB and Display P3: linear → gamma-encoded.
    @inlinable
    static func srgbToGamma(_ value: Double) -> Double {
        let magnitude = abs(value)
        if magnitude <= 0.0031308 { return 12.92 * value }
        let encoded = 1.055 * pow(magnitude, 1 / 2.4) - 0.055
        return value < 0 ? -encoded : encoded
    }

    /// sRGB transfer applied to three components.
    @inlinable
    static func srgbToLinear(_ value: SIMD3<Double>) -> SIMD3<Double> {
        SIMD3(srgbToLinear(value.x), srgbToLinear(value.y), srgbToLinear(value.z))
    }

    /// sRGB inverse transfer applied to three components.
    @inlinable
    static func srgbToGamma(_ value: SIMD3<Double>) -> SIMD3<Double> {
        SIMD3(srgbToGamma(value.x), srgbToGamma(value.y), srgbToGamma(value.z))
    }

    static func a98ToLinear(_ value: Double) -> Double {
        let linear = pow(abs(value), 563 / 256)
        return value < 0 ? -linear : linear
    }

    /// Linear values this close to 0 are round-off of an exact 0 (blue in A98 RGB has green `-1e-16`).
    ///
    /// A pure power curve magnifies them (`(1e-16)^(1/2.2)` is `5e-8`), so the spaces encoded with
    /// one take them as 0; colors that close to black differ from it by far less than one 8-bit step.
    static let linearRoundOff = 1e-14

    static func a98ToGamma(_ value: Double) -> Double {
        if abs(value) < linearRoundOff { return 0 }
        let encoded = pow(abs(value), 256 / 563)
        return value < 0 ? -encoded : encoded
    }

    static func prophotoToLinear(_ value: Double) -> Double {
        let magnitude = abs(value)
        if magnitude <= 16 / 512 { return value / 16 }
        let linear = pow(magnitude, 1.8)
        return value < 0 ? -linear : linear
    }

    static func prophotoToGamma(_ value: Double) -> Double {
        let magnitude = abs(value)
        if magnitude >= 1 / 512 {
            let encoded = pow(magnitude, 1 / 1.8)
            return value < 0 ? -encoded : encoded
        }
        return 16 * value
    }

    /// rec2020 → linear: BT.1886's reference EOTF with no black lift, a pure 2.4 power (sign-extended).
    ///
    /// CSS Color 4 resolved in 2025 (csswg-drafts#12574) that `rec2020` is display-referred and uses this
    /// curve, not BT.2020's camera OETF; color.js and coloraide followed.
    static func rec2020ToLinear(_ value: Double) -> Double {
        let linear = pow(abs(value), 2.4)
        return value < 0 ? -linear : linear
    }

    /// linear → rec2020: the inverse 1/2.4 power (sign-extended); round-off around 0 is 0 (``linearRoundOff``).
    static func rec2020ToGamma(_ value: Double) -> Double {
        if abs(value) < linearRoundOff { return 0 }
        let encoded = pow(abs(value), 1 / 2.4)
        return value < 0 ? -encoded : encoded
    }

    /// Decodes gamma-encoded components of an RGB space to linear light (identity for linear and non-RGB spaces).
    static func decode(_ rgb: SIMD3<Double>, in space: ColorSpace) -> SIMD3<Double> {
        switch space {
        case .srgb, .displayP3: srgbToLinear(rgb)
        case .a98RGB: SIMD3(a98ToLinear(rgb.x), a98ToLinear(rgb.y), a98ToLinear(rgb.z))
        case .prophotoRGB: SIMD3(prophotoToLinear(rgb.x), prophotoToLinear(rgb.y), prophotoToLinear(rgb.z))
        case .rec2020: SIMD3(rec2020ToLinear(rgb.x), rec2020ToLinear(rgb.y), rec2020ToLinear(rgb.z))
        default: rgb
        }
    }

    /// Encodes linear-light components of an RGB space with its transfer function (identity for linear and non-RGB spaces).
    static func encode(_ rgb: SIMD3<Double>, in space: ColorSpace) -> SIMD3<Double> {
        switch space {
        case .srgb, .displayP3: srgbToGamma(rgb)
        case .a98RGB: SIMD3(a98ToGamma(rgb.x), a98ToGamma(rgb.y), a98ToGamma(rgb.z))
        case .prophotoRGB: SIMD3(prophotoToGamma(rgb.x), prophotoToGamma(rgb.y), prophotoToGamma(rgb.z))
        case .rec2020: SIMD3(rec2020ToGamma(rgb.x), rec2020ToGamma(rgb.y), rec2020ToGamma(rgb.z))
        default: rgb
        }
    }
}
