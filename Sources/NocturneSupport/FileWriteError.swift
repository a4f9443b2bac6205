#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif


/// Why an atomic write failed: the path, what was being done, and the system's reason.
///
/// `package` access: the layers map it into their own public errors (`FormatError`, `PreferenceStoreError`).
package struct FileWriteError: Error, Sendable, Hashable, CustomStringConvertible {
    /// What kind of failure it is.
    package enum Kind: Sendable, Hashable {
        /// The system refused an operation (`errno` said why).
        case system
        /// The destination is something the writers never replace: a device, a FIFO, a folder where a file
        /// belongs, a link to nothing, the root, home or current folder.
        case refused
    }

    /// What kind of failure it is.
    package var kind: Kind
    /// The path the write was for (or the one that failed).
    package var path: String
    /// What went wrong, in a sentence without the path.
    package var message: String

    /// Creates an error.
    package init(_ kind: Kind, path: String, message: String) {
        self.kind = kind
        self.path = path
        self.message = message
    }

    /// An error for a failed system call, with `errno`'s text.
    package static func system(_ path: String, _ action: String, errno code: Int32) -> FileWriteError {
        FileWriteError(.system, path: path, message: "\(action): \(String(cString: strerror(code)))")
    }

    /// `path: message`.
    package var description: String { "\(path): \(message)" }
}
