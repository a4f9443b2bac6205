import Foundation
import NocturneAppearance
import Testing

@testable import NocturneHost

/// The real xdg-desktop-portal and its GTK backend, D-Bus-activated on a private bus beside a private Xvfb.
final class RealPortal: @unchecked Sendable {
    let folder: URL
    let xvfb = Process()
    let bus: PrivateBus
    let environment: [String: String]

    init() throws {
        folder = URL(fileURLWithPath: NSTemporaryDirectory()).appendingPathComponent("nocturne-portal-\(UUID().uuidString.prefix(8))")
        let runtime = folder.appendingPathComponent("run")
        try FileManager.default.createDirectory(at: runtime, withIntermediateDirectories: true, attributes: [.posixPermissions: 0o700])
        // The GTK backend calls gtk_init: without a display the portal comes up without a Settings interface.
        xvfb.executableURL = URL(fileURLWithPath: HostTools.executable("Xvfb") ?? "/usr/bin/Xvfb")
        xvfb.arguments = ["-displayfd", "1", "-nolisten", "tcp", "-screen", "0", "320x240x24"]
        let display = Pipe()
        xvfb.standardOutput = display
        xvfb.standardError = FileHandle.nullDevice
        try xvfb.run()
        guard let number = LineReader(display.fileHandleForReading).line(), !number.isEmpty else { throw TestFailure("Xvfb did not start") }
        // D-Bus-activated services inherit the bus's environment, so the bus gets all of it.
        var environment = [
            "DISPLAY": ":\(number)", "XDG_RUNTIME_DIR": runtime.path, "HOME": folder.path,
            "XDG_CONFIG_HOME": folder.appendingPathComponent("config").path, "XDG_CACHE_HOME": folder.appendingPathComponent("cache").path,
            "XDG_DATA_HOME": folder.appendingPathComponent("data").path, "GSETTINGS_BACKEND": "dconf", "XDG_CURRENT_DESKTOP": "GNOME",
            "NO_AT_BRIDGE": "1", "PATH": "/usr/local/bin:/usr/bin:/bin",
        ]
        bus = try PrivateBus(activation: true, environment: environment)
        environment["DBUS_SESSION_BUS_ADDRESS"] = bus.address
        self.environment = environment
    }

    /// Waits until the portal answers a Settings read (activation takes up to a second or two).
    func waitUntilReady() throws -> SystemAppearance {
        var lastError: AppearanceSourceError?
        for _ in 0..<40 {
            do { return try PortalAppearanceSource(environment: environment, timeoutMilliseconds: 5000).read() } catch {
                lastError = error
                usleep(100_000)
            }
        }
        throw TestFailure("the real portal never answered: \(lastError.map { "\($0)" } ?? "")")
    }

    /// Runs `gsettings set schema key value` against this bus and dconf.
    func gsettingsSet(_ schema: String, _ key: String, _ value: String) throws {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: HostTools.executable("gsettings") ?? "/usr/bin/gsettings")
        process.arguments = ["set", schema, key, value]
        process.environment = environment
        try process.run()
        process.waitUntilExit()
        guard process.terminationStatus == 0 else { throw TestFailure("gsettings set \(schema) \(key) \(value) failed") }
    }

    /// The services the bus activated; they would outlive the bus otherwise.
    static let activatedNames = [
        "org.freedesktop.portal.Desktop", "org.freedesktop.impl.portal.desktop.gtk", "org.freedesktop.portal.Documents",
        "org.freedesktop.impl.portal.PermissionStore", "ca.desrt.dconf",
    ]

    func stop() {
        if let addresses = try? DBusAddress.session(environment: environment),
            let connection = try? DBusConnection(addresses: addresses, timeoutMilliseconds: 2000)
        {
            for name in Self.activatedNames {
                guard let reply = try? connection.call(
                    destination: "org.freedesktop.DBus", path: "/org/freedesktop/DBus", interface: "org.freedesktop.DBus",
                    member: "GetConnectionUnixProcessID", body: [.string(name)], timeoutMilliseconds: 2000),
                    case .uint32(let pid)? = reply.body.first
                else { continue }
                kill(pid_t(pid), SIGKILL)
            }
        }
        bus.stop()
        if xvfb.processIdentifier > 0 { kill(xvfb.processIdentifier, SIGKILL) }
        xvfb.waitUntilExit()
        // The document portal, started with the portal, FUSE-mounts $XDG_RUNTIME_DIR/doc.
        if let fusermount = HostTools.executable("fusermount3") ?? HostTools.executable("fusermount") {
            let unmount = Process()
            unmount.executableURL = URL(fileURLWithPath: fusermount)
            unmount.arguments = ["-u", "-z", folder.appendingPathComponent("run/doc").path]
            unmount.standardError = FileHandle.nullDevice
            try? unmount.run()
            unmount.waitUntilExit()
        }
        try? FileManager.default.removeItem(at: folder)
    }
}

@Suite("The real xdg-desktop-portal with its GTK backend, headless", .serialized, .enabled(if: HostTools.hasRealPortal, HostTools.realPortalReason))
struct RealPortalTests {
    @Test("gsettings set color-scheme prefer-dark flips a tree following the portal")
    @MainActor
    func flips() async throws {
        let portal = try RealPortal()
        defer { portal.stop() }
        let initial = try portal.waitUntilReady()
        #expect(initial.source == .portal)
        #expect(initial.colorScheme == .noPreference)  // a fresh dconf database: GNOME's "default"

        let system = AppearanceSystem()
        let window = system.makeWindow()
        let sheet = window.root.present(.sheet)
        let card = sheet.root.addChild()
        var calls = 0
        card.registerForTraitChanges([.colorScheme]) { _, _ in calls += 1 }
        let (applied, appliedContinuation) = AsyncStream.makeStream(of: SystemAppearance.self)
        let environment = portal.environment
        let following = Task { @MainActor in
            try await system.follow(PortalAppearanceSource(environment: environment)) { appliedContinuation.yield($0) }
        }
        var reports = applied.makeAsyncIterator()
        #expect(await reports.next()?.colorScheme == .noPreference)
        #expect(card.resolve(.systemBackground).hex == "#FFFFFF")

        try portal.gsettingsSet("org.gnome.desktop.interface", "color-scheme", "prefer-dark")
        #expect(await reports.next()?.colorScheme == .dark)
        #expect(calls == 1)
        #expect(card.resolve(.systemBackground).hex == "#1C1C1E")

        try portal.gsettingsSet("org.gnome.desktop.a11y.interface", "high-contrast", "true")
        #expect(await reports.next()?.contrast == .increased)
        #expect(calls == 1)

        try portal.gsettingsSet("org.gnome.desktop.interface", "color-scheme", "prefer-light")
        #expect(await reports.next()?.colorScheme == .light)
        #expect(calls == 2)
        following.cancel()
        try portal.gsettingsSet("org.gnome.desktop.interface", "color-scheme", "default")  // wakes the reader to see the cancellation
        _ = await following.result
    }
}
