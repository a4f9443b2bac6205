import Foundation
import NocturneColor
import NocturnePalette
import NocturneAppearance
import NocturneSupport
import NocturneTestSupport
import Testing
@testable import NocturneFormats

@Suite("CSSThemeWriter")
struct CSSThemeWriterTests {
    let css: String

    /// A writer that throws fails every test of the suite instead of handing them an empty stylesheet.
    init() throws { css = try CSSThemeWriter().write(Fixtures.trips) }

    @Test("scheme, light-dark(), contrast, P3 and class hooks are all there")
    func structure() {
        #expect(css.contains(":root {\n  color-scheme: light dark;\n}"))
        #expect(css.contains("  --theme-accent: light-dark(#0b7a75, #5fd4cc);"))
        #expect(css.contains("@media (prefers-contrast: more) {"))
        #expect(css.contains("    --theme-accent: light-dark(#075e5a, #8fe3dd);"))
        #expect(css.contains("@supports (color: color(display-p3 1 1 1)) {"))
        #expect(css.contains("light-dark(#0b7a75, color(display-p3 0.45 0.82 0.79))"))
        #expect(css.contains(".dark {\n  color-scheme: dark;\n}"))
        #expect(css.contains(".light.contrast-more, .light .contrast-more {"))
        #expect(css.contains("--theme-outline-primary: light-dark(#00000033, #ffffff59);"))
        #expect(css.contains(".dark.elevated, .dark .elevated {\n  --theme-surface-primary: #2c2c2e;\n}"))
    }

    @Test("the Increase Contrast block sets both the light and the dark value")
    func contrastBlock() throws {
        let block = try #require(css.components(separatedBy: "@media (prefers-contrast: more) {").dropFirst().first)
        #expect(block.contains("  :root {\n    --theme-foreground-primary: #000000;"))
        #expect(block.contains("    :root {\n      --theme-foreground-primary: #ffffff;"))
    }

    @Test("braces balance")
    func balanced() {
        #expect(css.filter { $0 == "{" }.count == css.filter { $0 == "}" }.count)
    }
}

@Suite("AndroidResourcesWriter")
struct AndroidResourcesWriterTests {
    @Test("values and values-night with _highContrast variants, alpha first")
    func files() throws {
        let files = try AndroidResourcesWriter().write(Fixtures.trips)
        #expect(files.map(\.path) == ["android/values/colors.xml", "android/values-night/colors.xml"])
        #expect(files[0].contents.contains("<color name=\"accent\">#0B7A75</color>"))
        #expect(files[0].contents.contains("<color name=\"accent_highContrast\">#075E5A</color>"))
        #expect(files[1].contents.contains("<color name=\"accent\">#5FD4CC</color>"))
        #expect(files[1].contents.contains("<color name=\"outline_primary\">#59FFFFFF</color>"))
        #expect(files[1].contents.contains("<color name=\"foreground_primary_highContrast\">#FFFFFF</color>"))
    }
}

@Suite("DesignTokensWriter")
struct DesignTokensWriterTests {
    @Test("DTCG color objects, groups, mode files and a resolver")
    func files() throws {
        let files = try DesignTokensWriter().write(Fixtures.trips)
        #expect(files.count == 9)
        let base = try JSONParser().parse(try #require(files.first).contents)
        let accent = try #require(base["accent"]?["accent"]?["$value"])
        #expect(accent["colorSpace"]?.stringValue == "srgb")
        #expect(accent["hex"]?.stringValue == "#0b7a75")
        #expect(accent["components"]?.elements?.compactMap(\.doubleValue) == [0.0431, 0.4784, 0.4588])
        let darkFile = try #require(files.first { $0.path == "tokens/modes/dark-standard-base.tokens.json" })
        let dark = try JSONParser().parse(darkFile.contents)
        #expect(dark["accent"]?["accent"]?["$value"]?["colorSpace"]?.stringValue == "display-p3")
        #expect(dark["accent"]?["accent"]?["$value"]?["hex"]?.stringValue == "#5fd4cc")
        let resolver = try JSONParser().parse(try #require(files.last).contents)
        #expect(resolver["version"]?.stringValue == "2025.10")
        #expect(resolver["modifiers"]?["appearance"]?["contexts"]?.members?.count == 8)
        #expect(resolver["modifiers"]?["appearance"]?["default"]?.stringValue == "light-standard-base")
    }

    @Test("the resolver holds every mode in one document: read alone, every token has all eight values")
    func resolverStandsAlone() throws {
        let tokens = TokenSet(theme: try Theme(accent: RGB8(0x0B7A75), colors: [ThemeColor(name: "sunset", role: .brand, light: RGB8(0xF29D50))]))
        let resolver = try #require(try DesignTokensWriter().write(tokens).first { $0.path.hasSuffix(".resolver.json") })
        #expect(!resolver.contents.contains("$ref\" : \"modes/") && !resolver.contents.contains(".tokens.json"))
        let folder = try DesignTokensReaderTests.write(["only.resolver.json": resolver.contents])
        defer { try? FileManager.default.removeItem(at: folder) }
        let read = try DesignTokensReader().read(at: folder.appendingPathComponent("only.resolver.json").path)
        #expect(read.diagnostics.isEmpty, "\(read.diagnostics)")
        #expect(read.tokens.count == tokens.tokens.count)
        for token in tokens.tokens {
            let back = try #require(read.tokens.first { $0.name.split(separator: ".").last.map(String.init) == token.name }, "\(token.name)")
            for mode in AppearanceMode.all { #expect(back.value(in: mode)?.hex == token.value(in: mode)?.hex, "\(token.name) \(mode.key)") }
        }
    }
}

@Suite("SwiftSourceWriter")
struct SwiftSourceWriterTests {
    // Needs the module `swift build` leaves in .build; a test run from another build folder skips it, saying so.
    // The Apple branch of the same file is type-checked against the SDK stub in NocturneSwiftUITests.
    @Test("the generated file compiles on Linux against NocturneAppearance",
          .enabled(if: Swiftc.hasBuiltModule("NocturneAppearance"), Swiftc.missingModulesReason("NocturneAppearance")))
    func compiles() throws {
        let source = try SwiftSourceWriter().write(Fixtures.trips)
        #expect(source.contains("public enum TripsColors {"))
        #expect(source.contains("UIColor { traits in"))
        #expect(source.contains("traits.userInterfaceLevel == .elevated"))
        let folder = try Swiftc.temporaryFolder("nocturne-swift")
        defer { try? FileManager.default.removeItem(at: folder) }
        let file = folder.appendingPathComponent("Trips.swift")
        try source.write(to: file, atomically: true, encoding: .utf8)
        // A second file uses the tokens the way an app would.
        let use = folder.appendingPathComponent("Use.swift")
        try """
            import NocturneAppearance
            let dark = TripsColors.accent.resolve(in: Traits(colorScheme: .dark))
            let elevated = TripsColors.surfacePrimary.resolve(in: Traits(colorScheme: .dark, level: .elevated))
            """.write(to: use, atomically: true, encoding: .utf8)
        let result = try Swiftc.run(["-typecheck", "-swift-version", "6", "-I", Swiftc.builtModules.path, file.path, use.path])
        #expect(result.status == 0, "\(result.output)")
    }

    @Test("eight values per token, elevated last")
    func values() {
        let list = SwiftSourceWriter.valueList(Fixtures.trips.tokens[3], indent: "    ")
        #expect(list.components(separatedBy: ".srgb(").count - 1 == 8)
        #expect(list.contains(".srgb(0x2C2C2EFF)"))
    }
}
