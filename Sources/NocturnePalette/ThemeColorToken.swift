import NocturneAppearance
import NocturneColor

/// A solved token of one of the app's own colors: its value in each of the eight modes.
///
/// A brand color `sunset` gives seven: `sunset` (the fill), `onSunset`, `sunsetText`, `sunsetHover`,
/// `sunsetPressed`, `sunsetDisabled` and `sunsetContainer`; every other role gives one. Each value
/// says whether it is the designer's (``TokenValue/isPinned``) and, when the solver moved it, which
/// pair moved it (``TokenValue/adjustment``).
public struct ThemeColorToken: Sendable, Hashable, Identifiable {
    /// The token's name (`onSunset`).
    public let name: String
    /// The name of the app color it comes from (`sunset`).
    public let colorName: String
    /// That color's role.
    public let role: ThemeColor.Role
    /// One value per mode.
    public let values: ModeValues<TokenValue>
    /// The color's description, on its main token.
    public let description: String?

    /// Creates a token.
    public init(name: String, colorName: String, role: ThemeColor.Role, values: ModeValues<TokenValue>, description: String? = nil) {
        self.name = name
        self.colorName = colorName
        self.role = role
        self.values = values
        self.description = description
    }

    /// The same as ``name``.
    public var id: String { name }

    /// The 8-bit sRGB value that ships in each mode.
    public var rgb8: ModeValues<RGB8> { values.map(\.rgb8) }

    /// The token as a dynamic color built from its eight values.
    public var dynamicColor: DynamicColor {
        DynamicColor(values.map(\.resolvedColor))
    }
}

/// A pair on the app's own colors (declared in the theme, or one the engine always checks) with its contrast in every mode.
public struct ThemeColorPairResult: Sendable, Hashable {
    /// The foreground token's name.
    public let foreground: String
    /// The background token's name.
    public let background: String
    /// The promised minimums.
    public let requirement: ContrastRequirement
    /// Whether the app declared the pair (`pairs` in the theme file), rather than the engine for the color's role.
    public let isDeclared: Bool
    /// One result per mode.
    public let results: ModeValues<PairResult>

    /// `onSunset on sunset`.
    public var label: String { "\(foreground) on \(background)" }
}

/// A declared pair that misses its promise in one mode, by name: a theme pair or one on the app's own colors.
public struct FailingPair: Sendable, Hashable, CustomStringConvertible {
    /// The foreground token's name.
    public let foreground: String
    /// The background token's name.
    public let background: String
    /// The promised minimums.
    public let requirement: ContrastRequirement
    /// The measurement that misses them.
    public let result: PairResult

    /// The mode it fails in.
    public var mode: AppearanceMode { result.mode }

    /// `onSunset on sunset in dark-standard-base: WCAG 3.91 < 4.5`.
    public var description: String {
        "\(foreground) on \(background) in \(result.mode.key): WCAG \(result.wcag) < \(result.minimumWCAG)"
    }
}
