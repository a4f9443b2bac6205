/// A window, sheet, popover, full-screen cover or alert: where color-scheme preferences gather.
///
/// A presentation inherits the environment of the node that presented it, takes the preferred
/// color scheme gathered from its own content (``preferredColorScheme``) and sits at the
/// elevated level (sheet, popover, alert) or the base level (full-screen cover, window).
/// A preference never crosses a presentation: a sheet whose content prefers dark is dark while
/// its window stays light.
///
/// Dismissing twice, or presenting from a dismissed presentation's content, is harmless: the
/// second dismissal does nothing and the new presentation comes back already dismissed.
public class Presentation {
    /// The root of the presented content.
    public let root: ViewNode
    /// How it is presented; `nil` for a window.
    public let style: PresentationStyle?
    /// Whether it was dismissed (or its presenting node removed, or its window closed).
    public internal(set) var isDismissed = false
    /// The color scheme gathered from the content's ``ViewNode/preferredColorScheme`` modifiers.
    ///
    /// `nil` when none applies (no modifier, or an outer `.system`).
    public internal(set) var preferredColorScheme: ColorScheme?
    /// The bars attached in this presentation, refreshed when toolbar modifiers change.
    var bars: [ViewNode] = []

    init(root: ViewNode, style: PresentationStyle?) {
        self.root = root
        self.style = style
    }

    /// The interface level of the content: elevated for sheets, popovers and alerts.
    public var level: InterfaceLevel { style?.level ?? .base }

    /// The node that presented this, or `nil` for a window or once dismissed.
    public var presentingNode: ViewNode? { root._parent }

    /// Removes the presentation and its content; its nodes' registrations end. A second call does nothing.
    public func dismiss() {
        guard !isDismissed else { return }
        isDismissed = true
        if let system = root._system {
            system.mutate { system.dismiss(self) }
        } else {
            AppearanceSystem.teardown(root)
        }
    }
}
