/// `color-mix()`: the interpolation space and hue method, two colors with optional percentages (CSS Color 5 §2).
extension CSSColorParser {
    mutating func parseMix() throws(CSSParseError) -> CSSColor.Storage {
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
    mutating func parseMixPercentage() throws(CSSParseError) -> CSSComponent? {
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
                try checkFinite(value, at: start)
                return .value(value)
            }
            return .calc(simplified, .percentage)
        default:
            return nil
        }
    }
}
