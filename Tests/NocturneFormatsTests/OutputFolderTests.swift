import Foundation
import NocturneSupport
import Testing
@testable import NocturneFormats

/// The reproductions of issue 9's "Output safety": each failed before `OutputFolder`.
@Suite("OutputFolder")
struct OutputFolderTests {
    static func temporaryFolder() -> URL {
        FileManager.default.temporaryDirectory.appendingPathComponent("nocturne-output-\(UUID().uuidString)")
    }

    static func write(_ text: String, _ url: URL) throws {
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data(text.utf8).write(to: url)
    }

    static func text(_ url: URL) -> String? {
        FileManager.default.contents(atPath: url.path).map { String(decoding: $0, as: UTF8.self) }
    }

    @Test("theme --out into an earlier theme folder where the user added NOTES.md and custom/keep.swift: refused, both kept; --force replaces")
    func userFilesAreNeverDeletedSilently() throws {
        let parent = Self.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: parent) }
        let folder = parent.appendingPathComponent("Theme")
        _ = try ThemeExporter(formats: [.css, .swift]).export(Fixtures.trips, to: folder.path)
        try Self.write("my notes", folder.appendingPathComponent("NOTES.md"))
        try Self.write("// mine", folder.appendingPathComponent("custom/keep.swift"))
        let error = #expect(throws: FormatError.self) { try ThemeExporter(formats: [.css]).export(Fixtures.trips, to: folder.path) }
        #expect(error?.kind == .replaceRefused)
        #expect(error?.message.contains("--") == false, "a library error names no command-line flag")
        #expect(error?.message.contains("NOTES.md, custom/") == true, "\(String(describing: error))")
        #expect(Self.text(folder.appendingPathComponent("NOTES.md")) == "my notes")
        #expect(Self.text(folder.appendingPathComponent("custom/keep.swift")) == "// mine")
        #expect(FileManager.default.fileExists(atPath: folder.appendingPathComponent("Trips.swift").path))
        _ = try ThemeExporter(formats: [.css], force: true).export(Fixtures.trips, to: folder.path)
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted() == [OutputFolder.markerFileName, "trips.css"])
    }

    @Test("the marker lists what was written, and a file the last run wrote but this one does not is removed without --force")
    func markerIsAManifest() throws {
        let parent = Self.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: parent) }
        let folder = parent.appendingPathComponent("Theme")
        _ = try ThemeExporter(formats: [.css, .android]).export(Fixtures.trips, to: folder.path)
        let marker = try JSONParser().parse(try #require(Self.text(folder.appendingPathComponent(OutputFolder.markerFileName))))
        #expect(marker["files"]?.elements?.compactMap(\.stringValue) == ["trips.css", "android/values/colors.xml", "android/values-night/colors.xml"])
        #expect(marker["generator"]?.stringValue == "nocturne theme")
        _ = try ThemeExporter(formats: [.css]).export(Fixtures.trips, to: folder.path)
        #expect(!FileManager.default.fileExists(atPath: folder.appendingPathComponent("android").path))
    }

    @Test("--force never replaces the current folder, the root, the home folder or a folder above them; nothing is written")
    func protectedFolders() throws {
        let current = FileManager.default.currentDirectoryPath
        var protected = [".", "./", current, "/", (current as NSString).deletingLastPathComponent]
        if let home = ProcessInfo.processInfo.environment["HOME"], !home.isEmpty { protected.append(home) }
        let before = try FileManager.default.contentsOfDirectory(atPath: current).sorted()
        for path in protected {
            let error = #expect(throws: FormatError.self, "\(path)") { try ThemeExporter(formats: [.css], force: true).export(Fixtures.trips, to: path) }
            #expect(error?.message.contains("never replaced") == true, "\(String(describing: error))")
        }
        #expect(try FileManager.default.contentsOfDirectory(atPath: current).sorted() == before)
    }

    @Test("a symbolic link --out is followed: the folder it points to is replaced, the link stays; a dangling link is refused")
    func symbolicLinkOut() throws {
        let parent = Self.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: parent) }
        let real = parent.appendingPathComponent("shared/Theme")
        _ = try ThemeExporter(formats: [.css, .swift]).export(Fixtures.trips, to: real.path)
        let link = parent.appendingPathComponent("Theme")
        try FileManager.default.createSymbolicLink(at: link, withDestinationURL: real)
        _ = try ThemeExporter(formats: [.css]).export(Fixtures.trips, to: link.path)
        #expect(try FileManager.default.destinationOfSymbolicLink(atPath: link.path) == real.path)
        #expect(try FileManager.default.contentsOfDirectory(atPath: real.path).sorted() == [OutputFolder.markerFileName, "trips.css"])
        #expect(try FileManager.default.contentsOfDirectory(atPath: parent.appendingPathComponent("shared").path) == ["Theme"])
        let dangling = parent.appendingPathComponent("Dangling")
        try FileManager.default.createSymbolicLink(at: dangling, withDestinationURL: parent.appendingPathComponent("missing"))
        #expect(throws: FormatError.self) { try ThemeExporter(formats: [.css]).export(Fixtures.trips, to: dangling.path) }
        #expect(!FileManager.default.fileExists(atPath: parent.appendingPathComponent("missing").path))
    }

    @Test("work folders left by interrupted runs are removed when their process is gone; one Nocturne cannot prove is its own is kept")
    func interruptedRunsAreCleanedUp() throws {
        let parent = Self.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: parent) }
        let folder = parent.appendingPathComponent("Theme")
        _ = try ThemeExporter(formats: [.css]).export(Fixtures.trips, to: folder.path)
        let abandoned = parent.appendingPathComponent(".Theme.nocturne-4242-1")
        try Self.write("nocturne work folder\npid \(Int32.max - 1)\n", abandoned.appendingPathComponent(".nocturne-work"))
        try Self.write("half", abandoned.appendingPathComponent("tree/theme.css"))
        let unproven = parent.appendingPathComponent(".Theme.nocturne-7")
        try Self.write("not ours", unproven.appendingPathComponent("file"))
        let report = try ThemeExporter(formats: [.css]).export(Fixtures.trips, to: folder.path)
        #expect(try FileManager.default.contentsOfDirectory(atPath: parent.path).sorted() == [".Theme.nocturne-7", "Theme"])
        #expect(report.notes.contains { $0.contains(".Theme.nocturne-4242-1") })
    }
}
