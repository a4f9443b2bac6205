import NocturneSupport

/// Finds what to lint below the given paths: Swift files, storyboards and xibs, and asset catalogs.
///
/// Skips ``LintConfiguration/alwaysExcluded`` folders and whatever the `.gitignore`-style patterns
/// name: a pattern without a `/` (other than a trailing one) matches a file or folder name at any
/// depth (`*.generated.swift`, `Generated/`); one with a `/` matches the path from the root given
/// (`Sources/Legacy/**`). Catalogs are not walked into: they are read as a whole.
struct SourceTreeWalker {
    /// What the walk found, each list in path order.
    struct Inventory: Sendable {
        var swiftFiles: [String] = []
        var interfaceBuilderFiles: [String] = []
        var catalogs: [String] = []
    }

    let excludes: [String]

    /// Walks the paths.
    ///
    /// - Throws: ``LintError`` for a path that does not exist.
    func walk(_ paths: [String]) throws(LintError) -> Inventory {
        var inventory = Inventory()
        for path in paths {
            var root = path
            while root.count > 1, root.hasSuffix("/") { root.removeLast() }
            var info = stat()
            guard stat(root, &info) == 0 else { throw LintError(file: path, message: "no such file or folder") }
            if (info.st_mode & S_IFMT) == S_IFDIR {
                if root.hasSuffix(".xcassets") { inventory.catalogs.append(root); continue }
                walkFolder(root, relative: "", into: &inventory)
            } else {
                classify(root, into: &inventory)
            }
        }
        return inventory
    }

    private func classify(_ path: String, into inventory: inout Inventory) {
        if path.hasSuffix(".swift") { inventory.swiftFiles.append(path) }
        else if path.hasSuffix(".storyboard") || path.hasSuffix(".xib") { inventory.interfaceBuilderFiles.append(path) }
    }

    private func walkFolder(_ folder: String, relative: String, into inventory: inout Inventory) {
        guard let directory = opendir(folder) else { return }
        var entries: [(name: String, isDirectory: Bool)] = []
        while let pointer = readdir(directory) {
            let name = withUnsafePointer(to: &pointer.pointee.d_name) { tuple in
                tuple.withMemoryRebound(to: CChar.self, capacity: 256) { String(cString: $0) }
            }
            if name == "." || name == ".." { continue }
            var isDirectory = Int32(pointer.pointee.d_type) == Int32(DT_DIR)
            if Int32(pointer.pointee.d_type) == Int32(DT_LNK) || Int32(pointer.pointee.d_type) == Int32(DT_UNKNOWN) {
                var info = stat()
                isDirectory = stat(folder + "/" + name, &info) == 0 && (info.st_mode & S_IFMT) == S_IFDIR
            }
            entries.append((name, isDirectory))
        }
        closedir(directory)
        entries.sort { $0.name.utf8.lexicographicallyPrecedes($1.name.utf8) }
        for entry in entries {
            let path = folder + "/" + entry.name
            let relativePath = relative.isEmpty ? entry.name : relative + "/" + entry.name
            if entry.isDirectory {
                if LintConfiguration.alwaysExcluded.contains(entry.name) || isExcluded(relativePath, name: entry.name, isDirectory: true) { continue }
                if entry.name.hasSuffix(".xcassets") { inventory.catalogs.append(path); continue }
                walkFolder(path, relative: relativePath, into: &inventory)
            } else if !isExcluded(relativePath, name: entry.name, isDirectory: false) {
                classify(path, into: &inventory)
            }
        }
    }

    /// Whether a `.gitignore`-style pattern excludes the path.
    func isExcluded(_ relativePath: String, name: String, isDirectory: Bool) -> Bool {
        for raw in excludes {
            var pattern = raw
            if pattern.hasSuffix("/") {
                guard isDirectory else { continue }
                pattern.removeLast()
            }
            guard !pattern.isEmpty, !pattern.hasPrefix("#") else { continue }
            if pattern.contains("/") {
                if pattern.hasPrefix("/") { pattern.removeFirst() }
                if fnmatch(pattern, relativePath, 0) == 0 { return true }
                if pattern.hasSuffix("/**"), relativePath == String(pattern.dropLast(3)) { return true }
            } else if fnmatch(pattern, name, 0) == 0 {
                return true
            }
        }
        return false
    }

    /// Whether a path is test code: under a folder whose name ends in `Tests`, or a file named `…Tests.swift`.
    static func isTestPath(_ path: String) -> Bool {
        let components = path.split(separator: "/")
        for component in components.dropLast() where component.hasSuffix("Tests") || component.hasSuffix("UITests") || component == "Tests" { return true }
        guard let last = components.last else { return false }
        return last.hasSuffix("Tests.swift") || last.hasSuffix("Test.swift")
    }

    /// Whether a path is watchOS code: under a folder whose name contains `Watch` (`MyApp Watch App`, `WatchKit Extension`).
    static func isWatchPath(_ path: String) -> Bool {
        path.split(separator: "/").dropLast().contains { $0.contains("Watch") }
    }
}
