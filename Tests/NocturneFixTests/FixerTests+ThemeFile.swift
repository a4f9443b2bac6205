import Foundation
import NocturneFix
import NocturneFormats
import NocturneTestSupport
import Testing

extension FixerTests {
    @Test("theme.colors as fix records it is what ThemeFile reads, and the theme solved from it writes each new color set byte for byte")
    func themeFileRoundTrip() throws {
        let (tree, run) = try Self.fixed()
        defer { tree.remove() }
        let file = try #require(try ThemeFile.load(tree.path(".nocturne.json")))
        let tokens = file.tokenSet(try file.theme())
        #expect(run.plan.newColorSets.count >= 3)
        #expect(file.colors.map(\.name) == run.plan.newColorSets.map(\.name))
        for set in run.plan.newColorSets {
            let color = try #require(file.colors.first { $0.name == set.name })
            #expect(color.light == set.light.rgb && color.dark == set.variants.dark.rgb && color.darkIncreased == set.variants.darkIncreased.rgb)
            #expect(color.role == ThemeVariantSolver.themeRole(set.role))
            let written = try #require(FileManager.default.contents(atPath: set.catalog + "/" + set.name + ".colorset/Contents.json"))
            let token = try #require(tokens[set.name])
            #expect(AssetCatalogWriter.colorSetDocument(for: token).serialized() == String(decoding: written, as: UTF8.self), "\(set.name)")
        }
    }

    @Test("the new colors are solved on the app's own theme, named apart from its colors; its keys are kept; a second run changes nothing")
    func solvesOnTheAppsTheme() throws {
        var files = FixFixtures.tree
        files[".nocturne.json"] = """
            {
              "theme": {
                "accent": "#7C3AED",
                "colors": { "paper": { "light": "#FBF8F3", "role": "background" }, "slateDeep": { "light": "#1F2328", "role": "content" } }
              }
            }
            """
        let tree = try TemporaryFolder(files)
        defer { tree.remove() }
        let run = try Fixer().run(paths: [tree.root.path])
        try FixWriter.write(run.files)
        let file = try #require(try ThemeFile.load(tree.path(".nocturne.json")))
        #expect(file.accent?.hex == "#7c3aed" && file.colors.prefix(2).map(\.name) == ["paper", "slateDeep"])
        #expect(file.colors.count == run.plan.newColorSets.count + 2)
        // `Palette.Slate.deep` would be 'SlateDeep', whose Swift symbol the theme's 'slateDeep' has: it is named apart.
        #expect(run.plan.newColorSets.contains { $0.name == "SlateDeep2" } && !run.plan.newColorSets.contains { $0.name == "SlateDeep" })
        let again = try Fixer().run(paths: [tree.root.path])
        #expect(again.files.isEmpty, "\(again.files.map(\.path))")
    }
}
