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
        try #require(coords.count == expected.count, "\(coords)")
        for (actual, value) in zip(coords, expected) {
            #expect(abs((actual ?? .nan) - value) < 1e-9)
        }
    }

    struct Mix: Sendable, CustomTestStringConvertible {
        let arguments: [String]
        let coords: [Double]
        let alpha: Double
        var testDescription: String { arguments.joined(separator: " ") }
    }

    // coloraide 8.13 color-mix() results (generated-coloraide.json); --amount is the second color's share.
    @Test("mixes agree with CSS color-mix()", arguments: [
        Mix(arguments: ["#c12772", "#65ecd1", "--in", "oklch", "--hue", "decreasing", "--amount", "0.75"], coords: [0.781978026553, 0.142787152077, 222.612375345943], alpha: 1),
        Mix(arguments: ["rgb(57 193 195 / 0.25)", "#003fe2", "--in", "lch", "--hue", "decreasing", "--amount", "0.75"], coords: [37.175628791303, 91.190086643579, 359.684630311857], alpha: 0.8125),
    ])
    func colorMix(_ example: Mix) throws {
        let result = Tool.run(["mix"] + example.arguments + ["--json"])
        let object = try #require(jsonLines(result.standardOutput).first)
        let coords = numbers(object["coords"])
        try #require(coords.count == example.coords.count, "\(coords)")
        for (actual, expected) in zip(coords, example.coords) {
            #expect(abs((actual ?? .nan) - expected) < 1e-9 * max(1, abs(expected)))
        }
        #expect((object["alpha"] as? NSNumber)?.doubleValue == example.alpha)
    }

    @Test("text output: hex and CSS per step")
    func text() {
        let result = Tool.run(["mix", "red", "blue", "--in", "oklch", "--steps", "3"])
        #expect(result.standardOutput == """
            #ff0000  oklch(0.627955 0.257683 29.2339)
            #b700be  oklch(0.539985 0.285449 326.643)
            #0000ff  oklch(0.452014 0.313214 264.052)

            """)
    }

    @Test("--amount takes a fraction or a percentage", arguments: [("0.25", 0.25), ("25%", 0.25), ("100%", 1), ("0", 0)])
    func amount(_ text: String, _ expected: Double) throws {
        let object = try #require(jsonLines(Tool.run(["mix", "red", "blue", "--amount", text, "--json"]).standardOutput).first)
        #expect((object["amount"] as? NSNumber)?.doubleValue == expected)
    }

    @Test("choices ignore case and accept CSS's xyz alias")
    func choiceSpelling() throws {
        let object = try #require(jsonLines(Tool.run(["mix", "red", "blue", "--in", "OKLCH", "--hue", "Longer", "--json"]).standardOutput).first)
        #expect(object["space"] as? String == "oklch")
        let xyz = try #require(jsonLines(Tool.run(["color", "white", "--to", "xyz", "--json"]).standardOutput).first)
        #expect(xyz["space"] as? String == "xyz-d65")
    }

    @Test("usage errors", arguments: [
        (["mix", "#f00", "#00f", "--amount", "150%"], "invalid value '150%' for '--amount': expected a number from 0 to 1 or a percentage"),
        (["mix", "#f00"], "missing expected argument '<b>' (in a shell, quote colors that start with #: \"#0B7A75\")"),
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
