import NocturneAppearance
import NocturneColor

extension AppearanceSystem {
    /// Applies what a source reports now and then after every change, until the task is cancelled or the source stops.
    ///
    /// Each report updates the system traits in one batch (color scheme, contrast, reduced motion;
    /// other traits keep what the host set) and the accent color; a burst of changes is applied once.
    /// Runs on the caller's isolation, which owns this system.
    ///
    /// ```swift
    /// let system = AppearanceSystem()
    /// Task { @MainActor in try await system.follow(PortalAppearanceSource()) }
    /// ```
    /// - Parameters:
    ///   - source: Where the appearance comes from.
    ///   - isolation: The caller's actor (inferred).
    ///   - onChange: Called after each report is applied (for logging or a redraw request).
    /// - Throws: ``AppearanceSourceError`` when the source cannot be reached or fails; cancellation ends without error.
    public func follow(
        _ source: some AppearanceSource, isolation: isolated (any Actor)? = #isolation,
        onChange: (SystemAppearance) -> Void = { _ in }
    ) async throws(AppearanceSourceError) {
        let changes = try await source.changes()
        var iterator = changes.makeAsyncIterator()
        while !Task.isCancelled, let appearance = try await iterator.next(isolation: isolation) {
            apply(appearance)
            onChange(appearance)
        }
    }

    /// Applies one report: the system traits in one batch and the accent color.
    ///
    /// - Parameter appearance: What the system says; "no preference" resolves to light at the root.
    public func apply(_ appearance: SystemAppearance) {
        var traits = systemTraits
        traits.colorScheme = appearance.colorScheme.colorScheme ?? .light
        traits.contrast = appearance.contrast
        traits.reduceMotion = appearance.reducedMotion
        accentColor = appearance.accentColor.map { DynamicColor($0) }
        update(system: traits)
    }
}
