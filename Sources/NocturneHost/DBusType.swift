/// One complete D-Bus type, as a signature spells it (`u`, `as`, `a{sv}`, `(ddd)`).
///
/// Only the types a client of the desktop portal meets are modelled; Unix file descriptors (`h`)
/// are rejected, since this client never passes any.
enum DBusType: Hashable, Sendable {
    case byte, boolean, int16, uint16, int32, uint32, int64, uint64, double
    case string, objectPath, signature, variant
    indirect case array(DBusType)
    indirect case dictionaryEntry(key: DBusType, value: DBusType)
    case structure([DBusType])

    /// The alignment of the type's marshalled form, in bytes.
    var alignment: Int {
        switch self {
        case .byte, .signature, .variant: 1
        case .int16, .uint16: 2
        case .boolean, .int32, .uint32, .string, .objectPath, .array: 4
        case .int64, .uint64, .double, .structure, .dictionaryEntry: 8
        }
    }

    /// The fewest bytes one marshalled value of the type takes, padding after it included (at least 1).
    ///
    /// Bounds how many elements an array of a given length can hold.
    var minimumSize: Int {
        switch self {
        case .byte: 1
        case .int16, .uint16, .signature: 2
        case .variant: 3
        case .boolean, .int32, .uint32, .string, .objectPath, .array: 4
        case .int64, .uint64, .double, .structure, .dictionaryEntry: 8
        }
    }

    /// The type's signature text.
    var signature: String {
        var text = ""
        append(to: &text)
        return text
    }

    private func append(to text: inout String) {
        switch self {
        case .byte: text += "y"
        case .boolean: text += "b"
        case .int16: text += "n"
        case .uint16: text += "q"
        case .int32: text += "i"
        case .uint32: text += "u"
        case .int64: text += "x"
        case .uint64: text += "t"
        case .double: text += "d"
        case .string: text += "s"
        case .objectPath: text += "o"
        case .signature: text += "g"
        case .variant: text += "v"
        case .array(let element):
            text += "a"
            element.append(to: &text)
        case .dictionaryEntry(let key, let value):
            text += "{"
            key.append(to: &text)
            value.append(to: &text)
            text += "}"
        case .structure(let fields):
            text += "("
            for field in fields { field.append(to: &text) }
            text += ")"
        }
    }

    /// Whether the type may be a dictionary key (a basic type).
    var isBasic: Bool {
        switch self {
        case .variant, .array, .dictionaryEntry, .structure: false
        default: true
        }
    }

    /// Parses a signature into its complete types.
    ///
    /// - Parameter bytes: The signature's bytes (without its length or NUL).
    /// - Returns: The complete types in order.
    /// - Throws: ``DBusSignatureError`` when it is not a valid signature.
    static func parse(_ bytes: UnsafeRawBufferPointer) throws(DBusSignatureError) -> [DBusType] {
        if let known = common(bytes) { return known }
        guard bytes.count <= 255 else { throw DBusSignatureError(reason: "longer than 255 bytes") }
        var index = 0
        var types: [DBusType] = []
        types.reserveCapacity(bytes.count)
        while index < bytes.count {
            types.append(try parseOne(bytes, &index, arrays: 0, structures: 0))
        }
        return types
    }

    /// Parses a signature held in an array.
    static func parse(_ bytes: [UInt8]) throws(DBusSignatureError) -> [DBusType] {
        let result: Result<[DBusType], DBusSignatureError> = bytes.withUnsafeBytes { raw in
            do throws(DBusSignatureError) { return .success(try parse(raw)) } catch { return .failure(error) }
        }
        return try result.get()
    }

    /// Parses a signature that must hold exactly one complete type (a variant's).
    ///
    /// A single basic type code, the common case, is answered without parsing.
    static func parseSingle(_ bytes: UnsafeRawBufferPointer) throws(DBusSignatureError) -> DBusType {
        if bytes.count == 1, let basic = basic(bytes[0]) { return basic }
        if let known = common(bytes), known.count == 1, let only = known.first { return only }
        guard bytes.count <= 255 else { throw DBusSignatureError(reason: "longer than 255 bytes") }
        var index = 0
        if index < bytes.count {
            let only = try parseOne(bytes, &index, arrays: 0, structures: 0)
            if index == bytes.count { return only }
        }
        // Not exactly one: parse the whole to report a syntax error first, else how many types there are.
        let types = try parse(bytes)
        throw DBusSignatureError(reason: "a variant needs exactly one complete type, found \(types.count)")
    }

    /// The signatures of the portal conversation's bodies and values, parsed once and shared (immutable, so safely).
    ///
    /// Each message of the conversation would otherwise parse its signature into fresh allocations; a test
    /// checks that every entry is what ``parse(_:)-([UInt8])`` makes of its text.
    static let commonSignatures: [(text: [UInt8], types: [DBusType])] = [
        (Array("a{sa{sv}}".utf8), [.array(.dictionaryEntry(key: .string, value: .array(.dictionaryEntry(key: .string, value: .variant))))]),
        (Array("ssv".utf8), [.string, .string, .variant]),
        (Array("(ddd)".utf8), [.structure([.double, .double, .double])]),
        (Array("a{sv}".utf8), [.array(.dictionaryEntry(key: .string, value: .variant))]),
        (Array("as".utf8), [.array(.string)]),
        (Array("v".utf8), [.variant]),
        (Array("s".utf8), [.string]),
        (Array("u".utf8), [.uint32]),
    ]

    /// The types of a signature in ``commonSignatures``, or `nil`.
    private static func common(_ bytes: UnsafeRawBufferPointer) -> [DBusType]? {
        search: for entry in commonSignatures where entry.text.count == bytes.count {
            for index in 0..<bytes.count where entry.text[index] != bytes[index] { continue search }
            return entry.types
        }
        return nil
    }

    /// The basic or variant type a one-byte code stands for, or `nil` (a container's opening code, or not a type).
    @inline(__always)
    static func basic(_ code: UInt8) -> DBusType? {
        switch code {
        case UInt8(ascii: "y"): .byte
        case UInt8(ascii: "b"): .boolean
        case UInt8(ascii: "n"): .int16
        case UInt8(ascii: "q"): .uint16
        case UInt8(ascii: "i"): .int32
        case UInt8(ascii: "u"): .uint32
        case UInt8(ascii: "x"): .int64
        case UInt8(ascii: "t"): .uint64
        case UInt8(ascii: "d"): .double
        case UInt8(ascii: "s"): .string
        case UInt8(ascii: "o"): .objectPath
        case UInt8(ascii: "g"): .signature
        case UInt8(ascii: "v"): .variant
        default: nil
        }
    }

    private static func parseOne(_ bytes: UnsafeRawBufferPointer, _ index: inout Int, arrays: Int, structures: Int) throws(DBusSignatureError) -> DBusType {
        guard index < bytes.count else { throw DBusSignatureError(reason: "ends inside a type") }
        let code = bytes[index]
        index += 1
        if let basic = basic(code) { return basic }
        switch code {
        case UInt8(ascii: "a"):
            guard arrays < 32 else { throw DBusSignatureError(reason: "arrays nested deeper than 32") }
            if index < bytes.count, bytes[index] == UInt8(ascii: "{") {
                index += 1
                let key = try parseOne(bytes, &index, arrays: arrays + 1, structures: structures + 1)
                guard key.isBasic else { throw DBusSignatureError(reason: "a dictionary key must be a basic type, not '\(key.signature)'") }
                let value = try parseOne(bytes, &index, arrays: arrays + 1, structures: structures + 1)
                guard index < bytes.count, bytes[index] == UInt8(ascii: "}") else {
                    throw DBusSignatureError(reason: "a dictionary entry needs exactly a key and a value, then '}'")
                }
                index += 1
                return .array(.dictionaryEntry(key: key, value: value))
            }
            return .array(try parseOne(bytes, &index, arrays: arrays + 1, structures: structures))
        case UInt8(ascii: "("):
            guard structures < 32 else { throw DBusSignatureError(reason: "structures nested deeper than 32") }
            var fields: [DBusType] = []
            while true {
                guard index < bytes.count else { throw DBusSignatureError(reason: "a structure is not closed") }
                if bytes[index] == UInt8(ascii: ")") { index += 1; break }
                fields.append(try parseOne(bytes, &index, arrays: arrays, structures: structures + 1))
            }
            guard !fields.isEmpty else { throw DBusSignatureError(reason: "an empty structure '()'") }
            return .structure(fields)
        case UInt8(ascii: "h"):
            throw DBusSignatureError(reason: "Unix file descriptors ('h') are not supported")
        case UInt8(ascii: "{"):
            throw DBusSignatureError(reason: "a dictionary entry outside an array")
        default:
            throw DBusSignatureError(reason: "unknown type code \(Self.describe(code))")
        }
    }

    static func describe(_ byte: UInt8) -> String {
        (0x21...0x7E).contains(byte) ? "'\(Character(Unicode.Scalar(byte)))'" : "0x" + String(byte, radix: 16)
    }
}

/// Why a D-Bus signature is invalid.
struct DBusSignatureError: Error, Hashable, Sendable {
    /// What is wrong with it.
    var reason: String
}
