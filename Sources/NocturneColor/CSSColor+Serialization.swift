import NocturneSupport

extension ColorValue {
    /// The CSSOM computed-value serialization of this color in its own space.
    ///
    /// `srgb` and the other predefined spaces give `color(srgb 1 0 0)`; `hsl`, `hwb` and `hsv` give
    /// legacy `rgb(255, 0, 0)` / `rgba(…, 0.5)`; `lab`, `lch`, `oklab`, `oklch` give their own function.
    /// Numbers have at most six significant digits; missing components print as `none`.
    public var css: String {
        CSSSerializer.computedForm(of: self)
    }

    /// This color in its own space's notation, even where ``css`` writes `rgb()`: `hsl(177.297 83.4586% 26.0784%)`.
    ///
    /// CSSOM serializes `hsl()` and `hwb()` as `rgb()`, which hides the numbers someone converting to
    /// those spaces asked for. Here `hsl` and `hwb` keep their function, with saturation, lightness,
    /// whiteness and blackness as percentages, and `hsv`, which has no CSS function, is written the same
    /// way as `hsv(…)` (for reading, not valid CSS). Every other space gives ``css``. Numbers have at most
    /// six significant digits; missing components print as `none`.
    public var notation: String {
        guard space.isSRGBCylindrical else { return css }
        // Written into one string (this runs once per line of `nocturne color - --to hsl`).
        var text = space.rawValue + "("
        text.reserveCapacity(48)
        for index in 0..<3 {
            if index > 0 { text += " " }
            if missing.contains(.component(index)) {
                text += "none"
            } else {
                text += NumberText.css(coordinates[index])
                if index > 0 { text += "%" }
            }
        }
        if missing.contains(.alpha) {
            text += " / none"
        } else if alpha < 1 {
            text += " / "
            text += NumberText.css(alpha)
        }
        return text + ")"
    }
}

/// The CSSOM serialization rules for colors (CSS Color 4 §15).
enum CSSSerializer {
    /// A color value in the form its space computes to (see ``ColorValue/css``).
    static func computedForm(of value: ColorValue) -> String {
        switch value.space {
        case .hsl, .hwb, .hsv: legacyRGB(value)
        default: modernForm(of: value)
        }
    }

    /// The form a color takes as the result of `color-mix()` or relative syntax: sRGB-family becomes `color(srgb …)`.
    static func resultForm(of value: ColorValue) -> String {
        switch value.space {
        case .hsl, .hwb, .hsv: modernForm(of: value.converted(to: .srgb))
        default: modernForm(of: value)
        }
    }

    /// The form of a `color-mix()` result: like ``resultForm(of:)``, but `hsl()`/`hwb()` keep their form when a component is `none`.
    static func mixResultForm(of value: ColorValue) -> String {
        if (value.space == .hsl || value.space == .hwb), !value.missing.isEmpty { return modernForm(of: value) }
        return resultForm(of: value)
    }

    /// The serialization of an alpha in a legacy `rgba()`: the 8-bit value in the fewest decimals that round-trip.
    static func legacyAlpha(_ alpha: Double) -> String {
        guard alpha.isFinite else { return alpha.isNaN ? "calc(NaN)" : (alpha > 0 ? "1" : "0") }
        let clamped = min(max(alpha, 0), 1)
        let byte = (clamped * 255).rounded()
        for decimals in [2, 3] {
            let scale = pow(10, Double(decimals))
            let candidate = (byte / 255 * scale).rounded() / scale
            if (candidate * 255).rounded() == byte { return NumberText.css(candidate) }
        }
        return NumberText.css(byte / 255)
    }

    /// `rgb(R, G, B)` or `rgba(R, G, B, A)` with channels clamped and rounded half up.
    static func legacyRGB(_ value: ColorValue) -> String {
        let srgb = value.space == .srgb ? value : value.converted(to: .srgb)
        // Clamped and rounded half up as every 8-bit value Nocturne writes (``RGB8/init(srgb:)``), so the css and
        // the hex of one color always agree.
        let bytes = RGB8(srgb: srgb.coordinates)
        func channel(_ component: Double, _ byte: UInt8) -> String { component.isNaN ? "calc(NaN)" : String(byte) }
        let red = channel(srgb.coordinates.x, bytes.red)
        let green = channel(srgb.coordinates.y, bytes.green)
        let blue = channel(srgb.coordinates.z, bytes.blue)
        let alpha = value.missing.contains(.alpha) ? 0 : value.alpha
        if alpha == 1 { return "rgb(\(red), \(green), \(blue))" }
        return "rgba(\(red), \(green), \(blue), \(legacyAlpha(alpha)))"
    }

    /// The function name of a space's own serialization, and whether it is written inside `color()`.
    static func functionName(for space: ColorSpace) -> (String, Bool) {
        switch space {
        case .lab: ("lab", false)
        case .lch: ("lch", false)
        case .oklab: ("oklab", false)
        case .oklch: ("oklch", false)
        case .hsl: ("hsl", false)
        case .hwb: ("hwb", false)
        case .hsv: ("color(--hsv", true)
        default: (space.rawValue, true)
        }
    }

    /// `lab(…)`, `oklch(…)`, `color(display-p3 …)`: the space's own modern form.
    static func modernForm(of value: ColorValue) -> String {
        // Written into one string, without an array of component texts: this runs once per line of `nocturne color - --to …`.
        var text = modernOpening(space: value.space)
        text.reserveCapacity(48)
        for index in 0..<3 {
            if index > 0 { text += " " }
            text += value.missing.contains(.component(index)) ? "none" : NumberText.css(value.coordinates[index])
        }
        if value.missing.contains(.alpha) {
            text += " / none"
        } else if value.alpha != 1 {
            text += " / "
            text += NumberText.css(value.alpha)
        }
        return text + ")"
    }

    static func modernForm(space: ColorSpace, components: [String], alpha: String?, spaceName: String? = nil) -> String {
        var text = modernOpening(space: space, spaceName: spaceName)
        text += components.joined(separator: " ")
        if let alpha { text += " / " + alpha }
        return text + ")"
    }

    /// The text before the components: `lab(`, `color(--hsv `, `color(display-p3 `.
    private static func modernOpening(space: ColorSpace, spaceName: String? = nil) -> String {
        switch space {
        case .lab, .lch, .oklab, .oklch, .hsl, .hwb: functionName(for: space).0 + "("
        case .hsv: "color(--hsv "
        default: "color(" + (spaceName ?? space.rawValue) + " "
        }
    }
}

extension CSSComponent {
    /// The specified-value text of a component: a number in the syntax's units, `none`, a keyword or a calc().
    func specifiedText(syntax: CSSColorSyntax) -> String {
        switch self {
        case .none: return "none"
        case .channel(let name): return name
        case .calc(let node, _): return node.serialized
        case .value(let value):
            if syntax == .rgb { return NumberText.css(value * 255) }
            return NumberText.css(value)
        }
    }

    var isCalc: Bool {
        if case .calc = self { return true }
        return false
    }
}

extension CSSColor.Storage {
    func serialize(computed: Bool) -> String {
        switch self {
        case .currentColor: return "currentcolor"
        case .system(let name): return name
        case .lightDark(let light, let dark):
            return "light-dark(\(light.serialize(computed: computed)), \(dark.serialize(computed: computed)))"
        case .absolute(let color): return computed ? serializeComputed(color) : serializeSpecified(color)
        case .relative(let relative):
            if computed, let value = resolve(in: .computed) { return CSSSerializer.resultForm(of: value) }
            return serializeRelative(relative, computed: computed)
        case .mix(let mix):
            if computed, let value = resolve(in: .computed) { return CSSSerializer.mixResultForm(of: value) }
            return serializeMix(mix, computed: computed)
        }
    }

    private func serializeComputed(_ color: CSSAbsoluteColor) -> String {
        let roles = CSSComponentRules.roles(for: color.syntax, space: color.space)
        guard let value = CSSColor.Storage.makeValue(space: color.space, components: color.components, alpha: color.alpha, roles: roles, context: .computed) else {
            return serializeSpecified(color)
        }
        // A NaN channel (kept for the specified value, rgb(calc(NaN), 0, 0)) computes to 0 (CSS Values 4 §10.9).
        if color.syntax.isLegacySRGB { return CSSSerializer.legacyRGB(value.censoringNonFinite()) }
        return CSSSerializer.modernForm(of: value)
    }

    private func serializeSpecified(_ color: CSSAbsoluteColor) -> String {
        switch color.syntax {
        case .named(let name): return name
        case .transparent: return "transparent"
        default: break
        }
        let hasNone = color.components.contains(.none) || color.alpha == .none
        let hasCalc = color.components.contains(where: \.isCalc) || color.alpha.isCalc
        if color.syntax.isLegacySRGB, !hasCalc, color.syntax == .rgb || color.syntax == .hex || !hasNone {
            let roles = CSSComponentRules.roles(for: color.syntax, space: color.space)
            if let value = CSSColor.Storage.makeValue(space: color.space, components: color.components, alpha: color.alpha, roles: roles, context: .specified) {
                return CSSSerializer.legacyRGB(value)
            }
        }
        var components = color.components.map { $0.specifiedText(syntax: color.syntax) }
        // hwb() with a `none` keeps whiteness and blackness as percentages (WPT color-valid-hwb: `hwb(120 80% none)`).
        if color.syntax == .hwb, hasNone {
            for index in 1...2 { if case .value = color.components[index] { components[index] += "%" } }
        }
        let alpha: String?
        switch color.alpha {
        case .value(let value) where value == 1: alpha = nil
        default: alpha = color.alpha.specifiedText(syntax: .lab)
        }
        if color.syntax == .rgb { return "rgb(" + components.joined(separator: " ") + (alpha.map { " / " + $0 } ?? "") + ")" }
        return CSSSerializer.modernForm(space: color.space, components: components, alpha: alpha)
    }

    private func serializeRelative(_ relative: CSSRelativeColor, computed: Bool) -> String {
        let origin = relative.origin.serialize(computed: computed)
        let components = relative.components.map { $0.specifiedText(syntax: relative.syntax) }
        var text: String
        switch relative.syntax {
        case .rgb: text = "rgb(from \(origin) "
        case .color: text = "color(from \(origin) \(relative.space.rawValue) "
        default: text = CSSSerializer.functionName(for: relative.space).0 + "(from \(origin) "
        }
        text += components.joined(separator: " ")
        if let alpha = relative.alpha { text += " / " + alpha.specifiedText(syntax: .lab) }
        return text + ")"
    }

    private func serializeMix(_ mix: CSSColorMix, computed: Bool) -> String {
        var text = "color-mix("
        if let space = mix.space {
            text += "in " + (space == .xyzD65 ? "xyz" == mix.spaceName ? "xyz" : "xyz-d65" : space.rawValue)
            if mix.usesSpecifiedHue {
                text += " specified hue"
            } else if mix.hueWasSpecified && mix.hue != .shorter {
                text += " \(mix.hue.rawValue) hue"
            }
            text += ", "
        }
        // Equal known percentages that sum to 100% or more say nothing: omit them (csswg-drafts#14465).
        let known = mix.percentages.compactMap { percentage -> Double? in
            if case .value(let value)? = percentage { return value }
            return nil
        }
        let omitsPercentages = known.count == mix.percentages.count && Set(known).count == 1 && known.reduce(0, +) >= 100
        var parts: [String] = []
        for (color, percentage) in zip(mix.colors, mix.percentages) {
            var part = color.serialize(computed: computed)
            if let percentage, !omitsPercentages {
                switch percentage {
                case .value(let value): part += " " + NumberText.css(value) + "%"
                case .calc(let node, _): part += " " + node.serialized
                default: break
                }
            }
            parts.append(part)
        }
        return text + parts.joined(separator: ", ") + ")"
    }
}
