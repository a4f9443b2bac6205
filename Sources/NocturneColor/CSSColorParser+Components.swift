/// One component of a color function: a literal, `none`, a channel keyword of a relative color, or a math function
/// (CSS Values 4 §10) parsed into a ``CSSCalcNode`` tree.
extension CSSColorParser {
    /// Parses one component for a role: a number, percentage, angle, `none`, a math function, or a channel keyword.
    ///
    /// - Returns: The component (finished into the space's units when it is a literal) and its written type
    ///   (`nil` for `none` and bare channel keywords).
    mutating func parseComponent(role: CSSComponentRules.Role, channels: Set<String>?) throws(CSSParseError) -> (CSSComponent, CSSCalcType?) {
        let token = current
        let expected: String
        switch role {
        case .hue: expected = "a number, an angle or 'none'"
        case .alpha: expected = "an alpha number, percentage or 'none'"
        default: expected = "a number, a percentage or 'none'"
        }
        switch token.kind {
        case .number(let value, _):
            advance()
            return (.value(CSSComponentRules.finish(clampLiteral(value), type: .number, role: role)), .number)
        case .percentage(let value):
            guard CSSComponentRules.accepts(.percentage, role: role) else { throw error(expected) }
            advance()
            return (.value(CSSComponentRules.finish(clampLiteral(value), type: .percentage, role: role)), .percentage)
        case .dimension(let value, let unit):
            let lowered = unit.lowercased()
            guard CSSComponentRules.accepts(.angle, role: role), let scale = CSSCalcNode.angleUnits[lowered] else { throw error(expected) }
            advance()
            return (.value(CSSComponentRules.finish(clampLiteral(value) * scale, type: .angle, role: role)), .angle)
        case .ident(let name):
            let lowered = name.lowercased()
            if lowered == "none" {
                advance()
                return (.none, nil)
            }
            if let channels, channels.contains(lowered) {
                advance()
                return (.channel(lowered), .number)
            }
            throw error(expected)
        case .function(let name) where CSSColorParser.mathFunctions.contains(name.lowercased()):
            let node = try parseMathFunction(channels: channels)
            guard let type = node.type(), CSSComponentRules.accepts(type, role: role) else { throw error(expected, at: token) }
            if !node.refersToChannels, let value = node.evaluate(in: .specified) {
                try checkFinite(value, at: token)
                return (.value(CSSComponentRules.finish(value, type: type, role: role)), type)
            }
            let simplified = node.simplified(in: .specified)
            // Simplification can settle what evaluation could not (sign(1em) is 1 whatever the font size).
            if !simplified.refersToChannels, let value = simplified.evaluate(in: .specified) {
                try checkFinite(value, at: token)
                return (.value(CSSComponentRules.finish(value, type: type, role: role)), type)
            }
            return (.calc(simplified, type), type)
        default:
            throw error(expected)
        }
    }

    /// Refuses a math function's infinite or NaN value when the parse is for input that must be finite (``refusesNonFinite``).
    func checkFinite(_ value: Double, at token: CSSToken) throws(CSSParseError) {
        guard refusesNonFinite, !value.isFinite else { return }
        let what = value.isNaN ? "NaN" : value > 0 ? "infinity" : "-infinity"
        throw error("a finite value (this math function is \(what), which CSS would clamp; as input it is refused)", at: token)
    }

    /// Literal numbers too large for a Double become the largest finite value, as CSS requires.
    func clampLiteral(_ value: Double) -> Double {
        if value == .infinity { return .greatestFiniteMagnitude }
        if value == -.infinity { return -.greatestFiniteMagnitude }
        return value
    }

    // MARK: Math functions (CSS Values 4 §10)

    static let mathFunctions: Set<String> = [
        "calc", "min", "max", "clamp", "abs", "sign", "round", "mod", "rem", "sin", "cos", "tan",
        "asin", "acos", "atan", "atan2", "pow", "sqrt", "hypot", "log", "exp",
    ]

    /// Parses a math function starting at its function token, returning its expression tree.
    mutating func parseMathFunction(channels: Set<String>?) throws(CSSParseError) -> CSSCalcNode {
        guard case .function(let rawName) = current.kind else { throw error("a math function") }
        let name = rawName.lowercased()
        let start = current
        advance()
        try enter()
        defer { depth -= 1 }
        var arguments: [CSSCalcNode] = []
        var roundStrategy: String?
        skipWhitespace()
        if name == "round", case .ident(let strategy) = current.kind,
           ["nearest", "up", "down", "to-zero"].contains(strategy.lowercased()) {
            roundStrategy = strategy.lowercased()
            advance()
            skipWhitespace()
            guard case .comma = current.kind else { throw error("','") }
            advance()
        }
        while true {
            skipWhitespace()
            arguments.append(try parseSum(channels: channels))
            skipWhitespace()
            if case .comma = current.kind {
                advance()
                continue
            }
            break
        }
        guard case .closeParenthesis = current.kind else { throw error("')'") }
        advance()
        let counts: ClosedRange<Int>
        switch name {
        case "calc", "abs", "sign", "sin", "cos", "tan", "asin", "acos", "atan", "sqrt", "exp": counts = 1...1
        case "clamp": counts = 3...3
        case "mod", "rem", "atan2", "pow": counts = 2...2
        case "round", "log": counts = 1...2
        default: counts = 1...Int.max
        }
        guard counts.contains(arguments.count) else { throw error("\(counts.lowerBound == counts.upperBound ? "\(counts.lowerBound)" : "\(counts.lowerBound) or more") argument(s) to \(name)()", at: start) }
        let node: CSSCalcNode
        if name == "calc" {
            node = arguments[0]
        } else if name == "round" {
            node = .function("round-" + (roundStrategy ?? "nearest"), arguments)
        } else {
            node = .function(name, arguments)
        }
        guard node.type() != nil else { throw error("a calculation whose units match", at: start) }
        return node
    }

    mutating func parseSum(channels: Set<String>?) throws(CSSParseError) -> CSSCalcNode {
        var terms = [try parseProduct(channels: channels)]
        while true {
            let save = index
            guard case .whitespace = current.kind else { break }
            skipWhitespace()
            let isPlus = isDelimiter(current, "+")
            let isMinus = isDelimiter(current, "-")
            guard isPlus || isMinus else {
                index = save
                break
            }
            advance()
            guard case .whitespace = current.kind else { throw error("whitespace after '\(isPlus ? "+" : "-")'") }
            skipWhitespace()
            let term = try parseProduct(channels: channels)
            terms.append(isPlus ? term : .negate(term))
        }
        return terms.count == 1 ? terms[0] : .sum(terms)
    }

    mutating func parseProduct(channels: Set<String>?) throws(CSSParseError) -> CSSCalcNode {
        var factors = [try parseCalcValue(channels: channels)]
        while true {
            let save = index
            skipWhitespace()
            let isTimes = isDelimiter(current, "*")
            let isDivide = isDelimiter(current, "/")
            guard isTimes || isDivide else {
                index = save
                break
            }
            advance()
            skipWhitespace()
            let factor = try parseCalcValue(channels: channels)
            factors.append(isTimes ? factor : .invert(factor))
        }
        return factors.count == 1 ? factors[0] : .product(factors)
    }

    mutating func parseCalcValue(channels: Set<String>?) throws(CSSParseError) -> CSSCalcNode {
        let token = current
        switch token.kind {
        case .number(let value, _):
            advance()
            return .number(clampLiteral(value))
        case .percentage(let value):
            advance()
            return .percentage(clampLiteral(value))
        case .dimension(let value, let unit):
            let lowered = unit.lowercased()
            guard CSSCalcNode.type(ofUnit: lowered) != nil else { throw error("a number, percentage, angle or length") }
            advance()
            return .dimension(clampLiteral(value), lowered)
        case .ident(let name):
            let lowered = name.lowercased()
            advance()
            switch lowered {
            case "e": return .number(2.718281828459045)
            case "pi": return .number(Double.pi)
            case "infinity": return .number(.infinity)
            case "-infinity": return .number(-.infinity)
            case "nan": return .number(.nan)
            default:
                if let channels, channels.contains(lowered) { return .channel(lowered) }
                throw error("a number or a constant (e, pi, infinity, NaN)", at: token)
            }
        case .openParenthesis:
            advance()
            try enter()
            defer { depth -= 1 }
            skipWhitespace()
            let inner = try parseSum(channels: channels)
            skipWhitespace()
            guard case .closeParenthesis = current.kind else { throw error("')'") }
            advance()
            return inner
        case .function(let name) where CSSColorParser.mathFunctions.contains(name.lowercased()):
            return try parseMathFunction(channels: channels)
        default:
            throw error("a number, percentage, dimension or '('")
        }
    }
}
