// The Swift parser's harness: any bytes parse, print back byte for byte, and make a tree whose every range is in bounds.

import NocturneSyntax

/// Parses the input as Swift. Invariants: the tokens print the input back byte for byte and cover it in order; every
/// node's tokens, bytes and subtree lie inside the file and inside its parent; the root covers every token.
func fuzzSwiftSyntax(_ input: UnsafeRawBufferPointer) {
    let bytes = Array(input)
    let tree = SyntaxTree.parse(bytes)
    if tree.printed != bytes { fatalError("the tree does not print the input back (\(bytes.count) bytes)") }
    var offset: Int32 = 0
    for token in tree.tokens {
        if token.triviaStart != offset || token.start < token.triviaStart || token.end < token.start || Int(token.end) > bytes.count {
            fatalError("a token out of order or outside the text: \(token)")
        }
        offset = token.end
    }
    guard let root = tree.nodes.first, root.kind == .sourceFile, root.firstToken == 0, Int(root.endToken) == tree.tokens.count else {
        fatalError("the root does not cover every token")
    }
    for (index, node) in tree.nodes.enumerated() {
        if node.firstToken < 0 || node.firstToken > node.endToken || Int(node.endToken) > tree.tokens.count {
            fatalError("node \(index) (\(node.kind)) has tokens out of bounds")
        }
        if Int(node.subtreeEnd) <= index || Int(node.subtreeEnd) > tree.nodes.count {
            fatalError("node \(index) (\(node.kind)) has a subtree out of bounds")
        }
        let range = tree.node(index).fullRange
        if range.lowerBound < 0 || range.upperBound > bytes.count { fatalError("node \(index) (\(node.kind)) has bytes out of bounds: \(range)") }
        if index > 0 {
            let parent = tree.nodes[Int(node.parent)]
            if Int(node.parent) >= index || node.firstToken < parent.firstToken || node.endToken > parent.endToken
                || node.subtreeEnd > parent.subtreeEnd {
                fatalError("node \(index) (\(node.kind)) is not inside its parent")
            }
        }
    }
    if let key = tree.nodes.first(where: { $0.keyToken >= tree.tokens.count }) { fatalError("a key token out of bounds: \(key)") }
    _ = tree.unknownByteCount
}
