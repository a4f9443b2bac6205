/// One marshalled D-Bus value, with enough type information to be written back.
enum DBusValue: Hashable, Sendable {
    case byte(UInt8)
    case boolean(Bool)
    case int16(Int16)
    case uint16(UInt16)
    case int32(Int32)
    case uint32(UInt32)
    case int64(Int64)
    case uint64(UInt64)
    case double(Double)
    case string(String)
    case objectPath(String)
    case signature(String)
    /// A value boxed with its own type.
    indirect case variant(DBusValue)
    /// An array of elements of one type (the type is kept so an empty array can be written).
    case array(element: DBusType, [DBusValue])
    /// One key/value entry of a dictionary (`a{kv}`).
    indirect case dictionaryEntry(DBusValue, DBusValue)
    /// A structure's fields in order.
    case structure([DBusValue])

    /// The value's complete type.
    var type: DBusType {
        switch self {
        case .byte: .byte
        case .boolean: .boolean
        case .int16: .int16
        case .uint16: .uint16
        case .int32: .int32
        case .uint32: .uint32
        case .int64: .int64
        case .uint64: .uint64
        case .double: .double
        case .string: .string
        case .objectPath: .objectPath
        case .signature: .signature
        case .variant: .variant
        case .array(let element, _): .array(element)
        case .dictionaryEntry(let key, let value): .dictionaryEntry(key: key.type, value: value.type)
        case .structure(let fields): .structure(fields.map(\.type))
        }
    }

    /// The value with every enclosing variant removed (the portal's deprecated `Read` boxes twice).
    var unboxed: DBusValue {
        var value = self
        while case .variant(let inner) = value { value = inner }
        return value
    }

    /// The string of a `s`, `o` or `g` value.
    var text: String? {
        switch self {
        case .string(let text), .objectPath(let text), .signature(let text): text
        default: nil
        }
    }

    /// The value of any unsigned or signed integer type, as `Int64` when it fits.
    var integer: Int64? {
        switch self {
        case .byte(let value): Int64(value)
        case .int16(let value): Int64(value)
        case .uint16(let value): Int64(value)
        case .int32(let value): Int64(value)
        case .uint32(let value): Int64(value)
        case .int64(let value): value
        case .uint64(let value): value <= UInt64(Int64.max) ? Int64(value) : nil
        default: nil
        }
    }
}
