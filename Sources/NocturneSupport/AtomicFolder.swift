#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// Replaces a whole folder atomically: the new tree is written beside it in a work folder and swapped in.
///
/// The one folder writer of the package (`theme --out`, `convert --out`). Guarantees:
/// - On Linux the swap is one `renameat2(…, RENAME_EXCHANGE)`: at every instant the target is
///   the complete previous folder or the complete new one, even when the process is killed.
/// - Where that call is missing (other systems, file systems that refuse it, kernels before
///   3.15), the fallback is two renames (target → `work/old`, `work/tree` → target). A kill
///   between them leaves the target missing for a moment, with the complete previous folder in
///   the work folder; the next run restores it before doing anything else.
/// - Each run's work folder is `.<name>.nocturne-<pid>-<n>` beside the target, holding a
///   ``workMarkerName`` file with the owner's process id. A later run removes the work folders
///   whose owner is no longer running (and those holding nothing but a marker cut before its
///   process id was written); it never touches one it cannot prove is Nocturne's.
/// - A symbolic link at the target is followed: the folder it points to is replaced, the link
///   stays. A link to nothing or to a file is refused.
/// - `/`, the home folder, the current folder and any folder above them are never replaced.
package enum AtomicFolder {
    /// The file in a work folder that says which process owns it.
    package static let workMarkerName = ".nocturne-work"

    /// A resolved destination: the folder to replace, after following links.
    package struct Destination: Sendable, Hashable {
        /// The path as the caller gave it (for messages).
        package var given: String
        /// The absolute path of the folder that is replaced (a link's target when the given path is a link).
        package var path: String
        /// Whether the folder exists now.
        package var exists: Bool
    }

    /// Resolves where a folder write goes, refusing destinations that must never be replaced.
    ///
    /// - Parameter path: The folder as the user named it.
    /// - Returns: The destination.
    /// - Throws: ``FileWriteError`` of kind `.refused` for a file, a dangling link, `/`, the home folder,
    ///   the current folder or a folder above them.
    package static func destination(_ path: String) throws(FileWriteError) -> Destination {
        guard !path.isEmpty else { throw FileWriteError(.refused, path: path, message: "an empty path names no folder") }
        var absolute: String
        var exists = false
        switch FileSystem.kind(path) {
        case nil:
            let parent = PathText.parent(path)
            let name = PathText.lastComponent(path)
            guard name != ".", name != ".." else { throw FileWriteError(.refused, path: path, message: "names no folder that can be replaced") }
            // The nearest existing folder above must be a folder: `file/sub` names the file, not `sub`.
            var above = parent
            while !above.isEmpty, above != "/", FileSystem.kind(above) == nil { above = PathText.parent(above) }
            if !above.isEmpty, let kind = FileSystem.kind(above), kind != S_IFDIR, !(kind == S_IFLNK && FileSystem.isDirectory(above)) {
                throw FileWriteError(.refused, path: path, message: "'\(above)' is \(FileSystem.describe(kind: kind)), not a folder, so it cannot hold a folder")
            }
            let resolvedParent = PathText.resolved(parent.isEmpty ? "." : parent)
                ?? (path.hasPrefix("/") ? parent : PathText.join(PathText.currentFolder() ?? ".", parent))
            absolute = PathText.join(resolvedParent, name)
        case S_IFLNK?:
            guard let resolved = PathText.resolved(path) else {
                throw FileWriteError(.refused, path: path, message: "is a symbolic link to a missing folder; point it at a folder or remove it")
            }
            guard FileSystem.kind(resolved) == S_IFDIR else {
                throw FileWriteError(.refused, path: path, message: "is a symbolic link to something that is not a folder")
            }
            absolute = resolved
            exists = true
        case S_IFDIR?:
            absolute = PathText.resolved(path) ?? path
            exists = true
        default:
            throw FileWriteError(.refused, path: path, message: "exists and is not a folder")
        }
        var protected = ["/"]
        if let current = PathText.currentFolder() { protected.append(current) }
        if let home = getenv("HOME").map({ String(cString: $0) }), !home.isEmpty, let resolvedHome = PathText.resolved(home) {
            protected.append(resolvedHome)
        }
        for folder in protected where PathText.contains(absolute, folder) {
            let what = folder == "/" ? "the root folder" : folder == protected[1...].first ? "the current folder" : "the home folder"
            throw FileWriteError(.refused, path: path, message: "is \(absolute == folder ? "" : "above ")\(what); it is never replaced, even when forced")
        }
        return Destination(given: path, path: absolute, exists: exists)
    }

    /// Removes the work folders that interrupted runs left beside `destination`, restoring the previous folder first where a
    /// fallback swap was cut between its two renames.
    ///
    /// A work folder is removed only when its marker names a process that is no longer running, or when it is empty.
    ///
    /// - Returns: What was done, one sentence per folder, for a note to the user.
    @discardableResult
    package static func removeStaleWork(beside destination: Destination) -> [String] {
        let parent = PathText.parent(destination.path)
        let prefix = workPrefix(for: PathText.lastComponent(destination.path))
        guard let names = FileSystem.names(in: parent) else { return [] }
        var notes: [String] = []
        for name in names where name.hasPrefix(prefix) {
            let work = PathText.join(parent, name)
            guard FileSystem.kind(work) == S_IFDIR, let contents = FileSystem.names(in: work) else { continue }
            if contents.isEmpty || contents == [workMarkerName] && owner(ofWork: work) == nil {
                // Nothing but a marker cut before its process id was written: it holds no data. A run that is still
                // going (the process its name holds) may be about to write it, so it is left to that run.
                if let named = namedOwner(name, prefix: prefix), ProcessLiveness.isRunning(named) { continue }
                if (try? FileSystem.removeTree(work)) != nil { notes.append("removed the empty work folder \(work)") }
                continue
            }
            guard let owner = owner(ofWork: work), !ProcessLiveness.isRunning(owner) else { continue }
            let old = work + "/old"
            if FileSystem.kind(old) == S_IFDIR, FileSystem.kind(destination.path) == nil {
                guard PathText.rename(old, destination.path) == 0 else { continue }
                notes.append("restored \(destination.given) from \(work), left by an interrupted run")
            }
            if (try? removeWork(work)) != nil { notes.append("removed \(work), left by an interrupted run (process \(owner))") }
        }
        return notes
    }

    /// Writes `files` into a new folder and swaps it in for `destination`; the previous folder is removed afterwards.
    ///
    /// - Parameters:
    ///   - destination: From ``destination(_:)``; the folders above it are created.
    ///   - files: Relative paths (`a/b.json`, no `..`, no leading `/`) and their text.
    ///   - allowExchange: `false` forces the two-rename fallback (for tests).
    ///   - willWrite: Called with each file's relative path before it is written.
    /// - Throws: ``FileWriteError`` when a path is not relative or a system call fails; the previous folder is then intact.
    package static func replace(_ destination: Destination, with files: [(path: String, contents: String)], allowExchange: Bool = true,
                                willWrite: ((String) -> Void)? = nil) throws(FileWriteError) {
        for file in files {
            guard PathText.isInsideRelative(file.path, strict: true) else {
                throw FileWriteError(.refused, path: file.path, message: "is not a plain relative path inside the output folder")
            }
        }
        let parent = PathText.parent(destination.path)
        var createdParents: [String] = []
        // A failed run removes the folders above the target it created (innermost first), as if it never ran.
        func removeCreatedParents() { for folder in createdParents.reversed() { _ = PathText.withSystemPath(folder) { rmdir($0) } } }
        try FileSystem.makeFolders(parent, created: &createdParents)
        let work = PathText.join(parent, workPrefix(for: PathText.lastComponent(destination.path)) + "\(getpid())-\(UInt32.random(in: 0...UInt32.max))")
        guard PathText.withSystemPath(work, { mkdir($0, 0o755) }) == 0 else {
            let code = errno
            removeCreatedParents()
            throw .system(destination.given, "cannot create the work folder \(work)", errno: code)
        }
        do throws(FileWriteError) {
            try writeNew("nocturne work folder\npid \(getpid())\n", to: work + "/" + workMarkerName)
            let tree = work + "/tree"
            guard PathText.withSystemPath(tree, { mkdir($0, 0o755) }) == 0 else { throw FileWriteError.system(destination.given, "cannot create \(tree)", errno: errno) }
            for file in files {
                willWrite?(file.path)
                try writeNew(file.contents, to: tree + "/" + file.path)
            }
            try swap(tree, into: destination, work: work, allowExchange: allowExchange)
        } catch {
            try? removeWork(work)
            removeCreatedParents()
            throw error
        }
        try? removeWork(work)
    }

    /// The start of a work folder's name for a target named `name`: `.<name>.nocturne-`, with the name shortened and
    /// hashed (`.<first bytes>~<hash>.nocturne-`) when the whole, with `<pid>-<n>` after it, would not fit in 255 bytes.
    package static func workPrefix(for name: String) -> String {
        let whole = ".\(name).nocturne-"
        // `<pid>-<n>`: at most 10 + 1 + 10 bytes.
        guard whole.utf8.count + 21 > 255 else { return whole }
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in name.utf8 { hash = (hash ^ UInt64(byte)) &* 0x100_0000_01b3 }
        var kept = ""
        for character in name {
            guard kept.utf8.count + character.utf8.count <= 160 else { break }
            kept.append(character)
        }
        return ".\(kept)~\(String(hash, radix: 16)).nocturne-"
    }

    /// Removes a work folder with its marker last, so that a kill in the middle leaves a folder the next run can still prove is its own.
    private static func removeWork(_ work: String) throws(FileWriteError) {
        for name in FileSystem.names(in: work) ?? [] where name != workMarkerName {
            try FileSystem.removeTree(work + "/" + name)
        }
        try FileSystem.removeTree(work)
    }

    /// Whether this system offers the one-call exchange (Linux with glibc 2.28 or later).
    package static var exchangeIsAvailable: Bool { renameat2Address != 0 }

    private static func swap(_ tree: String, into destination: Destination, work: String, allowExchange: Bool) throws(FileWriteError) {
        guard FileSystem.kind(destination.path) != nil else {
            guard PathText.rename(tree, destination.path) == 0 else { throw .system(destination.given, "cannot move the new folder into place", errno: errno) }
            return
        }
        if allowExchange, let result = exchange(tree, destination.path) {
            guard result == 0 else { throw .system(destination.given, "cannot swap the new folder into place", errno: errno) }
            return
        }
        let old = work + "/old"
        guard PathText.rename(destination.path, old) == 0 else { throw .system(destination.given, "cannot move the previous folder aside", errno: errno) }
        guard PathText.rename(tree, destination.path) == 0 else {
            let code = errno
            _ = PathText.rename(old, destination.path)
            throw .system(destination.given, "cannot move the new folder into place; the previous one is restored", errno: code)
        }
    }

    /// `renameat2(RENAME_EXCHANGE)`: 0 on success, -1 with `errno` on a real failure, `nil` where the call is missing or refused
    /// by the file system (then the caller falls back).
    private static func exchange(_ first: String, _ second: String) -> Int32? {
        guard renameat2Address != 0, let pointer = UnsafeRawPointer(bitPattern: renameat2Address) else { return nil }
        typealias RenameAt2 = @convention(c) (Int32, UnsafePointer<CChar>?, Int32, UnsafePointer<CChar>?, UInt32) -> Int32
        let function = unsafeBitCast(pointer, to: RenameAt2.self)
        let renameExchange: UInt32 = 1 << 1
        let result = PathText.withSystemPath(first) { from in PathText.withSystemPath(second) { to in function(AT_FDCWD, from, AT_FDCWD, to, renameExchange) } }
        if result != 0, [ENOSYS, EINVAL, ENOTSUP, EOPNOTSUPP].contains(errno) { return nil }
        return result
    }

    /// The address of glibc's `renameat2`, looked up once (Swift's Glibc module does not declare it); 0 where it is missing.
    private static let renameat2Address: UInt = {
        #if os(Linux)
        guard let symbol = dlsym(UnsafeMutableRawPointer(bitPattern: 0), "renameat2") else { return 0 }
        return UInt(bitPattern: symbol)
        #else
        return 0
        #endif
    }()

    /// Creates a file that must not exist yet, with its folders, inside a private work folder (no temporary file needed).
    private static func writeNew(_ text: String, to path: String) throws(FileWriteError) {
        try FileSystem.makeFolders(PathText.parent(path))
        let descriptor = PathText.withSystemPath(path) { open($0, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o644) }
        guard descriptor >= 0 else { throw .system(path, "cannot create the file", errno: errno) }
        var text = text
        let failure = text.withUTF8 { AtomicFile.writeAll($0, to: descriptor) }
        let closed = close(descriptor) == 0 ? nil : errno
        if let code = failure ?? closed { throw .system(path, "cannot write the file", errno: code) }
    }

    /// The process id a work folder's name holds (`<prefix><pid>-<n>`), or `nil` when the name has none.
    private static func namedOwner(_ name: String, prefix: String) -> pid_t? {
        let rest = name.utf8.dropFirst(prefix.utf8.count)
        guard let dash = rest.firstIndex(of: UInt8(ascii: "-")) else { return nil }
        return pid_t(String(decoding: rest[..<dash], as: UTF8.self))
    }

    /// The process id a work folder's marker names, or `nil` when there is no readable marker.
    private static func owner(ofWork work: String) -> pid_t? {
        let marker = work + "/" + workMarkerName
        guard FileSystem.kind(marker) == S_IFREG else { return nil }
        let descriptor = PathText.withSystemPath(marker) { open($0, O_RDONLY | O_CLOEXEC) }
        guard descriptor >= 0 else { return nil }
        defer { _ = close(descriptor) }
        var buffer = [UInt8](repeating: 0, count: 256)
        let count = buffer.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, $0.count) }
        guard count > 0 else { return nil }
        let text = String(decoding: buffer[..<count], as: UTF8.self)
        guard text.hasPrefix("nocturne work folder\n"), text.hasSuffix("\n") else { return nil }
        for line in text.split(separator: "\n") where line.hasPrefix("pid ") {
            return pid_t(line.dropFirst(4))
        }
        return nil
    }

}
