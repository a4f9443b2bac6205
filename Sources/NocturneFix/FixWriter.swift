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
/// removed: the tree is as it was, with no temporary file left. Given the tree's root, the writer first writes a
/// ``FixJournal`` there, so that a run killed between two writes is rolled back by the next run.
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
    ///
    /// - Parameters:
    ///   - files: The files from ``FileChanges/prepare(contents:)``.
    ///   - root: The tree's root, where the ``FixJournal`` is kept while the files are written; `nil` writes without one
    ///     (a run killed then may leave some files written).
    ///   - willWrite: Called with each path just before it is written.
    /// - Returns: The paths written, in order.
    /// - Throws: ``FixError`` naming the first file that could not be written; then nothing is changed.
    @discardableResult
    package static func write(_ files: [PreparedFile], journalIn root: String? = nil, willWrite: (String) -> Void) throws(FixError) -> [String] {
        for file in files { try check(file) }
        guard !files.isEmpty else { return [] }
        var createdFolders: [String] = []
        for file in files where file.original == nil {
            for folder in missingFolders(above: file.path) where !createdFolders.contains(folder) { createdFolders.append(folder) }
        }
        let journal = try root.map { root throws(FixError) in try FixJournal.begin(files, creating: createdFolders, in: root) }
        var written: [PreparedFile] = []
        do throws(FixError) {
            for file in files {
                willWrite(file.path)
                try writeOne(file)
                written.append(file)
            }
        } catch {
            rollBack(written, createdFolders: createdFolders)
            journal?.end()
            throw error
        }
        journal?.end()
        return written.map(\.path)
    }

    /// The asset catalogs a write changes (the `.xcassets` folders above its files), to lock while writing.
    package static func catalogs(of files: [PreparedFile]) -> [String] {
        var catalogs: Set<String> = []
        for file in files {
            var folder = PathText.parent(file.path)
            while !folder.isEmpty, folder != "/" {
                if folder.hasSuffix(".xcassets"), FileSystem.isFolder(folder) { catalogs.insert(folder) }
                folder = PathText.parent(folder)
            }
        }
        return catalogs.sorted()
    }

    /// What a file that changed between the read and the write is told: running again reads it afresh, so it works.
    static let changedMessage = "changed while fixing (after nocturne fix read it); run nocturne fix again"

    /// Refuses a file that cannot be written as prepared.
    static func check(_ file: PreparedFile) throws(FixError) {
        if let original = file.original {
            guard FileSystem.isRegularFile(file.path) else { throw FixError(.unwritable, path: file.path, message: "is not a regular file any more") }
            guard FileSnapshot.isWritable(file.path) else {
                throw FixError(.unwritable, path: file.path, message: "is read-only; make it writable (chmod u+w) or leave it out of the paths")
            }
            guard FileSnapshot.read(file.path) == original else {
                throw FixError(.changed, path: file.path, message: FixWriter.changedMessage)
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
                    return FileSnapshot.read(path) == original ? nil : FixWriter.changedMessage
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
                _ = PathText.withSystemPath(file.path) { unlink($0) }
            }
        }
        for folder in createdFolders.sorted(by: { $0.utf8.count > $1.utf8.count }) where FileSystem.isFolder(folder) {
            _ = PathText.withSystemPath(folder) { rmdir($0) }
        }
    }
}
