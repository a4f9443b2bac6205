import Foundation
import Nocturne
import Testing
@testable import nocturne

@Suite("palette and theme commands")
struct PaletteCommandTests {
    @Test("theme --json prints the audit contract for the default teal")
    func themeJSON() throws {
        let result = Tool.run(["theme", "--json", "--no-files"])
        #expect(result.status == .success)
        #expect(result.standardError.isEmpty)
        let object = try #require(try JSONSerialization.jsonObject(with: Data(result.standardOutput.utf8)) as? [String: Any])
        #expect(object["accent"] as? String == "#0B7A75")
        #expect((object["modes"] as? [String])?.first == "light-standard-base")
        #expect((object["tokens"] as? [String: Any])?.count == 40)
        #expect(result.standardOutput.filter { $0 == "\n" }.count == 1)
    }

    @Test("theme prints the table, the moves and the pair count; --accent takes CSS colors")
    func themeText() {
        let result = Tool.run(["theme", "--no-files", "--accent", "rgb(255 214 10)"])
        #expect(result.status == .success)
        #expect(result.standardOutput.hasPrefix("Theme #FFD60A"))
        #expect(result.standardOutput.contains("accent light-standard-base: moved #FFD60A → "))
        #expect(result.standardOutput.contains("880 checks on 8-bit sRGB: all pass."))
        #expect(!result.standardOutput.contains("\u{1B}["))
    }

    @Test("bad input names what was wrong", arguments: [
        (["theme", "--no-files", "--accent", "tealish"], "accent: expected a color at offset 0 in \"tealish\""),
        (["palette", "--seed", "#12"], "seed: expected 3, 4, 6 or 8 hex digits after '#' at offset 0 in \"#12\""),
    ])
    func badInput(arguments: [String], message: String) {
        let result = Tool.run(arguments)
        #expect(result.status == .failure)
        #expect(result.standardOutput.isEmpty)
        #expect(result.standardError.hasPrefix("Error: "))
        #expect(result.standardError.contains(message))
    }

    @Test("a family that does not exist is a usage error with a suggestion (exit 64)", arguments: [
        (["palette", "--family", "tael"], "Error: invalid value 'tael' for '--family'; did you mean 'teal'?"),
        (["palette", "--family", "proBlue"], "Error: invalid value 'proBlue' for '--family' (values: " + Family.named.map(\.name).joined(separator: ", ") + ")"),
    ])
    func unknownFamily(arguments: [String], firstLine: String) {
        let result = Tool.run(arguments)
        #expect(result.status == .usage)
        #expect(result.standardOutput.isEmpty)
        #expect(result.standardError.split(separator: "\n").first.map(String.init) == firstLine)
    }

    @Test("palette options exclude each other", arguments: [
        (["--family", "teal", "--hue", "120"], "'--family' and '--hue' cannot be used together"),
        (["--seed", "red", "--hue", "120"], "'--hue' and '--seed' cannot be used together"),
        (["--hue", "-120", "--hue", "3"], "'--hue' was given more than once; give it once"),
    ])
    func exclusive(_ arguments: [String], _ message: String) {
        let result = Tool.run(["palette"] + arguments)
        #expect(result.status == .usage)
        #expect(result.standardError.hasPrefix("Error: \(message)\n"))
    }

    @Test("palette --family lists the ramp with contrast against white and black, then the tokens")
    func paletteFamily() {
        let result = Tool.run(["palette", "--family", "gray"])
        #expect(result.status == .success)
        let lines = result.standardOutput.split(separator: "\n").map(String.init)
        #expect(lines.first == "gray (no hue, vividness 0.00)")
        #expect(lines.contains { $0.hasPrefix("  _50     #F1F1F1  on white 1.12") })
        #expect(lines.contains { $0.hasPrefix("  foregroundPrimary    #111111") })
    }

    @Test("palette --json prints one object per family (JSON Lines)")
    func paletteJSON() throws {
        let all = Tool.run(["palette", "--json"])
        let lines = all.standardOutput.split(separator: "\n")
        #expect(lines.count == 24)
        let hue = Tool.run(["palette", "--hue", "200", "--json"])
        let object = try #require(try JSONSerialization.jsonObject(with: Data(hue.standardOutput.utf8)) as? [String: Any])
        #expect((object["stops"] as? [String: String])?.count == 20)
        #expect(object["hue"] as? Double == 200)
    }
}
