import Foundation
import NocturneAppearance
import NocturneTestSupport
import Testing
@testable import NocturneFormats

/// Every file in `../shared/reference/real-inputs/tokens` reads without throwing, through the reader its kind picks.
@Suite("Real token files", .requiresReference(ReferenceFiles.realInputsPath("tokens")))
struct RealTokenFileTests {
    static var files: [String] {
        guard let root = ReferenceFiles.realInputs("tokens") else { return [] }
        return ReferenceFiles.files(under: root) { $0.hasSuffix(".json") || $0.hasSuffix(".json5") || $0.hasSuffix(".css") }
            .map { String($0.path.dropFirst(root.path.count + 1)) }
    }

    @Test("all 22 files are present")
    func count() {
        #expect(Self.files.count == 22)
    }

    @Test("each file reads, and every problem names its file", arguments: files)
    func reads(path: String) throws {
        let root = try #require(ReferenceFiles.realInputs("tokens"))
        let tokens = try TokenInput.read(at: root.appendingPathComponent(path).path).tokens
        for problem in tokens.diagnostics {
            #expect(!problem.file.isEmpty || !problem.key.isEmpty, "\(problem)")
        }
        // Metadata files hold no colors; every other file yields tokens or says why not.
        if !path.contains("$") && !path.hasSuffix("cross-platform.json") {
            #expect(!tokens.tokens.isEmpty || !tokens.diagnostics.isEmpty)
        }
    }
}

@Suite("AssetCatalogReader malformed input")
struct MalformedCatalogTests {
    @Test("a broken set is reported by file, line and key; the rest of the catalog loads")
    func brokenSetsDoNotStopTheCatalog() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("nocturne-broken-\(UUID().uuidString)/Broken.xcassets")
        defer { try? FileManager.default.removeItem(at: folder.deletingLastPathComponent()) }
        let good = AssetCatalogWriter.colorSetDocument(for: ColorToken(name: "good", light: Fixtures.rgb("#0B7A75"), dark: Fixtures.rgb("#5FD4CC"))).serialized()
        try OutputFolder(folder.path).write([
            GeneratedFile(path: "Contents.json", contents: AssetCatalogWriter.infoDocument().serialized()),
            GeneratedFile(path: "good.colorset/Contents.json", contents: good),
            GeneratedFile(path: "badjson.colorset/Contents.json", contents: "{\n  \"colors\" : [\n    {\n      \"idiom\" : \"universal\",\n    ]\n}\n"),
            GeneratedFile(path: "badspace.colorset/Contents.json", contents: #"{"colors":[{"idiom":"universal","color":{"color-space":"cmyk","components":{"red":"1"}}}]}"#),
            GeneratedFile(path: "Images/logo.imageset/Contents.json", contents: #"{"images":[],"info":{"author":"xcode","version":1}}"#),
        ])
        let catalog = try AssetCatalogReader().read(at: folder.path)
        #expect(catalog.colorSets.map(\.name) == ["badspace", "good"])
        #expect(catalog["good"]?.tokenColor(in: AppearanceMode(colorScheme: .dark), resolver: .none)?.hex == "#5FD4CC")
        #expect(catalog.ignored == ["Images/logo.imageset"])
        let descriptions = catalog.diagnostics.map(\.description)
        #expect(descriptions.count == 2)
        #expect(descriptions[0].hasPrefix("badjson.colorset/Contents.json:5:5: "))
        #expect(descriptions[1] == "badspace.colorset/Contents.json:1: key 'colors[0].color.color-space': unknown color space \"cmyk\"")
    }
}
