import Foundation
import NocturneAppearance
import NocturneColor
import NocturnePalette
import NocturneSupport
import NocturneTestSupport
import Testing
@testable import NocturneFormats

/// The color-vision-safe variant as a mode set of its own: CSS `[data-color-vision]`, the DTCG `colorVision` modifier, Swift `colorVision(_:)`.
@Suite("Color-vision-safe outputs")
struct ColorVisionOutputsTests {
    static let safe = Theme.default.colorVisionSafe
    static let tokens = TokenSet(theme: .default, name: "Trips").addingColorVisionSafe(TokenSet(theme: safe.theme, name: "Trips"))

    /// The custom properties one CSS rule sets, by token name, read back from the written text.
    static func rule(_ css: String, after marker: String, selector: String, writer: CSSThemeWriter = CSSThemeWriter()) throws -> [String: RGB8] {
        let section = try #require(css.range(of: marker))
        let start = try #require(css.range(of: "\n" + selector + " {\n", range: section.upperBound..<css.endIndex))
        let body = css[start.upperBound...].prefix { $0 != "}" }
        var values: [String: RGB8] = [:]
        for token in tokens.tokens {
            let property = writer.propertyName(token.name) + ": #"
            guard let line = body.split(separator: "\n").first(where: { $0.trimmingCharacters(in: .whitespaces).hasPrefix(property) }),
                  let hex = UInt32(line.split(separator: "#").last?.prefix(6) ?? "", radix: 16) else { continue }
            values[token.name] = RGB8(hex)
        }
        return values
    }

    /// The audit's checks counted again on values read back from the CSS: simulated by the general path, CIEDE2000 ≥ 10.
    static func failures(_ values: [String: RGB8]) throws -> Int {
        let pairs = ColorVisionAudit.checkedPairs
        var failures = 0
        for deficiency in ColorVisionDeficiency.dichromacies {
            for pair in pairs {
                let a = try #require(values[pair.first.rawValue]).colorValue.simulating(deficiency).rgb8.colorValue
                let b = try #require(values[pair.second.rawValue]).colorValue.simulating(deficiency).rgb8.colorValue
                if a.deltaE(b, method: .ciede2000, referenceWhite: .d65) < 10 { failures += 1 }
            }
        }
        return failures
    }

    @Test("CSS: the written variant, re-simulated from the stylesheet's bytes, passes every check in light and dark; the theme's own values do not")
    func css() throws {
        let css = try CSSThemeWriter().write(Self.tokens)
        let scope = CSSThemeWriter.colorVisionScope
        #expect(scope(":root") == #"[data-color-vision="protanopia"], [data-color-vision="deuteranopia"], [data-color-vision="tritanopia"]"#)
        let standard = "/* Standard contrast. */", variant = "/* Color-vision-safe variant"
        let light = try Self.rule(css, after: standard, selector: ":root"), dark = try Self.rule(css, after: standard, selector: ".dark")
        let safeLight = light.merging(try Self.rule(css, after: variant, selector: scope(":root"))) { $1 }
        let safeDark = dark.merging(try Self.rule(css, after: variant, selector: scope(".dark"))) { $1 }
        #expect(try Self.failures(light) > 0 && Self.failures(dark) > 0)
        #expect(try Self.failures(safeLight) == 0 && Self.failures(safeDark) == 0)
        #expect(safeLight["warning"] == Self.safe.theme[.warning].rgb8(in: AppearanceMode(colorScheme: .light)))
        // The switch is an attribute: no media query decides it.
        let section = try #require(css.range(of: variant))
        #expect(!css[section.lowerBound...].contains("prefers-color-vision"))
        // Without a variant the stylesheet has no trace of it.
        #expect(!(try CSSThemeWriter().write(TokenSet(theme: .default, name: "Trips"))).contains("data-color-vision"))
    }

    @Test("DTCG: a colorVision modifier after appearance whose contexts alias each changed token to the colorVisionSafe group every mode sets")
    func designTokens() throws {
        let files = try DesignTokensWriter().write(Self.tokens)
        let resolver = try JSONParser().parse(try #require(files.first { $0.path.hasSuffix(".resolver.json") }).contents)
        let modifier = try #require(resolver["modifiers"]?["colorVision"])
        #expect(modifier["default"]?.stringValue == "none")
        #expect(modifier["contexts"]?.members?.map(\.key) == ["none", "protanopia", "deuteranopia", "tritanopia"])
        #expect(resolver["resolutionOrder"]?.elements?.last?["$ref"]?.stringValue == "#/modifiers/colorVision")
        let alias = modifier["contexts"]?["deuteranopia"]?.elements?.first?["warning"]?["warning"]?["$value"]?.stringValue
        #expect(alias == "{colorVisionSafe.warning.warning}")
        let base = resolver["sets"]?["base"]?["sources"]?.elements?.first
        let safeWarning = base?["colorVisionSafe"]?["warning"]?["warning"]?["$value"]?["hex"]?.stringValue
        #expect(safeWarning == Self.safe.theme[.warning].rgb8(in: AppearanceMode(colorScheme: .light)).hex)
        let dark = resolver["modifiers"]?["appearance"]?["contexts"]?["dark-standard-base"]?.elements?.first
        #expect(dark?["colorVisionSafe"]?["warning"]?["warning"]?["$value"]?["hex"]?.stringValue
            == Self.safe.theme[.warning].rgb8(in: AppearanceMode(colorScheme: .dark)).hex)
        // Without a variant the resolver has the appearance modifier only.
        let plain = try DesignTokensWriter().write(TokenSet(theme: .default, name: "Trips"))
        let plainResolver = try JSONParser().parse(try #require(plain.first { $0.path.hasSuffix(".resolver.json") }).contents)
        #expect(plainResolver["modifiers"]?.members?.map(\.key) == ["appearance"])
    }

    @Test("Swift: TripsColors.colorVision(.deuteranopia) has every token, the variant's own values where it changes them; the file compiles",
          .enabled(if: Swiftc.hasBuiltModule("NocturneAppearance"), Swiftc.missingModulesReason("NocturneAppearance")))
    func swift() throws {
        let source = try SwiftSourceWriter().write(Self.tokens)
        #expect(source.contains("public static func colorVision(_ deficiency: ColorVision) -> ColorVisionSafe.Type"))
        #expect(!(try SwiftSourceWriter().write(TokenSet(theme: .default, name: "Trips"))).contains("colorVision"))
        let folder = try Swiftc.temporaryFolder("nocturne-swift-cvd")
        defer { try? FileManager.default.removeItem(at: folder) }
        let file = folder.appendingPathComponent("Trips.swift"), use = folder.appendingPathComponent("Use.swift")
        try source.write(to: file, atomically: true, encoding: .utf8)
        let warning = Self.safe.theme[.warning].rgb8(in: AppearanceMode(colorScheme: .dark))
        try """
            import NocturneAppearance
            import NocturneColor
            let safe = TripsColors.colorVision(.deuteranopia).warning.resolve(in: Traits(colorScheme: .dark))
            let same = TripsColors.colorVision(.tritanopia).foregroundPrimary.resolve(in: Traits(colorScheme: .dark))
            let matches: Bool = safe.rgb8.hex == "\(warning.hex)" && same.opacity == 1
            """.write(to: use, atomically: true, encoding: .utf8)
        let result = try Swiftc.run(["-typecheck", "-swift-version", "6", "-I", Swiftc.builtModules.path, file.path, use.path])
        #expect(result.status == 0, "\(result.output.prefix(2000))")
    }
}
