import NocturneSupport

/// Tells, without blocking, whether a file was changed or replaced since its owner last read or wrote it.
///
/// On Linux an inotify watch on the file's folder (atomic writers replace the file by a rename,
/// so the file itself cannot be watched) says when to look; elsewhere, or while the folder does
/// not exist yet, every check compares the file's identity (device, inode, size, modification
/// time) with the one last seen. Events caused by the owner's own writes are recognised by that
/// identity and ignored.
///
/// Not `Sendable`: it belongs to its store's owner, like the store.
final class FileChangeMonitor {
    /// A file's identity: what changes when someone writes or replaces it.
    struct Stamp: Equatable {
        var device: UInt64
        var inode: UInt64
        var size: Int64
        var seconds: Int
        var nanoseconds: Int
    }

    let path: String
    private let folder: String
    /// The identity last read or written by the owner; `nil` when the file did not exist.
    private var seen: Stamp?
    /// The inotify descriptor (Linux), or -1.
    private var descriptor: Int32 = -1
    /// Whether the folder is being watched (it may not exist yet).
    private var isWatching = false
    /// Whether the path is a symbolic link: its target changes in another folder, so events here prove nothing.
    private let isLink: Bool

    init(path: String) {
        self.path = path
        if let slash = path.lastIndex(of: "/") {
            folder = slash == path.startIndex ? "/" : String(path[..<slash])
        } else {
            folder = "."
        }
        var info = stat()
        isLink = lstat(path, &info) == 0 && (info.st_mode & S_IFMT) == S_IFLNK
        #if os(Linux)
        descriptor = inotify_init1(Int32(IN_NONBLOCK | IN_CLOEXEC))
        watchFolder()
        #endif
        seen = FileChangeMonitor.stamp(of: path)
    }

    deinit {
        if descriptor >= 0 { _ = close(descriptor) }
    }

    /// The descriptor that becomes readable on a change in the folder, when watching.
    var changeDescriptor: Int32? { descriptor >= 0 ? descriptor : nil }

    /// The file's identity now, to pass to ``markSeen(_:)`` after reading what it names.
    func currentStamp() -> Stamp? { FileChangeMonitor.stamp(of: path) }

    /// Records what the owner read (take the stamp *before* reading) or wrote.
    func markSeen(_ stamp: Stamp?) { seen = stamp }

    /// Whether the file differs from what the owner last saw; drains queued events.
    func hasChanged() -> Bool {
        #if os(Linux)
        if isWatching {
            // Nothing queued: nothing happened in the folder since the last check.
            guard drainEvents() || isLink else { return false }
        } else {
            watchFolder()
        }
        #endif
        return FileChangeMonitor.stamp(of: path) != seen
    }

    #if os(Linux)
    private func watchFolder() {
        guard descriptor >= 0, !isWatching else { return }
        let mask = IN_CLOSE_WRITE | IN_MOVED_TO | IN_MOVED_FROM | IN_CREATE | IN_DELETE | IN_DELETE_SELF | IN_MOVE_SELF | IN_MODIFY
        isWatching = inotify_add_watch(descriptor, folder, UInt32(mask)) >= 0
    }

    /// Reads every queued event; whether there was any. A removed or moved folder ends the watch.
    private func drainEvents() -> Bool {
        var any = false
        let capacity = 4096
        let buffer = UnsafeMutableRawPointer.allocate(byteCount: capacity, alignment: MemoryLayout<inotify_event>.alignment)
        defer { buffer.deallocate() }
        while true {
            let count = read(descriptor, buffer, capacity)
            guard count > 0 else { break }
            any = true
            var offset = 0
            while offset + MemoryLayout<inotify_event>.size <= count {
                let event = buffer.load(fromByteOffset: offset, as: inotify_event.self)
                if event.mask & UInt32(IN_IGNORED | IN_DELETE_SELF | IN_MOVE_SELF) != 0 { isWatching = false }
                offset += MemoryLayout<inotify_event>.size + Int(event.len)
            }
        }
        return any
    }
    #endif

    static func stamp(of path: String) -> Stamp? {
        var info = stat()
        guard stat(path, &info) == 0 else { return nil }
        #if canImport(Darwin)
        let time = info.st_mtimespec
        #else
        let time = info.st_mtim
        #endif
        return Stamp(
            device: UInt64(truncatingIfNeeded: info.st_dev), inode: UInt64(truncatingIfNeeded: info.st_ino),
            size: Int64(truncatingIfNeeded: info.st_size), seconds: Int(time.tv_sec), nanoseconds: Int(time.tv_nsec))
    }
}
