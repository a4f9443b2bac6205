import Foundation
import NocturneSupport
import Testing
@testable import NocturneLint

/// Issue #19's hostile inputs for the linter: each a table of inputs with a bounded, clear outcome (no signal, no hang).
@Suite("Hostile lint inputs")
struct HostileLintInputTests {
    static func folder() throws -> String {
        let folder = NSTemporaryDirectory() + "nocturne-hostile-" + UUID().uuidString
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        return folder
    }

    static func write(_ text: String, _ path: String) throws {
        try text.write(toFile: path, atomically: false, encoding: .utf8)
    }

    /// What sits in the tree besides `a.swift`, and the skip warning each must give.
    enum Obstacle: String, CaseIterable, Sendable {
        case fifoSwift, fifoStoryboard, fifoGitignore, deviceLink, twoLinksToDot, linkToRoot, linkToProcSelf, danglingLink
    }

    // A FIFO that were opened blocking would hang the walk: the time limit turns that into a failure.
    @Test("FIFOs, devices and links in the tree end at once, each skipped with why; a.swift is linted once",
          .timeLimit(.minutes(1)), arguments: Obstacle.allCases)
    func obstacles(_ obstacle: Obstacle) throws {
        let root = try Self.folder()
        defer { try? FileManager.default.removeItem(atPath: root) }
        try Self.write("let c = UIColor(red: 0.2, green: 0, blue: 0, alpha: 1)\n", root + "/a.swift")
        let expected: (String, String)
        switch obstacle {
        case .fifoSwift: #expect(mkfifo(root + "/x.swift", 0o644) == 0); expected = ("x.swift", "a FIFO")
        case .fifoStoryboard: #expect(mkfifo(root + "/x.storyboard", 0o644) == 0); expected = ("x.storyboard", "a FIFO")
        case .fifoGitignore: #expect(mkfifo(root + "/.gitignore", 0o644) == 0); expected = (".gitignore", "a FIFO")
        case .deviceLink: #expect(symlink("/dev/zero", root + "/z.swift") == 0); expected = ("z.swift", "a character device")
        case .twoLinksToDot:
            #expect(symlink(".", root + "/self") == 0 && symlink(".", root + "/self2") == 0)
            expected = ("self", "walked already")
        case .linkToRoot: #expect(symlink("/", root + "/root") == 0); expected = ("root", "outside the paths given")
        case .linkToProcSelf: #expect(symlink("/proc/self", root + "/proc") == 0); expected = ("proc", "outside the paths given")
        case .danglingLink: #expect(symlink(root + "/nothing", root + "/gone.swift") == 0); expected = ("gone.swift", "a symbolic link to nothing")
        }
        let report = try Linter().lint(paths: [root])
        #expect(report.swiftFiles == 1, "each real file once")
        #expect(report.findings.filter { $0.rule == .constantColor }.count == 1)
        #expect(report.skipped.contains { $0.path == root + "/" + expected.0 && $0.reason.contains(expected.1) }, "\(report.skipped)")
    }

    @Test("a link inside the tree is followed; --follow-links follows one out, loops still end")
    func linksInside() throws {
        let root = try Self.folder()
        let outside = try Self.folder()
        defer { try? FileManager.default.removeItem(atPath: root); try? FileManager.default.removeItem(atPath: outside) }
        try FileManager.default.createDirectory(atPath: root + "/Real", withIntermediateDirectories: true)
        try Self.write("let a = 1\n", root + "/Real/a.swift")
        try Self.write("let b = 1\n", outside + "/b.swift")
        #expect(symlink(root + "/Real/a.swift", root + "/link.swift") == 0)
        #expect(symlink(outside, root + "/Out") == 0)
        #expect(symlink(root, outside + "/back") == 0)
        let walker = SourceTreeWalker(excludes: [])
        #expect(try walker.walk([root]).swiftFiles.count == 1, "link.swift and Real/a.swift are one file")
        let following = try SourceTreeWalker(excludes: [], followsLinks: true).walk([root])
        #expect(following.swiftFiles.count == 2)
    }

    @Test("a macOS resource fork beside a file (._View.swift, binary) is passed over without a word")
    func appleDoubleFiles() throws {
        let root = NSTemporaryDirectory() + "nocturne-appledouble-" + UUID().uuidString
        defer { try? FileManager.default.removeItem(atPath: root) }
        try FileManager.default.createDirectory(atPath: root, withIntermediateDirectories: true)
        try Self.write("let a = 1\n", root + "/View.swift")
        try Data([0x00, 0x05, 0x16, 0x07, 0x00, 0x02, 0x00, 0x00, 0xFF]).write(to: URL(fileURLWithPath: root + "/._View.swift"))
        let inventory = try SourceTreeWalker(excludes: []).walk([root])
        #expect(inventory.swiftFiles == [root + "/View.swift"])
        #expect(inventory.skipped.isEmpty)
    }

    // A backtracking matcher is exponential on these patterns (22 stars already takes hours): the time limit catches that.
    @Test("repeated **/ in an exclude and a .gitignore match without backtracking", .timeLimit(.minutes(1)), arguments: [22, 200])
    func repeatedDoubleStars(count: Int) {
        let pattern = GlobPattern(String(repeating: "**/", count: count) + "x.swift")
        let deep = Array(repeating: "a", count: 100).joined(separator: "/")
        #expect(!pattern.matches(deep + "/y.swift"))
        #expect(pattern.matches(deep + "/x.swift"))
        #expect(!GlobPattern(String(repeating: "*a", count: 50) + "b").matches(String(repeating: "a", count: 4000)))
    }

    @Test("nested string interpolation lexes without a stack overflow")
    func nestedInterpolation() {
        let source = "let s = " + String(repeating: "\"\\(", count: 60_000)
        let output = SwiftSourceFile(path: "x.swift", bytes: Array(source.utf8))
        #expect(output.tokens.count >= 3)
    }

    @Test("a baseline line that is not a line number is an error naming the file and key", arguments: ["1e19", "1e400", "-1e400", "-1", "1.5", "\"7\""])
    func baselineLines(line: String) {
        let text = "{\"findings\": [{\"file\": \"a.swift\", \"rule\": \"constant-color\", \"line\": \(line)}]}"
        #expect {
            _ = try LintBaseline(text: text, file: "b.json")
        } throws: { error in
            "\(error)".contains("b.json") && "\(error)".contains("findings[0].line")
        }
    }

    // Linear time is measured by nocturne-bench (lint-suppressions-10k against -40k lines); here, that all 10,000 are
    // matched, each by its own line, within a limit that only a hang or a quadratic lookup would reach.
    @Test("10,000 suppressed lines are each matched by their own trailing comment", .timeLimit(.minutes(1)))
    func manySuppressions() throws {
        let root = try Self.folder()
        defer { try? FileManager.default.removeItem(atPath: root) }
        let line = "let c = UIColor(red: 0.2, green: 0, blue: 0, alpha: 1) // nocturne:ignore\n"
        try Self.write(String(repeating: line, count: 10_000), root + "/a.swift")
        let report = try Linter().lint(paths: [root])
        #expect(report.findings.filter { $0.rule == .unusedSuppression }.isEmpty, "each trailing comment covers its own line")
        #expect(report.suppressed.count >= 10_000)
    }

    @Test("text output escapes control characters in file names and messages", arguments: [
        ("a\u{1B}]0;owned\u{07}.swift", "a\\u{1B}]0;owned\\u{7}.swift"), ("a\nb.swift:1:1: error: forged", "a\\u{A}b.swift:1:1: error: forged"),
        ("\u{202E}evil", "\\u{202E}evil"),
    ])
    func textEscapes(file: String, shown: String) {
        let finding = LintFinding(file: file, line: 1, column: 1, rule: .constantColor, message: "m\u{1B}[2J", snippet: "")
        let text = LintOutput.text(finding)
        #expect(text.hasPrefix(shown + ":1:1:"))
        #expect(text.contains("m\\u{1B}[2J"))
        #expect(!text.unicodeScalars.contains { $0.value < 0x20 })
    }
}
