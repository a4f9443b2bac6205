import Testing
@testable import NocturneColor

@Suite("WCAGLevel")
struct WCAGLevelTests {
    @Test("the 2.2 minimums: AA 4.5 (large 3), AAA 7 (large 4.5), in report order", arguments: zip(
        WCAGLevel.allCases, [(4.5, "AA", "AA"), (3, "AALarge", "AA Large"), (7, "AAA", "AAA"), (4.5, "AAALarge", "AAA Large")]))
    func minimums(_ level: WCAGLevel, _ expected: (Double, String, String)) {
        #expect(level.minimumRatio == expected.0)
        #expect(level.rawValue == expected.1)
        #expect(level.label == expected.2)
    }

    @Test("a ratio meets a level at or above its minimum, unrounded, within round-off; NaN meets none", arguments: [
        (4.5, [true, true, false, true]), (4.499999, [false, true, false, false]), (2.99, [false, false, false, false]),
        (4.5 - 1e-12, [true, true, false, true]), (4.5 - 1e-8, [false, true, false, false]),
        (7, [true, true, true, true]), (.nan, [false, false, false, false]),
    ])
    func isMet(_ ratio: Double, _ expected: [Bool]) {
        #expect(WCAGLevel.allCases.map { $0.isMet(by: ratio) } == expected)
    }
}
