import Foundation
import Testing

@testable import NocturneHost

/// A tmux server of the test's own on a private socket, started with a given configuration and stopped by the test.
///
/// tmux itself answers a pane's queries: DA1 always, and OSC 11 with the pane's default background when one is
/// set (`window-style bg=…`). With nothing set and no client attached (a detached session), tmux 3.3 has no
/// color to report and answers DA1 only; later versions would ask an attached client, and there is none.
final class PrivateTmux: @unchecked Sendable {
    let folder: URL
    var socket: String { folder.appendingPathComponent("socket").path }

    /// - Parameter configuration: The server's configuration file's text (`-f`), read before the first pane starts.
    init(configuration: String) throws {
        folder = URL(fileURLWithPath: "/tmp").appendingPathComponent("nocturne-tmux-\(UUID().uuidString.prefix(8))")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        try configuration.write(to: folder.appendingPathComponent("tmux.conf"), atomically: true, encoding: .utf8)
    }

    /// Runs `tmux -S <socket> -f <configuration> …` to completion and returns its standard output.
    ///
    /// Through ``HelperCommand`` (posix_spawn and waitpid), not Foundation's `Process`: tmux's server, forked from
    /// the first client, would keep `Process`'s exit monitoring waiting. A tmux that has not finished within
    /// `limitMilliseconds` is killed and the call throws: a bound on a hang, not a measurement.
    @discardableResult
    func run(_ arguments: [String], limitMilliseconds: Int = 60_000) throws -> String {
        // No TMUX (the tests may run inside tmux), no COLORFGBG (the terminal source's fallback).
        let environment = ["PATH": "/usr/bin:/bin", "TERM": "xterm-256color", "HOME": folder.path]
        return try HelperCommand.run(
            HostTools.executable("tmux") ?? "/usr/bin/tmux", ["-S", socket, "-f", folder.appendingPathComponent("tmux.conf").path] + arguments,
            environment: environment, timeoutMilliseconds: limitMilliseconds)
    }

    func stop() {
        // The pane waits on this channel rather than sleeping: its processes may have inherited a signal mask that
        // blocks SIGHUP, so kill-server alone could leave them (and the server waiting for them) behind.
        _ = try? run(["wait-for", "-S", "nocturne-exit"], limitMilliseconds: 10_000)
        _ = try? run(["kill-server"], limitMilliseconds: 10_000)
        try? FileManager.default.removeItem(at: folder)
    }

    deinit { stop() }
}

@Suite(
    "TerminalAppearanceSource inside real tmux",
    .enabled(if: (HostTools.executable("tmux") != nil || HostTools.required) && HostTools.hasNocturneBinary,
             "needs tmux (apt-get install tmux) and the nocturne binary beside the test bundle (swift build --build-tests)"))
struct TerminalInTmuxTests {
    static let dark = #"{"colorScheme":"dark","contrast":"standard","accent":null,"reducedMotion":false,"source":"terminal"}"#
    static let light = #"{"colorScheme":"light","contrast":"standard","accent":null,"reducedMotion":false,"source":"terminal"}"#
    static let onlyDeviceAttributes = "Error: the terminal does not report its background color (it answered only the device attributes query)"

    /// The pane's default background (tmux's `window-style`, or none) and the lines `nocturne appearance` leaves in the pane.
    static let cases: [(style: String?, pane: [String])] = [
        ("bg=#1e1e1e", [dark, "status=0"]),
        ("bg=#f0f0f0", [light, "status=0"]),
        ("bg=#7f7f7f", [dark, "status=0"]),
        ("bg=#808080", [light, "status=0"]),
        (nil, [onlyDeviceAttributes, "status=1"]),
    ]

    @Test("tmux answers OSC 11 from the pane's background and DA1 itself: the answer is read, nothing is left in the pane's input",
          arguments: cases)
    func pane(_ style: String?, _ expected: [String]) throws {
        let tmux = try PrivateTmux(configuration: style.map { "set -g window-style '\($0)'\n" } ?? "")
        defer { tmux.stop() }
        let leak = tmux.folder.appendingPathComponent("leak").path
        // The pane: nocturne with stdin and stdout on the pane's terminal (a generous bound: DA1 ends the wait at
        // once, so the bound only matters if tmux were silent), its exit status, then whatever input is still
        // pending on the terminal (a reply nocturne left unread would be there), then the signal the test waits on.
        let script = """
            '\(HostTools.nocturneBinary.path)' appearance --source terminal --json --terminal-timeout 10000
            echo "status=$?"
            stty -icanon min 0 time 0
            cat -v > '\(leak)'
            tmux -S '\(tmux.socket)' wait-for -S nocturne-done
            exec tmux -S '\(tmux.socket)' wait-for nocturne-exit
            """
        try script.write(to: tmux.folder.appendingPathComponent("pane.sh"), atomically: true, encoding: .utf8)
        try tmux.run(["new-session", "-d", "-x", "160", "-y", "10", "sh '\(tmux.folder.path)/pane.sh'"])
        try tmux.run(["wait-for", "nocturne-done"])
        // Output written before the signal is on the pane's terminal already; tmux may not have drawn it yet.
        var lines: [String] = []
        for _ in 0..<1000 {
            lines = try tmux.run(["capture-pane", "-p"]).split(separator: "\n").map(String.init)
            if lines.last?.hasPrefix("status=") == true { break }
            usleep(10_000)
        }
        #expect(lines == expected)
        #expect(try String(contentsOfFile: leak, encoding: .utf8) == "")
    }
}
