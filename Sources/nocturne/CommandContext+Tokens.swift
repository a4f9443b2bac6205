import Nocturne

extension CommandContext {
    /// How diagnostics name standard input when a file is given as `-`.
    static let standardInputName = "<stdin>"

    /// Reads what `audit` and `convert` take: a path, or `-` for a stylesheet or token JSON on standard input.
    ///
    /// - Throws: ``FormatError`` when the input cannot be read at all.
    func readTokens(at path: String) throws(FormatError) -> (tokens: TokenSet, catalog: AssetCatalog?) {
        guard path == "-" else { return try TokenInput.read(at: path) }
        return (try TokenInput.read(text: standardInputText(), name: "colors", file: Self.standardInputName), nil)
    }

    /// Reads a pairs file, or `-` for pairs JSON on standard input.
    ///
    /// - Throws: ``FormatError`` naming the file and the entry.
    func readPairs(at path: String) throws(FormatError) -> [TokenPair] {
        guard path == "-" else { return try TokenInput.readPairs(at: path) }
        return try TokenInput.readPairs(text: standardInputText(), file: Self.standardInputName)
    }
}
