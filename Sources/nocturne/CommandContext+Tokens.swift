import Nocturne
import NocturneSupport

extension CommandContext {
    /// How diagnostics name standard input when a file is given as `-`.
    static let standardInputName = "<stdin>"

    /// Reads what `audit` and `convert` take: a path, or `-` for a stylesheet or token JSON on standard input.
    ///
    /// - Throws: ``FormatError`` when the input cannot be read at all.
    func readTokens(at path: String) throws(FormatError) -> TokenInput.Contents {
        guard path == "-" else {
            var read = try TokenInput.read(at: path)
            let folder = Self.folderOfNames(forInput: path)
            read.tokens.diagnostics = read.tokens.diagnostics.map { problem in
                problem.file.isEmpty || problem.file.hasPrefix("/") ? problem : problem.inFile(folder + problem.file)
            }
            return read
        }
        return TokenInput.Contents(tokens: try TokenInput.read(text: standardInputText(), name: "colors", file: Self.standardInputName))
    }

    /// What the readers' file names are relative to, as the user spelled the input, with a final `/` (empty for the current folder).
    ///
    /// Readers name files from the input (`Red.colorset/Contents.json` in a catalog, `t.tokens.json` for a
    /// file); the command line names them from the current folder, so that `file:line` opens in an editor.
    /// A folder is the root of its names, except a single `.colorset`, which is named from its parent, as a file is.
    static func folderOfNames(forInput path: String) -> String {
        var trimmed = path
        while trimmed.count > 1, trimmed.hasSuffix("/") { trimmed.removeLast() }
        if FileSystem.isDirectory(trimmed), !trimmed.hasSuffix(".colorset") { return trimmed.hasSuffix("/") ? trimmed : trimmed + "/" }
        let parent = PathText.parent(trimmed)
        return parent.isEmpty ? "" : (parent.hasSuffix("/") ? parent : parent + "/")
    }

    /// Reads a pairs file, or `-` for pairs JSON on standard input.
    ///
    /// - Throws: ``FormatError`` naming the file and the entry.
    func readPairs(at path: String) throws(FormatError) -> [TokenPair] {
        guard path == "-" else { return try TokenInput.readPairs(at: path) }
        return try TokenInput.readPairs(text: standardInputText(), file: Self.standardInputName)
    }
}
