import NocturneAppearance

/// A family with its twenty named stops computed.
public struct Ramp: Sendable, Hashable {
    /// The family.
    public let family: Family
    /// `_50` … `_1000`.
    public let swatches: [Swatch]

    /// Computes a family's named stops.
    public init(family: Family) {
        self.family = family
        self.swatches = family.ramp
    }
}

extension Family {
    /// The theme this family's tokens come from: the family is both the neutral and the accent (its `_600`).
    ///
    /// - Complexity: solves a theme on each access; keep the result when reading several tokens.
    public var theme: Theme {
        Theme(brand: swatch(at: Stop(600)).rgb8, accentFamily: self, neutral: self, status: .default, contrastMethod: .wcag)
    }
}
