@testable import NocturneSyntax

/// A compact rendering of an expression's shape, for structure tests:
/// `call(member(view,foregroundColor),[.white])`, `(a ?? (b + c))`, `.white`.
func shape(_ node: Syntax?) -> String {
    guard let node else { return "∅" }
    switch node.kind {
    case .declReference: return node.keyText ?? node.text
    case .implicitMember: return "." + (node.keyText ?? "")
    case .memberAccess: return "member(\(shape(node.firstChild)),\(node.keyText ?? ""))"
    case .functionCall:
        let call = FunctionCall(node)
        let arguments = call?.arguments.map { ($0.label.map { $0 + ": " } ?? "") + shape($0.expression) } ?? []
        let closures = call?.trailingClosures.map { ($0.label.map { $0 + ": " } ?? "") + "{}" } ?? []
        return "call(\(shape(node.firstChild)),[\(arguments.joined(separator: ","))]\(closures.isEmpty ? "" : closures.joined(separator: ",")))"
    case .infixOperation:
        let operation = InfixOperation(node)
        return "(\(shape(operation?.left)) \(operation?.operatorText ?? "?") \(shape(operation?.right)))"
    case .ternary:
        let parts = Ternary(node)?.parts
        return "(\(shape(parts?.condition)) ? \(shape(parts?.then)) : \(shape(parts?.else)))"
    case .cast, .typeCheck:
        let cast = Cast(node)
        return "(\(shape(cast?.value)) \(cast?.operatorText ?? "") \(cast?.type?.text ?? "∅"))"
    case .prefixOperation: return "\(node.keyText ?? "")\(shape(node.firstChild))"
    case .tryExpression, .awaitExpression: return "\(node.keyText ?? "")(\(shape(node.firstChild)))"
    case .optionalChaining: return "\(shape(node.firstChild))?"
    case .forceUnwrap: return "\(shape(node.firstChild))!"
    case .integerLiteral, .floatLiteral, .stringLiteral, .booleanLiteral, .nilLiteral, .keyPath, .regexLiteral: return node.text
    case .closure: return "{}"
    case .subscriptCall:
        return "subscript(\(shape(node.firstChild)),[\(node.children(.argument).map { shape(Argument($0)?.expression) }.joined(separator: ","))])"
    case .macroExpansion:
        let call = FunctionCall(node)
        let arguments = call?.arguments.map { ($0.label.map { $0 + ": " } ?? "") + shape($0.expression) } ?? []
        return "\(node.keyText ?? "#")(\(arguments.joined(separator: ",")))\(call?.trailingClosures.isEmpty == false ? "{}" : "")"
    case .tuple: return "(\(node.children(.argument).map { shape(Argument($0)?.expression) }.joined(separator: ",")))"
    case .arrayLiteral: return "[\(node.children.map(shape).joined(separator: ","))]"
    default: return "\(node.kind)"
    }
}

/// The first node of a kind in the tree, in document order.
func first(_ kind: SyntaxKind, in tree: SyntaxTree) -> Syntax? { tree.nodes(of: kind).first }

/// The first expression statement of a file: the first top-level item.
func firstItem(_ tree: SyntaxTree) -> Syntax? { tree.root.firstChild }

/// Checks the tree's invariants, returning what is broken (empty when all hold).
///
/// Tokens cover every byte in order; the tree prints the file back; every node's token range lies within its parent's
/// and after its previous sibling's; subtree ends nest.
func invariantViolations(_ tree: SyntaxTree) -> [String] {
    var problems: [String] = []
    if tree.printed != tree.bytes { problems.append("printing the tokens does not give the bytes back") }
    var offset: Int32 = 0
    for (index, token) in tree.tokens.enumerated() {
        if token.triviaStart != offset || token.start < token.triviaStart || token.end < token.start {
            problems.append("token \(index) \(token) does not continue at \(offset)")
            break
        }
        offset = token.end
    }
    if Int(offset) != tree.bytes.count { problems.append("tokens end at \(offset) of \(tree.bytes.count)") }
    if tree.tokens.last?.kind != .endOfFile { problems.append("the last token is not the end of the file") }
    let root = tree.nodes.first
    if root?.kind != .sourceFile || root?.firstToken != 0 || Int(root?.endToken ?? 0) != tree.tokens.count {
        problems.append("the root does not cover every token")
    }
    for (index, node) in tree.nodes.enumerated() {
        if node.firstToken > node.endToken || Int(node.endToken) > tree.tokens.count { problems.append("node \(index) has bad tokens"); break }
        if Int(node.subtreeEnd) > tree.nodes.count || Int(node.subtreeEnd) <= index { problems.append("node \(index) has a bad subtree end"); break }
        if node.parent >= 0 {
            let parent = tree.nodes[Int(node.parent)]
            if node.firstToken < parent.firstToken || node.endToken > parent.endToken || node.subtreeEnd > parent.subtreeEnd {
                problems.append("node \(index) (\(node.kind)) is not inside its parent (\(parent.kind))")
                break
            }
        } else if index != 0 {
            problems.append("node \(index) has no parent")
            break
        }
        if index + 1 < node.subtreeEnd, tree.nodes[index + 1].parent != index {
            problems.append("node \(index + 1) follows its parent's index but names another parent")
            break
        }
    }
    // Siblings are in token order.
    for index in tree.nodes.indices {
        let children = tree.node(index).children
        for (left, right) in zip(children, children.dropFirst()) where left.tokenRange.upperBound > right.tokenRange.lowerBound {
            problems.append("children of node \(index) overlap: \(left.kind) and \(right.kind)")
            break
        }
    }
    return problems
}
