/// The linear maps of CSS Color 4, derived once from the spaces' chromaticities (as the spec's
/// rational matrices are) or, for Bradford and OKLab, taken from the spec's sample code.
@usableFromInline
enum ConversionMatrices {
    @usableFromInline static let d65 = WhitePoint.d65
    @usableFromInline static let d50 = WhitePoint.d50

    @usableFromInline static let linearSRGBToXYZ = Matrix3.rgbToXYZ(
        red: SIMD2(0.64, 0.33), green: SIMD2(0.30, 0.60), blue: SIMD2(0.15, 0.06), white: d65)
    @usableFromInline static let xyzToLinearSRGB = linearSRGBToXYZ.inverse

    @usableFromInline static let linearP3ToXYZ = Matrix3.rgbToXYZ(
        red: SIMD2(0.680, 0.320), green: SIMD2(0.265, 0.690), blue: SIMD2(0.150, 0.060), white: d65)
    @usableFromInline static let xyzToLinearP3 = linearP3ToXYZ.inverse

    @usableFromInline static let linearA98ToXYZ = Matrix3.rgbToXYZ(
        red: SIMD2(0.64, 0.33), green: SIMD2(0.21, 0.71), blue: SIMD2(0.15, 0.06), white: d65)
    @usableFromInline static let xyzToLinearA98 = linearA98ToXYZ.inverse

    /// ProPhoto is relative to D50.
    @usableFromInline static let linearProPhotoToXYZD50 = Matrix3.rgbToXYZ(
        red: SIMD2(0.734699, 0.265301), green: SIMD2(0.159597, 0.840403), blue: SIMD2(0.036598, 0.000105), white: d50)
    @usableFromInline static let xyzD50ToLinearProPhoto = linearProPhotoToXYZD50.inverse

    @usableFromInline static let linearRec2020ToXYZ = Matrix3.rgbToXYZ(
        red: SIMD2(0.708, 0.292), green: SIMD2(0.170, 0.797), blue: SIMD2(0.131, 0.046), white: d65)
    @usableFromInline static let xyzToLinearRec2020 = linearRec2020ToXYZ.inverse

    @usableFromInline static let d65ToD50 = Matrix3(
        SIMD3(1.0479297925449969, 0.022946870601609652, -0.05019226628920524),
        SIMD3(0.02962780877005599, 0.9904344267538799, -0.017073799063418826),
        SIMD3(-0.009243040646204504, 0.015055191490298152, 0.7518742814281371))
    @usableFromInline static let d50ToD65 = Matrix3(
        SIMD3(0.955473421488075, -0.02309845494876471, 0.06325924320057072),
        SIMD3(-0.0283697093338637, 1.0099953980813041, 0.021041441191917323),
        SIMD3(0.012314014864481998, -0.020507649298898964, 1.330365926242124))

    @usableFromInline static let xyzToLMS = Matrix3(
        SIMD3(0.819022437996703, 0.3619062600528904, -0.1288737815209879),
        SIMD3(0.0329836539323885, 0.9292868615863434, 0.0361446663506424),
        SIMD3(0.0481771893596242, 0.2642395317527308, 0.6335478284694309))
    @usableFromInline static let lmsToOKLab = Matrix3(
        SIMD3(0.210454268309314, 0.7936177747023054, -0.0040720430116193),
        SIMD3(1.9779985324311684, -2.42859224204858, 0.450593709617411),
        SIMD3(0.0259040424655478, 0.7827717124575296, -0.8086757549230774))
    @usableFromInline static let lmsToXYZ = Matrix3(
        SIMD3(1.2268798758459243, -0.5578149944602171, 0.2813910456659647),
        SIMD3(-0.0405757452148008, 1.112286803280317, -0.0717110580655164),
        SIMD3(-0.0763729366746601, -0.4214933324022432, 1.5869240198367816))
    @usableFromInline static let okLabToLMS = Matrix3(
        SIMD3(1.0, 0.3963377773761749, 0.2158037573099136),
        SIMD3(1.0, -0.1055613458156586, -0.0638541728258133),
        SIMD3(1.0, -0.0894841775298119, -1.2914855480194092))

    /// linear sRGB → LMS in one step, for the 8-bit hot path.
    @usableFromInline static let linearSRGBToLMS = xyzToLMS * linearSRGBToXYZ
    /// LMS → linear sRGB in one step, for gamut mapping.
    @usableFromInline static let lmsToLinearSRGB = xyzToLinearSRGB * lmsToXYZ
    /// LMS → linear Display P3 in one step, for gamut mapping.
    @usableFromInline static let lmsToLinearP3 = xyzToLinearP3 * lmsToXYZ
    /// linear Display P3 → LMS in one step, for gamut mapping.
    @usableFromInline static let linearP3ToLMS = xyzToLMS * linearP3ToXYZ

    /// The linear-light RGB → XYZ-D65 matrix of an RGB space and its inverse (identity for other spaces).
    static func linearRGBMatrices(_ space: ColorSpace) -> (toXYZ: Matrix3, fromXYZ: Matrix3) {
        switch space {
        case .srgb, .srgbLinear: (linearSRGBToXYZ, xyzToLinearSRGB)
        case .displayP3, .displayP3Linear: (linearP3ToXYZ, xyzToLinearP3)
        case .a98RGB: (linearA98ToXYZ, xyzToLinearA98)
        case .prophotoRGB: (d50ToD65 * linearProPhotoToXYZD50, xyzD50ToLinearProPhoto * d65ToD50)
        case .rec2020: (linearRec2020ToXYZ, xyzToLinearRec2020)
        default: (Matrix3.identity, Matrix3.identity)
        }
    }
}
