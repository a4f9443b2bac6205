import Foundation
import Testing
@testable import nocturne

@Suite("ColorCommand")
struct ColorCommandTests {
    struct Conversion: Sendable, CustomTestStringConvertible {
        let input: String
        let space: String
        let coords: [Double?]
        let hex: String
        let inSRGB: Bool
        let inP3: Bool
        var testDescription: String { "\(input) → \(space)" }
    }

    // Expected coordinates from coloraide 8.13 (generated-coloraide.json), same CSS Color 4 math.
    static let conversions: [Conversion] = [
        Conversion(input: "#ff0000", space: "oklch", coords: [0.627955363921, 0.257683303805, 29.233880279628], hex: "#ff0000", inSRGB: true, inP3: true),
        Conversion(input: "#663399", space: "lab", coords: [32.392716420378, 38.422993762621, -47.691125511446], hex: "#663399", inSRGB: true, inP3: true),
        Conversion(input: "#767676", space: "oklch", coords: [0.5658363308, 0, nil], hex: "#767676", inSRGB: true, inP3: true),
        Conversion(input: "#ffffff", space: "lch", coords: [100, 0, nil], hex: "#ffffff", inSRGB: true, inP3: true),
        Conversion(input: "#ffa500", space: "hsl", coords: [38.823529411765, 100, 50], hex: "#ffa500", inSRGB: true, inP3: true),
        Conversion(input: "#0000ff", space: "oklab", coords: [0.452013718174, -0.032456975171, -0.311528165678], hex: "#0000ff", inSRGB: true, inP3: true),
    ]

    @Test("--to <space> --json gives the issue's shape with full-precision coords", arguments: conversions)
    func conversion(_ example: Conversion) throws {
        let result = Tool.run(["color", example.input, "--to", example.space, "--json"])
        #expect(result.status == .success)
        #expect(result.standardError.isEmpty)
        let line = try #require(result.standardOutput.split(separator: "\n").first)
        #expect(keyOrder(line) == ["input", "space", "coords", "alpha", "css", "hex", "inGamut"])
        let object = try #require(jsonLines(result.standardOutput).first)
        #expect(object["input"] as? String == example.input)
        #expect(object["space"] as? String == example.space)
        let coords = numbers(object["coords"])
        #expect(coords.count == 3)
        for (actual, expected) in zip(coords, example.coords) {
            if let expected, let actual {
                #expect(abs(actual - expected) < 1e-9 * max(1, abs(expected)), "\(actual) vs \(expected)")
            } else {
                #expect(actual == nil && expected == nil, "a powerless hue is null")
            }
        }
        #expect((object["alpha"] as? NSNumber)?.doubleValue == 1)
        #expect(object["hex"] as? String == example.hex)
        let gamut = try #require(object["inGamut"] as? [String: Bool])
        #expect(gamut == ["srgb": example.inSRGB, "p3": example.inP3])
    }

    @Test("full precision: the coords are not rounded to the CSS's digits")
    func fullPrecision() throws {
        let result = Tool.run(["color", "#ff0000", "--to", "oklch", "--json"])
        let coords = numbers(try #require(jsonLines(result.standardOutput).first)["coords"])
        let lightness = try #require(coords.first ?? nil)
        #expect(String(lightness).count > 10)
    }

    @Test("standard input: one color per line, errors as objects, processing continues, exit 1")
    func standardInput() throws {
        let result = Tool.run(["color", "-", "--to", "oklch", "--json"], standardInput: "#ff0000\n\n  #zz  \n#0000ff\n")
        #expect(result.status == .failure)
        let objects = jsonLines(result.standardOutput)
        try #require(objects.count == 3)
        #expect(objects[0]["input"] as? String == "#ff0000")
        #expect(objects[1]["input"] as? String == "#zz")
        #expect((objects[1]["error"] as? String)?.contains("#zz") == true)
        #expect(keyOrder(result.standardOutput.split(separator: "\n")[1]) == ["input", "error"])
        #expect(objects[2]["hex"] as? String == "#0000ff")
    }

    @Test("text output: one CSS line per color; errors on stderr")
    func text() {
        let result = Tool.run(["color", "#0b7a75", "#nope"])
        #expect(result.status == .failure)
        #expect(result.standardOutput.split(separator: "\n").count == 1)
        #expect(result.standardError.hasPrefix("Error: #nope: "))
    }

    @Test("--specified cannot be combined with a conversion")
    func specifiedWithConversion() {
        let result = Tool.run(["color", "red", "--specified", "--to", "oklch"])
        #expect(result.status == .usage)
    }
}
