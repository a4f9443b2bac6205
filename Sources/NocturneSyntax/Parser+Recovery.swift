/// Recovery: what the parser does with text it cannot read as the construct it expects.
///
/// The text becomes one ``SyntaxKind/unknown`` node and parsing resumes at a point the enclosing constructs know: a
/// separator or closer they wait for, or the start of the next statement or declaration (a keyword that begins one at
/// the start of a line). Brackets inside the skipped text are balanced, so a stray `{` does not swallow the
/// enclosing block's `}`. With ``LoopProgress`` this guarantees that every input is consumed in linear time.
extension Parser {
    /// Whether the current token begins a statement or a declaration at the start of a line: a place to resume.
    var atItemStartOnNewLine: Bool {
        let token = current
        guard token.isAtLineStart else { return false }
        if token.kind == .atSign || token.kind == .pound { return true }
        guard token.kind == .identifier, let keyword = token.keyword else { return false }
        return keyword.startsStatement || keyword.startsDeclaration || keyword.isModifier || keyword == .case || keyword == .default
    }

    /// Whether a closer belongs to a construct that is still open (so an inner list must stop before it).
    var atCloserOfEnclosing: Bool {
        switch kind {
        case .rightParen: openParentheses > 0
        case .rightBracket: openBrackets > 0
        case .rightBrace: openBraces > 0
        case .stringClose, .interpolationClose, .endOfFile: true
        case .pound: openIfConfigs > 0 && (at(.poundElse) || at(.poundElseif) || at(.poundEndif))
        default: false
        }
    }

    /// Consumes text that is not what the parser expects into one `unknown` node, balancing brackets.
    ///
    /// Stops (at bracket depth 0) before a token `stop` accepts, before a closer, at a statement or declaration at the
    /// start of a line, or at the end; consumes at least one token unless it stands at a closer or the end.
    ///
    /// - Parameter stop: The tokens the caller resumes at (a `,` or `)` in an argument list).
    /// - Returns: Whether it consumed anything.
    @discardableResult
    mutating func skipUnknown(until stop: (SyntaxToken) -> Bool = { _ in false }) -> Bool {
        let marker = start()
        var nesting = 0
        var first = true
        while !atEnd {
            let token = current
            if nesting == 0 {
                if token.isCloser { break }
                if !first && (stop(token) || atItemStartOnNewLine) { break }
            }
            if token.isOpener { nesting += 1 } else if token.isCloser { nesting -= 1 }
            advance()
            first = false
        }
        guard position > marker.token else { return false }
        finish(marker, .unknown)
        return true
    }

    /// Skips a construct nested beyond ``maximumDepth``: everything up to the closer that ends the enclosing bracket.
    mutating func skipNested() {
        let marker = start()
        var nesting = 0
        while !atEnd {
            let token = current
            if token.isCloser {
                if nesting == 0 { break }
                nesting -= 1
            } else if token.isOpener {
                nesting += 1
            }
            advance()
        }
        finish(marker, .unknown)
    }

    /// Makes a list's loop advance when its last turn consumed nothing: skips the text as `unknown` (at least one
    /// token, a stray closer included), or answers `false` at a closer of an enclosing construct or the end, where the
    /// loop must stop.
    ///
    /// - Parameter stop: The tokens the list resumes at (its separator).
    /// - Returns: Whether the loop may go on.
    mutating func forceProgress(until stop: (SyntaxToken) -> Bool) -> Bool {
        if skipUnknown(until: stop) { return true }
        if atCloserOfEnclosing || atEnd { return false }
        skipOneToken()
        return true
    }

    /// Consumes the current token as an `unknown` node (a stray closer, a token no construct can hold).
    mutating func skipOneToken() {
        let marker = start()
        advance()
        finish(marker, .unknown)
    }
}
