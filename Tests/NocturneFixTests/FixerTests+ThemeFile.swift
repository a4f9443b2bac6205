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
            #expect(color.role == ThemeVariantSolver.themeRole(set.role, opacity: set.light.opacity))
            // In the theme's group folder, where `nocturne theme --into` writes the theme's sets.
            #expect(set.folder == set.catalog + "/Theme/" + set.name + ".colorset")
            let written = try #require(FileManager.default.contents(atPath: set.folder + "/Contents.json"))
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

    @Test("fix, then theme --into the catalog with the theme file fix wrote: no refusal, fix's sets kept byte for byte; fix again changes nothing")
    func themeIntoAfterFixTakesFixsSetsAsItsOwn() throws {
        let nocturne = try #require(BuildFolder.executable("nocturne"), "the nocturne executable is built with the tests")
        let tree = try TemporaryFolder(FixFixtures.tree)
        defer { tree.remove() }
        let fixed = try ExternalCommand.run([nocturne, "fix", tree.root.path])
        #expect(fixed.status == 0, "\(fixed.output)")
        let afterFix = Self.snapshot(tree)
        let file = try #require(try ThemeFile.load(tree.path(".nocturne.json")))
        // The app's sets are in its catalog's group folder; the Mac file, in no target and with no catalog above it, gets the
        // nearest catalog by folder that takes colors (the app's), and no new catalog is made.
        let sets = file.colors.map(\.name).filter { afterFix["App/Assets.xcassets/Theme/\($0).colorset/Contents.json"] != nil }
        #expect(sets.count >= 6 && sets.contains("ErrorRed") && !afterFix.keys.contains { $0.hasPrefix("Colors.xcassets/") }, "\(sets)")
        // `nocturne theme --into`, reading that file: fix's sets are the app's colors it manages, re-solved to the same bytes.
        let catalog = tree.path("App/Assets.xcassets")
        let merged = try ExternalCommand.run([nocturne, "theme", "--into", catalog, "--config", tree.path(".nocturne.json")])
        // Merged without a refusal (its audit may still fail a pinned light value on one of the theme's backgrounds: exit 1, not 64).
        #expect(merged.status != 64 && merged.output.contains("merged into") && !merged.output.contains("Error:"), "\(merged.output)")
        let afterTheme = Self.snapshot(tree)
        for (path, text) in afterFix where path != "App/Assets.xcassets/" + AssetCatalogMerge.manifestFileName {
            #expect(afterTheme[path] == text, "\(path) changed")
        }
        #expect(afterTheme.count > afterFix.count, "the theme's own sets were added")
        let manifest = try #require(afterTheme["App/Assets.xcassets/" + AssetCatalogMerge.manifestFileName])
        for name in sets { #expect(manifest.contains("\"Theme/\(name).colorset\""), "\(name) managed") }
        // fix again: nothing left to fix, no byte changed; and theme --into again changes nothing either.
        let again = try ExternalCommand.run([nocturne, "fix", tree.root.path])
        #expect(again.status == 0 && again.output.contains("Fixed 0 of 0 findings"), "\(again.output)")
        #expect(Self.snapshot(tree) == afterTheme)
        let mergedAgain = try ExternalCommand.run([nocturne, "theme", "--into", catalog, "--config", tree.path(".nocturne.json")])
        #expect(mergedAgain.output.contains("0 written, \(afterTheme.count - afterFix.count + sets.count) unchanged, 0 removed (nothing changed)"),
                "\(mergedAgain.output)")
        #expect(Self.snapshot(tree) == afterTheme)
    }

    /// Every file of the tree, relative path → text.
    static func snapshot(_ tree: TemporaryFolder) -> [String: String] {
        Dictionary(uniqueKeysWithValues: tree.files().map { ($0, tree.read($0) ?? "?") })
    }

    @Test("a translucent fill is a wash, recorded without a pair and not lightened; an opaque fill keeps 3:1 on the dark backgrounds")
    func aTranslucentFillIsDecorative() throws {
        #expect(ThemeVariantSolver.themeRole(.fill, opacity: 0.2) == .border && ThemeVariantSolver.themeRole(.fill) == .status)
        #expect(ThemeVariantSolver.themeRole(.content, opacity: 0.2) == .content, "translucent text still reads on its backgrounds")
        let wash = try #require(ThemeVariantSolver().variants(light: SiteColor(red: 1, green: 0, blue: 0, alpha: 0.2), role: .fill))
        #expect(wash.dark.alpha == 51)
        let opaque = try #require(ThemeVariantSolver().variants(light: SiteColor(red: 0.5, green: 0.1, blue: 0.1), role: .fill))
        for background in [(0, 0, 0), (0x1C, 0x1C, 0x1E)] { #expect(WCAGCheck.ratio(opaque.dark.rgb, background) >= 3) }
    }
}
