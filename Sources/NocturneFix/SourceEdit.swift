/// One change to one file: the bytes in an exact UTF-8 range replaced by new text.
///
/// Ranges are offsets into the file as it was read, so every edit of a file refers to the same
/// bytes; ``FileChanges`` applies a file's edits together, from the end, after checking that no
/// two overlap. An empty range inserts.
package struct SourceEdit: Sendable, Hashable {
    /// The file, as reached from the paths given.
    package var file: String
    /// The UTF-8 byte range replaced, in the file as read.
    package var range: Range<Int>
    /// The text put in its place.
    package var replacement: String

    /// Creates an edit.
    package init(file: String, range: Range<Int>, replacement: String) {
        self.file = file
        self.range = range
        self.replacement = replacement
    }

    /// Orders edits by file, then position (insertions before replacements at the same offset).
    static func ordered(_ lhs: SourceEdit, _ rhs: SourceEdit) -> Bool {
        if lhs.file != rhs.file { return lhs.file.sortsBefore(rhs.file) }
        if lhs.range.lowerBound != rhs.range.lowerBound { return lhs.range.lowerBound < rhs.range.lowerBound }
        return lhs.range.upperBound < rhs.range.upperBound
    }
}
