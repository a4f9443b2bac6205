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
    /// For each block of ``blockSize`` bytes, the characters from its line's start (a byte-order mark aside) to the block's
    /// start: a column is then counted from the nearer of the two, so a one-line document of megabytes is located in
    /// O(block) per value, not O(offset).
    private let blockColumns: [Int]
    /// The bytes per block of ``blockColumns``.
    private static let blockSize = 4096
    /// The slots of every value's children, container by container: those of slot `s` are
    /// `childSlots[childStart[s]..<childStart[s + 1]]`, so the `i`th element of an array is found in O(1).
    private let childSlots: [Int]
    /// Where each slot's children begin in ``childSlots`` (one more entry than there are slots).
    private let childStart: [Int]

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
        var slots: [Int] = [], firsts: [Int] = []
        slots.reserveCapacity(positions.sizes.count)
        firsts.reserveCapacity(positions.sizes.count + 1)
        for slot in positions.sizes.indices {
            firsts.append(slots.count)
            var child = slot + 1
            while child < slot + positions.sizes[slot] {
                slots.append(child)
                child += max(positions.sizes[child], 1)
            }
        }
        firsts.append(slots.count)
        childSlots = slots
        childStart = firsts
        var starts = [0]
        var columns: [Int] = []
        columns.reserveCapacity(bytes.count / Self.blockSize + 1)
        let bom = Self.hasByteOrderMark(bytes)
        var characters = 0
        for (offset, byte) in bytes.enumerated() {
            if offset % Self.blockSize == 0 { columns.append(characters) }
            if byte == 0x0A {
                starts.append(offset + 1)
                characters = 0
            } else if byte & 0xC0 != 0x80, !(bom && offset < 3) {
                characters += 1
            }
        }
        lineStarts = starts
        blockColumns = columns
    }

    /// Whether the document starts with a UTF-8 byte-order mark (which is not a column).
    private static func hasByteOrderMark(_ bytes: [UInt8]) -> Bool {
        bytes.count >= 3 && bytes[0] == 0xEF && bytes[1] == 0xBB && bytes[2] == 0xBF
    }

    /// The 1-based line and column (in characters) where the value at `path` starts, or `nil` when there is no such value.
    ///
    /// - Complexity: O(*d*·*k*) for a path *d* deep whose objects have at most *k* members (an array element is found in
    ///   O(1)), plus O(4096) for the column.
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
                // The last member of that name, as the parser keeps it.
                guard let index = members.lastIndex(where: { $0.key == key }), childStart[slot] + index < childStart[slot + 1] else { return nil }
                (slot, value) = (childSlots[childStart[slot] + index], members[index].value)
            case (.index(let index), .array(let elements)):
                guard index >= 0, index < elements.count, childStart[slot] + index < childStart[slot + 1] else { return nil }
                (slot, value) = (childSlots[childStart[slot] + index], elements[index])
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
        if low == 0, Self.hasByteOrderMark(bytes) { start = min(3, offset) }
        var column = 1
        // Count from the block the offset is in when that block starts after the line does.
        let block = min(offset, bytes.count) / Self.blockSize
        if block < blockColumns.count, block * Self.blockSize > start {
            column += blockColumns[block]
            start = block * Self.blockSize
        }
        for byte in bytes[start..<min(offset, bytes.count)] where byte & 0xC0 != 0x80 { column += 1 }
        return (low + 1, column)
    }
}
