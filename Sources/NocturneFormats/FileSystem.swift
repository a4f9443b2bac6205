import NocturneSupport

/// Thin POSIX file access for the readers and writers: Foundation's file APIs cost more than the parsing on large catalogs.
enum FileSystem {
    /// A directory entry: its name and whether it is a folder.
    struct Entry {
        var name: String
        var isDirectory: Bool
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
            if Int32(pointer.pointee.d_type) == Int32(DT_LNK) { isDirectory = self.isDirectory(path + "/" + name) }
            result.append(Entry(name: name, isDirectory: isDirectory))
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

    /// The bytes of a file, or `nil` when it cannot be read.
    static func readFile(_ path: String) -> [UInt8]? {
        let descriptor = open(path, O_RDONLY)
        guard descriptor >= 0 else { return nil }
        defer { close(descriptor) }
        var info = stat()
        var capacity = 4096
        if fstat(descriptor, &info) == 0, info.st_size > 0 { capacity = Int(info.st_size) + 1 }
        var bytes = [UInt8](repeating: 0, count: capacity)
        var count = 0
        while true {
            if count == bytes.count { bytes.append(contentsOf: repeatElement(0, count: bytes.count)) }
            let got = bytes.withUnsafeMutableBytes { buffer in
                read(descriptor, buffer.baseAddress! + count, buffer.count - count)
            }
            if got < 0 { return nil }
            if got == 0 { break }
            count += got
        }
        bytes.removeLast(bytes.count - count)
        return bytes
    }

    /// Reads a file into a buffer reused from call to call (grown when needed) and passes its bytes to `body`.
    ///
    /// Reading thousands of small files this way allocates nothing per file.
    ///
    /// - Parameters:
    ///   - path: The file, relative to `directory` unless absolute.
    ///   - directory: An open folder's descriptor (a short relative path spares the kernel the walk from `/`), or the working directory.
    /// - Returns: What `body` returns, or `nil` when the file cannot be read.
    static func withContents<Result>(of path: String, relativeTo directory: Int32 = AT_FDCWD, buffer: inout [UInt8],
                                     _ body: (UnsafeBufferPointer<UInt8>) -> Result) -> Result? {
        let descriptor = openat(directory, path, O_RDONLY)
        guard descriptor >= 0 else { return nil }
        defer { close(descriptor) }
        var info = stat()
        if fstat(descriptor, &info) == 0, Int(info.st_size) >= buffer.count {
            buffer = [UInt8](repeating: 0, count: Int(info.st_size) + 1)
        }
        if buffer.isEmpty { buffer = [UInt8](repeating: 0, count: 4096) }
        var count = 0
        while true {
            if count == buffer.count { buffer.append(contentsOf: repeatElement(0, count: buffer.count)) }
            let got = buffer.withUnsafeMutableBytes { bytes -> Int in
                guard let base = bytes.baseAddress else { return -1 }
                return read(descriptor, base + count, bytes.count - count)
            }
            if got < 0 { return nil }
            if got == 0 { break }
            count += got
        }
        return buffer.withUnsafeBufferPointer { bytes in body(UnsafeBufferPointer(rebasing: bytes[..<count])) }
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
