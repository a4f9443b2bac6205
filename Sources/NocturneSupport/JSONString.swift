/// JSON string quoting shared by every layer that writes JSON (the audit, the exporters, the command line).
///
/// `package` access: one escaping rule for the whole project, not part of the public API.
package enum JSONString {
    /// Appends `text` as a quoted JSON string: `"` and `\` escaped, control characters and DEL as escapes.
    ///
    /// - Parameters:
    ///   - text: Any string.
    ///   - output: The JSON text being written.
    package static func append(_ text: String, to output: inout String) {
        var bytes: [UInt8] = []
        bytes.reserveCapacity(text.utf8.count + 2)
        append(text, to: &bytes)
        output += String(decoding: bytes, as: UTF8.self)
    }

    /// Appends `text` as a quoted JSON string to UTF-8 bytes (what ``JSONValue`` writes into).
    ///
    /// - Parameters:
    ///   - text: Any string.
    ///   - output: The JSON text being written, as UTF-8.
    package static func append(_ text: String, to output: inout [UInt8]) {
        output.append(0x22)
        // One pass over the bytes: runs that need no escape are copied whole, not byte by byte.
        var contiguous = text
        contiguous.withUTF8 { bytes in
            var runStart = 0
            for index in bytes.indices {
                let byte = bytes[index]
                guard byte < 0x20 || byte == 0x22 || byte == 0x5C || byte == 0x7F else { continue }
                output.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[runStart..<index]))
                appendEscape(byte, to: &output)
                runStart = index + 1
            }
            output.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[runStart...]))
        }
        output.append(0x22)
    }

    /// The escape of a byte JSON does not allow raw in a string: `"`, `\`, a control character or DEL.
    private static func appendEscape(_ byte: UInt8, to output: inout [UInt8]) {
        switch byte {
        case 0x22: output.append(0x5C); output.append(0x22)
        case 0x5C: output.append(0x5C); output.append(0x5C)
        case 0x0A: output.append(0x5C); output.append(0x6E)
        case 0x0D: output.append(0x5C); output.append(0x72)
        case 0x09: output.append(0x5C); output.append(0x74)
        case 0x08: output.append(0x5C); output.append(0x62)
        case 0x0C: output.append(0x5C); output.append(0x66)
        default:
            // \u00XX with lowercase hex digits.
            output.append(contentsOf: [0x5C, 0x75, 0x30, 0x30, hexDigit(byte >> 4), hexDigit(byte & 0x0F)])
        }
    }

    /// The lowercase hex digit of a value 0…15.
    private static func hexDigit(_ value: UInt8) -> UInt8 { value < 10 ? 0x30 + value : 0x61 + value - 10 }

    /// Appends the UTF-8 bytes of `text` as they are, copied in one piece when the string is stored contiguously.
    package static func appendUTF8(_ text: String, to output: inout [UInt8]) {
        let copied: Void? = text.utf8.withContiguousStorageIfAvailable { output.append(contentsOf: $0) }
        if copied == nil { output.append(contentsOf: text.utf8) }
    }

    /// `text` as a quoted JSON string.
    package static func quoted(_ text: String) -> String {
        var output = ""
        append(text, to: &output)
        return output
    }
}
