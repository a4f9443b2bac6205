/// The semantic role of a theme token; the raw value is the token's stable camelCase name.
///
/// The cases are in the order ``Theme/tokens`` lists them, which exporters keep.
public enum TokenRole: String, CaseIterable, Sendable, Hashable, Codable, CustomStringConvertible {
    /// Body text and primary icons: the darkest stop in light mode, the lightest in dark.
    case foregroundPrimary
    /// Secondary text: captions, subtitles, metadata.
    case foregroundSecondary
    /// Large text, icons and placeholders (WCAG's large-text and non-text minimum).
    case foregroundTertiary
    /// The page.
    case backgroundPrimary
    /// Grouped content and sidebars on the page.
    case backgroundSecondary
    /// Content grouped inside secondary backgrounds.
    case backgroundTertiary
    /// Raised content such as cards: lighter than the page in dark mode, lighter again when elevated.
    case surfacePrimary
    /// Content raised above a primary surface.
    case surfaceSecondary
    /// Borders that identify a control (WCAG non-text minimum).
    case outlinePrimary
    /// Dividers and quiet borders (decorative, no minimum).
    case outlineSecondary
    /// The faintest separators (decorative, no minimum).
    case outlineTertiary
    /// The brand's solid fill for buttons, toggles and selected tabs.
    case accent
    /// Text and icons on an accent fill.
    case onAccent
    /// Links and tinted text on backgrounds and surfaces.
    case accentText
    /// The accent fill under the pointer.
    case accentHover
    /// The accent fill while pressed.
    case accentPressed
    /// The accent fill of a disabled control (exempt from contrast minimums).
    case accentDisabled
    /// A neutral row or control background under the pointer.
    case hover
    /// A neutral row or control background while pressed.
    case pressed
    /// The background of a selected row, tinted with the accent.
    case selected
    /// The fill of a disabled control.
    case disabled
    /// Text of a disabled control (exempt from contrast minimums, reported).
    case foregroundDisabled
    /// The solid fill that means success.
    case success
    /// Text on the success fill.
    case onSuccess
    /// Text that means success, on backgrounds and surfaces.
    case successText
    /// A quiet background that means success.
    case successBackground
    /// The solid fill that means warning.
    case warning
    /// Text on the warning fill.
    case onWarning
    /// Text that means warning, on backgrounds and surfaces.
    case warningText
    /// A quiet background that means warning.
    case warningBackground
    /// The solid fill that means danger or an error.
    case danger
    /// Text on the danger fill.
    case onDanger
    /// Text that means danger, on backgrounds and surfaces.
    case dangerText
    /// A quiet background that means danger.
    case dangerBackground
    /// The solid fill that means information.
    case info
    /// Text on the info fill.
    case onInfo
    /// Text that means information, on backgrounds and surfaces.
    case infoText
    /// A quiet background that means information.
    case infoBackground
    /// Text on an inverted background (tooltips, toasts).
    case foregroundInverted
    /// An inverted background: dark in light mode, light in dark mode.
    case backgroundInverted

    /// The token's stable name, e.g. `foregroundPrimary`.
    public var name: String { rawValue }

    /// The same as ``name``.
    public var description: String { rawValue }

    /// The backgrounds every text and non-text token is proven against: page, secondary, tertiary, both surfaces, hover, pressed.
    public static let declaredBackgrounds: [TokenRole] = [
        .backgroundPrimary, .backgroundSecondary, .backgroundTertiary, .surfacePrimary, .surfaceSecondary, .hover, .pressed,
    ]

    /// This role's position in ``TokenRole/allCases`` (a switch, so no hashing on the solver's hot path).
    var index: Int {
        switch self {
        case .foregroundPrimary: 0
        case .foregroundSecondary: 1
        case .foregroundTertiary: 2
        case .backgroundPrimary: 3
        case .backgroundSecondary: 4
        case .backgroundTertiary: 5
        case .surfacePrimary: 6
        case .surfaceSecondary: 7
        case .outlinePrimary: 8
        case .outlineSecondary: 9
        case .outlineTertiary: 10
        case .accent: 11
        case .onAccent: 12
        case .accentText: 13
        case .accentHover: 14
        case .accentPressed: 15
        case .accentDisabled: 16
        case .hover: 17
        case .pressed: 18
        case .selected: 19
        case .disabled: 20
        case .foregroundDisabled: 21
        case .success: 22
        case .onSuccess: 23
        case .successText: 24
        case .successBackground: 25
        case .warning: 26
        case .onWarning: 27
        case .warningText: 28
        case .warningBackground: 29
        case .danger: 30
        case .onDanger: 31
        case .dangerText: 32
        case .dangerBackground: 33
        case .info: 34
        case .onInfo: 35
        case .infoText: 36
        case .infoBackground: 37
        case .foregroundInverted: 38
        case .backgroundInverted: 39
        }
    }
}
