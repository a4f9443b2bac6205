import Foundation
import Testing
import NocturneColor
import NocturneAppearance
import NocturnePalette
import NocturneFormats

/// The README's "Use it from Swift" section, line for line: if this breaks, the README is wrong.
@Suite struct ReadmeExampleTests {
    @Test func themeFromABrandColor() throws {
        let theme = Theme(accent: try ColorValue(css: "#0B7A75"))
        let dark = Traits(colorScheme: .dark)
        #expect(theme.accent.resolve(in: Traits()).hex == "#0B7A75")
        #expect(theme.accent.resolve(in: dark).hex == "#61CDC6")
        let contrast = theme.foregroundPrimary.contrastRatio(to: theme.backgroundPrimary)
        #expect(AppearanceMode.all.allSatisfy { contrast.value(in: $0) >= 7 })
    }

    @Test func appearanceTree() {
        let system = AppearanceSystem(system: Traits(colorScheme: .light))
        let window = system.makeWindow()
        let panel = window.root.addChild()
        panel.overrides.colorScheme = .dark
        let sheet = window.root.present(.sheet)
        #expect(panel.resolve(.systemBackground).hex == "#000000")
        #expect(sheet.root.traits.level == .elevated)
        #expect(window.root.resolve(.label).hex == "#000000")
        system.update(system: Traits(colorScheme: .dark))
        #expect(sheet.root.resolve(.systemBackground).hex == "#1C1C1E")
    }

    @Test func exportEveryFormat() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("nocturne-readme-\(UUID().uuidString)").path
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let report = try ThemeExporter().export(TokenSet(theme: Theme.default), to: folder)
        #expect(FileManager.default.fileExists(atPath: folder + "/Theme.xcassets/AccentColor.colorset/Contents.json"))
        #expect(!report.files.isEmpty)
    }
}
