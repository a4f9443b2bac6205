/// One conversation with the XDG desktop portal's Settings interface over a bus connection.
///
/// Not `Sendable`: a session lives on the one thread that reads its socket.
final class PortalSession {
    static let busName = "org.freedesktop.portal.Desktop"
    static let objectPath = "/org/freedesktop/portal/desktop"
    static let interface = "org.freedesktop.portal.Settings"

    let connection: DBusConnection
    let timeoutMilliseconds: Int
    /// The Settings interface's `version` (1 in Debian 12's portal, which has only `Read`).
    private(set) var version: UInt32 = 0
    /// What has been read so far.
    private(set) var settings = PortalSettings()

    /// Connects to the session bus named in `environment`.
    init(environment: [String: String], timeoutMilliseconds: Int) throws(AppearanceSourceError) {
        self.timeoutMilliseconds = timeoutMilliseconds
        connection = try DBusConnection(addresses: try DBusAddress.session(environment: environment), timeoutMilliseconds: timeoutMilliseconds)
    }

    /// Uses an open connection (tests and benchmarks talk to a peer over a socket pair).
    init(connection: DBusConnection, timeoutMilliseconds: Int) {
        self.connection = connection
        self.timeoutMilliseconds = timeoutMilliseconds
    }

    private var deadline: UInt64 { MonotonicClock.deadline(afterMilliseconds: timeoutMilliseconds) }

    private func noPortal(_ error: AppearanceSourceError) -> AppearanceSourceError {
        guard case .remoteError(_, let name, let message) = error else { return error }
        switch name {
        case "org.freedesktop.DBus.Error.ServiceUnknown", "org.freedesktop.DBus.Error.NameHasNoOwner":
            return .noPortal(reason: "\(Self.busName) is not on the session bus and cannot be started (\(message))")
        case "org.freedesktop.DBus.Error.UnknownInterface", "org.freedesktop.DBus.Error.InvalidArgs",
            "org.freedesktop.DBus.Error.UnknownProperty", "org.freedesktop.DBus.Error.UnknownObject":
            return .noPortal(reason: "the portal has no \(Self.interface) interface (\(name): \(message))")
        default:
            return error
        }
    }

    /// Reads the interface version, subscribes to changes if asked, and reads every appearance key.
    ///
    /// Version 2 and later: one `ReadAll` of the appearance and accessibility namespaces. Version 1:
    /// one deprecated `Read` per key, sent together and answered together.
    /// - Parameter subscribe: Adds the match rules for `SettingChanged` before reading, so nothing is missed.
    func start(subscribe: Bool) throws(AppearanceSourceError) -> SystemAppearance {
        let deadline = self.deadline
        var matchSerials: [UInt32] = []
        if subscribe {
            for namespace in [PortalSettings.appearanceNamespace, PortalSettings.accessibilityNamespace] {
                let rule = "type='signal',sender='\(Self.busName)',path='\(Self.objectPath)',interface='\(Self.interface)',"
                    + "member='SettingChanged',arg0='\(namespace)'"
                matchSerials.append(try connection.sendCall(
                    destination: "org.freedesktop.DBus", path: "/org/freedesktop/DBus", interface: "org.freedesktop.DBus",
                    member: "AddMatch", body: [.string(rule)], deadline: deadline))
            }
        }
        let versionSerial = try connection.sendCall(
            destination: Self.busName, path: Self.objectPath, interface: "org.freedesktop.DBus.Properties", member: "Get",
            body: [.string(Self.interface), .string("version")], deadline: deadline)
        // ReadAll goes out with the version query rather than after its answer: one round trip to the portal, not two.
        // On version 1 its reply (data or an error) is dropped and the keys are read with Read.
        let readAllSerial = try sendReadAll(deadline: deadline)
        for serial in matchSerials {
            _ = try connection.waitForReply(to: serial, deadline: deadline, timeoutMilliseconds: timeoutMilliseconds, method: "AddMatch")
        }
        let versionReply: DBusMessage
        do {
            versionReply = try connection.waitForReply(
                to: versionSerial, deadline: deadline, timeoutMilliseconds: timeoutMilliseconds, method: "the portal's Settings version")
        } catch {
            throw noPortal(error)
        }
        guard let number = versionReply.body.first?.unboxed.integer, let version = UInt32(exactly: number) else {
            throw .unexpectedValue(key: "version", type: versionReply.bodySignature, expected: "v(u)")
        }
        self.version = version
        if version >= 2 {
            try readAll(serial: readAllSerial, deadline: deadline)
        } else {
            connection.forgetReply(to: readAllSerial)
            try readEach(deadline: deadline)
        }
        return settings.appearance
    }

    private func sendReadAll(deadline: UInt64) throws(AppearanceSourceError) -> UInt32 {
        let namespaces = [PortalSettings.appearanceNamespace, PortalSettings.accessibilityNamespace].map { DBusValue.string($0) }
        return try connection.sendCall(
            destination: Self.busName, path: Self.objectPath, interface: Self.interface, member: "ReadAll",
            body: [.array(element: .string, namespaces)], deadline: deadline, rawReply: true)
    }

    private func readAll(serial: UInt32, deadline: UInt64) throws(AppearanceSourceError) {
        // The reply's body is read setting by setting, not built as values first.
        let reply = try connection.waitForRawReply(to: serial, deadline: deadline, timeoutMilliseconds: timeoutMilliseconds, method: "ReadAll")
        var fresh = PortalSettings()
        try fresh.apply(readAllReply: reply)
        settings = fresh
    }

    private func readEach(deadline: UInt64) throws(AppearanceSourceError) {
        var keys = PortalSettings.appearanceKeys.map { (PortalSettings.appearanceNamespace, $0) }
        keys.append((PortalSettings.accessibilityNamespace, "high-contrast"))
        var serials: [UInt32] = []
        for (namespace, key) in keys {
            serials.append(try connection.sendCall(
                destination: Self.busName, path: Self.objectPath, interface: Self.interface, member: "Read",
                body: [.string(namespace), .string(key)], deadline: deadline))
        }
        var fresh = PortalSettings()
        for ((namespace, key), serial) in zip(keys, serials) {
            let reply = try connection.waitForAnyReply(to: serial, deadline: deadline, timeoutMilliseconds: timeoutMilliseconds, method: "Read(\(key))")
            if reply.kind == .error {
                // A key the portal does not have (Debian 12's has only color-scheme) is simply not set.
                if reply.errorName == "org.freedesktop.portal.Error.NotFound" { continue }
                throw noPortal(.remoteError(method: "Read(\(namespace), \(key))", name: reply.errorName ?? "", message: reply.errorMessage ?? ""))
            }
            guard let value = reply.body.first else { throw .unexpectedValue(key: key, type: reply.bodySignature, expected: "v") }
            try fresh.apply(namespace: namespace, key: key, value: value)
        }
        settings = fresh
    }

    /// Waits for the next `SettingChanged` that changes the appearance.
    ///
    /// - Parameter wakeup: A descriptor whose readability ends the wait.
    /// - Returns: The new report, or `nil` when woken.
    func nextChange(wakeup: Int32?) throws(AppearanceSourceError) -> SystemAppearance? {
        while let signal = try connection.nextSignal(wakeup: wakeup) {
            guard let change = try apply(signal: signal) else { continue }
            return change
        }
        return nil
    }

    /// Applies one signal; the new report when it was a `SettingChanged` that changed something.
    func apply(signal: DBusMessage) throws(AppearanceSourceError) -> SystemAppearance? {
        guard signal.interface == Self.interface, signal.member == "SettingChanged", signal.body.count == 3,
            let namespace = signal.body[0].text, let key = signal.body[1].text
        else { return nil }
        let before = settings
        guard try settings.apply(namespace: namespace, key: key, value: signal.body[2]) else { return nil }
        return settings.appearance == before.appearance ? nil : settings.appearance
    }
}
