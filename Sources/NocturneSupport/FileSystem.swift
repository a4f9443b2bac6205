#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// The one file-system layer: listing folders, asking what a path is, creating and removing folders,
/// with POSIX calls (Foundation's file APIs cost more than the parsing on large catalogs and trees).
///
/// Reading files goes through the guarded reader in `FileSystem+Reading.swift`: regular files only,
/// at most ``maximumFileSize`` bytes. Paths are joined and split with ``PathText``.
package enum FileSystem {
    /// A folder entry: its name, whether it is a folder (following links) and whether it is a link.
    package struct Entry: Sendable, Hashable {
        /// The name, as the folder spells it.
        package var name: String
        /// Whether it is a folder, or a link to one.
        package var isDirectory: Bool
        /// Whether it is a symbolic link.
        package var isLink = false
        /// Whether the folder's listing says it is a regular file (not a link): a walk need not `stat` it to know.
        package var isRegularFile = false

        /// Creates an entry.
        package init(name: String, isDirectory: Bool, isLink: Bool = false, isRegularFile: Bool = false) {
            self.name = name
            self.isDirectory = isDirectory
            self.isLink = isLink
            self.isRegularFile = isRegularFile
        }
    }

    /// What identifies a file or folder however it is reached: its device and inode.
    package struct Identity: Hashable, Sendable {
        /// The device.
        package var device: UInt64
        /// The inode on that device.
        package var inode: UInt64

        /// The identity `stat` reports.
        package init(_ info: stat) {
            device = UInt64(info.st_dev)
            inode = UInt64(info.st_ino)
        }
    }

    /// The device and inode of a path (following links), or `nil` when it does not exist.
    package static func identity(_ path: String) -> Identity? {
        var info = stat()
        guard PathText.withSystemPath(path, { stat($0, &info) }) == 0 else { return nil }
        return Identity(info)
    }

    /// The size in bytes of what a path names (following links), or `nil` when it does not exist.
    package static func size(_ path: String) -> Int? {
        var info = stat()
        guard PathText.withSystemPath(path, { stat($0, &info) }) == 0 else { return nil }
        return Int(info.st_size)
    }

    /// What `lstat` says a path is (`S_IFREG`, `S_IFDIR`, `S_IFLNK`…): `nil` when it does not exist.
    package static func kind(_ path: String) -> mode_t? {
        var info = stat()
        guard PathText.withSystemPath(path, { lstat($0, &info) }) == 0 else { return nil }
        return info.st_mode & S_IFMT
    }

    /// Whether `path` is a regular file itself (a link to one is not).
    package static func isRegularFile(_ path: String) -> Bool { kind(path) == S_IFREG }

    /// Whether `path` is a folder itself (a link to one is not).
    package static func isFolder(_ path: String) -> Bool { kind(path) == S_IFDIR }

    /// Whether a path is a folder or a link to one.
    package static func isDirectory(_ path: String) -> Bool {
        var info = stat()
        guard PathText.withSystemPath(path, { stat($0, &info) }) == 0 else { return false }
        return (info.st_mode & S_IFMT) == S_IFDIR
    }

    /// Whether a path exists (following links).
    package static func exists(_ path: String) -> Bool {
        var info = stat()
        return PathText.withSystemPath(path, { stat($0, &info) }) == 0
    }

    /// A sentence naming a kind of file (`a FIFO`, `a character device`), for a diagnostic.
    package static func describe(kind: mode_t) -> String {
        switch kind {
        case S_IFREG: "a regular file"
        case S_IFDIR: "a folder"
        case S_IFIFO: "a FIFO"
        case S_IFCHR: "a character device"
        case S_IFBLK: "a block device"
        case S_IFSOCK: "a socket"
        case S_IFLNK: "a symbolic link"
        default: "an unknown kind of file"
        }
    }

    /// The entries of a folder (without `.` and `..`), sorted by their bytes, or `nil` when it cannot be listed.
    ///
    /// The kind comes from `readdir` where it can; links and unknown kinds are asked with `stat`.
    package static func entries(of path: String) -> [Entry]? {
        guard let directory = PathText.withSystemPath(path, { opendir($0) }) else { return nil }
        defer { closedir(directory) }
        var result: [Entry] = []
        while let pointer = readdir(directory) {
            let name = withUnsafePointer(to: &pointer.pointee.d_name) { tuple in
                tuple.withMemoryRebound(to: CChar.self, capacity: MemoryLayout.size(ofValue: tuple.pointee)) { PathText.decode($0) }
            }
            if name == "." || name == ".." { continue }
            let type = Int32(pointer.pointee.d_type)
            let isLink = type == Int32(DT_LNK)
            let isDirectory = switch type {
            case Int32(DT_DIR): true
            case Int32(DT_REG), Int32(DT_FIFO), Int32(DT_CHR), Int32(DT_BLK), Int32(DT_SOCK): false
            default: self.isDirectory(PathText.join(path, name))
            }
            result.append(Entry(name: name, isDirectory: isDirectory, isLink: isLink, isRegularFile: type == Int32(DT_REG)))
        }
        result.sort { $0.name.sortsBefore($1.name) }
        return result
    }

    /// The names in a folder (without `.` and `..`), sorted, or `nil` when it cannot be read.
    package static func names(in path: String) -> [String]? {
        entries(of: path)?.map(\.name)
    }

    /// Every file, link and folder below `path`, relative to it, folders before their contents, sorted by name.
    ///
    /// Links are listed, not followed. Returns `nil` when `path` cannot be listed.
    package static func listing(of path: String) -> [(path: String, isFolder: Bool)]? {
        var result: [(path: String, isFolder: Bool)] = []
        func walk(_ folder: String, _ prefix: String) -> Bool {
            guard let names = names(in: folder) else { return false }
            for name in names {
                let relative = PathText.join(prefix, name)
                let isFolder = isFolder(folder + "/" + name)
                result.append((relative, isFolder))
                if isFolder, !walk(folder + "/" + name, relative) { return false }
            }
            return true
        }
        return walk(path, "") ? result : nil
    }

    /// Creates a folder and the folders above it.
    ///
    /// - Parameter created: Receives the folders this call created, outermost first, so that a failed run can remove them.
    /// - Throws: ``FileWriteError`` when a folder cannot be created or a file is in the way (naming that file).
    package static func makeFolders(_ path: String, created: inout [String]) throws(FileWriteError) {
        var info = stat()
        if PathText.withSystemPath(path, { stat($0, &info) }) == 0 {
            guard (info.st_mode & S_IFMT) == S_IFDIR else {
                throw FileWriteError(.refused, path: path, message: "exists and is not a folder")
            }
            return
        }
        let parent = PathText.parent(path)
        if !parent.isEmpty, parent != path { try makeFolders(parent, created: &created) }
        if PathText.withSystemPath(path, { mkdir($0, 0o755) }) == 0 {
            created.append(path)
        } else if errno != EEXIST {
            throw .system(path, "cannot create the folder", errno: errno)
        }
    }

    /// Creates a folder and the folders above it.
    ///
    /// - Throws: ``FileWriteError`` when a folder cannot be created or a file is in the way.
    package static func makeFolders(_ path: String) throws(FileWriteError) {
        var created: [String] = []
        try makeFolders(path, created: &created)
    }

    /// Removes a file, a link (not what it points to) or a folder with everything in it.
    ///
    /// - Throws: ``FileWriteError`` for the first entry that cannot be removed.
    package static func removeTree(_ path: String) throws(FileWriteError) {
        guard let type = kind(path) else { return }
        if type == S_IFDIR {
            guard let names = names(in: path) else { throw .system(path, "cannot list the folder to remove it", errno: errno) }
            for name in names { try removeTree(path + "/" + name) }
            if PathText.withSystemPath(path, { rmdir($0) }) != 0, errno != ENOENT { throw .system(path, "cannot remove the folder", errno: errno) }
        } else if PathText.withSystemPath(path, { unlink($0) }) != 0, errno != ENOENT {
            throw .system(path, "cannot remove the file", errno: errno)
        }
    }

    /// Opens a folder to read files relative to it; `nil` when it cannot be opened. Close it with ``closeDirectory(_:)``.
    package static func openDirectory(_ path: String) -> Int32? {
        let descriptor = PathText.withSystemPath(path) { open($0, O_RDONLY | O_DIRECTORY | O_CLOEXEC) }
        return descriptor >= 0 ? descriptor : nil
    }

    /// Closes a folder opened with ``openDirectory(_:)``.
    package static func closeDirectory(_ descriptor: Int32) {
        close(descriptor)
    }
}
