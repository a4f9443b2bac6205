import Foundation
import NocturneColor
import NocturneSupport

/// A position on a ramp, from 0 (white) through `_50` (lightest named stop) to `_1000` (darkest).
///
/// Every stop has one target WCAG relative luminance shared by every family, so the contrast
/// between two stops is the same in every hue. Stops are spaced evenly in CIE L\* (a function of
/// luminance alone): L\* = 100 − 0.095 × stop, so `_50` is L\* 95.25, `_500` is 52.5 and `_1000` is 5.
/// Any value in 0…1000 is a stop (`Stop(750)`, `Stop(725)`); the named ramp has the twenty
/// multiples of 50 from 50 to 1000.
public struct Stop: Sendable, Hashable, Comparable, Codable, CustomStringConvertible {
    /// The stop's number, 0…1000 (clamped).
    public let value: Double

    /// Creates a stop; values outside 0…1000 are clamped.
    ///
    /// - Parameter value: The stop number, e.g. `750`.
    public init(_ value: Double) {
        self.value = min(max(value.isFinite ? value : 0, 0), 1000)
    }

    /// Creates a stop from an integer stop number such as `800`.
    public init(_ value: Int) { self.init(Double(value)) }

    /// The twenty named stops, `_50` … `_1000` in steps of 50, lightest first.
    public static let named: [Stop] = stride(from: 50, through: 1000, by: 50).map { Stop($0) }

    /// The CIE L\* this stop aims at: 100 − 0.095 × stop.
    public var targetLightness: Double { 100 - 0.095 * value }

    /// The WCAG relative luminance every family's color at this stop aims at, 0…1.
    public var targetLuminance: Double { Stop.luminance(lightness: targetLightness) }

    /// The stop whose target luminance is `luminance` (the inverse of ``targetLuminance``), unclamped.
    ///
    /// - Parameter luminance: A WCAG relative luminance, 0…1.
    /// - Returns: The stop number; 0 for white, 1000 for the darkest named stop.
    public static func stopValue(forLuminance luminance: Double) -> Double {
        (100 - lightness(luminance: luminance)) / 0.095
    }

    /// The contrast ratio two colors at these stops have, in any family.
    public func contrastRatio(to other: Stop) -> Double {
        WCAG.contrastRatio(luminance: targetLuminance, other.targetLuminance)
    }

    /// `_800`, or `stop(725)` for stops between the named ones.
    public var description: String {
        value > 0 && value.truncatingRemainder(dividingBy: 50) == 0 ? "_\(Stop.format(value))" : "stop(\(Stop.format(value)))"
    }

    /// Orders stops from light to dark.
    public static func < (lhs: Stop, rhs: Stop) -> Bool { lhs.value < rhs.value }

    static func format(_ value: Double) -> String {
        value == value.rounded() ? NumberText.shortest(value) : NumberText.rounded(value, places: 1, keepsTrailingZeros: true)
    }

    /// CIE L\* (0…100) to relative luminance Y (0…1), CIE's exact formula.
    static func luminance(lightness: Double) -> Double {
        let kappa = 24389.0 / 27
        let f = (lightness + 16) / 116
        return lightness > 8 ? f * f * f : lightness / kappa
    }

    /// Relative luminance Y (0…1) to CIE L\*.
    static func lightness(luminance: Double) -> Double {
        let epsilon = 216.0 / 24389
        let kappa = 24389.0 / 27
        return luminance > epsilon ? 116 * cbrt(luminance) - 16 : kappa * luminance
    }
}
