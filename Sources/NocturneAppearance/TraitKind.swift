/// One field of ``Traits``: what an observer names and what a resolved color records as read.
public enum TraitKind: String, CaseIterable, Sendable, Hashable, Codable {
    /// ``Traits/colorScheme``.
    case colorScheme
    /// ``Traits/contrast``.
    case contrast
    /// ``Traits/level``.
    case level
    /// ``Traits/legibilityWeight``.
    case legibilityWeight
    /// ``Traits/displayScale``.
    case displayScale
    /// ``Traits/reduceTransparency``.
    case reduceTransparency
    /// ``Traits/reduceMotion``.
    case reduceMotion
    /// ``Traits/idiom``.
    case idiom

    @inlinable var bit: UInt16 {
        switch self {
        case .colorScheme: 1 << 0
        case .contrast: 1 << 1
        case .level: 1 << 2
        case .legibilityWeight: 1 << 3
        case .displayScale: 1 << 4
        case .reduceTransparency: 1 << 5
        case .reduceMotion: 1 << 6
        case .idiom: 1 << 7
        }
    }
}
