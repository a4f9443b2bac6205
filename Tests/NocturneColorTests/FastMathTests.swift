import Foundation
import Testing
@testable import NocturneColor

@Suite("FastMath")
struct FastMathTests {
    static let special: [Double] = [0, -0.0, 0x1p-1030, -0x1p-1060, 0x1p1010, .infinity, -.infinity, .nan, 1, -1, 8, -27, 0.001]

    @Test("cube root within 1e-15 relative of libm over 24 decades, both signs")
    func accuracy() {
        var worst = 0.0
        var value = 1e-12
        while value < 1e12 {
            for x in [value, -value] {
                let exact = Foundation.cbrt(x)
                worst = max(worst, abs(FastMath.cbrt(x) - exact) / abs(exact))
            }
            value *= 1.0137
        }
        #expect(worst < 1e-15, "worst relative error \(worst)")
    }

    @Test("zero, subnormals, infinities and NaN behave as libm's", arguments: special)
    func specialValues(_ x: Double) {
        let fast = FastMath.cbrt(x), exact = Foundation.cbrt(x)
        if exact.isNaN {
            #expect(fast.isNaN)
        } else {
            #expect(fast.sign == exact.sign)
            #expect(exact == 0 || exact.isInfinite ? fast == exact : abs(fast - exact) / abs(exact) < 1e-15)
        }
    }
}
