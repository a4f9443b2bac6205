import NocturneAppearance
import NocturneSupport

/// Writes a token set's color sets into an existing asset catalog, touching nothing it does not manage.
///
/// The rules:
/// - Every file the merge does not manage stays byte for byte: image sets, other color sets, data
///   sets, folder `Contents.json` files. The theme's sets go in a group folder named after the set
///   (`Theme/`), which the merge creates once.
/// - What it manages is recorded in ``manifestFileName`` at the catalog's root (a dot file, which
///   Xcode and `actool` ignore): each set's path and a digest of the `Contents.json` it wrote. A
///   later run updates and removes only those sets.
/// - A set of the same name (compared as macOS compares file names, ignoring case) or the same
///   generated Swift symbol that it does not manage is refused with its path, unless ``force`` is
///   set: then the merge takes the set over. The catalog's own `AccentColor` is kept: the theme's
///   accent is then not merged, and a note says so.
/// - A managed set whose `Contents.json` no longer matches its digest was edited by hand: it is
///   reported and left alone (``force`` overwrites it).
/// - Each color set is replaced atomically (`AtomicFolder`): an interrupted run
///   leaves every set either old or new, and the next run takes the new ones as its own (a set is in
///   the manifest before it is written; the work folder a killed run leaves beside a set is removed,
///   and a set a cut fallback swap left in it is put back, before the set is looked at). A set whose
///   bytes would not change is not written, so a second run changes nothing.
public struct AssetCatalogMerge: Sendable {
    /// The manifest of managed sets, at the catalog's root.
    public static let manifestFileName = ".nocturne-theme.json"

    /// Take over same-named sets the merge does not manage, and overwrite managed sets edited by hand.
    public var force: Bool

    /// Creates a merge.
    public init(force: Bool = false) {
        self.force = force
    }

    /// What a merge did, paths relative to the catalog.
    public struct Report: Sendable, Hashable {
        /// The catalog.
        public var catalog: String
        /// Sets (and the group folder's `Contents.json`) written because they were new or changed.
        public var written: [String]
        /// Managed sets whose bytes were already what the merge would write.
        public var unchanged: [String]
        /// Managed sets the theme no longer has, removed.
        public var removed: [String]
        /// Managed sets edited by hand, left as they are.
        public var editedByHand: [String]
        /// Notes for the user (the catalog's own accent kept, sets taken over).
        public var notes: [String]

        /// Whether the merge changed nothing in the catalog.
        public var changedNothing: Bool { written.isEmpty && removed.isEmpty }
    }

    /// Merges the color sets of `tokens` into the catalog at `catalog`.
    ///
    /// - Parameters:
    ///   - tokens: The tokens (a theme's, with the app's colors).
    ///   - catalog: An existing `.xcassets` folder.
    /// - Returns: What was written, kept and removed.
    /// - Throws: ``FormatError`` of kind `.usage` when `catalog` is not an asset catalog, `.replaceRefused`
    ///   naming the path of a same-named set the merge does not manage, `.symbolCollision` from the writer,
    ///   `.io` when a write fails (every set is then old or new).
    public func merge(_ tokens: TokenSet, into catalog: String) throws(FormatError) -> Report {
        let root = catalog.hasSuffix("/") && catalog.count > 1 ? String(catalog.dropLast()) : catalog
        guard root.hasSuffix(".xcassets"), FileSystem.isFolder(root) else {
            let what = FileSystem.kind(root) == nil ? "does not exist" : "is not an asset catalog"
            throw FormatError(.usage, file: catalog, message: "\(what); --into takes an existing folder named *.xcassets")
        }
        var report = Report(catalog: catalog, written: [], unchanged: [], removed: [], editedByHand: [], notes: [])
        let manifest = try readManifest(root)
        guard let listing = FileSystem.listing(of: root) else { throw FormatError(.io, file: catalog, message: "cannot list the catalog") }
        // Every color set in the catalog, by its name as macOS compares names.
        var existing: [String: [String]] = [:]
        var existingSymbols: [String: String] = [:]
        for entry in listing where entry.isFolder && entry.path.hasSuffix(".colorset") {
            let name = String(PathText.lastComponent(entry.path).dropLast(".colorset".count))
            existing[name.lowercased(), default: []].append(entry.path)
            if manifest.sets[entry.path] == nil { existingSymbols[SwiftSymbolName.symbol(for: name), default: entry.path] = entry.path }
        }
        let group = tokens.name
        var sets: [(path: String, contents: String)] = []
        for file in try AssetCatalogWriter().write(tokens, name: group).files where file.path.hasSuffix(".colorset/Contents.json") {
            let relative = group + "/" + file.path.dropFirst(group.count + ".xcassets/".count).dropLast("/Contents.json".count)
            sets.append((relative, file.contents))
        }
        // The catalog's own accent stays; the theme's is then not merged.
        if let accent = existing["accentcolor"]?.first(where: { manifest.sets[$0] == nil }) {
            sets.removeAll { PathText.lastComponent($0.path) == "AccentColor.colorset" }
            let brand = tokens.accentTokenName.flatMap { tokens[$0]?.value(in: AppearanceMode(colorScheme: .light))?.hex }.map { " \($0)" } ?? ""
            report.notes.append("kept the catalog's own \(accent); the theme's accent is not merged into it, and its family (onAccent, "
                + "accentText, …) is solved for the theme's accent\(brand): give the app's accent color as the theme's so they fit it")
        }
        var targets: [(path: String, contents: String)] = []
        for set in sets {
            let name = String(PathText.lastComponent(set.path).dropLast(".colorset".count))
            var path = set.path
            let sameNamed = existing[name.lowercased()] ?? []
            let foreign = sameNamed.filter { manifest.sets[$0] == nil }
            // A set taken over earlier (forced) is managed outside the theme's group folder: it stays where the app keeps it.
            let takenOver = sameNamed.first { manifest.sets[$0] != nil && $0 != set.path && !$0.hasPrefix((manifest.folder ?? group) + "/") }
            if foreign.isEmpty, let managed = takenOver {
                path = managed
            } else if let clash = foreign.first {
                guard force else {
                    throw FormatError(.replaceRefused, file: PathText.join(root, clash), key: name,
                                      message: "a color set named '\(name)' that nocturne theme does not manage is already in the catalog; "
                                        + "rename the theme color, or force the merge to take the set over")
                }
                path = clash
                report.notes.append("took over \(clash) (forced)")
            } else if let clash = existingSymbols[SwiftSymbolName.symbol(for: name)], !force {
                throw FormatError(.replaceRefused, file: PathText.join(root, clash), key: name,
                                  message: "'\(name)' would generate the Swift symbol '\(SwiftSymbolName.symbol(for: name))' of this set, which nocturne theme does not manage; rename the theme color")
            }
            targets.append((path, set.contents))
        }
        // The group folder, once (a folder of that name the catalog already has keeps its own Contents.json).
        let groupContents = PathText.join(root, group + "/Contents.json")
        if FileSystem.kind(PathText.join(root, group)) != nil, !FileSystem.isFolder(PathText.join(root, group)) {
            throw FormatError(.replaceRefused, file: PathText.join(root, group), message: "is in the way of the theme's group folder; move it, or choose another theme name")
        }
        // Sets new to the manifest are recorded before any is written: a run cut short then leaves sets the next run knows are
        // its own (a written one matches its digest, an unwritten one is simply absent), never sets it would refuse as the app's.
        let manifestPath = PathText.join(root, AssetCatalogMerge.manifestFileName)
        let newSets = targets.filter { manifest.sets[$0.path] == nil }
        var manifestWritten = false
        if !newSets.isEmpty {
            var provisional = manifest.sets
            for set in newSets { provisional[set.path] = AssetCatalogMerge.digest(Array(set.contents.utf8)) }
            try write(AssetCatalogMerge.manifestText(folder: group, sets: provisional.map { ($0.key, $0.value) }), to: manifestPath)
            manifestWritten = true
        }
        if !targets.isEmpty, FileSystem.kind(groupContents) == nil {
            try write(AssetCatalogWriter.infoDocument().serialized(), to: groupContents)
            report.written.append(group + "/Contents.json")
        }
        var recorded: [(path: String, digest: String)] = []
        for target in targets {
            let file = PathText.join(root, target.path + "/Contents.json")
            let digest = AssetCatalogMerge.digest(Array(target.contents.utf8))
            let destination: AtomicFolder.Destination
            do { destination = try AtomicFolder.destination(PathText.join(root, target.path)) } catch {
                throw FormatError(.io, file: PathText.join(root, target.path), message: error.message)
            }
            // What a killed run left beside the set goes first: its work folder, and the previous set where a fallback swap was cut.
            report.notes += AtomicFolder.removeStaleWork(beside: destination)
            if let current = FileSystem.readFile(file) {
                if current == Array(target.contents.utf8) {
                    report.unchanged.append(target.path)
                    recorded.append((target.path, digest))
                    continue
                }
                if let written = manifest.sets[target.path], written != AssetCatalogMerge.digest(current), !force {
                    report.editedByHand.append(target.path)
                    recorded.append((target.path, written))
                    continue
                }
            }
            do {
                try AtomicFolder.replace(destination, with: [("Contents.json", target.contents)])
            } catch {
                throw FormatError(.io, file: PathText.join(root, target.path), message: error.message)
            }
            report.written.append(target.path)
            recorded.append((target.path, digest))
        }
        // Sets the theme no longer has: removed, unless edited by hand.
        let kept = Set(recorded.map(\.path))
        for (path, digest) in manifest.sets.sorted(by: { $0.key < $1.key }) where !kept.contains(path) {
            let file = PathText.join(root, path + "/Contents.json")
            guard let current = FileSystem.readFile(file) else { continue }
            if AssetCatalogMerge.digest(current) != digest, !force {
                report.editedByHand.append(path)
                recorded.append((path, digest))
                continue
            }
            do { try FileSystem.removeTree(PathText.join(root, path)) } catch { throw FormatError(.io, file: PathText.join(root, path), message: error.message) }
            report.removed.append(path)
        }
        // The group folder of an earlier theme name, emptied: removed when nothing but the Contents.json the merge wrote is left.
        if let old = manifest.folder, old != group, !old.isEmpty, !old.contains("/"), !old.hasPrefix("."),
           !recorded.contains(where: { $0.path.hasPrefix(old + "/") }) {
            let folder = PathText.join(root, old)
            if FileSystem.names(in: folder) == ["Contents.json"],
               FileSystem.readFile(PathText.join(folder, "Contents.json")) == Array(AssetCatalogWriter.infoDocument().serialized().utf8) {
                do { try FileSystem.removeTree(folder) } catch { throw FormatError(.io, file: folder, message: error.message) }
                report.removed.append(old)
            }
        }
        let text = AssetCatalogMerge.manifestText(folder: group, sets: recorded)
        if FileSystem.readFile(manifestPath) != Array(text.utf8) {
            try write(text, to: manifestPath)
            manifestWritten = true
        }
        if manifestWritten { report.written.append(AssetCatalogMerge.manifestFileName) }
        return report
    }

    /// The manifest's text: the generator, the group folder and each managed set's digest, sorted by path.
    static func manifestText(folder: String, sets: [(path: String, digest: String)]) -> String {
        JSONValue.object([
            JSONMember("generator", .string("nocturne theme")),
            JSONMember("folder", .string(folder)),
            JSONMember("sets", .object(sets.sorted { $0.path < $1.path }.map { JSONMember($0.path, .string($0.digest)) })),
        ]).serialized(style: .pretty) + "\n"
    }

    /// The managed sets recorded in a catalog: path → digest, and the group folder.
    struct Manifest {
        var folder: String?
        var sets: [String: String] = [:]
    }

    private func readManifest(_ root: String) throws(FormatError) -> Manifest {
        let path = PathText.join(root, AssetCatalogMerge.manifestFileName)
        guard FileSystem.kind(path) != nil else { return Manifest() }
        guard let bytes = FileSystem.readFile(path), let value = try? JSONParser().parse(bytes: bytes), case .object(let members)? = value["sets"] else {
            throw FormatError(.io, file: path, message: "cannot read the manifest of the sets nocturne theme manages; restore it, or remove it and merge with --force")
        }
        var manifest = Manifest(folder: value["folder"]?.stringValue)
        for member in members { if let digest = member.value.stringValue { manifest.sets[member.key] = digest } }
        return manifest
    }

    private func write(_ text: String, to path: String) throws(FormatError) {
        do {
            try FileSystem.makeFolders(PathText.parent(path))
            try AtomicFile.write(text, to: path)
        } catch {
            throw FormatError(.io, file: path, message: error.message)
        }
    }

    /// FNV-1a (64 bits) of the bytes, as 16 hex digits: enough to tell a hand edit from the bytes the merge wrote.
    static func digest(_ bytes: [UInt8]) -> String {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in bytes {
            hash ^= UInt64(byte)
            hash = hash &* 0x0000_0100_0000_01B3
        }
        let hex = String(hash, radix: 16)
        return String(repeating: "0", count: 16 - hex.count) + hex
    }
}
