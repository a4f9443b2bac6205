/// The rules of one `.gitignore` file (or the configured excludes) and the folder whose paths they match.
///
/// Within one list the last rule that matches decides (so `!keep.swift` after `*.swift` re-includes it);
/// ``SourceTreeWalker`` asks the configured excludes first, then each `.gitignore` from the deepest
/// folder up, as git orders its command-line excludes and per-folder files.
struct IgnoreRules: Sendable {
    /// The rules in file order.
    let rules: [IgnoreRule]
    /// The path of the rules' folder below the walked root (`""` for the root itself, `Sources/App` below it).
    let folder: String
    /// For a `.gitignore` above the walked root, the root's path from that file's folder (`Sources/App`); else `""`.
    let rootFromFolder: String

    /// Reads rules from a `.gitignore` file's text, or from configured patterns joined by line breaks.
    init(text: String, folder: String = "", rootFromFolder: String = "") {
        // Split on the byte: as Characters, "\r\n" is one and would not split.
        self.init(rules: text.utf8.split(separator: UInt8(ascii: "\n")).compactMap { IgnoreRule(bytes: Array($0)) },
                  folder: folder, rootFromFolder: rootFromFolder)
    }

    /// Wraps rules already read.
    init(rules: [IgnoreRule], folder: String = "", rootFromFolder: String = "") {
        self.rules = rules
        self.folder = folder
        self.rootFromFolder = rootFromFolder
    }

    /// Whether there are no rules.
    var isEmpty: Bool { rules.isEmpty }

    /// What the rules say about a path: `true` excluded, `false` re-included, `nil` when no rule matches it.
    ///
    /// - Parameters:
    ///   - relativePath: The path below the walked root (`Sources/App/View.swift`).
    ///   - isFolder: Whether it names a folder.
    func verdict(_ relativePath: String, isFolder: Bool) -> Bool? {
        var path = relativePath
        if !folder.isEmpty {
            // Only paths inside the folder; the walk never asks about others.
            guard relativePath.utf8.count > folder.utf8.count + 1 else { return nil }
            path = String(decoding: relativePath.utf8.dropFirst(folder.utf8.count + 1), as: UTF8.self)
        }
        if !rootFromFolder.isEmpty { path = rootFromFolder + "/" + path }
        for rule in rules.reversed() where rule.matches(path, isFolder: isFolder) {
            return !rule.isNegated
        }
        return nil
    }
}
