import NocturneSupport

/// Finds what to lint below the given paths: Swift files, storyboards and xibs, and asset catalogs.
///
/// Skips ``LintConfiguration/alwaysExcluded`` folders, the configured excludes and, unless turned
/// off, what `.gitignore` files exclude: each folder's `.gitignore` applies to everything below it,
/// a deeper file's rules win over a shallower one's, and when the walked folder sits inside a git
/// repository the `.gitignore` files between the repository's root and it apply too. Excluded folders
/// are not entered, so their `.gitignore` files are never read and nothing inside can be re-included,
/// as in git. The configured excludes are matched like a `.gitignore` at the walked root and win over
/// every `.gitignore` (a `!pattern` there re-includes what a `.gitignore` leaves out). Paths named
/// explicitly are always linted. Catalogs are not walked into: they are read as a whole.
struct SourceTreeWalker {
    /// What the walk found, each list in path order.
    struct Inventory: Sendable {
        var swiftFiles: [String] = []
        var interfaceBuilderFiles: [String] = []
        var catalogs: [String] = []
    }

    /// The configured excludes, as rules at the walked root.
    let excludes: IgnoreRules
    /// Whether `.gitignore` files are read.
    let readsGitignore: Bool

    /// A walker with `.gitignore`-style exclude patterns.
    init(excludes: [String], readsGitignore: Bool = true) {
        self.excludes = IgnoreRules(rules: excludes.compactMap { IgnoreRule(line: $0) })
        self.readsGitignore = readsGitignore
    }

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
                var ignores = readsGitignore ? Self.enclosingRepositoryRules(of: root) : []
                walkFolder(root, relative: "", ignores: &ignores, into: &inventory)
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

    /// Walks one folder; `ignores` holds the `.gitignore` rules of the folders above, shallowest first.
    private func walkFolder(_ folder: String, relative: String, ignores: inout [IgnoreRules], into inventory: inout Inventory) {
        guard let directory = opendir(folder) else { return }
        var entries: [(name: String, isDirectory: Bool)] = []
        var hasGitignore = false
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
            if name == ".gitignore", !isDirectory { hasGitignore = true }
            entries.append((name, isDirectory))
        }
        closedir(directory)
        entries.sort { $0.name.utf8.lexicographicallyPrecedes($1.name.utf8) }
        let pushed = readsGitignore && hasGitignore && Self.push(folder + "/.gitignore", folder: relative, onto: &ignores)
        defer { if pushed { ignores.removeLast() } }
        let checks = !excludes.isEmpty || !ignores.isEmpty
        for entry in entries {
            let path = folder + "/" + entry.name
            let relativePath = relative.isEmpty ? entry.name : relative + "/" + entry.name
            if entry.isDirectory {
                if LintConfiguration.alwaysExcluded.contains(entry.name) { continue }
                if checks, isExcluded(relativePath, isFolder: true, ignores: ignores) { continue }
                if entry.name.hasSuffix(".xcassets") { inventory.catalogs.append(path); continue }
                walkFolder(path, relative: relativePath, ignores: &ignores, into: &inventory)
            } else if !checks || !isExcluded(relativePath, isFolder: false, ignores: ignores) {
                classify(path, into: &inventory)
            }
        }
    }

    /// Reads a `.gitignore` file and pushes its rules when it has any; returns whether it pushed.
    private static func push(_ file: String, folder: String, rootFromFolder: String = "", onto ignores: inout [IgnoreRules]) -> Bool {
        guard let bytes = SourceFileReader.contents(of: file) else { return false }
        let rules = IgnoreRules(text: String(decoding: bytes, as: UTF8.self), folder: folder, rootFromFolder: rootFromFolder)
        guard !rules.isEmpty else { return false }
        ignores.append(rules)
        return true
    }

    /// Whether the configured excludes or the `.gitignore` rules exclude a path below the walked root.
    func isExcluded(_ relativePath: String, isFolder: Bool, ignores: [IgnoreRules] = []) -> Bool {
        if let verdict = excludes.verdict(relativePath, isFolder: isFolder) { return verdict }
        for rules in ignores.reversed() {
            if let verdict = rules.verdict(relativePath, isFolder: isFolder) { return verdict }
        }
        return false
    }

    /// The `.gitignore` rules of the folders above `root` up to the root of the git repository holding it, shallowest first.
    ///
    /// Empty when `root` is not inside a repository, or is the repository's root (its own `.gitignore` is read by the walk).
    static func enclosingRepositoryRules(of root: String) -> [IgnoreRules] {
        guard let resolved = realpath(root, nil) else { return [] }
        let absolute = String(cString: resolved)
        free(resolved)
        var info = stat()
        if stat(absolute + "/.git", &info) == 0 { return [] }
        // Find the nearest folder above `root` with a `.git` (a folder, or a file in a worktree).
        var components = absolute.split(separator: "/").map(String.init)
        var below: [String] = []
        var found = false
        while !components.isEmpty, !found {
            below.insert(components.removeLast(), at: 0)
            found = stat("/" + components.joined(separator: "/") + (components.isEmpty ? "" : "/") + ".git", &info) == 0
        }
        guard found else { return [] }
        var ignores: [IgnoreRules] = []
        var folder = "/" + components.joined(separator: "/")
        for index in below.indices {
            let rootFromFolder = below[index...].joined(separator: "/")
            _ = push(folder + "/.gitignore", folder: "", rootFromFolder: rootFromFolder, onto: &ignores)
            folder += "/" + below[index]
        }
        return ignores
    }

    /// Whether a path is test code: under a folder whose name ends in `Tests`, or a file named `…Tests.swift`.
    static func isTestPath(_ path: String) -> Bool {
        var path = path
        return path.withUTF8 { bytes in
            var found = false
            forEachComponent(bytes) { component, isLast in
                if isLast {
                    found = found || component.hasSuffix("Tests.swift") || component.hasSuffix("Test.swift")
                } else if component.hasSuffix("Tests") {
                    found = true
                }
            }
            return found
        }
    }

    /// Whether a path is watchOS code: under a folder whose name contains `Watch` (`MyApp Watch App`, `WatchKit Extension`).
    static func isWatchPath(_ path: String) -> Bool {
        var path = path
        return path.withUTF8 { bytes in
            var found = false
            forEachComponent(bytes) { component, isLast in
                if !isLast, component.contains("Watch") { found = true }
            }
            return found
        }
    }

    /// Calls `body` with each non-empty `/`-separated component of a path's bytes, and whether it is the last one.
    private static func forEachComponent(_ bytes: UnsafeBufferPointer<UInt8>, _ body: (PathComponent, Bool) -> Void) {
        var end = bytes.count
        while end > 0, bytes[end - 1] == UInt8(ascii: "/") { end -= 1 }
        var start = 0
        while start < end {
            var stop = start
            while stop < end, bytes[stop] != UInt8(ascii: "/") { stop += 1 }
            if stop > start { body(PathComponent(bytes: UnsafeBufferPointer(rebasing: bytes[start..<stop])), stop == end) }
            start = stop + 1
        }
    }

    /// The bytes of one path component, compared as bytes.
    private struct PathComponent {
        let bytes: UnsafeBufferPointer<UInt8>

        func hasSuffix(_ suffix: StaticString) -> Bool {
            let count = suffix.utf8CodeUnitCount
            guard bytes.count >= count else { return false }
            let pointer = suffix.utf8Start
            for offset in 0..<count where bytes[bytes.count - count + offset] != pointer[offset] { return false }
            return true
        }

        func contains(_ needle: StaticString) -> Bool {
            let count = needle.utf8CodeUnitCount
            guard bytes.count >= count else { return false }
            let pointer = needle.utf8Start
            var start = 0
            while start + count <= bytes.count {
                var equal = true
                for offset in 0..<count where bytes[start + offset] != pointer[offset] { equal = false; break }
                if equal { return true }
                start += 1
            }
            return false
        }
    }
}
