/// System UI that serves one view and takes that view's traits, not the window's.
public enum SystemUIKind: Sendable, Hashable {
    /// The keyboard for a text field: follows the field's traits.
    case keyboard
    /// A context or pull-down menu: follows the view it serves, at the elevated level.
    case menu
    /// A bar of a navigation container (see ``ToolbarPlacement``); it follows the container.
    ///
    /// The exception: a toolbar color scheme set in the container's content applies while the
    /// bar's background is visible.
    case bar(ToolbarPlacement)
}
