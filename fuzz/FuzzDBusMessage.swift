// The D-Bus harness: NocturneHost's message decoder and encoder (fuzz/run.sh compiles their files into the
// fuzzing executable itself, so the rest of NocturneHost need not be built).
//
// Every input is decoded as one message in either byte order (through the framing check a connection uses).
// A decoding failure must be a DBusDecodingError, which the signature forces; anything else is a crash. A
// message that decodes is encoded again in both byte orders, and both encodings must decode to the same
// message (the decoder accepts nothing the encoder cannot write back).

/// Decodes the input as one D-Bus message and checks the error or the round trip (see above).
func fuzzDBusMessage(_ buffer: UnsafeRawBufferPointer) {
    let size = buffer.count
    if size >= 16 { _ = try? DBusMessage.length(ofMessageStartingWith: UnsafeRawBufferPointer(rebasing: buffer[0..<16])) }
    let message: DBusMessage
    do throws(DBusDecodingError) {
        message = try DBusMessage(decoding: buffer)
    } catch {
        guard !error.reason.isEmpty, error.offset >= 0, error.offset <= size else { fatalError("error without a reason or place: \(error)") }
        return
    }
    for bigEndian in [false, true] {
        let again = message.encoded(bigEndian: bigEndian)
        guard let decoded = try? DBusMessage(decoding: again), decoded == message || message.body.contains(where: \.hasNaN) else {
            fatalError("re-encoded message (bigEndian: \(bigEndian)) does not decode to itself")
        }
    }
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
