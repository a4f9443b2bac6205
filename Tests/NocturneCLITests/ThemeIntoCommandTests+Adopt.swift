import Foundation
import NocturneFormats
import Testing
import NocturneColor

/// `--adopt` through the theme file's outputs: the app's set stays, and every other output takes its values.
extension ThemeIntoCommandTests {
    @Test("a theme file's xcassets output with the app's own danger: refused (forced too) naming it, then --adopt keeps it and the CSS and Swift take its red")
    func adoptThroughTheThemeFilesOutputs() throws {
        let folder = try Self.folder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let catalog = folder.appendingPathComponent("App/Assets.xcassets")
        let danger = catalog.appendingPathComponent("danger.colorset/Contents.json")
        try FileManager.default.createDirectory(at: danger.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data(AssetCatalogWriter.infoDocument().serialized().utf8).write(to: catalog.appendingPathComponent("Contents.json"))
        let own = AssetCatalogWriter.colorSetDocument(for: ColorToken(name: "danger", light: TokenColor(RGB8(0xE03030)), dark: TokenColor(RGB8(0xFF6060)))).serialized()
        try Data(own.utf8).write(to: danger)
        try Data(#"{"theme": {"outputs": {"xcassets": "App/Assets.xcassets", "css": "Generated/theme.css", "swift": "Generated/Theme.swift"}}}"#.utf8)
            .write(to: folder.appendingPathComponent(".nocturne.json"))
        let before = Self.tree(folder)
        for flags in [[], ["--force"]] {
            let refused = try Self.nocturne(["theme"] + flags, in: folder)
            #expect(refused.status == 1 && refused.error.contains("App/Assets.xcassets/danger.colorset") && refused.error.contains("--adopt"), "\(refused.error)")
            #expect(Self.tree(folder) == before, "nothing written (\(flags))")
        }
        let adopted = try Self.nocturne(["theme", "--adopt"], in: folder)
        #expect(adopted.status == 0, "\(adopted.error)")
        #expect(adopted.output.contains("adopted the app's danger.colorset as the theme's 'danger'"), "\(adopted.output)")
        #expect(try String(contentsOf: danger, encoding: .utf8) == own, "the app's set, byte for byte")
        #expect(!FileManager.default.fileExists(atPath: catalog.appendingPathComponent("Theme/danger.colorset").path))
        #expect(FileManager.default.fileExists(atPath: catalog.appendingPathComponent("Theme/onDanger.colorset").path))
        let css = try String(contentsOf: folder.appendingPathComponent("Generated/theme.css"), encoding: .utf8)
        #expect(css.contains("--theme-danger: #e03030;") && css.contains("--theme-danger: #ff6060;"), "\(css.prefix(600))")
        let swift = try String(contentsOf: folder.appendingPathComponent("Generated/Theme.swift"), encoding: .utf8)
        #expect(swift.contains("/// `danger`: light #E03030, dark #FF6060."), "the Swift file takes the app's red")
    }
}
