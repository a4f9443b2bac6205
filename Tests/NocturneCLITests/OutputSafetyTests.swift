import Foundation
import Testing
import NocturneTestSupport
@testable import nocturne
import NocturneFormats

/// Issue 9's "Output safety" reproductions at the command line: `convert --out` and the kill matrix.
@Suite("Output safety")
struct OutputSafetyTests {
    static func temporaryFolder() -> URL {
        FileManager.default.temporaryDirectory.appendingPathComponent("nocturne-safety-\(UUID().uuidString)")
    }

    static func write(_ text: String, _ url: URL) throws {
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data(text.utf8).write(to: url)
    }

    @Test("convert --out G replaces G whole: colorsets of an earlier run do not stay")
    func convertLeavesNoStaleColorSets() throws {
        let folder = Self.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let css = folder.appendingPathComponent("colors.css")
        let out = folder.appendingPathComponent("G")
        try Self.write(":root { --first: #ff0000; --second: #00ff00; }\n", css)
        #expect(Tool.run(["convert", css.path, "--to", "xcassets", "--out", out.path, "--name", "C"]).status == .success)
        try Self.write(":root { --first: #ff0000; }\n", css)
        let second = Tool.run(["convert", css.path, "--to", "xcassets", "--out", out.path, "--name", "C"])
        #expect(second.status == .success, "\(second.standardError)")
        let sets = try FileManager.default.contentsOfDirectory(atPath: out.appendingPathComponent("C.xcassets").path).filter { $0.hasSuffix(".colorset") }
        #expect(sets == ["first.colorset"])
        // A folder with files nocturne did not write is refused unless --force.
        try Self.write("mine", out.appendingPathComponent("README.md"))
        let refused = Tool.run(["convert", css.path, "--to", "xcassets", "--out", out.path, "--name", "C"])
        #expect(refused.status == .failure)
        #expect(refused.standardError.contains("README.md"))
        #expect(Tool.run(["convert", css.path, "--to", "xcassets", "--out", out.path, "--name", "C", "--force"]).status == .success)
        #expect(!FileManager.default.fileExists(atPath: out.appendingPathComponent("README.md").path))
    }

    @Test("convert --out to a device node (as root) or a FIFO is refused and the node stays; --out - is standard output")
    func convertWritesOnlyRegularFiles() throws {
        let folder = Self.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let css = folder.appendingPathComponent("colors.css")
        try Self.write(":root { --first: #ff0000; }\n", css)
        let node = folder.appendingPathComponent("node").path
        // A character device like /dev/stdout's target, made inside the temporary folder (never a real /dev entry).
        let made = geteuid() == 0 ? mknod(node, S_IFCHR | 0o666, dev_t(1 << 8 | 3)) : mkfifo(node, 0o644)
        try #require(made == 0)
        let result = Tool.run(["convert", css.path, "--to", "css", "--out", node])
        #expect(result.status == .failure)
        #expect(result.standardError.contains("not a regular file"), "\(result.standardError)")
        var info = stat()
        #expect(lstat(node, &info) == 0 && (info.st_mode & S_IFMT) != S_IFREG)
        let standardOutput = Tool.run(["convert", css.path, "--to", "css", "--out", "-"])
        #expect(standardOutput.status == .success)
        #expect(standardOutput.standardOutput.contains("--first: #ff0000"))
        #expect(Tool.run(["convert", css.path, "--to", "xcassets", "--out", "-"]).status == .usage)
    }

    /// Issue #38 item 25: file and color names the tool did not write, printed by `fix --dry-run`, `fix` and `audit`.
    @Test("no raw control character of a file or color name reaches human output", arguments: [["fix", "--dry-run"], ["fix", "--diff"], ["audit"]])
    func controlCharactersAreEscaped(_ command: [String]) throws {
        let folder = Self.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let swift = "import SwiftUI\nstruct V: View { var body: some View { Text(\"a\").foregroundStyle(Color(red: 0.1, green: 0.2, blue: 0.3)) } }\n"
        try Self.write(swift, folder.appendingPathComponent("bad\u{1B}[31mname\u{7}.swift"))
        let catalog = folder.appendingPathComponent("T\u{1B}]0;title\u{7}.xcassets")
        try Self.write("{\"info\":{\"author\":\"xcode\",\"version\":1}}", catalog.appendingPathComponent("Contents.json"))
        try Self.write(##"{"colors":[{"idiom":"universal","color":{"color-space":"srgb","components":{"red":"0.5","green":"0.5","blue":"0.5","alpha":"1"}}}],"info":{"author":"xcode","version":1}}"##,
                       catalog.appendingPathComponent("x\u{1B}[2Jy.colorset/Contents.json"))
        let target = command == ["audit"] ? catalog.path : folder.path
        let result = Tool.run(command + [target])
        let output = result.standardOutput + result.standardError
        #expect(!output.isEmpty)
        #expect(!output.unicodeScalars.contains { $0.value < 0x20 && $0 != "\n" || $0.value == 0x7F }, "\(output)")
        #expect(output.contains(command == ["audit"] ? #"x\u{1B}[2Jy"# : command == ["fix", "--diff"] ? #"bad\033[31mname\a.swift"# : #"bad\u{1B}[31mname\u{7}.swift"#),
                "\(output)")
    }

    /// The `nocturne` binary beside this test bundle (built by `swift build --build-tests`).
    static let binary: String? = BuildFolder.executable("nocturne")

    static let script = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("../../Scripts/kill-matrix").standardizedFileURL.path

    static let strace: String? = ["/usr/bin/strace", "/bin/strace", "/usr/local/bin/strace"].first { FileManager.default.isExecutableFile(atPath: $0) }

    @Test("killed (SIGKILL via strace) at every rename of a theme run, exchange and fallback: the folder is always old or new, whole",
          .enabled(if: strace != nil, "strace is not installed (apt-get install strace); CI runs the full matrix in .ci/run"),
          .enabled(if: binary != nil, "the nocturne binary is not beside the test bundle"))
    func killMatrix() throws {
        let (status, output) = try ExternalCommand.run(["bash", Self.script, try #require(Self.binary), "quick"])
        #expect(status == 0, "\(output)")
        #expect(output.contains("ok: theme-exchange: killed at each of"), "\(output)")
        #expect(output.contains("ok: theme-fallback: killed at each of"), "\(output)")
        #expect(output.contains(", 0 failed"), "\(output)")
    }
}
