import Foundation
import Testing
@testable import nocturne

/// Issue 9's color values that are not usable input, and contrast outside sRGB, through every command that takes a color.
///
/// A component that is not finite, or so large that conversions overflow (beyond ±1e9), is an input error
/// naming the value; before, `theme --accent 'color(srgb 1e308 1e308 1e308)'` built a black theme and
/// `color --to oklch` printed `calc(NaN)`. Contrast is measured on colors as shown (gamut-mapped), and says so.
@Suite("Hostile inputs: color values")
struct HostileColorInputTests {
    static let huge = "color(srgb 1e308 1e308 1e308)"
    static let hugeMessage = "'color(srgb 1e308 1e308 1e308)': component 'r' of a srgb color is 1e308, too large to convert (the limit is ±1e9)"

    @Test("every command refuses a component too large to convert, naming it; nothing prints NaN, none or black", arguments: [
        (["theme", "--accent", huge, "--no-files"], "Error: accent: " + hugeMessage),
        (["theme", "--accent-dark", huge, "--no-files"], "Error: dark accent: " + hugeMessage),
        (["theme", "--neutral", huge, "--no-files"], "Error: neutral: " + hugeMessage),
        (["color", huge, "--to", "oklch"], "Error: " + hugeMessage),
        (["color", huge], "Error: " + hugeMessage),
        (["contrast", huge, "white"], "Error: foreground: " + hugeMessage),
        (["contrast", "white", huge], "Error: background: " + hugeMessage),
        (["mix", huge, "white"], "Error: <a>: " + hugeMessage),
        (["palette", "--seed", huge], "Error: seed: " + hugeMessage),
        (["resolve", huge], "Error: " + hugeMessage),
        // A theme input becomes files: a NaN or infinite calc() stays an error there (color and mix apply CSS's rule, below).
        (["theme", "--accent", "rgb(calc(NaN) 0 0)", "--no-files"],
         "Error: accent: expected a finite value (this math function is NaN, which CSS would clamp; as input it is refused) at offset 4 in \"rgb(calc(NaN) 0 0)\""),
        (["theme", "--neutral", "lab(50 calc(infinity) 0)", "--no-files"],
         "Error: neutral: expected a finite value (this math function is infinity, which CSS would clamp; as input it is refused) at offset 7 in \"lab(50 calc(infinity) 0)\""),
        (["color", "hsl(0 1e308% 50%)", "--to", "oklch"], "Error: 'hsl(0 1e308% 50%)': component 's' of a hsl color is 1e308, too large to convert (the limit is ±1e9)"),
        (["contrast", "lab(50 1e300 0)", "black"], "Error: foreground: 'lab(50 1e300 0)': component 'a' of a lab color is 1e300, too large to convert (the limit is ±1e9)"),
    ])
    func refused(_ arguments: [String], _ message: String) {
        let result = Tool.run(arguments)
        #expect(result.status == .failure)
        #expect(result.standardError.split(separator: "\n").first.map(String.init) == message)
        for word in ["NaN", "none", "infinity", "#000000"] {
            #expect(!result.standardOutput.contains(word), "\(arguments): \(result.standardOutput)")
        }
    }

    /// CSS Values 4 §10.9: a top-level calc() that is NaN is used as 0, an infinite one clamped (to ±1e9 where the
    /// range is unbounded; an infinite hue is 0). The text keeps what was written, as WPT's vectors expect.
    @Test("color, mix and contrast use a NaN or infinite calc() as CSS does, and print it as written", arguments: [
        (["color", "rgb(calc(NaN), 0, 0)", "--specified"], "rgb(calc(NaN), 0, 0)"),
        (["color", "rgb(calc(NaN), 0, 0)"], "rgb(0, 0, 0)"),
        (["color", "rgb(calc(NaN), 0, 0)", "--to", "hsl"], "hsl(none 0% 0%)"),
        (["color", "lab(50 calc(infinity) 0)"], "lab(50 calc(infinity) 0)"),
        (["color", "lch(50 10 calc(NaN))"], "lch(50 10 0)"),
        (["color", "oklch(0.5 0.1 calc(infinity))"], "oklch(0.5 0.1 calc(infinity))"),
        (["color", "oklch(0.5 0.1 calc(infinity))", "--to", "oklch"], "oklch(0.5 0.1 0)"),
        // Red at 1e9 is far lighter than white: CSS gamut mapping makes it white.
        (["color", "color(srgb calc(infinity) 0 0)", "--to", "srgb", "--gamut", "srgb"], "color(srgb 1 1 1)"),
        (["mix", "rgb(calc(NaN) 0 0)", "white", "--steps", "2"], "#000000  oklab(0 0 0)\n#ffffff  oklab(1 0 0)"),
    ])
    func nonFiniteCalc(_ arguments: [String], _ expected: String) {
        let result = Tool.run(arguments)
        #expect(result.status == .success, "\(arguments): \(result.standardError)")
        #expect(result.standardOutput == expected + "\n")
    }

    /// Issue #38 item 21: theme, audit and contrast read input, not CSS to draw: `calc(infinity)` is an error in all three alike,
    /// where before contrast measured white, the audit red, and theme red or an error depending on the function.
    static let infiniteChannels: [(color: String, offset: Int, value: String)] = [
        ("rgb(calc(infinity) 0 0)", 4, "infinity"), ("color(srgb calc(infinity) 0 0)", 11, "infinity"), ("oklch(calc(infinity) 0.1 100)", 6, "infinity"),
        ("hsl(calc(infinity) 50% 50%)", 4, "infinity"), ("lab(50 calc(-infinity) 0)", 7, "-infinity"), ("rgb(calc(NaN) 0 0)", 4, "NaN"),
    ]

    @Test("calc(infinity) or NaN in a channel is the same error from theme, audit and contrast", arguments: infiniteChannels.indices)
    func infiniteChannelIsOneErrorEverywhere(_ index: Int) throws {
        let (color, offset, value) = Self.infiniteChannels[index]
        let message = "expected a finite value (this math function is \(value), which CSS would clamp; as input it is refused) at offset \(offset) in \"\(color)\""
        let theme = Tool.run(["theme", "--accent", color, "--no-files"])
        #expect(theme.status == .failure && theme.standardError.hasPrefix("Error: accent: \(message)\n"), "\(theme.standardError)")
        let contrast = Tool.run(["contrast", color, "white"])
        #expect(contrast.status == .failure && contrast.standardError.hasPrefix("Error: foreground: \(message)\n"), "\(contrast.standardError)")
        #expect(contrast.standardOutput.isEmpty)
        let audit = Tool.run(["audit", "-"], standardInput: ":root { --a: \(color); --b: white; }\n")
        #expect(audit.status == .failure, "\(audit.standardOutput)")
        #expect(audit.standardError == "error: <stdin>:1: key '--a': '\(color)': \(message)\n", "\(audit.standardError)")
        #expect(audit.standardOutput.hasSuffix("FAIL: 0 failing pair checks, 0 symbol collisions, 1 reading errors\n"), "\(audit.standardOutput)")
    }

    /// Issue #38 items 19–20: a translucent accent is never made opaque silently.
    @Test("a transparent or translucent accent is an error that says alpha is not allowed", arguments: [
        ("--accent", "transparent", "accent", "0"), ("--accent", "#0B7A7500", "accent", "0"), ("--accent", "#0B7A7501", "accent", "0.00392"),
        ("--accent", "rgb(11 122 117 / 0.5)", "accent", "0.5"), ("--accent-dark", "#5FD4CC80", "dark accent", "0.502"),
        ("--neutral", "hsl(0 0% 50% / 10%)", "neutral", "0.1"),
    ])
    func translucentAccent(option: String, color: String, role: String, alpha: String) {
        let result = Tool.run(["theme", option, color, "--no-files"])
        #expect(result.status == .failure)
        let what = role == "neutral" ? "the neutral seed" : "an accent"
        #expect(result.standardError.hasPrefix("Error: \(role): '\(color)' has alpha \(alpha); alpha is not allowed for \(what), which a theme draws opaque: give an opaque color\n"),
                "\(result.standardError)")
        #expect(result.standardOutput.isEmpty)
    }

    @Test("the JSON of an infinite calc() has finite coordinates and a hex: the value it is used as")
    func nonFiniteCalcJSON() throws {
        let record = try #require(jsonLines(Tool.run(["color", "lab(50 calc(infinity) 0)", "--json"]).standardOutput).first)
        #expect(record["css"] as? String == "lab(50 calc(infinity) 0)")
        #expect((record["coords"] as? [NSNumber])?.map(\.doubleValue) == [50, 1e9, 0])
        #expect((record["hex"] as? String)?.count == 7)
    }

    @Test("standard input: a bad line is reported (JSON: an error record) and the next line still converts")
    func standardInput() throws {
        let text = Tool.run(["color", "-", "--to", "oklch"], standardInput: "\(Self.huge)\nwhite\n")
        #expect(text.status == .failure)
        #expect(text.standardOutput == "oklch(1 0 none)\n")
        #expect(text.standardError == "Error: \(Self.hugeMessage)\n")
        let json = Tool.run(["color", "-", "--json"], standardInput: "\(Self.huge)\n")
        let record = try #require(jsonLines(json.standardOutput).first)
        #expect(record["error"] as? String == Self.hugeMessage)
        #expect(record["input"] as? String == Self.huge)
    }

    @Test("a long bad input is quoted, not repeated whole")
    func longInput() {
        let long = "color(srgb 1e308 " + String(repeating: " ", count: 10_000) + "0 0)"
        let result = Tool.run(["color", long])
        #expect(result.status == .failure)
        #expect(result.standardError.count < 300)
        #expect(result.standardError.contains("too large to convert"))
    }

    @Test("values just inside the limit are accepted and print finite numbers", arguments: [
        "color(srgb 1e9 1e9 1e9)", "color(srgb 1e9 -1e9 0)", "hsl(0 1e9% 1e9%)", "oklab(1 1e9 -1e9)", "lab(50 -1e9 1e9)",
    ])
    func insideTheLimit(_ color: String) throws {
        for arguments in [["color", color, "--to", "oklch", "--json"], ["color", color, "--to", "hsl", "--json"], ["mix", color, "white", "--json"]] {
            let result = Tool.run(arguments)
            #expect(result.status == .success, "\(arguments): \(result.standardError)")
            #expect(!result.standardOutput.contains("null") || arguments[0] == "color", "\(arguments): \(result.standardOutput)")
            #expect(!result.standardOutput.contains("NaN") && !result.standardOutput.contains("infinity"))
        }
        let contrast = Tool.run(["contrast", color, "black", "--json"])
        let record = try #require(jsonLines(contrast.standardOutput).first)
        let ratio = try #require((record["wcag"] as? NSNumber)?.doubleValue)
        #expect(ratio >= 1 && ratio <= 21)
    }

    @Test("contrast outside sRGB: the issue's reproductions measure as shown and say so", arguments: [
        ("color(srgb 2 2 2)", "black", "color(srgb 2 2 2) on black\n  color(srgb 2 2 2) is outside sRGB; measured as shown: #ffffff\n"
            + "  WCAG 2.2  21.00:1  passes AA, AA Large, AAA, AAA Large\n  APCA      Lc -107.8\n"),
        ("color(srgb -1 -1 -1)", "white", "color(srgb -1 -1 -1) on white\n  color(srgb -1 -1 -1) is outside sRGB; measured as shown: #000000\n"
            + "  WCAG 2.2  21.00:1  passes AA, AA Large, AAA, AAA Large\n  APCA      Lc 106.0\n"),
        ("white", "color(display-p3 1 1 0)", "white on color(display-p3 1 1 0)\n  color(display-p3 1 1 0) is outside sRGB; measured as shown: #feff00\n"
            + "  WCAG 2.2  1.07:1  fails AA, AA Large, AAA, AAA Large\n  APCA      Lc 0.0\n"),
    ])
    func contrastText(_ foreground: String, _ background: String, _ expected: String) {
        let result = Tool.run(["contrast", foreground, background])
        #expect(result.status == .success)
        #expect(result.standardOutput == expected)
    }

    @Test("contrast --json names the mapped hex of each side that was mapped, and only those")
    func contrastJSON() throws {
        let both = Tool.run(["contrast", "color(srgb 2 2 2)", "color(srgb -1 -1 -1)", "--json"])
        #expect(keyOrder(both.standardOutput.split(separator: "\n")[0])
            == ["foreground", "background", "foregroundMapped", "backgroundMapped", "wcag", "apca", "passes"])
        let record = try #require(jsonLines(both.standardOutput).first)
        #expect(record["foregroundMapped"] as? String == "#ffffff")
        #expect(record["backgroundMapped"] as? String == "#000000")
        #expect((record["wcag"] as? NSNumber)?.doubleValue == 21)
        let inside = Tool.run(["contrast", "#767676", "white", "--json"])
        #expect(keyOrder(inside.standardOutput.split(separator: "\n")[0]) == ["foreground", "background", "wcag", "apca", "passes"])
    }
}
