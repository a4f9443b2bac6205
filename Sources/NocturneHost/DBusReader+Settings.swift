/// One setting of a `ReadAll` reply, as ``DBusReader/readSettings(of:)`` meets it.
struct DBusSetting: Hashable, Sendable {
    /// The index of its namespace among the namespaces asked for.
    var namespace: Int
    /// Its key.
    var key: String
    /// Its value, still in its variant.
    var value: DBusValue
}

extension DBusMessage {
    /// The signature of a `ReadAll` reply's body.
    static let settingsSignature = Array("a{sa{sv}}".utf8)

    /// Decodes a `ReadAll` reply, reading its body setting by setting instead of building it as values.
    ///
    /// The body is checked exactly as ``init(decoding:)-(UnsafeRawBufferPointer)`` checks it, error for error (the
    /// fuzzer compares the two); only the settings of the given namespaces are returned, in order.
    /// - Parameters:
    ///   - bytes: Exactly one message.
    ///   - namespaces: The namespaces of interest, as UTF-8.
    /// - Returns: The settings, or `nil` when the body's signature is not `a{sa{sv}}` (decode it whole then).
    /// - Throws: ``DBusDecodingError`` naming the problem and its offset.
    static func settings(ofReadAllReply bytes: UnsafeRawBufferPointer, namespaces: [[UInt8]]) throws(DBusDecodingError) -> [DBusSetting]? {
        var (_, reader, signature) = try header(of: bytes)
        guard let signature, signature.elementsEqual(settingsSignature) else { return nil }
        let settings = try reader.readSettings(of: namespaces)
        try reader.expectEnd()
        return settings
    }
}

extension DBusReader {
    /// Reads an `a{sa{sv}}` value (a `ReadAll` reply's body) at depth 0 without building its arrays and entries.
    ///
    /// Performs the checks ``value(of:depth:)`` performs for that type, in the same order, with the same errors;
    /// each setting's value is decoded with ``value(of:depth:)`` itself.
    /// - Parameter namespaces: The namespaces whose settings are returned, as UTF-8.
    /// - Returns: The settings of those namespaces, in order.
    mutating func readSettings(of namespaces: [[UInt8]]) throws(DBusDecodingError) -> [DBusSetting] {
        var settings: [DBusSetting] = []
        settings.reserveCapacity(8)
        // The outer array (depth 0) of entries (depth 1): a namespace (depth 2) and an array (depth 2) of entries
        // (depth 3): a key (depth 4) and a variant (depth 4).
        let outer = try arrayBounds()
        while offset < outer.end {
            try align(8)
            let namespace = try stringView()
            let index = namespaces.firstIndex { $0.elementsEqual(namespace) }
            let entries = try arrayBounds()
            while offset < entries.end {
                try align(8)
                let key = try string()
                let value = try value(of: .variant, depth: 4)
                if let index { settings.append(DBusSetting(namespace: index, key: key, value: value)) }
            }
            try expectArrayEnd(entries)
        }
        try expectArrayEnd(outer)
        return settings
    }

    /// An array of dictionary entries' length, alignment and bounds, checked as ``value(of:depth:)`` does.
    private mutating func arrayBounds() throws(DBusDecodingError) -> (start: Int, length: Int, end: Int) {
        let start = offset
        let length = Int(try uint32())
        guard length <= Self.maximumArrayLength else { throw DBusDecodingError("array of \(length) bytes exceeds 64 MiB", at: start) }
        try align(8)
        guard length <= bytes.count - offset else {
            throw DBusDecodingError("message ends early: \(length) more bytes needed", at: offset)
        }
        return (start, length, offset + length)
    }

    /// Checks that an array's last element ended exactly at its end.
    private func expectArrayEnd(_ array: (start: Int, length: Int, end: Int)) throws(DBusDecodingError) {
        guard offset == array.end else { throw DBusDecodingError("array element runs past the array's \(array.length) bytes", at: array.start) }
    }

    /// A `s`'s bytes, checked to be valid UTF-8 as ``string()`` checks them, without making a String of ASCII.
    private mutating func stringView() throws(DBusDecodingError) -> UnsafeRawBufferPointer {
        let (text, isASCII) = try stringBytes()
        guard isASCII || String(validating: text, as: UTF8.self) != nil else {
            throw DBusDecodingError("string is not valid UTF-8", at: offset - text.count - 1)
        }
        return text
    }
}
