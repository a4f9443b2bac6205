import Foundation
import NocturneFix
import NocturneSupport
import NocturneTestSupport
import Testing

/// `nocturne fix`'s journal: a run cut short between two writes is rolled back by the next one.
@Suite("FixJournal")
struct FixJournalTests {
    static let swift = "let a = Color(red: 0.2, green: 0.4, blue: 0.6)\nlet b = 1\n"

    /// Two edited files and a new one in two new folders, prepared in `tree`.
    static func prepared(in tree: TemporaryFolder) throws -> [PreparedFile] {
        var changes = FileChanges()
        changes.add(SourceEdit(file: tree.path("App/A.swift"), range: 8..<46, replacement: "Color(\"ContentBlue\")"))
        changes.add(SourceEdit(file: tree.path("App/B.swift"), range: 4..<10, replacement: ".primary"))
        changes.newFiles[tree.path("App/Colors.xcassets/Theme/ContentBlue.colorset/Contents.json")] = "{}\n"
        return try changes.prepare()
    }

    static let folders = ["App/Colors.xcassets/Theme/ContentBlue.colorset", "App/Colors.xcassets/Theme", "App/Colors.xcassets"]

    /// A run killed after it wrote `written` of the prepared files (in order), with the temporary file of the next one left.
    static func interruptedRun(in tree: TemporaryFolder, written: Int) throws -> [PreparedFile] {
        let files = try prepared(in: tree)
        _ = try FixJournal.begin(files, creating: folders.map(tree.path), in: tree.path("App"))
        for file in files.prefix(written) { try AtomicFile.write(file.updated, to: file.path) }
        if written < files.count {
            let next = files[written].path
            try FileSystem.makeFolders(PathText.parent(next))
            // What a kill between a temporary file's write and its rename leaves: owned by a process that is gone.
            try "half".write(toFile: PathText.join(PathText.parent(next), ".\(PathText.lastComponent(next)).nocturne-2147483646-7.tmp"),
                             atomically: false, encoding: .utf8)
        }
        return files
    }

    @Test("a run killed after any number of its writes is rolled back whole: old bytes back, new files, folders and temporary files gone",
          arguments: 0...3)
    func rollsBack(_ written: Int) throws {
        let tree = try TemporaryFolder(["App/A.swift": Self.swift, "App/B.swift": "x = .white\n"])
        defer { tree.remove() }
        _ = try Self.interruptedRun(in: tree, written: written)
        #expect(FixJournal.isPending(in: tree.path("App")))
        let notes = try FixJournal.recover(in: tree.path("App"))
        #expect(notes.first?.hasPrefix("rolled back an interrupted nocturne fix") == true, "\(notes)")
        #expect(tree.files() == ["App/A.swift", "App/B.swift"], "\(tree.files())")
        #expect(tree.read("App/A.swift") == Self.swift && tree.read("App/B.swift") == "x = .white\n")
        #expect(!FileManager.default.fileExists(atPath: tree.path("App/Colors.xcassets")))
        #expect(!FixJournal.isPending(in: tree.path("App")))
        // Nothing left to do: a second recovery is a no-op.
        #expect(try FixJournal.recover(in: tree.path("App")) == [])
    }

    @Test("a file edited after the interrupted run is kept as it is, and named; the rest is rolled back")
    func keepsALaterEdit() throws {
        let tree = try TemporaryFolder(["App/A.swift": Self.swift, "App/B.swift": "x = .white\n"])
        defer { tree.remove() }
        _ = try Self.interruptedRun(in: tree, written: 3)
        try tree.write("App/B.swift", "x = .gray\n")
        let notes = try FixJournal.recover(in: tree.path("App"))
        #expect(notes.contains { $0.contains("kept \(tree.path("App/B.swift"))") && $0.contains("changed after") }, "\(notes)")
        #expect(tree.read("App/A.swift") == Self.swift && tree.read("App/B.swift") == "x = .gray\n")
    }

    @Test("a journal without its index (a run cut before its first write, or after its last) is removed and nothing else is touched")
    func removesAJournalWithoutIndex() throws {
        let tree = try TemporaryFolder(["App/A.swift": "changed by the finished run\n", "App/.nocturne-fix.journal/0.before": Self.swift])
        defer { tree.remove() }
        #expect(try FixJournal.recover(in: tree.path("App")) == [])
        #expect(tree.files() == ["App/A.swift"] && tree.read("App/A.swift") == "changed by the finished run\n")
    }

    @Test("a journal that cannot be read is an error naming it, and the files are left for the user")
    func refusesAnUnreadableIndex() throws {
        let tree = try TemporaryFolder(["App/A.swift": Self.swift, "App/.nocturne-fix.journal/index.json": "{ not json"])
        defer { tree.remove() }
        let error = try #require(throws: FixError.self) { try FixJournal.recover(in: tree.path("App")) }
        #expect(error.path.hasSuffix(".nocturne-fix.journal/index.json") && error.message.contains("version control"), "\(error)")
        #expect(tree.read("App/A.swift") == Self.swift)
    }

    @Test("the writer keeps the journal only while it writes: none is left after a complete write or a refused one")
    func writerRemovesItsJournal() throws {
        let tree = try TemporaryFolder(["App/A.swift": Self.swift, "App/B.swift": "x = .white\n"])
        defer { tree.remove() }
        var seen: [Bool] = []
        let files = try Self.prepared(in: tree)
        try FixWriter.write(files, journalIn: tree.path("App")) { _ in seen.append(FixJournal.isPending(in: tree.path("App"))) }
        #expect(seen == [true, true, true] && !FixJournal.isPending(in: tree.path("App")))
        #expect(tree.read("App/B.swift") == "x = .primary\n")
        // Refused half way (an editor's save before the last write): rolled back in the run, and no journal is left.
        let tree2 = try TemporaryFolder(["App/A.swift": Self.swift, "App/B.swift": "x = .white\n"])
        defer { tree2.remove() }
        let error = try #require(throws: FixError.self) {
            try FixWriter.write(try Self.prepared(in: tree2), journalIn: tree2.path("App")) { path in
                if path.hasSuffix("B.swift") { try? tree2.write("App/B.swift", "x = .gray\n") }
            }
        }
        #expect(error.kind == .changed && error.message.contains("changed while fixing") && error.message.contains("run nocturne fix again"))
        #expect(tree2.files() == ["App/A.swift", "App/B.swift"] && tree2.read("App/A.swift") == Self.swift)
    }
}
