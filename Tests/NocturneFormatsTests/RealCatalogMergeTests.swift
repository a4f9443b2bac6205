import Foundation
import NocturneColor
import NocturnePalette
import NocturneSupport
import NocturneTestSupport
import Testing
@testable import NocturneFormats

/// The merge into real catalogs (copies): unmanaged files byte for byte, a second run a no-op, no new audit finding but the theme's.
@Suite("Merging into real catalogs", .requiresReference(ReferenceFiles.realInputsPath("xcassets")))
struct RealCatalogMergeTests {
    /// The audit's findings, as lines naming the tokens they are about.
    static func findings(_ catalog: String) throws -> [(names: [String], line: String)] {
        let audit = TokenAudit(tokens: try TokenInput.read(at: catalog).tokens)
        var lines: [(names: [String], line: String)] = []
        lines += audit.missingDark.map { ([$0], "no dark variant: \($0)") }
        lines += audit.missingHighContrast.map { ([$0], "no High Contrast variant: \($0)") }
        lines += audit.outsideSRGB.map { ([$0.token], "outside sRGB: \($0.token) \($0.mode)") }
        lines += audit.collisions.map { ($0.names, "collision \($0.symbol): \($0.names)") }
        lines += audit.results.filter { !$0.passes }.map { ([$0.pair.foreground, $0.pair.background], "fails: \($0.pair.foreground) on \($0.pair.background) \($0.mode)") }
        return lines
    }

    static let theme = try? Theme(accent: RGB8(0x0B7A75), colors: [
        ThemeColor(name: "sunset", role: .brand, light: RGB8(0xF29D50)),
        ThemeColor(name: "ink", role: .content, light: RGB8(0x24303A)),
    ])

    static var catalogs: [URL] {
        guard let root = ReferenceFiles.realInputs("xcassets") else { return [] }
        return ReferenceFiles.folders(under: root, suffix: ".xcassets")
    }

    @Test func everyRealCatalogMergesWithoutTouchingItsFilesOrAddingFindings() throws {
        let theme = try #require(Self.theme)
        let tokens = TokenSet(theme: theme, name: "Theme")
        let themeNames = Set(tokens.tokens.map(\.name) + ["AccentColor"])
        var merged = 0
        for source in Self.catalogs {
            let catalog = try AssetCatalogMergeTests.copy(source)
            let before = AssetCatalogMergeTests.hashes(catalog)
            let findingsBefore = Set(try Self.findings(catalog.path).map(\.line))
            let report = try AssetCatalogMerge().merge(tokens, into: catalog.path)
            let after = AssetCatalogMergeTests.hashes(catalog)
            for (path, digest) in before { #expect(after[path] == digest, "\(source.path): \(path) changed") }
            #expect(!report.written.isEmpty)
            let second = try AssetCatalogMerge().merge(tokens, into: catalog.path)
            #expect(second.changedNothing, "\(source.path): \(second.written)")
            #expect(AssetCatalogMergeTests.hashes(catalog) == after)
            for finding in try Self.findings(catalog.path) where !findingsBefore.contains(finding.line) {
                #expect(finding.names.contains { themeNames.contains($0) }, "\(source.path): new finding \(finding.line)")
            }
            merged += 1
        }
        #expect(merged == Self.catalogs.count && merged > 10)
    }
}

/// The reference app Enchanted: its own catalog, a theme with colors of its own, and a collision with `grayCustom`.
@Suite("Merging into Enchanted", .requiresReference(ReferenceFiles.realInputsPath("apps/enchanted")))
struct EnchantedMergeTests {
    static var source: URL? { ReferenceFiles.realInputs("apps/enchanted/Enchanted/Assets.xcassets") }

    @Test func mergesKeepingEveryFileAndASecondRunChangesNothing() throws {
        let catalog = try AssetCatalogMergeTests.copy(try #require(Self.source))
        let before = AssetCatalogMergeTests.hashes(catalog)
        let tokens = TokenSet(theme: try Theme(accent: RGB8(0x0B7A75), colors: [
            ThemeColor(name: "chatBubble", role: .surface, light: RGB8(0xF2F2F7)),
            ThemeColor(name: "chatText", role: .content, light: RGB8(0x1C1C1E)),
            ThemeColor(name: "ollama", role: .brand, light: RGB8(0x3478F6)),
        ]), name: "Theme")
        let report = try AssetCatalogMerge().merge(tokens, into: catalog.path)
        let after = AssetCatalogMergeTests.hashes(catalog)
        for (path, digest) in before { #expect(after[path] == digest, "\(path) changed") }
        #expect(report.written.contains("Theme/chatBubble.colorset"))
        #expect(report.notes.contains { $0.contains("AccentColor.colorset") })
        #expect(try AssetCatalogMerge().merge(tokens, into: catalog.path).changedNothing)
        #expect(AssetCatalogMergeTests.hashes(catalog) == after)
    }

    @Test func aThemeColorNamedLikeTheCatalogsGrayCustomIsRefusedWithItsPath() throws {
        let catalog = try AssetCatalogMergeTests.copy(try #require(Self.source))
        let before = AssetCatalogMergeTests.hashes(catalog)
        let tokens = TokenSet(theme: try Theme(accent: RGB8(0x0B7A75), colors: [ThemeColor(name: "grayCustom", role: .content, light: RGB8(0x555555))]), name: "Theme")
        #expect {
            _ = try AssetCatalogMerge().merge(tokens, into: catalog.path)
        } throws: { error in
            guard let error = error as? FormatError else { return false }
            return error.kind == .replaceRefused && error.file.hasSuffix("Assets.xcassets/Colors/grayCustom.colorset")
        }
        #expect(AssetCatalogMergeTests.hashes(catalog) == before)
    }
}
