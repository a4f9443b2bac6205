import Foundation
import NocturneAppearance
import NocturneColor
import NocturnePalette
import NocturneSupport
import NocturneTestSupport
import Testing
@testable import NocturneFormats

/// The app's own colors in every output: Swift, CSS, DTCG, Android, beside the theme's tokens.
extension ThemeExporterTests {
    static func exampleTheme() throws -> Theme {
        try Theme(accent: RGB8(0x0B7A75), colors: WrittenThemeCheckTests.example, pairs: WrittenThemeCheckTests.examplePairs)
    }

    /// The values of one color token in the eight modes, as 8-bit hex in mode order.
    static func hexes(_ theme: Theme, _ name: String) throws -> [String] {
        try #require(theme.color(named: name)).rgb8.values.map(\.hex)
    }

    @Test(arguments: ["sunset", "onSunset", "sunsetText", "sunsetContainer", "ink", "paper", "hairline", "pine"])
    func everyOutputCarriesTheAppsColor(name: String) throws {
        let theme = try Self.exampleTheme()
        let tokens = TokenSet(theme: theme)
        let files = try ThemeExporter().files(for: tokens).files
        func file(_ path: String) throws -> String { try #require(files.first { $0.path == path }, "\(path)").contents }
        let values = try #require(theme.color(named: name)).rgb8
        let light = AppearanceMode(colorScheme: .light), dark = AppearanceMode(colorScheme: .dark)
        let lightIncreased = AppearanceMode(colorScheme: .light, contrast: .increased), darkIncreased = AppearanceMode(colorScheme: .dark, contrast: .increased)
        // Swift: a member of ThemeColors with all eight values.
        let swift = try file("Theme.swift")
        #expect(swift.contains("static let \(name) = "), "ThemeColors.\(name)")
        let valueList = SwiftSourceWriter.valueList(try #require(tokens[name]), indent: "    ")
        for mode in AppearanceMode.all { #expect(valueList.contains(".srgb(0x\(values[mode].hex.dropFirst().uppercased())FF)"), "\(mode.key)") }
        // CSS: the custom property with light-dark() of the standard values and the Increase Contrast ones.
        let css = try file("theme.css")
        let property = "--theme-" + TokenNaming.kebab(name)
        #expect(css.contains("\(property): light-dark(\(values[light].hex.lowercased()), \(values[dark].hex.lowercased()));"), "\(property)")
        if values[lightIncreased] != values[light] || values[darkIncreased] != values[dark] {
            #expect(css.contains("\(property): light-dark(\(values[lightIncreased].hex.lowercased()), \(values[darkIncreased].hex.lowercased()));"))
        }
        // DTCG: in the resolver's base set, with every mode in the standalone base file's extension.
        let resolver = try JSONParser().parse(try file("tokens/Theme.resolver.json"))
        let base = try #require(resolver["sets"]?["base"]?["sources"]?.elements?.first)
        let group = DesignTokensWriter.groupPath(try #require(tokens[name]))
        var node: JSONValue? = base
        for key in group + [name] { node = node?[key] }
        #expect(node?["$value"]?["hex"]?.stringValue == values[light].hex.lowercased(), "\(group + [name])")
        // Android: snake_case in values and values-night, with the _highContrast variant.
        let snake = TokenNaming.snake(name)
        let day = try file("android/values/colors.xml"), night = try file("android/values-night/colors.xml")
        #expect(day.contains("<color name=\"\(snake)\">\(values[light].hex.uppercased())</color>"), "\(snake)")
        #expect(night.contains("<color name=\"\(snake)\">\(values[dark].hex.uppercased())</color>"))
        #expect(day.contains("<color name=\"\(snake)_highContrast\">\(values[lightIncreased].hex.uppercased())</color>"))
        #expect(night.contains("<color name=\"\(snake)_highContrast\">\(values[darkIncreased].hex.uppercased())</color>"))
    }

    // Needs the module `swift build` leaves in .build; a test run from another build folder skips it, saying so.
    @Test(.enabled(if: Swiftc.hasBuiltModule("NocturneAppearance"), Swiftc.missingModulesReason("NocturneAppearance")))
    func theSwiftFileGivesThemeColorsSunsetAndOnSunsetThatResolvePerMode() throws {
        let theme = try Self.exampleTheme()
        let folder = try Swiftc.temporaryFolder("nocturne-app-colors")
        defer { try? FileManager.default.removeItem(at: folder) }
        let file = folder.appendingPathComponent("Theme.swift")
        try SwiftSourceWriter().write(TokenSet(theme: theme)).write(to: file, atomically: true, encoding: .utf8)
        let use = folder.appendingPathComponent("Use.swift")
        let darkSunset = try Self.hexes(theme, "sunset")[AppearanceMode(colorScheme: .dark).index]
        try """
            import NocturneAppearance
            let fill: DynamicColor = ThemeColors.sunset
            let label: DynamicColor = ThemeColors.onSunset
            let dark: String = fill.resolve(in: Traits(colorScheme: .dark)).hex  // \(darkSunset)
            let pine: DynamicColor = ThemeColors.pine
            """.write(to: use, atomically: true, encoding: .utf8)
        let result = try Swiftc.run(["-typecheck", "-swift-version", "6", "-I", Swiftc.builtModules.path, file.path, use.path])
        #expect(result.status == 0, "\(result.output)")
    }
}
