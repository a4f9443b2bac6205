/// A call: `callee(arguments) { trailing closures }` (also a call with only trailing closures, `VStack { … }`).
package struct FunctionCall: SyntaxView {
    /// The call node.
    package let node: Syntax

    /// Views a ``SyntaxKind/functionCall`` or a ``SyntaxKind/macroExpansion`` node.
    package init?(_ node: Syntax) {
        guard node.kind == .functionCall || node.kind == .macroExpansion else { return nil }
        self.node = node
    }

    /// The called expression (`Color`, `view.foregroundColor`); `nil` for a macro expansion, which has a name instead.
    package var callee: Syntax? { node.kind == .functionCall ? node.firstChild : nil }

    /// The callee's last name: `foregroundColor` for `view.foregroundColor(…)`, `Color` for `Color(…)`, `Preview` for `#Preview`.
    /// The token of the called name (``calledName``'s), to compare without making a string; `nil` where it has none.
    package var calledNameToken: Int? {
        guard let callee else { return nil }
        switch callee.kind {
        case .declReference, .memberAccess, .implicitMember: return callee.keyToken
        case .genericSpecialization: return callee.firstChild?.keyToken
        default: return nil
        }
    }

    package var calledName: String? {
        guard let callee else { return node.keyText.map { String($0.dropFirst()) } }
        switch callee.kind {
        case .declReference, .memberAccess, .implicitMember: return callee.keyText
        case .genericSpecialization: return callee.firstChild?.keyText
        default: return nil
        }
    }

    /// The arguments in parentheses, in order.
    package var arguments: [Argument] { node.children(.argument).map(Argument.init(unchecked:)) }

    /// The trailing closures, the first without a label.
    package var trailingClosures: [Argument] { node.children(.trailingClosure).map(Argument.init(unchecked:)) }

    /// The argument with a label, if any.
    package func argument(labeled label: String) -> Argument? { arguments.first { $0.label == label } }
}

/// One argument (`label: value`) of a call, subscript, tuple, macro, attribute or interpolation, or a trailing closure.
package struct Argument: SyntaxView {
    /// The argument node.
    package let node: Syntax

    /// Views an ``SyntaxKind/argument`` or ``SyntaxKind/trailingClosure`` node.
    package init?(_ node: Syntax) {
        guard node.kind == .argument || node.kind == .trailingClosure else { return nil }
        self.node = node
    }

    init(unchecked node: Syntax) { self.node = node }

    /// The label, `nil` when there is none.
    package var label: String? { node.keyText }

    /// The value: an expression (a closure for a trailing closure); `nil` when it is missing.
    package var expression: Syntax? { node.children.first { $0.kind != .unknown } }
}

/// `base.name`.
package struct MemberAccess: SyntaxView {
    /// The member access node.
    package let node: Syntax

    /// Views a ``SyntaxKind/memberAccess`` node.
    package init?(_ node: Syntax) {
        guard node.kind == .memberAccess else { return nil }
        self.node = node
    }

    /// The expression before the dot.
    package var base: Syntax? { node.firstChild }

    /// The member's name.
    package var name: String { node.keyText ?? "" }
}

/// `.name` with no base: an implicit member (`.red`, `.init(white: 1)` has one as its callee).
package struct ImplicitMember: SyntaxView {
    /// The implicit member node.
    package let node: Syntax

    /// Views an ``SyntaxKind/implicitMember`` node.
    package init?(_ node: Syntax) {
        guard node.kind == .implicitMember else { return nil }
        self.node = node
    }

    /// The member's name.
    package var name: String { node.keyText ?? "" }
}

/// A name used as an expression: `view`, `Color`, `self`.
package struct DeclReference: SyntaxView {
    /// The reference node.
    package let node: Syntax

    /// Views a ``SyntaxKind/declReference`` node.
    package init?(_ node: Syntax) {
        guard node.kind == .declReference else { return nil }
        self.node = node
    }

    /// The name as written (backticks included).
    package var name: String { node.keyText ?? node.text }
}

/// `left op right` (``SyntaxKind/infixOperation``), grouped by precedence.
package struct InfixOperation: SyntaxView {
    /// The operation node.
    package let node: Syntax

    /// Views an ``SyntaxKind/infixOperation`` node.
    package init?(_ node: Syntax) {
        guard node.kind == .infixOperation else { return nil }
        self.node = node
    }

    /// The operator as written (`??`, `+`, `>=`).
    package var operatorText: String {
        guard let key = node.keyToken else { return "" }
        var end = key
        let tokens = node.tree.tokens
        while end + 1 < node.tokenRange.upperBound, tokens[end + 1].kind == .operator, !tokens[end + 1].hasLeadingTrivia { end += 1 }
        return node.tree.text(Int(tokens[key].start)..<Int(tokens[end].end))
    }

    /// The left operand.
    package var left: Syntax? { node.firstChild }

    /// The right operand; `nil` when it is missing.
    package var right: Syntax? {
        let children = node.children
        return children.count >= 2 ? children[1] : nil
    }
}

/// `condition ? then : else`.
package struct Ternary: SyntaxView {
    /// The ternary node.
    package let node: Syntax

    /// Views a ``SyntaxKind/ternary`` node.
    package init?(_ node: Syntax) {
        guard node.kind == .ternary else { return nil }
        self.node = node
    }

    /// The condition, the value when true and the value when false (`nil` when missing).
    package var parts: (condition: Syntax?, then: Syntax?, else: Syntax?) {
        let children = node.children
        return (children.first, children.count > 1 ? children[1] : nil, children.count > 2 ? children[2] : nil)
    }
}

/// `value as Type`, `as?`, `as!`, or `value is Type`.
package struct Cast: SyntaxView {
    /// The cast node.
    package let node: Syntax

    /// Views a ``SyntaxKind/cast`` or ``SyntaxKind/typeCheck`` node.
    package init?(_ node: Syntax) {
        guard node.kind == .cast || node.kind == .typeCheck else { return nil }
        self.node = node
    }

    /// `as`, `as?`, `as!` or `is`.
    package var operatorText: String {
        guard let key = node.keyToken else { return "" }
        let tokens = node.tree.tokens
        let next = key + 1
        if next < node.tokenRange.upperBound, tokens[next].kind == .operator, !tokens[next].hasLeadingTrivia {
            return node.tree.text(Int(tokens[key].start)..<Int(tokens[next].end))
        }
        return node.tree.text(ofToken: key)
    }

    /// The value cast (`nil` for a pattern `is Type`).
    package var value: Syntax? { node.children.count == 2 ? node.firstChild : nil }

    /// The type.
    package var type: Syntax? { node.children.last { $0.kind.isType } }
}

/// A closure: its signature (if written) and its statements.
package struct Closure: SyntaxView {
    /// The closure node.
    package let node: Syntax

    /// Views a ``SyntaxKind/closure`` node.
    package init?(_ node: Syntax) {
        guard node.kind == .closure else { return nil }
        self.node = node
    }

    /// The signature before `in`, if any.
    package var signature: Syntax? { node.child(.closureSignature) }

    /// The names of the parameters (`$0` style closures have none).
    package var parameterNames: [String] {
        guard let signature else { return [] }
        let parameters = signature.child(.parameterClause)?.children(.parameter) ?? signature.children(.parameter)
        return parameters.compactMap(\.keyText)
    }

    /// The statements, declarations and expressions of the body (a result builder's content).
    package var statements: [Syntax] { node.children.filter { $0.kind != .closureSignature } }
}

/// A string literal: whether it interpolates, and its text when it does not.
package struct StringLiteral: SyntaxView {
    /// The string node.
    package let node: Syntax

    /// Views a ``SyntaxKind/stringLiteral`` node.
    package init?(_ node: Syntax) {
        guard node.kind == .stringLiteral else { return nil }
        self.node = node
    }

    /// The interpolations, in order.
    package var interpolations: [Syntax] { node.children(.interpolation) }

    /// The text between the delimiters, escapes as written, when there is no interpolation; `nil` otherwise.
    package var literalText: String? {
        guard interpolations.isEmpty else { return nil }
        return node.ownTokens.filter { node.tree.tokens[$0].kind == .stringSegment }.map { node.tree.text(ofToken: $0) }.joined()
    }
}
