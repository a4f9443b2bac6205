/// Anything that knows the system's appearance: the desktop portal, the terminal, the environment.
///
/// A source only reports what the system says; it never touches an ``/NocturneAppearance/AppearanceSystem`` itself
/// (``NocturneAppearance/AppearanceSystem/follow(_:isolation:onChange:)`` does that). Blocking work runs on a thread of the
/// source's own, so neither call blocks Swift's cooperative threads.
public protocol AppearanceSource: Sendable {
    /// What the system says now.
    ///
    /// - Throws: ``AppearanceSourceError`` saying what was tried and why it failed.
    func current() async throws(AppearanceSourceError) -> SystemAppearance

    /// What the system says now, then one report after every change, until the consumer stops.
    ///
    /// Subscribing first and reading after means no change between the two is lost. A source that
    /// cannot report changes yields its current report once and finishes.
    /// - Throws: ``AppearanceSourceError`` when the source cannot be subscribed to.
    func changes() async throws(AppearanceSourceError) -> AppearanceChanges
}

extension AppearanceSource {
    /// The current report once: for sources that cannot report changes.
    public func changes() async throws(AppearanceSourceError) -> AppearanceChanges {
        .finished(after: [try await current()])
    }
}
