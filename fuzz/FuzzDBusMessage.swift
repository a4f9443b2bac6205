// libFuzzer entry point for the D-Bus message decoder of NocturneHost. Built by fuzz/run-dbus.sh together with
// the decoder's sources into one executable; not part of the Swift package.
//
// Every input is decoded as one message in either byte order (through the framing check a connection uses).
// A decoding failure must be a DBusDecodingError, which the signature forces; anything else is a crash. A
// message that decodes is encoded again in both byte orders, and both encodings must decode to the same
// message (the decoder accepts nothing the encoder cannot write back).

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzDBusMessage(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    let buffer = UnsafeRawBufferPointer(start: data, count: size)
    if size >= 16 { _ = try? DBusMessage.length(ofMessageStartingWith: UnsafeRawBufferPointer(rebasing: buffer[0..<16])) }
    let message: DBusMessage
    do throws(DBusDecodingError) {
        message = try DBusMessage(decoding: buffer)
    } catch {
        guard !error.reason.isEmpty, error.offset >= 0, error.offset <= size else { preconditionFailure("error without a reason or place: \(error)") }
        return 0
    }
    for bigEndian in [false, true] {
        let again = message.encoded(bigEndian: bigEndian)
        guard let decoded = try? DBusMessage(decoding: again), decoded == message || message.body.contains(where: \.hasNaN) else {
            preconditionFailure("re-encoded message (bigEndian: \(bigEndian)) does not decode to itself")
        }
    }
    return 0
}

extension DBusValue {
    /// Whether a double somewhere inside is NaN (NaN != NaN, so such a message cannot compare equal to itself).
    var hasNaN: Bool {
        switch self {
        case .double(let value): value.isNaN
        case .variant(let inner): inner.hasNaN
        case .array(_, let elements), .structure(let elements): elements.contains(where: \.hasNaN)
        case .dictionaryEntry(let key, let value): key.hasNaN || value.hasNaN
        default: false
        }
    }
}
