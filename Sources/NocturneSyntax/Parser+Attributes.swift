/// Attributes: `@State`, `@Environment(\.colorScheme)`, `@available(iOS 15, *)`, `@unknown`, `@objc(name:)`.
extension Parser {
    /// Attributes whose arguments are not expressions; their parentheses are kept as the attribute's own tokens.
    private static let verbatimAttributes: Set<String> = [
        "available", "_available", "backDeployed", "objc", "_spi", "_specialize", "_effects", "inline", "_silgen_name",
        "_originallyDefinedIn", "differentiable", "derivative", "transpose", "convention", "_implements", "_semantics", "_cdecl",
        "freestanding", "attached", "_expose", "storageRestrictions", "_spi_available", "_alignment", "_documentation",
        "_nonSendable", "_unavailableFromAsync", "_private", "_dynamicReplacement", "_projectedValueProperty", "_typeEraser",
        "abi", "_optimize", "_extern", "_section", "_used", "lifetime", "_lifetime", "export", "specialized",
    ]

    /// Parses the attributes at the current token, each as an ``SyntaxKind/attribute`` node.
    mutating func parseAttributes() {
        var progress = LoopProgress()
        while at(.atSign), progress.advanced(to: position) {
            let marker = start()
            advance()
            let name = position
            guard current.kind == .identifier, !current.hasLeadingTrivia else {
                finish(marker, .unknown)
                continue
            }
            advance()
            while at(.period), peek().kind == .identifier, !current.hasLeadingTrivia {
                advance()
                advance()
            }
            if atOperator("<"), !current.hasLeadingTrivia, genericArgumentsAhead { parseGenericArguments() }
            let text = String(decoding: UnsafeBufferPointer(rebasing: bytes[Int(tokens[name].start)..<Int(tokens[name].end)]), as: UTF8.self)
            // `@available (*, deprecated)`: the compiler takes a built-in attribute's arguments after spaces on the same line
            // (with a warning); another attribute's `(` after a space starts something else.
            if at(.leftParen), !current.hasLeadingTrivia || (!current.isAtLineStart && Self.verbatimAttributes.contains(text)) {
                if Self.verbatimAttributes.contains(text) {
                    skipBalanced()
                } else {
                    advance()
                    parseArguments(until: .rightParen)
                }
            }
            finish(marker, .attribute, key: name)
        }
    }
}
