import Foundation
import Testing
@testable import nocturne

@Suite("MixCommand")
struct MixCommandTests {
    @Test("--steps gives evenly spaced JSON Lines from <a> to <b> inclusive")
    func steps() throws {
        let result = Tool.run(["mix", "#ff0000", "#0000ff", "--steps", "5", "--json"])
        #expect(result.status == .success)
        let objects = jsonLines(result.standardOutput)
        try #require(objects.count == 5)
        #expect(objects.map { ($0["amount"] as? NSNumber)?.doubleValue } == [0, 0.25, 0.5, 0.75, 1])
        #expect(objects.first?["hex"] as? String == "#ff0000")
        #expect(objects.last?["hex"] as? String == "#0000ff")
        #expect(objects.allSatisfy { $0["space"] as? String == "oklab" })
        #expect(keyOrder(result.standardOutput.split(separator: "\n")[0]) == ["amount", "space", "coords", "alpha", "css", "hex", "inGamut"])
    }

    @Test("the midpoint in oklab is the average of the OKLab coordinates")
    func midpoint() throws {
        let result = Tool.run(["mix", "#ff0000", "#0000ff", "--json"])
        let coords = numbers(try #require(jsonLines(result.standardOutput).first)["coords"])
        // coloraide: red = (0.627955363921, 0.224863068426, 0.125846277331), blue = (0.452013718174, -0.032456975171, -0.311528165678)
        let expected = [0.5399845410475, 0.0962030466275, -0.0928409441735]
        for (actual, value) in zip(coords, expected) {
            #expect(abs((actual ?? .nan) - value) < 1e-9)
        }
    }

    @Test("usage errors", arguments: [
        (["mix", "#f00", "#00f", "--steps", "1"], "invalid value '1' for '--steps': expected a whole number from 2 to 10000"),
        (["mix", "#f00", "#00f", "--steps", "3", "--amount", "0.2"], "'--amount' and '--steps' cannot be used together"),
        (["mix", "#f00", "#00f", "--hue", "longer"], "'--hue' needs a polar interpolation space (lch, oklch, hsl, hwb, hsv), not 'oklab'"),
        (["mix", "#f00", "#00f", "--in", "oklhc"], "invalid value 'oklhc' for '--in'; did you mean 'oklch'?"),
    ])
    func usageErrors(_ arguments: [String], _ message: String) {
        let result = Tool.run(arguments)
        #expect(result.status == .usage)
        #expect(result.standardError.hasPrefix("Error: " + message))
    }
}
