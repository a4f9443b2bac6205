/// A handler registered with ``ViewNode/registerForTraitChanges(_:handler:)``; keep it to cancel.
///
/// A registration ends when it is cancelled or when its node leaves the tree. Cancelling twice,
/// or after the node is gone, does nothing.
public final class TraitRegistration {
    /// The traits it observes.
    public let traits: [TraitKind]
    let mask: TraitMask
    var handler: ((ViewNode, Traits) -> Void)?

    init(traits: [TraitKind], handler: ((ViewNode, Traits) -> Void)?) {
        self.traits = traits
        self.mask = TraitMask(traits)
        self.handler = handler
    }

    /// Whether the handler can still run.
    public var isActive: Bool { handler != nil }

    /// Stops the handler from running again and releases it. Safe to call more than once.
    public func cancel() {
        handler = nil
    }
}
