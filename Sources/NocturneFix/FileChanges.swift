import NocturneSupport

/// Every change of one `nocturne fix` run: edits of existing files and new files, checked and applied together.
///
/// ``prepare()`` reads each edited file once, checks its edits (in bounds, none overlapping) and
/// computes its new bytes; ``FixWriter`` writes the result, ``UnifiedDiff`` shows it. Nothing is
/// written by this type.
package struct FileChanges: Sendable, Hashable {
    /// Edits of existing files, in any order.
    package var edits: [SourceEdit] = []
    /// Files to create, by path, with their whole text.
    package var newFiles: [String: String] = [:]
    /// The bytes an edited file held when its edits were planned (their offsets are into these), by path: the file is
    /// prepared from them, never read again, so a change made meanwhile is refused by the writer, not edited at stale offsets.
    package var readContents: [String: [UInt8]] = [:]
    /// Files read twice while planning with different bytes: changed while fixing.
    package var changedWhilePlanning: Set<String> = []

    /// No changes.
    package init() {}

    /// Whether there is nothing to change.
    package var isEmpty: Bool { edits.isEmpty && newFiles.isEmpty }

    /// Adds an edit.
    package mutating func add(_ edit: SourceEdit) { edits.append(edit) }

    /// Adds an edit whose offsets are into `bytes`, the file as the planner read it.
    package mutating func add(_ edit: SourceEdit, readFrom bytes: [UInt8]) {
        edits.append(edit)
        if let earlier = readContents[edit.file], earlier != bytes { changedWhilePlanning.insert(edit.file) }
        readContents[edit.file] = readContents[edit.file] ?? bytes
    }

    /// Every edit of `path`, in file order.
    package func edits(of path: String) -> [SourceEdit] { edits.filter { $0.file == path }.sorted(by: SourceEdit.ordered) }

    /// Reads every edited file and computes its new contents, refusing overlapping or out-of-range edits.
    ///
    /// - Parameter contents: The bytes already read for a path (the fixer read them to find the sites);
    ///   a path missing here is read from disk.
    /// - Returns: One prepared file per changed or new path, in path order; files whose edits change nothing are left out.
    /// - Throws: ``FixError`` naming the file: unreadable, overlapping edits, a new file where one exists.
    package func prepare(contents: [String: [UInt8]] = [:]) throws(FixError) -> [PreparedFile] {
        var grouped: [String: [SourceEdit]] = [:]
        for edit in edits { grouped[edit.file, default: []].append(edit) }
        var prepared: [PreparedFile] = []
        for (path, list) in grouped {
            let original: [UInt8]
            if changedWhilePlanning.contains(path) || contents[path] != nil && readContents[path] != nil && contents[path] != readContents[path] {
                throw FixError(.changed, path: path, message: FixWriter.changedMessage)
            }
            if let known = contents[path] ?? readContents[path] {
                original = known
            } else {
                guard let read = FileSnapshot.read(path) else { throw FixError(.unreadable, path: path, message: "cannot read the file") }
                original = read
            }
            guard SourceTextEncoding(of: original) == .utf8 else {
                throw FixError(.unwritable, path: path, message: "is UTF-16; nocturne fix edits UTF-8 files only: convert it (iconv -f UTF-16 -t UTF-8) first")
            }
            let sorted = list.sorted(by: SourceEdit.ordered)
            var previousEnd = 0
            for edit in sorted {
                guard edit.range.lowerBound >= 0, edit.range.upperBound <= original.count else {
                    throw FixError(.overlappingEdits, path: path, message: "an edit at bytes \(edit.range) lies outside the file's \(original.count) bytes")
                }
                guard edit.range.lowerBound >= previousEnd else {
                    throw FixError(.overlappingEdits, path: path, line: FileSnapshot.line(of: edit.range.lowerBound, in: original),
                                   message: "two edits overlap at byte \(edit.range.lowerBound)")
                }
                previousEnd = edit.range.upperBound
            }
            var updated: [UInt8] = []
            updated.reserveCapacity(original.count + 64 * sorted.count)
            var cursor = 0
            for edit in sorted {
                updated += original[cursor..<edit.range.lowerBound]
                updated += Array(edit.replacement.utf8)
                cursor = edit.range.upperBound
            }
            updated += original[cursor...]
            if updated != original { prepared.append(PreparedFile(path: path, original: original, updated: updated, edits: sorted)) }
        }
        for (path, text) in newFiles {
            guard grouped[path] == nil else { throw FixError(.overlappingEdits, path: path, message: "is both edited and created") }
            if FileSystem.kind(path) != nil { throw FixError(.catalog, path: path, message: "already exists; it would be created new") }
            prepared.append(PreparedFile(path: path, original: nil, updated: Array(text.utf8), edits: []))
        }
        prepared.sort { $0.path.sortsBefore($1.path) }
        return prepared
    }
}

/// One file as `nocturne fix` will leave it: its bytes before (`nil` for a new file) and after, and the edits between them.
package struct PreparedFile: Sendable, Hashable {
    /// The path.
    package var path: String
    /// The bytes read, `nil` for a file to create.
    package var original: [UInt8]?
    /// The bytes to write.
    package var updated: [UInt8]
    /// The edits that made `updated` from `original`, in file order (empty for a new file).
    package var edits: [SourceEdit]

    /// Creates a prepared file.
    package init(path: String, original: [UInt8]?, updated: [UInt8], edits: [SourceEdit]) {
        self.path = path
        self.original = original
        self.updated = updated
        self.edits = edits
    }
}
