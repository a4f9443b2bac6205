/// Where one side of a pair is written: a file and a 1-based line.
///
/// Findings name it by the file's last path component (`Profile.storyboard:38`), as a reader scans a message.
public struct SourceLine: Sendable, Hashable, CustomStringConvertible {
    /// The file, as the linter reached it.
    public var file: String
    /// The 1-based line.
    public var line: Int

    /// Creates a location.
    public init(file: String, line: Int) {
        self.file = file
        self.line = line
    }

    /// `Name.ext:line`: the file's last path component and the line.
    public var description: String {
        let name = file.split(separator: "/").last.map(String.init) ?? file
        return "\(name):\(line)"
    }
}
