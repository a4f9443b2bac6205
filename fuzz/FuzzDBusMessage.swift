// The D-Bus harness: NocturneHost's message decoder, its ReadAll reply reader and its encoder (fuzz/run.sh compiles
// their files into the fuzzing executable itself, so the rest of NocturneHost need not be built).
//
// Every input is decoded as one message in either byte order (through the framing check a connection uses).
// A decoding failure must be a DBusDecodingError, which the signature forces; anything else is a crash. A
// message that decodes is encoded again in both byte orders, and both encodings must decode to the same
// message (the decoder accepts nothing the encoder cannot write back).

/// Decodes the input as one D-Bus message, and as a ReadAll reply, and checks the error or the round trip (see above).
func fuzzDBusMessage(_ buffer: UnsafeRawBufferPointer) {
    let size = buffer.count
    if size >= 16 { _ = try? DBusMessage.length(ofMessageStartingWith: UnsafeRawBufferPointer(rebasing: buffer[0..<16])) }
    // The ReadAll reply's reader must agree with the whole decoder: the same error, or the same settings.
    let namespaces = [Array("org.freedesktop.appearance".utf8), Array("org.gnome.desktop.a11y.interface".utf8)]
    let streamed: Result<[DBusSetting]?, DBusDecodingError>
    do throws(DBusDecodingError) { streamed = .success(try DBusMessage.settings(ofReadAllReply: buffer, namespaces: namespaces)) } catch {
        streamed = .failure(error)
    }
    let message: DBusMessage
    do throws(DBusDecodingError) {
        message = try DBusMessage(decoding: buffer)
    } catch {
        guard !error.reason.isEmpty, error.offset >= 0, error.offset <= size else { fatalError("error without a reason or place: \(error)") }
        // Either the same error, or no reading at all (a body that is not a{sa{sv}} is left to the whole decoder).
        switch streamed {
        case .failure(let streamError) where streamError == error: break
        case .success(nil): break
        default: fatalError("the ReadAll reader says \(streamed), the decoder \(error)")
        }
        return
    }
    switch streamed {
    case .failure(let error):
        fatalError("the ReadAll reader failed (\(error)) on a message the decoder reads")
    case .success(nil):
        guard message.bodySignature != "a{sa{sv}}" else { fatalError("the ReadAll reader skipped an a{sa{sv}} body") }
    case .success(let settings?):
        guard message.body.count == 1, case .array(_, let entries) = message.body[0] else { fatalError("the ReadAll reader read a body that is not one a{sa{sv}}") }
        var expected: [DBusSetting] = []
        for entry in entries {
            guard case .dictionaryEntry(.string(let namespace), .array(_, let keys)) = entry else { fatalError("a{sa{sv}} decoded as \(entry)") }
            guard let index = namespaces.firstIndex(of: Array(namespace.utf8)) else { continue }
            for key in keys {
                guard case .dictionaryEntry(.string(let name), let value) = key else { fatalError("a{sv} decoded as \(key)") }
                expected.append(DBusSetting(namespace: index, key: name, value: value))
            }
        }
        guard settings == expected || message.body.contains(where: \.hasNaN) else {
            fatalError("the ReadAll reader found \(settings), the decoder \(expected)")
        }
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
