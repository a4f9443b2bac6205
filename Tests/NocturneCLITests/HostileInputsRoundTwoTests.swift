import Foundation
import Testing
import NocturneTestSupport
@testable import nocturne
import NocturneFormats
import NocturneHost
import NocturneSupport

/// Issue #19's hostile inputs outside the linter: resolvers, standard input, the host's files, output folders.
/// Each is a table of inputs with a bounded, clear outcome: no signal, a clear message, nothing written elsewhere.
@Suite("Hostile inputs, round two")
struct HostileInputsRoundTwoTests {
    static func folder() throws -> String {
        let folder = NSTemporaryDirectory() + "nocturne-hostile2-" + UUID().uuidString
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        return folder
    }

    /// 20,000 tokens; not timed (a wall-clock bound failed under ThreadSanitizer on a loaded machine): `nocturne audit` on the issue's 50,000 takes 3 s of CPU in a debug build, where the quadratic version ran past a minute.
    @Test("a 20,000-token alias cycle is found and named briefly")
    func longAliasCycle() throws {
        let count = 20_000
        var members: [String] = []
        for index in 0..<count { members.append("\"t\(index)\": {\"$type\": \"color\", \"$value\": \"{t\((index + 1) % count)}\"}") }
        let set = try DesignTokensReader().read(json: "{" + members.joined(separator: ",") + "}", name: "c", file: "c.json")
        let cycle = try #require(set.diagnostics.first { $0.message.contains("cycle") })
        #expect(cycle.message.contains("20000 tokens"))
        #expect(cycle.message.utf8.count < 400)
    }

    @Test("nested var() fallbacks are bounded", .timeLimit(.minutes(1)), arguments: [200, 10_000])
    func nestedFallbacks(depth: Int) {
        let value = String(repeating: "var(--missing, ", count: depth) + "red" + String(repeating: ")", count: depth)
        let set = CSSThemeReader().read(css: ":root { --a: \(value); }", name: "t", file: "t.css")
        #expect(set.diagnostics.contains { $0.message.contains("fallbacks nest deeper than") })
    }

    @Test("a resolver $ref out of the folder read is refused and not read", arguments: ["../../../../../../etc/hostname", "/etc/hostname", "out/link.json"])
    func refClimbing(reference: String) throws {
        let root = try Self.folder()
        let outside = try Self.folder()
        defer { try? FileManager.default.removeItem(atPath: root); try? FileManager.default.removeItem(atPath: outside) }
        try "{\"x\": {\"$type\": \"color\", \"$value\": \"#ff0000\"}}".write(toFile: outside + "/t.json", atomically: false, encoding: .utf8)
        try FileManager.default.createDirectory(atPath: root + "/out", withIntermediateDirectories: true)
        #expect(symlink(outside + "/t.json", root + "/out/link.json") == 0)
        let resolver = "{\"resolutionOrder\": [], \"sets\": {\"base\": {\"sources\": [{\"$ref\": \"\(reference)\"}]}}}"
        try resolver.write(toFile: root + "/a.resolver.json", atomically: false, encoding: .utf8)
        let set = try DesignTokensReader().read(at: root)
        #expect(set.tokens.isEmpty)
        #expect(set.diagnostics.contains { $0.message.contains("leaves the folder read") }, "\(set.diagnostics)")
    }

    @Test("standard input is held to the file limit, with the files' message", arguments: [["audit", "-"], ["color", "-"]])
    func standardInputCap(arguments: [String]) {
        var given = 0
        // One megabyte, appended whole: a lazy repeatElement would be copied element by element, which under
        // ThreadSanitizer's debug build made this the longest test of the pass.
        let megabyte = [UInt8](repeating: 0x30, count: 1 << 20)
        let input = StandardInput { buffer in
            guard given <= FileSystem.maximumFileSize + (1 << 20) else { return 0 }
            buffer.append(contentsOf: megabyte)
            given += 1 << 20
            return 1 << 20
        }
        var error = ""
        let context = CommandContext(environment: [:], standardOutputIsTerminal: false, standardErrorIsTerminal: false,
                                     standardInput: input, output: { _ in }, error: { error += $0 })
        let status = Tool.run(arguments, in: context)
        // audit could not run (2); the other commands fail on bad input (1).
        #expect(status == (arguments.first == "audit" ? .couldNotRun : .failure))
        #expect(error.contains("<stdin>") && error.contains("larger than 16 MB; not read"), "\(error)")
    }

    // Reading a FIFO with no writer blocks forever: the time limit turns a hang into a failure.
    @Test("a FIFO or a device for kdeglobals is refused at once", .timeLimit(.minutes(1)), arguments: ["fifo", "device"])
    func kdeglobals(kind: String) throws {
        let root = try Self.folder()
        defer { try? FileManager.default.removeItem(atPath: root) }
        if kind == "fifo" { #expect(mkfifo(root + "/kdeglobals", 0o644) == 0) } else { #expect(symlink("/dev/zero", root + "/kdeglobals") == 0) }
        let error = #expect(throws: AppearanceSourceError.self) { try KDEAppearanceSource(environment: ["XDG_CONFIG_HOME": root]).read() }
        // Refused for what it is, not for some other reason (a missing file is unreadable too).
        guard case .unreadableFile(let path, let reason)? = error else { Issue.record("expected unreadableFile, got \(String(describing: error))"); return }
        #expect(path == root + "/kdeglobals")
        #expect(reason.hasPrefix("not a regular file"), "\(reason)")
    }

    @Test("host errors escape the control characters of environment values")
    func hostErrorsEscape() {
        let error = AppearanceSourceError.invalidEnvironment(variable: "NOCTURNE_APPEARANCE", value: "\u{1B}]0;x\u{07}", expected: "light or dark")
        #expect(!error.description.unicodeScalars.contains { $0.value < 0x20 })
        #expect(error.description.contains("\\u{1B}]0;x\\u{7}"))
    }

    @Test("--out with a 240-byte folder name works; a failed run removes the parents it made; '-' and file/sub are refused clearly")
    func outputFolders() throws {
        let root = try Self.folder()
        defer { try? FileManager.default.removeItem(atPath: root) }
        let long = root + "/" + String(repeating: "d", count: 240)
        #expect(Tool.run(["theme", "--out", long, "--format", "css"]).status == .success)
        #expect(FileManager.default.fileExists(atPath: long + "/theme.css"))
        #expect(AtomicFolder.workPrefix(for: String(repeating: "é", count: 127)).utf8.count + 21 <= 255)
        try "x".write(toFile: root + "/file", atomically: false, encoding: .utf8)
        let underFile = Tool.run(["theme", "--out", root + "/file/sub", "--format", "css"])
        #expect(underFile.status == .failure)
        #expect(underFile.standardError.contains("'\(root)/file' is a regular file, not a folder"))
        let dash = Tool.run(["theme", "--out", "-", "--format", "css"])
        #expect(dash.status == .usage)
        #expect(!FileManager.default.fileExists(atPath: "-"))
    }

    @Test("a non-UTF-8 file name is linted, and shown with its byte escaped")
    func nonUTF8Name() throws {
        let root = try Self.folder()
        defer { try? FileManager.default.removeItem(atPath: root) }
        var name = Array((root + "/caf").utf8) + [0xE9] + Array(".swift".utf8) + [0]
        let descriptor = name.withUnsafeMutableBufferPointer { buffer in
            buffer.baseAddress!.withMemoryRebound(to: CChar.self, capacity: buffer.count) { open($0, O_WRONLY | O_CREAT, 0o644) }
        }
        #expect(descriptor >= 0)
        _ = "let c = UIColor(red: 0.1, green: 0.1, blue: 0.1, alpha: 1)\n".withCString { write(descriptor, $0, strlen($0)) }
        close(descriptor)
        let result = Tool.run(["lint", root])
        #expect(result.standardOutput.contains("caf\\x{E9}.swift:1:"), "\(result.standardOutput) \(result.standardError)")
        #expect(!result.standardOutput.contains("\u{FFFD}"))
    }
}
