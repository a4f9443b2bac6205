import Foundation
import NocturneColor
import NocturneAppearance
import NocturneSupport
import Testing
@testable import NocturneFormats

@Suite("AssetCatalogReader")
struct AssetCatalogReaderTests {
    @Test("components as Xcode writes them", arguments: [
        ("\"0.500\"", false, 0.5), ("\"128\"", false, 128.0 / 255), ("\"0x80\"", false, 128.0 / 255),
        ("\"7\"", false, 7.0 / 255), ("\"1.000\"", true, 1.0), ("\"0.840\"", true, 0.84), ("0.25", false, 0.25),
        ("\"0xFF\"", false, 1.0), ("\"1\"", true, 1.0), ("\"1.0000\"", false, 1.0),
    ])
    func componentValue(raw: String, isAlpha: Bool, expected: Double) throws {
        let value = try JSONParser().parse(raw)
        let parsed = try #require(AssetCatalogReader.componentValue(value, isAlpha: isAlpha))
        #expect(abs(parsed - expected) < 1e-12)
    }

    @Test("non-numeric components are rejected", arguments: ["\"abc\"", "\"0xZZ\"", "true", "\"\""])
    func badComponent(raw: String) throws {
        #expect(AssetCatalogReader.componentValue(try JSONParser().parse(raw), isAlpha: false) == nil)
    }

    @Test("malformed colors name the key")
    func malformed() throws {
        let document = try JSONParser().parse("""
            {"colors":[
              {"idiom":"universal","color":{"color-space":"cmyk","components":{"red":"1"}}},
              {"idiom":"universal","appearances":[{"appearance":"luminosity","value":"dark"}],"color":{"color-space":"srgb","components":{"red":"abc","green":"0","blue":"0"}}},
              {"idiom":"universal","appearances":[{"appearance":"contrast","value":"high"}],"color":{"color-space":"srgb"}},
              {"idiom":"universal","appearances":[{"appearance":"luminosity","value":"dark"},{"appearance":"contrast","value":"high"}],"color":{"color-space":"srgb","components":{"red":"0.1","green":"0.2","blue":"0.3"}}}
            ]}
            """)
        let (entries, problems) = AssetCatalogReader.entries(in: document)
        #expect(entries.count == 4)
        #expect(problems.map(\.key) == ["colors[0].color.color-space", "colors[1].color.components.red", "colors[2].color.components"])
        #expect(problems.map(\.kind) == [.unknownColorSpace, .badComponent, .structure])
        let last = try #require(entries.last?.color)
        guard case .components(.srgb, let value) = last else { Issue.record("expected components"); return }
        #expect(value.alpha == 1)
        #expect(value.coordinates == SIMD3(0.1, 0.2, 0.3))
    }

    @Test("gray gamma 2.2 goes through linear light")
    func grayGamma() {
        let gray = AssetColorSpace.grayGamma22.colorValue(SIMD3(repeating: 0.5), alpha: 1)
        // 0.5^2.2 = 0.21764 linear → sRGB 0.50387 (128 of 255).
        #expect(abs(gray.coordinates.x - 0.50387) < 0.0001)
        #expect(ResolvedColor(gray).rgb8 == RGB8(red: 128, green: 128, blue: 128))
    }

    @Test("fallback rules pick the slot", arguments: [
        ("light-standard-base", "any"), ("dark-standard-base", "dark"), ("light-increased-base", "anyHC"),
        ("dark-increased-base", "darkHC"), ("dark-increased-elevated", "darkHC"),
    ])
    func fallbackAllSlots(mode: String, expected: String) throws {
        let set = Self.set(slots: ["any", "dark", "anyHC", "darkHC"])
        let appearance = try #require(AppearanceMode(key: mode))
        let entry = try #require(set.drawingEntry(in: appearance))
        #expect(Self.label(entry) == expected)
    }

    @Test("a set without high contrast ignores Increase Contrast; dark + HC falls to dark before any + HC", arguments: [
        (["any", "dark"], "dark-increased-base", "dark"), (["any", "dark"], "light-increased-base", "any"),
        (["any"], "dark-increased-base", "any"), (["any", "anyHC", "dark"], "dark-increased-base", "dark"),
        (["any", "anyHC"], "dark-increased-base", "anyHC"), (["any", "light", "dark"], "light-standard-base", "light"),
    ])
    func fallbackPartial(slots: [String], mode: String, expected: String) throws {
        let appearance = try #require(AppearanceMode(key: mode))
        let entry = try #require(Self.set(slots: slots).drawingEntry(in: appearance))
        #expect(Self.label(entry) == expected)
    }

    @Test("an empty slot counts as absent")
    func emptySlot() throws {
        var set = Self.set(slots: ["any", "dark"])
        set.entries[1].color = nil
        let appearance = try #require(AppearanceMode(key: "dark-standard-base"))
        let entry = try #require(set.drawingEntry(in: appearance))
        #expect(Self.label(entry) == "any")
        #expect(set.emptySlots.count == 1)
    }

    static func set(slots: [String]) -> ColorSet {
        let entries = slots.enumerated().map { index, slot -> ColorSetEntry in
            let color = ColorSetColor.components(.srgb, ColorValue(.srgb, SIMD3(repeating: Double(index) / 10)))
            switch slot {
            case "dark": return ColorSetEntry(luminosity: .dark, color: color, key: slot)
            case "light": return ColorSetEntry(luminosity: .light, color: color, key: slot)
            case "anyHC": return ColorSetEntry(highContrast: true, color: color, key: slot)
            case "darkHC": return ColorSetEntry(luminosity: .dark, highContrast: true, color: color, key: slot)
            default: return ColorSetEntry(color: color, key: slot)
            }
        }
        return ColorSet(name: "test", entries: entries)
    }

    static func label(_ entry: ColorSetEntry) -> String { entry.key }
}
