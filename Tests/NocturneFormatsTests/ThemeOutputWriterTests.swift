import Foundation
import NocturneColor
import NocturnePalette
import NocturneSupport
import Testing
@testable import NocturneFormats

/// A theme file's `outputs`: each format at its own path, a catalog created or merged into, and nothing written when one destination is refused.
@Suite("ThemeOutputWriter")
struct ThemeOutputWriterTests {
    /// The theme file's tokens; a failure to solve them fails the test that asks, never a stand-in set.
    static func tokens() throws -> TokenSet {
        let file = ThemeFile(name: "Trips", colors: [ThemeColor(name: "sunset", role: .brand, light: RGB8(0xF29D50))])
        return try file.tokenSet(file.theme())
    }

    static func folder() throws -> URL {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("nocturne-outputs-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        return url
    }

    static func files(_ folder: URL) -> [String] {
        (FileManager.default.enumerator(atPath: folder.path)?.allObjects.compactMap { $0 as? String } ?? []).filter { path in
            var isFolder: ObjCBool = false
            return FileManager.default.fileExists(atPath: folder.appendingPathComponent(path).path, isDirectory: &isFolder) && !isFolder.boolValue
        }.sorted()
    }

    @Test("every format goes to its own path; a missing catalog is created and merged into, and a second run merges nothing")
    func everyFormat() throws {
        let folder = try Self.folder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let destinations: [ThemeOutputWriter.Destination] = [
            .init(format: .swift, path: folder.appendingPathComponent("App/Theme.swift").path, shown: "App/Theme.swift"),
            .init(format: .xcassets, path: folder.appendingPathComponent("App/Assets.xcassets").path, shown: "App/Assets.xcassets"),
            .init(format: .css, path: folder.appendingPathComponent("web/theme.css").path, shown: "web/theme.css"),
            .init(format: .tokens, path: folder.appendingPathComponent("tokens").path, shown: "tokens"),
            .init(format: .android, path: folder.appendingPathComponent("res").path, shown: "res"),
            .init(format: .html, path: folder.appendingPathComponent("web/preview.html").path, shown: "web/preview.html"),
        ]
        let report = try ThemeOutputWriter().write(try Self.tokens(), to: destinations)
        #expect(report.written.map(\.destination) == destinations, "reported in the given order")
        #expect(report.notes.contains("created the asset catalog App/Assets.xcassets"))
        let written = Self.files(folder)
        for path in ["App/Theme.swift", "App/Assets.xcassets/Contents.json", "App/Assets.xcassets/Trips/sunset.colorset/Contents.json",
                     "App/Assets.xcassets/Trips/onSunset.colorset/Contents.json", "web/theme.css", "web/preview.html", "tokens/Trips.tokens.json",
                     "tokens/.nocturne-theme", "res/values/colors.xml", "res/values-night/colors.xml"] {
            #expect(written.contains(path), "\(path) in \(written)")
        }
        #expect(report.files.contains("App/Assets.xcassets/Trips/sunset.colorset") && report.files.contains("res/values/colors.xml"))
        let again = try ThemeOutputWriter().write(try Self.tokens(), to: destinations)
        #expect(again.written.first { $0.destination.format == .xcassets }?.files == [], "the merge changes nothing the second time")
        #expect(Self.files(folder) == written)
    }

    /// A destination that is refused, and the words of the refusal.
    static let refusals: [(label: String, format: ThemeExporter.Format, path: String, message: String)] = [
        ("a catalog path that is not *.xcassets", .xcassets, "App/Assets", "is not an asset catalog"),
        ("a file where the catalog goes", .xcassets, "file.xcassets", "is not a folder"),
        ("a folder where a file goes", .swift, "folder", "is a folder"),
        ("a folder of the user's", .android, "mine", "was not created by nocturne theme"),
        ("a file where a folder goes", .tokens, "file.xcassets", "is not a folder"),
    ]

    @Test("a refused destination writes nothing, not even the outputs before it", arguments: refusals.indices)
    func refused(_ index: Int) throws {
        let refusal = Self.refusals[index]
        let folder = try Self.folder()
        defer { try? FileManager.default.removeItem(at: folder) }
        try FileManager.default.createDirectory(at: folder.appendingPathComponent("folder"), withIntermediateDirectories: true)
        try FileManager.default.createDirectory(at: folder.appendingPathComponent("mine"), withIntermediateDirectories: true)
        try "notes".write(to: folder.appendingPathComponent("mine/NOTES.md"), atomically: true, encoding: .utf8)
        try "x".write(to: folder.appendingPathComponent("file.xcassets"), atomically: true, encoding: .utf8)
        let before = Self.files(folder)
        let destinations: [ThemeOutputWriter.Destination] = [
            .init(format: .css, path: folder.appendingPathComponent("theme.css").path),
            .init(format: refusal.format, path: folder.appendingPathComponent(refusal.path).path, shown: refusal.path),
        ]
        let tokens = try Self.tokens()
        #expect {
            _ = try ThemeOutputWriter().write(tokens, to: destinations)
        } throws: { error in
            guard let error = error as? FormatError else { return false }
            return error.file == refusal.path && error.message.contains(refusal.message)
        }
        #expect(Self.files(folder) == before, "\(refusal.label): nothing written")
    }

    @Test("a format given twice, two outputs at one path, or an output inside a folder output is refused before anything is written", arguments: [
        [ThemeOutputWriter.Destination(format: .css, path: "a.css"), .init(format: .css, path: "b.css")],
        [.init(format: .css, path: "web/theme"), .init(format: .html, path: "./web/theme")],
        [.init(format: .tokens, path: "design"), .init(format: .css, path: "design/theme.css")],
        [.init(format: .swift, path: "App/Assets.xcassets/Theme.swift"), .init(format: .xcassets, path: "App/Assets.xcassets/")],
    ])
    func overlapping(_ destinations: [ThemeOutputWriter.Destination]) throws {
        let folder = try Self.folder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let inFolder = destinations.map { ThemeOutputWriter.Destination(format: $0.format, path: folder.path + "/" + $0.path, shown: $0.shown) }
        let tokens = try Self.tokens()
        #expect(throws: FormatError.self) { _ = try ThemeOutputWriter().write(tokens, to: inFolder) }
        #expect(Self.files(folder) == [])
    }
}
