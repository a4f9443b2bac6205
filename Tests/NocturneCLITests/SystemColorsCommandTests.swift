import Foundation
import Testing
@testable import nocturne

@Suite("SystemColorsCommand")
struct SystemColorsCommandTests {
    @Test("JSON Lines: every color, all eight modes")
    func json() throws {
        let result = Tool.run(["system-colors", "--json"])
        #expect(result.status == .success)
        let lines = jsonLines(result.standardOutput)
        #expect(lines.count == 57)
        let background = try #require(lines.first { $0["name"] as? String == "systemBackground" })
        let modes = try #require(background["modes"] as? [String: String])
        #expect(modes.count == 8)
        #expect(modes["dark-standard-elevated"] == "#1C1C1E")
        #expect(modes["dark-increased-elevated"] == "#242426")
        #expect(lines.first { $0["name"] as? String == "separator" }?["confidence"] as? String == "low")
    }

    @Test("the table lists every color with its variants; swatches only on a terminal")
    func table() {
        let result = Tool.run(["system-colors", "--palette", "ios18"])
        #expect(result.status == .success)
        let lines = result.standardOutput.split(separator: "\n")
        #expect(lines.count == 57 + 3)
        #expect(lines.contains { $0.hasPrefix("systemRed") && $0.contains("#FF3B30") && $0.contains("#D70015") })
        #expect(lines[1] == "NAME                               LIGHT      DARK       LIGHT IC   DARK IC    DARK ELEV  DARK IC ELEV")
        #expect(lines.contains("systemRed                          #FF3B30    #FF453A    #D70015    #FF6961    #FF453A    #FF6961"))
        #expect(!lines.contains { $0.hasSuffix(" ") })
        #expect(!result.standardOutput.contains("\u{1B}["))
        let colored = Tool.run(["system-colors"], terminal: true)
        #expect(colored.standardOutput.contains("\u{1B}[48;2;255;56;60m"))
        #expect(!Tool.run(["system-colors"], environment: ["NO_COLOR": "1"], terminal: true).standardOutput.contains("\u{1B}["))
    }
}
