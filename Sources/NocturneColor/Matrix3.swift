/// A 3×3 matrix of `Double`, row-major, for the linear steps of color conversion.
@usableFromInline
struct Matrix3: Sendable, Hashable {
    @usableFromInline var row0: SIMD3<Double>
    @usableFromInline var row1: SIMD3<Double>
    @usableFromInline var row2: SIMD3<Double>

    @inlinable
    init(_ row0: SIMD3<Double>, _ row1: SIMD3<Double>, _ row2: SIMD3<Double>) {
        self.row0 = row0
        self.row1 = row1
        self.row2 = row2
    }

    /// The identity matrix.
    static let identity = Matrix3(SIMD3(1, 0, 0), SIMD3(0, 1, 0), SIMD3(0, 0, 1))

    @inlinable
    static func * (matrix: Matrix3, vector: SIMD3<Double>) -> SIMD3<Double> {
        SIMD3(
            matrix.row0.x * vector.x + matrix.row0.y * vector.y + matrix.row0.z * vector.z,
            matrix.row1.x * vector.x + matrix.row1.y * vector.y + matrix.row1.z * vector.z,
            matrix.row2.x * vector.x + matrix.row2.y * vector.y + matrix.row2.z * vector.z
        )
    }

    @inlinable
    static func * (lhs: Matrix3, rhs: Matrix3) -> Matrix3 {
        let transposed = rhs.transposed
        func row(_ r: SIMD3<Double>) -> SIMD3<Double> {
            SIMD3((r * transposed.row0).sum(), (r * transposed.row1).sum(), (r * transposed.row2).sum())
        }
        return Matrix3(row(lhs.row0), row(lhs.row1), row(lhs.row2))
    }

    @inlinable
    var transposed: Matrix3 {
        Matrix3(
            SIMD3(row0.x, row1.x, row2.x),
            SIMD3(row0.y, row1.y, row2.y),
            SIMD3(row0.z, row1.z, row2.z)
        )
    }

    /// The inverse by the adjugate; the color matrices are all well conditioned.
    var inverse: Matrix3 {
        let (a, b, c) = (row0.x, row0.y, row0.z)
        let (d, e, f) = (row1.x, row1.y, row1.z)
        let (g, h, i) = (row2.x, row2.y, row2.z)
        let determinant = a * (e * i - f * h) - b * (d * i - f * g) + c * (d * h - e * g)
        let scale = 1 / determinant
        return Matrix3(
            SIMD3(e * i - f * h, c * h - b * i, b * f - c * e) * scale,
            SIMD3(f * g - d * i, a * i - c * g, c * d - a * f) * scale,
            SIMD3(d * h - e * g, b * g - a * h, a * e - b * d) * scale
        )
    }

    /// The matrix from linear RGB to XYZ for primaries and a white point given as CIE xy chromaticities.
    static func rgbToXYZ(red: SIMD2<Double>, green: SIMD2<Double>, blue: SIMD2<Double>, white: SIMD3<Double>) -> Matrix3 {
        func xyz(_ p: SIMD2<Double>) -> SIMD3<Double> { SIMD3(p.x / p.y, 1, (1 - p.x - p.y) / p.y) }
        let primaries = Matrix3(xyz(red), xyz(green), xyz(blue)).transposed
        let scale = primaries.inverse * white
        return Matrix3(primaries.row0 * scale, primaries.row1 * scale, primaries.row2 * scale)
    }
}
