/// A color-wheel relationship between hues, on the OKLCH hue circle.
public enum Harmony: String, CaseIterable, Sendable, Hashable, Codable {
    /// The opposite hue (+180°).
    case complementary
    /// The neighbors (−30°, +30°).
    case analogous
    /// Three hues 120° apart (+120°, +240°).
    case triadic
    /// The two neighbors of the complement (+150°, +210°).
    case splitComplementary
    /// Four hues 90° apart (+90°, +180°, +270°).
    case tetradic

    /// The hue offsets of the other members, in degrees.
    public var offsets: [Double] {
        switch self {
        case .complementary: [180]
        case .analogous: [-30, 30]
        case .triadic: [120, 240]
        case .splitComplementary: [150, 210]
        case .tetradic: [90, 180, 270]
        }
    }
}

extension Family {
    /// The families that stand in a harmony with this one: same vividness, hues offset on the OKLCH circle.
    ///
    /// Each is a full family (ramp, stops and tokens) with equal lightness, so `_600` of every member
    /// has the same contrast against any background. A gray family has no harmonies (empty result).
    ///
    /// - Parameter harmony: The relationship.
    /// - Returns: The other members, named like `teal-complementary-1`.
    public func harmony(_ harmony: Harmony) -> [Family] {
        guard let hue else { return [] }
        return harmony.offsets.enumerated().map { index, offset in
            Family(name: "\(name)-\(harmony.rawValue)-\(index + 1)", hue: hue + offset, vividness: vividness, maximumChroma: maximumChroma)
        }
    }
}
