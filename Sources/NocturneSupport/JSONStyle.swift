/// How a JSON document is laid out: the key separator, the indent, a trailing newline, key order.
///
/// ``xcode`` is what current Xcode writes for `Contents.json`: keys sorted, `"key" : value`, two-space
/// indent, a newline at the end. ``detect(in:)`` recovers the style of an existing file so that it
/// can be written back unchanged (older Xcode wrote no trailing newline and kept insertion order).
package struct JSONStyle: Sendable, Hashable {
    /// The text between a key and its value: `" : "` (Xcode), `": "` (most tools) or `":"` (compact).
    package var keySeparator: String
    /// The indent per level, or `nil` for everything on one line.
    package var indent: String?
    /// Whether the document ends with a newline.
    package var trailingNewline: Bool
    /// Whether object keys are sorted (by Unicode scalar order) instead of kept in their order.
    package var sortsKeys: Bool

    /// Creates a style.
    package init(keySeparator: String, indent: String?, trailingNewline: Bool, sortsKeys: Bool) {
        self.keySeparator = keySeparator
        self.indent = indent
        self.trailingNewline = trailingNewline
        self.sortsKeys = sortsKeys
    }

    /// Current Xcode: sorted keys, `"key" : value`, two spaces, trailing newline.
    package static let xcode = JSONStyle(keySeparator: " : ", indent: "  ", trailingNewline: true, sortsKeys: true)

    /// Common pretty JSON: `"key": value`, two spaces, keys in order, trailing newline.
    package static let pretty = JSONStyle(keySeparator: ": ", indent: "  ", trailingNewline: true, sortsKeys: false)

    /// One line, no spaces, keys in order: the `--json` output of every command, one JSON Lines record.
    package static let compact = JSONStyle(keySeparator: ":", indent: nil, trailingNewline: false, sortsKeys: false)

    /// The style an existing document was written in; keys are kept in their order.
    ///
    /// - Parameter text: The document's text.
    /// - Returns: The separator, indent and final newline it uses.
    package static func detect(in text: String) -> JSONStyle {
        detect(bytes: Array(text.utf8))
    }

    /// The style of a document given as UTF-8 bytes; see ``detect(in:)``.
    package static func detect(bytes: [UInt8]) -> JSONStyle {
        bytes.withUnsafeBufferPointer { detect(buffer: $0) }
    }

    /// The style of a document in a buffer the caller may reuse afterwards; see ``detect(in:)``.
    package static func detect(buffer bytes: UnsafeBufferPointer<UInt8>) -> JSONStyle {
        // Looks for `"` followed by the separator, without building needle arrays (this runs once per file read).
        func containsQuote(then separator: StaticString) -> Bool {
            let count = separator.utf8CodeUnitCount
            let needle = separator.utf8Start
            guard bytes.count > count else { return false }
            var index = 0
            while index < bytes.count - count {
                if bytes[index] == 0x22 {
                    var match = true
                    for offset in 0..<count where bytes[index + 1 + offset] != needle[offset] { match = false; break }
                    if match { return true }
                }
                index += 1
            }
            return false
        }
        let spaced = containsQuote(then: " : ")
        let separator = spaced ? " : " : (containsQuote(then: ": ") ? ": " : ":")
        let trailing = bytes.last == 0x0A
        guard let firstNewline = bytes.firstIndex(of: 0x0A), firstNewline < bytes.count - 1 else {
            return JSONStyle(keySeparator: separator, indent: nil, trailingNewline: trailing, sortsKeys: false)
        }
        var width = 0
        var cursor = firstNewline + 1
        var unit: UInt8 = 0x20
        if cursor < bytes.count, bytes[cursor] == 0x09 { unit = 0x09 }
        while cursor < bytes.count, bytes[cursor] == unit { width += 1; cursor += 1 }
        let indent = String(repeating: unit == 0x09 ? "\t" : " ", count: max(width, 1))
        return JSONStyle(keySeparator: separator, indent: indent, trailingNewline: trailing, sortsKeys: false)
    }
}
