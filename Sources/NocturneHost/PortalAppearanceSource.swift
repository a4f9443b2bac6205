/// The XDG desktop portal's Settings interface, spoken directly on the session bus's Unix socket.
///
/// Reads `org.freedesktop.appearance` (`color-scheme`, `contrast`, `accent-color`,
/// `reduced-motion`) with `ReadAll` on interface version 2 and later, or with the deprecated `Read`
/// on version 1 (Debian 12); falls back to `org.gnome.desktop.a11y.interface high-contrast` for
/// contrast; follows `SettingChanged` signals. No library beyond the C library is used.
///
/// ```swift
/// let portal = PortalAppearanceSource()
/// let now = try await portal.current()          // SystemAppearance(colorScheme: .dark, …, source: .portal)
/// ```
public struct PortalAppearanceSource: AppearanceSource {
    /// The environment that names the bus (`DBUS_SESSION_BUS_ADDRESS`, else `XDG_RUNTIME_DIR`).
    public var environment: [String: String]
    /// The upper bound for connecting and for each reply, in milliseconds (the portal may be started on first use).
    public var timeoutMilliseconds: Int

    /// Creates a source on the session bus.
    ///
    /// - Parameters:
    ///   - environment: Where the bus's address comes from; the process's environment by default.
    ///   - timeoutMilliseconds: How long to wait for the bus and the portal; 2000 by default.
    public init(environment: [String: String] = ProcessEnvironment.current, timeoutMilliseconds: Int = 2000) {
        self.environment = environment
        self.timeoutMilliseconds = timeoutMilliseconds
    }

    /// Reads the appearance now, blocking the calling thread up to the timeout.
    ///
    /// - Throws: ``AppearanceSourceError``: no bus, no portal, a timeout, an error reply or a malformed message.
    public func read() throws(AppearanceSourceError) -> SystemAppearance {
        let session = try PortalSession(environment: environment, timeoutMilliseconds: timeoutMilliseconds)
        defer { session.connection.close() }
        return try session.start(subscribe: false)
    }

    /// Reports the appearance now and after each change until `wakeup` becomes readable, blocking the calling thread.
    ///
    /// - Parameters:
    ///   - wakeup: A descriptor (a pipe's read end) whose readability ends the watch.
    ///   - report: Called with the current appearance first, then after every change.
    /// - Throws: ``AppearanceSourceError`` when the portal cannot be reached or the connection fails.
    public func watch(wakeup: Int32, report: (SystemAppearance) -> Void) throws(AppearanceSourceError) {
        let session = try PortalSession(environment: environment, timeoutMilliseconds: timeoutMilliseconds)
        defer { session.connection.close() }
        report(try session.start(subscribe: true))
        while let change = try session.nextChange(wakeup: wakeup) { report(change) }
    }

    /// What the portal says now.
    ///
    /// - Throws: ``AppearanceSourceError``.
    public func current() async throws(AppearanceSourceError) -> SystemAppearance {
        let source = self
        return try await HostThread.run { () throws(AppearanceSourceError) in try source.read() }
    }

    /// What the portal says now, then after every `SettingChanged` that changes it.
    ///
    /// - Throws: ``AppearanceSourceError`` when the bus or the portal cannot be reached.
    public func changes() async throws(AppearanceSourceError) -> AppearanceChanges {
        let source = self
        // Connecting, subscribing and the first read happen before this returns, so their errors are thrown here.
        let opened = try await HostThread.run { () throws(AppearanceSourceError) in
            let session = try PortalSession(environment: source.environment, timeoutMilliseconds: source.timeoutMilliseconds)
            do throws(AppearanceSourceError) {
                let first = try session.start(subscribe: true)
                return (PortalSessionBox(session), first)
            } catch {
                session.connection.close()
                throw error
            }
        }
        return try AppearanceChanges.running { wakeup, yield throws(AppearanceSourceError) in
            let session = opened.0.take()
            defer { session.connection.close() }
            yield(opened.1)
            while let change = try session.nextChange(wakeup: wakeup) { yield(change) }
        }
    }
}

/// Hands a session from the thread that opened it to the thread that reads it; used exactly once.
final class PortalSessionBox: @unchecked Sendable {
    private let session: PortalSession
    init(_ session: PortalSession) { self.session = session }
    func take() -> PortalSession { session }
}
