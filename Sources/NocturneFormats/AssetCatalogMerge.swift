#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif
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
///   generated Swift symbol that it does not manage is never replaced, ``force`` included: the merge
///   refuses with its path and the two ways out, ``prefix`` (the theme's sets named `<prefix><Token>`,
///   beside the app's) or ``adopts`` (the app's set stays as it is and is the token's value). The
///   catalog's own `AccentColor` is kept: the theme's accent is then not merged, and a note says so.
///   A name the catalog uses for an asset of another kind (an image set, a data set) is refused with
///   that asset's path.
/// - The sets of the app's own colors (``appColors``: the theme file's `theme.colors`, which
///   `nocturne fix` records) are marked so in the manifest: a later merge rewrites them, but never
///   removes one, since the app's code names them.
/// - A managed set whose `Contents.json` no longer matches its digest was edited by hand: it is
///   reported and left alone (``force`` overwrites it, but never removes it).
/// - A manifest entry is trusted only for what the merge wrote: its path must name a color set inside
///   the catalog (no `..`, not absolute, through no symbolic link) or the entry is ignored with a note,
///   and a set is removed only while its folder holds nothing but a `Contents.json` matching the digest.
/// - Nothing is written or removed through a symbolic link (the manifest, the group folder, a set's
///   folder or file), forced or not: the link is refused by name. A catalog that is a link is refused too.
/// - ``plan(_:into:creating:)`` makes every decision before anything is written; `nocturne fix`
///   writes the same plan with its source edits, all or none.
/// - Each color set is replaced atomically (`AtomicFolder`): an interrupted run
///   leaves every set either old or new, and the next run takes the new ones as its own (a set is in
///   the manifest before it is written; the work folder a killed run leaves beside a set is removed,
///   and a set a cut fallback swap left in it is put back, before the set is looked at). A set whose
///   bytes would not change is not written, so a second run changes nothing.
public struct AssetCatalogMerge: Sendable {
    /// The manifest of managed sets, at the catalog's root.
    public static let manifestFileName = ".nocturne-theme.json"

    /// Overwrite managed sets edited by hand; never a set the merge does not manage (see ``prefix`` and ``adopts``).
    public var force: Bool
    /// A prefix for the theme's own sets (`nc` names `danger`'s set `ncDanger`), so they sit beside same-named sets of the app.
    ///
    /// `nil` keeps the prefix the manifest records (the last merge's), `""` removes it. The app's own colors
    /// (``appColors``) and `AccentColor` are never prefixed: the app's code names them.
    public var prefix: String?
    /// Whether a same-named set of the app is adopted: kept as it is, and the theme's token takes its values (``adopting(_:into:)``).
    ///
    /// The manifest records each adopted set, and later merges adopt it again without being asked.
    public var adopts: Bool

    /// The names of the tokens that are the app's own colors (the theme file's `theme.colors`, the sets `nocturne fix` made).
    ///
    /// The app's code names their sets, so the manifest records them as the app's colors: a later merge rewrites them as
    /// the theme has them, but never removes one, not even a merge of a theme that lacks it (a note says it was kept).
    public var appColors: Set<String>
    /// Whether managed sets the tokens lack are removed; `false` only adds and updates (`nocturne fix` merges just its new sets).
    public var removesMissing: Bool

    /// Creates a merge.
    ///
    /// - Parameters:
    ///   - force: Take over same-named sets the merge does not manage, and overwrite managed sets edited by hand.
    ///   - appColors: The tokens that are the app's own colors, never removed once written.
    ///   - removesMissing: Whether managed sets the tokens lack are removed.
    ///   - prefix: A prefix for the theme's sets; `nil` keeps the manifest's.
    ///   - adopts: Whether a same-named set of the app becomes the token's value instead of a clash.
    public init(force: Bool = false, appColors: Set<String> = [], removesMissing: Bool = true, prefix: String? = nil, adopts: Bool = false) {
        self.force = force
        self.prefix = prefix
        self.adopts = adopts
        self.appColors = appColors
        self.removesMissing = removesMissing
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
        /// Notes for the user (the catalog's own accent kept, sets adopted).
        public var notes: [String]
        /// The app's sets adopted as tokens' values, token name → set path (``adopts``); the merge writes none of them.
        public var adopted: [String: String] = [:]

        /// Whether the merge changed nothing in the catalog.
        public var changedNothing: Bool { written.isEmpty && removed.isEmpty }
    }

    /// Merges the color sets of `tokens` into the catalog at `catalog`: ``plan(_:into:creating:)``, then each set swapped in.
    ///
    /// The whole merge holds an advisory lock on the catalog folder, so merges of one catalog run one after another; a
    /// file changed by anything else after the plan read it stops the merge with an `.io` error (run it again).
    ///
    /// - Parameters:
    ///   - tokens: The tokens (a theme's, with the app's colors).
    ///   - catalog: An existing `.xcassets` folder.
    /// - Returns: What was written, kept and removed.
    /// - Throws: ``FormatError`` of kind `.usage` when `catalog` is not an asset catalog or an asset of another kind has a
    ///   set's name (never forced), `.replaceRefused` naming the path of a same-named set the merge does not manage,
    ///   `.symbolCollision` from the writer, `.io` when a write fails (every set is then old or new).
    public func merge(_ tokens: TokenSet, into catalog: String) throws(FormatError) -> Report {
        // Two merges of one catalog take turns (FolderLock): each plans from what the one before it wrote.
        try FolderLock.withExclusiveLock(on: catalog) { () throws(FormatError) -> Report in try mergeHoldingTheLock(tokens, into: catalog) }
    }

    private func mergeHoldingTheLock(_ tokens: TokenSet, into catalog: String) throws(FormatError) -> Report {
        var plan = try self.plan(tokens, into: catalog)
        // What a killed run left beside a set goes first: its work folder, and the previous set where a fallback swap was cut.
        var cleaned: [String] = []
        // A set whose destination cannot be made (a file in its way) fails when it is written, as a run cut there would.
        for path in plan.setPaths {
            guard let destination = try? destination(PathText.join(plan.root, path)) else { continue }
            cleaned += AtomicFolder.removeStaleWork(beside: destination)
        }
        if !cleaned.isEmpty {
            plan = try self.plan(tokens, into: catalog)
            plan.report.notes += cleaned
        }
        try apply(plan)
        return plan.report
    }

    /// Writes a plan: the provisional manifest, each file and set, the removals, then the manifest.
    ///
    /// Every file is checked to be still the one the plan read just before it is replaced, and the manifest is replaced
    /// only while it holds the bytes the plan read (or the provisional ones this run wrote): a hand edit made meanwhile
    /// is an `.io` error that says to run again, never overwritten.
    func apply(_ plan: Plan) throws(FormatError) {
        let root = plan.root
        let manifestPath = PathText.join(root, Self.manifestFileName)
        var manifestOnDisk = plan.manifestRead
        // Sets new to the manifest are recorded before any is written: a run cut short then leaves sets the next run knows are
        // its own (a written one matches its digest, an unwritten one is simply absent), never sets it would refuse as the app's.
        // Checked again just before writing: a link put in meanwhile is refused, never followed.
        for relative in [Self.manifestFileName] + plan.allFiles.map(\.path) + plan.removals { try Self.refuseLinks(on: relative, in: root) }
        if let provisional = plan.provisionalManifest {
            try write(provisional, to: manifestPath, expecting: manifestOnDisk)
            manifestOnDisk = Array(provisional.utf8)
        }
        for file in plan.files {
            let path = PathText.join(root, file.path)
            if file.isColorSet {
                // The set's folder is swapped whole, with no last-moment hook: its Contents.json is checked just before.
                guard FileSystem.readFile(path) == file.current else { throw Self.changed(path) }
                let folder = PathText.parent(path)
                let target = try destination(folder)
                do {
                    try AtomicFolder.replace(target, with: [("Contents.json", file.contents)])
                } catch {
                    throw FormatError(.io, file: folder, message: error.message)
                }
            } else {
                try write(file.contents, to: path, expecting: file.current)
            }
        }
        for path in plan.removals {
            do { try FileSystem.removeTree(PathText.join(root, path)) } catch { throw FormatError(.io, file: PathText.join(root, path), message: error.message) }
        }
        if let manifest = plan.manifest { try write(manifest.contents, to: manifestPath, expecting: manifestOnDisk) }
    }

    /// The error for a file that is no longer what the plan read.
    private static func changed(_ path: String) -> FormatError {
        FormatError(.io, file: path, message: "changed since nocturne theme read it (another run, or an edit); run it again")
    }

    /// The atomic destination of a color set's folder.
    private func destination(_ folder: String) throws(FormatError) -> AtomicFolder.Destination {
        do { return try AtomicFolder.destination(folder) } catch { throw FormatError(.io, file: folder, message: error.message) }
    }

    /// The manifest's text: the generator, the group folder, each managed set's digest sorted by path, and the app's colors' sets.
    static func manifestText(folder: String, sets: [(path: String, digest: String)], appColors: Set<String> = [], prefix: String = "",
                             adopted: Set<String> = []) -> String {
        var members = [
            JSONMember("generator", .string("nocturne theme")),
            JSONMember("folder", .string(folder)),
        ]
        if !prefix.isEmpty { members.append(JSONMember("prefix", .string(prefix))) }
        members.append(JSONMember("sets", .object(sets.sorted { $0.path < $1.path }.map { JSONMember($0.path, .string($0.digest)) })))
        if !appColors.isEmpty { members.append(JSONMember("appColors", .array(appColors.sorted().map(JSONValue.string)))) }
        if !adopted.isEmpty { members.append(JSONMember("adopted", .array(adopted.sorted().map(JSONValue.string)))) }
        return JSONValue.object(members).serialized(style: .pretty) + "\n"
    }

    /// The managed sets recorded in a catalog: path → digest, the group folder, and the sets that are the app's colors.
    ///
    /// Only entries that name a color set inside the catalog are kept: a path that climbs out (`../`), is absolute, or goes
    /// through a symbolic link is in ``ignored`` with the reason, and nothing it names is ever written or removed.
    struct Manifest {
        var folder: String?
        /// The prefix of the theme's sets the last merge used (``AssetCatalogMerge/prefix``), `nil` for none.
        var prefix: String?
        /// The app's sets an earlier merge adopted (``AssetCatalogMerge/adopts``): adopted again without being asked.
        var adopted: Set<String> = []
        var sets: [String: String] = [:]
        var appColors: Set<String> = []
        /// Entries that are not trusted, with why (a note for the user).
        var ignored: [String] = []
    }

    func readManifest(_ root: String) throws(FormatError) -> Manifest {
        let path = PathText.join(root, AssetCatalogMerge.manifestFileName)
        guard let kind = FileSystem.kind(path) else { return Manifest() }
        if kind == S_IFLNK { throw Self.linkRefused(path) }
        guard let bytes = FileSystem.readFile(path), let value = try? JSONParser().parse(bytes: bytes), case .object(let members)? = value["sets"] else {
            throw FormatError(.io, file: path, message: "cannot read the manifest of the sets nocturne theme manages; restore it, or remove it and merge with --force")
        }
        var manifest = Manifest(folder: value["folder"]?.stringValue)
        if let prefix = value["prefix"]?.stringValue, Self.isValidPrefix(prefix) { manifest.prefix = prefix }
        if case .array(let paths)? = value["adopted"] { manifest.adopted = Set(paths.compactMap(\.stringValue)) }
        for member in members {
            guard let digest = member.value.stringValue else { continue }
            if let reason = Self.untrustedReason(member.key, in: root) {
                manifest.ignored.append("ignored the manifest entry '\(member.key.escapingControlCharacters())': \(reason); nothing it names is written or removed")
            } else {
                manifest.sets[member.key] = digest
            }
        }
        if case .array(let paths)? = value["appColors"] { manifest.appColors = Set(paths.compactMap(\.stringValue)).filter { manifest.sets[$0] != nil } }
        return manifest
    }

    /// Why a manifest entry cannot be one of the merge's sets (it leaves the catalog, or goes through a link), or `nil`.
    static func untrustedReason(_ entry: String, in root: String) -> String? {
        guard PathText.isInsideRelative(entry, strict: true), entry.hasSuffix(".colorset") else {
            return "it is not the path of a color set inside the catalog"
        }
        if let link = PathText.firstLink(below: root, on: entry) { return "it goes through the symbolic link \(link.escapingControlCharacters())" }
        return nil
    }

    /// The refusal of a symbolic link where the merge would write or remove: never followed, even when forced.
    static func linkRefused(_ link: String) -> FormatError {
        FormatError(.usage, file: link, message: "is a symbolic link inside the catalog; nocturne theme never writes or removes "
            + "through a link, even when forced: put the folder or file itself there, or remove the link")
    }

    /// Refuses a path below the catalog that is, or goes through, a symbolic link.
    static func refuseLinks(on relative: String, in root: String) throws(FormatError) {
        if let link = PathText.firstLink(below: root, on: relative) { throw linkRefused(link) }
    }

    /// Writes a file atomically, refusing at the last moment when it no longer holds `expected` (`nil`: absent).
    private func write(_ text: String, to path: String, expecting expected: [UInt8]?) throws(FormatError) {
        var changed = false
        do {
            try FileSystem.makeFolders(PathText.parent(path))
            try AtomicFile.write(Array(text.utf8), to: path) {
                changed = FileSystem.readFile(path) != expected || expected == nil && FileSystem.kind(path) != nil
                return changed ? "changed" : nil
            }
        } catch {
            throw changed ? Self.changed(path) : FormatError(.io, file: path, message: error.message)
        }
    }

    /// FNV-1a (64 bits) of the bytes, as 16 hex digits: enough to tell a hand edit from the bytes the merge wrote.
    package static func digest(_ bytes: [UInt8]) -> String {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in bytes {
            hash ^= UInt64(byte)
            hash = hash &* 0x0000_0100_0000_01B3
        }
        let hex = String(hash, radix: 16)
        return String(repeating: "0", count: 16 - hex.count) + hex
    }
}
