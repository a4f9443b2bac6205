/// A file a writer produced: a path relative to the output folder and its text.
public struct GeneratedFile: Sendable, Hashable {
    /// The path relative to the output folder, with `/` between components.
    public var path: String
    /// The file's contents.
    public var contents: String

    /// Creates a file.
    public init(path: String, contents: String) {
        self.path = path
        self.contents = contents
    }
}
