import NocturneSupport

extension Project {
    /// Folders never walked for projects: build outputs, dependency checkouts, version control.
    static let skippedFolders: Set<String> = [".build", ".git", ".swiftpm", "Pods", "Carthage", "DerivedData", "node_modules", "build"]

    /// The extensions of the image files a bundle can hold outside its catalogs.
    package static let imageExtensions: Set<String> = ["png", "jpg", "jpeg", "pdf", "heic", "svg"]

    /// The deepest folder walked below a path (a real app nests about a dozen deep; links are never followed).
    static let maximumDepth = 48

    /// Finds the projects (`project.pbxproj`, an XcodeGen `project.yml` with no generated project beside it), manifests
    /// and catalogs under `paths` and reads their targets.
    ///
    /// A `project.pbxproj`, `project.yml` or `Package.swift` that cannot be read is named once in ``problems`` and left out; the folder
    /// fallback then serves its files. Symbolic links are not followed, so a loop cannot hold the walk.
    ///
    /// - Parameter paths: Files and folders, named as the linter names them.
    /// - Returns: The project.
    package static func load(paths: [String]) -> Project {
        var project = Project()
        var manifests: [String] = [], pbxprojs: [String] = [], specs: [String] = []
        func walk(_ folder: String, depth: Int) {
            guard depth <= maximumDepth, let entries = FileSystem.entries(of: folder) else { return }
            for entry in entries where !entry.isLink {
                let path = PathText.join(folder, entry.name)
                if entry.isDirectory {
                    if entry.name.hasSuffix(".xcassets") {
                        project.catalogs.append(inventory(of: path))
                    } else if entry.name.hasSuffix(".icon") {
                        project.iconBundles.append(XcodeProjectReader.normalized(path))
                    } else if entry.name.hasSuffix(".xcodeproj") {
                        let file = PathText.join(path, "project.pbxproj")
                        if FileSystem.isRegularFile(file) { pbxprojs.append(file) }
                    } else if !skippedFolders.contains(entry.name) {
                        walk(path, depth: depth + 1)
                    }
                } else if entry.name == "Package.swift" {
                    manifests.append(path)
                } else if entry.name == "project.yml" || entry.name == "project.yaml" {
                    // An XcodeGen spec; a committed project generated from it beside it already says the same.
                    if !entries.contains(where: { $0.isDirectory && $0.name.hasSuffix(".xcodeproj") }) { specs.append(path) }
                } else if entry.name == "Info.plist" || entry.name.hasSuffix("-Info.plist") {
                    project.infoPlists.append(XcodeProjectReader.normalized(path))
                } else if let dot = entry.name.lastIndex(of: "."), imageExtensions.contains(entry.name[entry.name.index(after: dot)...].lowercased()) {
                    project.looseImages.append(XcodeProjectReader.normalized(path))
                }
            }
        }
        for path in paths {
            if FileSystem.isFolder(path) {
                if path.hasSuffix(".xcassets") { project.catalogs.append(inventory(of: path)) } else { walk(path, depth: 0) }
            }
        }
        for file in pbxprojs {
            guard let bytes = FileSystem.readFile(file) else { project.problems.append("\(file): cannot be read"); continue }
            do {
                project.targets += try XcodeProjectReader.targets(bytes: bytes, path: file)
            } catch {
                project.problems.append("\(file): \(error.description); its files fall back to the nearest catalog by folder")
            }
        }
        for file in specs {
            guard let bytes = FileSystem.readFile(file) else { project.problems.append("\(file): cannot be read"); continue }
            do {
                var targets = try XcodeGenReader.targets(text: String(decoding: bytes, as: UTF8.self), path: file)
                // XcodeGen compiles the catalogs found in a target's source folders.
                for index in targets.indices {
                    targets[index].catalogs = project.catalogs.filter { catalog in
                        targets[index].folders.contains { catalog.path == $0 || catalog.path.hasPrefix($0 + "/") }
                    }.map(\.path)
                }
                project.targets += targets
            } catch {
                project.problems.append("\(file): \(error.description); its files fall back to the nearest catalog by folder")
            }
        }
        for file in manifests {
            guard let bytes = FileSystem.readFile(file) else { project.problems.append("\(file): cannot be read"); continue }
            var targets = PackageManifestReader.targets(text: String(decoding: bytes, as: UTF8.self), path: file)
            // A package target ships the catalogs in its folder, and any catalog makes its resources load from Bundle.module.
            for index in targets.indices {
                let own = project.catalogs.filter { catalog in targets[index].folders.contains { catalog.path.hasPrefix($0 + "/") } }
                targets[index].catalogs = own.map(\.path)
                if !own.isEmpty { targets[index].usesModuleBundle = true }
            }
            project.targets += targets
        }
        return project
    }

    /// What a catalog holds: color sets, app icons (looked for in its groups too, to the walk's depth).
    static func inventory(of catalog: String) -> Catalog {
        var result = Catalog(path: XcodeProjectReader.normalized(catalog), holdsColors: false, holdsIcons: false)
        func walk(_ folder: String, depth: Int) {
            guard depth <= maximumDepth, let entries = FileSystem.entries(of: folder) else { return }
            for entry in entries where entry.isDirectory && !entry.isLink {
                if entry.name.hasSuffix(".colorset") {
                    result.holdsColors = true
                } else if entry.name.hasSuffix(".appiconset") || entry.name.hasSuffix(".brandassets") || entry.name.hasSuffix(".icon")
                    || entry.name.hasSuffix(".iconset") {
                    result.holdsIcons = true
                } else if !entry.name.contains(".") {  // a group folder; other sets and atlases hold no colors
                    walk(PathText.join(folder, entry.name), depth: depth + 1)
                }
            }
        }
        walk(catalog, depth: 0)
        return result
    }
}
