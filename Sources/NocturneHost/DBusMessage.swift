/// One D-Bus message: its header fields and its body, decoded or about to be encoded.
///
/// Serials are never 0; the kinds and header field codes follow the D-Bus specification
/// (`#message-protocol-messages`, `#message-protocol-header-fields`).
struct DBusMessage: Hashable, Sendable {
    /// The message type byte.
    struct Kind: RawRepresentable, Hashable, Sendable {
        var rawValue: UInt8
        static let methodCall = Kind(rawValue: 1)
        static let methodReturn = Kind(rawValue: 2)
        static let error = Kind(rawValue: 3)
        static let signal = Kind(rawValue: 4)
    }

    /// Header flag: the caller does not want a reply.
    static let noReplyExpected: UInt8 = 0x1

    /// The message type.
    var kind: Kind
    /// Header flags.
    var flags: UInt8 = 0
    /// The sender's serial for this message (never 0).
    var serial: UInt32
    /// `PATH` (1).
    var path: String?
    /// `INTERFACE` (2).
    var interface: String?
    /// `MEMBER` (3).
    var member: String?
    /// `ERROR_NAME` (4).
    var errorName: String?
    /// `REPLY_SERIAL` (5).
    var replySerial: UInt32?
    /// `DESTINATION` (6).
    var destination: String?
    /// `SENDER` (7).
    var sender: String?
    /// The body's values; their types make up the `SIGNATURE` (8) field.
    var body: [DBusValue] = []

    /// The body's signature text.
    var bodySignature: String { body.map(\.type.signature).joined() }

    /// A method call.
    static func methodCall(
        serial: UInt32, destination: String?, path: String, interface: String?, member: String, body: [DBusValue] = []
    ) -> DBusMessage {
        DBusMessage(kind: .methodCall, serial: serial, path: path, interface: interface, member: member, destination: destination, body: body)
    }

    /// The error message's first body argument when it is a string (its human-readable text).
    var errorMessage: String? {
        guard kind == .error, let first = body.first else { return nil }
        return first.text
    }
}
