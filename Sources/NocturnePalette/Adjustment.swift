import NocturneAppearance
import NocturneColor
import NocturneSupport

/// A record that the solver moved a token's lightness to keep a contrast promise.
///
/// Only OKLCH lightness changes; hue and chroma stay (up to gamut mapping). The move is the
/// smallest that makes every constraint of the token hold on the 8-bit values.
public struct Adjustment: Sendable, Hashable, Codable, CustomStringConvertible {
    /// The constraint that failed before the move, e.g. `onAccent on accent ≥ 7 (WCAG)`.
    public let constraint: String
    /// The color before the move.
    public let from: RGB8
    /// The color after the move.
    public let to: RGB8
    /// OKLCH lightness before the move.
    public let fromLightness: Double
    /// OKLCH lightness after the move.
    public let toLightness: Double

    /// `moved #0B7A75 → #0A6B66 (L 0.520 → 0.475) by onAccent on accent ≥ 7 (WCAG)`.
    public var description: String {
        let from = from.hex.uppercased(), to = to.hex.uppercased()
        return "moved \(from) → \(to) (L \(format(fromLightness)) → \(format(toLightness))) by \(constraint)"
    }

    private func format(_ value: Double) -> String {
        NumberText.rounded(value, places: 3, keepsTrailingZeros: true)
    }
}
