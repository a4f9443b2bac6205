import Foundation
import NocturneAppearance
import NocturneColor
import NocturneSupport

/// Reads Xcode asset catalogs as real projects write them, collecting problems instead of stopping at the first.
///
/// Understands nested groups and `provides-namespace`, names with spaces and dots, components as
/// `"0.500"`, `"128"` or `"0x80"` (mixed in one file), a missing alpha (1), the six catalog color
/// spaces, system-color references, slots without a color, idioms, display gamuts, and both the old
/// and the new Xcode key orders. Image, data and symbol sets next to the colors are skipped.
///
/// Problems name file, line and key. What would ship differently from what the file says is an
/// error (an alpha outside 0…1, a component that is not finite, `"appearances"` that is not an
/// array, a system-color name Apple does not have); an idiom no device uses is a warning.
///
/// Folders are walked first; the color sets, each an independent file, are then parsed on all cores
/// and added in path order, so the result does not depend on scheduling.
public struct AssetCatalogReader: Sendable {
    /// Resolves system-color references when a color set is turned into values.
    public var resolver: SystemColorResolver

    /// Creates a reader.
    public init(resolver: SystemColorResolver = .default) {
        self.resolver = resolver
    }

    /// Reads a catalog folder (`.xcassets`), or a single `.colorset` folder as a catalog of one.
    ///
    /// - Parameter path: The folder.
    /// - Returns: The catalog; malformed sets are reported in ``AssetCatalog/diagnostics`` and the rest loads.
    /// - Throws: ``FormatError`` of kind `.io` when the folder cannot be listed.
    public func read(at path: String) throws(FormatError) -> AssetCatalog {
        var root = path
        while root.count > 1, root.hasSuffix("/") { root.removeLast() }
        guard FileSystem.isDirectory(root) else {
            throw FormatError(.io, file: path, message: "no such folder")
        }
        let folderName = root.split(separator: "/").last.map(String.init) ?? root
        if folderName.hasSuffix(".colorset") {
            var catalog = AssetCatalog(name: String(folderName.dropLast(".colorset".count)))
            readColorSet(at: root, relative: folderName + "/", name: String(folderName.dropLast(".colorset".count)), folders: [], namespace: [], into: &catalog)
            return catalog
        }
        let name = folderName.hasSuffix(".xcassets") ? String(folderName.dropLast(".xcassets".count)) : folderName
        var catalog = AssetCatalog(name: name)
        var jobs: [ColorSetJob] = []
        var visited: Set<FileSystem.Identity> = []
        try readFolder(at: root, relative: "", folders: [], namespace: [], into: &catalog, jobs: &jobs, visited: &visited, isRoot: true)
        // Color sets are independent files: parse them on every core, then add them in path order.
        // Color sets are opened relative to the catalog folder: shorter paths for the kernel to walk.
        let directory = FileSystem.openDirectory(root)
        let results = AssetCatalogReader.parseConcurrently(jobs, relativeTo: directory)
        if let directory { FileSystem.closeDirectory(directory) }
        // Growing these by doubling would copy (and make malloc consolidate) ten thousand documents several times.
        catalog.documents.reserveCapacity(catalog.documents.count + results.count)
        catalog.colorSets.reserveCapacity(catalog.colorSets.count + results.count)
        for result in results {
            if let document = result.document { catalog.documents.append(document) }
            catalog.diagnostics.append(contentsOf: result.problems)
            if let set = result.set { catalog.colorSets.append(set) }
        }
        catalog.documents.sort { $0.path.sortsBefore($1.path) }
        return catalog
    }

    /// A color set found while walking the folders, read afterwards.
    struct ColorSetJob: Sendable {
        var path: String
        var relative: String
        var name: String
        var folders: [String]
        var namespace: [String]
    }

    /// What reading one color set gave.
    struct ColorSetResult: Sendable {
        var document: AssetCatalogDocument?
        var set: ColorSet?
        var problems: [FormatError] = []
    }

    static func parseConcurrently(_ jobs: [ColorSetJob], relativeTo directory: Int32?) -> [ColorSetResult] {
        // Each worker reads its files into one buffer it reuses; below 64 sets one thread is faster.
        ParallelMap.map(jobs.count, minimumPerWorker: 32, state: { [UInt8]() }) { index, buffer in
            readColorSet(jobs[index], relativeTo: directory, buffer: &buffer)
        }
    }

    /// Reads one color set; `file` (relative to the catalog) is opened in `directory` when it is given.
    static func readColorSet(_ job: ColorSetJob, relativeTo directory: Int32?, buffer: inout [UInt8]) -> ColorSetResult {
        let file = job.relative + "Contents.json"
        let parsed = FileSystem.withContents(of: directory == nil ? job.path + "/Contents.json" : file, relativeTo: directory ?? AT_FDCWD, buffer: &buffer) {
            bytes -> Result<(JSONValue, JSONStyle, [ColorSetEntry], [FormatError]), FormatError> in
            do throws(JSONSyntaxError) {
                let value = try JSONParser().parse(buffer: bytes)
                // The problems are found while the bytes are at hand, to name their lines.
                let (entries, problems) = AssetCatalogReader.entries(in: value)
                return .success((value, JSONStyle.detect(buffer: bytes), entries, located(problems, in: Array(bytes))))
            } catch {
                return .failure(FormatError(error))
            }
        }
        let value: JSONValue
        let style: JSONStyle
        let entries: [ColorSetEntry]
        let problems: [FormatError]
        switch parsed {
        case .success(.success(let result)): (value, style, entries, problems) = result
        case .success(.failure(let error)): return ColorSetResult(problems: [error.inFile(file)])
        case .failure(.cannotOpen(ENOENT)):
            return ColorSetResult(problems: [FormatError(.structure, file: file, message: "color set '\(job.name)' has no Contents.json")])
        case .failure(let failure): return ColorSetResult(problems: [FormatError(.io, file: file, message: failure.description)])
        }
        let document = AssetCatalogDocument(path: file, value: value, style: style)
        return ColorSetResult(document: document,
            set: ColorSet(name: job.name, folders: job.folders, namespace: job.namespace, entries: entries, file: file),
            problems: problems.map { $0.inFile(file) })
    }

    /// How deeply groups may nest inside a catalog before the reader stops descending (Xcode's are a few deep).
    public static let maximumNesting = 64

    /// Reads one folder of the catalog and, recursively, the groups inside it.
    ///
    /// Every folder is read once: `visited` holds the device and inode of each folder (and color set)
    /// seen, so a link back to a folder already read (`ln -s . x`) is reported and not followed again.
    private func readFolder(at path: String, relative: String, folders: [String], namespace: [String], into catalog: inout AssetCatalog,
                            jobs: inout [ColorSetJob], visited: inout Set<FileSystem.Identity>, isRoot: Bool) throws(FormatError) {
        if let identity = FileSystem.identity(path), !visited.insert(identity).inserted {
            catalog.diagnostics.append(FormatError(.structure, file: String(relative.dropLast()),
                message: "a link to a folder already read (a loop or a second path to it); not read again"))
            return
        }
        guard folders.count < AssetCatalogReader.maximumNesting else {
            catalog.diagnostics.append(FormatError(.structure, file: String(relative.dropLast()),
                message: "groups nest deeper than \(AssetCatalogReader.maximumNesting); the folders inside are not read"))
            return
        }
        guard let children = FileSystem.entries(of: path) else {
            let failure = FormatError(.io, file: relative.isEmpty ? path : relative, message: "cannot list the folder")
            if isRoot { throw failure }
            catalog.diagnostics.append(failure)
            return
        }
        var providesNamespace = false
        if children.contains(where: { $0.name == "Contents.json" && !$0.isDirectory }) {
            let file = relative + "Contents.json"
            if let (document, _) = readDocument(at: path + "/Contents.json", file: file, into: &catalog) {
                catalog.documents.append(document)
                providesNamespace = document.value["properties"]?["provides-namespace"]?.boolValue ?? false
            }
        }
        let folderName = path.split(separator: "/").last.map(String.init) ?? path
        let childNamespace = providesNamespace && !isRoot ? namespace + [folderName] : namespace
        for child in children where !child.isDirectory && child.name.hasSuffix(".colorset") {
            catalog.diagnostics.append(FormatError(.structure, file: relative + child.name,
                message: "a color set must be a folder holding Contents.json, but this is a file; it is not read"))
        }
        for child in children where child.isDirectory && !child.name.hasPrefix(".") {
            let childPath = path + "/" + child.name
            let childRelative = relative + child.name + "/"
            if child.name.hasSuffix(".colorset") {
                if let identity = FileSystem.identity(childPath), !visited.insert(identity).inserted {
                    catalog.diagnostics.append(FormatError(.structure, file: relative + child.name,
                        message: "a link to a color set already read; not read again"))
                    continue
                }
                jobs.append(ColorSetJob(path: childPath, relative: childRelative, name: String(child.name.dropLast(".colorset".count)), folders: folders, namespace: childNamespace))
            } else if child.name.utf8.contains(0x2E), AssetCatalogReader.setExtensions.contains(where: { child.name.hasSuffix($0) }) {
                catalog.ignored.append(relative + child.name)
            } else {
                try readFolder(at: childPath, relative: childRelative, folders: folders + [child.name], namespace: childNamespace,
                               into: &catalog, jobs: &jobs, visited: &visited, isRoot: false)
            }
        }
    }

    private static let setExtensions = [
        ".imageset", ".dataset", ".symbolset", ".appiconset", ".iconset", ".launchimage", ".brandassets",
        ".imagestack", ".imagestacklayer", ".textureset", ".cubetextureset", ".mipmapset", ".spriteatlas",
        ".arresourcegroup", ".arreferenceimage", ".arobject", ".complicationset", ".stickerpack", ".sticker",
        ".stickersequence", ".gcdashboardimage", ".gcleaderboard", ".gcleaderboardset", ".solidimagestack",
        ".solidimagestacklayer", ".appiconsetsolid",
    ]

    private func readDocument(at path: String, file: String, into catalog: inout AssetCatalog) -> (document: AssetCatalogDocument, bytes: [UInt8])? {
        let bytes: [UInt8]
        do { bytes = try FileSystem.readRegularFile(path) } catch {
            catalog.diagnostics.append(FormatError(.io, file: file, message: error.description))
            return nil
        }
        do {
            let value = try JSONParser().parse(bytes: bytes)
            return (AssetCatalogDocument(path: file, value: value, style: JSONStyle.detect(bytes: bytes)), bytes)
        } catch {
            catalog.diagnostics.append(FormatError(error, file: file))
            return nil
        }
    }

    private func readColorSet(at path: String, relative: String, name: String, folders: [String], namespace: [String], into catalog: inout AssetCatalog) {
        let file = relative + "Contents.json"
        guard FileSystem.exists(path + "/Contents.json") else {
            catalog.diagnostics.append(FormatError(.structure, file: file, message: "color set '\(name)' has no Contents.json"))
            return
        }
        guard let (document, bytes) = readDocument(at: path + "/Contents.json", file: file, into: &catalog) else { return }
        catalog.documents.append(document)
        let (entries, problems) = AssetCatalogReader.entries(in: document.value)
        catalog.diagnostics.append(contentsOf: AssetCatalogReader.located(problems, in: bytes).map { $0.inFile(file) })
        catalog.colorSets.append(ColorSet(name: name, folders: folders, namespace: namespace, entries: entries, file: file))
    }
}
