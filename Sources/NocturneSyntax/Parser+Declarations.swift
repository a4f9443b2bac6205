/// Declarations: imports, types and extensions, functions, initializers, subscripts, variables, enum cases, aliases.
extension Parser {
    /// Whether a declaration starts here: attributes, or modifiers followed by a declaration keyword, or the keyword.
    var atDeclarationStart: Bool {
        if at(.atSign) { return !tokenText(position + 1, is: "unknown") }
        var index = position
        for _ in 0..<12 {
            let token = tokens[index]
            guard token.kind == .identifier, let keyword = token.keyword else { return false }
            let next = tokens[min(index + 1, lastToken)]
            if keyword == .actor || keyword == .macro {
                return next.kind == .identifier && next.keyword == nil && !next.isAtLineStart
            }
            if keyword == .case { return true }
            if keyword.startsDeclaration { return true }
            guard keyword.isModifier, next.kind == .identifier || next.kind == .leftParen, !next.isAtLineStart || next.keyword != nil else {
                return false
            }
            index += 1
            if tokens[index].kind == .leftParen {
                // `private(set)`, `unowned(safe)`
                guard tokens[min(index + 2, lastToken)].kind == .rightParen else { return false }
                index += 3
            }
            if index >= lastToken { return false }
        }
        return false
    }

    /// Parses a declaration with its attributes and modifiers.
    mutating func parseDeclaration() {
        let marker = start()
        parseAttributes()
        parseModifiers()
        if at(.pound), !at(.poundIf), !at(.poundElse), !at(.poundElseif), !at(.poundEndif) {
            // A macro expansion with attributes (`@available(macOS 14, *) #Preview { … }`): the attributes stay items.
            parseExpression()
            return
        }
        guard let keyword = current.keyword, current.kind == .identifier else {
            // Attributes or modifiers with no declaration after them: they and the rest of the stretch are unknown.
            skipUnknown()
            if position > marker.token { finish(marker, .unknown) }
            return
        }
        switch keyword {
        case .import:
            advance()
            if let next = current.keyword, next.startsDeclaration || next == .protocol, peek().kind == .identifier { advance() }
            let name = position
            parsePath()
            finish(marker, .importDecl, key: name)
        case .struct, .class, .enum, .actor, .protocol:
            advance()
            let name = position
            if atName || at(.identifier) { advance() }
            if atOperator("<") { parseGenericParameters() }
            parseInheritance()
            parseWhereClause()
            parseCodeBlock()
            let kind: SyntaxKind
            switch keyword {
            case .class: kind = .classDecl
            case .enum: kind = .enumDecl
            case .actor: kind = .actorDecl
            case .protocol: kind = .protocolDecl
            default: kind = .structDecl
            }
            finish(marker, kind, key: name)
        case .extension:
            advance()
            let name = position
            parseType()
            parseInheritance()
            parseWhereClause()
            parseCodeBlock()
            finish(marker, .extensionDecl, key: name)
        case .func:
            advance()
            let name = position
            parseFunctionName()
            if atOperator("<") { parseGenericParameters() }
            parseParameterClause(closureStyle: false)
            parseEffects()
            if eat(.arrow) { parseType() }
            parseWhereClause()
            parseCodeBlock()
            finish(marker, .functionDecl, key: name)
        case .`init`:
            let name = position
            advance()
            if (atOperator("?") || atOperator("!")) && !current.hasLeadingTrivia { advance() }
            if atOperator("<") { parseGenericParameters() }
            parseParameterClause(closureStyle: false)
            parseEffects()
            parseWhereClause()
            parseCodeBlock()
            finish(marker, .initializerDecl, key: name)
        case .deinit:
            let name = position
            advance()
            parseCodeBlock()
            finish(marker, .deinitializerDecl, key: name)
        case .subscript:
            let name = position
            advance()
            if atOperator("<") { parseGenericParameters() }
            parseParameterClause(closureStyle: false)
            if eat(.arrow) { parseType() }
            parseWhereClause()
            if at(.leftBrace) { parseAccessorBlock() }
            finish(marker, .subscriptDecl, key: name)
        case .let, .var:
            let name = position
            advance()
            parseBindings()
            finish(marker, .variableDecl, key: name)
        case .case:
            advance()
            parseEnumCaseElements()
            finish(marker, .enumCaseDecl)
        case .typealias:
            advance()
            let name = position
            if atName { advance() }
            if atOperator("<") { parseGenericParameters() }
            if eatOperator("=") { parseType() }
            parseWhereClause()
            finish(marker, .typeAliasDecl, key: name)
        case .associatedtype:
            advance()
            let name = position
            if atName { advance() }
            parseInheritance()
            if eatOperator("=") { parseType() }
            parseWhereClause()
            finish(marker, .associatedTypeDecl, key: name)
        case .macro:
            advance()
            let name = position
            if atName { advance() }
            if atOperator("<") { parseGenericParameters() }
            parseParameterClause(closureStyle: false)
            if eat(.arrow) { parseType() }
            if eatOperator("=") { parseExpression() }
            parseWhereClause()
            finish(marker, .operatorDecl, key: name)
        case .operator, .precedencegroup:
            advance()
            let name = position
            if !at(.leftBrace) && !at(.colon) { advance() }
            if keyword == .operator {
                // `infix operator <>: AdditionPrecedence` to the end of the line.
                while !atEnd, !current.isAtLineStart, !at(.rightBrace), !at(.semicolon) { advance() }
            } else if at(.leftBrace) {
                skipBalanced()
            }
            finish(marker, .operatorDecl, key: name)
        default:
            skipUnknown()
            finish(marker, .unknown)
        }
    }

    /// Consumes a bracketed run as the current node's own tokens, balancing brackets (no nodes inside).
    mutating func skipBalanced() {
        var nesting = 0
        repeat {
            if current.isOpener { nesting += 1 } else if current.isCloser { nesting -= 1 }
            advance()
        } while nesting > 0 && !atEnd
    }

    /// Parses declaration modifiers: `public`, `private(set)`, `static`, `class` before `func`/`var`, `override`…
    mutating func parseModifiers() {
        var progress = LoopProgress()
        while progress.advanced(to: position), current.kind == .identifier, let keyword = current.keyword {
            let next = peek()
            let isModifier: Bool
            if keyword == .class {
                isModifier = next.kind == .identifier && (next.keyword?.startsDeclaration == true || next.keyword?.isModifier == true)
                    && next.keyword != .protocol
            } else {
                isModifier = keyword.isModifier && (next.kind == .identifier || next.kind == .leftParen)
            }
            guard isModifier else { return }
            let marker = start()
            advance()
            if at(.leftParen), peek(2).kind == .rightParen, !current.hasLeadingTrivia {
                advance()
                advance()
                advance()
            }
            finish(marker, .modifier, key: marker.token)
        }
    }

    /// Parses a dotted name (`Foundation`, `UIKit.UIView`) as the current node's own tokens.
    mutating func parsePath() {
        if at(.identifier) { advance() }
        while at(.period), peek().kind == .identifier, !current.isAtLineStart {
            advance()
            advance()
        }
    }

    /// Parses a function's name: an identifier or an operator (`==`, `<*>`).
    mutating func parseFunctionName() {
        if at(.identifier) {
            advance()
        } else if atAnyOperator {
            advance()
            while atAnyOperator, !current.hasLeadingTrivia, !atOperator("<") || peek().kind == .operator { advance() }
        }
    }

    /// Parses `async`, `throws`, `throws(E)`, `rethrows` after parameters.
    mutating func parseEffects() {
        var progress = LoopProgress()
        while progress.advanced(to: position) {
            if eat(.async) || eat(.rethrows) { continue }
            if tokenText(position, is: "reasync"), at(.identifier) { advance(); continue }
            if eat(.throws) {
                if at(.leftParen), !current.hasLeadingTrivia {
                    advance()
                    parseType()
                    eat(.rightParen)
                }
                continue
            }
            break
        }
    }

    /// Parses `<T: P, each U>`.
    mutating func parseGenericParameters() {
        let marker = start()
        advance()
        var progress = LoopProgress()
        while !atEnd, !atOperator(">"), progress.advanced(to: position) {
            let parameter = start()
            parseAttributes()
            eat(.each)
            let name = position
            if atName || at(.identifier) { advance() }
            if eat(.colon) { parseType() }
            if eatOperator("=") { parseType() }
            finish(parameter, .genericParameter, key: name)
            if !eat(.comma) { break }
        }
        parseWhereClause()
        eatOperator(">")
        finish(marker, .genericParameterClause)
    }

    /// Parses `: Base, Protocol` when at `:`.
    mutating func parseInheritance() {
        guard at(.colon) else { return }
        let marker = start()
        advance()
        var progress = LoopProgress()
        while !atEnd, progress.advanced(to: position) {
            guard parseType() != nil else { break }
            if !eat(.comma) { break }
        }
        finish(marker, .inheritanceClause)
    }

    /// Parses `where T: P, T.Element == U` when at `where`.
    mutating func parseWhereClause() {
        guard at(.where) else { return }
        let marker = start()
        advance()
        var progress = LoopProgress()
        while !atEnd, progress.advanced(to: position) {
            guard parseType() != nil else { break }
            if eat(.colon) || eatOperator("==") { parseType() }
            if !eat(.comma) { break }
        }
        finish(marker, .genericWhereClause)
    }

    /// Parses `(label name: Type = default, …)` when at `(`.
    ///
    /// - Parameter closureStyle: A closure's parameters, where a bare name is a name (`(a, b)`), not a type.
    mutating func parseParameterClause(closureStyle: Bool) {
        guard at(.leftParen) else { return }
        let marker = start()
        advance()
        openParentheses += 1
        let saved = (allowsTrailingClosure, stopsAtLineEnd)
        (allowsTrailingClosure, stopsAtLineEnd) = (true, false)
        var progress = LoopProgress()
        while !atEnd, !at(.rightParen) {
            if atCloserOfEnclosing { break }
            guard progress.advanced(to: position) else {
                if forceProgress(until: { $0.kind == .comma }) { continue }
                break
            }
            parseParameter(closureStyle: closureStyle)
            if !eat(.comma), !at(.rightParen), !atCloserOfEnclosing {
                skipUnknown { $0.kind == .comma }
                eat(.comma)
            }
        }
        (allowsTrailingClosure, stopsAtLineEnd) = saved
        openParentheses -= 1
        eat(.rightParen)
        finish(marker, .parameterClause)
    }

    /// Parses one parameter: attributes, names, `: Type`, `...`, `= default`.
    private mutating func parseParameter(closureStyle: Bool) {
        let marker = start()
        parseAttributes()
        var key = -1
        let first = current
        let isNameToken = first.kind == .identifier
        if isNameToken, peek().kind == .colon {
            key = position
            advance()
        } else if isNameToken, peek().kind == .identifier, peek(2).kind == .colon {
            key = position
            advance()
            advance()
        } else if closureStyle, isNameToken, peek().kind == .comma || peek().kind == .rightParen {
            key = position
            advance()
        }
        if key < 0 || eat(.colon) { parseType() }
        if atOperator("...") { advance() }
        if eatOperator("=") { parseExpression() }
        finish(marker, .parameter, key: key)
    }

    /// Parses the comma-separated bindings of `var`/`let`: pattern, type annotation, initializer, accessors.
    private mutating func parseBindings() {
        var progress = LoopProgress()
        while !atEnd, progress.advanced(to: position) {
            let marker = start()
            let name = position
            guard parsePattern() != nil else { break }
            if at(.colon) {
                let annotation = start()
                advance()
                parseType()
                finish(annotation, .typeAnnotation)
            }
            if eatOperator("=") { parseExpression() }
            if at(.leftBrace) { parseAccessorBlock() }
            finish(marker, .patternBinding, key: name)
            if !eat(.comma) { break }
        }
    }

    /// Parses `{ get set }`, observers, or a computed getter's body, as an ``SyntaxKind/accessorBlock``.
    mutating func parseAccessorBlock() {
        let marker = start()
        if accessorsAhead {
            advance()
            openBraces += 1
            var progress = LoopProgress()
            while !atEnd, !at(.rightBrace), progress.advanced(to: position) {
                if atCloserOfEnclosing { break }
                let accessor = start()
                parseAttributes()
                parseModifiers()
                let name = position
                guard current.kind == .identifier else {
                    skipUnknown()
                    finish(accessor, .unknown)
                    continue
                }
                advance()
                if at(.leftParen) {
                    advance()
                    if at(.identifier) { advance() }
                    eat(.rightParen)
                }
                parseEffects()
                parseCodeBlock()
                finish(accessor, .accessorDecl, key: name)
            }
            openBraces -= 1
            eat(.rightBrace)
        } else {
            parseCodeBlock()
        }
        finish(marker, .accessorBlock)
    }

    /// Whether the `{` at the current token holds accessors (`get`, `set`, `willSet`, `didSet`…), not a getter's body.
    var accessorsAhead: Bool {
        var index = position + 1
        var steps = 0
        while steps < 16, index < lastToken {
            let token = tokens[index]
            if token.kind == .atSign { index += 2; steps += 1; continue }
            if token.kind == .leftParen && steps > 0 { index += 1; steps += 1; continue }
            guard token.kind == .identifier else { return false }
            switch token.keyword {
            case .mutating?, .nonmutating?, .override?:
                index += 1
                steps += 1
                continue
            case .get?, .set?, .willSet?, .didSet?, ._modify?, ._read?, .modify?, .read?:
                let next = tokens[min(index + 1, lastToken)]
                switch next.kind {
                case .leftBrace, .rightBrace, .leftParen: return true
                case .identifier: return next.isAtLineStart || next.keyword == .async || next.keyword == .throws || next.keyword == .set
                    || next.keyword == .get
                default: return false
                }
            default:
                return tokenText(index, is: "init") && tokens[min(index + 1, lastToken)].kind == .leftParen
                    && tokens[min(index + 2, lastToken)].kind == .identifier && tokens[min(index + 3, lastToken)].kind == .rightParen
            }
        }
        return false
    }

    /// Parses the elements of `case a, b(Int), c = 1`.
    private mutating func parseEnumCaseElements() {
        var progress = LoopProgress()
        while !atEnd, progress.advanced(to: position) {
            let marker = start()
            let name = position
            guard at(.identifier) else { break }
            advance()
            if at(.leftParen) { parseParameterClause(closureStyle: false) }
            if eatOperator("=") { parseExpression() }
            finish(marker, .enumCaseElement, key: name)
            if !eat(.comma) { break }
        }
    }
}
