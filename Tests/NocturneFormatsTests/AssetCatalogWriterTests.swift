import Foundation
import NocturneSupport
import Testing
@testable import NocturneFormats

/// About 1e-320: a subnormal, whose scaling by a power of ten once overflowed the formatters (a literal would warn).
private let subnormal = Double.leastNonzeroMagnitude * 2024

@Suite("AssetCatalogWriter")
struct AssetCatalogWriterTests {
    @Test("three decimals, rounded half away from zero", arguments: [
        (0.0431372549, "0.043"), (1.0, "1.000"), (0.0, "0.000"), (0.0005, "0.001"), (-0.25, "-0.250"), (0.9995, "1.000"), (1.2345, "1.235"),
        (1e20, "100000000000000000000.000"), (-subnormal, "0.000"), (Double.nan, "0.000"),
    ])
    func componentText(value: Double, text: String) {
        #expect(AssetCatalogWriter.componentText(value) == text)
    }

    @Test("a colorset is laid out byte for byte as Xcode writes it")
    func xcodeLayout() throws {
        let token = ColorToken(name: "outline", light: Fixtures.rgb("#0B7A75"), dark: Fixtures.rgb("#5FD4CC"))
        let text = AssetCatalogWriter.colorSetDocument(for: token).serialized()
        let expectedStart = """
            {
              "colors" : [
                {
                  "color" : {
                    "color-space" : "srgb",
                    "components" : {
                      "alpha" : "1.000",
                      "blue" : "0.459",
                      "green" : "0.478",
                      "red" : "0.043"
                    }
                  },
                  "idiom" : "universal"
                },
                {
                  "appearances" : [
                    {
                      "appearance" : "luminosity",
                      "value" : "dark"
                    }
                  ],
            """
        #expect(text.hasPrefix(expectedStart))
        #expect(text.hasSuffix("  \"info\" : {\n    \"author\" : \"xcode\",\n    \"version\" : 1\n  }\n}\n"))
        // Reading it back gives the same four slots, and re-serializing in the detected style changes nothing.
        let parsed = try JSONParser().parse(text)
        #expect(parsed.serialized(style: JSONStyle.detect(in: text)) == text)
        let (entries, problems) = AssetCatalogReader.entries(in: parsed)
        #expect(problems.isEmpty)
        #expect(entries.map(\.slotName) == ["Any", "Dark", "Any + High Contrast", "Dark + High Contrast"])
    }

    @Test("Display P3 entries appear beside sRGB ones only when P3 differs")
    func displayP3() throws {
        let output = try AssetCatalogWriter().write(Fixtures.trips)
        let accent = try #require(output.files.first { $0.path == "Trips.xcassets/AccentColor.colorset/Contents.json" })
        #expect(accent.contents.components(separatedBy: "\"display-gamut\" : \"display-P3\"").count - 1 == 4)
        #expect(accent.contents.contains("\"color-space\" : \"display-p3\""))
        let text = try #require(output.files.first { $0.path == "Trips.xcassets/foregroundPrimary.colorset/Contents.json" })
        #expect(!text.contents.contains("display-gamut"))
        #expect(output.notes.contains { $0.contains("AccentColor") })
        #expect(!output.files.contains { $0.path.contains("/accent.colorset") })
    }

    @Test("written catalog reads back to the same 8-bit values in every base mode")
    func roundTripThroughReader() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("nocturne-xcassets-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        let output = try AssetCatalogWriter().write(Fixtures.trips)
        try OutputFolder(folder.path).write(output.files)
        let catalog = try AssetCatalogReader().read(at: folder.appendingPathComponent("Trips.xcassets").path)
        #expect(catalog.diagnostics.isEmpty)
        #expect(catalog.colorSets.count == 5)
        for token in Fixtures.trips.tokens {
            let name = token.name == "accent" ? "AccentColor" : token.name
            let set = try #require(catalog[name])
            for mode in TokenSet.baseModes {
                #expect(set.tokenColor(in: mode, resolver: .none)?.hex == token.value(in: mode)?.hex, "\(name) \(mode)")
            }
        }
        // And the files read back serialize to the same bytes.
        for file in AssetCatalogWriter().files(for: catalog) {
            #expect(file.contents == ReferenceFiles.text(folder.appendingPathComponent("Trips.xcassets").appendingPathComponent(file.path)))
        }
    }

    @Test("names whose Swift symbols collide are refused, or renamed when asked")
    func collisions() throws {
        let tokens = TokenSet(name: "C", tokens: [
            ColorToken(name: "label", light: Fixtures.rgb("#000000"), dark: Fixtures.rgb("#FFFFFF")),
            ColorToken(name: "labelColor", light: Fixtures.rgb("#111111"), dark: Fixtures.rgb("#EEEEEE")),
        ])
        let error = #expect(throws: FormatError.self) { try AssetCatalogWriter().write(tokens) }
        #expect(error?.kind == .symbolCollision, "\(String(describing: error))")
        let output = try AssetCatalogWriter(renamesCollisions: true).write(tokens)
        #expect(output.files.contains { $0.path == "C.xcassets/labelColor2.colorset/Contents.json" })
        #expect(output.notes.count == 1)
    }

    @Test("system references are written back as references")
    func references() throws {
        let reference = TokenColor(reference: SystemColorReference(name: "systemBackgroundColor", platform: "ios"), resolved: nil)
        let token = ColorToken(name: "page", values: [Fixtures.mode("light-standard-base"): reference])
        let text = AssetCatalogWriter.colorSetDocument(for: token).serialized()
        #expect(text.contains("\"color\" : {\n        \"platform\" : \"ios\",\n        \"reference\" : \"systemBackgroundColor\"\n      }"))
        let (entries, _) = AssetCatalogReader.entries(in: try JSONParser().parse(text))
        #expect(!entries.isEmpty)
        #expect(entries.allSatisfy { $0.color == .reference(SystemColorReference(name: "systemBackgroundColor", platform: "ios")) })
    }

    @Test("Swift symbol names follow Xcode's rule", arguments: [
        ("AccentColor", "accent"), ("labelColor", "label"), ("Brand/Dark Blurple", "brandDarkBlurple"),
        ("navigation.next.button.background", "navigationNextButtonBackground"), ("8", "_8"),
        ("launchScreen-background", "launchScreenBackground"), ("added_background", "addedBackground"), ("Color", "color"),
    ])
    func symbols(name: String, symbol: String) {
        #expect(SwiftSymbolName.symbol(for: name) == symbol)
    }
}
