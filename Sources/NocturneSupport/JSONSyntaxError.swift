/// Text that is not valid JSON (or JSON5), with where the problem is: byte offset, line and column.
package struct JSONSyntaxError: Error, Sendable, Hashable, CustomStringConvertible {
    /// The 0-based byte offset of the problem in the document.
    package var offset: Int
    /// The 1-based line.
    package var line: Int
    /// The 1-based column, counted in characters.
    package var column: Int
    /// What was wrong, without the location: `expected ',' or '}' after the value of "red"`.
    package var message: String

    /// `line 3:7 (offset 41): message`.
    package var description: String { "line \(line):\(column) (offset \(offset)): \(message)" }
}
