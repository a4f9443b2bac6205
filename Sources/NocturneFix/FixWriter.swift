import Foundation
import NocturneSupport

/// The one writer of `nocturne fix`: writes every prepared file atomically, or none of them.
///
/// Before anything is written, every file is checked: an edited file must still be a writable
/// regular file holding exactly the bytes that were read; a new file's folder must be a folder (or
/// creatable) and writable. Each file is then written with ``/NocturneSupport/AtomicFile`` (a
/// temporary file beside it, then a rename), and just before each rename the file is compared with
/// what was read again, so an editor's save in between is refused, not overwritten. When a write
/// fails, the files already written get their previous bytes back and the new files and folders are
/// removed: the tree is as it was, with no temporary file left.
package enum FixWriter {
    /// Writes the files.
    ///
    /// - Parameter files: The files from ``FileChanges/prepare(contents:)``.
    /// - Returns: The paths written, in order.
    /// - Throws: ``FixError`` naming the first file that could not be written; then nothing is changed.
    @discardableResult
    package static func write(_ files: [PreparedFile]) throws(FixError) -> [String] {
        try write(files, willWrite: { _ in })
    }

    /// Writes the files, calling `willWrite` with each path after the checks, just before its write (the tests' seam).
    @discardableResult
    package static func write(_ files: [PreparedFile], willWrite: (String) -> Void) throws(FixError) -> [String] {
        var createdFolders: [String] = []
        for file in files { try check(file) }
        var written: [PreparedFile] = []
        do throws(FixError) {
            for file in files {
                if file.original == nil { createdFolders += missingFolders(above: file.path) }
                willWrite(file.path)
                try writeOne(file)
                written.append(file)
            }
        } catch {
            rollBack(written, createdFolders: createdFolders)
            throw error
        }
        return written.map(\.path)
    }

    /// Refuses a file that cannot be written as prepared.
    static func check(_ file: PreparedFile) throws(FixError) {
        if let original = file.original {
            guard FileSystem.isRegularFile(file.path) else { throw FixError(.unwritable, path: file.path, message: "is not a regular file any more") }
            guard FileSnapshot.isWritable(file.path) else {
                throw FixError(.unwritable, path: file.path, message: "is read-only; make it writable (chmod u+w) or leave it out of the paths")
            }
            guard FileSnapshot.read(file.path) == original else {
                throw FixError(.changed, path: file.path, message: "changed since nocturne fix read it; run nocturne fix again")
            }
            return
        }
        guard FileSystem.kind(file.path) == nil else { throw FixError(.unwritable, path: file.path, message: "already exists; it would be created new") }
        var folder = PathText.parent(file.path)
        while !folder.isEmpty, FileSystem.kind(folder) == nil { folder = PathText.parent(folder) }
        let existing = folder.isEmpty ? "." : folder
        guard FileSystem.isFolder(existing) else {
            throw FixError(.catalog, path: existing, message: "is a file, not a folder; \(file.path) cannot be created in it")
        }
        guard FileSnapshot.canCreate(in: existing) else { throw FixError(.unwritable, path: existing, message: "is a read-only folder") }
    }

    /// Writes one file, refusing at the last moment one that changed since it was read.
    private static func writeOne(_ file: PreparedFile) throws(FixError) {
        let original = file.original
        let path = file.path
        do {
            try AtomicFile.write(file.updated, to: path) {
                if let original {
                    return FileSnapshot.read(path) == original ? nil : "changed since nocturne fix read it; run nocturne fix again"
                }
                return FileSystem.kind(path) == nil ? nil : "was created by something else while nocturne fix ran"
            }
        } catch {
            let kind: FixError.Kind = error.message.hasPrefix("changed") ? .changed : error.kind == .refused ? .unwritable : .system
            throw FixError(kind, path: path, message: error.message)
        }
    }

    /// The folders above `path` that do not exist yet, deepest first.
    private static func missingFolders(above path: String) -> [String] {
        var missing: [String] = []
        var folder = PathText.parent(path)
        while !folder.isEmpty, FileSystem.kind(folder) == nil {
            missing.append(folder)
            folder = PathText.parent(folder)
        }
        return missing
    }

    /// Puts back the files written before a failure and removes what was created.
    private static func rollBack(_ written: [PreparedFile], createdFolders: [String]) {
        for file in written.reversed() {
            if let original = file.original {
                try? AtomicFile.write(original, to: file.path)
            } else {
                _ = unlink(file.path)
            }
        }
        for folder in createdFolders.sorted(by: { $0.utf8.count > $1.utf8.count }) where FileSystem.isFolder(folder) { _ = rmdir(folder) }
    }
}
