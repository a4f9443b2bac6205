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
@Suite("Merging into Enchanted", .requiresRealApps(ReferenceFiles.realInputsPath("apps/enchanted")))
struct EnchantedMergeTests {
    static var source: URL? { ReferenceFiles.realInputs("apps/enchanted/Enchanted/Assets.xcassets") }

    /// Enchanted's theme: its brand color, a chat bubble surface and chat text, and one promise of its own.
    static func theme() throws -> Theme {
        try Theme(accent: RGB8(0x0B7A75), colors: [
            ThemeColor(name: "chatBubble", role: .surface, light: RGB8(0xF2F2F7)),
            ThemeColor(name: "chatText", role: .content, light: RGB8(0x1C1C1E), dark: RGB8(0xF2F2F7)),
            // Not `ollama`: the catalog has `ollama.imageset`, and an asset's name must be unique across kinds.
            ThemeColor(name: "ollamaBlue", role: .brand, light: RGB8(0x3478F6)),
        ], pairs: [ThemeColorPair(foreground: "chatText", background: "chatBubble", requirement: ContrastRequirement(wcagMinimum: 7, increased: 10))])
    }

    /// Work folders an atomic replacement leaves while it runs (`.<name>.nocturne-<pid>-<n>`), anywhere in the catalog.
    static func workFolders(_ catalog: URL) -> [String] {
        (FileSystem.listing(of: catalog.path) ?? []).map(\.path).filter { $0.contains(".nocturne-") && !$0.hasSuffix(AssetCatalogMerge.manifestFileName) }
    }

    @Test func mergesKeepingEveryFileASecondRunChangesNothingAndTheMergedBytesMeasureClean() throws {
        let catalog = try AssetCatalogMergeTests.copy(try #require(Self.source))
        let before = AssetCatalogMergeTests.hashes(catalog)
        let theme = try Self.theme()
        let tokens = TokenSet(theme: theme, name: "Theme")
        let report = try AssetCatalogMerge().merge(tokens, into: catalog.path)
        let after = AssetCatalogMergeTests.hashes(catalog)
        for (path, digest) in before { #expect(after[path] == digest, "\(path) changed") }
        #expect(Set(after.keys).subtracting(before.keys).allSatisfy { $0.hasPrefix("Theme/") || $0 == AssetCatalogMerge.manifestFileName })
        #expect(report.written.contains("Theme/chatBubble.colorset") && report.written.contains("Theme/onOllamaBlue.colorset"))
        // Enchanted has an AccentColor of its own (the system accent): it stays, and the theme's is not merged.
        #expect(report.notes.contains { $0.contains("AccentColor.colorset") })
        #expect(after["Theme/AccentColor.colorset/Contents.json"] == nil)
        #expect(Self.workFolders(catalog).isEmpty, "\(Self.workFolders(catalog))")
        // A second run: nothing written, every byte (the manifest too) the same.
        let manifest = try Data(contentsOf: catalog.appendingPathComponent(AssetCatalogMerge.manifestFileName))
        let second = try AssetCatalogMerge().merge(tokens, into: catalog.path)
        #expect(second.changedNothing && second.written.isEmpty, "\(second.written)")
        #expect(second.unchanged.count == report.written.count - 2, "every set unchanged (the group folder and the manifest aside)")
        #expect(AssetCatalogMergeTests.hashes(catalog) == after)
        #expect(try Data(contentsOf: catalog.appendingPathComponent(AssetCatalogMerge.manifestFileName)) == manifest)
        // The merged catalog, read back from its bytes: every pair in all eight modes, and the pins exact.
        let reading = WrittenThemeCheck.Reading(format: "xcassets", tokens: try AssetCatalogReader().read(at: catalog.path).tokenSet())
        // The accent's pairs measure the theme's accent family against the catalog's own (empty) AccentColor: not the theme's to prove.
        let pairs = tokens.pairs.filter { $0.foreground != "accent" && $0.background != "accent" }
        let outcome = WrittenThemeCheck(pairs: pairs).measure(reading)
        #expect(outcome.measured >= 8 * 100, "\(outcome.measured)")
        #expect(outcome.misses.count == 0, "\(outcome.misses.prefix(5))")
        #expect(WrittenThemeCheckTests.pinMismatches(theme.appColors, in: [reading]).isEmpty)
    }

    @Test func aThemeColorNamedLikeTheCatalogsGrayCustomIsRefusedWithItsPathForcedOrNotAndAdoptionKeepsIt() throws {
        let catalog = try AssetCatalogMergeTests.copy(try #require(Self.source))
        let before = AssetCatalogMergeTests.hashes(catalog)
        let tokens = TokenSet(theme: try Theme(accent: RGB8(0x0B7A75), colors: [ThemeColor(name: "grayCustom", role: .content, light: RGB8(0x555555))]), name: "Theme")
        for force in [false, true] {
            #expect {
                _ = try AssetCatalogMerge(force: force).merge(tokens, into: catalog.path)
            } throws: { error in
                guard let error = error as? FormatError else { return false }
                return error.kind == .replaceRefused && error.file == catalog.appendingPathComponent("Colors/grayCustom.colorset").path
                    && error.message.contains("'grayCustom'")
            }
            #expect(AssetCatalogMergeTests.hashes(catalog) == before, "a refused merge writes nothing, not even the manifest (forced: \(force))")
        }
        // The same name in another case is the same set to macOS: refused too.
        let shouting = TokenSet(theme: try Theme(accent: RGB8(0x0B7A75), colors: [ThemeColor(name: "GRAYCUSTOM", role: .content, light: RGB8(0x555555))]), name: "Theme")
        #expect(throws: FormatError.self) { _ = try AssetCatalogMerge().merge(shouting, into: catalog.path) }
        // Adopted, the app's set is kept where it is, byte for byte, and nothing else of the app's changes.
        let merge = AssetCatalogMerge(adopts: true)
        let adopted = try merge.adopting(tokens, into: catalog.path)
        #expect(adopted.adopted == ["grayCustom": "Colors/grayCustom.colorset"])
        let report = try merge.merge(adopted.tokens, into: catalog.path)
        #expect(report.notes.contains { $0.hasPrefix("adopted the app's Colors/grayCustom.colorset as the theme's 'grayCustom'") })
        let after = AssetCatalogMergeTests.hashes(catalog)
        for (path, digest) in before { #expect(after[path] == digest, "\(path) changed") }
        #expect(after["Theme/grayCustom.colorset/Contents.json"] == nil)
        #expect(try merge.merge(adopted.tokens, into: catalog.path).changedNothing)
    }

    @Test func aManagedSetEditedByHandIsReportedAndKeptUntilForced() throws {
        let catalog = try AssetCatalogMergeTests.copy(try #require(Self.source))
        let tokens = TokenSet(theme: try Self.theme(), name: "Theme")
        _ = try AssetCatalogMerge().merge(tokens, into: catalog.path)
        let edited = catalog.appendingPathComponent("Theme/chatText.colorset/Contents.json")
        let hand = try String(contentsOf: edited, encoding: .utf8).replacingOccurrences(of: "\"idiom\" : \"universal\"", with: "\"idiom\" : \"iphone\"")
        try hand.write(to: edited, atomically: true, encoding: .utf8)
        for _ in 0..<2 {
            let report = try AssetCatalogMerge().merge(tokens, into: catalog.path)
            #expect(report.editedByHand == ["Theme/chatText.colorset"])
            #expect(report.changedNothing)
            #expect(try String(contentsOf: edited, encoding: .utf8) == hand)
        }
        let forced = try AssetCatalogMerge(force: true).merge(tokens, into: catalog.path)
        #expect(forced.written == ["Theme/chatText.colorset"] && forced.editedByHand.isEmpty)
        #expect(try String(contentsOf: edited, encoding: .utf8) != hand)
        #expect(try AssetCatalogMerge().merge(tokens, into: catalog.path).changedNothing)
    }
}
