/// Parses CSS `<color>` syntax (CSS Color 4 and 5) into ``CSSColor`` values.
///
/// A recursive-descent parser over ``CSSToken``s. Every failure is a ``CSSParseError`` naming what
/// was expected and where; no input crashes it. Nesting depth is bounded so that hostile input
/// (`color-mix(` ten thousand times) fails cleanly instead of exhausting the stack.
struct CSSColorParser {
    let text: String
    let tokens: [CSSToken]
    var index = 0
    var depth = 0
    /// Whether a math function that evaluates to infinity or NaN is an error (input to a theme, an audit or a contrast
    /// check) rather than clamped as CSS Values 4 §10.9 says (a converter's reading).
    var refusesNonFinite = false

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
    ///
    /// - Parameter refusingNonFinite: Throw at a math function that evaluates to infinity or NaN (the fast path reads no math functions).
    static func parseFully(_ text: String, refusingNonFinite: Bool = false) throws(CSSParseError) -> CSSColor {
        var parser = CSSColorParser(text)
        parser.refusesNonFinite = refusingNonFinite
        parser.skipWhitespace()
        let storage = try parser.parseColor()
        parser.skipWhitespace()
        guard case .end = parser.current.kind else { throw parser.error("end of input") }
        return CSSColor(storage)
    }

    // MARK: Token helpers

    var current: CSSToken { tokens[min(index, tokens.count - 1)] }

    mutating func advance() { if index < tokens.count - 1 { index += 1 } }

    mutating func skipWhitespace() {
        while case .whitespace = current.kind { advance() }
    }

    func error(_ expected: String, at token: CSSToken? = nil) -> CSSParseError {
        let offset = (token ?? current).offset
        return CSSParseError(expected: expected, offset: text.characterOffset(ofByte: offset), input: text)
    }

    func isIdent(_ token: CSSToken, _ name: String) -> Bool {
        if case .ident(let value) = token.kind { return value.lowercased() == name }
        return false
    }

    func isDelimiter(_ token: CSSToken, _ scalar: Unicode.Scalar) -> Bool {
        if case .delimiter(let value) = token.kind { return value == scalar }
        return false
    }

    mutating func expectCloseParenthesis() throws(CSSParseError) {
        skipWhitespace()
        guard case .closeParenthesis = current.kind else { throw error("')'") }
        advance()
    }

    mutating func enter() throws(CSSParseError) {
        depth += 1
        if depth > CSSColorParser.maximumDepth { throw error("less deeply nested functions") }
    }

    // MARK: Colors

    mutating func parseColor() throws(CSSParseError) -> CSSColor.Storage {
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

    func parseHex(_ digits: String, token: CSSToken) throws(CSSParseError) -> CSSColor.Storage {
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

    func parseKeyword(_ name: String, token: CSSToken) throws(CSSParseError) -> CSSColor.Storage {
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

    mutating func parseFunction(_ name: String, token: CSSToken) throws(CSSParseError) -> CSSColor.Storage {
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
    mutating func parseOrigin() throws(CSSParseError) -> CSSColor.Storage? {
        skipWhitespace()
        guard isIdent(current, "from") else { return nil }
        advance()
        skipWhitespace()
        let origin = try parseColor()
        skipWhitespace()
        return origin
    }

    /// rgb(), hsl(), hwb(), lab(), lch(), oklab(), oklch(): legacy comma syntax, modern syntax and relative syntax.
    mutating func parseColorFunction(syntax: CSSColorSyntax, space: ColorSpace, allowsLegacy: Bool) throws(CSSParseError) -> CSSColor.Storage {
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
    mutating func parseModernAlpha(role: CSSComponentRules.Role, channels: Set<String>?) throws(CSSParseError) -> CSSComponent? {
        skipWhitespace()
        guard isDelimiter(current, "/") else { return nil }
        advance()
        skipWhitespace()
        return try parseComponent(role: role, channels: channels).0
    }

    mutating func parseRelativeRest(syntax: CSSColorSyntax, space: ColorSpace, origin: CSSColor.Storage, roles: [CSSComponentRules.Role], channels: Set<String>) throws(CSSParseError) -> CSSColor.Storage {
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
    mutating func parsePredefined() throws(CSSParseError) -> CSSColor.Storage {
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
}
