import Foundation
import NocturneTestSupport
import Testing
@testable import nocturne

@Suite("--cvd in color and contrast")
struct ColorVisionCommandTests {
    @Test("color --cvd prints the simulated color as the 8-bit rgb() it ships as", arguments: [
        ("#D1242F", "deuteranopia", "rgb(123, 123, 32)"),
        ("#1A7F37", "deuteranopia", "rgb(109, 109, 58)"),
        ("#ffffff", "tritanopia", "rgb(255, 255, 255)"),
        ("#D1242F", "protanomaly", "rgb(149, 78, 43)"),
    ])
    func text(_ input: String, _ deficiency: String, _ expected: String) {
        let result = Tool.run(["color", input, "--cvd", deficiency] + (deficiency == "protanomaly" ? ["--severity", "0.5"] : []))
        #expect(result.status == .success)
        #expect(result.standardOutput == expected + "\n")
    }

    @Test("color --cvd --json adds colorVision after inGamut, with type, severity and model")
    func json() throws {
        let result = Tool.run(["color", "#D1242F80", "--cvd", "deuteranomaly", "--severity", "0.25", "--json"])
        #expect(result.status == .success)
        let line = try #require(result.standardOutput.split(separator: "\n").first)
        #expect(keyOrder(line) == ["input", "space", "coords", "alpha", "css", "hex", "inGamut", "colorVision"])
        let object = try #require(jsonLines(result.standardOutput).first)
        let vision = try #require(object["colorVision"] as? [String: Any])
        #expect(vision["type"] as? String == "deuteranomaly")
        #expect((vision["severity"] as? NSNumber)?.doubleValue == 0.25)
        #expect(vision["model"] as? String == "Machado 2009")
        #expect((object["hex"] as? String)?.hasSuffix("80") == true)
    }

    @Test("color --cvd --to converts the simulated color")
    func converted() throws {
        let result = Tool.run(["color", "#D1242F", "--cvd", "deuteranopia", "--to", "oklch", "--json"])
        let object = try #require(jsonLines(result.standardOutput).first)
        #expect(object["space"] as? String == "oklch")
        #expect(object["hex"] as? String == "#7b7b20")
    }

    @Test("bad --cvd or --severity is a usage error (64) that says why", arguments: [
        (["color", "red", "--cvd", "deuteranopa"], "did you mean 'deuteranopia'?"),
        (["color", "red", "--cvd", "colorblind"], "values: protanopia"),
        (["color", "red", "--cvd", "protanomaly", "--severity", "1.5"], "expected a number from 0 to 1"),
        (["color", "red", "--cvd", "protanomaly", "--severity", "-0.1"], "expected a number from 0 to 1"),
        (["color", "red", "--cvd", "protanomaly", "--severity", "half"], "expected a number"),
        (["color", "red", "--cvd", "protanomaly", "--severity", "nan"], "expected a number"),
        (["color", "red", "--cvd", "protanomaly", "--severity", "inf"], "expected a number"),
        (["color", "red", "--cvd", "protanomaly", "--severity=-infinity"], "expected a number"),
        (["color", "red", "--cvd", "protanomaly", "--severity", "abc"], "expected a number"),
        (["theme", "--no-files", "--color-vision", "saef"], "did you mean 'safe'?"),
        (["theme", "--no-files", "--color-vision", "deuteranopia"], "values: safe"),
        (["color", "red", "--severity", "0.5"], "needs '--cvd <deficiency>'"),
        (["color", "red", "--cvd", "protanopia", "--specified"], "--specified"),
        (["contrast", "red", "white", "--cvd", "tritanopa"], "did you mean 'tritanopia'?"),
        (["contrast", "red", "white", "--severity", "2"], "expected a number from 0 to 1"),
    ])
    func usage(_ arguments: [String], _ message: String) {
        let result = Tool.run(arguments)
        #expect(result.status == .usage)
        #expect(result.standardOutput.isEmpty)
        #expect(result.standardError.contains(message), "\(result.standardError)")
    }

    @Test("contrast --cvd measures the simulated pair and reports it")
    func contrast() throws {
        let plain = try #require(jsonLines(Tool.run(["contrast", "#D1242F", "white", "--json"]).standardOutput).first)
        let result = Tool.run(["contrast", "#D1242F", "white", "--cvd", "protanopia", "--json"])
        #expect(result.status == .success)
        let object = try #require(jsonLines(result.standardOutput).first)
        let vision = try #require(object["colorVision"] as? [String: Any])
        #expect(vision["foreground"] as? String == "#535331" || vision["foreground"] as? String == "#525231")
        #expect(vision["background"] as? String == "#ffffff")
        // A protanope sees red darker: the simulated pair has more luminance contrast than the one given.
        let given = try #require((plain["wcag"] as? NSNumber)?.doubleValue)
        let seen = try #require((object["wcag"] as? NSNumber)?.doubleValue)
        #expect(seen > given + 2)
        let text = Tool.run(["contrast", "#D1242F", "white", "--cvd", "protanopia"]).standardOutput
        #expect(text.contains("as seen with protanopia (Viénot 1999): #"))
    }

    @Test("contrast --cvd composites a translucent foreground before simulating it")
    func translucent() throws {
        let object = try #require(jsonLines(Tool.run(["contrast", "#00000080", "white", "--cvd", "deuteranopia", "--json"]).standardOutput).first)
        let vision = try #require(object["colorVision"] as? [String: Any])
        #expect(vision["foreground"] as? String == "#808080" || vision["foreground"] as? String == "#7f7f7f")
    }
}

@Suite("theme's color-vision report")
struct ThemeColorVisionReportTests {
    @Test("theme --json gains colorVision (reported, not required): the exit status is the contrast audit's")
    func json() throws {
        let result = Tool.run(["theme", "--no-files", "--json"])
        #expect(result.status == .success)
        let object = try #require(jsonLines(result.standardOutput).first)
        let vision = try #require(object["colorVision"] as? [String: Any])
        #expect((vision["threshold"] as? NSNumber)?.doubleValue == 10)
        #expect(vision["required"] as? Bool == false)
        #expect((vision["checks"] as? NSNumber)?.intValue == 192)
        let deficiencies = try #require(vision["deficiencies"] as? [String: Any])
        #expect(Set(deficiencies.keys) == ["protanopia", "deuteranopia", "tritanopia"])
    }

    @Test("theme's text ends with the color-vision line and its closest pairs")
    func text() {
        let result = Tool.run(["theme", "--no-files"])
        #expect(result.standardOutput.contains("Color vision (protanopia, deuteranopia, tritanopia × 8 modes): 192 checks"))
        #expect(result.standardOutput.contains("Contrast on simulated colors: "))
    }
}

@Suite("theme --color-vision")
struct ThemeColorVisionCommandTests {
    static func colorVision(_ arguments: [String]) throws -> (status: nocturne.ExitStatus, section: [String: Any]) {
        let result = Tool.run(["theme", "--no-files", "--json"] + arguments)
        let object = try #require(jsonLines(result.standardOutput).first)
        return (result.status, try #require(object["colorVision"] as? [String: Any]))
    }

    @Test("without safe the checks are reported and the audit passes; with safe the variant passes them all, required")
    func safe() throws {
        let plain = try Self.colorVision([])
        #expect(plain.status == .success)
        #expect(plain.section["required"] as? Bool == false)
        #expect((plain.section["failures"] as? NSNumber)?.intValue == 40)
        #expect(plain.section["safe"] == nil)
        let safe = try Self.colorVision(["--color-vision", "safe"])
        #expect(safe.status == .success)
        #expect(safe.section["required"] as? Bool == true)
        #expect((safe.section["failures"] as? NSNumber)?.intValue == 0)
        let variant = try #require(safe.section["safe"] as? [String: Any])
        #expect(variant["passes"] as? Bool == true)
        #expect((variant["originalFailures"] as? NSNumber)?.intValue == 40)
        #expect((variant["moves"] as? [[String: Any]])?.map { $0["role"] as? String } == ["warning", "success", "info", "accent"])
        // Each check lists its pair, its difference and the threshold.
        let deficiencies = try #require(safe.section["deficiencies"] as? [String: Any])
        let deutan = try #require((deficiencies["deuteranopia"] as? [String: Any])?["modes"] as? [String: Any])
        let first = try #require((deutan["dark-increased-elevated"] as? [[String: Any]])?.first)
        #expect(first["pair"] as? [String] == ["danger", "warning"])
        #expect((first["threshold"] as? NSNumber)?.doubleValue == 10)
        #expect(((first["difference"] as? NSNumber)?.doubleValue ?? 0) >= 10)
    }

    @Test("text output names the moves, and the theme file's colorVision asks for the variant as the flag does")
    func text() throws {
        let result = Tool.run(["theme", "--no-files", "--color-vision", "safe"])
        #expect(result.status == .success)
        #expect(result.standardOutput.contains("Color-vision-safe variant: warning: hue 70° → 80°, 150 stops deeper"))
        #expect(result.standardOutput.contains("192 checks, all distinguishable"))
        let folder = try TemporaryFolder(["theme.json": #"{ "theme": { "colorVision": "safe" } }"#])
        defer { folder.remove() }
        let fromFile = Tool.run(["theme", "--no-files", "--config", folder.path("theme.json")])
        #expect(fromFile.status == .success)
        #expect(fromFile.standardOutput.contains("Color-vision-safe variant:"))
    }
}

extension ThemeColorVisionCommandTests {
    @Test("a failing color-vision check fails the audit (1) only with the variant: two app colors declared distinct that collide")
    func exitStatus() throws {
        let text = """
            { "theme": { "colors": { "alarm": { "light": "#D1242F", "role": "status" }, "go": { "light": "#1A7F37", "role": "status" } },
              "pairs": [ { "foreground": "alarm", "background": "go", "minimum": 0, "distinct": true } ] } }
            """
        let folder = try TemporaryFolder(["theme.json": text])
        defer { folder.remove() }
        #expect(Tool.run(["theme", "--no-files", "--config", folder.path("theme.json")]).status == .success)
        let safe = Tool.run(["theme", "--no-files", "--config", folder.path("theme.json"), "--color-vision", "safe"])
        #expect(safe.status == .failure)
        #expect(safe.standardOutput.contains("CLOSE alarm / go"))
    }
}
