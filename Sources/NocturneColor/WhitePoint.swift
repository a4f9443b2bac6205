/// The reference whites of CSS Color 4, from 4-figure CIE xy chromaticities.
@usableFromInline
enum WhitePoint {
    /// D65: x 0.3127, y 0.3290.
    @usableFromInline static let d65 = SIMD3<Double>(0.3127 / 0.3290, 1, (1 - 0.3127 - 0.3290) / 0.3290)
    /// D50: x 0.3457, y 0.3585.
    @usableFromInline static let d50 = SIMD3<Double>(0.3457 / 0.3585, 1, (1 - 0.3457 - 0.3585) / 0.3585)
}
