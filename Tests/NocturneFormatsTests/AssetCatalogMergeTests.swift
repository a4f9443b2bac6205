import Foundation
import NocturneAppearance
import NocturneColor
import NocturnePalette
import NocturneSupport
import NocturneTestSupport
import Testing
@testable import NocturneFormats

/// `theme --into`: the theme's color sets merged into an existing catalog, nothing else touched.
@Suite("AssetCatalogMerge")
struct AssetCatalogMergeTests {
    static func tokens(_ colors: [ThemeColor] = []) throws -> TokenSet {
        TokenSet(theme: try Theme(accent: RGB8(0x0B7A75), colors: colors), name: "Theme")
    }

    /// Every file below a folder with a digest of its bytes (the manifest aside).
    static func hashes(_ folder: URL) -> [String: String] {
        var result: [String: String] = [:]
        for entry in FileSystem.listing(of: folder.path) ?? [] where !entry.isFolder {
            let bytes = FileManager.default.contents(atPath: folder.appendingPathComponent(entry.path).path) ?? Data()
            result[entry.path] = AssetCatalogMerge.digest(Array(bytes))
        }
        return result
    }

    /// A copy of a folder under a fresh temporary folder.
    static func copy(_ source: URL) throws -> URL {
        let parent = FileManager.default.temporaryDirectory.appendingPathComponent("nocturne-merge-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: parent, withIntermediateDirectories: true)
        let target = parent.appendingPathComponent(source.lastPathComponent)
        try FileManager.default.copyItem(at: source, to: target)
        return target
    }

    static func makeCatalog() throws -> URL {
        let parent = FileManager.default.temporaryDirectory.appendingPathComponent("nocturne-merge-\(UUID().uuidString)")
        let catalog = parent.appendingPathComponent("App.xcassets")
        let files = [
            "Contents.json": "{\n  \"info\" : {\n    \"author\" : \"xcode\",\n    \"version\" : 1\n  }\n}\n",
            "brand.colorset/Contents.json": "{\"colors\":[{\"idiom\":\"universal\",\"color\":{\"color-space\":\"srgb\",\"components\":{\"red\":\"1.000\",\"green\":\"0.000\",\"blue\":\"0.000\",\"alpha\":\"1.000\"}}}],\"info\":{\"author\":\"xcode\",\"version\":1}}",
            "AppIcon.appiconset/Contents.json": "{ \"images\" : [], \"info\" : { \"author\" : \"xcode\", \"version\" : 1 } }\n",
            "Logo.imageset/Contents.json": "{\"images\":[{\"filename\":\"logo.png\",\"idiom\":\"universal\"}],\"info\":{\"author\":\"xcode\",\"version\":1}}",
            "Logo.imageset/logo.png": "\u{89}PNG not really",
        ]
        for (path, text) in files {
            let url = catalog.appendingPathComponent(path)
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data(text.utf8).write(to: url)
        }
        return catalog
    }

    @Test func mergesKeepingEveryUnmanagedFileAndASecondRunChangesNothing() throws {
        let catalog = try Self.makeCatalog()
        let before = Self.hashes(catalog)
        let tokens = try Self.tokens([ThemeColor(name: "sunset", role: .brand, light: RGB8(0xF29D50))])
        let first = try AssetCatalogMerge().merge(tokens, into: catalog.path)
        let after = Self.hashes(catalog)
        for (path, digest) in before { #expect(after[path] == digest, "\(path) changed") }
        #expect(first.written.contains("Theme/sunset.colorset"))
        #expect(first.written.contains("Theme/onSunset.colorset"))
        #expect(after["Theme/AccentColor.colorset/Contents.json"] != nil)
        #expect(after[AssetCatalogMerge.manifestFileName] != nil)
        let second = try AssetCatalogMerge().merge(tokens, into: catalog.path)
        #expect(second.changedNothing, "\(second.written)")
        #expect(Self.hashes(catalog) == after)
        // The catalog still reads, with the theme's colors in it.
        let read = try TokenInput.read(at: catalog.path)
        #expect(read.tokens["sunset"] != nil && read.tokens["brand"] != nil)
        #expect(read.tokens.diagnostics.isEmpty, "\(read.tokens.diagnostics)")
    }

    @Test func aSameNamedUnmanagedSetIsRefusedWithItsPathForcedOrNotAndAdoptedOnlyWhenAsked() throws {
        let catalog = try Self.makeCatalog()
        let before = Self.hashes(catalog)
        let tokens = try Self.tokens([ThemeColor(name: "brand", role: .content, light: RGB8(0x222222))])
        for force in [false, true] {
            #expect {
                _ = try AssetCatalogMerge(force: force).merge(tokens, into: catalog.path)
            } throws: { error in
                guard let error = error as? FormatError else { return false }
                return error.kind == .replaceRefused && error.file.hasSuffix("App.xcassets/brand.colorset") && error.message.contains("'brand'")
                    && error.message.contains("never replaces") && error.message.contains("adopt the app's set")
            }
            #expect(Self.hashes(catalog) == before, "a refused merge writes nothing (forced: \(force))")
        }
        // Adopted: the app's set stays byte for byte, is not managed, and its values become the token's.
        let merge = AssetCatalogMerge(adopts: true)
        let (adopted, sets) = try merge.adopting(tokens, into: catalog.path)
        #expect(sets == ["brand": "brand.colorset"])
        #expect(adopted["brand"]?.value(in: AppearanceMode(colorScheme: .dark))?.hex == "#FF0000", "the app's red, in every mode")
        let report = try merge.merge(adopted, into: catalog.path)
        #expect(!report.written.contains("brand.colorset") && !report.written.contains("Theme/brand.colorset"))
        #expect(report.notes.contains { $0.hasPrefix("adopted the app's brand.colorset as the theme's 'brand'") })
        #expect(Self.hashes(catalog)["brand.colorset/Contents.json"] == before["brand.colorset/Contents.json"])
        // Not managed (no digest in `sets`), and remembered as adopted: the next merge adopts it again without being asked.
        let manifest = try JSONParser().parse(try String(contentsOf: catalog.appendingPathComponent(AssetCatalogMerge.manifestFileName), encoding: .utf8))
        #expect(manifest["sets"]?["brand.colorset"] == nil)
        #expect(manifest["adopted"]?.elements?.compactMap(\.stringValue) == ["brand.colorset"])
        #expect(try merge.merge(adopted, into: catalog.path).changedNothing, "a second run changes nothing")
        let remembered = AssetCatalogMerge()
        #expect(try remembered.adopting(tokens, into: catalog.path).adopted == ["brand": "brand.colorset"])
        #expect(try remembered.merge(adopted, into: catalog.path).changedNothing, "adopted again, unasked")
        #expect(Self.hashes(catalog)["brand.colorset/Contents.json"] == before["brand.colorset/Contents.json"])
    }

    @Test func aPrefixNamesTheThemesSetsBesideTheAppsAndTheCatalogRemembersIt() throws {
        let catalog = try Self.makeCatalog()
        // The app's own `danger`, a name the theme has too.
        let danger = catalog.appendingPathComponent("danger.colorset/Contents.json")
        try FileManager.default.createDirectory(at: danger.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data(try String(contentsOf: catalog.appendingPathComponent("brand.colorset/Contents.json"), encoding: .utf8).utf8).write(to: danger)
        let before = Self.hashes(catalog)
        let sunset = ThemeColor(name: "sunset", role: .brand, light: RGB8(0xF29D50))
        let tokens = try Self.tokens([sunset])
        let appColors = Set(sunset.tokenNames)
        #expect(throws: FormatError.self) { _ = try AssetCatalogMerge(force: true, appColors: appColors).merge(tokens, into: catalog.path) }
        #expect(throws: FormatError.self) { _ = try AssetCatalogMerge(appColors: appColors, prefix: "1x").merge(tokens, into: catalog.path) }
        let report = try AssetCatalogMerge(appColors: appColors, prefix: "nc").merge(tokens, into: catalog.path)
        #expect(report.written.contains("Theme/ncDanger.colorset") && report.written.contains("Theme/ncForegroundPrimary.colorset"))
        // The app's colors (the theme file's) and the accent keep their names: the app's code names them.
        #expect(report.written.contains("Theme/sunset.colorset") && report.written.contains("Theme/onSunset.colorset"))
        #expect(report.written.contains("Theme/AccentColor.colorset") && !report.written.contains("Theme/ncAccent.colorset"))
        let after = Self.hashes(catalog)
        for (path, digest) in before { #expect(after[path] == digest, "\(path) changed") }
        // Without --prefix, the next run keeps the one the manifest records: nothing changes, nothing clashes.
        #expect(try AssetCatalogMerge(appColors: appColors).merge(tokens, into: catalog.path).changedNothing)
        // An empty prefix drops it: the clash is back.
        #expect(throws: FormatError.self) { _ = try AssetCatalogMerge(appColors: appColors, prefix: "").merge(tokens, into: catalog.path) }
    }

    @Test func aNameAnImageSetHasIsRefusedWithThatAssetsPathEvenWhenForced() throws {
        let catalog = try Self.makeCatalog()
        let before = Self.hashes(catalog)
        // `LOGO`: macOS compares names ignoring case, so the color would be named like `Logo.imageset`.
        let tokens = try Self.tokens([ThemeColor(name: "LOGO", role: .content, light: RGB8(0x222222))])
        for force in [false, true] {
            #expect {
                _ = try AssetCatalogMerge(force: force).merge(tokens, into: catalog.path)
            } throws: { error in
                guard let error = error as? FormatError else { return false }
                return error.kind == .usage && error.file.hasSuffix("App.xcassets/Logo.imageset") && error.message.contains("'LOGO'")
            }
            #expect(Self.hashes(catalog) == before, "a refused merge writes nothing (forced: \(force))")
        }
    }

    @Test func theAppsColorsAreNeverRemovedAndAnAddOnlyMergeRemovesNothing() throws {
        let catalog = try Self.makeCatalog()
        let sunset = ThemeColor(name: "sunset", role: .brand, light: RGB8(0xF29D50))
        _ = try AssetCatalogMerge(appColors: ["sunset"]).merge(try Self.tokens([sunset]), into: catalog.path)
        let manifest = try String(decoding: Data(contentsOf: catalog.appendingPathComponent(AssetCatalogMerge.manifestFileName)), as: UTF8.self)
        #expect(manifest.contains("\"appColors\"") && manifest.contains("\"Theme/sunset.colorset\""), "\(manifest)")
        // A theme without it: its derived sets (onSunset) go, the app's color itself stays, with a note.
        let report = try AssetCatalogMerge().merge(try Self.tokens(), into: catalog.path)
        #expect(report.removed.contains("Theme/onSunset.colorset") && !report.removed.contains("Theme/sunset.colorset"), "\(report.removed)")
        #expect(report.notes.contains { $0.hasPrefix("kept Theme/sunset.colorset") }, "\(report.notes)")
        #expect(FileManager.default.fileExists(atPath: catalog.appendingPathComponent("Theme/sunset.colorset/Contents.json").path))
        // Adding only (as `nocturne fix` merges): a set the tokens lack stays, managed, in a group folder of another name too.
        let other = TokenSet(name: "Fix", tokens: [ColorToken(name: "paper", light: TokenColor(RGB8(0xFBF8F3)), dark: TokenColor(RGB8(0x1C1B1A)))])
        let added = try AssetCatalogMerge(removesMissing: false).merge(other, into: catalog.path)
        #expect(added.removed.isEmpty && added.written.contains("Fix/paper.colorset"), "\(added.removed) \(added.written)")
        #expect(FileManager.default.fileExists(atPath: catalog.appendingPathComponent("Theme/AccentColor.colorset/Contents.json").path))
    }

    @Test func aHandEditedManagedSetIsReportedNotOverwrittenAndRemovedSetsGo() throws {
        let catalog = try Self.makeCatalog()
        let tokens = try Self.tokens([ThemeColor(name: "ink", role: .content, light: RGB8(0x24303A)),
                                       ThemeColor(name: "paper", role: .background, light: RGB8(0xFBF8F3))])
        _ = try AssetCatalogMerge().merge(tokens, into: catalog.path)
        let edited = catalog.appendingPathComponent("Theme/ink.colorset/Contents.json")
        try Data("{\"colors\":[],\"info\":{\"author\":\"xcode\",\"version\":1}}".utf8).write(to: edited)
        let fewer = try Self.tokens([ThemeColor(name: "ink", role: .content, light: RGB8(0x101010))])
        let report = try AssetCatalogMerge().merge(fewer, into: catalog.path)
        #expect(report.editedByHand == ["Theme/ink.colorset"])
        #expect(report.removed == ["Theme/paper.colorset"])
        #expect(FileManager.default.contents(atPath: edited.path).map { String(decoding: $0, as: UTF8.self) }?.contains("\"colors\":[]") == true)
    }

    @Test func aRunCutShortLeavesEverySetWholeAndTheNextRunTakesTheWrittenOnesAsItsOwn() throws {
        let catalog = try Self.makeCatalog()
        let before = Self.hashes(catalog)
        // A file where the last set goes stops the run there, after every other set was written.
        let blocker = catalog.appendingPathComponent("Theme/zzz.colorset")
        try FileManager.default.createDirectory(at: blocker.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data("in the way".utf8).write(to: blocker)
        let tokens = try Self.tokens([ThemeColor(name: "zzz", role: .content, light: RGB8(0x222222))])
        #expect(throws: FormatError.self) { _ = try AssetCatalogMerge().merge(tokens, into: catalog.path) }
        let cut = Self.hashes(catalog)
        for (path, digest) in before { #expect(cut[path] == digest, "\(path) changed") }
        let accent = try #require(cut["Theme/AccentColor.colorset/Contents.json"], "the sets before the blocker were written")
        #expect(accent == AssetCatalogMerge.digest(Array(try AssetCatalogMergeTests.contents(of: "AccentColor", in: tokens).utf8)), "whole, not partial")
        // The next run knows the sets it wrote as its own: none is refused or mistaken for the app's AccentColor.
        try FileManager.default.removeItem(at: blocker)
        let next = try AssetCatalogMerge().merge(tokens, into: catalog.path)
        #expect(next.written.contains("Theme/zzz.colorset"))
        #expect(next.unchanged.contains("Theme/AccentColor.colorset") && next.unchanged.contains("Theme/onAccent.colorset"))
        #expect(next.notes.isEmpty && next.editedByHand.isEmpty, "\(next.notes) \(next.editedByHand)")
        #expect(try AssetCatalogMerge().merge(tokens, into: catalog.path).changedNothing)
    }

    /// The process id of a process that has finished (so no longer runs).
    static func finishedProcess() throws -> Int32 {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/bin/true")
        try process.run()
        process.waitUntilExit()
        return process.processIdentifier
    }

    @Test func whatAKilledRunLeftBesideASetIsCleanedAndACutFallbackSwapIsPutBack() throws {
        let catalog = try Self.makeCatalog()
        let tokens = try Self.tokens([ThemeColor(name: "sunset", role: .brand, light: RGB8(0xF29D50))])
        _ = try AssetCatalogMerge().merge(tokens, into: catalog.path)
        let merged = Self.hashes(catalog)
        let dead = try Self.finishedProcess()
        let group = catalog.appendingPathComponent("Theme")
        // A run killed while writing onSunset: its work folder, with a half-written tree.
        let writing = group.appendingPathComponent(".onSunset.colorset.nocturne-\(dead)-7")
        try FileManager.default.createDirectory(at: writing.appendingPathComponent("tree"), withIntermediateDirectories: true)
        try Data("nocturne work folder\npid \(dead)\n".utf8).write(to: writing.appendingPathComponent(".nocturne-work"))
        try Data("{\"colors\":[".utf8).write(to: writing.appendingPathComponent("tree/Contents.json"))
        // A fallback swap cut between its renames: sunset moved into the work folder as old, nothing in its place.
        let swapping = group.appendingPathComponent(".sunset.colorset.nocturne-\(dead)-8")
        try FileManager.default.createDirectory(at: swapping, withIntermediateDirectories: true)
        try Data("nocturne work folder\npid \(dead)\n".utf8).write(to: swapping.appendingPathComponent(".nocturne-work"))
        try FileManager.default.moveItem(at: group.appendingPathComponent("sunset.colorset"), to: swapping.appendingPathComponent("old"))
        let report = try AssetCatalogMerge().merge(tokens, into: catalog.path)
        #expect(report.written.isEmpty && report.unchanged.contains("Theme/sunset.colorset"), "\(report.written)")
        #expect(report.notes.contains { $0.hasPrefix("restored ") && $0.contains("sunset.colorset") }, "\(report.notes)")
        #expect(report.notes.filter { $0.contains("left by an interrupted run (process \(dead))") }.count == 2, "\(report.notes)")
        #expect(Self.hashes(catalog) == merged, "every set whole and in place, no work folder left")
    }

    /// The `Contents.json` the writer gives one set of `tokens`.
    static func contents(of set: String, in tokens: TokenSet) throws -> String {
        try #require(try AssetCatalogWriter().write(tokens).files.first { $0.path.hasSuffix("/\(set).colorset/Contents.json") }).contents
    }

    @Test func aRenamedThemeMovesItsSetsToTheNewGroupAndRemovesTheEmptiedOldOne() throws {
        let catalog = try Self.makeCatalog()
        let before = Self.hashes(catalog)
        let colors = [ThemeColor(name: "sunset", role: .brand, light: RGB8(0xF29D50))]
        _ = try AssetCatalogMerge().merge(try Self.tokens(colors), into: catalog.path)
        let renamed = TokenSet(theme: try Theme(accent: RGB8(0x0B7A75), colors: colors), name: "Brand")
        let report = try AssetCatalogMerge().merge(renamed, into: catalog.path)
        #expect(report.written.contains("Brand/sunset.colorset") && report.removed.contains("Theme/sunset.colorset") && report.removed.contains("Theme"))
        #expect(!FileManager.default.fileExists(atPath: catalog.appendingPathComponent("Theme").path))
        let after = Self.hashes(catalog)
        for (path, digest) in before { #expect(after[path] == digest, "\(path) changed") }
        #expect(after.keys.allSatisfy { before[$0] != nil || $0.hasPrefix("Brand/") || $0 == AssetCatalogMerge.manifestFileName }, "\(after.keys.sorted())")
        // A group folder holding something of the app's is kept.
        let app = catalog.appendingPathComponent("Brand/Logo.imageset/Contents.json")
        try FileManager.default.createDirectory(at: app.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data("{\"images\":[],\"info\":{\"author\":\"xcode\",\"version\":1}}".utf8).write(to: app)
        _ = try AssetCatalogMerge().merge(try Self.tokens(colors), into: catalog.path)
        #expect(FileManager.default.fileExists(atPath: app.path))
    }

    @Test func theCatalogsOwnAccentColorIsKept() throws {
        let catalog = try Self.makeCatalog()
        let accent = catalog.appendingPathComponent("AccentColor.colorset/Contents.json")
        try FileManager.default.createDirectory(at: accent.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data("{\"colors\":[{\"idiom\":\"universal\"}],\"info\":{\"author\":\"xcode\",\"version\":1}}".utf8).write(to: accent)
        let report = try AssetCatalogMerge().merge(try Self.tokens(), into: catalog.path)
        #expect(report.notes.contains { $0.contains("AccentColor.colorset") })
        #expect(!FileManager.default.fileExists(atPath: catalog.appendingPathComponent("Theme/AccentColor.colorset").path))
    }

    @Test(arguments: ["NotACatalog", "Missing.xcassets"])
    func intoAFolderThatIsNotACatalogIsAnError(name: String) throws {
        let parent = FileManager.default.temporaryDirectory.appendingPathComponent("nocturne-merge-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: parent.appendingPathComponent("NotACatalog"), withIntermediateDirectories: true)
        let tokens = try Self.tokens()
        #expect(throws: FormatError.self) { _ = try AssetCatalogMerge().merge(tokens, into: parent.appendingPathComponent(name).path) }
        #expect(FileSystem.listing(of: parent.path)?.count == 1)
    }

    /// Another run (or a hand edit) between reading the catalog and writing it: what it wrote stays, the run fails.
    @Test func aManifestChangedAfterThePlanIsNotOverwritten() throws {
        let catalog = try Self.makeCatalog()
        _ = try AssetCatalogMerge().merge(try Self.tokens(), into: catalog.path)
        let merge = AssetCatalogMerge()
        let plan = try merge.plan(try Self.tokens([ThemeColor(name: "sunset", role: .brand, light: RGB8(0xF29D50))]), into: catalog.path)
        #expect(plan.provisionalManifest != nil, "a new set is recorded before it is written")
        let manifest = catalog.appendingPathComponent(AssetCatalogMerge.manifestFileName)
        let other = Data("{\"generator\":\"nocturne theme\",\"folder\":\"Theme\",\"sets\":{}}\n".utf8)
        try other.write(to: manifest)
        let error = try #require(throws: FormatError.self) { try merge.apply(plan) }
        #expect(error.kind == .io)
        #expect(error.description.contains("changed since nocturne theme read it"), "\(error)")
        #expect(FileManager.default.contents(atPath: manifest.path) == other)
        #expect(!FileManager.default.fileExists(atPath: catalog.appendingPathComponent("Theme/sunset.colorset").path))
    }

    @Test func aSetEditedAfterThePlanIsRefusedAndKept() throws {
        let catalog = try Self.makeCatalog()
        _ = try AssetCatalogMerge().merge(try Self.tokens(), into: catalog.path)
        let merge = AssetCatalogMerge()
        let plan = try merge.plan(TokenSet(theme: Theme(accent: RGB8(0x6A3DE8)), name: "Theme"), into: catalog.path)
        let rewritten = try #require(plan.files.first { $0.path.hasSuffix(".colorset/Contents.json") && $0.current != nil })
        let file = catalog.appendingPathComponent(rewritten.path)
        let edit = Data("{\"colors\":[],\"info\":{\"author\":\"xcode\",\"version\":1}}".utf8)
        try edit.write(to: file)
        let error = try #require(throws: FormatError.self) { try merge.apply(plan) }
        #expect(error.description.contains("changed since nocturne theme read it"), "\(error)")
        #expect(FileManager.default.contents(atPath: file.path) == edit)
    }

    /// Merges of one catalog at the same time take turns: each succeeds, and the last leaves nothing that looks edited by hand.
    @Test func concurrentMergesTakeTurns() throws {
        let catalog = try Self.makeCatalog()
        let accents: [RGB8] = [RGB8(0x0B7A75), RGB8(0x6A3DE8), RGB8(0xD35182), RGB8(0x2F7D32)]
        let tokens = accents.map { TokenSet(theme: Theme(accent: $0), name: "Theme") }
        let path = catalog.path
        let failures = ParallelMap.map(tokens.count) { index -> String? in
            do { _ = try AssetCatalogMerge().merge(tokens[index], into: path); return nil } catch { return "\(error)" }
        }
        #expect(failures.allSatisfy { $0 == nil }, "\(failures.compactMap { $0 })")
        let again = try AssetCatalogMerge().merge(tokens[0], into: catalog.path)
        #expect(again.editedByHand.isEmpty, "\(again.editedByHand)")
    }
}

/// Issue #38, items 1–2: nothing is written, removed or followed outside the catalog, whatever the manifest says.
extension AssetCatalogMergeTests {
    /// A fresh folder outside the catalog, holding a color set that must never change.
    static func outside() throws -> URL {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("nocturne-outside-\(UUID().uuidString)")
        let set = folder.appendingPathComponent("Victim.colorset")
        try FileManager.default.createDirectory(at: set, withIntermediateDirectories: true)
        try Data("{\"colors\":[],\"info\":{\"author\":\"xcode\",\"version\":1}}".utf8).write(to: set.appendingPathComponent("Contents.json"))
        return folder
    }

    enum LinkPlace: String, CaseIterable, CustomTestStringConvertible {
        case groupFolder, colorSet, contentsFile, manifest, sameNamedSetElsewhere
        var testDescription: String { rawValue }
    }

    /// Where each case puts its link (relative to the catalog), and what it points to outside.
    static func plantLink(_ place: LinkPlace, in catalog: URL, outside: URL) throws -> String {
        func link(_ relative: String, to target: URL) throws -> String {
            let url = catalog.appendingPathComponent(relative)
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try FileManager.default.createSymbolicLink(atPath: url.path, withDestinationPath: target.path)
            return relative
        }
        switch place {
        case .groupFolder: return try link("Theme", to: outside)
        case .colorSet: return try link("Theme/ink.colorset", to: outside.appendingPathComponent("Victim.colorset"))
        case .contentsFile: return try link("Theme/ink.colorset/Contents.json", to: outside.appendingPathComponent("Victim.colorset/Contents.json"))
        case .sameNamedSetElsewhere: return try link("Colors/ink.colorset", to: outside.appendingPathComponent("Victim.colorset"))
        case .manifest:
            let manifest = outside.appendingPathComponent("manifest.json")
            try Data("{\"generator\":\"nocturne theme\",\"folder\":\"Theme\",\"sets\":{}}\n".utf8).write(to: manifest)
            return try link(AssetCatalogMerge.manifestFileName, to: manifest)
        }
    }

    @Test(arguments: LinkPlace.allCases, [false, true])
    func aSymbolicLinkInTheCatalogIsRefusedByNameAndNothingIsWrittenThroughIt(place: LinkPlace, force: Bool) throws {
        let catalog = try Self.makeCatalog()
        let outside = try Self.outside()
        defer { try? FileManager.default.removeItem(at: catalog.deletingLastPathComponent()); try? FileManager.default.removeItem(at: outside) }
        let link = try Self.plantLink(place, in: catalog, outside: outside)
        let (before, outsideBefore) = (Self.hashes(catalog), Self.hashes(outside))
        let tokens = try Self.tokens([ThemeColor(name: "ink", role: .content, light: RGB8(0x24303A))])
        let error = try #require(throws: FormatError.self) { _ = try AssetCatalogMerge(force: force).merge(tokens, into: catalog.path) }
        #expect(error.kind == .usage)
        #expect(error.file == catalog.appendingPathComponent(link).path, "\(error)")
        #expect(error.message.hasPrefix("is a symbolic link inside the catalog; nocturne theme never writes or removes through a link, even when forced"), "\(error)")
        #expect(Self.hashes(catalog) == before, "nothing written in the catalog")
        #expect(Self.hashes(outside) == outsideBefore, "nothing written outside")
    }

    @Test func aCatalogThatIsASymbolicLinkIsRefusedByName() throws {
        let catalog = try Self.makeCatalog()
        defer { try? FileManager.default.removeItem(at: catalog.deletingLastPathComponent()) }
        let link = catalog.deletingLastPathComponent().appendingPathComponent("Linked.xcassets")
        try FileManager.default.createSymbolicLink(atPath: link.path, withDestinationPath: catalog.path)
        let before = Self.hashes(catalog)
        let error = try #require(throws: FormatError.self) { _ = try AssetCatalogMerge(force: true).merge(try Self.tokens(), into: link.path) }
        #expect(error.kind == .usage && error.file == link.path, "\(error)")
        #expect(error.message.hasPrefix("is a symbolic link (to ") && error.message.hasSuffix("); --into takes the catalog folder itself, never a link to it"), "\(error)")
        #expect(Self.hashes(catalog) == before)
    }

    enum ForgedEntry: String, CaseIterable, CustomTestStringConvertible {
        case climbing, absolute, throughALink
        var testDescription: String { rawValue }
    }

    /// A manifest edited to name a set outside the catalog, with that set's true digest: never removed, forced or not.
    @Test(arguments: ForgedEntry.allCases, [false, true])
    func aManifestEntryLeavingTheCatalogIsIgnoredAndNothingItNamesIsRemoved(entry: ForgedEntry, force: Bool) throws {
        let catalog = try Self.makeCatalog()
        let outside = try Self.outside()
        defer { try? FileManager.default.removeItem(at: catalog.deletingLastPathComponent()); try? FileManager.default.removeItem(at: outside) }
        let tokens = try Self.tokens([ThemeColor(name: "ink", role: .content, light: RGB8(0x24303A)), ThemeColor(name: "paper", role: .background, light: RGB8(0xFBF8F3))])
        _ = try AssetCatalogMerge().merge(tokens, into: catalog.path)
        let victim = outside.appendingPathComponent("Victim.colorset/Contents.json")
        let digest = AssetCatalogMerge.digest(Array(try Data(contentsOf: victim)))
        let path: String
        switch entry {
        case .climbing:
            let sibling = catalog.deletingLastPathComponent().appendingPathComponent("Victim.colorset")
            try FileManager.default.copyItem(at: victim.deletingLastPathComponent(), to: sibling)
            path = "../Victim.colorset"
        case .absolute: path = victim.deletingLastPathComponent().path
        case .throughALink:
            try FileManager.default.createSymbolicLink(atPath: catalog.appendingPathComponent("Linked").path, withDestinationPath: outside.path)
            path = "Linked/Victim.colorset"
        }
        let manifestURL = catalog.appendingPathComponent(AssetCatalogMerge.manifestFileName)
        let manifest = try String(decoding: Data(contentsOf: manifestURL), as: UTF8.self)
        try Data(manifest.replacingOccurrences(of: "\"sets\": {", with: "\"sets\": {\n    \"\(path)\" : \"\(digest)\",").utf8).write(to: manifestURL)
        #expect(try String(decoding: Data(contentsOf: manifestURL), as: UTF8.self).contains(path))
        let (parentBefore, outsideBefore) = (Self.hashes(catalog.deletingLastPathComponent()), Self.hashes(outside))
        let report = try AssetCatalogMerge(force: force).merge(try Self.tokens([ThemeColor(name: "ink", role: .content, light: RGB8(0x24303A))]), into: catalog.path)
        #expect(report.removed.contains("Theme/paper.colorset") && report.removed.allSatisfy { $0.hasPrefix("Theme/") }, "\(report.removed)")
        let reason = entry == .throughALink ? "it goes through the symbolic link \(catalog.path)/Linked" : "it is not the path of a color set inside the catalog"
        #expect(report.notes.contains("ignored the manifest entry '\(path)': \(reason); nothing it names is written or removed"), "\(report.notes)")
        #expect(Self.hashes(outside) == outsideBefore, "nothing outside removed")
        let parentAfter = Self.hashes(catalog.deletingLastPathComponent())
        for (file, digest) in parentBefore where !file.hasPrefix("App.xcassets/") { #expect(parentAfter[file] == digest, "\(file) changed") }
        #expect(!(try String(decoding: Data(contentsOf: manifestURL), as: UTF8.self).contains(path)), "the entry is dropped from the manifest")
    }

    enum Leftover: String, CaseIterable, CustomTestStringConvertible {
        case editedByHand, holdsAnotherFile
        var testDescription: String { rawValue }
    }

    /// A managed set the theme no longer has is removed only while it is exactly what the merge wrote, forced or not.
    @Test(arguments: Leftover.allCases, [false, true])
    func aManagedSetThatIsNoLongerWhatTheMergeWroteIsNeverRemoved(leftover: Leftover, force: Bool) throws {
        let catalog = try Self.makeCatalog()
        defer { try? FileManager.default.removeItem(at: catalog.deletingLastPathComponent()) }
        _ = try AssetCatalogMerge().merge(try Self.tokens([ThemeColor(name: "paper", role: .background, light: RGB8(0xFBF8F3))]), into: catalog.path)
        let set = catalog.appendingPathComponent("Theme/paper.colorset")
        switch leftover {
        case .editedByHand: try Data("{\"colors\":[],\"info\":{\"author\":\"xcode\",\"version\":1}}".utf8).write(to: set.appendingPathComponent("Contents.json"))
        case .holdsAnotherFile: try Data("mine".utf8).write(to: set.appendingPathComponent("notes.txt"))
        }
        let before = Self.hashes(set)
        let report = try AssetCatalogMerge(force: force).merge(try Self.tokens(), into: catalog.path)
        #expect(!report.removed.contains("Theme/paper.colorset"), "\(report.removed)")
        #expect(Self.hashes(set) == before)
        switch leftover {
        case .editedByHand: #expect(report.editedByHand == ["Theme/paper.colorset"], "\(report.editedByHand)")
        case .holdsAnotherFile: #expect(report.notes.contains("kept Theme/paper.colorset: it holds files nocturne theme did not write; remove it by hand"), "\(report.notes)")
        }
    }
}
