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

/// What a writer produced: its files and its notes for the user (the accent written as `AccentColor`, renamed names).
public struct GeneratedFiles: Sendable, Hashable {
    /// The files, paths relative to the output folder.
    public var files: [GeneratedFile]
    /// Notes for the user, one sentence each.
    public var notes: [String]
}
