import NocturneSupport

/// One Unix-socket D-Bus server address (`unix:path=…` or `unix:abstract=…`).
struct DBusAddress: Hashable, Sendable {
    /// Where the socket is.
    enum Location: Hashable, Sendable {
        /// A socket file.
        case path(String)
        /// A Linux abstract socket name (no file; written after a leading NUL).
        case abstract(String)
    }

    /// The socket.
    var location: Location

    /// The addresses a `DBUS_SESSION_BUS_ADDRESS`-style string lists, in order, skipping transports other than Unix sockets.
    ///
    /// - Parameter text: `;`-separated addresses, each `transport:key=value,…` with values percent-escaped.
    /// - Throws: ``AppearanceSourceError/unsupportedAddress(_:)`` when no entry is a usable Unix socket address.
    static func parse(_ text: String) throws(AppearanceSourceError) -> [DBusAddress] {
        var addresses: [DBusAddress] = []
        for entry in text.split(separator: ";") {
            guard let colon = entry.firstIndex(of: ":"), entry[..<colon] == "unix" else { continue }
            var path: String?
            var abstract: String?
            for pair in entry[entry.index(after: colon)...].split(separator: ",") {
                guard let equals = pair.firstIndex(of: "=") else { continue }
                let key = pair[..<equals]
                guard let value = unescape(pair[pair.index(after: equals)...]) else { throw .unsupportedAddress(text) }
                if key == "path" { path = value } else if key == "abstract" { abstract = value }
            }
            if let path { addresses.append(DBusAddress(location: .path(path))) }
            else if let abstract { addresses.append(DBusAddress(location: .abstract(abstract))) }
        }
        guard !addresses.isEmpty else { throw .unsupportedAddress(text) }
        return addresses
    }

    /// The session bus's addresses from the environment: `DBUS_SESSION_BUS_ADDRESS`, else `$XDG_RUNTIME_DIR/bus` when it exists.
    static func session(environment: [String: String]) throws(AppearanceSourceError) -> [DBusAddress] {
        if let text = environment["DBUS_SESSION_BUS_ADDRESS"], !text.isEmpty { return try parse(text) }
        if let runtime = environment["XDG_RUNTIME_DIR"], !runtime.isEmpty, access(runtime + "/bus", F_OK) == 0 {
            return [DBusAddress(location: .path(runtime + "/bus"))]
        }
        throw .noSessionBus
    }

    private static func unescape(_ text: Substring) -> String? {
        var bytes: [UInt8] = []
        var iterator = text.utf8.makeIterator()
        while let byte = iterator.next() {
            guard byte == UInt8(ascii: "%") else { bytes.append(byte); continue }
            guard let high = iterator.next().flatMap(hexDigit), let low = iterator.next().flatMap(hexDigit) else { return nil }
            bytes.append(high << 4 | low)
        }
        return String(validating: bytes, as: UTF8.self)
    }

    private static func hexDigit(_ byte: UInt8) -> UInt8? {
        switch byte {
        case 0x30...0x39: byte - 0x30
        case 0x41...0x46: byte - 0x41 + 10
        case 0x61...0x66: byte - 0x61 + 10
        default: nil
        }
    }

    /// The address as D-Bus spells it (for messages).
    var text: String {
        switch location {
        case .path(let path): "unix:path=\(path)"
        case .abstract(let name): "unix:abstract=\(name)"
        }
    }
}
