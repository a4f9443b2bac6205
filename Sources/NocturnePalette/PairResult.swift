import NocturneAppearance

/// A pair's contrast in one mode, measured on the 8-bit values.
public struct PairResult: Sendable, Hashable {
    /// The mode.
    public let mode: AppearanceMode
    /// The foreground's 8-bit value.
    public let foreground: RGB8
    /// The background's 8-bit value.
    public let background: RGB8
    /// WCAG 2.2 contrast ratio, 1…21.
    public let wcag: Double
    /// APCA Lc of the foreground as text on the background (signed: negative for light on dark).
    public let apca: Double
    /// The WCAG minimum in this mode (0 when exempt).
    public let minimumWCAG: Double
    /// The APCA |Lc| minimum in this mode (0 when exempt).
    public let minimumAPCA: Double
    /// Whether the promise holds under the theme's contrast method (always `true` when exempt).
    public let passes: Bool

    /// Creates a result.
    public init(mode: AppearanceMode, foreground: RGB8, background: RGB8, wcag: Double, apca: Double,
                minimumWCAG: Double, minimumAPCA: Double, passes: Bool) {
        self.mode = mode
        self.foreground = foreground
        self.background = background
        self.wcag = wcag
        self.apca = apca
        self.minimumWCAG = minimumWCAG
        self.minimumAPCA = minimumAPCA
        self.passes = passes
    }

    /// WCAG ratio minus its minimum.
    public var marginWCAG: Double { wcag - minimumWCAG }

    /// |Lc| minus its minimum.
    public var marginAPCA: Double { abs(apca) - minimumAPCA }
}
