import Foundation
import NocturneFix
import NocturneSupport
import NocturneTestSupport
import Testing

@Suite("UnifiedDiff")
struct UnifiedDiffTests {
    /// A file of `count` numbered lines, ending in a newline unless `lastNewline` is false.
    static func lines(_ count: Int, lastNewline: Bool = true) -> String {
        (1...count).map { "line \($0)" }.joined(separator: "\n") + (lastNewline ? "\n" : "")
    }

    /// Cases: the file, the edits (byte range, replacement) — near each other, far apart, at the top, at the end, without a final newline.
    static let cases: [(name: String, text: String, edits: [(Range<Int>, String)])] = [
        ("one edit in the middle", lines(20), [(35..<41, "LINE 5")]),
        ("two edits on one line", lines(5), [(0..<4, "LINE"), (5..<6, "one")]),
        ("edits in two far hunks", lines(40), [(7..<13, "line two"), (300..<307, "line 35!")]),
        ("edits in hunks that merge", lines(20), [(7..<13, "x"), (49..<55, "y")]),
        ("an edit that adds lines", lines(8), [(14..<20, "line 3a\nline 3b")]),
        ("an insertion at the end", lines(4), [(28..<28, "line 5\n")]),
        ("the last line without a newline", lines(6, lastNewline: false), [(35..<41, "line six")]),
        ("an edit of the first line", lines(3), [(0..<6, "first")]),
    ]

    @Test("git apply --check takes the diff, and applying it gives the bytes the writer writes", arguments: cases.indices)
    func gitApplies(_ index: Int) throws {
        let testCase = Self.cases[index]
        let tree = try TemporaryFolder(["App/File.swift": testCase.text, "App/Other.swift": Self.lines(3)])
        defer { tree.remove() }
        var changes = FileChanges()
        for (range, replacement) in testCase.edits { changes.add(SourceEdit(file: tree.path("App/File.swift"), range: range, replacement: replacement)) }
        changes.newFiles[tree.path("App/Colors.xcassets/Contents.json")] = "{\n  \"info\" : {}\n}\n"
        let prepared = try changes.prepare()
        let diff = UnifiedDiff.text(prepared, relativeTo: tree.root.path)
        try Data(diff.utf8).write(to: tree.root.appendingPathComponent("fix.patch"))
        #expect(try ExternalCommand.run(["git", "-C", tree.root.path, "init", "-q"]).status == 0)
        let check = try ExternalCommand.run(["git", "-C", tree.root.path, "apply", "--check", "fix.patch"])
        #expect(check.status == 0, "\(testCase.name): \(check.output)\n\(diff)")
        #expect(try ExternalCommand.run(["git", "-C", tree.root.path, "apply", "fix.patch"]).status == 0)
        let expected = prepared.first { $0.path == tree.path("App/File.swift") }.map { String(decoding: $0.updated, as: UTF8.self) }
        #expect(tree.read("App/File.swift") == expected, "\(testCase.name)")
        #expect(tree.read("App/Colors.xcassets/Contents.json") == "{\n  \"info\" : {}\n}\n")
        #expect(tree.read("App/Other.swift") == Self.lines(3))
    }

    @Test("a hunk header counts its lines: one edit in a 20-line file is lines 2–8 with three lines of context")
    func hunkHeader() throws {
        let original = Array(Self.lines(20).utf8)
        let file = PreparedFile(path: "./A.swift", original: original, updated: [],
                                edits: [SourceEdit(file: "A.swift", range: 28..<34, replacement: "LINE 5\nLINE 5b")])
        let diff = UnifiedDiff.text([file])
        #expect(diff.hasPrefix("diff --git a/A.swift b/A.swift\n--- a/A.swift\n+++ b/A.swift\n@@ -2,7 +2,8 @@\n line 2\n"))
        #expect(diff.contains("-line 5\n+LINE 5\n+LINE 5b\n"))
    }
}

/// Issue #38 items 16–17 and 25: file names with tabs, newlines, escapes, quotes or bytes that are not UTF-8.
extension UnifiedDiffTests {
    static let names: [(name: String, quoted: String)] = [
        ("plain.swift", "a/plain.swift"),
        ("tab\there.swift", #""a/tab\there.swift""#),
        ("new\nline.swift", #""a/new\nline.swift""#),
        ("esc\u{1B}[31m.swift", #""a/esc\033[31m.swift""#),
        ("quo\"te back\\slash.swift", #""a/quo\"te back\\slash.swift""#),
        ("café.swift", #""a/caf\303\251.swift""#),
        // Latin-1 é, not UTF-8: kept as its raw-byte scalar by the file-system layer, written back as that byte.
        ("caf\u{10FEE9}.swift", #""a/caf\351.swift""#),
    ]

    @Test("a header quotes a file name as git does, holds no raw control character, and git apply takes it", arguments: names.indices)
    func quotedHeaders(_ index: Int) throws {
        let (name, quoted) = Self.names[index]
        let tree = TemporaryFolder()
        defer { tree.remove() }
        let path = tree.root.path + "/" + name
        let text = Self.lines(5)
        let descriptor = PathText.withSystemPath(path) { open($0, O_WRONLY | O_CREAT | O_EXCL, 0o644) }
        #expect(descriptor >= 0)
        _ = text.utf8CString.withUnsafeBufferPointer { write(descriptor, $0.baseAddress, text.utf8.count) }
        close(descriptor)
        var changes = FileChanges()
        changes.add(SourceEdit(file: path, range: 7..<13, replacement: "line two"))
        let prepared = try changes.prepare()
        let diff = UnifiedDiff.text(prepared, relativeTo: tree.root.path)
        let b = "\"b" + quoted.dropFirst(2)
        let header = quoted.hasPrefix("\"") ? "diff --git \(quoted) \(b)\n--- \(quoted)\n+++ \(b)\n" : "diff --git a/\(name) b/\(name)\n--- a/\(name)\n+++ b/\(name)\n"
        #expect(diff.hasPrefix(header), "\(diff)")
        #expect(!diff.unicodeScalars.contains { $0.value < 0x20 && $0 != "\n" || $0.value == 0x7F || PathText.rawByte($0) != nil }, "\(diff)")
        try Data(diff.utf8).write(to: tree.root.appendingPathComponent("fix.patch"))
        #expect(try ExternalCommand.run(["git", "-C", tree.root.path, "init", "-q"]).status == 0)
        let check = try ExternalCommand.run(["git", "-C", tree.root.path, "apply", "--check", "fix.patch"])
        #expect(check.status == 0, "\(check.output)\n\(diff)")
        #expect(try ExternalCommand.run(["git", "-C", tree.root.path, "apply", "fix.patch"]).status == 0)
        let applied = FileSystem.readFile(path).map { String(decoding: $0, as: UTF8.self) }
        #expect(applied == text.replacingOccurrences(of: "line 2\n", with: "line two\n"))
    }
}
