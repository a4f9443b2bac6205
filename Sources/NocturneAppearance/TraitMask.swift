/// A set of trait kinds as a bit mask: the internal form of `[TraitKind]`.
@usableFromInline
struct TraitMask: Sendable, Hashable {
    @usableFromInline var rawValue: UInt16

    @inlinable init(rawValue: UInt16) { self.rawValue = rawValue }

    @inlinable init<S: Sequence>(_ kinds: S) where S.Element == TraitKind {
        var raw: UInt16 = 0
        for kind in kinds { raw |= kind.bit }
        rawValue = raw
    }

    @usableFromInline static let none = TraitMask(rawValue: 0)
    @usableFromInline static let all = TraitMask(TraitKind.allCases)
    /// Scheme, contrast and level: what a palette color reads at most.
    @usableFromInline static let appearance = TraitMask([.colorScheme, .contrast, .level])

    @inlinable var isEmpty: Bool { rawValue == 0 }
    @inlinable func intersects(_ other: TraitMask) -> Bool { rawValue & other.rawValue != 0 }
    @inlinable func union(_ other: TraitMask) -> TraitMask { TraitMask(rawValue: rawValue | other.rawValue) }

    /// The kinds in this set, in declaration order.
    var kinds: [TraitKind] { TraitKind.allCases.filter { rawValue & $0.bit != 0 } }

    /// The kinds whose values differ between two sets of traits.
    @inlinable static func differences(_ a: Traits, _ b: Traits) -> TraitMask {
        var raw: UInt16 = 0
        if a.colorScheme != b.colorScheme { raw |= 1 << 0 }
        if a.contrast != b.contrast { raw |= 1 << 1 }
        if a.level != b.level { raw |= 1 << 2 }
        if a.legibilityWeight != b.legibilityWeight { raw |= 1 << 3 }
        if a.displayScale != b.displayScale { raw |= 1 << 4 }
        if a.reduceTransparency != b.reduceTransparency { raw |= 1 << 5 }
        if a.reduceMotion != b.reduceMotion { raw |= 1 << 6 }
        if a.idiom != b.idiom { raw |= 1 << 7 }
        return TraitMask(rawValue: raw)
    }
}
