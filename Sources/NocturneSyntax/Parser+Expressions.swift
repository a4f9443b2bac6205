/// Expressions: operator sequences folded by precedence, prefixes, postfix chains (members, calls, subscripts,
/// trailing closures, `?`, `!`), and primaries (names, literals, strings, closures, collections, key paths, macros).
extension Parser {
    /// An infix operator waiting for its right operand while a sequence is folded.
    private struct PendingOperator {
        var precedence: OperatorPrecedence
        var kind: SyntaxKind
        var token: Int
    }

    /// Parses an expression; returns its node, or `nil` when the current token cannot start one (nothing consumed).
    @discardableResult
    mutating func parseExpression() -> Int? {
        guard enterNesting() else { return nodes.count - 1 }
        defer { leaveNesting() }
        return parseSequence()
    }

    /// Parses operands joined by infix operators, `as`, `is` and `? :`, folding them into a tree by precedence.
    ///
    /// The fold is iterative (operand and operator stacks), so a line of a hundred thousand `+` does not recurse.
    private mutating func parseSequence() -> Int? {
        guard let first = parseUnary() else { return nil }
        var operands = [first]
        var operators: [PendingOperator] = []
        var progress = LoopProgress()
        while !atEnd, progress.advanced(to: position) {
            if stopsAtLineEnd && current.isAtLineStart { break }
            if (at(.as) || at(.is)) && current.kind == .identifier {
                reduce(&operands, &operators, above: .casting, rightAssociative: false)
                let keyword = position
                let isCast = at(.as)
                advance()
                if isCast, (atOperator("?") || atOperator("!")), !current.hasLeadingTrivia { advance() }
                parseType()
                if let operand = operands.last {
                    operands[operands.count - 1] = finish(marker(before: operand), isCast ? .cast : .typeCheck, key: keyword)
                }
                continue
            }
            if at(.arrow) {
                // A function type as a value: `[() -> Void]()`.
                advance()
                parseType()
                if let operand = operands.last { operands[operands.count - 1] = finish(marker(before: operand), .typeExpression) }
                continue
            }
            guard atAnyOperator, let (precedence, length) = infixOperatorHere() else { break }
            if tokenText(position, is: "?") {
                // The ternary: the middle is a whole expression, the rest the right operand.
                reduce(&operands, &operators, above: .ternary, rightAssociative: true)
                let question = position
                advance()
                parseExpression()
                eat(.colon)
                operators.append(PendingOperator(precedence: .ternary, kind: .ternary, token: question))
            } else {
                reduce(&operands, &operators, above: precedence, rightAssociative: precedence.isRightAssociative)
                operators.append(PendingOperator(precedence: precedence, kind: .infixOperation, token: position))
                for _ in 0..<length { advance() }
            }
            guard let operand = parseUnary() else { break }
            operands.append(operand)
        }
        reduce(&operands, &operators, above: .lowest, rightAssociative: false)
        return operands.last
    }

    /// Folds pending operators that bind tighter than `precedence` (or as tight, left-associative) into nodes.
    private mutating func reduce(_ operands: inout [Int], _ operators: inout [PendingOperator], above precedence: OperatorPrecedence,
                                 rightAssociative: Bool) {
        while let last = operators.last,
            last.precedence.rawValue > precedence.rawValue || (last.precedence == precedence && !rightAssociative) {
            operators.removeLast()
            // The right operand may be missing (`a +` at the end): then the node holds the left one only.
            if operands.count >= operators.count + 2 { operands.removeLast() }
            guard let left = operands.last else { return }
            let node = finish(marker(before: left), last.kind, key: last.token)
            operands[operands.count - 1] = node
        }
    }

    /// The precedence and length in tokens of the infix operator at the current token, or `nil` if it is not infix.
    ///
    /// Swift decides by whitespace: an operator with whitespace on both sides or on neither is infix. Adjacent
    /// operator tokens are one operator (`>` is lexed alone, so `>=` and `>>` come as two tokens).
    private func infixOperatorHere() -> (OperatorPrecedence, Int)? {
        var end = position
        while end + 1 < lastToken, tokens[end + 1].kind == .operator, !tokens[end + 1].hasLeadingTrivia { end += 1 }
        let next = tokens[min(end + 1, lastToken)]
        let leftBound = !current.hasLeadingTrivia
        let rightBound = !next.hasLeadingTrivia && !next.isCloser && next.kind != .comma && next.kind != .semicolon && next.kind != .colon
            && next.kind != .endOfFile
        guard leftBound == rightBound else { return nil }
        let text = UnsafeBufferPointer(rebasing: bytes[Int(current.start)..<Int(tokens[end].end)])
        return (OperatorPrecedence(text), end - position + 1)
    }

    /// Parses prefix operators, `try` and `await` before an operand, then the operand with its postfix chain.
    private mutating func parseUnary() -> Int? {
        if at(.try) || at(.await) || (at(.unsafe) && peek().kind == .identifier && !peek().isAtLineStart) {
            let marker = start()
            let isTry = at(.try)
            advance()
            if isTry, atOperator("?") || atOperator("!"), !current.hasLeadingTrivia { advance() }
            // `try` covers the rest of the sequence to its right.
            parseExpression()
            return finish(marker, isTry ? .tryExpression : .awaitExpression, key: marker.token)
        }
        var prefixes: [Marker] = []
        while atAnyOperator {
            let next = peek()
            if next.hasLeadingTrivia || next.isCloser || next.kind == .comma || next.kind == .endOfFile { break }
            prefixes.append(start())
            advance()
        }
        var operand = parsePostfix()
        if operand == nil && prefixes.isEmpty && atAnyOperator
            && [.rightParen, .rightBracket, .comma].contains(peek().kind) {
            // An operator alone as a value: `reduce(0, +)`.
            let marker = start()
            advance()
            operand = finish(marker, .declReference, key: marker.token)
        }
        for prefix in prefixes.reversed() { operand = finish(prefix, .prefixOperation, key: prefix.token) }
        return operand
    }

    /// Parses a primary expression and its postfix chain.
    private mutating func parsePostfix() -> Int? {
        guard var base = parsePrimary() else { return nil }
        var progress = LoopProgress()
        loop: while !atEnd, progress.advanced(to: position) {
            let token = current
            if stopsAtLineEnd && token.isAtLineStart { break }
            switch token.kind {
            case .period:
                let name = peek()
                guard name.kind == .identifier || name.kind == .integerLiteral || name.kind == .floatLiteral else { break loop }
                advance()
                let key = position
                advance()
                if tokens[key].kind == .identifier, atArgumentNames { skipArgumentNames() }
                base = finish(marker(before: base), .memberAccess, key: key)
            case .leftParen where !token.isAtLineStart:
                let call = marker(before: base)
                advance()
                parseArguments(until: .rightParen)
                parseTrailingClosures()
                base = finish(call, .functionCall)
            case .leftBracket where !token.isAtLineStart:
                advance()
                parseArguments(until: .rightBracket)
                base = finish(marker(before: base), .subscriptCall)
            // A trailing closure may open on the next line (`items.map` then `{ … }`), as swiftc reads it.
            case .leftBrace where allowsTrailingClosure && !accessorsAhead:
                let call = marker(before: base)
                parseTrailingClosures()
                base = finish(call, .functionCall)
            case .operator where !token.hasLeadingTrivia:
                if atOperator("?") {
                    advance()
                    base = finish(marker(before: base), .optionalChaining)
                } else if atOperator("!") {
                    advance()
                    base = finish(marker(before: base), .forceUnwrap)
                } else if atOperator("<"), genericArgumentsAhead {
                    parseGenericArguments()
                    base = finish(marker(before: base), .genericSpecialization)
                } else {
                    let next = peek()
                    guard next.hasLeadingTrivia || next.isCloser || next.kind == .comma || next.kind == .period || next.kind == .endOfFile else {
                        break loop
                    }
                    let key = position
                    advance()
                    base = finish(marker(before: base), .postfixOperation, key: key)
                }
            case .pound where at(.poundIf) && token.isAtLineStart && postfixIfConfigAhead:
                base = parsePostfixIfConfig(base)
            default:
                break loop
            }
        }
        return base
    }

    /// Whether `(label:label:)` follows a member name, naming a function (`#selector(view.layout(in:))`).
    private var atArgumentNames: Bool {
        guard at(.leftParen), !current.hasLeadingTrivia else { return false }
        var index = position + 1
        var sawLabel = false
        while index < lastToken, index < position + 32 {
            let token = tokens[index]
            if token.kind == .rightParen { return sawLabel }
            guard token.kind == .identifier, tokens[index + 1].kind == .colon else { return false }
            sawLabel = true
            index += 2
        }
        return false
    }

    private mutating func skipArgumentNames() {
        while !at(.rightParen), !atEnd { advance() }
        advance()
    }

    /// Parses the trailing closures after a call: the first `{ }`, then `label: { }` ones.
    private mutating func parseTrailingClosures() {
        guard allowsTrailingClosure, at(.leftBrace), !accessorsAhead else { return }
        let first = start()
        parseClosure()
        finish(first, .trailingClosure)
        var progress = LoopProgress()
        while progress.advanced(to: position), current.kind == .identifier, current.keyword != .case, current.keyword != .default,
            peek().kind == .colon, peek(2).kind == .leftBrace {
            let marker = start()
            let label = position
            advance()
            advance()
            parseClosure()
            finish(marker, .trailingClosure, key: label)
        }
    }

    /// Parses `label: value, …` up to a closer, which it consumes, as ``SyntaxKind/argument`` nodes.
    mutating func parseArguments(until closer: SyntaxToken.Kind) {
        switch closer {
        case .rightParen: openParentheses += 1
        case .rightBracket: openBrackets += 1
        default: break
        }
        let saved = (allowsTrailingClosure, stopsAtLineEnd)
        (allowsTrailingClosure, stopsAtLineEnd) = (true, false)
        var progress = LoopProgress()
        while !atEnd, !at(closer) {
            if atCloserOfEnclosing { break }
            guard progress.advanced(to: position) else {
                if forceProgress(until: { $0.kind == .comma }) { continue }
                break
            }
            let marker = start()
            var label = -1
            if current.kind == .identifier, peek().kind == .colon, !(peek(2).kind == .colon) {
                label = position
                advance()
                advance()
            }
            let value = parseExpression()
            if value == nil && label < 0 && !at(.comma) && !at(closer) && !atCloserOfEnclosing {
                skipUnknown { $0.kind == .comma }
            }
            if !eat(.comma), !at(closer), !atCloserOfEnclosing {
                skipUnknown { $0.kind == .comma }
                eat(.comma)
            }
            if position > marker.token { finish(marker, .argument, key: label) }
        }
        (allowsTrailingClosure, stopsAtLineEnd) = saved
        switch closer {
        case .rightParen: openParentheses -= 1
        case .rightBracket: openBrackets -= 1
        default: break
        }
        eat(closer)
    }

    /// Parses a primary expression, or returns `nil` (consuming nothing) when the current token cannot start one.
    private mutating func parsePrimary() -> Int? {
        let marker = start()
        let token = current
        switch token.kind {
        case .identifier:
            switch token.keyword {
            case .true?, .false?:
                advance()
                return finish(marker, .booleanLiteral)
            case .nil?:
                advance()
                return finish(marker, .nilLiteral)
            case .if?:
                return parseIf()
            case .switch?:
                return parseSwitch()
            case .let?, .var?:
                advance()
                parseExpression()
                return finish(marker, .valueBindingPattern, key: marker.token)
            case .is?:
                advance()
                parseType()
                return finish(marker, .typeCheck, key: marker.token)
            case .`init`?, .self?, .Self?, .super?, .Any?:
                advance()
                return finish(marker, .declReference, key: marker.token)
            case .any?, .some?:
                // A type as a value: `(any Changing).change` in `#selector`, `any Shape.self`; else a name like any other.
                if peek().kind == .identifier, !peek().isAtLineStart {
                    parseType()
                    return finish(marker, .typeExpression)
                }
                fallthrough
            default:
                guard atName else { return nil }
                advance()
                if atArgumentNames { skipArgumentNames() }
                return finish(marker, .declReference, key: marker.token)
            }
        case .integerLiteral:
            advance()
            return finish(marker, .integerLiteral)
        case .floatLiteral:
            advance()
            return finish(marker, .floatLiteral)
        case .stringOpen:
            return parseStringLiteral()
        case .regexLiteral:
            advance()
            return finish(marker, .regexLiteral)
        case .period:
            let name = peek()
            guard name.kind == .identifier || name.kind == .integerLiteral else { return nil }
            advance()
            let key = position
            advance()
            if atArgumentNames { skipArgumentNames() }
            return finish(marker, .implicitMember, key: key)
        case .leftParen:
            advance()
            parseArguments(until: .rightParen)
            return finish(marker, .tuple)
        case .leftBracket:
            return parseCollection()
        case .leftBrace:
            return parseClosure()
        case .backslash:
            return parseKeyPath()
        case .pound:
            return parseMacroExpansion()
        case .atSign:
            // An attributed closure or type as a value (`@MainActor { … }`, `@Sendable () -> Void`).
            parseAttributes()
            if at(.leftBrace) { parseClosure() } else { parseType() }
            return finish(marker, .typeExpression)
        default:
            return nil
        }
    }

    /// Parses a string literal: its delimiters, text segments and interpolations.
    private mutating func parseStringLiteral() -> Int {
        let marker = start()
        advance()
        var progress = LoopProgress()
        while !atEnd, progress.advanced(to: position) {
            switch kind {
            case .stringSegment:
                advance()
            case .interpolationOpen:
                let interpolation = start()
                advance()
                if enterNesting() {
                    parseArguments(until: .interpolationClose)
                    leaveNesting()
                } else {
                    eat(.interpolationClose)
                }
                finish(interpolation, .interpolation)
            case .stringClose:
                advance()
                return finish(marker, .stringLiteral)
            default:
                return finish(marker, .stringLiteral)
            }
        }
        return finish(marker, .stringLiteral)
    }

    /// Parses `[a, b]`, `[k: v]` or `[:]`.
    private mutating func parseCollection() -> Int {
        let marker = start()
        advance()
        if at(.colon), peek().kind == .rightBracket {
            advance()
            advance()
            return finish(marker, .dictionaryLiteral)
        }
        guard enterNesting() else {
            eat(.rightBracket)
            return finish(marker, .arrayLiteral)
        }
        defer { leaveNesting() }
        openBrackets += 1
        let saved = (allowsTrailingClosure, stopsAtLineEnd)
        (allowsTrailingClosure, stopsAtLineEnd) = (true, false)
        var isDictionary = false
        var progress = LoopProgress()
        var first = true
        while !atEnd, !at(.rightBracket) {
            if atCloserOfEnclosing { break }
            guard progress.advanced(to: position) else {
                if forceProgress(until: { $0.kind == .comma }) { continue }
                break
            }
            let element = start()
            let key = parseExpression()
            if at(.colon), first || isDictionary {
                isDictionary = true
                advance()
                parseExpression()
                finish(element, .dictionaryElement)
            } else if key == nil, !at(.comma) {
                skipUnknown { $0.kind == .comma }
            }
            first = false
            if !eat(.comma), !at(.rightBracket), !atCloserOfEnclosing {
                skipUnknown { $0.kind == .comma }
                eat(.comma)
            }
        }
        (allowsTrailingClosure, stopsAtLineEnd) = saved
        openBrackets -= 1
        eat(.rightBracket)
        return finish(marker, isDictionary ? .dictionaryLiteral : .arrayLiteral)
    }

    /// Parses a closure: `{ [captures] (parameters) async throws -> Result in statements }`.
    @discardableResult
    mutating func parseClosure() -> Int {
        let marker = start()
        advance()
        if enterNesting() {
            openBraces += 1
            let saved = (allowsTrailingClosure, stopsAtLineEnd)
            (allowsTrailingClosure, stopsAtLineEnd) = (true, false)
            if closureSignatureAhead { parseClosureSignature() }
            parseItems(.block)
            (allowsTrailingClosure, stopsAtLineEnd) = saved
            openBraces -= 1
            leaveNesting()
        }
        eat(.rightBrace)
        return finish(marker, .closure)
    }

    /// Whether the closure whose `{` was just consumed starts with a signature ending in `in` (looked ahead 128 tokens at most).
    private var closureSignatureAhead: Bool {
        var index = position
        var nesting = 0
        let limit = min(position + 128, lastToken)
        while index < limit {
            let token = tokens[index]
            switch token.kind {
            case .leftParen, .leftBracket:
                nesting += 1
            case .rightParen, .rightBracket:
                nesting -= 1
                if nesting < 0 { return false }
            case .leftBrace, .rightBrace, .semicolon, .endOfFile, .stringOpen, .pound:
                return false
            case .identifier:
                if token.keyword == .in && nesting == 0 { return index > position }
                if nesting == 0, let keyword = token.keyword, keyword.startsStatement || keyword == .let || keyword == .var {
                    return false
                }
            case .operator:
                if nesting == 0 && !(tokenText(index, is: "?") || tokenText(index, is: "!") || tokenText(index, is: "<")
                    || tokenText(index, is: ">") || tokenText(index, is: "&") || tokenText(index, is: "...")) {
                    return false
                }
            default:
                break
            }
            index += 1
        }
        return false
    }

    /// Parses a closure's signature up to and including `in`.
    private mutating func parseClosureSignature() {
        let marker = start()
        parseAttributes()
        if at(.leftBracket) {
            let captures = start()
            advance()
            openBrackets += 1
            var progress = LoopProgress()
            while !atEnd, !at(.rightBracket), !atCloserOfEnclosing, progress.advanced(to: position) {
                let item = start()
                if at(.weak) || at(.unowned) {
                    advance()
                    if at(.leftParen) { skipBalanced() }
                }
                parseExpression()
                if position > item.token { finish(item, .argument) }
                if !eat(.comma) { break }
            }
            openBrackets -= 1
            eat(.rightBracket)
            finish(captures, .captureList)
        }
        if at(.leftParen) {
            parseParameterClause(closureStyle: true)
        } else {
            var progress = LoopProgress()
            while current.kind == .identifier, !at(.in), progress.advanced(to: position) {
                let parameter = start()
                advance()
                finish(parameter, .parameter, key: parameter.token)
                if !eat(.comma) { break }
            }
        }
        parseEffects()
        if eat(.arrow) { parseType() }
        // Anything else before `in` is not Swift.
        if !at(.in) { skipUnknown { $0.keyword == .in && $0.kind == .identifier } }
        eat(.in)
        finish(marker, .closureSignature)
    }

    /// Parses a key path: `\Type.member?.other[0]`, `\.member`.
    private mutating func parseKeyPath() -> Int {
        let marker = start()
        advance()
        if current.kind == .identifier, !current.hasLeadingTrivia {
            let root = start()
            advance()
            if atOperator("<"), genericArgumentsAhead { parseGenericArguments() }
            finish(root, .typeIdentifier, key: root.token)
        }
        var progress = LoopProgress()
        while !atEnd, progress.advanced(to: position), !current.hasLeadingTrivia {
            if at(.period), peek().kind == .identifier || peek().kind == .integerLiteral {
                advance()
                advance()
            } else if at(.period), peek().kind == .operator, !peek().hasLeadingTrivia {
                advance()
            } else if atOperator("?") || atOperator("!") {
                advance()
            } else if at(.leftBracket) {
                advance()
                parseArguments(until: .rightBracket)
            } else {
                break
            }
        }
        return finish(marker, .keyPath)
    }

    /// Parses `#name<T>(arguments) { trailing closures }`: a macro expansion, `#colorLiteral(…)`, `#available(…)`.
    private mutating func parseMacroExpansion() -> Int? {
        if at(.poundIf) || at(.poundElse) || at(.poundElseif) || at(.poundEndif) { return nil }
        let marker = start()
        let name = position
        let keyword = current.keyword
        advance()
        if atOperator("<"), !current.hasLeadingTrivia, genericArgumentsAhead { parseGenericArguments() }
        if at(.leftParen), !current.isAtLineStart {
            if keyword == .poundAvailable || keyword == .poundUnavailable {
                // `#available(iOS 15, *)`: platform versions, not expressions.
                skipBalanced()
            } else {
                advance()
                parseArguments(until: .rightParen)
            }
        }
        let isDirective = keyword == .poundWarning || keyword == .poundError || keyword == .poundSourceLocation
        if !isDirective { parseTrailingClosures() }
        return finish(marker, isDirective ? .poundDirective : .macroExpansion, key: name)
    }
}
