import NocturneAppearance
import NocturneColor

/// A pair's contrast in one mode, measured on the 8-bit values, with the minimums it is judged against.
public struct PairResult: Sendable, Hashable {
    /// The mode.
    public let mode: AppearanceMode
    /// The measurement: both 8-bit values, WCAG and APCA.
    public let contrast: PairContrast
    /// The WCAG minimum in this mode (0 when exempt).
    public let minimumWCAG: Double
    /// The APCA |Lc| minimum in this mode (0 when exempt).
    public let minimumAPCA: Double
    /// Whether the promise holds under the theme's contrast method (always `true` when exempt).
    public let passes: Bool

    /// The foreground's 8-bit value.
    public var foreground: RGB8 { contrast.foreground }
    /// The background's 8-bit value.
    public var background: RGB8 { contrast.background }
    /// WCAG 2.2 contrast ratio, 1…21.
    public var wcag: Double { contrast.wcag }
    /// APCA Lc of the foreground as text on the background (signed: negative for light on dark).
    public var apca: Double { contrast.apca }

    /// WCAG ratio minus its minimum.
    public var marginWCAG: Double { wcag - minimumWCAG }

    /// |Lc| minus its minimum.
    public var marginAPCA: Double { abs(apca) - minimumAPCA }
}

extension PairResult {
    /// Judges a measurement against a requirement in a mode (``ContrastRequirement/isMet(by:in:method:)``).
    public init(mode: AppearanceMode, contrast: PairContrast, requirement: ContrastRequirement, method: ContrastMethod) {
        self.init(mode: mode, contrast: contrast, minimumWCAG: requirement.wcag(in: mode), minimumAPCA: requirement.apca(in: mode),
                  passes: requirement.isMet(by: contrast, in: mode, method: method))
    }
}
