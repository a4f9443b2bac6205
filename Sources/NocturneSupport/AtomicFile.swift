#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// Writes one file atomically: the bytes go to a new temporary file in the destination's folder, which is then renamed over it.
///
/// The one file writer of the package (exports, `convert --out`, the preference store).
/// Guarantees:
/// - Readers see the previous file or the new one, whole, never a mix: an interrupted run
///   (a kill, a full disk) leaves the previous file intact. At worst a temporary file
///   `.<name>.nocturne-<pid>-<n>.tmp` is left beside it; the next write of the same file
///   removes those whose process is no longer running (``removeStaleTemporaries(of:)``).
/// - Only regular files are replaced. A device node (`/dev/stdout`), a FIFO, a folder or a
///   socket at the destination is refused, so nothing but a file is ever swapped away.
/// - A symbolic link at the destination is followed: the file it points to is replaced and the
///   link is kept. A link to nothing is refused.
/// - A replaced file keeps its permission bits; a new one gets `0644` less the umask.
/// - Files are not synced to disk: a power cut can lose the newest version, but on journaling
///   file systems never leaves half a file under the final name.
package enum AtomicFile {
    /// Writes `text` as UTF-8 to `path` atomically, creating the folders above it.
    ///
    /// - Throws: ``FileWriteError`` naming the path when the destination is refused or a system call fails.
    package static func write(_ text: String, to path: String) throws(FileWriteError) {
        var text = text
        var failure: FileWriteError?
        text.withUTF8 { bytes in
            do throws(FileWriteError) { try writeBuffer(bytes, to: path) } catch { failure = error }
        }
        if let failure { throw failure }
    }

    /// Writes `bytes` to `path` atomically, creating the folders above it.
    ///
    /// - Throws: ``FileWriteError`` naming the path when the destination is refused or a system call fails.
    /// - Parameter beforeRename: A last check before the rename (see ``writeBuffer(_:to:beforeRename:)``).
    package static func write(_ bytes: some Collection<UInt8>, to path: String, beforeRename: (() -> String?)? = nil) throws(FileWriteError) {
        var failure: FileWriteError?
        let array: [UInt8] = Array(bytes)
        array.withUnsafeBufferPointer { buffer in
            do throws(FileWriteError) { try writeBuffer(buffer, to: path, beforeRename: beforeRename) } catch { failure = error }
        }
        if let failure { throw failure }
    }

    /// Writes a buffer to `path` atomically (the other writers end here).
    ///
    /// - Parameter beforeRename: Called once the temporary file is complete, just before it replaces `path`; a message it
    ///   returns refuses the write (the temporary file is removed, `path` is untouched) as a `.refused` error with that message.
    ///   `nocturne fix` checks there that the file is still the one it read.
    package static func writeBuffer(_ bytes: UnsafeBufferPointer<UInt8>, to path: String,
                                    beforeRename: (() -> String?)? = nil) throws(FileWriteError) {
        guard !path.isEmpty else { throw FileWriteError(.refused, path: path, message: "an empty path names no file") }
        let destination = try regularFileDestination(path)
        let folder = PathText.parent(destination)
        try FileSystem.makeFolders(folder.isEmpty ? "." : folder)
        let temporary = PathText.join(folder, temporaryPrefix(of: destination) + "\(getpid())-\(UInt32.random(in: 0...UInt32.max)).tmp")
        var mode: mode_t = 0o644
        var info = stat()
        let replacing = PathText.withSystemPath(destination) { stat($0, &info) } == 0
        if replacing { mode = info.st_mode & 0o7777 }
        let descriptor = PathText.withSystemPath(temporary) { open($0, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, mode) }
        guard descriptor >= 0 else { throw .system(path, "cannot create the temporary file \(temporary)", errno: errno) }
        if replacing { _ = fchmod(descriptor, mode) }
        if let failure = writeAll(bytes, to: descriptor) {
            _ = close(descriptor)
            _ = PathText.withSystemPath(temporary) { unlink($0) }
            throw .system(path, "cannot write the file", errno: failure)
        }
        guard close(descriptor) == 0 else {
            let code = errno
            _ = PathText.withSystemPath(temporary) { unlink($0) }
            throw .system(path, "cannot write the file", errno: code)
        }
        if let refusal = beforeRename?() {
            _ = PathText.withSystemPath(temporary) { unlink($0) }
            throw FileWriteError(.refused, path: path, message: refusal)
        }
        guard PathText.rename(temporary, destination) == 0 else {
            let code = errno
            _ = PathText.withSystemPath(temporary) { unlink($0) }
            throw .system(path, "cannot rename the temporary file into place", errno: code)
        }
        removeStaleTemporaries(of: destination)
    }

    /// `.<name>.nocturne-`: how every temporary file for `destination` begins.
    static func temporaryPrefix(of destination: String) -> String {
        ".\(PathText.lastComponent(destination)).nocturne-"
    }

    /// Removes the temporary files an interrupted write of `destination` left beside it.
    ///
    /// A file is removed only when its name is `.<name>.nocturne-<pid>-<n>.tmp`, it is a regular file,
    /// and process `<pid>` is no longer running; anything else is left alone.
    /// - Returns: The paths removed.
    @discardableResult
    package static func removeStaleTemporaries(of destination: String) -> [String] {
        let folder = PathText.parent(destination)
        let prefix = temporaryPrefix(of: destination)
        guard let names = FileSystem.names(in: folder.isEmpty ? "." : folder) else { return [] }
        var removed: [String] = []
        for name in names where name.hasPrefix(prefix) && name.hasSuffix(".tmp") {
            let middle = name.dropFirst(prefix.count).dropLast(4).split(separator: "-", omittingEmptySubsequences: false)
            guard middle.count == 2, let pid = pid_t(middle[0]), UInt32(middle[1]) != nil, !ProcessLiveness.isRunning(pid) else { continue }
            let path = PathText.join(folder, name)
            if FileSystem.kind(path) == S_IFREG, PathText.withSystemPath(path, { unlink($0) }) == 0 { removed.append(path) }
        }
        return removed
    }

    /// The path to write for `path`: itself, or the file its symbolic link points to; refuses what is not a regular file.
    ///
    /// - Throws: ``FileWriteError`` of kind `.refused` for a device, FIFO, socket, folder or dangling link.
    package static func regularFileDestination(_ path: String) throws(FileWriteError) -> String {
        var info = stat()
        guard PathText.withSystemPath(path, { lstat($0, &info) }) == 0 else {
            let code = errno
            if code == ENOENT || code == ENOTDIR { return path }
            throw .system(path, "cannot inspect the destination", errno: code)
        }
        var destination = path
        if (info.st_mode & S_IFMT) == S_IFLNK {
            guard let resolved = PathText.resolved(path) else {
                throw FileWriteError(.refused, path: path, message: "is a symbolic link to a missing file; write to the file itself")
            }
            destination = resolved
            guard PathText.withSystemPath(destination, { stat($0, &info) }) == 0 else { return destination }
        }
        guard (info.st_mode & S_IFMT) == S_IFREG else {
            let what = (info.st_mode & S_IFMT) == S_IFDIR ? "a folder" : "not a regular file"
            throw FileWriteError(.refused, path: path, message: "is \(what); only regular files are replaced (use '-' for standard output)")
        }
        return destination
    }

    /// Writes every byte to an open descriptor; returns `errno` on failure, `nil` on success.
    package static func writeAll(_ bytes: UnsafeBufferPointer<UInt8>, to descriptor: Int32) -> Int32? {
        guard let base = bytes.baseAddress else { return nil }
        var offset = 0
        while offset < bytes.count {
            let written = systemWrite(descriptor, base + offset, bytes.count - offset)
            if written < 0 {
                if errno == EINTR { continue }
                return errno
            }
            if written == 0 { return EIO }
            offset += written
        }
        return nil
    }
}

/// `write(2)`, under a name the writer's own `write` overloads do not hide.
private func systemWrite(_ descriptor: Int32, _ bytes: UnsafeRawPointer, _ count: Int) -> Int {
    write(descriptor, bytes, count)
}
