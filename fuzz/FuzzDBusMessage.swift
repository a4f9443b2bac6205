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
        guard !error.reason.isEmpty, error.offset >= 0, error.offset <= size else { preconditionFailure("error without a reason or place: \(error)") }
        // Either the same error, or no reading at all (a body that is not a{sa{sv}} is left to the whole decoder).
        switch streamed {
        case .failure(let streamError) where streamError == error: break
        case .success(nil): break
        default: preconditionFailure("the ReadAll reader says \(streamed), the decoder \(error)")
        }
        return 0
    }
    switch streamed {
    case .failure(let error):
        preconditionFailure("the ReadAll reader failed (\(error)) on a message the decoder reads")
    case .success(nil):
        guard message.bodySignature != "a{sa{sv}}" else { preconditionFailure("the ReadAll reader skipped an a{sa{sv}} body") }
    case .success(let settings?):
        guard message.body.count == 1, case .array(_, let entries) = message.body[0] else { preconditionFailure("the ReadAll reader read a body that is not one a{sa{sv}}") }
        var expected: [DBusSetting] = []
        for entry in entries {
            guard case .dictionaryEntry(.string(let namespace), .array(_, let keys)) = entry else { preconditionFailure("a{sa{sv}} decoded as \(entry)") }
            guard let index = namespaces.firstIndex(of: Array(namespace.utf8)) else { continue }
            for key in keys {
                guard case .dictionaryEntry(.string(let name), let value) = key else { preconditionFailure("a{sv} decoded as \(key)") }
                expected.append(DBusSetting(namespace: index, key: name, value: value))
            }
        }
        guard settings == expected || message.body.contains(where: \.hasNaN) else {
            preconditionFailure("the ReadAll reader found \(settings), the decoder \(expected)")
        }
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
