import Foundation
import NocturneColor
import NocturneFormats
import NocturneSupport
import NocturneTestSupport
import Testing
@testable import nocturne

/// `nocturne audit <catalog>`: the pairs of the theme file above the catalog (as `nocturne fix` records them), else names guessed.
@Suite("audit: where the pairs come from")
struct AuditPairsSourceTests {
    /// `theme.colors` as fix records them: every value pinned, a role each.
    static let themeFile = """
        {
          "theme": {
            "colors": {
              "Ink": { "light": "#24303A", "dark": "#E6EDF3", "lightIncreased": "#111820", "darkIncreased": "#FFFFFF", "role": "content" },
              "Paper": { "light": "#FBF8F3", "dark": "#16181B", "lightIncreased": "#FFFFFF", "darkIncreased": "#000000", "role": "background" }
            }
          }
        }
        """

    /// An app folder: the theme file at its root and a catalog two folders down with fix's two sets and two of the app's own,
    /// named so that guessing pairs by name pairs them (`labelText` on `pageBackground`), a pair that fails (1.6:1).
    static func app(inkDark: RGB8 = RGB8(0xE6EDF3), themeFile: Bool = true) throws -> TemporaryFolder {
        func set(_ name: String, _ light: RGB8, _ dark: RGB8, _ lightIncreased: RGB8? = nil, _ darkIncreased: RGB8? = nil) -> String {
            AssetCatalogWriter.colorSetDocument(for: ColorToken(name: name, light: TokenColor(light), dark: TokenColor(dark),
                                                                increasedLight: lightIncreased.map { TokenColor($0) },
                                                                increasedDark: darkIncreased.map { TokenColor($0) })).serialized()
        }
        var files = [
            "App/Sources/Assets.xcassets/Contents.json": AssetCatalogWriter.infoDocument().serialized(),
            "App/Sources/Assets.xcassets/Theme/Ink.colorset/Contents.json": set("Ink", RGB8(0x24303A), inkDark, RGB8(0x111820), RGB8(0xFFFFFF)),
            "App/Sources/Assets.xcassets/Theme/Paper.colorset/Contents.json": set("Paper", RGB8(0xFBF8F3), RGB8(0x16181B), RGB8(0xFFFFFF), RGB8(0x000000)),
            "App/Sources/Assets.xcassets/labelText.colorset/Contents.json": set("labelText", RGB8(0xCCCCCC), RGB8(0x333333)),
            "App/Sources/Assets.xcassets/pageBackground.colorset/Contents.json": set("pageBackground", RGB8(0xFFFFFF), RGB8(0x000000)),
        ]
        if themeFile { files[".nocturne.json"] = Self.themeFile }
        return try TemporaryFolder(files)
    }

    static func audit(_ arguments: [String]) throws -> (status: nocturne.ExitStatus, json: JSONValue) {
        let result = Tool.run(["audit"] + arguments + ["--json"])
        return (result.status, try JSONParser().parse(result.standardOutput))
    }

    static func pairNames(_ json: JSONValue) -> Set<String> {
        Set((json["pairs"]?.elements ?? []).compactMap { pair in
            guard let foreground = pair["foreground"]?.stringValue, let background = pair["background"]?.stringValue else { return nil }
            return foreground + " on " + background
        })
    }

    @Test("the theme file found above the catalog gives the pairs: fix's colors on the theme's backgrounds, in eight modes; no names guessed")
    func theThemeFileAboveTheCatalogGivesThePairs() throws {
        let tree = try Self.app()
        defer { tree.remove() }
        let (status, json) = try Self.audit([tree.path("App/Sources/Assets.xcassets")])
        #expect(json["pairsInferred"]?.boolValue == false)
        #expect(json["pairsSource"]?.stringValue?.hasPrefix("the theme file " + tree.path(".nocturne.json")) == true, "\(json["pairsSource"] ?? JSONValue.null)")
        let names = Self.pairNames(json)
        #expect(names.isSuperset(of: ["Ink on Paper", "Ink on backgroundPrimary", "Ink on surfacePrimary", "foregroundPrimary on Paper"]), "\(names.sorted())")
        #expect(!names.contains { $0.contains("labelText") || $0.contains("pageBackground") }, "\(names.sorted())")
        // Eight modes: a pair on one of the theme's tokens is checked in each; one of two catalog sets, which have no elevated
        // value, in the four base modes (an elevated check would repeat its base one).
        #expect(json["modes"]?.elements?.count == 8)
        for pair in json["pairs"]?.elements ?? [] {
            let catalogOnly = ["Ink", "Paper"].contains(pair["foreground"]?.stringValue ?? "") && ["Ink", "Paper"].contains(pair["background"]?.stringValue ?? "")
            #expect(pair["results"]?.members?.count == (catalogOnly ? 4 : 8), "\(pair["foreground"] ?? JSONValue.null)")
        }
        #expect(status == .success, "\(json["pairs"] ?? JSONValue.null)")
        let text = Tool.run(["audit", tree.path("App/Sources/Assets.xcassets")]).standardOutput
        #expect(text.contains("Pairs (from the theme file \(tree.path(".nocturne.json"))"), "\(text)")
        #expect(!names.contains("foregroundPrimary on backgroundPrimary"), "a pair of two theme tokens the catalog lacks says nothing of it")
        // Once `nocturne theme --into` wrote the theme's own sets, their pairs are the catalog's too (adopted: this catalog's
        // Ink and Paper were written here, not by fix, so no manifest says they are nocturne's; forcing never replaces them).
        let forced = Tool.run(["theme", "--into", tree.path("App/Sources/Assets.xcassets"), "--config", tree.path(".nocturne.json"), "--force"])
        #expect(forced.status == .failure && forced.standardError.contains("rename the color in the theme file, or adopt") && !forced.standardError.contains("--prefix"))
        let into = Tool.run(["theme", "--into", tree.path("App/Sources/Assets.xcassets"), "--config", tree.path(".nocturne.json"), "--adopt"])
        #expect(into.standardOutput.contains("merged into"), "\(into.status) \(into.standardOutput) \(into.standardError)")
        let (_, after) = try Self.audit([tree.path("App/Sources/Assets.xcassets")])
        #expect(Self.pairNames(after).contains("foregroundPrimary on backgroundPrimary"), "\(Self.pairNames(after).sorted())")
        #expect(after["pairsSource"]?.stringValue == "the theme file " + tree.path(".nocturne.json"), "every color a pair needs is in the catalog now")
    }

    @Test("the pairs are measured on the catalog's bytes, not the theme file's: a Dark ink gone dark in the catalog fails in the dark modes")
    func thePairsAreMeasuredOnTheCatalogsBytes() throws {
        let tree = try Self.app(inkDark: RGB8(0x24303A))
        defer { tree.remove() }
        let (status, json) = try Self.audit([tree.path("App/Sources/Assets.xcassets")])
        #expect(status == .failure)
        let pairs: [JSONValue] = json["pairs"]?.elements ?? []
        let ink = try #require(pairs.first { pair in pair["foreground"]?.stringValue == "Ink" && pair["background"]?.stringValue == "Paper" })
        let results: JSONValue? = ink["results"]
        #expect(results?["dark-standard-base"]?["passes"]?.boolValue == false)
        #expect(results?["light-standard-base"]?["passes"]?.boolValue == true)
    }

    @Test("without a theme file the pairs are the ones the app's code draws on the catalog; the guessed ones only with --guessed, counted either way")
    func withoutAThemeFileThePairsAreTheCodes() throws {
        let tree = try Self.app(themeFile: false)
        defer { tree.remove() }
        try tree.write("Package.swift", "// swift-tools-version:6.0\n")
        // The code draws Ink on pageBackground; nothing draws labelText on pageBackground (a guess that fails, 1.6:1).
        try tree.write("App/Sources/Card.swift", """
            import SwiftUI
            struct Card: View {
                var body: some View {
                    Text("Lisbon").foregroundColor(Color("Ink")).background(Color("pageBackground"))
                }
            }
            """)
        let catalog = tree.path("App/Sources/Assets.xcassets")
        let (status, json) = try Self.audit([catalog])
        #expect(json["pairsInferred"]?.boolValue == false)
        let source = json["pairsSource"]?.stringValue ?? ""
        #expect(source.hasPrefix("the app's code under ") && source.contains(": 1 of its ") && !source.contains("App/Sources:"), "\(source)")
        #expect(Self.pairNames(json) == ["Ink on pageBackground"], "\(Self.pairNames(json).sorted())")
        #expect(status == .success)
        let text = Tool.run(["audit", catalog]).standardOutput
        #expect(text.contains("1 more could be guessed from names: --guessed checks them): 1 pairs, "), "\(text)")
        let (guessedStatus, guessed) = try Self.audit([catalog, "--guessed"])
        #expect(Self.pairNames(guessed) == ["Ink on pageBackground", "labelText on pageBackground"])
        #expect(guessed["pairsSource"]?.stringValue?.hasSuffix("; and 1 pair guessed from names (--guessed)") == true)
        #expect(guessedStatus == .failure, "labelText #CCCCCC on pageBackground #FFFFFF reads 1.6:1")
        // --code names the folder; one with no code on the catalog's colors audits no pair, and says so.
        try tree.write("Elsewhere/Other.swift", "let x = 1\n")
        let none = Tool.run(["audit", catalog, "--code", tree.path("Elsewhere")])
        #expect(none.status == .success && none.standardOutput.contains("Pairs (from the app's code under \(tree.path("Elsewhere")): 0 of its 0 pairs"), "\(none.standardOutput)")
        #expect(Tool.run(["audit", catalog, "--guessed", "--pairs", tree.path("pairs.json")]).status == .usage)
        // The catalog's preview draws the same pairs, on the app's names, and no Trips sample.
        let preview = Tool.run(["convert", catalog, "--to", "html", "--out", "-"])
        #expect(preview.status == .success, "\(preview.standardError)")
        #expect(preview.standardOutput.contains("<span class=\"label\"><b>Ink</b> on pageBackground</span>"), "\(preview.standardOutput.prefix(400))")
        #expect(!preview.standardOutput.contains("labelText</b> on") && !preview.standardOutput.contains("<h2>Trips</h2>"))
    }

    @Test("--config names the theme file wherever it is; with --pairs it is a usage error; one without a theme object is an error naming it")
    func configNamesTheThemeFile() throws {
        let tree = try Self.app(themeFile: false)
        defer { tree.remove() }
        try tree.write("design/theme.json", Self.themeFile)
        let (_, json) = try Self.audit([tree.path("App/Sources/Assets.xcassets"), "--config", tree.path("design/theme.json")])
        #expect(json["pairsSource"]?.stringValue?.hasPrefix("the theme file " + tree.path("design/theme.json")) == true)
        #expect(Self.pairNames(json).contains("Ink on Paper"))
        try tree.write("pairs.json", #"[{"foreground": "Ink", "background": "Paper", "minimum": 4.5}]"#)
        let both = Tool.run(["audit", tree.path("App/Sources/Assets.xcassets"), "--config", tree.path("design/theme.json"), "--pairs", tree.path("pairs.json")])
        #expect(both.status == .usage, "\(both.standardError)")
        try tree.write("lint.json", #"{"rules": {}}"#)
        let noTheme = Tool.run(["audit", tree.path("App/Sources/Assets.xcassets"), "--config", tree.path("lint.json")])
        #expect(noTheme.status == .couldNotRun && noTheme.standardError.contains(tree.path("lint.json") + ": the file has no 'theme' object"), "\(noTheme.standardError)")
    }

    @Test("a fix-recorded color whose own light value misses a pair its role implies is KEPT, not FAIL: the audit passes, as nocturne theme does")
    func theAppsOwnLightValuesAreKept() throws {
        let green = AssetCatalogWriter.colorSetDocument(for: ColorToken(name: "FillGreen", light: TokenColor(RGB8(0x41B883)), dark: TokenColor(RGB8(0x41B883)),
                                                                        increasedLight: TokenColor(RGB8(0x00754C)), increasedDark: TokenColor(RGB8(0x5FD6A0)))).serialized()
        let tree = try TemporaryFolder([
            ".nocturne.json": ##"{"theme": {"colors": {"FillGreen": {"light": "#41B883", "dark": "#41B883", "lightIncreased": "#00754C", "darkIncreased": "#5FD6A0", "role": "status"}}}}"##,
            "App/Assets.xcassets/Contents.json": AssetCatalogWriter.infoDocument().serialized(),
            "App/Assets.xcassets/Theme/FillGreen.colorset/Contents.json": green,
        ])
        defer { tree.remove() }
        let (status, json) = try Self.audit([tree.path("App/Assets.xcassets")])
        #expect(status == .success)
        let pairs: [JSONValue] = json["pairs"]?.elements ?? []
        let onPage = try #require(pairs.first { $0["foreground"]?.stringValue == "FillGreen" && $0["background"]?.stringValue == "backgroundPrimary" })
        #expect(onPage["results"]?["light-standard-base"]?["passes"]?.boolValue == false)
        #expect(onPage["results"]?["light-standard-base"]?["kept"]?.boolValue == true)
        #expect(onPage["results"]?["light-increased-base"]?["kept"] == nil)
        let text = Tool.run(["audit", tree.path("App/Assets.xcassets")]).standardOutput
        #expect(text.contains("0 fail; ") && text.contains("miss only on the app's own light values, kept as they ship"), "\(text)")
        #expect(text.contains("  KEPT FillGreen on backgroundPrimary in light-standard-base: WCAG 2.49 < 3"), "\(text)")
        // Declared in `pairs`, the same miss is the app's promise: it fails.
        try tree.write(".nocturne.json", ##"{"theme": {"colors": {"FillGreen": {"light": "#41B883", "dark": "#41B883", "lightIncreased": "#00754C", "darkIncreased": "#5FD6A0", "role": "status"}}, "pairs": [{"foreground": "FillGreen", "background": "backgroundPrimary", "minimum": 3}]}}"##)
        #expect(try Self.audit([tree.path("App/Assets.xcassets")]).status == .failure)
    }
}
