#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// Creating, listing and removing folder trees with POSIX calls; symbolic links are never followed.
package enum Folders {
    /// Creates a folder and the folders above it.
    ///
    /// - Throws: ``FileWriteError`` when a folder cannot be created or a file is in the way.
    package static func make(_ path: String) throws(FileWriteError) {
        var info = stat()
        if stat(path, &info) == 0 {
            guard (info.st_mode & S_IFMT) == S_IFDIR else {
                throw FileWriteError(.refused, path: path, message: "exists and is not a folder")
            }
            return
        }
        let parent = PathText.parent(path)
        if !parent.isEmpty, parent != path { try make(parent) }
        if mkdir(path, 0o755) != 0, errno != EEXIST { throw .system(path, "cannot create the folder", errno: errno) }
    }

    /// What `lstat` says a path is: `nil` when it does not exist.
    package static func kind(_ path: String) -> mode_t? {
        var info = stat()
        guard lstat(path, &info) == 0 else { return nil }
        return info.st_mode & S_IFMT
    }

    /// Whether `path` is a regular file itself (a link to one is not).
    package static func isRegularFile(_ path: String) -> Bool { kind(path) == S_IFREG }

    /// Whether `path` is a folder itself (a link to one is not).
    package static func isFolder(_ path: String) -> Bool { kind(path) == S_IFDIR }

    /// Every file, link and folder below `path`, relative to it, folders before their contents, sorted by name.
    ///
    /// Links are listed, not followed. Returns `nil` when `path` cannot be listed.
    package static func listing(of path: String) -> [(path: String, isFolder: Bool)]? {
        var result: [(path: String, isFolder: Bool)] = []
        func walk(_ folder: String, _ prefix: String) -> Bool {
            guard let names = entries(of: folder) else { return false }
            for name in names {
                let relative = prefix.isEmpty ? name : prefix + "/" + name
                let isFolder = kind(folder + "/" + name) == S_IFDIR
                result.append((relative, isFolder))
                if isFolder, !walk(folder + "/" + name, relative) { return false }
            }
            return true
        }
        return walk(path, "") ? result : nil
    }

    /// The names in a folder (without `.` and `..`), sorted, or `nil` when it cannot be read.
    package static func entries(of path: String) -> [String]? {
        guard let directory = opendir(path) else { return nil }
        defer { closedir(directory) }
        var names: [String] = []
        while let entry = readdir(directory) {
            let name = withUnsafePointer(to: &entry.pointee.d_name) { tuple in
                tuple.withMemoryRebound(to: CChar.self, capacity: MemoryLayout.size(ofValue: tuple.pointee)) { String(cString: $0) }
            }
            if name != ".", name != ".." { names.append(name) }
        }
        return names.sorted()
    }

    /// Removes a file, a link (not what it points to) or a folder with everything in it.
    ///
    /// - Throws: ``FileWriteError`` for the first entry that cannot be removed.
    package static func removeTree(_ path: String) throws(FileWriteError) {
        guard let type = kind(path) else { return }
        if type == S_IFDIR {
            guard let names = entries(of: path) else { throw .system(path, "cannot list the folder to remove it", errno: errno) }
            for name in names { try removeTree(path + "/" + name) }
            if rmdir(path) != 0, errno != ENOENT { throw .system(path, "cannot remove the folder", errno: errno) }
        } else if unlink(path) != 0, errno != ENOENT {
            throw .system(path, "cannot remove the file", errno: errno)
        }
    }
}
