/// A problem with the linter's own input: a configuration or baseline file, or a path that cannot be read.
public struct LintError: Error, Sendable, Hashable, CustomStringConvertible {
    /// The file or path concerned.
    public var file: String
    /// What was wrong, in a sentence without the location.
    public var message: String

    /// Creates an error.
    public init(file: String, message: String) {
        self.file = file
        self.message = message
    }

    /// `file: message`.
    public var description: String { file.isEmpty ? message : "\(file): \(message)" }
}
