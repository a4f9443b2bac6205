/// Finds the line and column where a value sits in a JSON document, for messages that point at it.
///
/// Parsed values carry no positions (recording them would slow every parse down); a locator parses
/// the document once more when it is created, noting where each value starts, and then answers any
/// number of questions. Readers create one only for a file they have something to say about.
package struct JSONLocator: Sendable {
    private let bytes: [UInt8]
    private let root: JSONValue?
    private let positions: JSONParser.ValuePositions
    /// The offset at which each line starts, line 1 first.
    private let lineStarts: [Int]

    /// Parses a document to locate its values.
    ///
    /// - Parameters:
    ///   - bytes: The document's bytes, exactly as they were parsed.
    ///   - allowsJSON5: Whether the document was read as JSON5.
    package init(bytes: [UInt8], allowsJSON5: Bool) {
        self.bytes = bytes
        var positions = JSONParser.ValuePositions()
        root = try? JSONParser(allowsJSON5: allowsJSON5).parse(bytes: bytes, recording: &positions)
        self.positions = positions
        var starts = [0]
        for (offset, byte) in bytes.enumerated() where byte == 0x0A { starts.append(offset + 1) }
        lineStarts = starts
    }

    /// The 1-based line and column (in characters) where the value at `path` starts, or `nil` when there is no such value.
    ///
    /// - Complexity: O(*d*·*s*) for a path *d* deep whose containers have at most *s* members before the target.
    package func position(of path: [JSONPathComponent]) -> (line: Int, column: Int)? {
        offset(of: path).map(location(ofOffset:))
    }

    /// The 1-based line and column where the key of the member at `path` starts (its opening quote), for a problem with
    /// the key itself (unknown, repeated, a bad name); the value's position when `path` ends at an array element or the
    /// key cannot be found before the value (JSON5's unquoted keys and comments).
    package func keyPosition(of path: [JSONPathComponent]) -> (line: Int, column: Int)? {
        guard let value = offset(of: path) else { return nil }
        guard case .key? = path.last else { return location(ofOffset: value) }
        let quote = UInt8(ascii: "\""), backslash = UInt8(ascii: "\\")
        var index = value - 1
        func skipSpace() { while index >= 0, [0x20, 0x09, 0x0A, 0x0D].contains(bytes[index]) { index -= 1 } }
        skipSpace()
        guard index >= 0, bytes[index] == UInt8(ascii: ":") else { return location(ofOffset: value) }
        index -= 1
        skipSpace()
        guard index >= 0, bytes[index] == quote else { return location(ofOffset: value) }
        index -= 1
        while index >= 0 {
            if bytes[index] == quote {
                // The opening quote is the first one back that an even number of backslashes precedes (an escaped quote is inside the key).
                var slashes = 0
                while index - slashes - 1 >= 0, bytes[index - slashes - 1] == backslash { slashes += 1 }
                if slashes % 2 == 0 { return location(ofOffset: index) }
            }
            index -= 1
        }
        return location(ofOffset: value)
    }

    /// The byte offset where the value at `path` starts, or `nil` when there is no such value.
    private func offset(of path: [JSONPathComponent]) -> Int? {
        guard var value = root, !positions.starts.isEmpty else { return nil }
        var slot = 0
        for step in path {
            switch (step, value) {
            case (.key(let key), .object(let members)):
                var child = slot + 1
                var found: (slot: Int, value: JSONValue)?
                for member in members {
                    if member.key == key { found = (child, member.value) }
                    child += positions.sizes[child]
                }
                guard let found else { return nil }
                (slot, value) = found
            case (.index(let index), .array(let elements)):
                guard index >= 0, index < elements.count else { return nil }
                var child = slot + 1
                for _ in 0..<index { child += positions.sizes[child] }
                (slot, value) = (child, elements[index])
            default:
                return nil
            }
        }
        return positions.starts[slot]
    }

    /// The 1-based line and column of a byte offset.
    package func location(ofOffset offset: Int) -> (line: Int, column: Int) {
        var low = 0
        var high = lineStarts.count - 1
        while low < high {
            let middle = (low + high + 1) / 2
            if lineStarts[middle] <= offset { low = middle } else { high = middle - 1 }
        }
        // A byte-order mark is not a column.
        var start = lineStarts[low]
        if low == 0, bytes.count >= 3, bytes[0] == 0xEF, bytes[1] == 0xBB, bytes[2] == 0xBF { start = min(3, offset) }
        var column = 1
        for byte in bytes[start..<min(offset, bytes.count)] where byte & 0xC0 != 0x80 { column += 1 }
        return (low + 1, column)
    }
}
