#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif
import NocturneAppearance
import NocturneSupport

/// Planning a merge: every decision about what a catalog write changes, made from what is read, before anything is written.
///
/// ``AssetCatalogMerge/merge(_:into:)`` applies a plan set by set (each set swapped in atomically); `nocturne fix`
/// writes the same plan's files together with its source edits, all or none, and shows them in its diff.
extension AssetCatalogMerge {
    /// What a merge will write and remove, decided before anything is written.
    public struct Plan: Sendable, Hashable {
        /// One file the merge writes.
        public struct File: Sendable, Hashable {
            /// The path relative to the catalog (`Theme/ink.colorset/Contents.json`).
            public var path: String
            /// The text to write.
            public var contents: String
            /// The bytes there now, `nil` for a new file.
            public var current: [UInt8]?

            /// Whether the file is a color set's `Contents.json` (replaced with its set folder by a merge).
            var isColorSet: Bool { path.hasSuffix(".colorset/Contents.json") }
        }

        /// The catalog folder, without a trailing `/`.
        public var root: String
        /// What the merge will have done once the plan is applied.
        public var report: Report
        /// The files to write in path order: the catalog's and the group folder's `Contents.json` when new, each new or changed set.
        public var files: [File]
        /// The manifest as it will be, `nil` when its bytes do not change.
        public var manifest: File?
        /// Managed sets the theme no longer has, and an emptied group folder of an earlier theme name, to remove.
        public var removals: [String]
        /// The manifest with the new sets added, written before any set when sets are new (a run cut short then knows them).
        var provisionalManifest: String?
        /// Every set folder the tokens go to, relative to the catalog, written or not (a merge cleans what a killed run left beside each).
        public var setPaths: [String] = []
        /// The manifest's bytes when the plan read them, `nil` when there was none: a merge replaces only these.
        var manifestRead: [UInt8]?

        /// Every file the plan writes, the manifest last.
        public var allFiles: [File] { files + (manifest.map { [$0] } ?? []) }
    }

    /// The asset kinds besides color sets whose names a color set must not take (Xcode looks every asset up by name).
    static let otherAssetKinds: Set<String> = [
        "imageset", "appiconset", "iconset", "dataset", "symbolset", "launchimage", "imagestack", "brandassets", "textureset",
        "cubetextureset", "mipmapset", "arimageset", "sticker", "stickersequence", "complicationset",
    ]

    /// Decides what merging `tokens` into `catalog` writes, keeps and removes; reads the catalog and writes nothing.
    ///
    /// - Parameters:
    ///   - tokens: The tokens (a theme's, with the app's colors; or the color sets `nocturne fix` makes).
    ///   - catalog: An `.xcassets` folder; it must exist unless `creating` is set.
    ///   - creating: Plan the catalog's own `Contents.json` when the folder does not exist yet.
    /// - Returns: The plan.
    /// - Throws: ``FormatError`` as ``merge(_:into:)`` does, before anything is written.
    public func plan(_ tokens: TokenSet, into catalog: String, creating: Bool = false) throws(FormatError) -> Plan {
        let root = catalog.hasSuffix("/") && catalog.count > 1 ? String(catalog.dropLast()) : catalog
        let isNew = creating && root.hasSuffix(".xcassets") && FileSystem.kind(root) == nil
        guard isNew || root.hasSuffix(".xcassets") && FileSystem.isFolder(root) else {
            if FileSystem.kind(root) == S_IFLNK {
                let target = PathText.resolved(root).map { " (to \($0.escapingControlCharacters()))" } ?? ""
                throw FormatError(.usage, file: catalog, message: "is a symbolic link\(target); --into takes the catalog folder itself, never a link to it")
            }
            let what = FileSystem.kind(root) == nil ? "does not exist" : "is not an asset catalog"
            throw FormatError(.usage, file: catalog, message: "\(what); --into takes an existing folder named *.xcassets")
        }
        var report = Report(catalog: catalog, written: [], unchanged: [], removed: [], editedByHand: [], notes: [])
        let manifest = isNew ? Manifest() : try readManifest(root)
        report.notes += manifest.ignored
        guard let listing = isNew ? [] : FileSystem.listing(of: root) else { throw FormatError(.io, file: catalog, message: "cannot list the catalog") }
        // Every color set in the catalog, by its name as macOS compares names; and every asset of another kind.
        var existing: [String: [String]] = [:]
        var existingSymbols: [String: String] = [:]
        var otherAssets: [String: String] = [:]
        // Color sets that are symbolic links (the listing does not follow them): a same-named theme color is refused, naming the link.
        var linkedSets: [String: String] = [:]
        for entry in listing where !entry.isFolder && entry.path.hasSuffix(".colorset") && FileSystem.kind(PathText.join(root, entry.path)) == S_IFLNK {
            linkedSets[String(PathText.lastComponent(entry.path).dropLast(".colorset".count)).lowercased(), default: entry.path] = entry.path
        }
        for entry in listing where entry.isFolder {
            let last = PathText.lastComponent(entry.path)
            guard let dot = last.lastIndex(of: ".") else { continue }
            let name = String(last[..<dot]), kind = last[last.index(after: dot)...]
            if kind == "colorset" {
                existing[name.lowercased(), default: []].append(entry.path)
                if manifest.sets[entry.path] == nil { existingSymbols[SwiftSymbolName.symbol(for: name), default: entry.path] = entry.path }
            } else if Self.otherAssetKinds.contains(String(kind)) {
                otherAssets[name.lowercased(), default: entry.path] = entry.path
            }
        }
        let prefix = self.prefix ?? manifest.prefix ?? ""
        guard Self.isValidPrefix(prefix) else {
            throw FormatError(.usage, key: "prefix", message: "prefix '\(prefix.escapingControlCharacters())' must be ASCII letters and digits, starting with a letter")
        }
        // Token names as the sets are named (the theme's own prefixed), and back: the report and adoption speak of the tokens.
        let unprefixed = tokens
        let tokens = named(tokens, prefix: prefix)
        var tokenName: [String: String] = [:]
        for (named, original) in zip(tokens.tokens, unprefixed.tokens) { tokenName[named.name] = original.name }
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
        var targets: [(path: String, contents: String, isAppColor: Bool)] = []
        for set in sets {
            let name = String(PathText.lastComponent(set.path).dropLast(".colorset".count))
            if let asset = otherAssets[name.lowercased()] {
                // Not `.replaceRefused`: no force makes two assets of one name valid (Xcode requires names unique across asset kinds).
                throw FormatError(.usage, file: PathText.join(root, asset), key: name,
                                  message: "the catalog already uses the name '\(name)' for this asset, and an asset's name must be unique "
                                    + "across every kind in the catalog; rename the color '\(name)' (or the asset)")
            }
            if let link = linkedSets[name.lowercased()] { throw Self.linkRefused(PathText.join(root, link)) }
            var path = set.path
            let sameNamed = existing[name.lowercased()] ?? []
            for candidate in [set.path] + sameNamed { try Self.refuseLinks(on: candidate + "/Contents.json", in: root) }
            let foreign = sameNamed.filter { manifest.sets[$0] == nil }
            // A set taken over earlier (forced) is managed outside the theme's group folder: it stays where the app keeps it.
            let takenOver = sameNamed.first { manifest.sets[$0] != nil && $0 != set.path && !$0.hasPrefix((manifest.folder ?? group) + "/") }
            if foreign.isEmpty, let managed = takenOver {
                path = managed
            } else if let clash = foreign.first ?? existingSymbols[SwiftSymbolName.symbol(for: name)] {
                // The app's set is never replaced (forced or not): named apart with a prefix, or adopted as the token's value.
                guard adopts || manifest.adopted.contains(clash), let token = tokenName[name] else {
                    throw Self.clash(PathText.join(root, clash), name: name, symbol: foreign.isEmpty ? SwiftSymbolName.symbol(for: name) : nil,
                                     isAppColor: appColors.contains(name))
                }
                report.adopted[token] = clash
                report.notes.append("adopted the app's \(clash) as the theme's '\(token)': kept as it is, and its values are the token's in every output")
                continue
            }
            targets.append((path, set.contents, appColors.contains(name) || manifest.appColors.contains(path)))
        }
        // Nothing is written through a link: not the group folder, a set's folder or its Contents.json (forced or not).
        try Self.refuseLinks(on: group, in: root)
        for target in targets { try Self.refuseLinks(on: target.path + "/Contents.json", in: root) }
        // The group folder, once (a folder of that name the catalog already has keeps its own Contents.json).
        if FileSystem.kind(PathText.join(root, group)) != nil, !FileSystem.isFolder(PathText.join(root, group)) {
            throw FormatError(.replaceRefused, file: PathText.join(root, group), message: "is in the way of the theme's group folder; move it, or choose another theme name")
        }
        var files: [Plan.File] = []
        if isNew { files.append(Plan.File(path: "Contents.json", contents: AssetCatalogWriter.infoDocument().serialized(), current: nil)) }
        if !targets.isEmpty, FileSystem.kind(PathText.join(root, group + "/Contents.json")) == nil {
            files.append(Plan.File(path: group + "/Contents.json", contents: AssetCatalogWriter.infoDocument().serialized(), current: nil))
        }
        var recorded: [(path: String, digest: String)] = []
        var appColorPaths = manifest.appColors
        for target in targets {
            let file = Plan.File(path: target.path + "/Contents.json", contents: target.contents, current: FileSystem.readFile(PathText.join(root, target.path + "/Contents.json")))
            if target.isAppColor { appColorPaths.insert(target.path) }
            if let current = file.current {
                if current == Array(target.contents.utf8) {
                    report.unchanged.append(target.path)
                    recorded.append((target.path, Self.digest(current)))
                    continue
                }
                if let written = manifest.sets[target.path], written != Self.digest(current), !force {
                    report.editedByHand.append(target.path)
                    recorded.append((target.path, written))
                    continue
                }
            }
            files.append(file)
            recorded.append((target.path, Self.digest(Array(target.contents.utf8))))
        }
        // Sets the theme no longer has: removed, unless edited by hand or the app's own colors (the app's code names those).
        // A removal is trusted only for what the merge wrote, forced or not: a set folder holding nothing but a Contents.json
        // whose bytes still match the manifest's digest (the manifest's paths were checked to stay inside, through no link).
        var removals: [String] = []
        let kept = Set(recorded.map(\.path))
        for (path, digest) in manifest.sets.sorted(by: { $0.key < $1.key }) where !kept.contains(path) {
            guard FileSystem.isFolder(PathText.join(root, path)), let current = FileSystem.readFile(PathText.join(root, path + "/Contents.json")) else { continue }
            if !removesMissing || manifest.appColors.contains(path) {
                recorded.append((path, digest))
                if removesMissing { report.notes.append("kept \(path): it is one of the app's colors, which its code may name; remove it by hand when nothing does") }
            } else if Self.digest(current) != digest {
                report.editedByHand.append(path)
                recorded.append((path, digest))
            } else if FileSystem.names(in: PathText.join(root, path)) != ["Contents.json"] || !FileSystem.isRegularFile(PathText.join(root, path + "/Contents.json")) {
                report.notes.append("kept \(path): it holds files nocturne theme did not write; remove it by hand")
                recorded.append((path, digest))
            } else {
                removals.append(path)
            }
        }
        // The group folder of an earlier theme name, emptied: removed when nothing but the Contents.json the merge wrote is left.
        if removesMissing, let old = manifest.folder, old != group, !old.isEmpty, !old.contains("/"), !old.hasPrefix("."),
           FileSystem.isFolder(PathText.join(root, old)), !recorded.contains(where: { $0.path.hasPrefix(old + "/") }) {
            let folder = PathText.join(root, old)
            let gone = Set(removals)
            let left = (FileSystem.names(in: folder) ?? []).filter { !gone.contains(old + "/" + $0) }
            if left == ["Contents.json"], FileSystem.readFile(PathText.join(folder, "Contents.json")) == Array(AssetCatalogWriter.infoDocument().serialized().utf8) {
                removals.append(old)
            }
        }
        let manifestPath = PathText.join(root, Self.manifestFileName)
        let folder = removesMissing ? group : manifest.folder ?? group
        let recordedPaths = Set(recorded.map(\.path))
        let adoptedPaths = Set(report.adopted.values).union(removesMissing ? [] : manifest.adopted)
        let text = Self.manifestText(folder: folder, sets: recorded, appColors: appColorPaths.filter(recordedPaths.contains), prefix: prefix, adopted: adoptedPaths)
        let currentManifest = FileSystem.readFile(manifestPath)
        let newSets = files.filter { $0.isColorSet && manifest.sets[String($0.path.dropLast("/Contents.json".count))] == nil }
        var provisional: String?
        if !newSets.isEmpty {
            var sets = manifest.sets
            for set in newSets { sets[String(set.path.dropLast("/Contents.json".count))] = Self.digest(Array(set.contents.utf8)) }
            provisional = Self.manifestText(folder: folder, sets: sets.map { ($0.key, $0.value) }, appColors: appColorPaths.filter { sets[$0] != nil }, prefix: prefix,
                                            adopted: adoptedPaths)
        }
        report.written = files.map { $0.isColorSet ? String($0.path.dropLast("/Contents.json".count)) : $0.path }
        report.removed = removals
        let manifestFile = currentManifest == Array(text.utf8) ? nil : Plan.File(path: Self.manifestFileName, contents: text, current: currentManifest)
        if manifestFile != nil || provisional != nil { report.written.append(Self.manifestFileName) }
        return Plan(root: root, report: report, files: files, manifest: manifestFile, removals: removals, provisionalManifest: provisional,
                    setPaths: targets.map(\.path), manifestRead: currentManifest)
    }
}
