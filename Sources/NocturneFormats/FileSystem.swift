import NocturneSupport

/// Thin POSIX file access for the readers and writers: Foundation's file APIs cost more than the parsing on large catalogs.
enum FileSystem {
    /// A directory entry: its name, whether it is a folder (following links) and whether it is a link.
    struct Entry {
        var name: String
        var isDirectory: Bool
        var isLink = false
    }

    /// What identifies a file or folder however it is reached: its device and inode.
    struct Identity: Hashable, Sendable {
        var device: UInt64
        var inode: UInt64
    }

    /// The device and inode of a path (following links), or `nil` when it does not exist.
    static func identity(_ path: String) -> Identity? {
        var info = stat()
        guard stat(path, &info) == 0 else { return nil }
        return Identity(device: UInt64(info.st_dev), inode: UInt64(info.st_ino))
    }

    /// The entries of a folder (without `.` and `..`), sorted by name, or `nil` when it cannot be listed.
    static func entries(of path: String) -> [Entry]? {
        guard let directory = opendir(path) else { return nil }
        defer { closedir(directory) }
        var result: [Entry] = []
        while let pointer = readdir(directory) {
            let name = withUnsafePointer(to: &pointer.pointee.d_name) { tuple in
                tuple.withMemoryRebound(to: CChar.self, capacity: 256) { String(cString: $0) }
            }
            if name == "." || name == ".." { continue }
            var isDirectory: Bool
            switch Int32(pointer.pointee.d_type) {
            case Int32(DT_DIR): isDirectory = true
            case Int32(DT_REG): isDirectory = false
            default: isDirectory = self.isDirectory(path + "/" + name)
            }
            let isLink = Int32(pointer.pointee.d_type) == Int32(DT_LNK)
            if isLink { isDirectory = self.isDirectory(path + "/" + name) }
            result.append(Entry(name: name, isDirectory: isDirectory, isLink: isLink))
        }
        result.sort { $0.name < $1.name }
        return result
    }

    /// Whether a path is a folder (following links).
    static func isDirectory(_ path: String) -> Bool {
        var info = stat()
        guard stat(path, &info) == 0 else { return false }
        return (info.st_mode & S_IFMT) == S_IFDIR
    }

    /// Whether a path exists.
    static func exists(_ path: String) -> Bool {
        var info = stat()
        return stat(path, &info) == 0
    }

    /// The largest file a reader accepts: 16 MB, far beyond any real catalog document, token file or stylesheet.
    static let maximumFileSize = 16 << 20

    /// Why a file was not read.
    enum ReadFailure: Error, Sendable, Hashable, CustomStringConvertible {
        /// `open` failed, with its `errno`.
        case cannotOpen(Int32)
        /// The path is a folder, a FIFO, a device or a socket (named), not a regular file.
        case notRegularFile(String)
        /// The file holds more than ``FileSystem/maximumFileSize`` bytes.
        case tooLarge
        /// `read` failed, with its `errno`.
        case cannotRead(Int32)

        /// A sentence saying why, for a diagnostic.
        var description: String {
            switch self {
            case .cannotOpen(let code): "cannot open the file (\(String(cString: strerror(code))))"
            case .notRegularFile(let kind): "not a regular file (\(kind)); only regular files are read"
            case .tooLarge: "larger than \(FileSystem.maximumFileSize >> 20) MB; not read"
            case .cannotRead(let code): "cannot read the file (\(String(cString: strerror(code))))"
            }
        }
    }

    /// The bytes of a regular file of at most ``maximumFileSize`` bytes, or `nil` when it cannot be read.
    static func readFile(_ path: String) -> [UInt8]? {
        try? readRegularFile(path)
    }

    /// The bytes of a regular file of at most ``maximumFileSize`` bytes.
    ///
    /// A FIFO, a device (`/dev/zero`), a folder or a socket is refused without reading (a FIFO is
    /// opened without blocking), and so is a file that is, or grows while read, beyond the limit.
    ///
    /// - Throws: ``ReadFailure`` saying why.
    static func readRegularFile(_ path: String, relativeTo directory: Int32 = AT_FDCWD) throws(ReadFailure) -> [UInt8] {
        var buffer: [UInt8] = []
        let count = try load(path, relativeTo: directory, into: &buffer)
        buffer.removeLast(buffer.count - count)
        return buffer
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
    static func withContents<Result>(of path: String, relativeTo directory: Int32 = AT_FDCWD, buffer: inout [UInt8],
                                     _ body: (UnsafeBufferPointer<UInt8>) -> Result) -> Swift.Result<Result, ReadFailure> {
        let count: Int
        do { count = try load(path, relativeTo: directory, into: &buffer) } catch { return .failure(error) }
        return .success(buffer.withUnsafeBufferPointer { bytes in body(UnsafeBufferPointer(rebasing: bytes[..<count])) })
    }

    /// Reads a regular file into `buffer` (grown when needed); returns how many bytes it holds.
    private static func load(_ path: String, relativeTo directory: Int32, into buffer: inout [UInt8]) throws(ReadFailure) -> Int {
        let descriptor = openat(directory, path, O_RDONLY | O_NONBLOCK | O_CLOEXEC)
        guard descriptor >= 0 else { throw .cannotOpen(errno) }
        defer { close(descriptor) }
        var info = stat()
        guard fstat(descriptor, &info) == 0 else { throw .cannotRead(errno) }
        switch info.st_mode & S_IFMT {
        case S_IFREG: break
        case S_IFDIR: throw .notRegularFile("a folder")
        case S_IFIFO: throw .notRegularFile("a FIFO")
        case S_IFCHR: throw .notRegularFile("a character device")
        case S_IFBLK: throw .notRegularFile("a block device")
        case S_IFSOCK: throw .notRegularFile("a socket")
        default: throw .notRegularFile("an unknown kind of file")
        }
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
            if got < 0 { throw .cannotRead(errno) }
            if got == 0 { break }
            count += got
        }
        guard count <= maximumFileSize else { throw .tooLarge }
        return count
    }

    /// Opens a folder to read files relative to it; `nil` when it cannot be opened. Close it with ``closeDirectory(_:)``.
    static func openDirectory(_ path: String) -> Int32? {
        let descriptor = open(path, O_RDONLY | O_DIRECTORY)
        return descriptor >= 0 ? descriptor : nil
    }

    /// Closes a folder opened with ``openDirectory(_:)``.
    static func closeDirectory(_ descriptor: Int32) {
        close(descriptor)
    }

    /// Writes bytes to a new file (replacing one), without syncing to disk.
    ///
    /// - Returns: `true` on success.
    static func writeFile(_ bytes: some Collection<UInt8>, to path: String) -> Bool {
        let descriptor = open(path, O_WRONLY | O_CREAT | O_TRUNC, 0o644)
        guard descriptor >= 0 else { return false }
        var ok = true
        let array = Array(bytes)
        array.withUnsafeBytes { buffer in
            var offset = 0
            while offset < buffer.count {
                let written = write(descriptor, buffer.baseAddress! + offset, buffer.count - offset)
                if written <= 0 { ok = false; return }
                offset += written
            }
        }
        return close(descriptor) == 0 && ok
    }

    /// Creates a folder and its parents; `true` when it exists afterwards.
    static func makeDirectories(_ path: String) -> Bool {
        if isDirectory(path) { return true }
        let parent = parentPath(path)
        if !parent.isEmpty, parent != path, !isDirectory(parent), !makeDirectories(parent) { return false }
        return mkdir(path, 0o755) == 0 || isDirectory(path)
    }

    /// The path without its last component (`a/b/c` → `a/b`; `c` → ``).
    static func parentPath(_ path: String) -> String {
        guard let slash = path.lastIndex(of: "/") else { return "" }
        return slash == path.startIndex ? "/" : String(path[..<slash])
    }
}
