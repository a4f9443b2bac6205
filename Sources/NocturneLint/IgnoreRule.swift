/// One line of a `.gitignore` file, or one configured exclude, read the way git reads it.
///
/// - Blank lines and lines starting with `#` are no rule; `\#` starts a pattern with `#`.
/// - Trailing spaces are dropped unless escaped (`\ `); a trailing carriage return too.
/// - `!` re-includes what an earlier rule excluded; `\!` starts a pattern with `!`.
/// - A trailing `/` matches folders only.
/// - A pattern with no other `/` matches a name at any depth below its folder (`*.generated.swift`);
///   one with a `/` (leading, `/Generated`, or inside, `Sources/Legacy`) matches the path from its folder.
/// - The glob itself is a ``GlobPattern`` (`*`, `?`, `**`, `[…]`, `\` escapes).
struct IgnoreRule: Sendable, Hashable {
    /// The glob, without the `!`, the trailing `/` and the leading `/`.
    let glob: GlobPattern
    /// Whether the rule re-includes (`!pattern`).
    let isNegated: Bool
    /// Whether only folders match (`pattern/`).
    let isFolderOnly: Bool
    /// Whether the rule matches a name at any depth, rather than the path from its folder.
    let matchesNameAnywhere: Bool

    /// Reads one line; `nil` for a blank line or a comment.
    init?(line: some StringProtocol) {
        self.init(bytes: Array(line.utf8))
    }

    /// Reads one line's bytes (without its `\n`); `nil` for a blank line or a comment.
    init?(bytes line: [UInt8]) {
        var bytes = line
        if bytes.last == UInt8(ascii: "\r") { bytes.removeLast() }
        guard let first = bytes.first, first != UInt8(ascii: "#") else { return nil }
        Self.trimTrailingSpaces(&bytes)
        var negated = false
        if bytes.first == UInt8(ascii: "!") {
            negated = true
            bytes.removeFirst()
        }
        var folderOnly = false
        if bytes.last == UInt8(ascii: "/") {
            folderOnly = true
            bytes.removeLast()
        }
        guard !bytes.isEmpty else { return nil }
        let hasSlash = bytes.contains(UInt8(ascii: "/"))
        if bytes.first == UInt8(ascii: "/") { bytes.removeFirst() }
        glob = GlobPattern(bytes: bytes)
        isNegated = negated
        isFolderOnly = folderOnly
        matchesNameAnywhere = !hasSlash
    }

    /// Drops trailing spaces that no backslash escapes, as git does.
    private static func trimTrailingSpaces(_ bytes: inout [UInt8]) {
        var firstTrailingSpace: Int?
        var index = 0
        while index < bytes.count {
            switch bytes[index] {
            case UInt8(ascii: " "):
                if firstTrailingSpace == nil { firstTrailingSpace = index }
            case UInt8(ascii: "\\"):
                index += 1
                firstTrailingSpace = nil
            default:
                firstTrailingSpace = nil
            }
            index += 1
        }
        if let firstTrailingSpace { bytes.removeSubrange(firstTrailingSpace...) }
    }

    /// Whether the rule matches a path.
    ///
    /// - Parameters:
    ///   - path: The path from the rule's folder (`Sources/App/View.swift`), without a leading `/`.
    ///   - isFolder: Whether the path names a folder.
    func matches(_ path: String, isFolder: Bool) -> Bool {
        if isFolderOnly, !isFolder { return false }
        guard matchesNameAnywhere else { return glob.matches(path) }
        var path = path
        return path.withUTF8 { bytes in
            var nameStart = bytes.count
            while nameStart > 0, bytes[nameStart - 1] != UInt8(ascii: "/") { nameStart -= 1 }
            return glob.matches(UnsafeBufferPointer(rebasing: bytes[nameStart...]))
        }
    }
}
