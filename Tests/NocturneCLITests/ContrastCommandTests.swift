import Foundation
import NocturneColor
import NocturneSupport
import Testing
@testable import nocturne

@Suite("ContrastCommand")
struct ContrastCommandTests {
    // Expected Lc values are APCA-W3 0.0.98G-4g's published pairs; WCAG ratios computed independently (Python) from the
    // WCAG 2.2 formula (#767676 on white is the classic 4.54:1).
    @Test("JSON figures and passes", arguments: [
        ("#888", "#fff", 3.5448862152994005, 63.056469930209424, [false, true, false, false]),
        ("#fff", "#888", 3.5448862152994005, -68.54146436644962, [false, true, false, false]),
        ("#123", "#def", 13.647788588073729, 91.66830811481631, [true, true, true, true]),
        ("#767676", "#ffffff", 4.542224959605253, 71.57239122246546, [true, true, false, true]),
        ("#000", "#aaa", 9.039555596643915, 58.146262578561334, [true, true, true, true]),
    ])
    func figures(_ foreground: String, _ background: String, _ wcag: Double, _ apca: Double, _ passes: [Bool]) throws {
        let result = Tool.run(["contrast", foreground, background, "--json"])
        #expect(result.status == .success)
        let object = try #require(jsonLines(result.standardOutput).first)
        #expect(keyOrder(result.standardOutput.split(separator: "\n")[0]) == ["foreground", "background", "wcag", "apca", "passes"])
        #expect(object["foreground"] as? String == foreground)
        #expect(object["background"] as? String == background)
        let ratio = try #require((object["wcag"] as? NSNumber)?.doubleValue)
        let lightness = try #require((object["apca"] as? NSNumber)?.doubleValue)
        #expect(abs(ratio - wcag) < 1e-9)
        #expect(abs(lightness - apca) < 1e-9)
        let levels = try #require(object["passes"] as? [String: Bool])
        #expect([levels["AA"], levels["AALarge"], levels["AAA"], levels["AAALarge"]] == passes)
    }

    @Test("a translucent foreground is composited over the background first")
    func translucent() throws {
        // APCA-W3's published alpha pair: #0006 on #fff blends to #999, Lc 54.62184067441377; WCAG of #999 on white.
        let result = Tool.run(["contrast", "#0006", "white", "--json"])
        let object = try #require(jsonLines(result.standardOutput).first)
        #expect(abs(((object["apca"] as? NSNumber)?.doubleValue ?? 0) - 54.62184067441377) < 1e-9)
        #expect(abs(((object["wcag"] as? NSNumber)?.doubleValue ?? 0) - 2.849027755287037) < 1e-9)
        #expect(object["background"] as? String == "white")
    }

    @Test("--method picks the figures", arguments: [
        ("wcag", ["foreground", "background", "wcag", "passes"]),
        ("apca", ["foreground", "background", "apca"]),
        ("all", ["foreground", "background", "wcag", "apca", "passes"]),
    ])
    func method(_ method: String, _ keys: [String]) {
        let result = Tool.run(["contrast", "#000", "#fff", "--method", method, "--json"])
        #expect(keyOrder(result.standardOutput.split(separator: "\n")[0]) == keys)
    }

    @Test("text output truncates so a near miss never reads as a pass")
    func text() {
        let result = Tool.run(["contrast", "#767676", "#ffffff"])
        #expect(result.standardOutput == """
            #767676 on #ffffff
              WCAG 2.2  4.54:1  passes AA, AA Large, AAA Large; fails AAA
              APCA      Lc 71.5

            """)
        #expect(NumberText.cut(4.4999, places: 2, keepsTrailingZeros: true) == "4.49")
        #expect(NumberText.cut(-68.54146, places: 1, keepsTrailingZeros: true) == "-68.5")
        #expect(NumberText.cut(21, places: 2, keepsTrailingZeros: true) == "21.00")
    }

    @Test("on a color terminal: swatches and a text sample in the composited colors")
    func terminal() {
        let result = Tool.run(["contrast", "#0006", "white"], terminal: true)
        let lines = result.standardOutput.split(separator: "\n")
        #expect(lines.first == "\u{1B}[48;2;153;153;153m  \u{1B}[0m #0006 on \u{1B}[48;2;255;255;255m  \u{1B}[0m white")
        #expect(lines.dropFirst().first == "  \u{1B}[38;2;153;153;153;48;2;255;255;255m  The quick brown fox  \u{1B}[0m")
    }

    @Test("a bad color is an input error: exit 1, Error: on stderr, nothing on stdout")
    func badColor() {
        let result = Tool.run(["contrast", "#12", "#fff"])
        #expect(result.status == .failure)
        #expect(result.standardOutput.isEmpty)
        #expect(result.standardError == "Error: foreground: expected 3, 4, 6 or 8 hex digits after '#' at offset 0 in \"#12\"\n")
    }
}
