/// Compiler directives: `#if` regions (every branch kept), in item lists, switch cases and postfix chains.
extension Parser {
    /// Parses `#if … #elseif … #else … #endif`, each branch an ``SyntaxKind/ifConfigClause`` of items of the context.
    mutating func parseIfConfig(_ context: ItemContext) {
        let marker = start()
        guard enterNesting() else {
            finish(marker, .ifConfig)
            return
        }
        parseIfConfigClauses(context)
        leaveNesting()
        finish(marker, .ifConfig)
    }

    private mutating func parseIfConfigClauses(_ context: ItemContext) {
        openIfConfigs += 1
        defer { openIfConfigs -= 1 }
        var progress = LoopProgress()
        while !atEnd, progress.advanced(to: position), at(.poundIf) || at(.poundElseif) || at(.poundElse) {
            let clause = start()
            let hasCondition = !at(.poundElse)
            advance()
            if hasCondition, !current.isAtLineStart {
                let saved = (allowsTrailingClosure, stopsAtLineEnd)
                (allowsTrailingClosure, stopsAtLineEnd) = (false, true)
                parseExpression()
                (allowsTrailingClosure, stopsAtLineEnd) = saved
            }
            switch context {
            case .switchCases:
                parseSwitchCases()
            case .postfix:
                parsePostfixClauseContent()
            default:
                parseItems(context)
            }
            finish(clause, .ifConfigClause, key: clause.token)
        }
        eat(.poundEndif)
    }

    /// Whether the `#if` at the current token continues a postfix chain: the first line after its condition starts with `.`.
    var postfixIfConfigAhead: Bool {
        var index = position + 1
        while index < lastToken, !tokens[index].isAtLineStart { index += 1 }
        return tokens[index].kind == .period
    }

    /// Parses an `#if` in a postfix chain as a ``SyntaxKind/postfixIfConfig`` whose first child is the chain's base.
    mutating func parsePostfixIfConfig(_ base: Int) -> Int {
        let marker = marker(before: base)
        let clauses = start()
        if enterNesting() {
            parseIfConfigClauses(.postfix)
            leaveNesting()
        }
        finish(clauses, .ifConfig)
        return finish(marker, .postfixIfConfig)
    }

    /// Parses the members of a postfix `#if` branch: `.padding()` and what follows it, as expressions.
    private mutating func parsePostfixClauseContent() {
        var progress = LoopProgress()
        while !atEnd, progress.advanced(to: position), at(.period) {
            if parseExpression() == nil { break }
        }
    }
}
