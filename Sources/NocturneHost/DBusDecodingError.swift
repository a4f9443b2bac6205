/// Why bytes are not a well-formed D-Bus message, and where.
public struct DBusDecodingError: Error, Hashable, Sendable, CustomStringConvertible {
    /// The byte offset in the message where the problem was found.
    public var offset: Int
    /// What is wrong there, in words (`"a boolean must be 0 or 1, found 7"`).
    public var reason: String

    /// Creates an error.
    ///
    /// - Parameters:
    ///   - reason: What is wrong.
    ///   - offset: Where in the message.
    public init(_ reason: String, at offset: Int) {
        self.reason = reason
        self.offset = offset
    }

    /// The reason and the offset: `malformed D-Bus message: … at byte 12`.
    public var description: String { "malformed D-Bus message: \(reason) at byte \(offset)" }
}
