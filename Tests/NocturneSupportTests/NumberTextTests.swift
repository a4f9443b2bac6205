import Foundation
import Testing
import NocturneSupport

/// About 1e-320: a subnormal, whose scaling by a power of ten once overflowed the formatters (a literal would warn).
private let subnormal = Double.leastNonzeroMagnitude * 2024

@Suite("NumberText")
struct NumberTextTests {
    @Test("decimals cut toward zero never look like a pass they are not", arguments: [
        (4.4999, 2, "4.49"), (4.5, 2, "4.5"), (21, 2, "21"), (-0.004, 2, "0"), (-1.239, 2, "-1.23"), (75.18081282096799, 1, "75.1"),
        (0.1 + 0.2, 1, "0.3"), (1e20, 2, "100000000000000000000"), (-1e300, 0, "-1" + String(repeating: "0", count: 300)),
        (subnormal, 2, "0"), (.nan, 2, "NaN"), (.infinity, 2, "infinity"), (-.infinity, 1, "-infinity"),
    ] as [(Double, Int, String)])
    func cut(_ value: Double, _ places: Int, _ expected: String) {
        #expect(NumberText.cut(value, places: places) == expected)
    }

    @Test("decimals rounded half away from zero", arguments: [
        (0.0431372549, 4, "0.0431"), (0.5, 0, "1"), (-0.5, 0, "-1"), (0.99995, 4, "1"), (1.2345, 3, "1.235"), (-0.00004, 4, "0"),
        (123_456_789.987654, 4, "123456789.9877"), (9.5e18, 0, "9500000000000000000"), (2.5e19, 2, "25000000000000000000"),
    ] as [(Double, Int, String)])
    func rounded(_ value: Double, _ places: Int, _ expected: String) {
        #expect(NumberText.rounded(value, places: places) == expected)
    }

    @Test("fixed decimals keep their zeros (Xcode components, contrast ratios)", arguments: [
        (1.0, 3, NumberText.Rounding.round, "1.000"), (0.0005, 3, .round, "0.001"), (-0.25, 3, .round, "-0.250"), (0.9995, 3, .round, "1.000"),
        (4.5, 2, .cut, "4.50"), (1e20, 3, .round, "100000000000000000000.000"), (-subnormal, 3, .round, "0.000"), (3, 0, .cut, "3"),
    ] as [(Double, Int, NumberText.Rounding, String)])
    func fixed(_ value: Double, _ places: Int, _ rounding: NumberText.Rounding, _ expected: String) {
        #expect(NumberText.decimal(value, places: places, rounding: rounding, keepsTrailingZeros: true) == expected)
    }

    @Test("a writer whose syntax has no word for NaN chooses its own text")
    func notFinite() {
        #expect(NumberText.rounded(.nan, places: 4, notFinite: "0") == "0")
        #expect(NumberText.decimal(.infinity, places: 3, rounding: .round, keepsTrailingZeros: true, notFinite: "0.000") == "0.000")
    }

    @Test("shortest round trip", arguments: [
        (1.0, "1"), (0.0, "0"), (-0.0, "0"), (0.1, "0.1"), (-12.5, "-12.5"), (1e-05, "1e-05"), (1e300, "1e+300"),
        (9_007_199_254_740_991, "9007199254740991"), (subnormal, "1e-320"), (.nan, "NaN"),
    ] as [(Double, String)])
    func shortest(_ value: Double, _ expected: String) {
        #expect(NumberText.shortest(value) == expected)
        if value.isFinite { #expect(Double(NumberText.shortest(value)) == value) }
    }

    @Test("CSS numbers: six significant digits, full digits below 1e21, exponents beyond", arguments: [
        (0.5, "0.5"), (73.33861, "73.3386"), (-200, "-200"), (1_234_567, "1234570"), (1e20, "100000000000000000000"),
        // A subnormal is written without a trap; like all round-off within 1e-10 of 0, as 0 (issue #8 §3).
        (1e21, "1e21"), (1e-7, "1e-07"), (subnormal, "0"), (-6.66e-16, "0"), (99.99999999999997, "100"), (-0.0, "0"), (.nan, "calc(NaN)"), (-.infinity, "calc(-infinity)"),
    ] as [(Double, String)])
    func css(_ value: Double, _ expected: String) {
        #expect(NumberText.css(value) == expected)
    }

    @Test("significant digits", arguments: [(1234.5678, 3, "1.23e+03"), (0.000123456, 2, "0.00012"), (100, 6, "100"), (subnormal, 6, "9.99989e-321")] as [(Double, Int, String)])
    func significant(_ value: Double, _ digits: Int, _ expected: String) {
        #expect(NumberText.significant(value, digits: digits) == expected)
    }

    @Test("the fast path writes what %.6g writes, or declines", arguments: [1, 2, 3])
    func fastPathMatchesFormat(_ seed: UInt64) {
        var state = seed
        var checked = 0
        for _ in 0..<20_000 {
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            let unit = Double(state >> 11) / Double(1 << 53)
            let exponent = Double(Int(state % 11)) - 5
            var value = unit * pow(10, exponent) * (state & 1 == 0 ? 1 : -1)
            if state % 7 == 0 { value = (value * 1000).rounded() / 1000 }
            guard let fast = NumberText.sixSignificantDigits(value) else { continue }
            var expected = String(format: "%.6g", value)
            if expected.contains(".") {
                while expected.hasSuffix("0") { expected.removeLast() }
                if expected.hasSuffix(".") { expected.removeLast() }
            }
            #expect(fast == expected, "\(value)")
            checked += 1
        }
        #expect(checked > 15_000)
    }

    @Test("the fast path declines outside its range", arguments: [0.00009, 1e6, 1e20, Double.leastNonzeroMagnitude])
    func fastPathDeclines(_ value: Double) {
        #expect(NumberText.sixSignificantDigits(value) == nil)
    }

    @Test("a count and its noun: plural unless the count is 1", arguments: [
        (0, "file", "0 files"), (1, "file", "1 file"), (2, "file", "2 files"), (1, "checked pair", "1 checked pair"), (110, "checked pair", "110 checked pairs"),
    ])
    func counted(_ count: Int, _ noun: String, _ expected: String) {
        #expect(NumberText.counted(count, noun) == expected)
    }
}
