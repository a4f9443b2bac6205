import Foundation
import NocturnePalette
import NocturneSupport
import NocturneTestSupport
import Testing
@testable import nocturne
import NocturneFormats

/// `theme` (file writing), `audit` and `convert`: the formats helper's commands.
@Suite("Formats commands")
struct FormatsCommandTests {
    static func temporaryFolder() -> URL {
        FileManager.default.temporaryDirectory.appendingPathComponent("nocturne-cli-\(UUID().uuidString)")
    }

    static let realInputs: URL? = ReferenceFolder.url("real-inputs")

    @Test("theme writes every format, lists it, and its --json keeps the audit and adds 'written'")
    func theme() throws {
        let folder = Self.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let out = folder.appendingPathComponent("Theme").path
        let result = Tool.run(["theme", "--out", out])
        #expect(result.status == .success, "\(result.standardError)")
        #expect(result.standardOutput.hasPrefix("Wrote \(out) (55 files):\n  Theme.xcassets/  (41 files)\n  Theme.swift\n  theme.css\n"))
        // The summary is the library's, counts included: 880 checks (110 declared pairs × 8 modes), not 904
        // (the exempt disabled pairs are reported, never checked).
        #expect(result.standardOutput.contains("\n" + Theme.default.audit.summary()))
        #expect(result.standardOutput.contains("110 pairs; 880 pair checks, all pass."))
        let json = Tool.run(["theme", "--out", out, "--format", "css,android", "--json", "--name", "Trips"])
        #expect(json.status == .success)
        let value = try JSONParser().parse(json.standardOutput)
        #expect(value.members?.first?.key == "version")
        #expect(value["accent"]?.stringValue == "#0B7A75")
        #expect(value["written"]?["files"]?.elements?.compactMap(\.stringValue) == ["trips.css", "android/values/colors.xml", "android/values-night/colors.xml"])
    }

    @Test("theme --accent-dark pins the designer's dark accent; a pinned miss fails with the nearest passing value")
    func themeAccentDark() throws {
        let kept = Tool.run(["theme", "--accent", "#0B7A75", "--accent-dark", "#5FD4CC", "--no-files", "--json"])
        #expect(kept.status == .success, "\(kept.standardError)")
        let value = try JSONParser().parse(kept.standardOutput)
        #expect(value["tokens"]?["accent"]?["dark-standard-base"]?.stringValue == "#5FD4CC")
        #expect(value["pinned"]?.elements?.count == 4)
        let missed = Tool.run(["theme", "--accent-dark", "#0B7A75", "--no-files"])
        #expect(missed.status == .failure)
        #expect(missed.standardOutput.contains("accent is pinned at #0B7A75, nearest passing #"))
        #expect(Tool.run(["theme", "--help"]).standardOutput.contains("--accent-dark <color>"))
    }

    @Test("theme --tokens colortokenskit audits the preset on a family (pro aliases accepted), writes nothing, exit 1 on its failures")
    func themeTokensPreset() throws {
        let result = Tool.run(["theme", "--tokens", "colortokenskit", "--family", "proBlue"])
        #expect(result.status == .failure)
        #expect(result.standardOutput == TokenPreset.colorTokensKit.audit(of: .blue).text)
        let json = Tool.run(["theme", "--tokens", "colortokenskit", "--json"])
        #expect(try JSONParser().parse(json.standardOutput)["preset"]?.stringValue == "colortokenskit")
        let typo = Tool.run(["theme", "--tokens", "colortokenskit", "--family", "proBlu"])
        #expect(typo.status == .usage)
        #expect(typo.standardError.contains("did you mean 'proBlue'?"))
        #expect(Tool.run(["theme", "--family", "teal", "--no-files"]).status == .usage)
        #expect(Tool.run(["theme", "--tokens", "colortokenskit", "--out", "x"]).status == .usage)
        #expect(Tool.run(["theme", "--help"]).standardOutput.contains("--tokens <preset>"))
    }

    @Test("theme refuses a folder it did not create (exit 1) and rejects unknown formats (exit 64)")
    func themeErrors() throws {
        let folder = Self.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        try "x".write(to: folder.appendingPathComponent("mine.txt"), atomically: true, encoding: .utf8)
        let refused = Tool.run(["theme", "--out", folder.path])
        #expect(refused.status == .failure)
        #expect(refused.standardError.contains("was not created by nocturne theme; replacing it has to be forced, or choose another folder (--force replaces it; --out chooses another folder)"))
        let usage = Tool.run(["theme", "--format", "pdf", "--out", folder.path])
        #expect(usage.status == .usage)
        #expect(usage.standardError.contains("unknown format 'pdf'"))
    }

    @Test("audit of a real catalog: colors by mode, missing variants, exit status by verdict",
          .requiresReference("real-inputs"))
    func auditCatalog() throws {
        let root = try #require(Self.realInputs)
        let pass = Tool.run(["audit", root.appendingPathComponent("xcassets/compound-design-tokens/assets/ios/swift/Colors.xcassets").path])
        #expect(pass.status == .success)
        #expect(pass.standardOutput.contains("gray1400"))
        #expect(pass.standardOutput.hasSuffix("PASS\n"))
        // A catalog without its app's code: no pair is drawn on it, so none is audited; the guessed ones only when asked.
        let catalog = root.appendingPathComponent("xcassets/NetNewsWire/iOS/Resources/Assets.xcassets").path
        let quiet = Tool.run(["audit", catalog, "--code", root.appendingPathComponent("xcassets/NetNewsWire/iOS/Resources").path])
        #expect(quiet.standardOutput.contains("more could be guessed from names: --guessed checks them): 0 pairs") || quiet.standardOutput.contains("): none."), "\(quiet.standardOutput)")
        let fail = Tool.run(["audit", catalog, "--code", root.appendingPathComponent("xcassets/NetNewsWire/iOS/Resources").path, "--guessed", "--json"])
        #expect(fail.status == .failure)
        let value = try JSONParser().parse(fail.standardOutput)
        #expect(value["passes"]?.boolValue == false)
        #expect(value["pairsInferred"]?.boolValue == false && (value["pairs"]?.elements ?? []).allSatisfy { $0["inferred"]?.boolValue == true })
        #expect(value["tokens"]?["localColor"]?["dark-standard-base"]?.stringValue == "#0A84FF")
    }

    @Test("audit of a folder with no colors fails and names the catalogs below it; mode columns stay apart")
    func auditNothingFound() throws {
        let folder = Self.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let empty = Tool.run(["audit", folder.path])
        #expect(empty.status == .couldNotRun)
        #expect(empty.standardError.contains("found no colors in '\(folder.path)'"))
        _ = Tool.run(["theme", "--out", folder.appendingPathComponent("App/T").path, "--format", "xcassets"])
        let parent = Tool.run(["audit", folder.path])
        #expect(parent.status == .couldNotRun)
        #expect(parent.standardError.contains("nocturne audit \"\(folder.path)/App/T/Theme.xcassets\""))
        _ = Tool.run(["theme", "--out", folder.appendingPathComponent("Web").path, "--format", "css"])
        let css = Tool.run(["audit", folder.appendingPathComponent("Web/theme.css").path])
        #expect(css.standardOutput.contains("light-increased-elevated  dark-increased-elevated"))
    }

    @Test("reading problems go to standard error as error: or warning: with file, line and key; only errors fail audit and convert",
          arguments: [true, false])
    func readingProblems(withError: Bool) throws {
        let folder = Self.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let file = folder.appendingPathComponent("t.tokens.json")
        let broken = withError ? #",\#n  "b": {"$value": {"colorSpace": "srgb", "components": [1, 0]}}"# : ""
        try #"{"$type": "color",\#n  "w": {"$value": {"colorSpace": "srgb", "components": [1.5, 0, 0]}}"#.appending(broken + "\n}\n")
            .write(to: file, atomically: true, encoding: .utf8)
        let warning = "warning: \(file.path):2: key 'w': components[0] is 1.5, outside srgb's range (0 to 1); read as written"
        let error = "error: \(file.path):3: key 'b': srgb takes 3 components, found 2"
        let expected = withError ? [warning, error] : [warning]
        for arguments in [["audit", file.path], ["audit", file.path, "--json"], ["convert", file.path, "--to", "css"]] {
            let result = Tool.run(arguments)
            #expect(result.standardError.split(separator: "\n").map(String.init) == expected, "\(arguments)")
            if !arguments.contains("--json") {
                #expect(!result.standardOutput.contains("outside srgb's range"), "\(arguments): problems belong on standard error")
            }
            #expect(result.status == (withError ? .failure : .success), "\(arguments)")
        }
        let json = try JSONParser().parse(Tool.run(["audit", file.path, "--json"]).standardOutput)
        #expect(json["problems"]?.elements?.compactMap { $0["severity"]?.stringValue } == (withError ? ["warning", "error"] : ["warning"]))
        #expect(json["problems"]?.elements?.first?["line"] == .number("2"))
    }

    @Test("problems name files as the input was given, so that file:line opens from the current folder", arguments: [
        ("App/Assets.xcassets", "a.colorset/Contents.json", "App/Assets.xcassets/a.colorset/Contents.json"),
        ("App/Assets.xcassets/", "a.colorset/Contents.json", "App/Assets.xcassets/a.colorset/Contents.json"),
        ("App/Assets.xcassets/a.colorset", "a.colorset/Contents.json", "App/Assets.xcassets/a.colorset/Contents.json"),
        ("App/tokens/t.tokens.json", "t.tokens.json", "App/tokens/t.tokens.json"),
        ("App/tokens", "themes/dark.json", "App/tokens/themes/dark.json"),
    ])
    func problemFileNames(input: String, named: String, expected: String) throws {
        let folder = Self.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        for directory in ["App/Assets.xcassets/a.colorset", "App/tokens/themes"] {
            try FileManager.default.createDirectory(at: folder.appendingPathComponent(directory), withIntermediateDirectories: true)
        }
        // Under the temporary folder (the tests never change the process's current folder), and a file in the current folder.
        #expect(CommandContext.folderOfNames(forInput: folder.path + "/" + input) + named == folder.path + "/" + expected)
        #expect(CommandContext.folderOfNames(forInput: "theme.css") + "theme.css" == "theme.css")
    }

    @Test("audit of a folder without colors names the catalogs below it, in name order, not inside a catalog or through a link")
    func nothingFoundNamesCatalogs() throws {
        let folder = Self.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        for directory in ["b/App.xcassets/Inner.xcassets", "a/Shared.xcassets", "c"] {
            try FileManager.default.createDirectory(at: folder.appendingPathComponent(directory), withIntermediateDirectories: true)
        }
        try FileManager.default.createSymbolicLink(atPath: folder.path + "/c/link", withDestinationPath: folder.path + "/a")
        let message = AuditCommand.nothingFound(at: folder.path)
        #expect(message == """
            found no colors in '\(folder.path)'; it holds asset catalogs, audit one of them:
              nocturne audit "\(folder.path)/a/Shared.xcassets"
              nocturne audit "\(folder.path)/b/App.xcassets"
            """)
        #expect(AuditCommand.nothingFound(at: folder.path + "/c") == "found no colors in '\(folder.path)/c'")
    }

    @Test("audit with declared pairs uses them")
    func auditPairs() throws {
        let folder = Self.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        _ = Tool.run(["theme", "--out", folder.appendingPathComponent("T").path, "--format", "css"])
        let pairs = folder.appendingPathComponent("pairs.json")
        try #"[{"foreground": "theme-foreground-primary", "background": "theme-background-primary", "minimum": 7}]"#.write(to: pairs, atomically: true, encoding: .utf8)
        let result = Tool.run(["audit", folder.appendingPathComponent("T/theme.css").path, "--pairs", pairs.path, "--json"])
        #expect(result.status == .success, "\(result.standardOutput)")
        let value = try JSONParser().parse(result.standardOutput)
        #expect(value["pairsInferred"]?.boolValue == false)
        #expect(value["pairs"]?.elements?.count == 1)
        #expect(value["pairs"]?.elements?.first?["results"]?.members?.count == 8)
    }

    @Test("convert a real catalog to CSS and back to a catalog, keeping references",
          .requiresReference("real-inputs"))
    func convert() throws {
        let root = try #require(Self.realInputs)
        let catalog = root.appendingPathComponent("xcassets/NetNewsWire/iOS/Resources/Assets.xcassets").path
        let css = Tool.run(["convert", catalog, "--to", "css"])
        #expect(css.status == .success)
        #expect(css.standardOutput.contains("--local-color: light-dark(#007aff, #0a84ff);"))
        let folder = Self.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let written = Tool.run(["convert", catalog, "--to", "xcassets", "--out", folder.path, "--name", "Copy"])
        #expect(written.status == .success, "\(written.standardError)")
        let copy = try AssetCatalogReader().read(at: folder.appendingPathComponent("Copy.xcassets").path)
        #expect(copy.colorSets.count == 6)
        guard case .reference(let reference)? = copy["barBackgroundColor"]?.entries.first?.color else {
            Issue.record("expected a reference")
            return
        }
        #expect(reference == SystemColorReference(name: "systemBackgroundColor", platform: "ios"))
        let missing = Tool.run(["convert", catalog])
        #expect(missing.status == .usage)
    }

    @Test("theme shows progress on a terminal's standard error, redrawn in place and cleared; nothing otherwise", arguments: [true, false])
    func themeProgress(_ terminal: Bool) throws {
        let folder = Self.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let result = Tool.run(["theme", "--out", folder.appendingPathComponent("T").path, "--format", "css,swift"], terminal: terminal)
        #expect(result.status == .success, "\(result.standardError)")
        if terminal {
            #expect(result.standardError.hasPrefix("\r\u{1B}[2Knocturne theme 1/3 solving file contents"))
            #expect(result.standardError.contains("\r\u{1B}[2Knocturne theme 3/3 writing"))
            #expect(result.standardError.hasSuffix("\r\u{1B}[2K"))
            #expect(!result.standardError.contains("\n"))
        } else {
            #expect(result.standardError.isEmpty)
        }
    }
}
