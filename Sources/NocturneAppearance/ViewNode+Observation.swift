extension ViewNode {
    /// Runs `handler` once per real change of one of `traits` on this node, with the traits from before the change.
    ///
    /// Inside ``AppearanceSystem/performBatchUpdates(_:)`` it runs at most once for the whole batch.
    ///
    /// The handler never runs for traits it did not name, nor when the node's observed traits
    /// ended up unchanged. It runs after the mutation has propagated through the whole tree, so
    /// every node reads its new traits. A handler may mutate the tree: the mutation applies at
    /// once and its notifications follow after the current handler returns (see
    /// ``AppearanceSystem/maximumNotificationRounds`` for the loop guard).
    /// - Parameters:
    ///   - traits: The kinds to observe; an empty list never fires.
    ///   - handler: Called with this node and its previous traits.
    /// - Returns: The registration; already ended when this node is removed.
    @discardableResult
    public func registerForTraitChanges(_ traits: [TraitKind], handler: @escaping (ViewNode, _ previous: Traits) -> Void) -> TraitRegistration {
        guard !isRemoved else { return TraitRegistration(traits: traits, handler: nil) }
        let registration = TraitRegistration(traits: traits, handler: handler)
        _ = self.traits  // current before it joins the eagerly maintained paths
        let wasInterested = _isInterested
        let extras = ensureExtras()
        extras.registrations.removeAll { !$0.isActive }
        extras.registrations.append(registration)
        _flags.insert(.hasRegistrations)
        if !wasInterested { addInterest(1) }
        _debugDidMutate()
        return registration
    }

    /// The registrations on this node that are still active.
    public var traitRegistrations: [TraitRegistration] {
        _extras?.registrations.filter(\.isActive) ?? []
    }
}
