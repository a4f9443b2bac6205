import NocturneFix
import NocturneTestSupport
import Testing

/// Which findings fix takes by default: warnings and errors; the High Contrast notes only with `--add-high-contrast`.
@Suite("Fixer: High Contrast variants")
struct FixerHighContrastTests {
    static let brand = """
        {
          "colors" : [
            { "color" : { "color-space" : "srgb", "components" : { "alpha" : "1.000", "blue" : "0x75", "green" : "0x7A", "red" : "0x0B" } }, "idiom" : "universal" },
            { "appearances" : [ { "appearance" : "luminosity", "value" : "dark" } ],
              "color" : { "color-space" : "srgb", "components" : { "alpha" : "1.000", "blue" : "0xCC", "green" : "0xD4", "red" : "0x5F" } }, "idiom" : "universal" }
          ],
          "info" : { "author" : "xcode", "version" : 1 }
        }
        """
    static let files = [
        "App/Assets.xcassets/Contents.json": "{\"info\":{\"author\":\"xcode\",\"version\":1}}",
        "App/Assets.xcassets/Brand.colorset/Contents.json": brand,
        "App/Badge.swift": "import SwiftUI\nstruct Badge: View { var body: some View { Text(\"New\").foregroundStyle(Color(\"Brand\")) } }\n",
    ]

    @Test("a set with its Dark variant is left as it is by default, and gains its High Contrast variants when asked", arguments: [false, true])
    func highContrastOnlyWhenAsked(asked: Bool) throws {
        let tree = try TemporaryFolder(Self.files)
        defer { tree.remove() }
        var fixer = Fixer()
        fixer.addsHighContrast = asked
        let run = try fixer.run(paths: [tree.root.path])
        try FixWriter.write(run.files)
        let written = try #require(tree.read("App/Assets.xcassets/Brand.colorset/Contents.json"))
        #expect(written.contains("\"contrast\"") == asked)
        #expect((written == Self.brand) == !asked)
        #expect(run.plan.outcomes.isEmpty == !asked, "\(run.plan.outcomes.map(\.site.rule))")
    }
}
