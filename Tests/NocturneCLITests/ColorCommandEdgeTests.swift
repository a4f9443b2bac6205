import Foundation
import NocturneTestSupport
import Testing
@testable import nocturne

/// `nocturne color … --to hsl|hwb|hsv` at the edges: white, black, grays and near-grays print clean
/// numbers, in range (issue #8 §3).
@Suite("ColorCommand at the achromatic edges")
struct ColorCommandEdgeTests {
    @Test("white from other spaces prints saturation 0 and no round-off", arguments: [
        ("oklch(1 0 0)", "hsl", "hsl(none 0% 100%)"),
        ("color(display-p3 1 1 1)", "hsl", "hsl(none 0% 100%)"),
        ("oklch(1 0 0)", "hwb", "hwb(none 100% 0%)"),
        ("color(display-p3 1 1 1)", "hwb", "hwb(none 100% 0%)"),
        ("lab(100 0 0)", "hsv", "hsv(none 0% 100%)"),
        ("oklch(0 0 0)", "hwb", "hwb(none 0% 100%)"),
        ("color(rec2020 0.5 0.5 0.5)", "hsl", "hsl(none 0% 47.25%)"),
    ])
    func white(input: String, space: String, expected: String) {
        let result = Tool.run(["color", input, "--to", space])
        #expect(result.status == .success)
        #expect(result.standardOutput == expected + "\n")
    }

    @Test("every sweep color prints in range in hsl, hwb and hsv; named colors and grays without numbers below 1e-6", arguments: AchromaticCase.all)
    func sweep(sample: AchromaticCase) throws {
        for space in ["hsl", "hwb", "hsv"] {
            let result = Tool.run(["color", sample.input, "--to", space])
            #expect(result.status == .success)
            let text = result.standardOutput.trimmingCharacters(in: .newlines)
            #expect(text.hasPrefix(space + "("), "\(text)")
            let numbers = text.split(whereSeparator: { " (),/%".contains($0) }).compactMap { Double($0) }
            if sample.hasOnlyRoundOffNearZero {
                #expect(numbers.allSatisfy { $0 == 0 || abs($0) >= 1e-6 }, "\(text)")
            }
            let percentages = text.split(separator: " ").filter { $0.contains("%") }.compactMap { Double($0.filter { $0 != "%" && $0 != ")" }) }
            #expect(percentages.count == 2, "\(text)")
            #expect(percentages.allSatisfy { $0 >= 0 && $0 <= 100 }, "\(text)")
        }
    }
}
