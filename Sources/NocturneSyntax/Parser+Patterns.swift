/// Patterns of bindings and loops: names, `_`, tuples, and `let`/`var` inside them.
///
/// Patterns of `case` (in `switch`, `if case`, `for case`, `catch`) are parsed as expressions, where `let x`,
/// `is Type` and `.member(let x)` are read as ``SyntaxKind/valueBindingPattern``, ``SyntaxKind/typeCheck`` and calls.
extension Parser {
    /// Parses a binding pattern; returns its node, or `nil` when the current token cannot start one.
    @discardableResult
    mutating func parsePattern() -> Int? {
        guard enterNesting() else { return nodes.count - 1 }
        defer { leaveNesting() }
        let marker = start()
        switch kind {
        case .leftParen:
            advance()
            openParentheses += 1
            var progress = LoopProgress()
            while !atEnd, !at(.rightParen), !atCloserOfEnclosing, progress.advanced(to: position) {
                if current.kind == .identifier, peek().kind == .colon {
                    advance()
                    advance()
                }
                if parsePattern() == nil { skipUnknown { $0.kind == .comma } }
                if !eat(.comma) { break }
            }
            openParentheses -= 1
            eat(.rightParen)
            return finish(marker, .tuplePattern)
        case .identifier:
            if at(._) {
                advance()
                return finish(marker, .wildcardPattern)
            }
            if at(.let) || at(.var) {
                advance()
                parsePattern()
                return finish(marker, .valueBindingPattern, key: marker.token)
            }
            guard atName || at(.self) else { return nil }
            advance()
            return finish(marker, .identifierPattern, key: marker.token)
        default:
            return nil
        }
    }
}
