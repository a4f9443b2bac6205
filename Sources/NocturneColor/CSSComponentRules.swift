/// How each color function turns a written component into a value: percentage scale and clamping (CSS Color 4).
enum CSSComponentRules {
    /// The component's role, which decides the types it accepts and how it is scaled and clamped.
    enum Role: Sendable, Hashable {
        /// A legacy or modern `rgb()` channel: numbers are 0…255, percentages 0…100%.
        case rgbChannel
        /// A `color()` channel: numbers as they are, 100% = 1.
        case predefinedChannel
        /// The hue of `hsl()`, `hwb()` (finite only) or `lch()`, `oklch()` (infinities kept).
        case hue(keepsInfinity: Bool)
        /// `hsl()` saturation: percent units, clamped at 0.
        case saturation
        /// `hsl()` lightness, `hwb()` whiteness and blackness: percent units, unclamped.
        case percentUnits
        /// Lightness of `lab()`/`lch()` (0…100) or `oklab()`/`oklch()` (0…1); `scale` is the value of 100%.
        case lightness(scale: Double)
        /// Chroma: `scale` is the value of 100%; clamped at 0.
        case chroma(scale: Double)
        /// An opponent axis `a`/`b`: `scale` is the value of 100%.
        case axis(scale: Double)
        /// Alpha, 0…1; `keepsNaN` keeps a NaN alpha (legacy `rgb()` serializes it as `calc(NaN)`).
        case alpha(keepsNaN: Bool)
    }

    /// The roles of the three components and alpha of a color syntax in a space.
    static func roles(for syntax: CSSColorSyntax, space: ColorSpace) -> [Role] {
        switch syntax {
        case .hex, .named, .transparent, .rgb: rgbRoles
        case .hsl: hslRoles
        case .hwb: hwbRoles
        case .lab: labRoles
        case .lch: lchRoles
        case .oklab: oklabRoles
        case .oklch: oklchRoles
        case .color: predefinedRoles
        }
    }

    // Shared tables, so that looking roles up never allocates.
    private static let rgbRoles: [Role] = [.rgbChannel, .rgbChannel, .rgbChannel, .alpha(keepsNaN: true)]
    private static let hslRoles: [Role] = [.hue(keepsInfinity: false), .saturation, .percentUnits, .alpha(keepsNaN: false)]
    private static let hwbRoles: [Role] = [.hue(keepsInfinity: false), .percentUnits, .percentUnits, .alpha(keepsNaN: false)]
    private static let labRoles: [Role] = [.lightness(scale: 100), .axis(scale: 125), .axis(scale: 125), .alpha(keepsNaN: false)]
    private static let lchRoles: [Role] = [.lightness(scale: 100), .chroma(scale: 150), .hue(keepsInfinity: true), .alpha(keepsNaN: false)]
    private static let oklabRoles: [Role] = [.lightness(scale: 1), .axis(scale: 0.4), .axis(scale: 0.4), .alpha(keepsNaN: false)]
    private static let oklchRoles: [Role] = [.lightness(scale: 1), .chroma(scale: 0.4), .hue(keepsInfinity: true), .alpha(keepsNaN: false)]
    private static let predefinedRoles: [Role] = [.predefinedChannel, .predefinedChannel, .predefinedChannel, .alpha(keepsNaN: false)]

    /// Which types a role accepts (besides `none`).
    static func accepts(_ type: CSSCalcType, role: Role) -> Bool {
        switch role {
        case .hue: type == .number || type == .angle
        default: type == .number || type == .percentage
        }
    }

    /// Turns a written value of a type into the component's value: percentage scaling, then clamping.
    ///
    /// - Parameters:
    ///   - value: The number, percentage (as written, 50 for 50%) or angle in degrees.
    ///   - type: Its type.
    ///   - role: The component's role.
    /// - Returns: The value in the space's units.
    static func finish(_ value: Double, type: CSSCalcType, role: Role) -> Double {
        switch role {
        case .rgbChannel:
            // CSS Color 4 §5.1: out-of-range channels are clamped at parsed-value time.
            let scaled = type == .percentage ? value / 100 : value / 255
            return scaled.isNaN ? scaled : min(max(scaled, 0), 1)
        case .predefinedChannel:
            let scaled = type == .percentage ? value / 100 : value
            return scaled.isNaN ? 0 : scaled
        case .hue(let keepsInfinity):
            if value.isNaN { return 0 }
            if value.isInfinite { return keepsInfinity ? value : 0 }
            // Already in 0..<360 (the usual case): what normalizeHue gives, without its remainder.
            if value >= 0 && value < 360 { return value }
            return normalizeHue(value)
        case .saturation:
            if value.isNaN { return 0 }
            return max(value, 0)
        case .percentUnits:
            return value.isNaN ? 0 : value
        case .lightness(let scale):
            if value.isNaN { return 0 }
            let scaled = type == .percentage ? value / 100 * scale : value
            return min(max(scaled, 0), scale)
        case .chroma(let scale):
            if value.isNaN { return 0 }
            let scaled = type == .percentage ? value / 100 * scale : value
            return max(scaled, 0)
        case .axis(let scale):
            if value.isNaN { return 0 }
            return type == .percentage ? value / 100 * scale : value
        case .alpha(let keepsNaN):
            if value.isNaN { return keepsNaN ? .nan : 0 }
            let scaled = type == .percentage ? value / 100 : value
            return min(max(scaled, 0), 1)
        }
    }

    /// The channel keywords relative color syntax offers for a syntax and space, in component order.
    static func channelNames(for syntax: CSSColorSyntax, space: ColorSpace) -> [String] {
        switch syntax {
        case .rgb, .hex, .named, .transparent: ["r", "g", "b"]
        case .hsl: ["h", "s", "l"]
        case .hwb: ["h", "w", "b"]
        case .lab, .oklab: ["l", "a", "b"]
        case .lch, .oklch: ["l", "c", "h"]
        case .color: space == .xyzD50 || space == .xyzD65 ? ["x", "y", "z"] : ["r", "g", "b"]
        }
    }
}
