import NocturneAppearance
import NocturneColor
import NocturnePalette

/// Named color tokens with a value per appearance mode: the neutral model every writer takes and every reader produces.
///
/// A theme from `NocturnePalette` becomes a token set with ``init(theme:name:)``; asset catalogs, DTCG,
/// Tokens Studio and Style Dictionary files and CSS read into one. Values are sparse: a token may
/// give only a light value, or light and dark; ``ColorToken/value(in:)`` fills the other modes by
/// the documented fallback rules.
public struct TokenSet: Sendable, Hashable {
    /// The theme's name, used for file and type names (`Theme` gives `Theme.xcassets`).
    public var name: String
    /// The tokens in the order they were declared.
    public var tokens: [ColorToken]
    /// Declared foreground/background pairs whose contrast is checked.
    public var pairs: [TokenPair]
    /// The name of the token that becomes the asset catalog's `AccentColor`, when there is one.
    public var accentTokenName: String?
    /// Where the set was read from, for messages; empty for sets built in code.
    public var source: String
    /// Problems the reader found (unresolved aliases, colors it could not parse); the tokens they do not affect loaded.
    public var diagnostics: [FormatError]
    /// The color-vision-safe variant's tokens that differ from ``tokens`` (same names, every mode), written as a mode
    /// set of its own where a format has one; empty unless ``addingColorVisionSafe(_:)`` set it.
    public var colorVisionSafe: [ColorToken] = []

    /// Whether a problem the reader found is an error (not only warnings).
    public var hasReadingErrors: Bool { diagnostics.contains { $0.severity == .error } }

    /// Creates a token set.
    public init(name: String, tokens: [ColorToken], pairs: [TokenPair] = [], accentTokenName: String? = nil, source: String = "", diagnostics: [FormatError] = []) {
        self.name = name
        self.tokens = tokens
        self.pairs = pairs
        self.accentTokenName = accentTokenName
        self.source = source
        self.diagnostics = diagnostics
    }

    /// This set with a color-vision-safe variant: the variant's tokens whose values differ from this set's (``colorVisionSafe``).
    ///
    /// - Parameter variant: The variant's token set (``TokenSet/init(theme:name:)`` of ``/NocturnePalette/ColorVisionSafeVariant/theme``).
    public func addingColorVisionSafe(_ variant: TokenSet) -> TokenSet {
        var set = self
        set.colorVisionSafe = variant.tokens.filter { token in self[token.name].map { $0.values != token.values } ?? false }
        return set
    }

    /// The deficiencies a color-vision-safe variant is written for, as formats name them (`data-color-vision="deuteranopia"`).
    public static var colorVisionNames: [String] { ColorVisionDeficiency.dichromacies.map(\.rawValue) }

    /// The token with a name, or `nil`.
    public subscript(name: String) -> ColorToken? {
        tokens.first { $0.name == name }
    }

    /// The modes at least one token gives an explicit value for, in ``/NocturneAppearance/AppearanceMode/all`` order.
    public var declaredModes: [AppearanceMode] {
        AppearanceMode.all.filter { mode in tokens.contains { $0.values[mode] != nil } }
    }

    /// The four base-level modes asset catalogs, Android and CSS media queries can express.
    public static let baseModes: [AppearanceMode] = AppearanceMode.all.filter { $0.level == .base }
}

/// One named color with a value per appearance mode, a group path and an optional description.
public struct ColorToken: Sendable, Hashable {
    /// The name as the source spells it; for a theme the stable camelCase name (`foregroundPrimary`).
    public var name: String
    /// The groups it sits in, outermost first (asset catalog folders, DTCG groups).
    public var group: [String]
    /// The explicitly given values, one slot per mode; a mode without one (`nil`) falls back (see ``value(in:)``).
    public var values: ModeValues<TokenColor?>
    /// A description to carry into formats that have one.
    public var description: String?

    /// Creates a token.
    ///
    /// - Parameters:
    ///   - name: The name.
    ///   - group: The groups it sits in, outermost first.
    ///   - values: The explicit values; a dictionary literal (`[mode: color]`) leaves the other modes empty.
    ///   - description: A description to carry into formats that have one.
    public init(name: String, group: [String] = [], values: ModeValues<TokenColor?>, description: String? = nil) {
        self.name = name
        self.group = group
        self.values = values
        self.description = description
    }

    /// Creates a token from a light and a dark value and optional Increase Contrast values.
    public init(name: String, group: [String] = [], light: TokenColor, dark: TokenColor, increasedLight: TokenColor? = nil, increasedDark: TokenColor? = nil) {
        var values: ModeValues<TokenColor?> = [
            AppearanceMode(colorScheme: .light): light, AppearanceMode(colorScheme: .dark): dark,
        ]
        if let increasedLight { values[AppearanceMode(colorScheme: .light, contrast: .increased)] = increasedLight }
        if let increasedDark { values[AppearanceMode(colorScheme: .dark, contrast: .increased)] = increasedDark }
        self.init(name: name, group: group, values: values)
    }

    /// The value in a mode, falling back when the mode has none.
    ///
    /// Fallback order (``/NocturneAppearance/AppearanceMode/fallbackChain``): the same scheme first (elevated → base, then increased → standard), then
    /// light for dark. So dark + increased → dark → light + increased → light; a token with only
    /// light and dark values ignores Increase Contrast and the level.
    ///
    /// - Parameter mode: The mode to resolve.
    /// - Returns: The value, or `nil` only when the token has no values at all.
    public func value(in mode: AppearanceMode) -> TokenColor? {
        for candidate in mode.fallbackChain {
            if let value = values[candidate] { return value }
        }
        return nil
    }

    /// The modes the token gives an explicit value for, in ``/NocturneAppearance/AppearanceMode/all`` order.
    public var explicitModes: [AppearanceMode] { values.modes.compactMap { $0.value == nil ? nil : $0.mode } }

    /// Whether the token gives any explicit dark value.
    public var hasDarkVariant: Bool { explicitModes.contains { $0.colorScheme == .dark } }

    /// Whether the token gives any explicit Increase Contrast value.
    public var hasIncreasedContrastVariant: Bool { explicitModes.contains { $0.contrast == .increased } }

    /// Whether the token gives any explicit elevated value.
    public var hasElevatedVariant: Bool { explicitModes.contains { $0.level == .elevated } }

    /// The token as a dynamic color resolving by ``value(in:)``; unresolved values draw as clear.
    public var dynamicColor: DynamicColor {
        let token = self
        return DynamicColor { traits in
            token.value(in: AppearanceMode(traits))?.resolved ?? ResolvedColor(red: 0, green: 0, blue: 0, opacity: 0)
        }
    }
}

/// A token's value in one mode: a color, optionally a Display P3 variant, or a system-color reference.
public struct TokenColor: Sendable, Hashable {
    /// The color; `nil` only for a reference that could not be resolved.
    public var color: ColorValue?
    /// The Display P3 value when it is more vivid than the sRGB one (a theme keeps both).
    public var displayP3: ColorValue?
    /// The system color this value refers to, kept so writers can write the reference back.
    public var reference: SystemColorReference?

    /// Creates a value from a color and an optional Display P3 variant.
    public init(_ color: ColorValue, displayP3: ColorValue? = nil) {
        self.color = color
        self.displayP3 = displayP3
        self.reference = nil
    }

    /// Creates a value from an 8-bit sRGB color and an opacity.
    public init(_ rgb: RGB8, opacity: Double = 1) {
        self.init(ColorValue(.srgb, rgb.srgb, alpha: opacity))
    }

    /// Creates a value that refers to a system color, resolved or not.
    public init(reference: SystemColorReference, resolved: ColorValue?) {
        self.color = resolved
        self.displayP3 = nil
        self.reference = reference
    }

    /// Parses `#RGB`, `#RRGGBB` or `#RRGGBBAA`.
    ///
    /// - Parameter hex: The hex string, `#` optional.
    /// - Returns: The value, or `nil` when the text is not hex.
    public init?(hex: String) {
        var digits = Substring(hex)
        if digits.first == "#" { digits = digits.dropFirst() }
        if digits.count == 8 || digits.count == 4 {
            let alphaDigits = digits.count == 8 ? digits.suffix(2) : Substring(String(repeating: digits.last ?? "f", count: 2))
            guard let rgb = RGB8(hex: String(digits.dropLast(digits.count == 8 ? 2 : 1))), let alpha = UInt8(alphaDigits, radix: 16) else { return nil }
            self.init(rgb, opacity: Double(alpha) / 255)
            return
        }
        guard let rgb = RGB8(hex: String(digits)) else { return nil }
        self.init(rgb)
    }

    /// The color as it resolves on an sRGB display (extended components kept), or `nil` when unresolved.
    public var resolved: ResolvedColor? {
        guard let color else { return nil }
        return ResolvedColor(color)
    }

    /// The 8-bit sRGB value that ships (clamped, rounded half up), or `nil` when unresolved.
    public var rgb8: RGB8? { resolved?.rgb8 }

    /// The opacity, 1 when unresolved.
    public var opacity: Double { color?.alpha ?? 1 }

    /// `#RRGGBB` or `#RRGGBBAA` in uppercase, or `nil` when unresolved.
    public var hex: String? { resolved?.hex }

    /// Whether the color lies outside the sRGB gamut (an extended-range or wide-gamut value).
    public var isOutsideSRGB: Bool {
        guard let color else { return false }
        return !color.isInGamut(.srgb)
    }

    /// The Display P3 value to write: the explicit one, or the color itself when it was given in Display P3 or beyond sRGB.
    public var wideGamutValue: ColorValue? {
        if let displayP3 { return displayP3 }
        guard let color, color.space != .srgb, isOutsideSRGB else { return nil }
        return color.converted(to: .displayP3)
    }
}

/// A reference to one of Apple's named system colors, as asset catalogs store it (`systemBackgroundColor`).
public struct SystemColorReference: Sendable, Hashable {
    /// The name as the catalog spells it, such as `labelColor` or `systemGray2Color`.
    public var name: String
    /// The `platform` key (`ios`, `osx`, `universal`, `XR`), or `nil` when absent.
    public var platform: String?

    /// Creates a reference.
    public init(name: String, platform: String? = nil) {
        self.name = name
        self.platform = platform
    }
}

/// A foreground token and a background token whose contrast must reach a minimum in every mode.
///
/// The minimum is a ``/NocturnePalette/ContrastRequirement`` (a tier, or custom WCAG minimums), judged by its one
/// pass rule under ``method``.
public struct TokenPair: Sendable, Hashable {
    /// The foreground token's name.
    public var foreground: String
    /// The background token's name.
    public var background: String
    /// The promised minimums (WCAG, and APCA where the tier has them).
    public var requirement: ContrastRequirement
    /// Which of the requirement's minimums bind (WCAG by default); both figures are reported either way.
    public var method: ContrastMethod
    /// Whether the pair was guessed from the names rather than declared.
    public var isInferred: Bool
    /// Whether a miss in light standard contrast is the app's own light value, kept (``/NocturnePalette/ThemeAudit/keptLightValues``).
    ///
    /// Set on the pairs a theme color's role implies on its own value (not its family's, not the file's declared `pairs`):
    /// that color's `light` value is the app's as it ships, which the theme keeps exactly, so the audit lists such a miss
    /// as kept rather than failed.
    public var keepsAppLightValue: Bool = false

    /// Creates a pair.
    ///
    /// - Parameters:
    ///   - foreground: The foreground token's name.
    ///   - background: The background token's name.
    ///   - requirement: The minimums (default ``/NocturnePalette/ContrastRequirement/text``: 4.5, 7 under Increase Contrast).
    ///   - method: Which minimums bind (default WCAG).
    ///   - isInferred: Whether the pair was guessed from the names.
    public init(foreground: String, background: String, requirement: ContrastRequirement = .text, method: ContrastMethod = .wcag,
                isInferred: Bool = false) {
        self.foreground = foreground
        self.background = background
        self.requirement = requirement
        self.method = method
        self.isInferred = isInferred
    }

    /// Whether the pair promises nothing (disabled tokens): reported, never failed.
    public var isExempt: Bool { requirement.isExempt }

    /// The binding WCAG minimum in a mode (0 when only APCA binds).
    public func minimum(in mode: AppearanceMode) -> Double {
        method.checksWCAG ? requirement.wcag(in: mode) : 0
    }
}
