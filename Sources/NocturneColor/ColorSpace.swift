/// A color space that Nocturne can represent, convert between and serialize, as CSS Color 4 defines it.
///
/// The raw value is the CSS identifier (`display-p3`, `xyz-d65`, …). `hsv` is not a CSS space; it is
/// offered for designers, and ``ColorValue/css`` serializes it, like `hsl` and `hwb`, as legacy `rgb()`.
public enum ColorSpace: String, CaseIterable, Sendable, Hashable, Codable {
    /// Gamma-encoded sRGB, the web's and Apple's default space; components are 0…1 in gamut.
    case srgb
    /// Linear-light sRGB; components are 0…1 in gamut.
    case srgbLinear = "srgb-linear"
    /// Display P3, the wide gamut of Apple displays, with the sRGB transfer function.
    case displayP3 = "display-p3"
    /// Linear-light Display P3 (CSS Color 4 `display-p3-linear`); components are 0…1 in gamut.
    case displayP3Linear = "display-p3-linear"
    /// Adobe RGB (1998).
    case a98RGB = "a98-rgb"
    /// ProPhoto RGB (ROMM RGB), relative to D50.
    case prophotoRGB = "prophoto-rgb"
    /// ITU-R BT.2020 primaries with BT.1886's pure 2.4 gamma, as CSS Color 4 defines `rec2020` since 2025.
    case rec2020
    /// CIE XYZ relative to D65.
    case xyzD65 = "xyz-d65"
    /// CIE XYZ relative to D50.
    case xyzD50 = "xyz-d50"
    /// CIE Lab (D50): lightness 0…100, a and b unbounded.
    case lab
    /// CIE LCH (D50): lightness 0…100, chroma, hue in degrees.
    case lch
    /// Björn Ottosson's OKLab: lightness 0…1, a and b about ±0.4.
    case oklab
    /// OKLCH, the polar form of OKLab: lightness 0…1, chroma, hue in degrees.
    case oklch
    /// HSL over sRGB: hue in degrees, saturation and lightness in percent (0…100).
    case hsl
    /// HWB over sRGB: hue in degrees, whiteness and blackness in percent (0…100).
    case hwb
    /// HSV (HSB) over sRGB: hue in degrees, saturation and value in percent (0…100). Not a CSS space.
    case hsv

    /// Spaces that `color()` accepts: the predefined RGB and XYZ spaces.
    public static let predefined: [ColorSpace] = [
        .srgb, .srgbLinear, .displayP3, .displayP3Linear, .a98RGB, .prophotoRGB, .rec2020, .xyzD65, .xyzD50,
    ]

    /// Looks a space up by its CSS name, accepting `xyz` for `xyz-d65` and ignoring ASCII case.
    ///
    /// - Parameter name: A CSS color-space identifier such as `display-p3` or `oklch`.
    /// - Returns: The space, or `nil` when the name is unknown.
    public init?(cssName name: String) {
        let lowered = name.lowercased()
        if lowered == "xyz" { self = .xyzD65; return }
        self.init(rawValue: lowered)
    }

    /// Whether the space is polar (has a hue component).
    public var isPolar: Bool { hueIndex != nil }

    /// The index of the hue component in polar spaces, or `nil`.
    public var hueIndex: Int? {
        switch self {
        case .lch, .oklch: 2
        case .hsl, .hwb, .hsv: 0
        default: nil
        }
    }

    /// Whether the space is an RGB space (gamma-encoded or linear) with a bounded gamut.
    public var isRGB: Bool {
        switch self {
        case .srgb, .srgbLinear, .displayP3, .displayP3Linear, .a98RGB, .prophotoRGB, .rec2020: true
        default: false
        }
    }

    /// Whether the space is a cylindrical transform of sRGB (`hsl`, `hwb`, `hsv`).
    public var isSRGBCylindrical: Bool { self == .hsl || self == .hwb || self == .hsv }

    /// The short names of the three components, as CSS relative color syntax spells them.
    var componentNames: (String, String, String) {
        switch self {
        case .srgb, .srgbLinear, .displayP3, .displayP3Linear, .a98RGB, .prophotoRGB, .rec2020: ("r", "g", "b")
        case .xyzD65, .xyzD50: ("x", "y", "z")
        case .lab, .oklab: ("l", "a", "b")
        case .lch, .oklch: ("l", "c", "h")
        case .hsl: ("h", "s", "l")
        case .hwb: ("h", "w", "b")
        case .hsv: ("h", "s", "v")
        }
    }
}
