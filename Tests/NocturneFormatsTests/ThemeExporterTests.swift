import Foundation
import NocturneAppearance
import NocturnePalette
import NocturneSupport
import Testing
@testable import NocturneFormats

@Suite("ThemeExporter")
struct ThemeExporterTests {
    static func temporaryFolder() -> URL {
        FileManager.default.temporaryDirectory.appendingPathComponent("nocturne-theme-\(UUID().uuidString)")
    }

    @Test("the default theme in every format, with a marker, swapped in atomically")
    func exportDefault() throws {
        let parent = Self.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: parent) }
        let folder = parent.appendingPathComponent("Theme")
        let tokens = TokenSet(theme: .default)
        let report = try ThemeExporter().export(tokens, to: folder.path)
        let expected = ["Theme.xcassets/Contents.json", "Theme.xcassets/AccentColor.colorset/Contents.json", "Theme.swift", "theme.css",
            "tokens/Theme.tokens.json", "tokens/Theme.resolver.json", "android/values/colors.xml", "android/values-night/colors.xml", "preview.html"]
        for path in expected {
            #expect(report.files.contains(path), "\(path)")
            #expect(FileManager.default.fileExists(atPath: folder.appendingPathComponent(path).path), "\(path)")
        }
        #expect(FileManager.default.fileExists(atPath: folder.appendingPathComponent(ThemeExporter.markerFileName).path))
        // Only the folder itself is left in the parent: no staging or old folders.
        #expect(try FileManager.default.contentsOfDirectory(atPath: parent.path) == ["Theme"])
        // The accent keeps the brand color in light mode and is AccentColor in the catalog.
        let catalog = try AssetCatalogReader().read(at: folder.appendingPathComponent("Theme.xcassets").path)
        #expect(catalog["AccentColor"]?.tokenColor(in: AppearanceMode(colorScheme: .light), resolver: .none)?.hex == "#0B7A75")
        #expect(catalog.colorSets.count == tokens.tokens.count)
        #expect(catalog.symbolCollisions.isEmpty)
        // Writing again over our own folder works.
        _ = try ThemeExporter(formats: [.css]).export(tokens, to: folder.path)
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted() == [ThemeExporter.markerFileName, "theme.css"])
        if let keep = ProcessInfo.processInfo.environment["NOCTURNE_KEEP_EXPORT"] {
            _ = try ThemeExporter(force: true).export(tokens, to: keep)
        }
    }

    @Test("the preview's header counts the pairs its self-check judges, as the audit counts them")
    func previewHeaderCountsCheckedPairs() throws {
        let theme = Theme.default
        let tokens = TokenSet(theme: theme)
        let exempt = tokens.pairs.filter(\.isExempt).count
        #expect(exempt > 0, "the default theme declares exempt pairs, so the two counts differ")
        let html = try PreviewWriter().write(tokens)
        // The audit's summary line: "Audit: N tokens × 8 modes, P pairs; …".
        let summary = ThemeAudit(theme: theme).summary()
        let checked = tokens.pairs.count - exempt
        #expect(summary.contains("modes, \(checked) pairs;"), "\(summary)")
        #expect(html.contains("\(checked) checked pairs (\(exempt) exempt)."))
    }

    @Test("a folder Nocturne did not create is refused without force and left untouched")
    func refusesForeignFolder() throws {
        let folder = Self.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        try "mine".write(to: folder.appendingPathComponent("notes.txt"), atomically: true, encoding: .utf8)
        let tokens = Fixtures.trips
        #expect(throws: FormatError.self) { try ThemeExporter().export(tokens, to: folder.path) }
        #expect(ReferenceFiles.text(folder.appendingPathComponent("notes.txt")) == "mine")
        _ = try ThemeExporter(formats: [.android], force: true).export(tokens, to: folder.path)
        #expect(!FileManager.default.fileExists(atPath: folder.appendingPathComponent("notes.txt").path))
    }

    @Test("every token of the default theme round-trips through the DTCG and catalog writers to the same 8-bit values")
    func valuesSurvive() throws {
        let tokens = TokenSet(theme: .default)
        let files = try DesignTokensWriter().write(tokens)
        let base = try JSONParser().parse(try #require(files.first).contents)
        for token in tokens.tokens {
            let group = DesignTokensWriter.groupPath(token)
            var node: JSONValue? = base
            for key in group + [token.name] { node = node?[key] }
            let modes = try #require(node?["$extensions"]?[DesignTokensWriter.modesExtension])
            for mode in AppearanceMode.all {
                #expect(modes[mode.key]?["hex"]?.stringValue == token.value(in: mode)?.rgb8?.hex, "\(token.name) \(mode)")
            }
        }
    }
}
