import Foundation
import NocturneTestSupport
import Testing

@testable import NocturneHost

/// What the host suites need from the machine, and the switch CI uses to make them mandatory.
enum HostTools {
    /// `NOCTURNE_REQUIRE_HOST_TESTS=1` (set by `.ci/run`) turns a missing tool into a failure instead of a skip.
    static let required = ProcessInfo.processInfo.environment["NOCTURNE_REQUIRE_HOST_TESTS"] == "1"

    static func executable(_ name: String) -> String? {
        for folder in ["/usr/bin", "/usr/local/bin", "/bin", "/usr/libexec"] {
            let path = "\(folder)/\(name)"
            if FileManager.default.isExecutableFile(atPath: path) { return path }
        }
        return nil
    }

    /// `dbus-daemon` and a Python with `dbus` and `gi` for the mock portal.
    static let hasMockPortal: Bool = {
        guard executable("dbus-daemon") != nil, FileManager.default.isExecutableFile(atPath: "/usr/bin/python3") else { return false }
        let probe = Process()
        probe.executableURL = URL(fileURLWithPath: "/usr/bin/python3")
        probe.arguments = ["-c", "import dbus, dbus.service, gi.repository.GLib"]
        probe.standardOutput = FileHandle.nullDevice
        probe.standardError = FileHandle.nullDevice
        do { try probe.run() } catch { return false }
        probe.waitUntilExit()
        return probe.terminationStatus == 0
    }()

    /// The real portal, its GTK backend, Xvfb and the dconf tools.
    static let hasRealPortal: Bool = {
        ["dbus-daemon", "Xvfb", "xdg-desktop-portal", "xdg-desktop-portal-gtk", "gsettings", "dconf"].allSatisfy { executable($0) != nil }
            && FileManager.default.fileExists(atPath: "/usr/lib/x86_64-linux-gnu/gio/modules/libdconfsettings.so")
            || (required && executable("dbus-daemon") != nil)
    }()

    static let mockPortalReason: Comment = "needs dbus-daemon and /usr/bin/python3 with python3-dbus and python3-gi (apt-get install dbus-daemon python3-dbus python3-gi)"
    static let realPortalReason: Comment =
        "needs xdg-desktop-portal, xdg-desktop-portal-gtk, xvfb, dconf-gsettings-backend, dconf-cli and libglib2.0-bin"

    static let fixtures = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Fixtures")

    /// The `nocturne` binary of the build under test (beside the test bundle, built by `swift build --build-tests`), run by
    /// the suites that need a process of its own.
    static let nocturneBinary = URL(fileURLWithPath: BuildFolder.executable("nocturne")
        ?? ReferenceFolder.packageRoot.appendingPathComponent(".build/debug/nocturne").path)
    static let hasNocturneBinary = FileManager.default.isExecutableFile(atPath: nocturneBinary.path)
}

/// Reads lines from a pipe with an upper bound on waiting (a hung child fails the test instead of hanging it).
final class LineReader: @unchecked Sendable {
    let descriptor: Int32
    private var buffer: [UInt8] = []

    init(_ handle: FileHandle) { descriptor = handle.fileDescriptor }

    func line(timeoutMilliseconds: Int = 10_000) -> String? {
        let deadline = MonotonicClock.deadline(afterMilliseconds: timeoutMilliseconds)
        while true {
            if let newline = buffer.firstIndex(of: 0x0A) {
                let line = String(decoding: buffer[..<newline], as: UTF8.self)
                buffer.removeSubrange(...newline)
                return line
            }
            var entry = pollfd(fd: descriptor, events: Int16(POLLIN), revents: 0)
            let ready = poll(&entry, 1, MonotonicClock.remainingMilliseconds(until: deadline))
            if ready < 0, errno == EINTR { continue }
            guard ready > 0 else { return nil }
            var chunk = [UInt8](repeating: 0, count: 4096)
            let count = read(descriptor, &chunk, chunk.count)
            guard count > 0 else { return nil }
            buffer.append(contentsOf: chunk[0..<count])
        }
    }
}

/// A private `dbus-daemon` the test starts and stops itself, with no service activation.
final class PrivateBus: @unchecked Sendable {
    enum Kind: String, CaseIterable, Sendable { case path, abstract }

    let process = Process()
    let folder: URL
    let address: String

    init(_ kind: Kind = .path, activation: Bool = false, environment: [String: String]? = nil) throws {
        folder = FileManager.default.temporaryDirectory.appendingPathComponent("nocturne-bus-\(UUID().uuidString.prefix(8))")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let listen = kind == .path ? "unix:path=\(folder.path)/bus" : "unix:abstract=/tmp/nocturne-test-\(UUID().uuidString)"
        let services = activation ? "<standard_session_servicedirs/>" : ""
        let config = """
            <!DOCTYPE busconfig PUBLIC "-//freedesktop//DTD D-Bus Bus Configuration 1.0//EN"
             "http://www.freedesktop.org/standards/dbus/1.0/busconfig.dtd">
            <busconfig><type>session</type><listen>\(listen)</listen><auth>EXTERNAL</auth>\(services)
            <policy context="default"><allow send_destination="*" eavesdrop="true"/><allow eavesdrop="true"/><allow own="*"/></policy>
            </busconfig>
            """
        let configURL = folder.appendingPathComponent("bus.conf")
        try config.write(to: configURL, atomically: true, encoding: .utf8)
        process.executableURL = URL(fileURLWithPath: HostTools.executable("dbus-daemon") ?? "/usr/bin/dbus-daemon")
        process.arguments = ["--config-file=\(configURL.path)", "--nofork", "--nopidfile", "--print-address=1"]
        if let environment { process.environment = environment }
        let output = Pipe()
        process.standardOutput = output
        process.standardError = FileHandle.nullDevice
        try process.run()
        guard let line = LineReader(output.fileHandleForReading).line() else { throw TestFailure("dbus-daemon printed no address") }
        address = line
    }

    var environment: [String: String] { ["DBUS_SESSION_BUS_ADDRESS": address] }

    func stop() {
        // SIGKILL: children of the test process may inherit a mask that blocks SIGTERM.
        if process.processIdentifier > 0 { kill(process.processIdentifier, SIGKILL) }
        process.waitUntilExit()
        try? FileManager.default.removeItem(at: folder)
    }

    deinit { stop() }
}

/// The mock portal (Fixtures/mock_portal.py) on a private bus.
final class MockPortal: @unchecked Sendable {
    let process = Process()
    private let input = Pipe()
    private let reader: LineReader

    /// - Parameters:
    ///   - settings: namespace → key → (signature, JSON value).
    ///   - version: The Settings interface version.
    init(bus: PrivateBus, settings: [String: [String: (String, Any)]], version: Int, flags: [String] = []) throws {
        var json: [String: [String: [Any]]] = [:]
        for (namespace, keys) in settings {
            json[namespace] = keys.mapValues { [$0.0, $0.1] }
        }
        let data = try JSONSerialization.data(withJSONObject: json)
        process.executableURL = URL(fileURLWithPath: "/usr/bin/python3")
        process.arguments = [HostTools.fixtures.appendingPathComponent("mock_portal.py").path, String(decoding: data, as: UTF8.self), "--version", String(version)] + flags
        process.environment = ["DBUS_SESSION_BUS_ADDRESS": bus.address, "PATH": "/usr/bin:/bin"]
        let output = Pipe()
        process.standardOutput = output
        process.standardInput = input
        process.standardError = FileHandle.nullDevice
        try process.run()
        reader = LineReader(output.fileHandleForReading)
        guard reader.line() == "ready" else { throw TestFailure("the mock portal did not start") }
    }

    /// Changes a setting and emits `SettingChanged`; returns once the signal is on the bus.
    func set(_ namespace: String, _ key: String, _ signature: String, _ value: Any, store: Bool = true) throws {
        let command: [Any] = [store ? "set" : "raw-signal", namespace, key, signature, value]
        var data = try JSONSerialization.data(withJSONObject: command)
        data.append(0x0A)
        input.fileHandleForWriting.write(data)
        guard reader.line() == "ok" else { throw TestFailure("the mock portal did not confirm \(command)") }
    }

    func stop() {
        if process.processIdentifier > 0 { kill(process.processIdentifier, SIGKILL) }
        process.waitUntilExit()
    }

    deinit { stop() }
}

struct TestFailure: Error, CustomStringConvertible {
    var description: String
    init(_ description: String) { self.description = description }
}
