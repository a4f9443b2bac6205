extension Traits {
    /// The kinds whose values differ between these traits and `other`.
    ///
    /// - Parameter other: The traits to compare with.
    /// - Returns: The differing kinds, in ``TraitKind`` declaration order; empty when equal.
    public func differences(from other: Traits) -> [TraitKind] {
        TraitMask.differences(self, other).kinds
    }
}
