#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif
import NocturneFormats
import NocturneSupport

/// The journal that makes one `nocturne fix` write all or nothing: what each file held before, kept in the tree until every
/// file is written, so that a run cut short (a kill, a crash, a power cut) is rolled back by the next run.
///
/// It is the folder ``folderName`` at the tree's root (the folder of the first path `nocturne fix` was given), holding:
/// - `<n>.before`: the bytes of the `n`th file to edit as they were read;
/// - ``indexName``: written last, atomically, before the first file is replaced: each file's absolute path, its
///   `.before` (none for a file the run creates), the digest of the bytes the run writes, and the folders it creates.
///
/// The index is the commit mark: while it exists, the run's writes may be half done. ``end()`` removes the index first
/// (from then on the fixed tree is final), then the folder. ``recover(in:)`` rolls back what an index lists — a file that
/// holds the bytes the run wrote gets its old bytes back, a file it created is removed, and so are the temporary files
/// beside them and the folders it made, once empty — and removes a journal without an index (a run killed before its
/// first write, or after its last). A file that holds neither (edited since) is kept, and named.
///
/// Only one run at a time may use a tree's journal: `nocturne fix` holds ``/NocturneSupport/FolderLock`` on the root.
package struct FixJournal: Sendable {
    /// The journal's folder name at the tree's root (a dot folder, which lint and Xcode skip).
    package static let folderName = ".nocturne-fix.journal"
    /// The index file in the journal folder: while it exists, a run's writes are not complete.
    package static let indexName = "index.json"

    /// The journal folder (absolute).
    package let folder: String

    /// The journal folder of a tree.
    package static func folder(in root: String) -> String {
        PathText.join(absolute(root.isEmpty ? "." : root), folderName)
    }

    /// Whether an interrupted run left a journal in the tree (with or without its index).
    package static func isPending(in root: String) -> Bool { FileSystem.kind(folder(in: root)) != nil }

    /// Writes the journal of `files` (and the folders the write will create): every old file's bytes, then the index.
    ///
    /// - Throws: ``FixError`` when the journal cannot be written (a read-only root, something else in its place);
    ///   then nothing of the tree was changed, and nothing of the journal is left.
    package static func begin(_ files: [PreparedFile], creating folders: [String], in root: String) throws(FixError) -> FixJournal {
        let journal = FixJournal(folder: folder(in: root))
        if FileSystem.kind(journal.folder) != nil {
            throw FixError(.unwritable, path: journal.folder, message: "is in the way: an earlier nocturne fix's journal that was not rolled back")
        }
        var entries: [JSONValue] = []
        do throws(FileWriteError) {
            try FileSystem.makeFolders(journal.folder)
            for (index, file) in files.enumerated() {
                var members = [JSONMember("path", .string(absolute(file.path))), JSONMember("after", .string(AssetCatalogMerge.digest(file.updated)))]
                if let original = file.original {
                    let name = "\(index).before"
                    try AtomicFile.write(original, to: PathText.join(journal.folder, name))
                    members.append(JSONMember("before", .string(name)))
                }
                entries.append(.object(members))
            }
            let index = JSONValue.object([
                JSONMember("generator", .string("nocturne fix")),
                JSONMember("files", .array(entries)),
                JSONMember("folders", .array(folders.map { .string(absolute($0)) })),
            ])
            try AtomicFile.write(index.serialized(style: .pretty) + "\n", to: PathText.join(journal.folder, indexName))
        } catch {
            try? FileSystem.removeTree(journal.folder)
            throw FixError(.unwritable, path: journal.folder, message: "cannot write nocturne fix's journal (\(error.message)); nothing was changed")
        }
        return journal
    }

    /// Ends a run: removes the index (the run's writes are final from here on), then the rest of the journal.
    package func end() {
        _ = PathText.withSystemPath(PathText.join(folder, Self.indexName)) { unlink($0) }
        try? FileSystem.removeTree(folder)
    }

    /// Rolls back the run an interrupted journal describes, and removes the journal; does nothing when there is none.
    ///
    /// - Parameter root: The tree's root, as for ``begin(_:creating:in:)``.
    /// - Returns: What was done, one sentence each, for notes to the user.
    /// - Throws: ``FixError`` when a file cannot be put back (the journal is then kept, so the next run tries again).
    package static func recover(in root: String) throws(FixError) -> [String] {
        let folder = folder(in: root)
        guard let kind = FileSystem.kind(folder) else { return [] }
        guard kind == S_IFDIR else {
            throw FixError(.unwritable, path: folder, message: "is not nocturne fix's journal folder; remove it or rename it")
        }
        let indexPath = PathText.join(folder, indexName)
        guard FileSystem.kind(indexPath) != nil else {
            // Cut before its first write or after its last: the tree is the old one or the fixed one, whole.
            try? FileSystem.removeTree(folder)
            return []
        }
        guard let bytes = FileSystem.readFile(indexPath), let index = try? JSONParser().parse(bytes: bytes),
              case .array(let files)? = index["files"] else {
            throw FixError(.unreadable, path: indexPath, message: "the journal of an interrupted nocturne fix cannot be read; restore the files "
                + "from version control, then remove \(folder)")
        }
        var notes: [String] = []
        var restored = 0, removed = 0
        for entry in files.reversed() {
            guard let path = entry["path"]?.stringValue, let after = entry["after"]?.stringValue else { continue }
            let current = FileSystem.readFile(path)
            if let name = entry["before"]?.stringValue {
                guard !name.contains("/"), let before = FileSystem.readFile(PathText.join(folder, name)) else {
                    throw FixError(.unreadable, path: PathText.join(folder, name), message: "the journal's copy of \(path) cannot be read; "
                        + "restore that file from version control, then remove \(folder)")
                }
                if current == before {
                    // Not written yet.
                } else if current.map(AssetCatalogMerge.digest) == after {
                    do { try AtomicFile.write(before, to: path) } catch {
                        throw FixError(.unwritable, path: path, message: "cannot be put back as it was before the interrupted nocturne fix (\(error.message))")
                    }
                    restored += 1
                } else {
                    notes.append("kept \(path) as it is: it changed after the interrupted nocturne fix")
                }
            } else if let current {
                if AssetCatalogMerge.digest(current) == after {
                    _ = PathText.withSystemPath(path) { unlink($0) }
                    removed += 1
                } else {
                    notes.append("kept \(path): it was made after the interrupted nocturne fix")
                }
            }
            AtomicFile.removeStaleTemporaries(of: path)
        }
        if case .array(let folders)? = index["folders"] {
            for created in folders.compactMap(\.stringValue).sorted(by: { $0.utf8.count > $1.utf8.count }) where FileSystem.isFolder(created) {
                _ = PathText.withSystemPath(created) { rmdir($0) } // only when empty
            }
        }
        Self(folder: folder).end()
        notes.insert("rolled back an interrupted nocturne fix (\(NumberText.counted(restored, "file")) put back, \(removed) new removed); "
            + "this run fixes the tree from the start", at: 0)
        return notes
    }

    /// A path made absolute against the current folder (links are not followed: the writer follows them, as it did).
    static func absolute(_ path: String) -> String {
        if path.hasPrefix("/") { return path }
        let current = PathText.currentFolder() ?? "."
        return path == "." ? current : PathText.join(current, path.hasPrefix("./") ? String(path.dropFirst(2)) : path)
    }
}
