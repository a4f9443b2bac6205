/// Light or dark appearance.
public enum ColorScheme: String, CaseIterable, Sendable, Hashable, Codable {
    /// The light appearance: dark content on light backgrounds.
    case light
    /// The dark appearance: light content on dark backgrounds.
    case dark
}

/// Standard contrast, or the user's Increase Contrast setting.
public enum ColorSchemeContrast: String, CaseIterable, Sendable, Hashable, Codable {
    /// The standard contrast.
    case standard
    /// Increase Contrast is on.
    case increased
}

/// The visual level of content: base (the window's own content) or elevated (sheets, popovers, alerts, menus).
public enum InterfaceLevel: String, CaseIterable, Sendable, Hashable, Codable {
    /// Content at the window's level.
    case base
    /// Content presented above the window, drawn lighter in dark mode.
    case elevated
}

/// The weight of text the user asked for with Bold Text.
public enum LegibilityWeight: String, CaseIterable, Sendable, Hashable, Codable {
    /// Regular weight.
    case regular
    /// Bold Text is on.
    case bold
}

/// The kind of device an interface runs on.
public enum Idiom: String, CaseIterable, Sendable, Hashable, Codable {
    /// iPhone.
    case phone
    /// iPad.
    case pad
    /// Mac.
    case mac
    /// Apple Watch, which is always dark.
    case watch
    /// Apple TV.
    case tv
    /// Apple Vision Pro.
    case vision
}

/// A fully resolved set of appearance traits: what a view reads when it draws.
///
/// Create one with only the traits that differ from the defaults (light, standard contrast, base
/// level, regular weight, scale 1, no reduced transparency or motion, phone):
/// `Traits(colorScheme: .dark, level: .elevated)`. On ``Idiom/watch`` the color scheme is always dark.
public struct Traits: Sendable, Hashable, Codable {
    @usableFromInline var _colorScheme: ColorScheme
    /// Light or dark; always dark on watch.
    public var colorScheme: ColorScheme {
        get { idiom == .watch ? .dark : _colorScheme }
        set { _colorScheme = newValue }
    }
    /// Standard or increased contrast.
    public var contrast: ColorSchemeContrast
    /// Base or elevated level.
    public var level: InterfaceLevel
    /// Regular or bold text.
    public var legibilityWeight: LegibilityWeight
    /// Points to pixels (1, 2, 3).
    public var displayScale: Double
    /// Whether Reduce Transparency is on.
    public var reduceTransparency: Bool
    /// Whether Reduce Motion is on.
    public var reduceMotion: Bool
    /// The device idiom.
    public var idiom: Idiom

    /// Creates resolved traits; every argument has Apple's default.
    public init(
        colorScheme: ColorScheme = .light,
        contrast: ColorSchemeContrast = .standard,
        level: InterfaceLevel = .base,
        legibilityWeight: LegibilityWeight = .regular,
        displayScale: Double = 1,
        reduceTransparency: Bool = false,
        reduceMotion: Bool = false,
        idiom: Idiom = .phone
    ) {
        self._colorScheme = colorScheme
        self.contrast = contrast
        self.level = level
        self.legibilityWeight = legibilityWeight
        self.displayScale = displayScale
        self.reduceTransparency = reduceTransparency
        self.reduceMotion = reduceMotion
        self.idiom = idiom
    }

    /// Field-by-field equality of the stored values (stricter than `==` on watch): the propagation fast path.
    @inline(__always)
    func _storedEqual(_ other: Traits) -> Bool {
        _colorScheme == other._colorScheme && contrast == other.contrast && level == other.level
            && legibilityWeight == other.legibilityWeight && displayScale == other.displayScale
            && reduceTransparency == other.reduceTransparency && reduceMotion == other.reduceMotion && idiom == other.idiom
    }

    /// The traits with Apple's defaults: light, standard contrast, base level, phone.
    public static let `default` = Traits()

    /// Compares the effective values (so two watch traits compare equal whatever scheme was stored).
    public static func == (lhs: Traits, rhs: Traits) -> Bool {
        lhs.colorScheme == rhs.colorScheme && lhs.contrast == rhs.contrast && lhs.level == rhs.level
            && lhs.legibilityWeight == rhs.legibilityWeight && lhs.displayScale == rhs.displayScale
            && lhs.reduceTransparency == rhs.reduceTransparency && lhs.reduceMotion == rhs.reduceMotion && lhs.idiom == rhs.idiom
    }

    /// Hashes the effective values, consistently with `==`.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(colorScheme)
        hasher.combine(contrast)
        hasher.combine(level)
        hasher.combine(legibilityWeight)
        hasher.combine(displayScale)
        hasher.combine(reduceTransparency)
        hasher.combine(reduceMotion)
        hasher.combine(idiom)
    }
}
