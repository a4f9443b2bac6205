import Foundation
import NocturneTestSupport
import NocturneFix
import Testing

@Suite("FixWriter")
struct FixWriterTests {
    static let swift = "let a = Color(red: 0.2, green: 0.4, blue: 0.6)\nlet b = 1\n"

    /// The edit that makes `Color("ContentBlue")` of the first color.
    static func edit(_ path: String) -> SourceEdit {
        SourceEdit(file: path, range: 8..<46, replacement: "Color(\"ContentBlue\")")
    }

    @Test("edits of several files are applied together, each at its exact range")
    func appliesEdits() throws {
        let tree = try TemporaryFolder(["A.swift": Self.swift, "B.swift": "x = .white\n"])
        defer { tree.remove() }
        var changes = FileChanges()
        changes.add(Self.edit(tree.path("A.swift")))
        changes.add(SourceEdit(file: tree.path("B.swift"), range: 4..<10, replacement: ".primary"))
        changes.add(SourceEdit(file: tree.path("A.swift"), range: 55..<56, replacement: "2"))
        changes.newFiles[tree.path("New/Colors.xcassets/Contents.json")] = "{}\n"
        let written = try FixWriter.write(changes.prepare())
        #expect(written.count == 3)
        #expect(tree.read("A.swift") == "let a = Color(\"ContentBlue\")\nlet b = 2\n")
        #expect(tree.read("B.swift") == "x = .primary\n")
        #expect(tree.read("New/Colors.xcassets/Contents.json") == "{}\n")
        #expect(tree.files() == ["A.swift", "B.swift", "New/Colors.xcassets/Contents.json"])
    }

    @Test("overlapping edits and edits past the end are refused before anything is read for writing")
    func refusesOverlaps() throws {
        let tree = try TemporaryFolder(["A.swift": Self.swift])
        defer { tree.remove() }
        for second in [10..<12, 40..<60, 100..<101] {
            var changes = FileChanges()
            changes.add(Self.edit(tree.path("A.swift")))
            changes.add(SourceEdit(file: tree.path("A.swift"), range: second, replacement: "x"))
            #expect(throws: FixError.self) { try changes.prepare() }
        }
        #expect(tree.read("A.swift") == Self.swift)
    }

    /// Each way the write must be refused: the error's kind and the file it names.
    enum BadInput: String, CaseIterable, Sendable {
        case readOnly, changedBeforeWrite, catalogIsAFile
    }

    @Test("bad input is a clear error naming the file, every other file untouched, no temporary file left", arguments: BadInput.allCases)
    func refusesBadInput(_ bad: BadInput) throws {
        let tree = try TemporaryFolder(["A.swift": Self.swift, "B.swift": "x = .white\n", "Colors.xcassets": "not a folder"])
        defer { tree.remove() }
        var changes = FileChanges()
        changes.add(Self.edit(tree.path("A.swift")))
        changes.add(SourceEdit(file: tree.path("B.swift"), range: 4..<10, replacement: ".primary"))
        if bad == .catalogIsAFile { changes.newFiles[tree.path("Colors.xcassets/ContentBlue.colorset/Contents.json")] = "{}\n" }
        let prepared = try changes.prepare()
        let before = tree.files().map { ($0, tree.read($0)) }
        switch bad {
        case .readOnly: chmod(tree.path("B.swift"), 0o444)
        case .changedBeforeWrite: try tree.write("B.swift", "x = .black\n")
        case .catalogIsAFile: break
        }
        defer { chmod(tree.path("B.swift"), 0o644) }
        let error = try #require(throws: FixError.self) { try FixWriter.write(prepared) }
        switch bad {
        case .readOnly:
            #expect(error.kind == .unwritable && error.path == tree.path("B.swift") && error.message.contains("read-only"))
        case .changedBeforeWrite:
            #expect(error.kind == .changed && error.path == tree.path("B.swift"))
        case .catalogIsAFile:
            #expect(error.kind == .catalog && error.path == tree.path("Colors.xcassets") && error.message.contains("is a file"))
        }
        let after = tree.files().map { ($0, tree.read($0)) }
        if bad == .changedBeforeWrite {
            #expect(tree.read("A.swift") == Self.swift && tree.read("B.swift") == "x = .black\n")
        } else {
            #expect(after.map(\.0) == before.map(\.0) && after.map(\.1) == before.map(\.1))
        }
        #expect(!tree.files().contains { $0.hasSuffix(".tmp") })
    }

    @Test("a file changed between the check and the rename is refused, and the files written before it get their bytes back")
    func refusesLateChange() throws {
        let tree = try TemporaryFolder(["A.swift": Self.swift, "B.swift": "x = .white\n"])
        defer { tree.remove() }
        var changes = FileChanges()
        changes.add(Self.edit(tree.path("A.swift")))
        changes.add(SourceEdit(file: tree.path("B.swift"), range: 4..<10, replacement: ".primary"))
        changes.newFiles[tree.path("0/Colors.xcassets/Contents.json")] = "{}\n"
        let prepared = try changes.prepare()
        // An editor saves B.swift after the checks, just before its write: the comparison before B's rename finds it.
        let error = try #require(throws: FixError.self) {
            try FixWriter.write(prepared) { path in
                if path.hasSuffix("B.swift") { try? tree.write("B.swift", "x = .gray\n") }
            }
        }
        #expect(error.kind == .changed && error.path.hasSuffix("B.swift"))
        #expect(tree.read("A.swift") == Self.swift && tree.read("B.swift") == "x = .gray\n")
        #expect(tree.files() == ["A.swift", "B.swift"])
    }

    @Test("an edit planned on bytes that changed before the write is refused, never applied at stale offsets (#38 item 5)")
    func refusesStaleOffsets() throws {
        let tree = try TemporaryFolder(["Set/Contents.json": #"{"colors":[{"idiom":"universal"}]}"#])
        defer { tree.remove() }
        let read = Array(#"{"colors":[{"idiom":"universal"}]}"#.utf8)
        var changes = FileChanges()
        changes.add(SourceEdit(file: tree.path("Set/Contents.json"), range: 32..<32, replacement: #",{"idiom":"mac"}"#), readFrom: read)
        // Something rewrites the file between the plan and the prepare (one byte longer: the old offset falls inside a string).
        try tree.write("Set/Contents.json", #"{"colors":[{"idiom":"universal2"}]}"#)
        let prepared = try changes.prepare()
        #expect(prepared.first?.original == read)
        let error = try #require(throws: FixError.self) { try FixWriter.write(prepared) }
        #expect(error.kind == .changed && error.message.contains("changed while fixing"), "\(error)")
        #expect(tree.read("Set/Contents.json") == #"{"colors":[{"idiom":"universal2"}]}"#)
        // Read twice with different bytes while planning: refused when prepared.
        var twice = FileChanges()
        twice.add(SourceEdit(file: tree.path("Set/Contents.json"), range: 0..<1, replacement: "{"), readFrom: read)
        twice.add(SourceEdit(file: tree.path("Set/Contents.json"), range: 2..<3, replacement: "c"), readFrom: Array("changed".utf8))
        #expect(throws: FixError.self) { try twice.prepare() }
    }
}
