import NocturneSupport

/// A path the linter left out, and why: a FIFO or device, a file too large, a symbolic link out of the trees given.
///
/// `nocturne lint` prints each as a warning on standard error; none changes the exit status.
public struct LintSkip: Sendable, Hashable, CustomStringConvertible {
    /// The path as the walk reached it.
    public var path: String
    /// Why it was skipped, as a sentence without the path.
    public var reason: String

    /// Creates a skip.
    public init(path: String, reason: String) {
        self.path = path
        self.reason = reason
    }

    /// A file that is not a regular file (`S_IFIFO`, `S_IFCHR`…): never opened.
    init(path: String, notRegular kind: mode_t) {
        self.init(path: path, reason: FileSystem.ReadFailure.notRegularFile(FileSystem.describe(kind: kind)).description)
    }

    /// `path: skipped: reason`.
    public var description: String { "\(path): skipped: \(reason)" }
}
