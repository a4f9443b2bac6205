extension DBusMessage {
    /// The message marshalled for the wire.
    ///
    /// - Parameter bigEndian: Writes big-endian (`B`) instead of little-endian (`l`); the decoder reads both.
    /// - Returns: The message's bytes.
    func encoded(bigEndian: Bool = false) -> [UInt8] {
        var fields = DBusWriter(bigEndian: bigEndian)
        func field(_ code: UInt8, _ value: DBusValue) {
            fields.align(8)
            fields.append(code)
            fields.write(.variant(value))
        }
        if let path { field(1, .objectPath(path)) }
        if let interface { field(2, .string(interface)) }
        if let member { field(3, .string(member)) }
        if let errorName { field(4, .string(errorName)) }
        if let replySerial { field(5, .uint32(replySerial)) }
        if let destination { field(6, .string(destination)) }
        if let sender { field(7, .string(sender)) }
        if !body.isEmpty { field(8, .signature(bodySignature)) }

        var bodyWriter = DBusWriter(bigEndian: bigEndian)
        for value in body { bodyWriter.write(value) }

        var message = DBusWriter(bigEndian: bigEndian)
        message.bytes.reserveCapacity(16 + fields.bytes.count + 8 + bodyWriter.bytes.count)
        message.append(bigEndian ? UInt8(ascii: "B") : UInt8(ascii: "l"))
        message.append(kind.rawValue)
        message.append(flags)
        message.append(1)
        message.writeUInt32(UInt32(bodyWriter.bytes.count))
        message.writeUInt32(serial)
        message.writeUInt32(UInt32(fields.bytes.count))
        message.bytes.append(contentsOf: fields.bytes)
        message.align(8)
        message.bytes.append(contentsOf: bodyWriter.bytes)
        return message.bytes
    }
}

/// Marshals values into bytes in one byte order; offsets are relative to the start of `bytes`,
/// which must itself sit at an 8-aligned position in the message.
struct DBusWriter {
    var bytes: [UInt8] = []
    let bigEndian: Bool

    init(bigEndian: Bool) { self.bigEndian = bigEndian }

    mutating func align(_ alignment: Int) {
        while bytes.count % alignment != 0 { bytes.append(0) }
    }

    mutating func append(_ byte: UInt8) { bytes.append(byte) }

    mutating func writeUInt16(_ value: UInt16) {
        align(2)
        withUnsafeBytes(of: bigEndian ? value.bigEndian : value.littleEndian) { bytes.append(contentsOf: $0) }
    }

    mutating func writeUInt32(_ value: UInt32) {
        align(4)
        withUnsafeBytes(of: bigEndian ? value.bigEndian : value.littleEndian) { bytes.append(contentsOf: $0) }
    }

    mutating func writeUInt64(_ value: UInt64) {
        align(8)
        withUnsafeBytes(of: bigEndian ? value.bigEndian : value.littleEndian) { bytes.append(contentsOf: $0) }
    }

    mutating func writeString(_ text: String) {
        writeUInt32(UInt32(text.utf8.count))
        bytes.append(contentsOf: text.utf8)
        bytes.append(0)
    }

    mutating func writeSignature(_ text: String) {
        bytes.append(UInt8(truncatingIfNeeded: text.utf8.count))
        bytes.append(contentsOf: text.utf8)
        bytes.append(0)
    }

    mutating func write(_ value: DBusValue) {
        switch value {
        case .byte(let byte): append(byte)
        case .boolean(let flag): writeUInt32(flag ? 1 : 0)
        case .int16(let number): writeUInt16(UInt16(bitPattern: number))
        case .uint16(let number): writeUInt16(number)
        case .int32(let number): writeUInt32(UInt32(bitPattern: number))
        case .uint32(let number): writeUInt32(number)
        case .int64(let number): writeUInt64(UInt64(bitPattern: number))
        case .uint64(let number): writeUInt64(number)
        case .double(let number): writeUInt64(number.bitPattern)
        case .string(let text), .objectPath(let text): writeString(text)
        case .signature(let text): writeSignature(text)
        case .variant(let inner):
            writeSignature(inner.type.signature)
            write(inner)
        case .array(let element, let elements):
            writeUInt32(0)
            let lengthAt = bytes.count - 4
            align(element.alignment)
            let start = bytes.count
            for element in elements { write(element) }
            let length = UInt32(bytes.count - start)
            let raw = bigEndian ? length.bigEndian : length.littleEndian
            withUnsafeBytes(of: raw) { for (index, byte) in $0.enumerated() { bytes[lengthAt + index] = byte } }
        case .dictionaryEntry(let key, let value):
            align(8)
            write(key)
            write(value)
        case .structure(let fields):
            align(8)
            for field in fields { write(field) }
        }
    }
}
