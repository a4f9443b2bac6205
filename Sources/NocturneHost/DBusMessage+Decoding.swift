extension DBusMessage {
    /// The largest message the D-Bus specification allows (128 MiB).
    static let maximumLength = 1 << 27

    /// The total length of the message whose first 16 bytes are given, so a reader knows how much to wait for.
    ///
    /// - Parameter header: At least the first 16 bytes of a message.
    /// - Returns: The whole message's length in bytes.
    /// - Throws: ``DBusDecodingError`` when the fixed header is not one (wrong byte order mark, version, or too long).
    static func length(ofMessageStartingWith header: UnsafeRawBufferPointer) throws(DBusDecodingError) -> Int {
        guard header.count >= 16 else { throw DBusDecodingError("a message header needs 16 bytes, found \(header.count)", at: header.count) }
        let bigEndian: Bool
        switch header[0] {
        case UInt8(ascii: "l"): bigEndian = false
        case UInt8(ascii: "B"): bigEndian = true
        default: throw DBusDecodingError("byte order mark must be 'l' or 'B', found \(DBusType.describe(header[0]))", at: 0)
        }
        guard header[3] == 1 else { throw DBusDecodingError("protocol version must be 1, found \(header[3])", at: 3) }
        var reader = DBusReader(bytes: header, bigEndian: bigEndian)
        reader.offset = 4
        let bodyLength = Int(try reader.uint32())
        reader.offset = 12
        let fieldsLength = Int(try reader.uint32())
        let total = 16 + ((fieldsLength + 7) & ~7) + bodyLength
        guard fieldsLength < maximumLength, bodyLength < maximumLength, total <= maximumLength else {
            throw DBusDecodingError("message of \(total) bytes exceeds the 128 MiB limit", at: 4)
        }
        return total
    }

    /// Decodes one whole message in either byte order.
    ///
    /// - Parameter bytes: Exactly one message.
    /// - Throws: ``DBusDecodingError`` naming the problem and its offset; never traps on any input.
    init(decoding bytes: UnsafeRawBufferPointer) throws(DBusDecodingError) {
        var (header, reader, signature) = try Self.header(of: bytes)
        self = header
        guard let signature else { return }
        let types: [DBusType]
        do { types = try DBusType.parse(signature) } catch {
            throw DBusDecodingError("bad body signature: \(error.reason)", at: 16)
        }
        var values: [DBusValue] = []
        values.reserveCapacity(types.count)
        for type in types { values.append(try reader.value(of: type, depth: 0)) }
        try reader.expectEnd()
        body = values
    }

    /// Decodes a message's fixed header and header fields, not its body.
    ///
    /// - Parameter bytes: Exactly one message.
    /// - Returns: The message with an empty body; a reader at the body's start; the body's signature (a view
    ///   into `bytes`), or `nil` when there is no body (then the message is checked to end there).
    /// - Throws: ``DBusDecodingError`` naming the problem and its offset.
    static func header(of bytes: UnsafeRawBufferPointer) throws(DBusDecodingError)
        -> (message: DBusMessage, body: DBusReader, signature: UnsafeRawBufferPointer?)
    {
        let total = try Self.length(ofMessageStartingWith: bytes)
        guard total == bytes.count else {
            throw DBusDecodingError("header announces \(total) bytes but the message has \(bytes.count)", at: 4)
        }
        var reader = DBusReader(bytes: bytes, bigEndian: bytes[0] == UInt8(ascii: "B"))
        reader.offset = 1
        let kind = Kind(rawValue: try reader.byte())
        guard (1...4).contains(kind.rawValue) else { throw DBusDecodingError("unknown message type \(kind.rawValue)", at: 1) }
        let flags = try reader.byte()
        reader.offset = 8
        let serial = try reader.uint32()
        guard serial != 0 else { throw DBusDecodingError("serial must not be 0", at: 8) }
        var message = DBusMessage(kind: kind, flags: flags, serial: serial)

        let fieldsLength = Int(try reader.uint32())
        let fieldsEnd = 16 + fieldsLength
        var signature: UnsafeRawBufferPointer?
        while reader.offset < fieldsEnd {
            try reader.align(8)
            let fieldStart = reader.offset
            let code = try reader.byte()
            let typeSignature = try reader.signatureBytes()
            func expect(_ expected: UInt8, _ name: String) throws(DBusDecodingError) {
                guard typeSignature.count == 1, typeSignature[0] == expected else {
                    throw DBusDecodingError("header field \(name) must have type '\(Character(Unicode.Scalar(expected)))'", at: fieldStart)
                }
            }
            switch code {
            case 1: try expect(UInt8(ascii: "o"), "PATH"); message.path = try reader.objectPath()
            case 2: try expect(UInt8(ascii: "s"), "INTERFACE"); message.interface = try reader.string()
            case 3: try expect(UInt8(ascii: "s"), "MEMBER"); message.member = try reader.string()
            case 4: try expect(UInt8(ascii: "s"), "ERROR_NAME"); message.errorName = try reader.string()
            case 5: try expect(UInt8(ascii: "u"), "REPLY_SERIAL"); message.replySerial = try reader.uint32()
            case 6: try expect(UInt8(ascii: "s"), "DESTINATION"); message.destination = try reader.string()
            case 7: try expect(UInt8(ascii: "s"), "SENDER"); message.sender = try reader.string()
            case 8:
                try expect(UInt8(ascii: "g"), "SIGNATURE")
                signature = try reader.signatureBytes()
            case 0:
                throw DBusDecodingError("header field code 0 is invalid", at: fieldStart)
            default:
                // Unknown header fields must be ignored; their value is still checked.
                let type: DBusType
                do { type = try DBusType.parseSingle(typeSignature) } catch {
                    throw DBusDecodingError("bad signature in header field \(code): \(error.reason)", at: fieldStart + 1)
                }
                _ = try reader.value(of: type, depth: 1)
            }
            guard reader.offset <= fieldsEnd else { throw DBusDecodingError("header field runs past the header fields array", at: fieldStart) }
        }
        try reader.align(8)

        switch kind {
        case .methodCall:
            guard message.path != nil, message.member != nil else { throw DBusDecodingError("a method call needs PATH and MEMBER", at: 12) }
        case .signal:
            guard message.path != nil, message.interface != nil, message.member != nil else {
                throw DBusDecodingError("a signal needs PATH, INTERFACE and MEMBER", at: 12)
            }
        case .error:
            guard message.errorName != nil, message.replySerial != nil else { throw DBusDecodingError("an error needs ERROR_NAME and REPLY_SERIAL", at: 12) }
        default:
            guard message.replySerial != nil else { throw DBusDecodingError("a method return needs REPLY_SERIAL", at: 12) }
        }

        if signature == nil, reader.offset != bytes.count {
            throw DBusDecodingError("a body without a SIGNATURE header field", at: reader.offset)
        }
        return (message, reader, signature)
    }

    /// Decodes one whole message held in an array.
    init(decoding bytes: [UInt8]) throws(DBusDecodingError) {
        let result: Result<DBusMessage, DBusDecodingError> = bytes.withUnsafeBytes { raw in
            do throws(DBusDecodingError) { return .success(try DBusMessage(decoding: raw)) } catch { return .failure(error) }
        }
        self = try result.get()
    }
}

/// A bounds-checked cursor over a message's bytes in one byte order.
struct DBusReader {
    let bytes: UnsafeRawBufferPointer
    let bigEndian: Bool
    var offset = 0

    init(bytes: UnsafeRawBufferPointer, bigEndian: Bool) {
        self.bytes = bytes
        self.bigEndian = bigEndian
    }

    /// The deepest nesting of containers (arrays, structures, variants) the specification allows.
    static let maximumDepth = 64
    /// The longest array the specification allows (64 MiB).
    static let maximumArrayLength = 1 << 26

    @inline(__always)
    private func need(_ count: Int) throws(DBusDecodingError) {
        guard count <= bytes.count - offset else {
            throw DBusDecodingError("message ends early: \(count) more bytes needed", at: offset)
        }
    }

    @inline(__always)
    mutating func align(_ alignment: Int) throws(DBusDecodingError) {
        let aligned = (offset + alignment - 1) & ~(alignment - 1)
        guard aligned != offset else { return }
        try need(aligned - offset)
        while offset < aligned {
            guard bytes[offset] == 0 else { throw DBusDecodingError("padding byte is not zero", at: offset) }
            offset += 1
        }
    }

    @inline(__always)
    mutating func byte() throws(DBusDecodingError) -> UInt8 {
        try need(1)
        defer { offset += 1 }
        return bytes[offset]
    }

    mutating func uint16() throws(DBusDecodingError) -> UInt16 { try integer(UInt16.self) }

    @inline(__always)
    mutating func uint32() throws(DBusDecodingError) -> UInt32 { try integer(UInt32.self) }

    mutating func uint64() throws(DBusDecodingError) -> UInt64 { try integer(UInt64.self) }

    /// A fixed-width integer, aligned to its size, in the message's byte order.
    @inline(__always)
    private mutating func integer<T: FixedWidthInteger>(_: T.Type) throws(DBusDecodingError) -> T {
        let size = MemoryLayout<T>.size
        try align(size)
        try need(size)
        let raw = bytes.loadUnaligned(fromByteOffset: offset, as: T.self)
        offset += size
        return bigEndian ? T(bigEndian: raw) : T(littleEndian: raw)
    }

    /// A `s` or `o`'s UTF-8 bytes (length, bytes without NUL, then a NUL), as a view into the message, and whether they are all ASCII.
    mutating func stringBytes() throws(DBusDecodingError) -> (text: UnsafeRawBufferPointer, isASCII: Bool) {
        let start = offset
        let length = Int(try uint32())
        guard length < DBusMessage.maximumLength else { throw DBusDecodingError("string length \(length) is too large", at: start) }
        try need(length + 1)
        let text = UnsafeRawBufferPointer(rebasing: bytes[offset..<offset + length])
        guard bytes[offset + length] == 0 else { throw DBusDecodingError("string is not followed by a NUL", at: offset + length) }
        // One pass finds a NUL and tells ASCII (the bus's names, paths and the portal's keys) from the rest,
        // eight bytes at a time: a word has a zero byte when (w - 0x01…01) & ~w & 0x80…80 is not zero.
        let ones: UInt64 = 0x0101_0101_0101_0101
        let highs: UInt64 = 0x8080_8080_8080_8080
        var zeros: UInt64 = 0
        var bits: UInt64 = 0
        var index = 0
        while index + 8 <= length {
            let word = text.loadUnaligned(fromByteOffset: index, as: UInt64.self)
            zeros |= (word &- ones) & ~word & highs
            bits |= word
            index += 8
        }
        while index < length {
            let byte = UInt64(text[index])
            if byte == 0 { zeros = highs }
            bits |= byte
            index += 1
        }
        guard zeros == 0 else { throw DBusDecodingError("string contains a NUL", at: offset) }
        offset += length + 1
        return (text, bits & highs == 0)
    }

    /// A `s`: length, UTF-8 bytes without NUL, then a NUL.
    mutating func string() throws(DBusDecodingError) -> String {
        let (text, isASCII) = try stringBytes()
        // ASCII is valid UTF-8: made directly (String(validating:) goes through an unspecialized generic path).
        if isASCII { return String(decoding: text, as: UTF8.self) }
        guard let value = String(validating: text, as: UTF8.self) else {
            throw DBusDecodingError("string is not valid UTF-8", at: offset - text.count - 1)
        }
        return value
    }

    /// An `o`: a string that is a valid object path.
    mutating func objectPath() throws(DBusDecodingError) -> String {
        let start = offset
        let (text, _) = try stringBytes()
        // A valid path is ASCII, so it is checked before it becomes a String.
        guard Self.isValidObjectPath(text) else {
            throw DBusDecodingError("'\(String(decoding: text, as: UTF8.self))' is not a valid object path", at: start)
        }
        return String(decoding: text, as: UTF8.self)
    }

    static func isValidObjectPath(_ path: String) -> Bool {
        var path = path
        return path.withUTF8 { isValidObjectPath(UnsafeRawBufferPointer($0)) }
    }

    /// Whether the bytes are `/`, or `/`-separated non-empty elements of `[A-Za-z0-9_]` with no trailing `/`.
    static func isValidObjectPath(_ utf8: UnsafeRawBufferPointer) -> Bool {
        guard utf8.first == UInt8(ascii: "/") else { return false }
        if utf8.count == 1 { return true }
        var previousSlash = false
        for byte in utf8 {
            if byte == UInt8(ascii: "/") {
                if previousSlash { return false }
                previousSlash = true
                continue
            }
            previousSlash = false
            let ok = (0x30...0x39).contains(byte) || (0x41...0x5A).contains(byte) || (0x61...0x7A).contains(byte) || byte == UInt8(ascii: "_")
            if !ok { return false }
        }
        return !previousSlash
    }

    /// A `g`'s bytes (one length byte, the signature, a NUL), as a view into the message.
    mutating func signatureBytes() throws(DBusDecodingError) -> UnsafeRawBufferPointer {
        let length = Int(try byte())
        try need(length + 1)
        let value = UnsafeRawBufferPointer(rebasing: bytes[offset..<offset + length])
        guard bytes[offset + length] == 0 else { throw DBusDecodingError("signature is not followed by a NUL", at: offset + length) }
        offset += length + 1
        return value
    }

    /// Checks that the body's last value ended the message.
    func expectEnd() throws(DBusDecodingError) {
        guard offset == bytes.count else {
            throw DBusDecodingError("\(bytes.count - offset) bytes after the body's last value", at: offset)
        }
    }

    /// One value of a known type.
    mutating func value(of type: DBusType, depth: Int) throws(DBusDecodingError) -> DBusValue {
        switch type {
        case .byte: return .byte(try byte())
        case .boolean:
            try align(4)
            let start = offset
            let raw = try uint32()
            guard raw <= 1 else { throw DBusDecodingError("a boolean must be 0 or 1, found \(raw)", at: start) }
            return .boolean(raw == 1)
        case .int16: return .int16(Int16(bitPattern: try uint16()))
        case .uint16: return .uint16(try uint16())
        case .int32: return .int32(Int32(bitPattern: try uint32()))
        case .uint32: return .uint32(try uint32())
        case .int64: return .int64(Int64(bitPattern: try uint64()))
        case .uint64: return .uint64(try uint64())
        case .double: return .double(Double(bitPattern: try uint64()))
        case .string: return .string(try string())
        case .objectPath: return .objectPath(try objectPath())
        case .signature:
            let start = offset
            let raw = try signatureBytes()
            do { _ = try DBusType.parse(raw) } catch { throw DBusDecodingError("bad signature value: \(error.reason)", at: start) }
            return .signature(String(decoding: raw, as: UTF8.self))
        case .variant:
            guard depth < Self.maximumDepth else { throw DBusDecodingError("containers nested deeper than \(Self.maximumDepth)", at: offset) }
            let start = offset
            let raw = try signatureBytes()
            let inner: DBusType
            do { inner = try DBusType.parseSingle(raw) } catch { throw DBusDecodingError("bad variant signature: \(error.reason)", at: start) }
            return .variant(try value(of: inner, depth: depth + 1))
        case .array(let element):
            guard depth < Self.maximumDepth else { throw DBusDecodingError("containers nested deeper than \(Self.maximumDepth)", at: offset) }
            let start = offset
            let length = Int(try uint32())
            guard length <= Self.maximumArrayLength else { throw DBusDecodingError("array of \(length) bytes exceeds 64 MiB", at: start) }
            try align(element.alignment)
            try need(length)
            let end = offset + length
            var elements: [DBusValue] = []
            // Room for the most elements the length allows, within reason: one allocation instead of regrowing.
            elements.reserveCapacity(Swift.min(length / element.minimumSize, 64))
            while offset < end {
                elements.append(try value(of: element, depth: depth + 1))
            }
            guard offset == end else { throw DBusDecodingError("array element runs past the array's \(length) bytes", at: start) }
            return .array(element: element, elements)
        case .dictionaryEntry(let keyType, let valueType):
            try align(8)
            let key = try value(of: keyType, depth: depth + 1)
            return .dictionaryEntry(key, try value(of: valueType, depth: depth + 1))
        case .structure(let fields):
            guard depth < Self.maximumDepth else { throw DBusDecodingError("containers nested deeper than \(Self.maximumDepth)", at: offset) }
            try align(8)
            var values: [DBusValue] = []
            values.reserveCapacity(fields.count)
            for field in fields { values.append(try value(of: field, depth: depth + 1)) }
            return .structure(values)
        }
    }
}
