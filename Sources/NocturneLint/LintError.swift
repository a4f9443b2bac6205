/// A problem with the linter's own input: a configuration or baseline file, or a path that cannot be read.
public struct LintError: Error, Sendable, Hashable, CustomStringConvertible {
    /// The file or path concerned.
    public var file: String
    /// The 1-based line of the problem in ``file``, when it is known.
    public var line: Int?
    /// The 1-based column of the problem, when it is known.
    public var column: Int?
    /// What was wrong, in a sentence without the location.
    public var message: String

    /// Creates an error.
    public init(file: String, line: Int? = nil, column: Int? = nil, message: String) {
        self.file = file
        self.line = line
        self.column = column
        self.message = message
    }

    /// `file:line:column: message`, or `file: message` when the place in the file is not known.
    public var description: String { file.isEmpty ? message : "\(place): \(message)" }

    /// `file:line:column` (`file:line:1` without a column), or the file alone.
    public var place: String {
        guard let line else { return file }
        return "\(file):\(line):\(column ?? 1)"
    }
}
