import NocturneAppearance
import NocturneColor
import NocturneSupport

/// One side of a pair: a color resolved in each of the eight modes, with what it is and where it is written.
///
/// A side is a constant, a system color (Apple's palette, ``/NocturneAppearance/SystemPalette``), a named color of
/// the app's asset catalogs, or unknown (``values`` is `nil`). A pair whose background is unknown is judged on the
/// system background of its context (``BackgroundContext``), and says so.
///
/// ```swift
/// let title = PairSide.constant(ResolvedColor(RGB8(red: 255, green: 255, blue: 255)), at: SourceLine(file: "Main.storyboard", line: 12))
/// let label = PairSide.system(.label)
/// label.values?[AppearanceMode(colorScheme: .dark)].rgb8   // white
/// ```
public struct PairSide: Sendable, Hashable {
    /// What a side's color is.
    public enum Color: Sendable, Hashable {
        /// One value in every mode.
        case constant(ResolvedColor)
        /// One of Apple's system colors.
        case system(SystemColorName)
        /// A named color of the app's asset catalogs.
        case named(String)
        /// A color that cannot be read (an image, an app's own function, a named color no catalog defines).
        case unknown
    }

    /// What the color is.
    public var color: Color
    /// The color in each mode, or `nil` when it cannot be known.
    public var values: ModeValues<ResolvedColor>?
    /// How findings name it: `white`, `#0B7A75`, `systemBackground`, `'Brand'`.
    public var name: String
    /// Where it is written, when it is written somewhere.
    public var location: SourceLine?

    /// Creates a side from its parts.
    public init(color: Color, values: ModeValues<ResolvedColor>?, name: String, location: SourceLine? = nil) {
        self.color = color
        self.values = values
        self.name = name
        self.location = location
    }

    /// A constant side of a color site's value (its sRGB components and alpha, as lint read them where it is written).
    static func constant(_ value: ColorSiteValue, at location: SourceLine? = nil) -> PairSide {
        .constant(ResolvedColor(red: value.red, green: value.green, blue: value.blue, opacity: value.alpha), at: location)
    }

    /// A constant color, the same in every mode.
    ///
    /// - Parameters:
    ///   - value: The color.
    ///   - name: How findings name it; by default `white`, `black` or its hex (`#0B7A75`, `#FFFFFF59`).
    ///   - location: Where it is written.
    public static func constant(_ value: ResolvedColor, name: String? = nil, at location: SourceLine? = nil) -> PairSide {
        PairSide(color: .constant(value), values: ModeValues(repeating: value), name: name ?? constantName(value), location: location)
    }

    /// One of Apple's system colors, resolved in each mode of a palette.
    ///
    /// - Parameters:
    ///   - name: The system color.
    ///   - palette: The palette (the default is iOS 26).
    ///   - location: Where it is written.
    public static func system(_ name: SystemColorName, palette: SystemPalette = .default, at location: SourceLine? = nil) -> PairSide {
        let color = palette.color(name)
        return PairSide(color: .system(name), values: ModeValues { color.resolve(in: $0.traits) }, name: name.rawValue, location: location)
    }

    /// A named color with the values its catalog gives it, unknown when `values` is `nil`.
    ///
    /// - Parameters:
    ///   - name: The color set's name.
    ///   - values: Its value in each mode, or `nil` when no catalog resolves it.
    ///   - location: Where it is used.
    public static func named(_ name: String, values: ModeValues<ResolvedColor>?, at location: SourceLine? = nil) -> PairSide {
        PairSide(color: values == nil ? .unknown : .named(name), values: values, name: "'\(name)'", location: location)
    }

    /// A named color as the app's asset catalogs resolve it; unknown when none defines it.
    static func named(_ name: String, catalogs: ColorCatalogIndex, at location: SourceLine? = nil) -> PairSide {
        named(name, values: catalogs.entry(named: name, near: location?.file)?.values, at: location)
    }

    /// A side that cannot be known.
    ///
    /// - Parameters:
    ///   - description: What it is, as findings name it (`an image`, `a color from code`).
    ///   - location: Where it is written.
    public static func unknown(_ description: String, at location: SourceLine? = nil) -> PairSide {
        PairSide(color: .unknown, values: nil, name: description, location: location)
    }

    /// Below this ratio in light a foreground is all but invisible on its background.
    package static let invisibleRatio = 1.5
    /// A foreground at least this light (relative luminance) is white, or nearly: text or a symbol drawn on a fill.
    package static let nearWhiteLuminance = 0.85

    /// Whether the side is white (or nearly) and all but invisible on `background` in light: when that background was
    /// inferred (the page, the system background of a view with no color above it), the design shows the side on
    /// something the code does not name, a brand fill or an image, and the inference is wrong.
    package func isUnseenInLight(on background: PairSide) -> Bool {
        let light = AppearanceMode(colorScheme: .light)
        guard let front = values?[light], let back = background.values?[light],
              WCAG.relativeLuminance(front.rgb8) >= Self.nearWhiteLuminance else { return false }
        return WCAG.contrastRatio(front.rgb8, back.rgb8) < Self.invisibleRatio
    }

    /// Whether the side is the same in every mode (a constant, or a named color whose variants are all equal).
    public var isConstant: Bool {
        guard let values, let first = values.first else { return false }
        return values.allSatisfy { $0 == first }
    }

    /// Whether the side looks the same in light and dark (standard contrast, base and elevated): constant, or a system hue
    /// whose two appearances differ by a shade (`.systemRed` #FF3B30 and #FF453A, under 1.1:1 apart at the same opacity).
    /// A copy of it taken in one appearance reads as it should in the other.
    public var isAlikeInLightAndDark: Bool {
        guard let values else { return false }
        if isConstant { return true }
        for level in InterfaceLevel.allCases {
            let (a, b) = (values[AppearanceMode(colorScheme: .light, level: level)], values[AppearanceMode(colorScheme: .dark, level: level)])
            guard abs(a.opacity - b.opacity) <= 0.05 else { return false }
            // A translucent color is seen over something: alike when it is over white and over black alike (a system gray
            // at 18% is; the same gray opaque, 1.13:1 between its two values, is not quite).
            let backdrops = a.opacity < 1 || b.opacity < 1 ? [ResolvedColor(red: 1, green: 1, blue: 1), ResolvedColor(red: 0, green: 0, blue: 0)] : [nil]
            for backdrop in backdrops {
                let (seenA, seenB) = backdrop.map { (Self.composite(a, over: $0), Self.composite(b, over: $0)) } ?? (a, b)
                guard WCAG.contrastRatio(seenA.rgb8, seenB.rgb8) <= Self.alikeRatio else { return false }
            }
        }
        return true
    }

    /// The contrast under which two appearances of a color are the same shade to the eye.
    static let alikeRatio = 1.1

    /// Whether the side's color is known in every mode.
    public var isKnown: Bool { values != nil }

    /// UIKit's and AppKit's fixed colors by name, in sRGB: `UIColor.red` is #FF0000 in every mode (`.systemRed` adapts).
    package static let fixedColors: [String: ResolvedColor] = [
        "white": ResolvedColor(red: 1, green: 1, blue: 1), "black": ResolvedColor(red: 0, green: 0, blue: 0),
        "darkText": ResolvedColor(red: 0, green: 0, blue: 0), "lightText": ResolvedColor(red: 1, green: 1, blue: 1, opacity: 0.6),
        "gray": ResolvedColor(red: 0.5, green: 0.5, blue: 0.5), "lightGray": ResolvedColor(red: 2.0 / 3, green: 2.0 / 3, blue: 2.0 / 3),
        "darkGray": ResolvedColor(red: 1.0 / 3, green: 1.0 / 3, blue: 1.0 / 3), "red": ResolvedColor(red: 1, green: 0, blue: 0),
        "green": ResolvedColor(red: 0, green: 1, blue: 0), "blue": ResolvedColor(red: 0, green: 0, blue: 1),
        "cyan": ResolvedColor(red: 0, green: 1, blue: 1), "yellow": ResolvedColor(red: 1, green: 1, blue: 0),
        "magenta": ResolvedColor(red: 1, green: 0, blue: 1), "orange": ResolvedColor(red: 1, green: 0.5, blue: 0),
        "purple": ResolvedColor(red: 0.5, green: 0, blue: 0.5), "brown": ResolvedColor(red: 0.6, green: 0.4, blue: 0.2),
    ]

    /// A fixed color by its UIKit or AppKit name, or Interface Builder's (`whiteColor`, `darkTextColor`), or `nil`.
    static func fixedColor(named name: String) -> ResolvedColor? {
        fixedColors[name] ?? (name.hasSuffix("Color") ? fixedColors[String(name.dropLast(5))] : nil)
    }

    /// The relative luminance at and above which a surface reads as bright in dark: #BCBCBC and lighter.
    public static let brightLuminance = 0.5

    /// What a finding about a constant surface that stays bright in dark says of it, after its name (`nocturne report` looks for it).
    public static let brightSurfaceWords = "is a constant surface that stays bright in dark"

    /// The OKLCH chroma at and above which a bright color is a hue (a brand yellow, a mint panel) rather than a white, a light
    /// gray or a pastel: #FEBE16 is 0.17, cream #FFF8DC 0.03.
    public static let brightHueChroma = 0.1

    /// The OKLCH lightness at and above which even a saturated color glares as a page does (pure yellow #FFFF00 is 0.97;
    /// #FEBE16 0.84).
    public static let glaringLightness = 0.92

    /// Whether the side is opaque and bright in dark (standard contrast, base level): a white, light gray or pastel surface
    /// that stays bright there. A saturated hue as bright (a brand-yellow button) is the design's color, kept in dark as a
    /// brand color is, not a page left light.
    public var isBrightInDark: Bool {
        guard let value = values?[AppearanceMode(colorScheme: .dark)] else { return false }
        return Self.glares(value)
    }

    /// Whether an opaque color is bright as a surface on a dark screen: at least ``brightLuminance``, and gray or near it
    /// (under ``brightHueChroma``) or glaring whatever its hue (``glaringLightness``).
    static func glares(_ value: ResolvedColor) -> Bool {
        guard value.opacity >= 1, WCAG.relativeLuminance(value.rgb8) >= brightLuminance else { return false }
        let color = OKLCH(value.rgb8)
        return color.chroma < brightHueChroma || color.lightness >= glaringLightness
    }

    /// Whether the side is opaque and at least ``brightLuminance`` in dark, hue or not: what a color whose role is not
    /// known (a surface or a mark) must not be to read in either mode, a bright yellow included.
    public var isLuminousInDark: Bool {
        guard let value = values?[AppearanceMode(colorScheme: .dark)], value.opacity >= 1 else { return false }
        return WCAG.relativeLuminance(value.rgb8) >= Self.brightLuminance
    }

    /// The relative luminance at and above which a surface that holds content (a cell, a tile) reads as a light block in
    /// dark: UIKit's `lightGray` (#AAAAAA) and lighter.
    package static let lightTileLuminance = 0.4

    /// Whether the side is opaque, gray or near it, and at least light gray in dark (standard contrast, base level): a tile
    /// of content that shows as a light block on a dark screen, though not bright enough to be judged a bright surface on
    /// its own. (A brand hue as light is the design's color, as ``isBrightInDark`` has it.)
    package var isLightTile: Bool {
        guard let value = values?[AppearanceMode(colorScheme: .dark)], value.opacity >= 1 else { return false }
        return WCAG.relativeLuminance(value.rgb8) >= Self.lightTileLuminance && OKLCH(value.rgb8).chroma < Self.brightHueChroma
    }

    /// Whether the side is translucent in some mode.
    public var isTranslucent: Bool { values?.contains { $0.opacity < 1 } ?? false }

    /// The side drawn over another, mode by mode: opaque where this side is translucent, unchanged where it is opaque.
    ///
    /// Keeps this side's kind of color, name and location; unknown when either side is.
    ///
    /// - Parameter under: What this side is drawn on.
    /// - Returns: The composited side.
    public func composited(over under: PairSide) -> PairSide {
        guard isTranslucent else { return self }
        guard let values, let below = under.values else { return PairSide(color: .unknown, values: nil, name: name, location: location) }
        var result = self
        result.values = values.mapModes { mode, value in PairSide.composite(value, over: below[mode]) }
        return result
    }

    /// A color drawn over another (`source-over`); opaque colors come back as they are.
    static func composite(_ color: ResolvedColor, over backdrop: ResolvedColor) -> ResolvedColor {
        guard color.opacity < 1 else { return color }
        return ResolvedColor(color.colorValue.composited(over: backdrop.colorValue))
    }

    /// `white`, `black`, or the hex of a constant (`#0B7A75`, `#FFFFFF59` when translucent).
    static func constantName(_ value: ResolvedColor) -> String {
        let bytes = value.rgb8
        let opacity = value.opacity < 1 ? " \(NumberText.rounded(value.opacity * 100, places: 0, notFinite: "?"))%" : ""
        if bytes == RGB8(red: 255, green: 255, blue: 255) { return "white" + opacity }
        if bytes == RGB8(red: 0, green: 0, blue: 0) { return "black" + opacity }
        return bytes.hex(opacity: 1).uppercased() + opacity
    }
}
