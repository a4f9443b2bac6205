import Foundation
import NocturneAppearance
import NocturneFormats
import NocturnePalette
import NocturneSupport
import NocturneTestSupport
import Testing

/// `nocturne theme --into <catalog>`, run as the built binary: the merge, its refusals, and `nocturne audit` before and after.
@Suite("theme --into", .enabled(if: BuildFolder.executable("nocturne") != nil, "needs the built nocturne binary (BuildFolder)"))
struct ThemeIntoCommandTests {
    /// Runs the built `nocturne` in `folder` and returns its status and output.
    static func nocturne(_ arguments: [String], in folder: URL) throws -> (status: Int32, output: String, error: String) {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: try #require(BuildFolder.executable("nocturne")))
        process.arguments = arguments
        process.currentDirectoryURL = folder
        process.environment = ["PATH": "/usr/bin:/bin", "NO_COLOR": "1"]
        let output = Pipe(), error = Pipe()
        process.standardOutput = output
        process.standardError = error
        try process.run()
        // Read both pipes before waiting, so a long output cannot block the child.
        let outputData = output.fileHandleForReading.readDataToEndOfFile()
        let errorData = error.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return (process.terminationStatus, String(decoding: outputData, as: UTF8.self), String(decoding: errorData, as: UTF8.self))
    }

    /// A fresh empty folder.
    static func folder() throws -> URL {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("nocturne-into-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        return url
    }

    /// Every file and folder below `url`, relative, with each file's bytes as text (the trees compared are JSON).
    static func tree(_ url: URL) -> [String: String] {
        var result: [String: String] = [:]
        for entry in FileSystem.listing(of: url.path) ?? [] {
            result[entry.path] = entry.isFolder ? "folder" : FileSystem.readFile(url.appendingPathComponent(entry.path).path).map { String(decoding: $0, as: UTF8.self) } ?? "?"
        }
        return result
    }

    enum Target: String, CaseIterable, CustomTestStringConvertible {
        case plainFolder = "NotACatalog", missing = "Missing.xcassets", file = "File.xcassets", catalogLikeFolder = "Assets"
        var testDescription: String { rawValue }
    }

    @Test(arguments: Target.allCases)
    func intoSomethingThatIsNotAnAssetCatalogIsAnErrorWithThePathAndWritesNothing(target: Target) throws {
        let folder = try Self.folder()
        defer { try? FileManager.default.removeItem(at: folder) }
        try FileManager.default.createDirectory(at: folder.appendingPathComponent("NotACatalog"), withIntermediateDirectories: true)
        try Data("{}".utf8).write(to: folder.appendingPathComponent("File.xcassets"))
        // A folder holding a catalog's Contents.json but not named .xcassets: still not a catalog for --into.
        try FileManager.default.createDirectory(at: folder.appendingPathComponent("Assets"), withIntermediateDirectories: true)
        try Data("{\"info\":{\"author\":\"xcode\",\"version\":1}}".utf8).write(to: folder.appendingPathComponent("Assets/Contents.json"))
        let before = Self.tree(folder)
        let result = try Self.nocturne(["theme", "--into", target.rawValue], in: folder)
        #expect(result.status == 1, "\(result.output)\(result.error)")
        #expect(result.error.hasPrefix("Error: \(target.rawValue): "), "\(result.error)")
        #expect(result.error.contains(target == .missing ? "does not exist" : "is not an asset catalog"), "\(result.error)")
        #expect(result.output.isEmpty)
        #expect(Self.tree(folder) == before, "nothing written: no ./Theme, no manifest")
    }

    @Test func intoACatalogMergesOnlyTheSetsASecondRunSaysNothingChangedAndTheAppsOwnSetIsRefused() throws {
        let folder = try Self.folder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let catalog = folder.appendingPathComponent("App.xcassets")
        try FileManager.default.createDirectory(at: catalog.appendingPathComponent("onAccent.colorset"), withIntermediateDirectories: true)
        try Data("{\n  \"info\" : {\n    \"author\" : \"xcode\",\n    \"version\" : 1\n  }\n}\n".utf8).write(to: catalog.appendingPathComponent("Contents.json"))
        let own = Data("{\"colors\":[{\"idiom\":\"universal\"}],\"info\":{\"author\":\"xcode\",\"version\":1}}".utf8)
        try own.write(to: catalog.appendingPathComponent("onAccent.colorset/Contents.json"))
        // The theme's onAccent would land on the app's own set: refused, naming it, nothing written.
        let before = Self.tree(folder)
        let refused = try Self.nocturne(["theme", "--into", "App.xcassets"], in: folder)
        #expect(refused.status == 1)
        #expect(refused.error.contains("App.xcassets/onAccent.colorset") && refused.error.contains("'onAccent'"), "\(refused.error)")
        #expect(Self.tree(folder) == before)
        // The error gives the choice; --force is not one: refused again, nothing written.
        #expect(refused.error.contains("--prefix P") && refused.error.contains("--adopt") && refused.error.contains("--force never replaces it"), "\(refused.error)")
        let forcedRun = try Self.nocturne(["theme", "--into", "App.xcassets", "--force"], in: folder)
        #expect(forcedRun.status == 1 && forcedRun.error.contains("'onAccent'"))
        #expect(Self.tree(folder) == before)
        // --prefix: the theme's sets beside the app's; the catalog's root Contents.json is untouched and no ./Theme folder appears.
        let forced = try Self.nocturne(["theme", "--into", "App.xcassets", "--prefix", "nc"], in: folder)
        #expect(forced.status == 0, "\(forced.error)")
        #expect(!forced.output.contains("preview.html"), "no preview was written to open")
        #expect(!FileManager.default.fileExists(atPath: folder.appendingPathComponent("Theme").path))
        #expect(FileManager.default.fileExists(atPath: catalog.appendingPathComponent("Theme/ncSurfacePrimary.colorset/Contents.json").path))
        #expect(FileManager.default.fileExists(atPath: catalog.appendingPathComponent("Theme/ncOnAccent.colorset/Contents.json").path))
        let merged = Self.tree(folder)
        #expect(merged["App.xcassets/Contents.json"] == before["App.xcassets/Contents.json"])
        #expect(merged["App.xcassets/onAccent.colorset/Contents.json"] == before["App.xcassets/onAccent.colorset/Contents.json"])
        let again = try Self.nocturne(["theme", "--into", "App.xcassets"], in: folder)
        #expect(again.status == 0, "\(again.error)")
        #expect(again.output.contains("0 written, 40 unchanged, 0 removed (nothing changed)"), "\(again.output)")
        #expect(Self.tree(folder) == merged)
        // --prefix and --adopt need a catalog to merge into.
        #expect(try Self.nocturne(["theme", "--adopt", "--no-config"], in: folder).status == 64)
        #expect(try Self.nocturne(["theme", "--into", "App.xcassets", "--prefix", "9lives"], in: folder).status == 64)
    }

    @Test func intoWithOtherFormatsMergesTheCatalogAndWritesTheRestToOutButNoSecondCatalog() throws {
        let folder = try Self.folder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let catalog = folder.appendingPathComponent("App.xcassets")
        try FileManager.default.createDirectory(at: catalog, withIntermediateDirectories: true)
        try Data("{\"info\":{\"author\":\"xcode\",\"version\":1}}".utf8).write(to: catalog.appendingPathComponent("Contents.json"))
        let result = try Self.nocturne(["theme", "--into", "App.xcassets", "--out", "Web", "--format", "xcassets,css"], in: folder)
        #expect(result.status == 0, "\(result.error)")
        #expect(result.output.hasPrefix("Wrote Web (1 file):\n  theme.css\n  note: merged into App.xcassets: 42 written"), "\(result.output)")
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.appendingPathComponent("Web").path).sorted() == [".nocturne-theme", "theme.css"])
        #expect(FileManager.default.fileExists(atPath: catalog.appendingPathComponent("Theme/AccentColor.colorset/Contents.json").path))
        // --into writes, so --no-files contradicts it: a usage error, and nothing is written.
        let before = Self.tree(folder)
        let conflict = try Self.nocturne(["theme", "--into", "App.xcassets", "--no-files"], in: folder)
        #expect(conflict.status == 64 && conflict.error.hasPrefix("Error: '--no-files' and '--into' cannot be used together"), "\(conflict.error)")
        #expect(Self.tree(folder) == before)
    }

    /// What `nocturne audit --json` finds, one line each, with the token names each is about.
    static func findings(_ json: String) throws -> [(line: String, names: [String])] {
        let value = try JSONParser().parse(json)
        var lines: [(String, [String])] = []
        for key in ["missingDark", "missingHighContrast"] {
            for name in value[key]?.elements?.compactMap(\.stringValue) ?? [] { lines.append(("\(key) \(name)", [name])) }
        }
        for key in ["outsideSRGB", "unresolvedReferences", "collisions", "problems", "unknownPairNames"] {
            for element in value[key]?.elements ?? [] {
                let text = element.serialized()
                lines.append(("\(key) \(text)", [element["token"]?.stringValue].compactMap { $0 } + (element["names"]?.elements?.compactMap(\.stringValue) ?? [])))
            }
        }
        for pair in value["pairs"]?.elements ?? [] {
            let (foreground, background) = (pair["foreground"]?.stringValue ?? "?", pair["background"]?.stringValue ?? "?")
            for mode in pair["results"]?.members ?? [] where mode.value["passes"]?.boolValue == false {
                lines.append(("fails \(foreground) on \(background) in \(mode.key)", [foreground, background]))
            }
        }
        return lines
    }

    @Test(.requiresReference("real-inputs/xcassets"))
    func everyRealCatalogMergedByTheCommandAuditsWithNoNewFindingButTheThemes() throws {
        let root = try #require(ReferenceFolder.url("real-inputs/xcassets"))
        let catalogs = (FileManager.default.enumerator(atPath: root.path)?.compactMap { $0 as? String } ?? [])
            .filter { $0.hasSuffix(".xcassets") }.sorted()
        #expect(catalogs.count > 10)
        // The theme's tokens, as the merge writes them (the accent is AccentColor).
        let themeNames = Set(TokenSet(theme: .default).tokens.map(\.name) + ["AccentColor"])
        var (existing, added) = (0, 0)
        for relative in catalogs {
            let folder = try Self.folder()
            defer { try? FileManager.default.removeItem(at: folder) }
            let catalog = folder.appendingPathComponent("Assets.xcassets")
            try FileManager.default.copyItem(at: root.appendingPathComponent(relative), to: catalog)
            let before = Self.tree(catalog)
            // --guessed: no code draws on a catalog copied alone, so the names' guessed pairs are what finds the theme's tokens.
            let auditBefore = try Self.nocturne(["audit", "Assets.xcassets", "--guessed", "--json"], in: folder)
            let merge = try Self.nocturne(["theme", "--into", "Assets.xcassets"], in: folder)
            #expect(merge.status == 0, "\(relative): \(merge.error)")
            let after = Self.tree(catalog)
            for (path, digest) in before { #expect(after[path] == digest, "\(relative): \(path) changed") }
            let auditAfter = try Self.nocturne(["audit", "Assets.xcassets", "--guessed", "--json"], in: folder)
            let old = Set(try Self.findings(auditBefore.output).map(\.line))
            existing += old.count
            for finding in try Self.findings(auditAfter.output) where !old.contains(finding.line) {
                added += 1
                #expect(finding.names.contains { themeNames.contains($0) }, "\(relative): new finding \(finding.line)")
            }
            let second = try Self.nocturne(["theme", "--into", "Assets.xcassets"], in: folder)
            #expect(second.output.contains("(nothing changed)"), "\(relative): \(second.output)")
            #expect(Self.tree(catalog) == after, "\(relative): the second run changed bytes")
        }
        // The findings are read (the real catalogs have gaps and failing pairs of their own), and the theme's show up as new.
        #expect(existing > 40 && added > 0, "\(existing) findings before, \(added) new")
        print("theme --into: \(catalogs.count) real catalogs, \(existing) audit findings before, \(added) new after, each naming a theme token")
    }

    /// Enchanted's theme file: colors of its own, a promise of its own, and outputs beside its sources (the catalog merged into).
    static func enchantedThemeFile(extraColor: String = "") -> String {
        """
        {
          "theme": {
            "name": "Enchanted",
            "accent": "#0B7A75",
            "colors": {
              "chatBubble": { "light": "#F2F2F7", "role": "surface" },
              "chatText": { "light": "#1C1C1E", "dark": "#F2F2F7", "role": "content" },
              "ollamaBlue": { "light": "#3478F6", "role": "brand" }\(extraColor)
            },
            "pairs": [{ "foreground": "chatText", "background": "chatBubble", "minimum": { "standard": 7, "increased": 10 } }],
            "outputs": { "xcassets": "Enchanted/Assets.xcassets", "swift": "Enchanted/Theme.swift", "css": "web/theme.css", "tokens": "design/tokens" }
          }
        }
        """
    }

    @Test(.requiresRealApps("real-inputs/apps/enchanted"))
    func enchantedsThemeFileMergesIntoItsCatalogKeepsEveryFileAndMeasuresCleanFromTheBytes() throws {
        let folder = try Self.folder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let app = folder.appendingPathComponent("enchanted")
        try FileManager.default.copyItem(at: try #require(ReferenceFolder.url("real-inputs/apps/enchanted")), to: app)
        try Self.enchantedThemeFile().write(to: app.appendingPathComponent(".nocturne.json"), atomically: true, encoding: .utf8)
        let before = Self.tree(app)
        let first = try Self.nocturne(["theme"], in: app)
        #expect(first.status == 0, "\(first.error)")
        let after = Self.tree(app)
        for (path, contents) in before { #expect(after[path] == contents, "\(path) changed") }
        let added = Set(after.keys).subtracting(before.keys)
        #expect(added.allSatisfy { $0.hasPrefix("Enchanted/Assets.xcassets/Enchanted") || $0.hasPrefix("web") || $0.hasPrefix("design")
            || $0 == "Enchanted/Theme.swift" || $0 == "Enchanted/Assets.xcassets/" + AssetCatalogMerge.manifestFileName }, "\(added.sorted().prefix(5))")
        #expect(after["Enchanted/Theme.swift"]?.contains("static let onOllamaBlue") == true)
        // A second run changes no byte, the manifest's included.
        let second = try Self.nocturne(["theme"], in: app)
        #expect(second.status == 0 && !second.output.contains("Enchanted/Assets.xcassets/"), "nothing written into the catalog: \(second.output)\(second.error)")
        #expect(Self.tree(app) == after)
        // What shipped, read back from the bytes: the merged catalog, the stylesheet and the resolver, every pair in eight modes.
        let file = try #require(try ThemeFile.load(app.appendingPathComponent(".nocturne.json").path))
        let tokens = file.tokenSet(try file.theme())
        // The catalog keeps Enchanted's own AccentColor (the system accent), so the accent's pairs are not the theme's there.
        let catalogPairs = tokens.pairs.filter { $0.foreground != "accent" && $0.background != "accent" }
        let readings: [(WrittenThemeCheck.Reading, [TokenPair])] = [
            (WrittenThemeCheck.Reading(format: "xcassets", tokens: try AssetCatalogReader().read(at: app.appendingPathComponent("Enchanted/Assets.xcassets").path).tokenSet()), catalogPairs),
            (WrittenThemeCheck.Reading(format: "css", tokens: try CSSThemeReader().read(at: app.appendingPathComponent("web/theme.css").path), prefix: "theme"), tokens.pairs),
            (WrittenThemeCheck.Reading(format: "tokens", tokens: try DesignTokensReader().read(at: app.appendingPathComponent("design/tokens/Enchanted.resolver.json").path)), tokens.pairs),
        ]
        for (reading, pairs) in readings {
            let outcome = WrittenThemeCheck(pairs: pairs).measure(reading)
            #expect(outcome.measured > 8 * 100 && outcome.misses.count == 0, "\(reading.format): \(outcome.measured), \(outcome.misses.prefix(5))")
            for color in file.colors {
                for mode in AppearanceMode.all where color.pinned(in: mode) != nil && !(reading.format == "xcassets" && mode.level == .elevated) {
                    #expect(reading.rgb8(of: color.name, in: mode) == color.pinned(in: mode), "\(reading.format) \(color.name) \(mode.key)")
                }
            }
        }
    }

    @Test(.requiresRealApps("real-inputs/apps/enchanted"))
    func aThemeFileColorNamedLikeEnchantedsGrayCustomIsRefusedWithItsPathWritingNothingUntilAdopted() throws {
        let folder = try Self.folder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let app = folder.appendingPathComponent("enchanted")
        try FileManager.default.copyItem(at: try #require(ReferenceFolder.url("real-inputs/apps/enchanted")), to: app)
        let extra = ",\n      \"grayCustom\": { \"light\": \"#555555\", \"role\": \"content\" }"
        try Self.enchantedThemeFile(extraColor: extra).write(to: app.appendingPathComponent(".nocturne.json"), atomically: true, encoding: .utf8)
        let before = Self.tree(app)
        let refused = try Self.nocturne(["theme"], in: app)
        #expect(refused.status == 1)
        #expect(refused.error.contains("Enchanted/Assets.xcassets/Colors/grayCustom.colorset"), "\(refused.error)")
        #expect(Self.tree(app) == before, "no output written: not the Swift file, the CSS, the tokens or the manifest")
        #expect(try Self.nocturne(["theme", "--force"], in: app).status == 1, "forcing never replaces the app's set")
        #expect(Self.tree(app) == before)
        let forced = try Self.nocturne(["theme", "--adopt"], in: app)
        #expect(forced.status == 0, "\(forced.error)")
        #expect(forced.output.contains("adopted the app's Colors/grayCustom.colorset as the theme's 'grayCustom'"), "\(forced.output)")
        let after = Self.tree(app)
        #expect(after["Enchanted/Assets.xcassets/Colors/grayCustom.colorset/Contents.json"] == before["Enchanted/Assets.xcassets/Colors/grayCustom.colorset/Contents.json"])
        #expect(after["Enchanted/Assets.xcassets/Enchanted/grayCustom.colorset/Contents.json"] == nil)
    }
}
