/// A node of a ``SyntaxTree``: a handle (the tree and an index) with the node's kind, range, text, parent and children.
///
/// Handles are cheap values; two are equal when they are the same node of the same tree.
package struct Syntax: Sendable, Hashable, CustomStringConvertible {
    /// The tree the node belongs to.
    package let tree: SyntaxTree
    /// The node's index in ``SyntaxTree/nodes``.
    package let index: Int

    /// Creates a handle for the node at an index of the tree.
    package init(tree: SyntaxTree, index: Int) {
        self.tree = tree
        self.index = index
    }

    /// Whether two handles are the same node of the same tree.
    package static func == (lhs: Syntax, rhs: Syntax) -> Bool { lhs.tree === rhs.tree && lhs.index == rhs.index }

    /// Hashes the tree's identity and the index.
    package func hash(into hasher: inout Hasher) {
        hasher.combine(ObjectIdentifier(tree))
        hasher.combine(index)
    }

    private var raw: SyntaxTree.RawNode { tree.nodes[index] }

    /// What the node is.
    package var kind: SyntaxKind { raw.kind }

    /// The indices of the node's tokens in ``SyntaxTree/tokens``.
    package var tokenRange: Range<Int> { Int(raw.firstToken)..<Int(raw.endToken) }

    /// The node's bytes without the first token's leading trivia; empty at the next token for a node with no tokens.
    package var range: Range<Int> {
        let tokens = tokenRange
        guard let first = tokens.first, let last = tokens.last else {
            let next = min(tokens.lowerBound, tree.tokens.count - 1)
            let at = Int(tree.tokens[next].start)
            return at..<at
        }
        return Int(tree.tokens[first].start)..<Int(tree.tokens[last].end)
    }

    /// The node's bytes with the first token's leading trivia.
    package var fullRange: Range<Int> {
        let tokens = tokenRange
        guard let first = tokens.first, let last = tokens.last else { return range }
        return Int(tree.tokens[first].triviaStart)..<Int(tree.tokens[last].end)
    }

    /// The node's source text, without leading trivia.
    package var text: String { tree.text(range) }

    /// The node's kind and text, for debugging.
    package var description: String { "\(kind)(\(text))" }

    /// The parent node, `nil` for the root.
    package var parent: Syntax? { raw.parent < 0 ? nil : Syntax(tree: tree, index: Int(raw.parent)) }

    /// The token that names the node (a declaration's name, an operator, a member's name, a label), if any.
    package var keyToken: Int? { raw.keyToken < 0 ? nil : Int(raw.keyToken) }

    /// The text of the ``keyToken``, if any.
    package var keyText: String? { keyToken.map { tree.text(ofToken: $0) } }

    /// The 1-based line and column where the node's text starts.
    package var location: (line: Int, column: Int) { tree.location(of: range.lowerBound) }

    /// The direct children, in order.
    package var children: [Syntax] {
        var result: [Syntax] = []
        var child = index + 1
        let end = Int(raw.subtreeEnd)
        while child < end {
            result.append(Syntax(tree: tree, index: child))
            child = Int(tree.nodes[child].subtreeEnd)
        }
        return result
    }

    /// The first direct child, if any.
    package var firstChild: Syntax? { index + 1 < Int(raw.subtreeEnd) ? Syntax(tree: tree, index: index + 1) : nil }

    /// The first direct child of a kind.
    package func child(_ kind: SyntaxKind) -> Syntax? {
        var child = index + 1
        let end = Int(raw.subtreeEnd)
        while child < end {
            if tree.nodes[child].kind == kind { return Syntax(tree: tree, index: child) }
            child = Int(tree.nodes[child].subtreeEnd)
        }
        return nil
    }

    /// The direct children of a kind, in order.
    package func children(_ kind: SyntaxKind) -> [Syntax] { children.filter { $0.kind == kind } }

    /// The node and all its descendants, in pre-order.
    package var subtree: [Syntax] { (index..<Int(raw.subtreeEnd)).map { Syntax(tree: tree, index: $0) } }

    /// The tokens of the node that no child covers (keywords, punctuation, names), in order.
    package var ownTokens: [Int] {
        var result: [Int] = []
        var token = Int(raw.firstToken)
        for child in children {
            let childTokens = child.tokenRange
            while token < childTokens.lowerBound { result.append(token); token += 1 }
            token = max(token, childTokens.upperBound)
        }
        while token < Int(raw.endToken) { result.append(token); token += 1 }
        return result
    }

    /// The first of the node's own tokens (see ``ownTokens``) that spells a keyword, or is of a kind.
    package func ownToken(_ keyword: SyntaxKeyword) -> Int? {
        ownTokens.first { tree.tokens[$0].keyword == keyword && tree.tokens[$0].kind != .stringSegment }
    }

    /// Whether the node is inside (or is) a node of a kind.
    package func isInside(_ kind: SyntaxKind) -> Bool {
        var node: Syntax? = self
        while let current = node {
            if current.kind == kind { return true }
            node = current.parent
        }
        return false
    }

    /// Views the node as a typed view (`node.as(FunctionCall.self)`), or `nil` when it is not of the view's kind.
    package func `as`<View: SyntaxView>(_ view: View.Type) -> View? { View(self) }
}

/// A typed view of a node of some kinds (``FunctionCall``, ``VariableDecl``), made from a ``Syntax`` when it fits.
package protocol SyntaxView: Sendable, Hashable {
    /// The viewed node.
    var node: Syntax { get }
    /// Views a node, or fails when the node is not of a kind the view reads.
    init?(_ node: Syntax)
}
