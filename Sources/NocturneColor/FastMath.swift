import Foundation

/// Elementary functions for the hot paths, faster than libm's and accurate to a few ulps.
@usableFromInline
enum FastMath {
    /// The real cube root, sign-preserving, within 1e-15 relative of libm's `cbrt`.
    ///
    /// An estimate from the exponent bits (dividing the bit pattern by three, exact at powers of 8,
    /// within about 6%) is refined by three Halley steps, each of which triples the correct digits.
    /// Zero, subnormal, infinite and NaN input go to libm.
    @inlinable
    static func cbrt(_ x: Double) -> Double {
        let magnitude = Swift.abs(x)
        guard magnitude >= 0x1p-1000, magnitude <= 0x1p1000 else { return Foundation.cbrt(x) }
        var y = Double(bitPattern: magnitude.bitPattern / 3 &+ 0x2AA0_0000_0000_0000)
        for _ in 0..<3 {
            let cube = y * y * y
            y = y * (cube + 2 * magnitude) / (2 * cube + magnitude)
        }
        return x < 0 ? -y : y
    }
}
