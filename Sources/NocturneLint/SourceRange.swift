import NocturneSyntax

/// A position in a source file: a UTF-8 byte offset and the 1-based line and column (in UTF-8 bytes) it falls on.
public struct SourcePosition: Sendable, Hashable, Comparable {
    /// The 0-based offset in UTF-8 bytes from the start of the file.
    public var offset: Int
    /// The 1-based line.
    public var line: Int
    /// The 1-based column, in UTF-8 bytes, as compilers count.
    public var column: Int

    /// Orders positions by offset.
    public static func < (lhs: SourcePosition, rhs: SourcePosition) -> Bool { lhs.offset < rhs.offset }
}

/// A half-open range of a source file's bytes, `start..<end`, with the lines and columns of both ends.
///
/// Replacing the bytes `start.offset..<end.offset` of the file with new text replaces exactly the
/// expression or definition the range was given for, nothing around it.
public struct SourceRange: Sendable, Hashable {
    /// The first byte.
    public var start: SourcePosition
    /// One past the last byte.
    public var end: SourcePosition

    /// The byte offsets, `start.offset..<end.offset`.
    public var offsets: Range<Int> { start.offset..<max(start.offset, end.offset) }
}

extension SourcePosition {
    /// The position of a byte offset, found in a file's line starts by binary search.
    ///
    /// - Parameters:
    ///   - offset: The byte offset.
    ///   - lineStarts: The byte offset where each line starts (line 1 at index 0, which is 0).
    init(offset: Int, lineStarts: [Int32]) {
        let (line, column) = SyntaxTree.location(of: offset, lineStarts: lineStarts)
        self.init(offset: offset, line: line, column: column)
    }
}

extension SwiftSourceFile {
    /// The position of a byte offset in the file.
    func position(ofOffset offset: Int) -> SourcePosition {
        SourcePosition(offset: offset, lineStarts: lineStarts)
    }

    /// The range from the first byte of token `first` to the last byte of token `last`.
    func range(_ first: Int, _ last: Int) -> SourceRange {
        guard first >= 0, last < count, first <= last else {
            let position = position(ofOffset: first >= 0 && first < count ? Int(tokens[first].start) : 0)
            return SourceRange(start: position, end: position)
        }
        return SourceRange(start: position(ofOffset: Int(tokens[first].start)), end: position(ofOffset: Int(tokens[last].end)))
    }
}
