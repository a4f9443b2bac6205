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
    /// - Throws: ``DBusDecodingError/Problem/badSignature(_:reason:)`` when it is not a valid signature.
    static func parse(_ bytes: some Collection<UInt8>) throws(DBusSignatureError) -> [DBusType] {
        let array = Array(bytes)
        guard array.count <= 255 else { throw DBusSignatureError(reason: "longer than 255 bytes") }
        var index = 0
        var types: [DBusType] = []
        while index < array.count {
            types.append(try parseOne(array, &index, arrays: 0, structures: 0))
        }
        return types
    }

    /// Parses a signature that must hold exactly one complete type (a variant's).
    static func parseSingle(_ bytes: some Collection<UInt8>) throws(DBusSignatureError) -> DBusType {
        let types = try parse(bytes)
        guard types.count == 1, let only = types.first else {
            throw DBusSignatureError(reason: "a variant needs exactly one complete type, found \(types.count)")
        }
        return only
    }

    private static func parseOne(_ bytes: [UInt8], _ index: inout Int, arrays: Int, structures: Int) throws(DBusSignatureError) -> DBusType {
        guard index < bytes.count else { throw DBusSignatureError(reason: "ends inside a type") }
        let code = bytes[index]
        index += 1
        switch code {
        case UInt8(ascii: "y"): return .byte
        case UInt8(ascii: "b"): return .boolean
        case UInt8(ascii: "n"): return .int16
        case UInt8(ascii: "q"): return .uint16
        case UInt8(ascii: "i"): return .int32
        case UInt8(ascii: "u"): return .uint32
        case UInt8(ascii: "x"): return .int64
        case UInt8(ascii: "t"): return .uint64
        case UInt8(ascii: "d"): return .double
        case UInt8(ascii: "s"): return .string
        case UInt8(ascii: "o"): return .objectPath
        case UInt8(ascii: "g"): return .signature
        case UInt8(ascii: "v"): return .variant
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
