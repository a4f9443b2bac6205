import Foundation
import NocturneFormats
import NocturneSupport
import Testing
@testable import nocturne

/// A newcomer's first theme file: `--init` outputs that follow the theme's name, and a theme of `nocturne fix`'s recorded colors that exits 0.
extension ThemeFileCommandTests {
    @Test("--init --name puts the outputs under the name (Brand/Brand.swift), beside an app folder of that name under BrandTheme/, Theme/ by default",
          arguments: [(["--name", "Brand"], [String](), "Brand/Brand.swift"), (["--name", "Brand"], ["Brand/App.swift"], "BrandTheme/Brand.swift"),
                      ([], [], "Theme/Theme.swift"), (["--name", "Brand", "--out", "Out"], [], "Out/Brand.swift")])
    func initOutputsFollowTheName(flags: [String], existing: [String], swift: String) throws {
        let folder = try Self.folder()
        defer { try? FileManager.default.removeItem(at: folder) }
        for path in existing {
            try FileManager.default.createDirectory(at: folder.appendingPathComponent(path).deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data("// the app's own\n".utf8).write(to: folder.appendingPathComponent(path))
        }
        let config = folder.appendingPathComponent(".nocturne.json")
        let result = Tool.run(["theme", "--init", "--config", config.path, "--format", "swift"] + flags)
        #expect(result.status == .success, "\(result.standardError)")
        let file = try #require(try ThemeFile.load(config.path))
        #expect(file.outputs.map(\.path) == [swift])
        // And `nocturne theme` writes it there, leaving the app's folder alone.
        let written = Tool.run(["theme", "--config", config.path])
        #expect(written.status == .success, "\(written.standardError)")
        #expect(FileManager.default.fileExists(atPath: folder.appendingPathComponent(swift).path))
        for path in existing { #expect(try String(contentsOf: folder.appendingPathComponent(path), encoding: .utf8) == "// the app's own\n") }
    }

    @Test("theme on the colors nocturne fix records exits 0 once every file is written: the app's own light values that miss are KEPT, not FAIL")
    func fixRecordedColorsExitZero() throws {
        let folder = try Self.folder()
        defer { try? FileManager.default.removeItem(at: folder) }
        // As fix records them: every value pinned; FillGreen's light value is the app's, 2.49:1 on white (status needs 3).
        let config = folder.appendingPathComponent(".nocturne.json")
        try Data("""
            { "theme": { "colors": {
              "FillGreen": { "light": "#41B883", "dark": "#41B883", "lightIncreased": "#00754C", "darkIncreased": "#5FD6A0", "role": "status" }
            }, "outputs": { "css": "theme.css" } } }
            """.utf8).write(to: config)
        let result = Tool.run(["theme", "--config", config.path])
        #expect(result.status == .success, "\(result.standardOutput)")
        #expect(result.standardOutput.contains("all pass (10 more miss only on the app's own light values, kept as they ship: listed as KEPT)"), "\(result.standardOutput)")
        #expect(result.standardOutput.contains("  KEPT FillGreen on backgroundPrimary in light-standard-base: WCAG 2.49 < 3; FillGreen is pinned at #41B883"))
        #expect(FileManager.default.fileExists(atPath: folder.appendingPathComponent("theme.css").path))
        // A pinned dark value the designer chose that misses is still a failure.
        try Data("""
            { "theme": { "colors": { "FillGreen": { "light": "#00754C", "dark": "#0A3A20", "role": "status" } }, "outputs": { "css": "theme.css" } } }
            """.utf8).write(to: config)
        let failing = Tool.run(["theme", "--config", config.path])
        #expect(failing.status == .failure)
        #expect(failing.standardOutput.contains("FAIL FillGreen on backgroundPrimary in dark-standard-base"), "\(failing.standardOutput)")
    }
}
