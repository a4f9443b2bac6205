import Foundation
import NocturneSupport
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

    // Expected coordinates from coloraide 8.13 (generated-coloraide.json), same CSS Color 4 math; display-p3 green in
    // srgb-linear from CSS Color 4's rational matrices (lin_P3_to_XYZ, XYZ_to_lin_sRGB) evaluated exactly.
    static let conversions: [Conversion] = [
        Conversion(input: "#ff0000", space: "oklch", coords: [0.627955363921, 0.257683303805, 29.233880279628], hex: "#ff0000", inSRGB: true, inP3: true),
        Conversion(input: "#663399", space: "lab", coords: [32.392716420378, 38.422993762621, -47.691125511446], hex: "#663399", inSRGB: true, inP3: true),
        Conversion(input: "#767676", space: "oklch", coords: [0.5658363308, 0, nil], hex: "#767676", inSRGB: true, inP3: true),
        Conversion(input: "#ffffff", space: "lch", coords: [100, 0, nil], hex: "#ffffff", inSRGB: true, inP3: true),
        Conversion(input: "#ffa500", space: "hsl", coords: [38.823529411765, 100, 50], hex: "#ffa500", inSRGB: true, inP3: true),
        Conversion(input: "rebeccapurple", space: "oklch", coords: [0.440271796002, 0.160295999381, 303.372988488556], hex: "#663399", inSRGB: true, inP3: true),
        Conversion(input: "hwb(320 30% 40%)", space: "lab", coords: [43.705398903324, 37.497139741873, -13.87163865201], hex: "#994d80", inSRGB: true, inP3: true),
        Conversion(input: "color(display-p3 1 0 0)", space: "oklch", coords: [0.648574075144, 0.299485286338, 28.958132730804], hex: "#ff0b0c", inSRGB: false, inP3: true),
        Conversion(input: "color(display-p3 0 1 0)", space: "srgb-linear", coords: [-0.224940176281, 1.04205695471, -0.078636045551], hex: "#00fb29", inSRGB: false, inP3: true),
        Conversion(input: "lab(50 100 -100)", space: "oklch", coords: [0.632040262366, 0.361060998952, 308.952871559671], hex: "#bd2dff", inSRGB: false, inP3: false),
        Conversion(input: "color(srgb-linear 0.5 0.5 0.5)", space: "oklch", coords: [0.793700525984, 0, nil], hex: "#bcbcbc", inSRGB: true, inP3: true),
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
        try #require(coords.count == example.coords.count)
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

    struct Serialization: Sendable, CustomTestStringConvertible {
        let input: String
        let space: String
        let computed: String
        let specified: String
        var testDescription: String { input }
    }

    @Test("without --to: the input's own space and its CSSOM serialization; --specified keeps names and color-mix()", arguments: [
        Serialization(input: "rgb(1 2 3)", space: "srgb", computed: "rgb(1, 2, 3)", specified: "rgb(1, 2, 3)"),
        Serialization(input: "red", space: "srgb", computed: "rgb(255, 0, 0)", specified: "red"),
        Serialization(input: "#0B7A7580", space: "srgb", computed: "rgba(11, 122, 117, 0.5)", specified: "rgba(11, 122, 117, 0.5)"),
        Serialization(input: "hsl(120 50% 50%)", space: "hsl", computed: "rgb(64, 191, 64)", specified: "rgb(64, 191, 64)"),
        Serialization(input: "color-mix(in oklch, red, blue)", space: "oklch", computed: "oklch(0.539985 0.285449 326.643)", specified: "color-mix(in oklch, red, blue)"),
        Serialization(input: "OKLCH(0.5 0.1 none)", space: "oklch", computed: "oklch(0.5 0.1 none)", specified: "oklch(0.5 0.1 none)"),
    ])
    func serialization(_ example: Serialization) throws {
        let computed = try #require(jsonLines(Tool.run(["color", example.input, "--json"]).standardOutput).first)
        #expect(computed["space"] as? String == example.space)
        #expect(computed["css"] as? String == example.computed)
        let specified = try #require(jsonLines(Tool.run(["color", example.input, "--json", "--specified"]).standardOutput).first)
        #expect(specified["css"] as? String == example.specified)
        #expect(Tool.run(["color", example.input]).standardOutput == example.computed + "\n")
    }

    @Test("the issue's example line, with coords in full precision")
    func issueExample() throws {
        let output = Tool.run(["color", "#ff0000", "--to", "oklch", "--json"]).standardOutput
        let prefix = ##"{"input":"#ff0000","space":"oklch","coords":[0.62795536"##
        let suffix = ##"],"alpha":1,"css":"oklch(0.627955 0.257683 29.2339)","hex":"#ff0000","inGamut":{"srgb":true,"p3":true}}"## + "\n"
        #expect(output.hasPrefix(prefix))
        #expect(output.hasSuffix(suffix))
    }

    @Test("legacy sRGB syntax clamps as CSS does: rgb() at parse time, and the hex matches the computed rgb()", arguments: [
        ("rgb(300 0 0)", "rgb(255, 0, 0)", "#ff0000"),
        ("rgb(-20, 300, 128)", "rgb(0, 255, 128)", "#00ff80"),
        ("hsl(0 150% 50%)", "rgb(255, 0, 0)", "#ff0000"),
        ("oklch(0.7 0.4 150)", "oklch(0.7 0.4 150)", "#00c248"),
    ])
    func legacyClamping(_ example: (input: String, css: String, hex: String)) throws {
        let object = try #require(jsonLines(Tool.run(["color", example.input, "--json"]).standardOutput).first)
        #expect(object["css"] as? String == example.css)
        #expect(object["hex"] as? String == example.hex)
    }

    @Test("--gamut maps into the gamut before converting; without --to the color keeps its space")
    func gamut() throws {
        let result = Tool.run(["color", "color(display-p3 1 0 0)", "oklch(0.7 0.4 150)", "--gamut", "srgb", "--json"])
        let objects = jsonLines(result.standardOutput)
        try #require(objects.count == 2)
        #expect(objects.map { $0["space"] as? String } == ["display-p3", "oklch"])
        #expect(objects.allSatisfy { ($0["inGamut"] as? [String: Bool])?["srgb"] == true })
        #expect(objects[0]["hex"] as? String == "#ff0b0c")
        let p3 = try #require(jsonLines(Tool.run(["color", "lab(50 100 -100)", "--gamut", "p3", "--to", "display-p3", "--json"]).standardOutput).first)
        #expect((p3["inGamut"] as? [String: Bool]) == ["srgb": false, "p3": true])
    }

    @Test("a color that needs context is an error line, not a crash")
    func needsContext() throws {
        let result = Tool.run(["color", "currentcolor", "canvastext", "red", "--json"])
        #expect(result.status == .failure)
        let objects = jsonLines(result.standardOutput)
        try #require(objects.count == 3)
        #expect((objects[0]["error"] as? String)?.contains("currentcolor") == true)
        #expect(objects[1]["error"] != nil)
        #expect(objects[2]["css"] as? String == "rgb(255, 0, 0)")
    }

    @Test("text output for hsl, hwb and hsv uses their own notation; --json keeps CSSOM", arguments: [
        ("hsl", "hsl(177.297 83.4586% 26.0784%)"),
        ("hwb", "hwb(177.297 4.31373% 52.1569%)"),
        ("hsv", "hsv(177.297 90.9836% 47.8431%)"),
    ])
    func cylindrical(_ space: String, _ expected: String) throws {
        #expect(Tool.run(["color", "#0B7A75", "--to", space]).standardOutput == expected + "\n")
        let object = try #require(jsonLines(Tool.run(["color", "#0B7A75", "--to", space, "--json"]).standardOutput).first)
        #expect(object["css"] as? String == "rgb(11, 122, 117)")
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
        #expect(result.standardError == "Error: expected hex digits after '#' at offset 0 in \"#nope\"\n")
    }

    @Test("--specified cannot be combined with a conversion")
    func specifiedWithConversion() {
        let result = Tool.run(["color", "red", "--specified", "--to", "oklch"])
        #expect(result.status == .usage)
    }
}
