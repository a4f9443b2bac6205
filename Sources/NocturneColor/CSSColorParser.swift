/// Parses CSS `<color>` syntax (CSS Color 4 and 5) into ``CSSColor`` values.
///
/// A recursive-descent parser over ``CSSToken``s. Every failure is a ``CSSParseError`` naming what
/// was expected and where; no input crashes it. Nesting depth is bounded so that hostile input
/// (`color-mix(` ten thousand times) fails cleanly instead of exhausting the stack.
struct CSSColorParser {
    private let text: String
    private let tokens: [CSSToken]
    private var index = 0
    private var depth = 0

    /// The deepest nesting of functions and parentheses accepted.
    static let maximumDepth = 32

    private init(_ text: String) {
        self.text = text
        self.tokens = CSSTokenizer.tokenize(text)
    }

    /// Parses a whole string as one color.
    static func parse(_ text: String) throws(CSSParseError) -> CSSColor {
        if let storage = fastParse(text) { return CSSColor(storage) }
        return try parseFully(text)
    }

    /// Parses with the full grammar, never the fast path (the fuzz harness compares the two).
    static func parseFully(_ text: String) throws(CSSParseError) -> CSSColor {
        var parser = CSSColorParser(text)
        parser.skipWhitespace()
        let storage = try parser.parseColor()
        parser.skipWhitespace()
        guard case .end = parser.current.kind else { throw parser.error("end of input") }
        return CSSColor(storage)
    }

    // MARK: Token helpers

    private var current: CSSToken { tokens[min(index, tokens.count - 1)] }

    private mutating func advance() { if index < tokens.count - 1 { index += 1 } }

    private mutating func skipWhitespace() {
        while case .whitespace = current.kind { advance() }
    }

    private func error(_ expected: String, at token: CSSToken? = nil) -> CSSParseError {
        let offset = (token ?? current).offset
        return CSSParseError(expected: expected, offset: text.characterOffset(ofByte: offset), input: text)
    }

    private func isIdent(_ token: CSSToken, _ name: String) -> Bool {
        if case .ident(let value) = token.kind { return value.lowercased() == name }
        return false
    }

    private func isDelimiter(_ token: CSSToken, _ scalar: Unicode.Scalar) -> Bool {
        if case .delimiter(let value) = token.kind { return value == scalar }
        return false
    }

    private mutating func expectCloseParenthesis() throws(CSSParseError) {
        skipWhitespace()
        guard case .closeParenthesis = current.kind else { throw error("')'") }
        advance()
    }

    private mutating func enter() throws(CSSParseError) {
        depth += 1
        if depth > CSSColorParser.maximumDepth { throw error("less deeply nested functions") }
    }

    // MARK: Colors

    private mutating func parseColor() throws(CSSParseError) -> CSSColor.Storage {
        let token = current
        switch token.kind {
        case .hash(let digits, _):
            advance()
            return try parseHex(digits, token: token)
        case .ident(let name):
            advance()
            return try parseKeyword(name.lowercased(), token: token)
        case .function(let name):
            advance()
            try enter()
            defer { depth -= 1 }
            return try parseFunction(name.lowercased(), token: token)
        default:
            throw error("a color")
        }
    }

    private func parseHex(_ digits: String, token: CSSToken) throws(CSSParseError) -> CSSColor.Storage {
        let bytes = Array(digits.utf8)
        guard [3, 4, 6, 8].contains(bytes.count) else { throw error("3, 4, 6 or 8 hex digits after '#'", at: token) }
        var values: [Double] = []
        func nibble(_ byte: UInt8) -> Int? {
            switch byte {
            case 0x30...0x39: Int(byte - 0x30)
            case 0x41...0x46: Int(byte - 0x41 + 10)
            case 0x61...0x66: Int(byte - 0x61 + 10)
            default: nil
            }
        }
        if bytes.count <= 4 {
            for byte in bytes {
                guard let value = nibble(byte) else { throw error("hex digits after '#'", at: token) }
                values.append(Double(value * 17))
            }
        } else {
            var position = 0
            while position < bytes.count {
                guard let high = nibble(bytes[position]), let low = nibble(bytes[position + 1]) else {
                    throw error("hex digits after '#'", at: token)
                }
                values.append(Double(high * 16 + low))
                position += 2
            }
        }
        let alpha: Double = values.count == 4 ? values[3] / 255 : 1
        return .absolute(CSSAbsoluteColor(
            syntax: .hex, space: .srgb,
            components: [.value(values[0] / 255), .value(values[1] / 255), .value(values[2] / 255)],
            alpha: .value(alpha)
        ))
    }

    private func parseKeyword(_ name: String, token: CSSToken) throws(CSSParseError) -> CSSColor.Storage {
        if name == "currentcolor" { return .currentColor }
        if name == "transparent" {
            return .absolute(CSSAbsoluteColor(syntax: .transparent, space: .srgb, components: [.value(0), .value(0), .value(0)], alpha: .value(0)))
        }
        if let rgb = NamedColors.all[name] {
            let srgb = rgb.srgb
            return .absolute(CSSAbsoluteColor(syntax: .named(name), space: .srgb, components: [.value(srgb.x), .value(srgb.y), .value(srgb.z)], alpha: .value(1)))
        }
        if NamedColors.systemColorKeywords.contains(name) { return .system(name) }
        throw error("a color", at: token)
    }

    private mutating func parseFunction(_ name: String, token: CSSToken) throws(CSSParseError) -> CSSColor.Storage {
        switch name {
        // rgba() and hsla() are aliases of rgb() and hsl(), relative syntax included (csswg-drafts#8231).
        case "rgb", "rgba": return try parseColorFunction(syntax: .rgb, space: .srgb, allowsLegacy: true)
        case "hsl", "hsla": return try parseColorFunction(syntax: .hsl, space: .hsl, allowsLegacy: true)
        case "hwb": return try parseColorFunction(syntax: .hwb, space: .hwb, allowsLegacy: false)
        case "lab": return try parseColorFunction(syntax: .lab, space: .lab, allowsLegacy: false)
        case "lch": return try parseColorFunction(syntax: .lch, space: .lch, allowsLegacy: false)
        case "oklab": return try parseColorFunction(syntax: .oklab, space: .oklab, allowsLegacy: false)
        case "oklch": return try parseColorFunction(syntax: .oklch, space: .oklch, allowsLegacy: false)
        case "color": return try parsePredefined()
        case "color-mix": return try parseMix()
        case "light-dark":
            skipWhitespace()
            let light = try parseColor()
            skipWhitespace()
            guard case .comma = current.kind else { throw error("',' between the light and dark colors") }
            advance()
            skipWhitespace()
            let dark = try parseColor()
            try expectCloseParenthesis()
            return .lightDark(light, dark)
        default: throw error("a color", at: token)
        }
    }

    /// Parses `from <color>` if present.
    private mutating func parseOrigin() throws(CSSParseError) -> CSSColor.Storage? {
        skipWhitespace()
        guard isIdent(current, "from") else { return nil }
        advance()
        skipWhitespace()
        let origin = try parseColor()
        skipWhitespace()
        return origin
    }

    /// rgb(), hsl(), hwb(), lab(), lch(), oklab(), oklch(): legacy comma syntax, modern syntax and relative syntax.
    private mutating func parseColorFunction(syntax: CSSColorSyntax, space: ColorSpace, allowsLegacy: Bool) throws(CSSParseError) -> CSSColor.Storage {
        let roles = CSSComponentRules.roles(for: syntax, space: space)
        if let origin = try parseOrigin() {
            let channels = CSSComponentRules.channelNames(for: syntax, space: space) + ["alpha"]
            return try parseRelativeRest(syntax: syntax, space: space, origin: origin, roles: roles, channels: Set(channels))
        }
        skipWhitespace()
        var components: [CSSComponent] = []
        var types: [CSSCalcType?] = []
        let (first, firstType) = try parseComponent(role: roles[0], channels: nil)
        components.append(first)
        types.append(firstType)
        skipWhitespace()
        if allowsLegacy, case .comma = current.kind {
            // Legacy syntax: commas, no `none`, rgb channels all numbers or all percentages.
            if case .none = first { throw error("a number, not 'none', in the comma syntax") }
            for position in 1..<3 {
                skipWhitespace()
                guard case .comma = current.kind else { throw error("','") }
                advance()
                skipWhitespace()
                let before = current
                let (component, type) = try parseComponent(role: roles[position], channels: nil)
                if case .none = component { throw error("a number, not 'none', in the comma syntax", at: before) }
                if syntax == .rgb, type != types[0] { throw error(types[0] == .percentage ? "a percentage, like the first channel" : "a number, like the first channel", at: before) }
                if syntax == .hsl, type != .percentage { throw error("a percentage", at: before) }
                components.append(component)
                types.append(type)
            }
            skipWhitespace()
            var alpha = CSSComponent.value(1)
            if case .comma = current.kind {
                advance()
                skipWhitespace()
                let before = current
                let (component, _) = try parseComponent(role: roles[3], channels: nil)
                if case .none = component { throw error("a number, not 'none', in the comma syntax", at: before) }
                alpha = component
            }
            try expectCloseParenthesis()
            return .absolute(CSSAbsoluteColor(syntax: syntax, space: space, components: CSSComponentTriple(components), alpha: alpha))
        }
        for position in 1..<3 {
            skipWhitespace()
            if case .comma = current.kind { throw error(allowsLegacy ? "commas between all components or none" : "a component, not ','") }
            let (component, type) = try parseComponent(role: roles[position], channels: nil)
            components.append(component)
            types.append(type)
        }
        let alpha = try parseModernAlpha(role: roles[3], channels: nil) ?? .value(1)
        try expectCloseParenthesis()
        return .absolute(CSSAbsoluteColor(syntax: syntax, space: space, components: CSSComponentTriple(components), alpha: alpha))
    }

    /// Parses `[/ <alpha>]` of the modern syntax; `nil` when absent.
    private mutating func parseModernAlpha(role: CSSComponentRules.Role, channels: Set<String>?) throws(CSSParseError) -> CSSComponent? {
        skipWhitespace()
        guard isDelimiter(current, "/") else { return nil }
        advance()
        skipWhitespace()
        return try parseComponent(role: role, channels: channels).0
    }

    private mutating func parseRelativeRest(syntax: CSSColorSyntax, space: ColorSpace, origin: CSSColor.Storage, roles: [CSSComponentRules.Role], channels: Set<String>) throws(CSSParseError) -> CSSColor.Storage {
        var components: [CSSComponent] = []
        for position in 0..<3 {
            skipWhitespace()
            components.append(try parseComponent(role: roles[position], channels: channels).0)
        }
        let alpha = try parseModernAlpha(role: roles[3], channels: channels)
        try expectCloseParenthesis()
        return .relative(CSSRelativeColor(syntax: syntax, space: space, origin: origin, components: CSSComponentTriple(components), alpha: alpha))
    }

    /// color(<space> c1 c2 c3 [/ alpha]) and color(from <origin> <space> …).
    private mutating func parsePredefined() throws(CSSParseError) -> CSSColor.Storage {
        let origin = try parseOrigin()
        skipWhitespace()
        let spaceToken = current
        guard case .ident(let spaceName) = spaceToken.kind,
              let space = ColorSpace(cssName: spaceName), ColorSpace.predefined.contains(space) else {
            throw error("a predefined color space (srgb, srgb-linear, display-p3, a98-rgb, prophoto-rgb, rec2020, xyz, xyz-d50, xyz-d65)")
        }
        advance()
        let syntax = CSSColorSyntax.color(spelledXYZ: spaceName.lowercased() == "xyz")
        let roles = CSSComponentRules.roles(for: syntax, space: space)
        if let origin {
            let channels = CSSComponentRules.channelNames(for: syntax, space: space) + ["alpha"]
            return try parseRelativeRest(syntax: syntax, space: space, origin: origin, roles: roles, channels: Set(channels))
        }
        var components: [CSSComponent] = []
        for position in 0..<3 {
            skipWhitespace()
            components.append(try parseComponent(role: roles[position], channels: nil).0)
        }
        let alpha = try parseModernAlpha(role: roles[3], channels: nil) ?? .value(1)
        try expectCloseParenthesis()
        return .absolute(CSSAbsoluteColor(syntax: syntax, space: space, components: CSSComponentTriple(components), alpha: alpha))
    }

    // MARK: color-mix()

    private mutating func parseMix() throws(CSSParseError) -> CSSColor.Storage {
        skipWhitespace()
        var space: ColorSpace?
        var spaceName: String?
        var hue = HueInterpolationMethod.shorter
        var hueWasSpecified = false
        var usesSpecifiedHue = false
        if isIdent(current, "in") {
            advance()
            skipWhitespace()
            let spaceToken = current
            guard case .ident(let name) = spaceToken.kind, let parsed = ColorSpace(cssName: name), parsed != .hsv else {
                throw error("a color space after 'in'")
            }
            space = parsed
            spaceName = name.lowercased()
            advance()
            skipWhitespace()
            if case .ident(let methodName) = current.kind, methodName.lowercased() != "hue" {
                let lowered = methodName.lowercased()
                let method = HueInterpolationMethod(rawValue: lowered)
                guard method != nil || lowered == "specified" else { throw error("a hue interpolation method (shorter, longer, increasing, decreasing) or ','") }
                guard parsed.isPolar else { throw error("',' (hue methods need a polar space)") }
                advance()
                skipWhitespace()
                guard isIdent(current, "hue") else { throw error("'hue' after '\(methodName)'") }
                advance()
                if let method { hue = method } else { usesSpecifiedHue = true }
                hueWasSpecified = true
                skipWhitespace()
            }
            guard case .comma = current.kind else { throw error("','") }
            advance()
        }
        var colors: [CSSColor.Storage] = []
        var percentages: [CSSComponent?] = []
        while true {
            skipWhitespace()
            var percentage: CSSComponent?
            var color: CSSColor.Storage?
            for _ in 0..<2 {
                skipWhitespace()
                if percentage == nil, let parsed = try parseMixPercentage() {
                    percentage = parsed
                } else if color == nil {
                    color = try parseColor()
                } else {
                    break
                }
            }
            guard let color else { throw error("a color") }
            colors.append(color)
            percentages.append(percentage)
            skipWhitespace()
            if case .comma = current.kind {
                advance()
                continue
            }
            break
        }
        try expectCloseParenthesis()
        // Literal percentages must lie in 0…100%.
        for case .value(let value)? in percentages where !(value >= 0 && value <= 100) {
            throw error("percentages between 0% and 100% in color-mix()")
        }
        return .mix(CSSColorMix(space: space, spaceName: spaceName, hue: hue, hueWasSpecified: hueWasSpecified, usesSpecifiedHue: usesSpecifiedHue, colors: colors, percentages: percentages))
    }

    /// A percentage (literal or math function) inside `color-mix()`, or `nil` when the next token is not one.
    private mutating func parseMixPercentage() throws(CSSParseError) -> CSSComponent? {
        switch current.kind {
        case .percentage(let value):
            advance()
            return .value(clampLiteral(value))
        case .function(let name) where CSSColorParser.mathFunctions.contains(name.lowercased()):
            let start = current
            let node = try parseMathFunction(channels: nil)
            guard node.type() == .percentage else { throw error("a percentage", at: start) }
            let simplified = node.simplified(in: .specified)
            if let value = simplified.evaluate(in: .specified) {
                return .value(value)
            }
            return .calc(simplified, .percentage)
        default:
            return nil
        }
    }

    // MARK: Components

    /// Parses one component for a role: a number, percentage, angle, `none`, a math function, or a channel keyword.
    ///
    /// - Returns: The component (finished into the space's units when it is a literal) and its written type
    ///   (`nil` for `none` and bare channel keywords).
    private mutating func parseComponent(role: CSSComponentRules.Role, channels: Set<String>?) throws(CSSParseError) -> (CSSComponent, CSSCalcType?) {
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
                return (.value(CSSComponentRules.finish(value, type: type, role: role)), type)
            }
            let simplified = node.simplified(in: .specified)
            // Simplification can settle what evaluation could not (sign(1em) is 1 whatever the font size).
            if !simplified.refersToChannels, let value = simplified.evaluate(in: .specified) {
                return (.value(CSSComponentRules.finish(value, type: type, role: role)), type)
            }
            return (.calc(simplified, type), type)
        default:
            throw error(expected)
        }
    }

    /// Literal numbers too large for a Double become the largest finite value, as CSS requires.
    private func clampLiteral(_ value: Double) -> Double {
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
    private mutating func parseMathFunction(channels: Set<String>?) throws(CSSParseError) -> CSSCalcNode {
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

    private mutating func parseSum(channels: Set<String>?) throws(CSSParseError) -> CSSCalcNode {
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

    private mutating func parseProduct(channels: Set<String>?) throws(CSSParseError) -> CSSCalcNode {
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

    private mutating func parseCalcValue(channels: Set<String>?) throws(CSSParseError) -> CSSCalcNode {
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
