import Foundation
import NocturneAppearance
import NocturneColor
import NocturnePalette
import NocturneSupport
import Testing
@testable import NocturneFormats

/// Issue 25's theme file: the reader takes what the issue's example and `nocturne fix` write, and refuses bad input at its line and key.
@Suite("ThemeFile")
struct ThemeFileTests {
    /// The issue's example, with every key the reader knows.
    static let example = """
        {
          "$schema": "./nocturne.schema.json",
          "rules": { "constant-color": "warning" },
          "theme": {
            "name": "Trips",
            "accent": "#0B7A75",
            "accentDark": "#5FD4CC",
            "neutral": "#6B7280",
            "contrastMethod": "wcag",
            "colorVision": "safe",
            "colors": {
              "sunset":  { "light": "#F29D50", "role": "brand" },
              "ink":     { "light": "#24303A", "role": "content", "description": "Body text" },
              "paper":   { "light": "#FBF8F3", "role": "background" },
              "hairline":{ "light": "#D9D4CC", "role": "border" },
              "pine":    { "light": "#1F6F4A", "dark": "#6FD3A0", "lightIncreased": "#155236", "darkIncreased": "#9BE6C0", "darkElevated": "#74D8A5", "role": "content" }
            },
            "pairs": [
              { "foreground": "ink", "background": "paper", "minimum": { "standard": 7, "increased": 10 } },
              { "foreground": "onSunset", "background": "sunset", "minimum": 4.5 },
              { "foreground": "pine", "background": "backgroundPrimary" }
            ],
            "outputs": { "xcassets": "App/Assets.xcassets", "swift": "App/Theme.swift", "css": "web/theme.css", "tokens": "tokens", "android": "res", "html": "preview.html" }
          }
        }
        """

    static func read(_ text: String, file: String = "app/.nocturne.json") throws(FormatError) -> ThemeFile {
        try ThemeFile(bytes: Array(text.utf8), file: file)
    }

    @Test("the issue's example reads into colors, pairs and outputs exactly as written")
    func example() throws {
        let file = try Self.read(Self.example)
        #expect(file.name == "Trips")
        #expect(file.accent == RGB8(0x0B7A75))
        #expect(file.accentDark == RGB8(0x5FD4CC))
        #expect(file.neutral == RGB8(0x6B7280))
        #expect(file.contrastMethod == .wcag)
        #expect(file.colorVision == .safe)
        #expect(file.colors.map(\.name) == ["sunset", "ink", "paper", "hairline", "pine"])
        #expect(file.colors.map(\.role) == [.brand, .content, .background, .border, .content])
        #expect(file.colors[1].description == "Body text")
        let pine = file.colors[4]
        #expect([pine.light, pine.dark, pine.lightIncreased, pine.darkIncreased, pine.darkElevated]
            == [RGB8(0x1F6F4A), RGB8(0x6FD3A0), RGB8(0x155236), RGB8(0x9BE6C0), RGB8(0x74D8A5)])
        #expect(file.pairs.map(\.label) == ["ink on paper", "onSunset on sunset", "pine on backgroundPrimary"])
        #expect(file.pairs[0].requirement.standard == 7 && file.pairs[0].requirement.increased == 10)
        #expect(file.pairs[1].requirement == .text)
        #expect(file.pairs[2].requirement == .text, "no minimum is text (4.5)")
        #expect(file.outputs.map(\.format) == [.xcassets, .swift, .css, .tokens, .android, .html])
        #expect(file.folder == "app")
        #expect(file.outputs.map(file.resolvedPath) == ["app/App/Assets.xcassets", "app/App/Theme.swift", "app/web/theme.css", "app/tokens", "app/res", "app/preview.html"])
    }

    @Test("the solved theme keeps every pinned value byte for byte and passes its pairs")
    func solves() throws {
        let file = try Self.read(Self.example)
        let theme = try file.theme()
        let pine = try #require(theme.color(named: "pine"))
        #expect(pine.rgb8[AppearanceMode(colorScheme: .light)] == RGB8(0x1F6F4A))
        #expect(pine.rgb8[AppearanceMode(colorScheme: .dark)] == RGB8(0x6FD3A0))
        #expect(pine.rgb8[AppearanceMode(colorScheme: .dark, level: .elevated)] == RGB8(0x74D8A5))
        #expect(theme.color(named: "onSunset") != nil)
        #expect(try file.theme(accent: RGB8(0x7C3AED)).brand == RGB8(0x7C3AED), "an argument overrides the file's key")
    }

    @Test("what nocturne fix records (#RRGGBB and #RRGGBBAA with a role) reads back, the opacity carried into the token set")
    func fixRecord() throws {
        let file = try Self.read(##"{"theme": {"colors": {"Card": {"light": "#F2F2F7", "role": "surface"}, "Scrim": {"light": "#00000080", "role": "background"}}}}"##)
        #expect(file.colors.map(\.name) == ["Card", "Scrim"])
        #expect(file.opacities == ["Scrim": 128.0 / 255])
        let set = file.tokenSet(try file.theme())
        let scrim = try #require(set["Scrim"]?.value(in: AppearanceMode(colorScheme: .dark))?.color)
        #expect(abs(scrim.alpha - 128.0 / 255) < 1e-9)
        #expect(set["Card"]?.value(in: AppearanceMode(colorScheme: .dark))?.color?.alpha == 1)
    }

    @Test("a file without a theme object loads as nil; one required to have it says so")
    func noTheme() throws {
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("nocturne-theme-file-\(UUID().uuidString).json").path
        try #"{"rules": {"constant-color": "off"}}"#.write(toFile: path, atomically: true, encoding: .utf8)
        defer { try? FileManager.default.removeItem(atPath: path) }
        #expect(try ThemeFile.load(path) == nil)
        try #"{"theme": {"name": "Trips"}}"#.write(toFile: path, atomically: true, encoding: .utf8)
        #expect(try ThemeFile.load(path)?.name == "Trips")
    }

    /// One bad input: the file's text, then the error's kind, key, line and a part of its message, and its column where
    /// the row pins it (a problem with a key points at the key, one with a value at the value).
    struct BadInput: Sendable, CustomTestStringConvertible {
        let label: String
        let text: String
        let kind: FormatError.Kind
        let key: String
        let line: Int
        let message: String
        var column: Int? = nil
        var testDescription: String { label }
    }

    static let badInputs: [BadInput] = [
        BadInput(label: "not JSON", text: "{\n  \"theme\": {\n    \"accent\": \"#0B7A75\",\n  }\n}", kind: .syntax, key: "", line: 4, message: "not valid JSON"),
        BadInput(label: "unknown key, did you mean", text: "{\n  \"theme\": {\n    \"acent\": \"#0B7A75\"\n  }\n}",
                 kind: .structure, key: "theme.acent", line: 3, message: "unknown key 'acent' in 'theme' (did you mean 'accent'?)", column: 5),
        BadInput(label: "unknown color key", text: "{\"theme\": {\"colors\": {\n\"ink\": {\"light\": \"#111111\", \"role\": \"content\", \"drak\": \"#EEEEEE\"}}}}",
                 kind: .structure, key: "theme.colors.ink.drak", line: 2, message: "(did you mean 'dark'?)"),
        BadInput(label: "unknown top-level key", text: "{\"thme\": {}}", kind: .structure, key: "thme", line: 1, message: "(did you mean 'theme'?)"),
        BadInput(label: "unknown output format", text: "{\"theme\": {\"outputs\": {\n\"dtcg\": \"tokens\"}}}",
                 kind: .structure, key: "theme.outputs.dtcg", line: 2, message: "unknown format 'dtcg' in 'outputs' (did you mean 'tokens'?)", column: 1),
        BadInput(label: "wrong type", text: "{\"theme\": {\n\"accent\": 7}}", kind: .structure, key: "theme.accent", line: 2, message: "must be a color string", column: 11),
        BadInput(label: "wrong type of colors", text: "{\"theme\": {\n\"colors\": []}}", kind: .structure, key: "theme.colors", line: 2, message: "must be an object"),
        BadInput(label: "wrong type of a minimum", text: "{\"theme\": {\"pairs\": [\n{\"foreground\": \"foregroundPrimary\", \"background\": \"backgroundPrimary\", \"minimum\": \"7\"}]}}",
                 kind: .structure, key: "theme.pairs[0].minimum", line: 2, message: "must be a WCAG ratio"),
        BadInput(label: "a mistyped distinct, did you mean", text: "{\"theme\": {\"pairs\": [\n{\"foreground\": \"danger\", \"background\": \"success\", \"distinc\": true}]}}",
                 kind: .structure, key: "theme.pairs[0].distinc", line: 2, message: "unknown key 'distinc' in a pair (did you mean 'distinct'?)"),
        BadInput(label: "distinct that is not a boolean", text: "{\"theme\": {\"pairs\": [\n{\"foreground\": \"danger\", \"background\": \"success\", \"distinct\": \"yes\"}]}}",
                 kind: .structure, key: "theme.pairs[0].distinct", line: 2, message: "'distinct' must be true or false"),
        BadInput(label: "a colorVision that is not known, did you mean", text: "{\"theme\": {\n\"colorVision\": \"sfe\"}}",
                 kind: .structure, key: "theme.colorVision", line: 2, message: "\"sfe\" is not a value of 'colorVision'; did you mean \"safe\"?"),
        BadInput(label: "a color that does not parse", text: "{\"theme\": {\"colors\": {\"ink\": {\n\"light\": \"#12345\", \"role\": \"content\"}}}}",
                 kind: .badColor, key: "theme.colors.ink.light", line: 2, message: "\"#12345\" is not a color", column: 10),
        BadInput(label: "light outside sRGB", text: "{\"theme\": {\"colors\": {\"ink\": {\n\"light\": \"color(display-p3 0 1 0)\", \"role\": \"content\"}}}}",
                 kind: .badColor, key: "theme.colors.ink.light", line: 2, message: "is outside sRGB", column: 10),
        BadInput(label: "a pair naming an unknown token", text: "{\"theme\": {\"colors\": {\"ink\": {\"light\": \"#111111\", \"role\": \"content\"}},\n\"pairs\": [{\"foreground\": \"inc\", \"background\": \"backgroundPrimary\"}]}}",
                 kind: .unresolvedReference, key: "theme.pairs[0].foreground", line: 2, message: "'inc' is neither a theme token nor a token of the theme's colors (did you mean 'ink'?)", column: 26),
        BadInput(label: "names that collide in an output", text: "{\"theme\": {\"colors\": {\n\"cardBorder\": {\"light\": \"#DDDDDD\", \"role\": \"border\"},\n\"card-border\": {\"light\": \"#CCCCCC\", \"role\": \"border\"}}}}",
                 kind: .symbolCollision, key: "theme.colors.card-border", line: 3, message: "'card-border' and 'cardBorder' (a token of color 'cardBorder') would both be written as 'cardBorder' in Swift source", column: 1),
        BadInput(label: "a brand family meeting another color", text: "{\"theme\": {\"colors\": {\n\"sunset\": {\"light\": \"#F29D50\", \"role\": \"brand\"},\n\"sunset_text\": {\"light\": \"#CCCCCC\", \"role\": \"content\"}}}}",
                 kind: .symbolCollision, key: "theme.colors.sunset_text", line: 3, message: "would both be written as"),
        BadInput(label: "a color named like a theme token", text: "{\"theme\": {\"colors\": {\n\"accent\": {\"light\": \"#F29D50\", \"role\": \"content\"}}}}",
                 kind: .symbolCollision, key: "theme.colors.accent", line: 2, message: "the name of the theme's token", column: 1),
        BadInput(label: "a color without a role", text: "{\"theme\": {\"colors\": {\n\"ink\": {\"light\": \"#111111\"}}}}",
                 kind: .structure, key: "theme.colors.ink", line: 2, message: "has no 'role'"),
        BadInput(label: "a mistyped role", text: "{\"theme\": {\"colors\": {\"ink\": {\"light\": \"#111111\",\n\"role\": \"contnet\"}}}}",
                 kind: .structure, key: "theme.colors.ink.role", line: 2, message: "did you mean \"content\"?", column: 9),
        BadInput(label: "a ratio out of range", text: "{\"theme\": {\"pairs\": [{\"foreground\": \"foregroundPrimary\", \"background\": \"backgroundPrimary\",\n\"minimum\": {\"standard\": 30}}]}}",
                 kind: .structure, key: "theme.pairs[0].minimum.standard", line: 2, message: "30 is not a WCAG ratio"),
        BadInput(label: "a repeated color", text: "{\"theme\": {\"colors\": {\"ink\": {\"light\": \"#111111\", \"role\": \"content\"},\n\"ink\": {\"light\": \"#222222\", \"role\": \"content\"}}}}",
                 kind: .structure, key: "theme.colors.ink", line: 2, message: "'ink' appears twice", column: 1),
        BadInput(label: "a bad theme name", text: "{\"theme\": {\n\"name\": \"My Theme\"}}", kind: .invalidName, key: "theme.name", line: 2, message: "letters and digits", column: 9),
        BadInput(label: "a bad color name", text: "{\"theme\": {\"colors\": {\n\"9ink\": {\"light\": \"#111111\", \"role\": \"content\"}}}}",
                 kind: .invalidName, key: "theme.colors.9ink", line: 2, message: "must start with a letter", column: 1),
        BadInput(label: "a pinned value of another opacity", text: "{\"theme\": {\"colors\": {\"ink\": {\"light\": \"#111111\", \"role\": \"content\",\n\"dark\": \"#EEEEEE80\"}}}}",
                 kind: .badColor, key: "theme.colors.ink.dark", line: 2, message: "another opacity"),
        BadInput(label: "no theme", text: "{\"rules\": {}}", kind: .structure, key: "", line: 1, message: "no 'theme' object"),
        // Issue #38 items 19–21: a translucent accent is never made opaque silently; calc(infinity) is refused as the flags refuse it.
        BadInput(label: "a transparent accent", text: "{\"theme\": {\n\"accent\": \"transparent\"}}", kind: .badColor, key: "theme.accent", line: 2,
                 message: "\"transparent\" has alpha 0; alpha is not allowed for an accent, which a theme draws opaque: give an opaque color", column: 11),
        BadInput(label: "a translucent dark accent", text: "{\"theme\": {\n\"accentDark\": \"rgb(95 212 204 / 0.5)\"}}", kind: .badColor, key: "theme.accentDark",
                 line: 2, message: "\"rgb(95 212 204 / 0.5)\" has alpha 0.5; alpha is not allowed for an accent, which a theme draws opaque: give an opaque color"),
        BadInput(label: "a translucent neutral", text: "{\"theme\": {\n\"neutral\": \"#80808001\"}}", kind: .badColor, key: "theme.neutral", line: 2,
                 message: "\"#80808001\" has alpha 0.00392; alpha is not allowed for the neutral seed, which a theme draws opaque: give an opaque color"),
        BadInput(label: "an infinite calc() in the accent", text: "{\"theme\": {\n\"accent\": \"rgb(calc(infinity) 0 0)\"}}", kind: .badColor, key: "theme.accent", line: 2,
                 message: "\"rgb(calc(infinity) 0 0)\" is not a color: expected a finite value (this math function is infinity, which CSS would clamp; as input it is refused) at offset 4"),
        BadInput(label: "an absolute output", text: "{\"theme\": {\"outputs\": {\n\"css\": \"/tmp/theme.css\"}}}", kind: .usage, key: "theme.outputs.css", line: 2,
                 message: "'/tmp/theme.css' is absolute; an output is a path inside the theme file's folder, never outside it", column: 8),
    ]

    @Test("bad input is an error with the file, the line and the key", arguments: badInputs)
    func badInput(_ input: BadInput) {
        #expect {
            _ = try Self.read(input.text)
        } throws: { error in
            guard let error = error as? FormatError else { return false }
            #expect(error.kind == input.kind, "\(error)")
            #expect(error.key == input.key, "\(error)")
            #expect(error.line == input.line, "\(error)")
            if let column = input.column { #expect(error.column == column, "\(error)") }
            #expect(error.file == "app/.nocturne.json")
            #expect(error.message.contains(input.message), "\(error)")
            return true
        }
    }

    @Test("an unreadable file is an error naming it, not a crash", arguments: ["/nonexistent/.nocturne.json", "/tmp"])
    func unreadable(_ path: String) {
        let error = #expect(throws: FormatError.self) { _ = try ThemeFile.load(path) }
        #expect(error?.description.contains(path) == true, "\(String(describing: error))")
    }
}
