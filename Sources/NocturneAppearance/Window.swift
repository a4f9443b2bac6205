/// A window: the outermost presentation, whose root takes the system's traits, the app's forced
/// style and the user's ``AppearancePreference``.
public final class Window: Presentation {
    /// Closes the window: the same as ``Presentation/dismiss()``.
    public func close() { dismiss() }
}
