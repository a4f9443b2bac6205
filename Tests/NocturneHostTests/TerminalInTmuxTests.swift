import Foundation
import Testing

private let nocturneBinary = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    .appendingPathComponent(".build/debug/nocturne")

/// Runs `tmux` on a private socket.
private func tmux(_ socket: String, _ arguments: [String]) throws -> String {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: HostTools.executable("tmux") ?? "/usr/bin/tmux")
    process.arguments = ["-S", socket, "-f", "/dev/null"] + arguments
    let output = Pipe()
    process.standardOutput = output
    process.standardError = FileHandle.nullDevice
    try process.run()
    let data = output.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    return String(decoding: data, as: UTF8.self)
}

@Suite("TerminalAppearanceSource inside real tmux",
       .enabled(if: HostTools.executable("tmux") != nil && FileManager.default.isExecutableFile(atPath: nocturneBinary.path),
                "needs tmux and a debug build of nocturne"))
struct TerminalInTmuxTests {
    @Test("tmux answers OSC 11 from the window style (or only DA1): either way one clear line, nothing leaked into the pane")
    func tmuxPane() throws {
        let socket = NSTemporaryDirectory() + "nocturne-tmux-\(UUID().uuidString.prefix(8))"
        defer {
            _ = try? tmux(socket, ["kill-server"])
            try? FileManager.default.removeItem(atPath: socket)
        }
        let command = "sleep 0.3; \(nocturneBinary.path) appearance --source terminal --json; echo status=$?; sleep 30"
        _ = try tmux(socket, ["new-session", "-d", "-x", "200", "-y", "10", command, ";", "set", "-g", "window-style", "bg=#1e1e1e"])
        var pane = ""
        for _ in 0..<100 {
            pane = try tmux(socket, ["capture-pane", "-p"])
            if pane.contains("status=") { break }
            usleep(50_000)
        }
        let lines = pane.split(separator: "\n").map(String.init)
        let dark = #"{"colorScheme": "dark", "contrast": "standard", "accent": null, "reducedMotion": false, "source": "terminal"}"#
        let noOSC11 = "Error: the terminal does not report its background color (it answered only the device attributes query)"
        #expect(lines == [dark, "status=0"] || lines == [noOSC11, "status=1"])
        #expect(!pane.contains("rgb:") && !pane.contains("11;"))
    }
}
