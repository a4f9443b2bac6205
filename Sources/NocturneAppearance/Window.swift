/// A window: the outermost presentation, whose root takes the system's traits, the app's forced
/// style and the user's ``AppearancePreference``.
///
/// A window keeps its ``system`` alive, and the system keeps the window open until
/// ``close()``: a function may build a system, make a window and return only the window.
public final class Window: Presentation {
    /// The system this window belongs to; the window keeps it alive.
    public let system: AppearanceSystem
    /// The window's presentation as the system and the root keep it (this object is the caller's handle to it).
    let presentation: Presentation

    init(_ presentation: Presentation, system: AppearanceSystem) {
        self.presentation = presentation
        self.system = system
        super.init(root: presentation.root, style: nil)
    }

    /// Whether the window was closed.
    override public internal(set) var isDismissed: Bool {
        get { presentation.isDismissed }
        set { presentation.isDismissed = newValue }
    }

    /// The color scheme gathered from the content's ``ViewNode/preferredColorScheme`` modifiers.
    override public internal(set) var preferredColorScheme: ColorScheme? {
        get { presentation.preferredColorScheme }
        set { presentation.preferredColorScheme = newValue }
    }

    /// Closes the window: the same as ``close()``.
    override public func dismiss() { presentation.dismiss() }

    /// Closes the window: its nodes are detached and its registrations end. A second call does nothing.
    public func close() { dismiss() }
}
