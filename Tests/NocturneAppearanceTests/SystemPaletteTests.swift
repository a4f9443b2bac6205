import NocturneColor
import NocturneTestSupport
import Testing
@testable import NocturneAppearance

@Suite("SystemPalette")
struct SystemPaletteTests {
    /// The facts measured on the iOS 27 simulator, as listed in the issue.
    @Test("iOS 27 measurements", arguments: [
        (DynamicColor.red, Traits(), (1.000, 0.220, 0.235)),
        (DynamicColor.red, Traits(colorScheme: .dark), (1.000, 0.259, 0.271)),
        (DynamicColor.blue, Traits(), (0.000, 0.533, 1.000)),
        (DynamicColor.blue, Traits(colorScheme: .dark), (0.000, 0.569, 1.000)),
        (DynamicColor.primary, Traits(), (0, 0, 0)),
        (DynamicColor.primary, Traits(colorScheme: .dark), (1, 1, 1)),
        (DynamicColor.systemBackground, Traits(colorScheme: .dark), (0, 0, 0)),
        (DynamicColor.systemBackground, Traits(colorScheme: .dark, level: .elevated), (0.110, 0.110, 0.118)),
    ])
    func measured(color: DynamicColor, traits: Traits, expected: (Double, Double, Double)) {
        let resolved = color.resolve(in: traits)
        #expect(abs(resolved.red - expected.0) < 0.0005)
        #expect(abs(resolved.green - expected.1) < 0.0005)
        #expect(abs(resolved.blue - expected.2) < 0.0005)
        #expect(resolved.opacity == 1)
    }

    @Test("blue is darker under Increase Contrast in light: 30, 110, 244")
    func increasedContrastBlue() {
        let resolved = DynamicColor.blue.resolve(in: Traits(contrast: .increased))
        #expect(resolved.rgb8 == RGB8(red: 30, green: 110, blue: 244))
        #expect(DynamicColor.systemBlue.resolve(in: Traits(contrast: .increased)) == resolved)
    }

    @Test("in light mode, level changes nothing", arguments: SystemColorName.allCases)
    func lightLevel(name: SystemColorName) {
        for palette in SystemPalette.all {
            for contrast in ColorSchemeContrast.allCases {
                let color = palette.color(name)
                #expect(color.resolve(in: Traits(contrast: contrast, level: .base)) == color.resolve(in: Traits(contrast: contrast, level: .elevated)))
            }
        }
    }

    @Test("SwiftUI names equal their UIKit colors", arguments: [
        (SystemColorName.red, SystemColorName.systemRed), (.blue, .systemBlue), (.gray, .systemGray),
        (.mint, .systemMint), (.primary, .label), (.accentColor, .systemBlue),
    ])
    func aliases(swiftUI: SystemColorName, uiKit: SystemColorName) {
        for palette in SystemPalette.all {
            #expect(palette.color(swiftUI).modeValues == palette.color(uiKit).modeValues)
        }
    }

    @Test("iOS 18 palette is selectable and differs")
    func ios18() {
        #expect(SystemPalette.ios18.systemRed.resolve(in: Traits()).rgb8 == RGB8(red: 255, green: 59, blue: 48))
        #expect(SystemPalette.ios26.systemRed.resolve(in: Traits()).rgb8 == RGB8(red: 255, green: 56, blue: 60))
        #expect(SystemPalette(id: "ios18") == .ios18)
        #expect(SystemPalette(id: "IOS27") == .ios26)
        #expect(SystemPalette(id: "ios9") == nil)
    }

    @Test("low-confidence values are marked")
    func confidence() {
        #expect(SystemPalette.ios26.confidence(of: .separator) == .low)
        #expect(SystemPalette.ios26.confidence(of: .link) == .low)
        #expect(SystemPalette.ios26.confidence(of: .systemRed) == .high)
        #expect(SystemPalette.ios26.note(for: .separator)?.contains("232") == true)
    }

    @Test("nearest names for a typo", arguments: [
        ("systemBackgroud", SystemColorName.systemBackground), ("sytemRed", .systemRed), ("labl", .label), ("Background", .systemBackground),
    ])
    func nearest(typo: String, expected: SystemColorName) {
        #expect(SystemColorName.nearest(to: typo).contains(expected))
    }

    @Test("names match ignoring case")
    func matching() {
        #expect(SystemColorName(matching: "SYSTEMbackground") == .systemBackground)
        #expect(SystemColorName(matching: "nope") == nil)
        #expect(SystemPalette.ios26.color(named: "label") != nil)
    }

    /// Every value in the reference palette, in every variant it lists.
    @Test("every value in reference/apple/system-colors.json", .requiresReference(ReferenceData.systemColorsPath))
    func reference() throws {
        let json = try #require(ReferenceData.systemColors, "\(ReferenceData.systemColorsPath) is present but not a JSON object")
        let variantTraits: [(String, Traits)] = [
            ("light", Traits()), ("dark", Traits(colorScheme: .dark)),
            ("lightHighContrast", Traits(contrast: .increased)), ("darkHighContrast", Traits(colorScheme: .dark, contrast: .increased)),
            ("lightElevated", Traits(level: .elevated)), ("darkElevated", Traits(colorScheme: .dark, level: .elevated)),
            ("darkHighContrastElevated", Traits(colorScheme: .dark, contrast: .increased, level: .elevated)),
        ]
        var checked = 0
        for (blockKey, palette) in [("ios26", SystemPalette.ios26), ("ios13_18", SystemPalette.ios18)] {
            let block = try #require(json[blockKey] as? [String: Any])
            for (name, value) in block {
                let entry = try #require(value as? [String: Any])
                let color = try #require(palette.color(named: name), "\(name) missing from \(palette)")
                for (key, traits) in variantTraits {
                    guard let rgba = entry[key] as? [Double], rgba.count == 4 else { continue }
                    let resolved = color.resolve(in: traits)
                    #expect(resolved.rgb8 == RGB8(red: UInt8(rgba[0]), green: UInt8(rgba[1]), blue: UInt8(rgba[2])), "\(palette) \(name) \(key)")
                    #expect(abs(resolved.opacity - rgba[3]) < 1e-9, "\(palette) \(name) \(key) opacity")
                    #expect(abs(resolved.red * 255 - rgba[0]) < 1e-9)
                    checked += 1
                }
            }
        }
        #expect(checked >= 38 * 4 * 2 + 20 * 3 * 2)
    }
}
