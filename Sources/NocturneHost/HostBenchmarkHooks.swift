import NocturneSupport

/// What `nocturne-bench` measures inside NocturneHost; package access, not public API.
package enum HostBenchmarkHooks {
    /// A `ReadAll` reply as the portal sends it: all four appearance keys (the tests' fixture too).
    static let readAllMessage = DBusMessage(
        kind: .methodReturn, serial: 7, replySerial: 3, destination: ":1.42", sender: ":1.7",
        body: [
            .array(element: .dictionaryEntry(key: .string, value: .array(.dictionaryEntry(key: .string, value: .variant))), [
                .dictionaryEntry(.string("org.freedesktop.appearance"), .array(element: .dictionaryEntry(key: .string, value: .variant), [
                    .dictionaryEntry(.string("color-scheme"), .variant(.uint32(1))),
                    .dictionaryEntry(.string("accent-color"), .variant(.structure([.double(0.2), .double(0.4), .double(0.6)]))),
                    .dictionaryEntry(.string("contrast"), .variant(.uint32(0))),
                    .dictionaryEntry(.string("reduced-motion"), .variant(.uint32(0))),
                ])),
            ])
        ]
    )

    /// ``readAllMessage`` encoded little-endian, as the benchmark decodes it.
    package static let readAllReply: [UInt8] = readAllMessage.encoded()

    /// Does what a portal session does with a `ReadAll` reply: the connection reads the header to see whose reply
    /// it is (and keeps its bytes), then the settings are read from the whole message; returns 1 when they say dark.
    package static func decodeReadAll(_ bytes: [UInt8]) -> Int {
        let replySerial: UInt32? = bytes.withUnsafeBytes { raw in (try? DBusMessage.header(of: raw))?.message.replySerial }
        guard replySerial == 3 else { return 0 }
        var settings = PortalSettings()
        guard (try? settings.apply(readAllReply: bytes)) != nil else { return 0 }
        return settings.colorScheme == .dark && settings.accentColor != nil ? 1 : 0
    }

    /// Runs a helper command to completion (the `gdbus call` baseline); returns its output.
    ///
    /// - Throws: ``AppearanceSourceError/commandFailed(command:reason:)`` when it is missing, fails or takes over 10 s.
    package static func run(_ name: String, _ arguments: [String], environment: [String: String]) throws(AppearanceSourceError) -> String {
        try HelperCommand.run(name, arguments, environment: environment, timeoutMilliseconds: 10_000)
    }

    /// A portal session over one end of a socket pair, fed `SettingChanged` signals through the other end.
    package final class SignalLoopback {
        private let session: PortalSession
        private let peer: Int32
        private var serial: UInt32 = 1

        /// Creates the pair; `nil` when the process is out of descriptors.
        package init?() {
            var descriptors: [Int32] = [0, 0]
            guard socketpair(AF_UNIX, Int32(SOCK_STREAM.rawValue), 0, &descriptors) == 0 else { return nil }
            session = PortalSession(connection: DBusConnection(descriptor: descriptors[0], addressText: "socketpair"), timeoutMilliseconds: 1000)
            peer = descriptors[1]
        }

        deinit { _ = Glibc.close(peer) }

        /// Writes one `SettingChanged(org.freedesktop.appearance, color-scheme, <u>)` signal.
        package func send(colorScheme: UInt32) {
            serial &+= 1
            let bytes = DBusMessage(
                kind: .signal, serial: serial, path: PortalSession.objectPath, interface: PortalSession.interface, member: "SettingChanged",
                sender: ":1.3", body: [.string(PortalSettings.appearanceNamespace), .string("color-scheme"), .variant(.uint32(colorScheme))]
            ).encoded()
            _ = bytes.withUnsafeBytes { write(peer, $0.baseAddress, $0.count) }
        }

        /// Reads and applies the next signal: the new appearance, or `nil` if it changed nothing.
        package func receive() -> SystemAppearance? {
            try? session.nextChange(wakeup: nil)
        }
    }
}
