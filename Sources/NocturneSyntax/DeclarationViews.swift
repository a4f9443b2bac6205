/// A `var` or `let` declaration: its bindings, and for the first one its name, type annotation and initializer.
package struct VariableDecl: SyntaxView {
    /// The declaration node.
    package let node: Syntax

    /// Views a ``SyntaxKind/variableDecl`` node.
    package init?(_ node: Syntax) {
        guard node.kind == .variableDecl else { return nil }
        self.node = node
    }

    /// Whether it is a `let`.
    package var isLet: Bool { node.keyToken.map { node.tree.tokens[$0].keyword == .let } ?? false }

    /// The bindings (`var a = 1, b = 2` has two).
    package var bindings: [PatternBinding] { node.children(.patternBinding).map(PatternBinding.init(unchecked:)) }

    /// The first binding's name.
    package var name: String? { bindings.first?.name }

    /// The first binding's annotated type.
    package var typeAnnotation: Syntax? { bindings.first?.typeAnnotation }

    /// The first binding's initial value.
    package var initializer: Syntax? { bindings.first?.initializer }

    /// The attributes (`@State`, `@Environment(\.colorScheme)`).
    package var attributes: [Attribute] { node.children(.attribute).map(Attribute.init(unchecked:)) }

    /// The modifiers' words (`private`, `static`).
    package var modifiers: [String] { node.children(.modifier).compactMap(\.keyText) }
}

/// One binding of a variable declaration: `pattern: Type = value { accessors }`.
package struct PatternBinding: SyntaxView {
    /// The binding node.
    package let node: Syntax

    /// Views a ``SyntaxKind/patternBinding`` node.
    package init?(_ node: Syntax) {
        guard node.kind == .patternBinding else { return nil }
        self.node = node
    }

    init(unchecked node: Syntax) { self.node = node }

    /// The bound name for a simple pattern (`tint` in `var tint: Color`); `nil` for a tuple pattern.
    package var name: String? {
        guard let pattern = node.firstChild, pattern.kind == .identifierPattern else { return nil }
        return pattern.keyText
    }

    /// The pattern.
    package var pattern: Syntax? { node.firstChild }

    /// The type after `:`.
    package var typeAnnotation: Syntax? { node.child(.typeAnnotation)?.firstChild }

    /// The value after `=`.
    package var initializer: Syntax? {
        node.children.dropFirst().first { $0.kind != .typeAnnotation && $0.kind != .accessorBlock }
    }

    /// The accessors or the computed getter's body.
    package var accessors: Syntax? { node.child(.accessorBlock) }
}

/// A function, initializer or subscript declaration: name, parameters, result type, body.
package struct FunctionDecl: SyntaxView {
    /// The declaration node.
    package let node: Syntax

    /// Views a ``SyntaxKind/functionDecl``, ``SyntaxKind/initializerDecl`` or ``SyntaxKind/subscriptDecl`` node.
    package init?(_ node: Syntax) {
        guard node.kind == .functionDecl || node.kind == .initializerDecl || node.kind == .subscriptDecl else { return nil }
        self.node = node
    }

    /// The name (`init`, `subscript`, or an operator).
    package var name: String { node.keyText ?? "" }

    /// The parameters.
    package var parameters: [FunctionParameter] {
        node.child(.parameterClause)?.children(.parameter).map(FunctionParameter.init(unchecked:)) ?? []
    }

    /// The result type after `->`.
    package var resultType: Syntax? {
        guard let clause = node.child(.parameterClause) else { return nil }
        return node.children.first { $0.index > clause.index && $0.kind.isType }
    }

    /// The body.
    package var body: Syntax? { node.child(.codeBlock) ?? node.child(.accessorBlock) }

    /// The attributes.
    package var attributes: [Attribute] { node.children(.attribute).map(Attribute.init(unchecked:)) }

    /// The modifiers' words.
    package var modifiers: [String] { node.children(.modifier).compactMap(\.keyText) }
}

/// One parameter: `label name: Type = default`.
package struct FunctionParameter: SyntaxView {
    /// The parameter node.
    package let node: Syntax

    /// Views a ``SyntaxKind/parameter`` node.
    package init?(_ node: Syntax) {
        guard node.kind == .parameter else { return nil }
        self.node = node
    }

    init(unchecked node: Syntax) { self.node = node }

    private var names: [Int] {
        guard let first = node.keyToken else { return [] }
        let tokens = node.tree.tokens
        if first + 1 < node.tokenRange.upperBound, tokens[first + 1].kind == .identifier { return [first, first + 1] }
        return [first]
    }

    /// The argument label: the first name, `nil` when it is `_` (or there is no name).
    package var label: String? {
        guard let first = names.first else { return nil }
        let text = node.tree.text(ofToken: first)
        return text == "_" ? nil : text
    }

    /// The name inside the function: the second name if written, else the first.
    package var name: String? { names.last.map { node.tree.text(ofToken: $0) } }

    /// The type.
    package var type: Syntax? { node.children.first { $0.kind.isType } }

    /// The default value after `=`.
    package var defaultValue: Syntax? {
        let children = node.children.filter { $0.kind != .attribute }
        guard let type, let last = children.last, last != type else { return nil }
        return last
    }
}

/// A type declaration or extension: its name, generic parameters, inherited types and members.
package struct TypeDecl: SyntaxView {
    /// The declaration node.
    package let node: Syntax

    /// Views a struct, class, enum, actor, protocol or extension node.
    package init?(_ node: Syntax) {
        guard node.kind.isTypeDeclaration else { return nil }
        self.node = node
    }

    /// The declared name, or the extended type as written.
    package var name: String {
        if node.kind == .extensionDecl { return node.children.first { $0.kind.isType }?.text ?? "" }
        return node.keyText ?? ""
    }

    /// The inherited types and protocols, as written.
    package var inheritedTypes: [Syntax] { node.child(.inheritanceClause)?.children ?? [] }

    /// The members: the items of the body.
    package var members: [Syntax] { node.child(.codeBlock)?.children ?? [] }
}

/// An attribute: `@State`, `@Environment(\.colorScheme)`, `@available(iOS 15, *)`.
package struct Attribute: SyntaxView {
    /// The attribute node.
    package let node: Syntax

    /// Views an ``SyntaxKind/attribute`` node.
    package init?(_ node: Syntax) {
        guard node.kind == .attribute else { return nil }
        self.node = node
    }

    init(unchecked node: Syntax) { self.node = node }

    /// The name after `@`.
    package var name: String { node.keyText ?? "" }

    /// The arguments, when they are expressions (not for `@available` and others whose arguments are not).
    package var arguments: [Argument] { node.children(.argument).map(Argument.init(unchecked:)) }
}

/// An `#if` region: each branch with its condition and items.
package struct IfConfig: SyntaxView {
    /// The region node.
    package let node: Syntax

    /// Views an ``SyntaxKind/ifConfig`` node.
    package init?(_ node: Syntax) {
        guard node.kind == .ifConfig else { return nil }
        self.node = node
    }

    /// The branches: the directive (`#if`, `#elseif`, `#else`), its condition, its items.
    package var clauses: [(directive: String, condition: Syntax?, items: [Syntax])] {
        node.children(.ifConfigClause).map { clause in
            let directive = clause.keyText ?? ""
            let children = clause.children
            // The condition is on the directive's line; a missing one leaves the items alone.
            guard directive != "#else", let first = children.first, !first.tokenRange.isEmpty,
                !clause.tree.tokens[first.tokenRange.lowerBound].isAtLineStart else { return (directive, nil, children) }
            return (directive, first, Array(children.dropFirst()))
        }
    }
}
