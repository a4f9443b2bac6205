/// The four status families a theme draws its success, warning, danger and info tokens from.
///
/// Each keeps its hue (and so its meaning) in every mode; only lightness changes between modes.
/// Warning defaults to ``Family/gold`` (CIE LCH 70°), which reads orange: ColorTokensKit's
/// ``Family/orange`` sits at CIE LCH 35°, next to red (sRGB red is at 40°), and would not
/// tell a warning from a danger.
public struct StatusFamilies: Sendable, Hashable {
    /// Success, green by default.
    public var success: Family
    /// Warning, orange (the ``Family/gold`` family) by default.
    public var warning: Family
    /// Danger, red by default.
    public var danger: Family
    /// Information, blue by default.
    public var info: Family
    /// How many stops a solid is moved away from the page in every mode (deeper in light mode, lighter in dark), by role; empty by default.
    ///
    /// Only the color-vision-safe variant (``Theme/colorVisionSafe``) sets these: lightness is the one difference that
    /// survives every dichromacy. Keys are the solids (`success`, `warning`, `danger`, `info`) and `accent`, whose solved
    /// dark-mode value (never the brand kept in light mode, never a designer's dark accent) moves by a negative depth
    /// toward the page. A pair the move breaks is repaired by the solver as usual, so every promise still holds.
    public var solidDepths: [TokenRole: Double] = [:]

    /// Creates a set of status families.
    public init(success: Family = .green, warning: Family = .gold, danger: Family = .red, info: Family = .blue) {
        self.success = success
        self.warning = warning
        self.danger = danger
        self.info = info
    }

    /// Green, gold (orange), red and blue.
    public static let `default` = StatusFamilies()

    /// The family of a status solid: `success`, `warning`, `danger`, and `info` for any other role.
    package subscript(solid role: TokenRole) -> Family {
        get {
            switch role {
            case .success: success
            case .warning: warning
            case .danger: danger
            default: info
            }
        }
        set {
            switch role {
            case .success: success = newValue
            case .warning: warning = newValue
            case .danger: danger = newValue
            default: info = newValue
            }
        }
    }
}
