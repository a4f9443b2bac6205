import Foundation
import NocturneColor
import NocturneFormats
import NocturneSupport
import NocturneTestSupport
import Testing
@testable import nocturne

/// `nocturne theme` with a theme file: `--config`, the current folder's `.nocturne.json`, `outputs`, `--init` and `--schema`.
@Suite("ThemeCommand theme file")
struct ThemeFileCommandTests {
    /// A fresh folder, removed by the caller.
    static func folder() throws -> URL {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("nocturne-theme-file-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        return url
    }

    /// Every file below a folder, relative to it, sorted.
    static func files(_ folder: URL) -> [String] {
        (FileManager.default.enumerator(atPath: folder.path)?.allObjects.compactMap { $0 as? String } ?? [])
            .filter { !FileManager.default.isFolder(folder.appendingPathComponent($0)) }.sorted()
    }

    static let theme = """
        {
          "theme": {
            "name": "Trips",
            "accent": "#0B7A75",
            "colors": {
              "sunset": { "light": "#F29D50", "role": "brand" },
              "ink": { "light": "#24303A", "role": "content" }
            },
            "pairs": [{ "foreground": "onSunset", "background": "sunset", "minimum": 4.5 }],
            "outputs": { "swift": "App/Theme.swift", "css": "web/theme.css", "android": "res", "tokens": "design/tokens", "html": "web/preview.html" }
          }
        }
        """

    @Test("--config writes every output at its path relative to the file's folder, with the app's colors")
    func outputs() throws {
        let folder = try Self.folder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let config = folder.appendingPathComponent("settings.json")
        try Self.theme.write(to: config, atomically: true, encoding: .utf8)
        let result = Tool.run(["theme", "--config", config.path])
        #expect(result.status == .success, "\(result.standardError)")
        #expect(result.standardOutput.hasPrefix("Wrote the outputs of \(config.path) (14 files):\n  App/Theme.swift\n  web/theme.css\n  res/  (2 files)\n"))
        let written = Self.files(folder)
        #expect(written.contains("App/Theme.swift") && written.contains("web/theme.css") && written.contains("web/preview.html"))
        #expect(written.contains("res/values/colors.xml") && written.contains("res/values-night/colors.xml"))
        #expect(written.contains("design/tokens/Trips.tokens.json"))
        let swift = try String(contentsOf: folder.appendingPathComponent("App/Theme.swift"), encoding: .utf8)
        #expect(swift.contains("enum TripsColors") && swift.contains("static let onSunset"))
        let css = try String(contentsOf: folder.appendingPathComponent("web/theme.css"), encoding: .utf8)
        #expect(css.contains("--theme-sunset-text:") && css.lowercased().contains("#f29d50"))
    }

    @Test("flags override the file's keys; --format picks outputs, and one the file does not list is a usage error")
    func overrides() throws {
        let folder = try Self.folder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let config = folder.appendingPathComponent(".nocturne.json")
        try Self.theme.write(to: config, atomically: true, encoding: .utf8)
        let json = Tool.run(["theme", "--config", config.path, "--accent", "#7C3AED", "--format", "css", "--json"])
        #expect(json.status == .success, "\(json.standardError)")
        #expect(json.standardOutput.hasPrefix(##"{"version":"nocturne-palette-1.0","accent":"#7C3AED","##))
        #expect(Self.files(folder) == [".nocturne.json", "web/theme.css"])
        let missing = Tool.run(["theme", "--config", config.path, "--format", "xcassets"])
        #expect(missing.status == .usage)
        #expect(missing.standardError.hasPrefix("Error: '--format xcassets': \(config.path)'s outputs do not list it"))
        let folderMode = Tool.run(["theme", "--config", config.path, "--format", "swift", "--out", folder.appendingPathComponent("Plugin").path])
        #expect(folderMode.status == .success, "\(folderMode.standardError)")
        #expect(Self.files(folder.appendingPathComponent("Plugin")) == [".nocturne-theme", "Trips.swift"], "--out writes a folder, as the plugin asks")
    }

    /// A bad theme file (or destination): the first line of the error, and what the folder must still hold (nothing new).
    static let badFiles: [(label: String, text: String, error: String)] = [
        ("unknown key", ##"{"theme": {"acent": "#0B7A75", "outputs": {"css": "theme.css"}}}"##,
         "key 'theme.acent': unknown key 'acent' in 'theme' (did you mean 'accent'?)"),
        ("wrong type", ##"{"theme": {"accent": 7, "outputs": {"css": "theme.css"}}}"##, "key 'theme.accent': 'accent' must be a color string"),
        ("bad color", ##"{"theme": {"colors": {"ink": {"light": "#12", "role": "content"}}, "outputs": {"css": "theme.css"}}}"##,
         "key 'theme.colors.ink.light': \"#12\" is not a color"),
        ("outside sRGB", ##"{"theme": {"colors": {"ink": {"light": "color(display-p3 0 1 0)", "role": "content"}}, "outputs": {"css": "theme.css"}}}"##,
         "key 'theme.colors.ink.light': \"color(display-p3 0 1 0)\" is outside sRGB"),
        ("unknown token", ##"{"theme": {"pairs": [{"foreground": "ink", "background": "backgroundPrimary"}], "outputs": {"css": "theme.css"}}}"##,
         "key 'theme.pairs[0].foreground': 'ink' is neither a theme token"),
        ("collision", ##"{"theme": {"colors": {"cardBorder": {"light": "#DDDDDD", "role": "border"}, "card-border": {"light": "#CCCCCC", "role": "border"}}, "outputs": {"css": "theme.css"}}}"##,
         "key 'theme.colors.card-border': 'card-border' and 'cardBorder'"),
        ("not JSON", ##"{"theme": {"outputs": {"css": "theme.css"}}"##, "not valid JSON"),
        ("not a catalog", ##"{"theme": {"outputs": {"css": "theme.css", "xcassets": "App/Assets"}}}"##,
         "App/Assets: key 'theme.outputs.xcassets': is not an asset catalog"),
        ("a folder nocturne did not write", ##"{"theme": {"outputs": {"css": "theme.css", "android": "mine"}}}"##,
         "mine: key 'theme.outputs.android': exists and was not created by nocturne theme"),
    ]

    @Test("a bad theme file or destination is an error with file, line and key, and nothing is written", arguments: badFiles.indices)
    func nothingWritten(_ index: Int) throws {
        let bad = Self.badFiles[index]
        let folder = try Self.folder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let config = folder.appendingPathComponent(".nocturne.json")
        try bad.text.write(to: config, atomically: true, encoding: .utf8)
        try FileManager.default.createDirectory(at: folder.appendingPathComponent("mine"), withIntermediateDirectories: true)
        try "my notes".write(to: folder.appendingPathComponent("mine/NOTES.md"), atomically: true, encoding: .utf8)
        let before = Self.files(folder)
        let result = Tool.run(["theme", "--config", config.path])
        #expect(result.status == .failure, "\(bad.label): \(result.standardOutput)")
        let first = result.standardError.split(separator: "\n").first.map(String.init) ?? ""
        #expect(first.hasPrefix("Error: "), "\(bad.label)")
        #expect(first.contains(bad.error), "\(bad.label): \(first)")
        if !bad.error.contains(": exists") && !bad.error.contains("is not an asset catalog") {
            #expect(first.hasPrefix("Error: \(config.path):1"), "\(bad.label): the file and its line: \(first)")
        }
        #expect(Self.files(folder) == before, "\(bad.label): nothing is written")
    }

    @Test("--init writes a starter with the defaults spelled out (null for a solved one) and its schema beside it, reads back, and never overwrites")
    func initialize() throws {
        let folder = try Self.folder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let config = folder.appendingPathComponent("starter.json")
        let first = Tool.run(["theme", "--init", "--config", config.path, "--accent", "rebeccapurple", "--format", "swift,css", "--name", "Brand"])
        #expect(first.status == .success, "\(first.standardError)")
        let text = try String(contentsOf: config, encoding: .utf8)
        #expect(text == """
            {
              "$schema": "./nocturne.schema.json",
              "theme": {
                "name": "Brand",
                "accent": "#663399",
                "accentDark": null,
                "neutral": null,
                "contrastMethod": "wcag",
                "colors": {},
                "pairs": [],
                "outputs": {
                  "swift": "Brand/Brand.swift",
                  "css": "Brand/brand.css"
                }
              }
            }

            """)
        let file = try #require(try ThemeFile.load(config.path))
        #expect(file.accent == RGB8(0x663399) && file.accentDark == nil && file.neutral == nil && file.outputs.map(\.format) == [.swift, .css])
        let schema = folder.appendingPathComponent("nocturne.schema.json")
        #expect(try String(contentsOf: schema, encoding: .utf8) == ThemeFile.schema, "the schema \"$schema\" names, beside the file")
        #expect(first.standardOutput.hasPrefix("Wrote \(config.path) and \(schema.path);"))
        // A schema already there is the user's: kept as it is.
        try "{}".write(to: schema, atomically: true, encoding: .utf8)
        let other = Tool.run(["theme", "--init", "--config", folder.appendingPathComponent("other.json").path, "--accent-dark", "#5FD4CC"])
        #expect(other.status == .success, "\(other.standardError)")
        #expect(try String(contentsOf: schema, encoding: .utf8) == "{}")
        #expect(try ThemeFile.load(folder.appendingPathComponent("other.json").path)?.accentDark == RGB8(0x5FD4CC), "a given flag is written as its value")
        try FileManager.default.removeItem(at: folder.appendingPathComponent("other.json"))
        try FileManager.default.removeItem(at: schema)
        let again = Tool.run(["theme", "--init", "--config", config.path, "--accent", "red"])
        #expect(again.status == .failure)
        #expect(again.standardError.hasPrefix("Error: \(config.path) exists; --init never overwrites a file"))
        #expect(try String(contentsOf: config, encoding: .utf8) == text, "the file is unchanged")
        let run = Tool.run(["theme", "--config", config.path])
        #expect(run.status == .success, "\(run.standardError)")
        #expect(Self.files(folder) == ["Brand/Brand.swift", "Brand/brand.css", "starter.json"])
    }

    @Test("--schema prints the schema; the Trips example's copy is the same")
    func schema() throws {
        let result = Tool.run(["theme", "--schema"])
        #expect(result.status == .success)
        #expect(result.standardOutput == ThemeFile.schema)
        _ = try JSONParser().parse(result.standardOutput)
        let trips = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("Examples/Trips/nocturne.schema.json")
        #expect(try String(contentsOf: trips, encoding: .utf8) == ThemeFile.schema, "Examples/Trips/nocturne.schema.json is `nocturne theme --schema`")
        #expect(Tool.run(["theme", "--schema", "--init"]).status == .usage)
    }

    @Test("--config naming a file without a theme object, or no file, is an error")
    func noTheme() throws {
        let folder = try Self.folder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let config = folder.appendingPathComponent("lint.json")
        try ##"{"rules": {"constant-color": "off"}}"##.write(to: config, atomically: true, encoding: .utf8)
        let result = Tool.run(["theme", "--config", config.path, "--no-files"])
        #expect(result.status == .failure)
        #expect(result.standardError.hasPrefix("Error: \(config.path): the file has no 'theme' object"))
        let missing = Tool.run(["theme", "--config", folder.appendingPathComponent("none.json").path, "--no-files"])
        #expect(missing.status == .failure)
        #expect(missing.standardError.contains("none.json: cannot open the file"))
    }

    @Test("--quiet (a build step) prints nothing on success; a pinned color that misses its pair prints the failure and exits 1")
    func quiet() throws {
        let folder = try Self.folder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let config = folder.appendingPathComponent(".nocturne.json")
        try Self.theme.write(to: config, atomically: true, encoding: .utf8)
        let out = folder.appendingPathComponent("Plugin").path
        let quiet = Tool.run(["theme", "--config", config.path, "--format", "swift", "--out", out, "--quiet"])
        #expect(quiet.status == .success, "\(quiet.standardError)")
        #expect(quiet.standardOutput.isEmpty && quiet.standardError.isEmpty, "\(quiet.standardOutput)")
        #expect(Self.files(folder.appendingPathComponent("Plugin")) == [".nocturne-theme", "Trips.swift"])
        let loud = Tool.run(["theme", "--config", config.path, "--format", "swift", "--out", out, "--force"])
        #expect(loud.standardOutput.contains("Audit: ") && loud.standardOutput.contains("Color vision"), "without --quiet, the summary")
        // A mid-gray text pinned on a white page cannot reach 4.5 in light mode. As the role implies the pair, it is the app's
        // light value, kept (reported, exit 0); declared in `pairs`, it is the app's promise: the audit fails, the exit status says so.
        try ##"{"theme": {"colors": {"mist": {"light": "#A0A0A0", "role": "content"}}}}"##.write(to: config, atomically: true, encoding: .utf8)
        let kept = Tool.run(["theme", "--config", config.path, "--format", "swift", "--out", out, "--force", "--quiet"])
        #expect(kept.status == .success && kept.standardOutput.isEmpty, "\(kept.standardOutput)")
        try ##"{"theme": {"colors": {"mist": {"light": "#A0A0A0", "role": "content"}}, "pairs": [{"foreground": "mist", "background": "backgroundPrimary"}]}}"##
            .write(to: config, atomically: true, encoding: .utf8)
        for flags in [["--quiet"], []] {
            let missed = Tool.run(["theme", "--config", config.path, "--format", "swift", "--out", out, "--force"] + flags)
            #expect(missed.status == .failure, "a failing app-color pair fails the command \(flags)")
            #expect(missed.standardOutput.contains("FAIL mist on ") && missed.standardOutput.contains("mist is pinned at #A0A0A0, nearest passing #"),
                    "\(flags): \(missed.standardOutput)")
            if !flags.isEmpty { #expect(!missed.standardOutput.contains("Color vision") && !missed.standardOutput.contains("Tightest pairs:\n  ")) }
        }
        #expect(Tool.run(["theme", "--quiet", "--json"]).status == .usage)
    }

    @Test("--no-config reads no theme file, not even the current folder's: the default theme (what the theme plugin runs without one)",
          .enabled(if: BuildFolder.executable("nocturne") != nil, "needs the built nocturne binary (BuildFolder)"))
    func noConfig() throws {
        let folder = try Self.folder()
        defer { try? FileManager.default.removeItem(at: folder) }
        try Self.theme.write(to: folder.appendingPathComponent(".nocturne.json"), atomically: true, encoding: .utf8)
        let result = try Self.runBinary(["theme", "--no-config", "--format", "swift", "--out", "Out", "--quiet"], in: folder)
        #expect(result.status == 0 && result.output.isEmpty, "\(result.output)")
        #expect(Self.files(folder) == [".nocturne.json", "Out/.nocturne-theme", "Out/Theme.swift"], "the default theme, not the file's outputs")
        let swift = try String(contentsOf: folder.appendingPathComponent("Out/Theme.swift"), encoding: .utf8)
        #expect(swift.contains("enum ThemeColors") && !swift.contains("sunset"), "none of the file's colors")
        #expect(Tool.run(["theme", "--no-config", "--config", "x.json"]).status == .usage)
    }

    /// Runs the built `nocturne` in a folder (the current folder is what `.nocturne.json` is looked for in).
    static func runBinary(_ arguments: [String], in folder: URL) throws -> (status: Int32, output: String) {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: try #require(BuildFolder.executable("nocturne")))
        process.arguments = arguments
        process.currentDirectoryURL = folder
        let pipe = Pipe()
        process.standardOutput = pipe
        process.standardError = pipe
        try process.run()
        let data = pipe.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return (process.terminationStatus, String(decoding: data, as: UTF8.self))
    }

    @Test("with no flags, the current folder's .nocturne.json is read and its outputs written; a file of lint settings only changes nothing",
          .enabled(if: BuildFolder.executable("nocturne") != nil, "needs the built nocturne binary (BuildFolder)"))
    func currentFolder() throws {
        let folder = try Self.folder()
        defer { try? FileManager.default.removeItem(at: folder) }
        try Self.theme.write(to: folder.appendingPathComponent(".nocturne.json"), atomically: true, encoding: .utf8)
        let result = try Self.runBinary(["theme"], in: folder)
        #expect(result.status == 0, "\(result.output)")
        #expect(result.output.hasPrefix("Wrote the outputs of .nocturne.json (14 files):"))
        #expect(Self.files(folder).contains("App/Theme.swift"))
        let lint = try Self.folder()
        defer { try? FileManager.default.removeItem(at: lint) }
        try ##"{"rules": {"constant-color": "off"}}"##.write(to: lint.appendingPathComponent(".nocturne.json"), atomically: true, encoding: .utf8)
        let plain = try Self.runBinary(["theme", "--format", "css"], in: lint)
        #expect(plain.status == 0, "\(plain.output)")
        #expect(Self.files(lint) == [".nocturne.json", "Theme/.nocturne-theme", "Theme/theme.css"], "today's ./Theme")
    }
}

extension FileManager {
    /// Whether the URL is a folder (following links).
    func isFolder(_ url: URL) -> Bool {
        var isFolder: ObjCBool = false
        return fileExists(atPath: url.path, isDirectory: &isFolder) && isFolder.boolValue
    }
}

/// Issue #38, items 3–4: a theme file's outputs stay inside its folder, never the file itself or its folder, and never a file of the user's.
extension ThemeFileCommandTests {
    struct Escape: CustomTestStringConvertible, Sendable {
        var label: String
        /// The `outputs` object, with `OUT` standing for the outside folder.
        var outputs: String
        /// A symbolic link to plant in the theme's folder (name → `OUT/…`), or a file of the user's (name → text).
        var link: (name: String, target: String)? = nil
        var userFile: (name: String, text: String)? = nil
        /// The first line of the error after `Error: <location>`, with `OUT` for the outside folder (resolved).
        var error: String
        /// Whether the error is located at a line of the theme file (the reader refuses it) rather than at its path.
        var hasLine = false
        /// Whether `--force` still refuses it.
        var forcedToo = true
        var testDescription: String { label }
    }

    static let escapes: [Escape] = [
        Escape(label: "absolute", outputs: #"{"css": "OUT/theme.css"}"#,
               error: "key 'theme.outputs.css': 'OUT/theme.css' is absolute; an output is a path inside the theme file's folder, never outside it", hasLine: true),
        Escape(label: "climbing", outputs: #"{"css": "../theme.css"}"#,
               error: "key 'theme.outputs.css': '../theme.css' climbs out of the theme file's folder with '..'; an output is a path inside the theme file's folder", hasLine: true),
        Escape(label: "a new folder outside", outputs: #"{"tokens": "design/../../new/tokens"}"#,
               error: "key 'theme.outputs.tokens': 'design/../../new/tokens' climbs out of the theme file's folder with '..'; an output is a path inside the theme file's folder", hasLine: true),
        Escape(label: "a file through a link out", outputs: #"{"css": "out/theme.css"}"#, link: ("out", ""),
               error: "key 'theme.outputs.css': 'out/theme.css' leads out of the theme file's folder through a symbolic link (to OUT/theme.css); an output is a path inside the theme file's folder"),
        Escape(label: "a folder through a link out", outputs: #"{"android": "out/res"}"#, link: ("out", ""),
               error: "key 'theme.outputs.android': 'out/res' leads out of the theme file's folder through a symbolic link (to OUT/res); an output is a path inside the theme file's folder"),
        Escape(label: "a link to nothing", outputs: #"{"html": "gone/preview.html"}"#, link: ("gone", "missing"),
               error: "key 'theme.outputs.html': 'gone/preview.html' goes through a symbolic link to nothing; an output is a path inside the theme file's folder"),
        Escape(label: "the theme file itself", outputs: #"{"css": "./.nocturne.json"}"#,
               error: "key 'theme.outputs.css': './.nocturne.json' is the theme file itself; give the output a path of its own"),
        Escape(label: "the theme file's folder", outputs: #"{"tokens": "."}"#,
               error: "key 'theme.outputs.tokens': '.' is the theme file's own folder; a folder output is replaced whole, so it may not hold the theme file (not even with --force)"),
        Escape(label: "a file of the user's", outputs: #"{"css": "web/theme.css"}"#, userFile: ("web/theme.css", "body { color: red }\n"),
               error: "key 'theme.outputs.css': exists and was not written by nocturne theme (it has no 'generated by Nocturne' line); "
                + "replacing it has to be forced, or choose another path (--force replaces it)", forcedToo: false),
    ]

    @Test("an output leaving the theme file's folder, naming the file or its folder, or a file of the user's is an error naming the key and the path; nothing is written",
          arguments: escapes, [false, true])
    func escapingOutput(_ escape: Escape, force: Bool) throws {
        guard !force || escape.forcedToo else { return }
        let (folder, outside) = (try Self.folder(), try Self.folder())
        defer { try? FileManager.default.removeItem(at: folder); try? FileManager.default.removeItem(at: outside) }
        let outsidePath = try #require(PathText.resolved(outside.path))
        let config = folder.appendingPathComponent(".nocturne.json")
        try ##"{"theme": {"accent": "#0B7A75", "outputs": \##(escape.outputs.replacingOccurrences(of: "OUT", with: outsidePath))}}"##
            .write(to: config, atomically: true, encoding: .utf8)
        if let link = escape.link {
            try FileManager.default.createSymbolicLink(atPath: folder.appendingPathComponent(link.name).path,
                                                       withDestinationPath: outside.appendingPathComponent(link.target).path)
        }
        if let file = escape.userFile {
            try FileManager.default.createDirectory(at: folder.appendingPathComponent(file.name).deletingLastPathComponent(), withIntermediateDirectories: true)
            try file.text.write(to: folder.appendingPathComponent(file.name), atomically: true, encoding: .utf8)
        }
        let (before, outsideBefore) = (Self.files(folder), Self.files(outside))
        let userBytes = escape.userFile.map { FileManager.default.contents(atPath: folder.appendingPathComponent($0.name).path) }
        let result = Tool.run(["theme", "--config", config.path] + (force ? ["--force"] : []))
        #expect(result.status == .failure, "\(result.standardOutput)")
        let first = result.standardError.split(separator: "\n").first.map(String.init) ?? ""
        let location = escape.userFile?.name ?? config.path
        #expect(first.hasPrefix("Error: \(location):\(escape.hasLine ? "" : " ")"), "\(first)")
        #expect(first.hasSuffix(escape.error.replacingOccurrences(of: "OUT", with: outsidePath)), "\(first)")
        #expect(Self.files(folder) == before && Self.files(outside) == outsideBefore, "nothing written")
        if let file = escape.userFile { #expect(FileManager.default.contents(atPath: folder.appendingPathComponent(file.name).path) == userBytes) }
    }

    @Test("--out never names the folder holding the theme file or one above it, even with --force", arguments: ["app", "."])
    func outHoldingTheThemeFile(out: String) throws {
        let folder = try Self.folder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let app = folder.appendingPathComponent("app")
        try FileManager.default.createDirectory(at: app, withIntermediateDirectories: true)
        let config = app.appendingPathComponent(".nocturne.json")
        try Self.theme.write(to: config, atomically: true, encoding: .utf8)
        let before = Self.files(folder)
        let target = out == "." ? folder.path : app.path
        let result = Tool.run(["theme", "--config", config.path, "--out", target, "--force"])
        #expect(result.status == .failure, "\(result.standardOutput)")
        #expect(result.standardError.hasPrefix("Error: \(target): holds the theme file \(config.path); --out replaces its folder whole, "
            + "so it is never the theme file's folder or one above it, even with --force: choose another folder\n"), "\(result.standardError)")
        #expect(Self.files(folder) == before, "nothing written, the theme file kept")
    }
}
