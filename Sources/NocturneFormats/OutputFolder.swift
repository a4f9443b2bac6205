import NocturneSupport

/// A folder that Nocturne writes as a whole (`theme --out`, `convert --out`), replaced atomically and never at the cost of a user's file.
///
/// The rules, in the order they are applied:
/// - A symbolic link is followed: the folder it points to is replaced and the link stays. A link
///   to nothing or to a file is refused, as is a file in the folder's place.
/// - `/`, the home folder, the current folder and the folders above them are never replaced,
///   with ``force`` or without.
/// - Work folders that interrupted runs left beside the folder are removed when their owner is
///   gone (and the previous folder restored first if a fallback swap was cut in the middle).
/// - An existing folder must hold the marker file ``markerFileName``. The marker lists every file
///   the last run wrote: a file or folder that is not on that list (a `NOTES.md` the user added)
///   makes the write fail with its name, and nothing is changed. ``force`` replaces a folder
///   without a marker or with extra files.
/// - The new folder is written beside the old one and swapped in: at every instant the folder is
///   the complete old one or the complete new one (see the exporting article for the details).
public struct OutputFolder: Sendable {
    /// The marker file that says Nocturne wrote a folder and lists what it wrote.
    public static let markerFileName = ".nocturne-theme"

    /// The folder as the user named it.
    public var path: String
    /// Replace the folder even when it has no marker or holds files Nocturne did not write.
    public var force: Bool
    /// What writes it, named in the marker and in refusals (`nocturne theme`).
    public var generator: String

    /// Creates an output folder.
    ///
    /// - Parameters:
    ///   - path: The folder; created with the folders above it when absent.
    ///   - force: Replace a folder Nocturne did not write, or one with files it did not write.
    ///   - generator: What writes it, for the marker and for messages.
    public init(_ path: String, force: Bool = false, generator: String = "nocturne") {
        self.path = path
        self.force = force
        self.generator = generator
    }

    /// Replaces the folder with `files` and a marker listing them.
    ///
    /// - Parameters:
    ///   - files: Paths relative to the folder.
    ///   - details: Extra members for the marker (the theme's name and source).
    ///   - willWrite: Called with each file's relative path before it is written.
    /// - Returns: Notes about leftovers of interrupted runs that were cleaned up.
    /// - Throws: ``FormatError`` of kind `.replaceRefused` when the folder holds what nocturne did not write and `force` is off, `.usage` when it may never be replaced; `.io` when writing fails
    ///   (the previous folder is then intact).
    @discardableResult
    public func write(_ files: [GeneratedFile], details: KeyValuePairs<String, String> = [:],
                      willWrite: ((String) -> Void)? = nil) throws(FormatError) -> [String] {
        let (destination, notes) = try prepare(files)
        var members = [JSONMember("generator", .string(generator))]
        members += details.map { JSONMember($0.key, .string($0.value)) }
        members.append(JSONMember("files", .array(files.map { .string($0.path) })))
        let marker = JSONValue.object(members).serialized(style: .pretty) + "\n"
        let entries = files.map { (path: $0.path, contents: $0.contents) } + [(path: OutputFolder.markerFileName, contents: marker)]
        do {
            try AtomicFolder.replace(destination, with: entries, willWrite: willWrite)
        } catch {
            throw FormatError(.io, file: path, message: error.message)
        }
        return notes
    }

    private func prepare(_ files: [GeneratedFile]) throws(FormatError) -> (destination: AtomicFolder.Destination, notes: [String]) {
        let destination: AtomicFolder.Destination
        do {
            destination = try AtomicFolder.destination(path)
        } catch {
            throw FormatError(error.kind == .refused ? .usage : .io, file: path, message: error.message)
        }
        let notes = AtomicFolder.removeStaleWork(beside: destination)
        guard destination.exists || FileSystem.kind(destination.path) != nil else { return (destination, notes) }
        guard let listing = FileSystem.listing(of: destination.path) else {
            throw FormatError(.io, file: path, message: "cannot list the folder to check what it holds")
        }
        if listing.isEmpty || force { return (destination, notes) }
        guard listing.contains(where: { $0.path == OutputFolder.markerFileName && !$0.isFolder }) else {
            throw FormatError(.replaceRefused, file: path, message: "exists and was not created by \(generator); replacing it has to be forced, or choose another folder")
        }
        let foreign = OutputFolder.foreignEntries(listing, written: manifest(in: destination.path) ?? files.map(\.path))
        guard foreign.isEmpty else {
            let shown = foreign.prefix(5).joined(separator: ", ") + (foreign.count > 5 ? " and \(foreign.count - 5) more" : "")
            throw FormatError(.replaceRefused, file: path,
                message: "holds files nocturne did not write (\(shown)); move them out of the folder, or force the replacement to delete them")
        }
        return (destination, notes)
    }

    /// The file list of the marker in `folder`, or `nil` when the marker is missing, unreadable or has no list.
    private func manifest(in folder: String) -> [String]? {
        guard let bytes = try? readMarker(folder + "/" + OutputFolder.markerFileName),
            let value = try? JSONParser().parse(bytes: bytes),
            let files = value["files"]?.elements else { return nil }
        return files.compactMap(\.stringValue)
    }

    /// The marker's bytes: a regular file itself (a link is not followed), read by the one guarded reader (16 MB cap).
    private func readMarker(_ path: String) throws(FormatError) -> [UInt8] {
        guard FileSystem.isRegularFile(path) else { throw FormatError(.io, file: path, message: "cannot read the marker") }
        do {
            return try FileSystem.readRegularFile(path)
        } catch {
            throw FormatError(.io, file: path, message: "cannot read the marker: \(error.description)")
        }
    }

    /// The entries of a listing that are neither written files, the marker, nor folders above them; a foreign folder hides its contents.
    static func foreignEntries(_ listing: [(path: String, isFolder: Bool)], written: [String]) -> [String] {
        var known: Set<String> = [markerFileName]
        var folders: Set<String> = []
        for file in written {
            known.insert(file)
            var parts = file.split(separator: "/").dropLast()
            while !parts.isEmpty {
                folders.insert(parts.joined(separator: "/"))
                parts = parts.dropLast()
            }
        }
        var foreign: [String] = []
        for entry in listing {
            if foreign.contains(where: { $0.hasSuffix("/") && entry.path.hasPrefix($0) }) { continue }
            if entry.isFolder ? folders.contains(entry.path) : known.contains(entry.path) { continue }
            foreign.append(entry.isFolder ? entry.path + "/" : entry.path)
        }
        return foreign
    }
}
