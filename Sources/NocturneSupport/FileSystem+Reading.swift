#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// The one guarded reader: every file the readers, the linter, its configuration and baseline, the command line
/// and the host open is read here.
///
/// Only regular files are read: a FIFO, a device (`/dev/zero`), a folder or a socket is refused without reading
/// (the file is opened with `O_NONBLOCK`, so a FIFO cannot hang the open, and the kind is asked of the opened
/// descriptor with `fstat`, so nothing can be swapped in between), and so is a file that is, or grows while
/// read, beyond ``maximumFileSize``. Standard input is read under the same limit (``readStream(_:)``).
extension FileSystem {
    /// The largest file a reader accepts: 16 MB, far beyond any real catalog document, token file, stylesheet or source file.
    package static let maximumFileSize = 16 << 20

    /// Why a file was not read.
    package enum ReadFailure: Error, Sendable, Hashable, CustomStringConvertible {
        /// `open` failed, with its `errno`.
        case cannotOpen(Int32)
        /// The path is a folder, a FIFO, a device or a socket (named), not a regular file.
        case notRegularFile(String)
        /// The file holds more than ``FileSystem/maximumFileSize`` bytes.
        case tooLarge
        /// `read` failed, with its `errno`.
        case cannotRead(Int32)

        /// A sentence saying why, for a diagnostic.
        package var description: String {
            switch self {
            case .cannotOpen(let code): "cannot open the file (\(String(cString: strerror(code))))"
            case .notRegularFile(let kind): "not a regular file (\(kind)); only regular files are read"
            case .tooLarge: "larger than \(FileSystem.maximumFileSize >> 20) MB; not read"
            case .cannotRead(let code): "cannot read the file (\(String(cString: strerror(code))))"
            }
        }
    }

    /// The bytes of a regular file of at most ``maximumFileSize`` bytes, or `nil` when it cannot be read.
    package static func readFile(_ path: String) -> [UInt8]? {
        try? readRegularFile(path)
    }

    /// The bytes of a regular file of at most ``maximumFileSize`` bytes.
    ///
    /// - Throws: ``ReadFailure`` saying why.
    package static func readRegularFile(_ path: String, relativeTo directory: Int32 = AT_FDCWD) throws(ReadFailure) -> [UInt8] {
        var buffer: [UInt8] = []
        let count = try load(path, relativeTo: directory, into: &buffer)
        buffer.removeLast(buffer.count - count)
        return buffer
    }

    /// The text of a regular file (invalid UTF-8 repaired), read as ``readRegularFile(_:relativeTo:)`` reads it.
    ///
    /// - Throws: ``ReadFailure`` saying why.
    package static func readText(_ path: String) throws(ReadFailure) -> String {
        String(decoding: try readRegularFile(path), as: UTF8.self)
    }

    /// Reads a regular file (see ``readRegularFile(_:relativeTo:)``) into a buffer reused from call to call
    /// (grown when needed) and passes its bytes to `body`.
    ///
    /// Reading thousands of small files this way allocates nothing per file.
    ///
    /// - Parameters:
    ///   - path: The file, relative to `directory` unless absolute.
    ///   - directory: An open folder's descriptor (a short relative path spares the kernel the walk from `/`), or the working directory.
    /// - Returns: What `body` returns, or why the file was not read.
    package static func withContents<Result>(of path: String, relativeTo directory: Int32 = AT_FDCWD, buffer: inout [UInt8],
                                             _ body: (UnsafeBufferPointer<UInt8>) -> Result) -> Swift.Result<Result, ReadFailure> {
        let count: Int
        do { count = try load(path, relativeTo: directory, into: &buffer) } catch { return .failure(error) }
        return .success(buffer.withUnsafeBufferPointer { bytes in body(UnsafeBufferPointer(rebasing: bytes[..<count])) })
    }

    /// Reads a stream (standard input, a pipe) to its end under the same limit as files.
    ///
    /// - Parameter read: Appends the next chunk to the array and returns how many bytes it added; 0 at the end.
    /// - Throws: ``ReadFailure/tooLarge`` as soon as more than ``maximumFileSize`` bytes have arrived (the rest is not read).
    package static func readStream(_ read: (inout [UInt8]) -> Int, into buffer: inout [UInt8]) throws(ReadFailure) {
        let start = buffer.count
        while read(&buffer) > 0 {
            if buffer.count - start > maximumFileSize { throw .tooLarge }
        }
    }

    /// Reads a regular file into `buffer` (grown when needed); returns how many bytes it holds.
    private static func load(_ path: String, relativeTo directory: Int32, into buffer: inout [UInt8]) throws(ReadFailure) -> Int {
        let descriptor = PathText.withSystemPath(path) { openat(directory, $0, O_RDONLY | O_NONBLOCK | O_CLOEXEC | O_NOCTTY) }
        guard descriptor >= 0 else { throw .cannotOpen(errno) }
        defer { close(descriptor) }
        var info = stat()
        guard fstat(descriptor, &info) == 0 else { throw .cannotRead(errno) }
        let kind = info.st_mode & S_IFMT
        guard kind == S_IFREG else { throw .notRegularFile(describe(kind: kind)) }
        guard info.st_size <= maximumFileSize else { throw .tooLarge }
        // One byte more than the size, so that the end is seen without growing; files that report no
        // size (or grow) are read in doubling steps up to the limit.
        if Int(info.st_size) >= buffer.count { buffer = [UInt8](repeating: 0, count: Int(info.st_size) + 1) }
        if buffer.isEmpty { buffer = [UInt8](repeating: 0, count: 4096) }
        var count = 0
        while true {
            if count == buffer.count {
                guard count <= maximumFileSize else { throw .tooLarge }
                buffer.append(contentsOf: repeatElement(0, count: buffer.count))
            }
            let got = buffer.withUnsafeMutableBytes { bytes -> Int in
                guard let base = bytes.baseAddress else { return -1 }
                return read(descriptor, base + count, bytes.count - count)
            }
            if got < 0 {
                if errno == EINTR { continue }
                throw .cannotRead(errno)
            }
            if got == 0 { break }
            count += got
        }
        guard count <= maximumFileSize else { throw .tooLarge }
        return count
    }
}
