/// Where one side of a pair is written: a file and a 1-based line.
///
/// Findings name it by the file's last path component (`Profile.storyboard:38`), as a reader scans a message.
public struct SourceLine: Sendable, Hashable, CustomStringConvertible {
    /// The file, as the linter reached it.
    public var file: String
    /// The 1-based line.
    public var line: Int
    /// The 1-based column (in UTF-8 bytes) where the side's expression or element starts, when known: what tells two sides
    /// on one line apart (`nocturne fix` re-measures the pairs of the exact sites it edits).
    public var column: Int?

    /// Creates a location.
    public init(file: String, line: Int, column: Int? = nil) {
        self.file = file
        self.line = line
        self.column = column
    }

    /// `Name.ext:line`: the file's last path component and the line.
    public var description: String {
        let name = file.split(separator: "/").last.map(String.init) ?? file
        return "\(name):\(line)"
    }
}
