/// Statements and lists of items: the file, code blocks, `if`, `guard`, `switch`, loops, `do`, jumps.
extension Parser {
    /// Where a list of items is, which decides where it ends.
    enum ItemContext {
        /// The file: ends only at the end.
        case sourceFile
        /// A `{ … }` body: ends at `}`.
        case block
        /// The statements of one `case` of a switch: end at the next `case`, `default` or `}`.
        case caseBody
        /// The cases of a switch (inside `#if` there).
        case switchCases
        /// Members of a postfix chain inside `#if` (`.padding()`).
        case postfix
    }

    /// Parses items (statements, declarations, expressions, `#if` regions) until the list's end.
    mutating func parseItems(_ context: ItemContext) {
        var progress = LoopProgress()
        while !atEnd {
            guard progress.advanced(to: position) else {
                if atCloserOfEnclosing { return }
                skipOneToken()
                continue
            }
            switch kind {
            case .rightBrace, .rightParen, .rightBracket, .stringClose, .interpolationClose:
                if atCloserOfEnclosing { return }
                skipOneToken()
            case .semicolon:
                advance()
            case .pound where at(.poundIf):
                if context == .caseBody && ifConfigHoldsCases() { return }
                parseIfConfig(context == .caseBody ? .block : context)
            case .pound where at(.poundElse) || at(.poundElseif) || at(.poundEndif):
                if openIfConfigs > 0 { return }
                skipOneToken()
            default:
                if context == .caseBody && atCaseLabel { return }
                parseItem()
            }
        }
    }

    /// Whether the current token starts a `case`, `default` or `@unknown default` label.
    var atCaseLabel: Bool {
        if at(.case) || (at(.default) && peek().kind == .colon) { return true }
        return at(.atSign) && peek().kind == .identifier && tokenText(position + 1, is: "unknown")
    }

    /// Whether the `#if` at the current token wraps switch cases: the first line after its condition starts a case.
    func ifConfigHoldsCases() -> Bool {
        var index = position + 1
        while index < lastToken, !tokens[index].isAtLineStart { index += 1 }
        let token = tokens[index]
        if token.kind == .identifier && (token.keyword == .case || token.keyword == .default) { return true }
        return token.kind == .atSign
    }

    /// Parses one statement, declaration or expression; consumes at least one token unless at a closer.
    mutating func parseItem() {
        let before = position
        if atDeclarationStart {
            parseDeclaration()
        } else if let keyword = current.keyword, current.kind == .identifier, keyword.startsStatement {
            parseStatement()
        } else if atName, peek().kind == .colon, let next = peek(2).keyword, peek(2).kind == .identifier,
            next == .for || next == .while || next == .repeat || next == .do || next == .if || next == .switch {
            let marker = start()
            advance()
            advance()
            parseStatement()
            finish(marker, .labeledStatement, key: marker.token)
        } else if parseExpression() == nil {
            skipUnknown()
        }
        if position == before, !atCloserOfEnclosing { skipOneToken() }
    }

    /// Parses the statement at a statement keyword.
    mutating func parseStatement() {
        guard let keyword = current.keyword else { return }
        switch keyword {
        case .if: parseIf()
        case .guard: parseGuard()
        case .switch: parseSwitch()
        case .for: parseFor()
        case .while: parseWhile()
        case .repeat: parseRepeat()
        case .do: parseDo()
        case .return, .throw:
            let marker = start()
            advance()
            if !atStatementEnd { parseExpression() }
            finish(marker, keyword == .return ? .returnStatement : .throwStatement)
        case .defer:
            let marker = start()
            advance()
            parseCodeBlock()
            finish(marker, .deferStatement)
        case .break, .continue, .fallthrough:
            let marker = start()
            advance()
            if keyword != .fallthrough, atName, !current.isAtLineStart { advance() }
            finish(marker, .jumpStatement)
        default:
            skipUnknown()
        }
    }

    /// Whether nothing more belongs to the statement (`return` has no value here).
    var atStatementEnd: Bool {
        at(.semicolon) || at(.rightBrace) || atCloserOfEnclosing || atItemStartOnNewLine || atCaseLabel
            || (at(.pound) && (at(.poundIf) || at(.poundElse) || at(.poundElseif) || at(.poundEndif)))
    }

    /// Parses `{ items }` as a ``SyntaxKind/codeBlock``, or returns `nil` when not at `{`.
    @discardableResult
    mutating func parseCodeBlock() -> Int? {
        guard at(.leftBrace) else { return nil }
        let marker = start()
        advance()
        if enterNesting() {
            openBraces += 1
            let saved = (allowsTrailingClosure, stopsAtLineEnd)
            (allowsTrailingClosure, stopsAtLineEnd) = (true, false)
            parseItems(.block)
            (allowsTrailingClosure, stopsAtLineEnd) = saved
            openBraces -= 1
            leaveNesting()
        }
        eat(.rightBrace)
        return finish(marker, .codeBlock)
    }

    /// Parses `if … { } else if … { } else { }`; the `else if` chain nests without recursion.
    @discardableResult
    mutating func parseIf() -> Int {
        var markers: [Marker] = []
        while true {
            markers.append(start())
            advance()  // if
            parseConditions()
            parseCodeBlock()
            guard at(.else) else { break }
            advance()
            if at(.if) { continue }
            parseCodeBlock()
            break
        }
        var last = 0
        for marker in markers.reversed() { last = finish(marker, .ifStatement) }
        return last
    }

    /// Parses the comma-separated conditions of `if`, `guard` and `while` (no trailing closures in them).
    ///
    /// Swift 2's spelling is read too, as the compiler's own parser recovers it: `if let x = y where x > 0` (a `where`
    /// between conditions, today a comma) and `guard let a = b, c = d` (a binding that goes on without `let`, read as
    /// an assignment expression). Apps written before Swift 3 are full of both; without this each costs the rest of
    /// its statement as `unknown` bytes.
    mutating func parseConditions() {
        let saved = allowsTrailingClosure
        allowsTrailingClosure = false
        defer { allowsTrailingClosure = saved }
        var progress = LoopProgress()
        while !atEnd, progress.advanced(to: position) {
            let marker = start()
            if at(.let) || at(.var) {
                advance()
                parsePattern()
                if eat(.colon) { parseType() }
                if eatOperator("=") { parseExpression() }
            } else if at(.case) {
                advance()
                parseExpression()
                if eat(.colon) { parseType() }
                if eatOperator("=") { parseExpression() }
            } else if at(.leftBrace) || at(.else) {
                break
            } else if parseExpression() == nil {
                break
            }
            finish(marker, .condition)
            if !eat(.comma) && !eat(.where) { break }
        }
    }

    private mutating func parseGuard() {
        let marker = start()
        advance()
        parseConditions()
        eat(.else)
        parseCodeBlock()
        finish(marker, .guardStatement)
    }

    /// Parses `switch subject { cases }`.
    @discardableResult
    mutating func parseSwitch() -> Int {
        let marker = start()
        advance()
        let saved = allowsTrailingClosure
        allowsTrailingClosure = false
        parseExpression()
        allowsTrailingClosure = saved
        if eat(.leftBrace) {
            if enterNesting() {
                openBraces += 1
                parseSwitchCases()
                openBraces -= 1
                leaveNesting()
            }
            eat(.rightBrace)
        }
        return finish(marker, .switchStatement)
    }

    /// Parses switch cases (and `#if` regions around them) until `}`.
    mutating func parseSwitchCases() {
        var progress = LoopProgress()
        while !atEnd {
            guard progress.advanced(to: position) else {
                if atCloserOfEnclosing { return }
                skipOneToken()
                continue
            }
            if atCloserOfEnclosing { return }
            if at(.poundIf) {
                parseIfConfig(.switchCases)
            } else if atCaseLabel {
                parseSwitchCase()
            } else {
                // Statements before the first case are not Swift.
                skipUnknown { token in token.keyword == .case || token.keyword == .default }
            }
        }
    }

    private mutating func parseSwitchCase() {
        let marker = start()
        parseAttributes()
        if eat(.case) {
            let saved = allowsTrailingClosure
            allowsTrailingClosure = false
            var progress = LoopProgress()
            while !atEnd, progress.advanced(to: position) {
                parseExpression()
                if eat(.where) { parseExpression() }
                if !eat(.comma) { break }
            }
            allowsTrailingClosure = saved
        } else {
            eat(.default)
        }
        if !eat(.colon) && !atCloserOfEnclosing && !atCaseLabel {
            skipUnknown { $0.kind == .colon }
            eat(.colon)
        }
        parseItems(.caseBody)
        finish(marker, .switchCase)
    }

    private mutating func parseFor() {
        let marker = start()
        advance()
        eat(.try)
        eat(.await)
        let saved = allowsTrailingClosure
        allowsTrailingClosure = false
        if eat(.case) { parseExpression() } else { parsePattern() }
        if eat(.colon) { parseType() }
        eat(.in)
        parseExpression()
        if eat(.where) { parseExpression() }
        allowsTrailingClosure = saved
        parseCodeBlock()
        finish(marker, .forStatement)
    }

    private mutating func parseWhile() {
        let marker = start()
        advance()
        parseConditions()
        parseCodeBlock()
        finish(marker, .whileStatement)
    }

    private mutating func parseRepeat() {
        let marker = start()
        advance()
        parseCodeBlock()
        if eat(.while) {
            let saved = allowsTrailingClosure
            allowsTrailingClosure = false
            parseExpression()
            allowsTrailingClosure = saved
        }
        finish(marker, .repeatStatement)
    }

    private mutating func parseDo() {
        let marker = start()
        advance()
        if eat(.throws), eat(.leftParen) {
            parseType()
            eat(.rightParen)
        }
        parseCodeBlock()
        var progress = LoopProgress()
        while at(.catch), progress.advanced(to: position) {
            let clause = start()
            advance()
            let saved = allowsTrailingClosure
            allowsTrailingClosure = false
            while !at(.leftBrace), !atEnd, !atCloserOfEnclosing {
                let before = position
                parseExpression()
                if eat(.where) { parseExpression() }
                if !eat(.comma) || position == before { break }
            }
            allowsTrailingClosure = saved
            parseCodeBlock()
            finish(clause, .catchClause)
        }
        finish(marker, .doStatement)
    }
}
