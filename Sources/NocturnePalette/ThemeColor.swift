import NocturneAppearance
import NocturneColor

/// One of the app's own colors in a theme: a name, a role, its light value (kept exactly) and any other modes the designer pinned.
///
/// The solver keeps `light` exactly in light mode (standard contrast, base and elevated) and each
/// other value given in its modes; every other mode is solved from them, moved as little as works in
/// the direction the mode needs, keeping hue and, as far as the gamut allows, chroma.
///
/// ```swift
/// let sunset = ThemeColor(name: "sunset", role: .brand, light: RGB8(0xF29D50))
/// let theme = try Theme(accent: RGB8(0x0B7A75), colors: [sunset])
/// theme.color(named: "onSunset")?.values[AppearanceMode(colorScheme: .dark)].hex
/// ```
public struct ThemeColor: Sendable, Hashable {
    /// How a color is used, and so what it must contrast with.
    public enum Role: String, CaseIterable, Sendable, Hashable, Codable, CustomStringConvertible {
        /// A brand fill with the accent's family of tokens: `on<Name>`, `<name>Text`, hover, pressed, disabled and container.
        case brand
        /// Text and icons on the theme's backgrounds and surfaces (and the app's own): WCAG 4.5, 7 under Increase Contrast.
        case content
        /// A page or grouped background: the theme's primary text must read on it; darker in dark mode.
        case background
        /// A raised surface such as a card: the theme's primary text must read on it; lighter than the page in dark mode, lighter again when elevated.
        case surface
        /// A divider or quiet border: decorative, no minimum; mirrored to the other side of the scale in dark mode.
        case border
        /// A color that carries meaning (an icon, a badge fill): WCAG 3, 4.5 under Increase Contrast, on backgrounds and surfaces.
        case status
        /// A surface that stays dark in both modes and carries light text (a card on a brand color), with its text `on<Name>`.
        ///
        /// Unlike ``surface``, the theme's primary text is not drawn on it: `on<Name>` is light in every mode (white, or
        /// the lightest that reads) and must reach WCAG 4.5 (7 under Increase Contrast) on it; the surface keeps its light
        /// value in dark mode and moves darker only when the text would not read.
        case darkSurface

        /// The role's name as the theme file spells it.
        public var description: String { rawValue }
    }

    /// The token name (`sunset`); a brand color's family is named after it (`onSunset`, `sunsetText`).
    public var name: String
    /// How the color is used.
    public var role: Role
    /// The light-mode value, kept exactly in light standard contrast (base and elevated).
    public var light: RGB8
    /// The dark-mode value, kept exactly in dark standard contrast (base, and elevated unless ``darkElevated`` is given); `nil` solves it.
    public var dark: RGB8?
    /// The light Increase Contrast value, kept exactly (base and elevated); `nil` solves it.
    public var lightIncreased: RGB8?
    /// The dark Increase Contrast value, kept exactly (base and elevated); `nil` solves it.
    public var darkIncreased: RGB8?
    /// The dark elevated value (sheets, popovers) in standard contrast, kept exactly; `nil` solves it.
    public var darkElevated: RGB8?
    /// A description carried into formats that have one.
    public var description: String?

    /// Creates a color.
    ///
    /// - Parameters:
    ///   - name: The token name.
    ///   - role: How the color is used.
    ///   - light: The light-mode value, kept exactly.
    ///   - dark: A dark-mode value to keep exactly, or `nil` to solve it.
    ///   - lightIncreased: A light Increase Contrast value to keep, or `nil`.
    ///   - darkIncreased: A dark Increase Contrast value to keep, or `nil`.
    ///   - darkElevated: A dark elevated value to keep, or `nil`.
    ///   - description: A description for formats that carry one.
    public init(name: String, role: Role, light: RGB8, dark: RGB8? = nil, lightIncreased: RGB8? = nil, darkIncreased: RGB8? = nil,
                darkElevated: RGB8? = nil, description: String? = nil) {
        self.name = name
        self.role = role
        self.light = light
        self.dark = dark
        self.lightIncreased = lightIncreased
        self.darkIncreased = darkIncreased
        self.darkElevated = darkElevated
        self.description = description
    }

    /// The value the designer pinned in a mode, or `nil` where the solver chooses.
    public func pinned(in mode: AppearanceMode) -> RGB8? {
        switch (mode.colorScheme, mode.contrast, mode.level) {
        case (.light, .standard, _): light
        case (.light, .increased, _): lightIncreased
        case (.dark, .standard, .base): dark
        case (.dark, .standard, .elevated): darkElevated ?? dark
        case (.dark, .increased, _): darkIncreased
        }
    }

    /// Every pinned value, `nil` where solved.
    public var pins: ModeValues<RGB8?> { ModeValues { pinned(in: $0) } }

    /// The names of the tokens this color becomes, in output order: the color itself, then a brand color's family.
    public var tokenNames: [String] { ThemeColor.Part.parts(of: role).map { $0.tokenName(for: name) } }

    /// A token a color becomes: the color itself, or one of a brand color's family.
    enum Part: Sendable, Hashable {
        case main, on, text, hover, pressed, disabled, container

        static func parts(of role: Role) -> [Part] {
            switch role {
            case .brand: [.main, .on, .text, .hover, .pressed, .disabled, .container]
            case .darkSurface: [.main, .on]
            default: [.main]
            }
        }

        func tokenName(for name: String) -> String {
            let capitalized = name.prefix(1).uppercased() + name.dropFirst()
            switch self {
            case .main: return name
            case .on: return "on" + capitalized
            case .text: return name + "Text"
            case .hover: return name + "Hover"
            case .pressed: return name + "Pressed"
            case .disabled: return name + "Disabled"
            case .container: return name + "Container"
            }
        }
    }
}

/// A contrast promise of the app's own: a foreground token on a background token, by name, with its minimums.
///
/// Either side may name a theme token (`backgroundPrimary`) or an app color's token (`sunset`, `onSunset`).
public struct ThemeColorPair: Sendable, Hashable {
    /// The foreground token's name.
    public var foreground: String
    /// The background token's name.
    public var background: String
    /// The minimums; a bare WCAG number takes the engine's Increase Contrast table (``ContrastRequirement/init(wcagMinimum:)``).
    public var requirement: ContrastRequirement
    /// Whether the two must also stay distinguishable under each dichromacy (``ColorVisionAudit``; `"distinct"` in the theme file).
    public var isDistinct: Bool

    /// Creates a pair.
    ///
    /// - Parameters:
    ///   - foreground: The foreground token's name.
    ///   - background: The background token's name.
    ///   - requirement: The minimums (``ContrastRequirement/exempt`` for a pair that is only distinct).
    ///   - isDistinct: Whether the color-vision audit checks the two stay apart.
    public init(foreground: String, background: String, requirement: ContrastRequirement = .text, isDistinct: Bool = false) {
        self.foreground = foreground
        self.background = background
        self.requirement = requirement
        self.isDistinct = isDistinct
    }

    /// `ink on paper`.
    public var label: String { "\(foreground) on \(background)" }
}

/// Why a theme's own colors cannot be solved: a name that is taken or unknown.
public struct ThemeColorError: Error, Sendable, Hashable, CustomStringConvertible {
    /// What is wrong, naming the color or pair.
    public let message: String
    /// The color's or pair's position in the input (`colors[2]`, `pairs[0]`), for callers that map it back to a file.
    public let position: String
    /// The key at fault inside it (`name`, `foreground`), or empty.
    public let key: String

    /// Creates an error.
    public init(_ message: String, position: String, key: String = "") {
        self.message = message
        self.position = position
        self.key = key
    }

    /// The message.
    public var description: String { message }
}
