// The JSON harness: the package's one JSON parser (NocturneSupport), strict and JSON5, and its writer.

import NocturneSupport

/// Parses the input as JSON and as JSON5; a document must write back to text that parses to the same value.
///
/// Invariants: an error says where (an offset inside the input, a line and column from 1) and why; JSON5 accepts
/// every strict JSON document, with the same value; the compact and Xcode writings of a value parse back to it
/// (strict JSON for a strict document; JSON5 keeps its number spellings, so JSON5 reads those back).
func fuzzJSON(_ input: UnsafeRawBufferPointer) {
    let bytes = UnsafeBufferPointer(start: input.baseAddress?.assumingMemoryBound(to: UInt8.self), count: input.count)
    _ = JSONStyle.detect(buffer: bytes)
    var strictValue: JSONValue?
    for json5 in [false, true] {
        let parser = JSONParser(allowsJSON5: json5)
        let value: JSONValue
        do throws(JSONSyntaxError) {
            value = try parser.parse(buffer: bytes)
        } catch {
            guard error.offset >= 0, error.offset <= bytes.count, error.line >= 1, error.column >= 1, !error.message.isEmpty else {
                fatalError("JSON error without a place or a reason: \(error)")
            }
            if json5, strictValue != nil { fatalError("JSON5 refuses a strict JSON document: \(error)") }
            continue
        }
        if json5, let strictValue, strictValue != value { fatalError("JSON5 reads a strict document differently") }
        if !json5 { strictValue = value }
        for style in [JSONStyle.compact, .xcode] {
            let text = value.serialized(style: style)
            guard let again = try? parser.parse(text) else { fatalError("written JSON does not parse: \(text)") }
            // The Xcode style sorts keys, so only the compact writing must give back the very same value.
            if style == .compact, again != value { fatalError("written JSON reads back differently: \(text)") }
        }
        _ = value.duplicateKeys
    }
}
