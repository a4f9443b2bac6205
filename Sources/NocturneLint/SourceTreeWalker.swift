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
///
/// Hostile trees end: every folder is entered once, known by its device and inode (two links to `.`
/// end at once), and every real file is listed once however many links reach it. A symbolic link is
/// followed only when its target lies inside one of the trees given (unless `followsLinks`); FIFOs,
/// devices and sockets are never opened. What was left out for those reasons is listed in
/// ``Inventory/skipped`` with why.
struct SourceTreeWalker {
    /// What the walk found, each list in path order.
    struct Inventory: Sendable {
        var swiftFiles: [String] = []
        var interfaceBuilderFiles: [String] = []
        var catalogs: [String] = []
        /// What was not walked or read, and why (a link out of the trees, a FIFO, a loop).
        var skipped: [LintSkip] = []
    }

    /// How many folders deep the walk goes below a path given; deeper folders are skipped with a warning.
    static let maximumDepth = 256

    /// The configured excludes, as rules at the walked root.
    let excludes: IgnoreRules
    /// Whether `.gitignore` files are read.
    let readsGitignore: Bool
    /// Whether links to folders and files outside the trees given are followed too (loops still end).
    let followsLinks: Bool

    /// A walker with `.gitignore`-style exclude patterns.
    init(excludes: [String], readsGitignore: Bool = true, followsLinks: Bool = false) {
        self.excludes = IgnoreRules(rules: excludes.compactMap { IgnoreRule(line: $0) })
        self.readsGitignore = readsGitignore
        self.followsLinks = followsLinks
    }

    /// The state of one walk: the folders entered and the trees' resolved paths.
    private struct Walk {
        var inventory = Inventory()
        var entered: Set<FileSystem.Identity> = []
        /// The resolved paths of the trees given: links may lead anywhere inside them.
        var boundaries: [String] = []
        /// Whether a link to a file was taken: then files are told apart by identity at the end.
        var tookFileLink = false
    }

    /// Walks the paths.
    ///
    /// - Throws: ``LintError`` for a path that does not exist.
    func walk(_ paths: [String]) throws(LintError) -> Inventory {
        var walk = Walk()
        walk.boundaries = paths.compactMap { PathText.resolved($0) }
        for path in paths {
            var root = path
            while root.utf8.count > 1, root.hasSuffix("/") { root.removeLast() }
            var info = stat()
            guard PathText.withSystemPath(root, { stat($0, &info) }) == 0 else { throw LintError(file: path, message: "no such file or folder") }
            switch info.st_mode & S_IFMT {
            case S_IFDIR:
                if root.hasSuffix(".xcassets") { walk.inventory.catalogs.append(root); continue }
                guard walk.entered.insert(FileSystem.Identity(info)).inserted else { continue }
                var ignores = readsGitignore ? Self.enclosingRepositoryRules(of: root, skipped: &walk.inventory.skipped) : []
                walkFolder(root, relative: "", depth: 0, ignores: &ignores, into: &walk)
            case S_IFREG:
                classify(root, into: &walk.inventory)
            default:
                if Self.isLintable(root) { walk.inventory.skipped.append(LintSkip(path: root, notRegular: info.st_mode & S_IFMT)) }
            }
        }
        if walk.tookFileLink { Self.dropRepeatedFiles(&walk.inventory) }
        return walk.inventory
    }

    /// Whether a name is one the linter reads: Swift, a storyboard, a xib or a catalog.
    private static func isLintable(_ path: String) -> Bool {
        path.hasSuffix(".swift") || path.hasSuffix(".storyboard") || path.hasSuffix(".xib") || path.hasSuffix(".xcassets")
    }

    private func classify(_ path: String, into inventory: inout Inventory) {
        if path.hasSuffix(".swift") { inventory.swiftFiles.append(path) }
        else if path.hasSuffix(".storyboard") || path.hasSuffix(".xib") { inventory.interfaceBuilderFiles.append(path) }
    }

    /// Walks one folder; `ignores` holds the `.gitignore` rules of the folders above, shallowest first.
    private func walkFolder(_ folder: String, relative: String, depth: Int, ignores: inout [IgnoreRules], into walk: inout Walk) {
        guard depth < Self.maximumDepth else {
            walk.inventory.skipped.append(LintSkip(path: folder, reason: "more than \(Self.maximumDepth) folders deep; not walked"))
            return
        }
        guard let entries = FileSystem.entries(of: folder) else { return }
        let hasGitignore = entries.contains { $0.name == ".gitignore" && !$0.isDirectory }
        let pushed = readsGitignore && hasGitignore && Self.push(folder + "/.gitignore", folder: relative, onto: &ignores, skipped: &walk.inventory.skipped)
        defer { if pushed { ignores.removeLast() } }
        let checks = !excludes.isEmpty || !ignores.isEmpty
        for entry in entries {
            let path = folder + "/" + entry.name
            let relativePath = relative.isEmpty ? entry.name : relative + "/" + entry.name
            if entry.isDirectory {
                if LintConfiguration.alwaysExcluded.contains(entry.name) { continue }
                if checks, isExcluded(relativePath, isFolder: true, ignores: ignores) { continue }
                if entry.isLink, !mayFollow(path, into: &walk) { continue }
                if entry.name.hasSuffix(".xcassets") { walk.inventory.catalogs.append(path); continue }
                // A DocC catalog's Swift files are its tutorials' code listings, shown in the documentation and built into no
                // target: what they draw is never on screen.
                if entry.name.hasSuffix(".docc") {
                    walk.inventory.skipped.append(LintSkip(path: path, reason: "a DocC documentation catalog: its code listings are built into no target; not linted"))
                    continue
                }
                var info = stat()
                guard PathText.withSystemPath(path, { stat($0, &info) }) == 0 else { continue }
                // A folder entered already (a link to `.`, two links to one folder): its files are listed once.
                guard walk.entered.insert(FileSystem.Identity(info)).inserted else {
                    if entry.isLink { walk.inventory.skipped.append(LintSkip(path: path, reason: "a symbolic link to a folder walked already; not walked again")) }
                    continue
                }
                walkFolder(path, relative: relativePath, depth: depth + 1, ignores: &ignores, into: &walk)
            } else if Self.isLintable(entry.name), !checks || !isExcluded(relativePath, isFolder: false, ignores: ignores) {
                // `._Name.swift`: the resource fork macOS writes beside a file on a foreign disk or in an archive, never
                // source: passed over without a word, as `.git` is.
                if entry.name.hasPrefix("._") { continue }
                // The listing says most entries are regular files: only the others (links, or a file system that does not
                // say) are asked what they are.
                if entry.isRegularFile {
                    classify(path, into: &walk.inventory)
                    continue
                }
                var info = stat()
                guard PathText.withSystemPath(path, { stat($0, &info) }) == 0 else {
                    if entry.isLink { walk.inventory.skipped.append(LintSkip(path: path, reason: "a symbolic link to nothing")) }
                    continue
                }
                let kind = info.st_mode & S_IFMT
                guard kind == S_IFREG else { walk.inventory.skipped.append(LintSkip(path: path, notRegular: kind)); continue }
                if entry.isLink {
                    guard mayFollow(path, into: &walk) else { continue }
                    walk.tookFileLink = true
                }
                classify(path, into: &walk.inventory)
            }
        }
    }

    /// Whether a link may be followed: its target is inside one of the trees given, or ``followsLinks`` is set.
    /// When not, says so in the inventory.
    private func mayFollow(_ link: String, into walk: inout Walk) -> Bool {
        if followsLinks { return true }
        guard let target = PathText.resolved(link) else {
            walk.inventory.skipped.append(LintSkip(path: link, reason: "a symbolic link to nothing"))
            return false
        }
        if walk.boundaries.contains(where: { PathText.contains($0, target) }) { return true }
        walk.inventory.skipped.append(LintSkip(path: link, reason: "a symbolic link to '\(target)', outside the paths given; not followed (--follow-links follows it)"))
        return false
    }

    /// Keeps the first path of every real file (device and inode) in each list: links can reach one file by several names.
    private static func dropRepeatedFiles(_ inventory: inout Inventory) {
        var seen: Set<FileSystem.Identity> = []
        func unique(_ paths: [String]) -> [String] {
            paths.filter { path in FileSystem.identity(path).map { seen.insert($0).inserted } ?? true }
        }
        inventory.swiftFiles = unique(inventory.swiftFiles)
        inventory.interfaceBuilderFiles = unique(inventory.interfaceBuilderFiles)
    }

    /// Reads a `.gitignore` file and pushes its rules when it has any; returns whether it pushed.
    ///
    /// The file goes through the guarded reader: a FIFO or a device named `.gitignore` is skipped and listed.
    private static func push(_ file: String, folder: String, rootFromFolder: String = "", onto ignores: inout [IgnoreRules],
                             skipped: inout [LintSkip]) -> Bool {
        let bytes: [UInt8]
        do { bytes = try FileSystem.readRegularFile(file) } catch {
            if case .cannotOpen(let code) = error, code == ENOENT { return false }
            skipped.append(LintSkip(path: file, reason: error.description))
            return false
        }
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
    static func enclosingRepositoryRules(of root: String, skipped: inout [LintSkip]) -> [IgnoreRules] {
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
            _ = push(folder + "/.gitignore", folder: "", rootFromFolder: rootFromFolder, onto: &ignores, skipped: &skipped)
            folder += "/" + below[index]
        }
        return ignores
    }

    /// Whether a path is test code: under a folder whose name ends in `Tests`, or a file named `…Tests.swift`.
    static func isTestPath(_ path: String) -> Bool {
        anyComponent(of: path) { component, isLast in
            isLast ? component.hasSuffix("Tests.swift") || component.hasSuffix("Test.swift") : component.hasSuffix("Tests")
        }
    }

    /// Whether a path is watchOS code: under a folder whose name contains `Watch` (`MyApp Watch App`, `WatchKit Extension`).
    static func isWatchPath(_ path: String) -> Bool {
        anyComponent(of: path) { component, isLast in !isLast && component.contains("Watch") }
    }

    /// Whether some component of `path` matches (`isLast` for the file name).
    private static func anyComponent(of path: String, _ matches: (PathComponent, _ isLast: Bool) -> Bool) -> Bool {
        var path = path
        return path.withUTF8 { bytes in
            var found = false
            forEachComponent(bytes) { component, isLast in
                if !found, matches(component, isLast) { found = true }
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
