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
        self.init(kind: kind, flags: flags, serial: serial)

        let fieldsLength = Int(try reader.uint32())
        let fieldsEnd = 16 + fieldsLength
        var signature: [UInt8] = []
        var hasSignature = false
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
            case 1: try expect(UInt8(ascii: "o"), "PATH"); path = try reader.objectPath()
            case 2: try expect(UInt8(ascii: "s"), "INTERFACE"); interface = try reader.string()
            case 3: try expect(UInt8(ascii: "s"), "MEMBER"); member = try reader.string()
            case 4: try expect(UInt8(ascii: "s"), "ERROR_NAME"); errorName = try reader.string()
            case 5: try expect(UInt8(ascii: "u"), "REPLY_SERIAL"); replySerial = try reader.uint32()
            case 6: try expect(UInt8(ascii: "s"), "DESTINATION"); destination = try reader.string()
            case 7: try expect(UInt8(ascii: "s"), "SENDER"); sender = try reader.string()
            case 8:
                try expect(UInt8(ascii: "g"), "SIGNATURE")
                signature = try reader.signatureBytes()
                hasSignature = true
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
            guard path != nil, member != nil else { throw DBusDecodingError("a method call needs PATH and MEMBER", at: 12) }
        case .signal:
            guard path != nil, interface != nil, member != nil else { throw DBusDecodingError("a signal needs PATH, INTERFACE and MEMBER", at: 12) }
        case .error:
            guard errorName != nil, replySerial != nil else { throw DBusDecodingError("an error needs ERROR_NAME and REPLY_SERIAL", at: 12) }
        default:
            guard replySerial != nil else { throw DBusDecodingError("a method return needs REPLY_SERIAL", at: 12) }
        }

        let bodyStart = reader.offset
        if !hasSignature {
            guard bodyStart == bytes.count else { throw DBusDecodingError("a body without a SIGNATURE header field", at: bodyStart) }
            return
        }
        let types: [DBusType]
        do { types = try DBusType.parse(signature) } catch {
            throw DBusDecodingError("bad body signature: \(error.reason)", at: 16)
        }
        var values: [DBusValue] = []
        values.reserveCapacity(types.count)
        for type in types { values.append(try reader.value(of: type, depth: 0)) }
        guard reader.offset == bytes.count else {
            throw DBusDecodingError("\(bytes.count - reader.offset) bytes after the body's last value", at: reader.offset)
        }
        body = values
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

    mutating func align(_ alignment: Int) throws(DBusDecodingError) {
        let aligned = (offset + alignment - 1) & ~(alignment - 1)
        try need(aligned - offset)
        while offset < aligned {
            guard bytes[offset] == 0 else { throw DBusDecodingError("padding byte is not zero", at: offset) }
            offset += 1
        }
    }

    mutating func byte() throws(DBusDecodingError) -> UInt8 {
        try need(1)
        defer { offset += 1 }
        return bytes[offset]
    }

    mutating func uint16() throws(DBusDecodingError) -> UInt16 { try integer(UInt16.self) }

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

    /// A `s`: length, UTF-8 bytes without NUL, then a NUL.
    mutating func string() throws(DBusDecodingError) -> String {
        let start = offset
        let length = Int(try uint32())
        guard length < DBusMessage.maximumLength else { throw DBusDecodingError("string length \(length) is too large", at: start) }
        try need(length + 1)
        let text = UnsafeRawBufferPointer(rebasing: bytes[offset..<offset + length])
        guard bytes[offset + length] == 0 else { throw DBusDecodingError("string is not followed by a NUL", at: offset + length) }
        guard !text.contains(0) else { throw DBusDecodingError("string contains a NUL", at: offset) }
        guard let value = String(validating: text, as: UTF8.self) else {
            throw DBusDecodingError("string is not valid UTF-8", at: offset)
        }
        offset += length + 1
        return value
    }

    /// An `o`: a string that is a valid object path.
    mutating func objectPath() throws(DBusDecodingError) -> String {
        let start = offset
        let path = try string()
        guard Self.isValidObjectPath(path) else { throw DBusDecodingError("'\(path)' is not a valid object path", at: start) }
        return path
    }

    static func isValidObjectPath(_ path: String) -> Bool {
        let utf8 = Array(path.utf8)
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

    /// A `g`'s raw bytes: one length byte, the signature, a NUL.
    mutating func signatureBytes() throws(DBusDecodingError) -> [UInt8] {
        let length = Int(try byte())
        try need(length + 1)
        let value = Array(bytes[offset..<offset + length])
        guard bytes[offset + length] == 0 else { throw DBusDecodingError("signature is not followed by a NUL", at: offset + length) }
        offset += length + 1
        return value
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
