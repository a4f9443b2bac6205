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

    /// Creates a set of status families.
    public init(success: Family = .green, warning: Family = .gold, danger: Family = .red, info: Family = .blue) {
        self.success = success
        self.warning = warning
        self.danger = danger
        self.info = info
    }

    /// Green, gold (orange), red and blue.
    public static let `default` = StatusFamilies()
}
