/// Why `nocturne fix` could not change the files: what was wrong and where, nothing written.
package struct FixError: Error, Sendable, Hashable, CustomStringConvertible {
    /// What kind of problem it is.
    package enum Kind: String, Sendable, Hashable {
        /// A file cannot be read.
        case unreadable
        /// A file cannot be written: read-only, or not a regular file.
        case unwritable
        /// A file changed between the read and the write.
        case changed
        /// Two edits of one file overlap, or an edit lies outside the file.
        case overlappingEdits
        /// A storyboard or xib that is not well-formed XML, or not as Interface Builder writes it.
        case malformedInterfaceBuilder
        /// An asset catalog that cannot take the color sets: a file where the folder should be, a name taken by another kind of asset.
        case catalog
        /// A system call failed.
        case system
    }

    /// What kind of problem it is.
    package var kind: Kind
    /// The file or folder concerned.
    package var path: String
    /// The 1-based line, when there is one.
    package var line: Int?
    /// What went wrong, in a sentence without the path.
    package var message: String

    /// Creates an error.
    package init(_ kind: Kind, path: String, line: Int? = nil, message: String) {
        self.kind = kind
        self.path = path
        self.line = line
        self.message = message
    }

    /// `path:line: message`.
    package var description: String {
        if let line { return "\(path):\(line): \(message)" }
        return "\(path): \(message)"
    }
}
