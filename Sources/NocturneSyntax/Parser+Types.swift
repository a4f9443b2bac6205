/// Types: names with generic arguments and members, optionals, arrays, dictionaries, tuples, functions,
/// `some`/`any`, compositions, metatypes, and attributed types (`@escaping`, `inout`).
extension Parser {
    /// Parses a type; returns its node, or `nil` when the current token cannot start one (nothing consumed).
    @discardableResult
    mutating func parseType() -> Int? {
        guard enterNesting() else { return nodes.count - 1 }
        defer { leaveNesting() }
        let outer = start()
        var attributed = false
        var progress = LoopProgress()
        while progress.advanced(to: position) {
            if at(.atSign) {
                parseAttributes()
                attributed = true
            } else if at(.inout) || at(.borrowing) || at(.consuming) || at(.sending) || at(.isolated)
                        || tokenText(position, is: "__owned") || tokenText(position, is: "__shared") {
                if peek().kind == .colon { break }
                advance()
                attributed = true
            } else {
                break
            }
        }
        if at(.some) || at(.any) || at(.each) || at(.repeat) {
            if peek().kind == .identifier || peek().kind == .leftParen || peek().kind == .leftBracket || peek().kind == .operator {
                let some = start()
                advance()
                parseType()
                let node = finish(some, .someOrAnyType, key: some.token)
                return attributed ? finish(outer, .attributedType) : node
            }
        }
        guard var type = parseCompositionType() else {
            return attributed ? finish(outer, .attributedType) : nil
        }
        if at(.async) || at(.throws) || at(.rethrows) || at(.arrow) {
            parseEffects()
            if eat(.arrow) { parseType() }
            type = finish(marker(before: type), .functionType)
        }
        return attributed ? finish(outer, .attributedType) : type
    }

    /// Parses `A & B & C` (or a single type).
    private mutating func parseCompositionType() -> Int? {
        guard var type = parsePostfixType() else { return nil }
        var progress = LoopProgress()
        while atOperator("&"), progress.advanced(to: position) {
            let first = marker(before: type)
            advance()
            _ = parsePostfixType()
            type = finish(first, .compositionType)
        }
        return type
    }

    /// Parses a simple type followed by `?`, `!`, `.Type`, `.Protocol`, or `.Member` (after a non-name type).
    private mutating func parsePostfixType() -> Int? {
        guard var type = parseSimpleType() else { return nil }
        var progress = LoopProgress()
        while !atEnd, progress.advanced(to: position) {
            if (atOperator("?") || atOperator("!")) && !current.hasLeadingTrivia {
                let optional = atOperator("?")
                advance()
                type = finish(marker(before: type), optional ? .optionalType : .implicitlyUnwrappedType)
            } else if at(.period), peek().keyword == .Type || peek().keyword == .Protocol {
                advance()
                advance()
                type = finish(marker(before: type), .metatype)
            } else if at(.period), peek().kind == .identifier, !current.isAtLineStart {
                advance()
                let key = position
                advance()
                if atOperator("<"), !current.hasLeadingTrivia { parseGenericArguments() }
                type = finish(marker(before: type), .typeIdentifier, key: key)
            } else {
                break
            }
        }
        return type
    }

    /// Parses a name with generic arguments, `[T]`, `[K: V]`, a tuple or a parenthesized type, or `~Copyable`.
    private mutating func parseSimpleType() -> Int? {
        let marker = start()
        switch kind {
        case .identifier:
            if let keyword = current.keyword, keyword.startsStatement || keyword == .in || keyword == .where || keyword == .let
                || keyword == .var || keyword == .else || keyword == .is || keyword == .as {
                return nil
            }
            advance()
            if atOperator("<"), !current.hasLeadingTrivia { parseGenericArguments() }
            return finish(marker, .typeIdentifier, key: marker.token)
        case .leftBracket:
            advance()
            openBrackets += 1
            parseType()
            var isDictionary = false
            if eat(.colon) {
                isDictionary = true
                parseType()
            }
            openBrackets -= 1
            if !eat(.rightBracket), !atCloserOfEnclosing {
                skipUnknown { $0.kind == .rightBracket }
                eat(.rightBracket)
            }
            return finish(marker, isDictionary ? .dictionaryType : .arrayType)
        case .leftParen:
            advance()
            openParentheses += 1
            var progress = LoopProgress()
            while !atEnd, !at(.rightParen), !atCloserOfEnclosing, progress.advanced(to: position) {
                let element = start()
                var label = -1
                if current.kind == .identifier, peek().kind == .colon {
                    label = position
                    advance()
                    advance()
                } else if current.kind == .identifier, peek().kind == .identifier, peek(2).kind == .colon {
                    label = position
                    advance()
                    advance()
                    advance()
                }
                parseType()
                if atOperator("...") { advance() }
                if eatOperator("=") { parseExpression() }
                finish(element, .argument, key: label)
                if !eat(.comma) {
                    if !at(.rightParen), !atCloserOfEnclosing { skipUnknown { $0.kind == .comma } }
                    if !eat(.comma) { break }
                }
            }
            openParentheses -= 1
            eat(.rightParen)
            return finish(marker, .tupleType)
        case .operator where atOperator("~"):
            advance()
            _ = parseSimpleType()
            return finish(marker, .typeIdentifier, key: marker.token)
        default:
            return nil
        }
    }

    /// Whether `<` at the current token opens generic arguments (`Binding<Color>(…)`), looked ahead 64 tokens at most.
    ///
    /// The arguments must be type-like tokens up to the matching `>`, and what follows must continue an expression
    /// the way a type does (`(`, `.`, a closer, a separator, or the end of the line).
    var genericArgumentsAhead: Bool {
        guard atOperator("<"), !current.hasLeadingTrivia else { return false }
        var index = position + 1
        var nesting = 1
        let limit = min(position + 64, lastToken)
        while index < limit {
            let token = tokens[index]
            switch token.kind {
            case .identifier:
                if let keyword = token.keyword, keyword.startsStatement || keyword == .in || keyword == .is || keyword == .as { return false }
            case .period, .comma, .colon, .leftBracket, .rightBracket, .leftParen, .rightParen, .arrow, .integerLiteral:
                break
            case .operator:
                if tokenText(index, is: "<") {
                    nesting += 1
                } else if tokenText(index, is: ">") {
                    nesting -= 1
                    if nesting == 0 {
                        let next = tokens[min(index + 1, lastToken)]
                        if next.isAtLineStart { return true }
                        switch next.kind {
                        case .leftParen, .period, .rightParen, .rightBracket, .comma, .semicolon, .rightBrace, .colon, .endOfFile, .leftBrace: return true
                        case .operator: return !next.hasLeadingTrivia || tokenText(index + 1, is: "==") || tokenText(index + 1, is: "!=")
                        default: return false
                        }
                    }
                } else if !(tokenText(index, is: "?") || tokenText(index, is: "!") || tokenText(index, is: "&") || tokenText(index, is: "~")
                                || tokenText(index, is: "...")) {
                    return false
                }
            default:
                return false
            }
            index += 1
        }
        return false
    }

    /// Parses `<A, B>` after a type name.
    mutating func parseGenericArguments() {
        let marker = start()
        advance()
        var progress = LoopProgress()
        while !atEnd, !atOperator(">"), progress.advanced(to: position) {
            if at(.integerLiteral) { advance() } else if parseType() == nil { break }
            if !eat(.comma) { break }
        }
        eatOperator(">")
        finish(marker, .genericArgumentClause)
    }
}
