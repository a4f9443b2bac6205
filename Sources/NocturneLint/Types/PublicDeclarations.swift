import NocturneSyntax

/// A library's API: the declarations its callers can reach.
enum PublicDeclarations {
    /// Whether the declaration holding byte `offset` is `public` or `open`, itself or through a `public extension` it is in.
    static func isPublic(at offset: Int, in locator: SyntaxLocator) -> Bool {
        var node: Syntax? = locator.innermostNode(containing: offset)
        while let current = node {
            if current.kind.isDeclaration {
                if current.children(.modifier).contains(where: { $0.text == "public" || $0.text == "open" }) { return true }
            }
            node = current.parent
        }
        return false
    }
}
