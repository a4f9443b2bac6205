#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif
import NocturneSupport

/// Writes a theme file's `outputs`: each format to its own path, everything checked before anything is written.
///
/// - `xcassets` is an asset catalog the color sets are merged into (``AssetCatalogMerge``; a catalog that
///   does not exist yet is created with its root `Contents.json` first).
/// - `swift`, `css` and `html` are single files, each replaced atomically (a folder or device there is refused).
/// - `tokens` and `android` are folders of their own, replaced whole as ``OutputFolder`` replaces one.
///
/// Every file's contents are made first, by the same writers ``ThemeExporter`` uses, and every
/// destination is checked (a folder nocturne did not write, a file that is not a regular file, a path
/// for a catalog that is not one); the merge then goes first, since it refuses sets it does not manage
/// before it writes. A refusal therefore leaves every output as it was.
public struct ThemeOutputWriter: Sendable {
    /// Replace folders and files nocturne did not write, and overwrite catalog sets it manages that were edited by hand.
    public var force: Bool
    /// A prefix for the theme's sets in the catalog (``AssetCatalogMerge/prefix``); `nil` keeps the catalog's.
    public var prefix: String?
    /// Whether the catalog's same-named sets are adopted as the tokens' values in every output (``AssetCatalogMerge/adopts``).
    public var adopts: Bool = false
    /// The tokens that are the app's own colors, which a catalog merge never removes (``AssetCatalogMerge/appColors``).
    public var appColors: Set<String>

    /// Creates a writer.
    ///
    /// - Parameters:
    ///   - force: Replace what was not written by Nocturne, as the writers' `force` does.
    ///   - appColors: The tokens that are the app's own colors (the theme file's `theme.colors`).
    public init(force: Bool = false, appColors: Set<String> = []) {
        self.force = force
        self.appColors = appColors
    }

    /// The catalog merge this writer runs.
    var merge: AssetCatalogMerge { AssetCatalogMerge(force: force, appColors: appColors, prefix: prefix, adopts: adopts) }

    /// One output's destination: the format and the path the writer opens (already resolved against the file's folder).
    public struct Destination: Sendable, Hashable {
        /// The format.
        public var format: ThemeExporter.Format
        /// The path to write.
        public var path: String
        /// The path as messages show it (as the theme file gives it).
        public var shown: String
        /// The theme file's key that names it (`theme.outputs.css`), for messages; empty when it comes from elsewhere.
        public var key: String

        /// Creates a destination.
        public init(format: ThemeExporter.Format, path: String, shown: String? = nil, key: String = "") {
            self.format = format
            self.path = path
            self.shown = shown ?? path
            self.key = key
        }
    }

    /// One output written: its destination and the files it wrote.
    public struct Written: Sendable, Hashable {
        /// Where it went.
        public var destination: Destination
        /// The files, relative to the output's path for a folder or catalog; a single file lists the path as shown.
        public var files: [String]
    }

    /// What was written, output by output, and the writers' notes.
    public struct Report: Sendable, Hashable {
        /// The outputs in the order written.
        public var written: [Written] = []
        /// Notes from the writers and the merge.
        public var notes: [String] = []

        /// Every written file as one list: a single file's path, and a folder's or catalog's files below its path.
        public var files: [String] {
            written.flatMap { entry in
                entry.destination.format.isFolder || entry.destination.format == .xcassets
                    ? entry.files.map { PathText.join(entry.destination.shown, $0) } : entry.files
            }
        }
    }

    /// Writes `tokens` to every destination, or nothing when a destination is refused.
    ///
    /// - Parameters:
    ///   - tokens: The theme's token set (``ThemeFile/tokenSet(_:name:)``).
    ///   - destinations: Where each format goes; a format at most once.
    /// - Returns: What was written.
    /// - Throws: ``FormatError`` naming the path: `.usage` for a catalog path that is not `*.xcassets` or a format
    ///   given twice, `.replaceRefused` for a folder or catalog set nocturne did not write, `.invalidName` or
    ///   `.symbolCollision` from the writers, `.io` when a write fails.
    public func write(_ tokens: TokenSet, to destinations: [Destination]) throws(FormatError) -> Report {
        // Adopted sets first: their values are the tokens' in every output written below.
        var tokens = tokens
        var adopted: [String: String] = [:]
        if let catalog = destinations.first(where: { $0.format == .xcassets }) {
            (tokens, adopted) = try merge.adopting(tokens, into: catalog.path)
        }
        var contents: [(destination: Destination, files: [GeneratedFile])] = []
        for destination in destinations {
            guard !contents.contains(where: { $0.destination.format == destination.format }) else {
                throw FormatError(.usage, file: destination.shown, message: "'\(destination.format.rawValue)' is given twice; each format goes to one path")
            }
            try check(destination)
            try checkOverlap(destination, with: contents.map(\.destination))
            let files = destination.format == .xcassets ? [] : try ThemeExporter(formats: [destination.format]).files(for: tokens).files
            let prefix = destination.format.rawValue + "/"
            let relative = files.map { file in
                GeneratedFile(path: file.path.hasPrefix(prefix) ? String(file.path.dropFirst(prefix.count)) : file.path, contents: file.contents)
            }
            contents.append((destination, relative))
        }
        var report = Report()
        // The merge first: it refuses before it writes.
        for (destination, _) in contents where destination.format == .xcassets {
            if FileSystem.kind(destination.path) == nil {
                try writeFile(AssetCatalogWriter.infoDocument().serialized(), to: PathText.join(destination.path, "Contents.json"), shown: destination.shown)
                report.notes.append("created the asset catalog \(destination.shown)")
            }
            let merged = try merge.merge(tokens, into: destination.path)
            report.written.append(Written(destination: destination, files: merged.written))
            report.notes += merged.editedByHand.map { "\(PathText.join(destination.shown, $0)) was edited by hand and is kept" } + merged.notes
                + AssetCatalogMerge.adoptionNotes(tokens, adopted: adopted)
        }
        for (destination, files) in contents where destination.format.isFolder {
            let notes = try OutputFolder(destination.path, force: force, generator: "nocturne theme").write(files, details: ["name": tokens.name])
            report.written.append(Written(destination: destination, files: files.map(\.path)))
            report.notes += notes.filter { !$0.hasPrefix("removed the empty") }
        }
        for (destination, files) in contents where destination.format != .xcassets && !destination.format.isFolder {
            for file in files { try writeFile(file.contents, to: destination.path, shown: destination.shown) }
            report.written.append(Written(destination: destination, files: [destination.shown]))
        }
        // Reported in the order the file gives them.
        report.written.sort { first, second in
            (destinations.firstIndex(of: first.destination) ?? 0) < (destinations.firstIndex(of: second.destination) ?? 0)
        }
        return report
    }

    /// Refuses two outputs at one path, and an output inside a folder output (replacing the folder would remove it).
    private func checkOverlap(_ destination: Destination, with earlier: [Destination]) throws(FormatError) {
        // `./` and repeated or trailing `/` do not make another path.
        func normalized(_ path: String) -> String {
            let parts = path.split(separator: "/").filter { $0 != "." }
            return (path.hasPrefix("/") ? "/" : "") + parts.joined(separator: "/")
        }
        let path = normalized(destination.path)
        for other in earlier {
            let otherPath = normalized(other.path)
            if otherPath == path {
                throw FormatError(.usage, file: destination.shown, message: "is also the path of '\(other.format.rawValue)'; give each output its own path")
            }
            let (outer, inner) = path.count < otherPath.count ? (destination, other) : (other, destination)
            let (outerPath, innerPath) = path.count < otherPath.count ? (path, otherPath) : (otherPath, path)
            if outer.format.isFolder || outer.format == .xcassets, innerPath.hasPrefix(outerPath + "/") {
                throw FormatError(.usage, file: inner.shown,
                                  message: "is inside the '\(outer.format.rawValue)' output \(outer.shown), which nocturne theme manages as a whole; move it out")
            }
        }
    }

    /// Refuses a destination before anything is written.
    private func check(_ destination: Destination) throws(FormatError) {
        let path = destination.path
        func refusal(_ kind: FormatError.Kind, _ message: String) -> FormatError {
            FormatError(kind, file: destination.shown, key: destination.key, message: message)
        }
        switch destination.format {
        case .xcassets:
            let root = path.hasSuffix("/") ? String(path.dropLast()) : path
            guard root.hasSuffix(".xcassets") else {
                throw refusal(.usage, "is not an asset catalog; 'xcassets' takes a folder named *.xcassets (created when absent)")
            }
            if FileSystem.kind(root) != nil, !FileSystem.isFolder(root) {
                throw refusal(.usage, FileSystem.kind(root) == S_IFLNK ? "is a symbolic link; 'xcassets' takes the catalog folder itself, never a link to it"
                    : "is not a folder; 'xcassets' takes an asset catalog")
            }
        case .tokens, .android:
            guard FileSystem.kind(path) != nil, !force else { return }
            guard FileSystem.isFolder(path) else { throw refusal(.usage, "is not a folder; '\(destination.format.rawValue)' writes a folder") }
            let listing = FileSystem.listing(of: path) ?? []
            if !listing.isEmpty, !listing.contains(where: { $0.path == OutputFolder.markerFileName && !$0.isFolder }) {
                throw refusal(.replaceRefused, "exists and was not created by nocturne theme; replacing it has to be forced, or choose another folder")
            }
        case .swift, .css, .html:
            do { _ = try AtomicFile.regularFileDestination(path) } catch {
                throw refusal(.usage, error.message)
            }
            // A file of the user's at the path is never replaced silently: nocturne's own files say they are generated.
            if !force, FileSystem.kind(path) != nil, let bytes = FileSystem.readFile(path), !Self.isGenerated(bytes) {
                throw refusal(.replaceRefused, "exists and was not written by nocturne theme (it has no 'generated by Nocturne' line); "
                    + "replacing it has to be forced, or choose another path")
            }
        }
    }

    /// Whether a file's bytes are a single-file output nocturne wrote: Swift, CSS and HTML outputs all say "generated by Nocturne.".
    static func isGenerated(_ bytes: [UInt8]) -> Bool {
        let mark = Array("enerated by Nocturne.".utf8)
        guard bytes.count >= mark.count else { return false }
        return (0...(bytes.count - mark.count)).contains { start in bytes[start] == mark[0] && bytes[start..<(start + mark.count)].elementsEqual(mark) }
    }

    private func writeFile(_ text: String, to path: String, shown: String) throws(FormatError) {
        do { try AtomicFile.write(text, to: path) } catch {
            throw FormatError(.io, file: shown, message: error.message)
        }
    }
}

extension ThemeExporter.Format {
    /// Whether the format is a folder of files (`tokens`, `android`) rather than one file or a catalog.
    public var isFolder: Bool { self == .tokens || self == .android }
}
