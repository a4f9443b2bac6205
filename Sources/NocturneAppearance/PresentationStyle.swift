/// How content is presented above a window: what ``ViewNode/present(_:)`` creates.
public enum PresentationStyle: String, CaseIterable, Sendable, Hashable, Codable {
    /// A sheet: elevated.
    case sheet
    /// A popover: elevated.
    case popover
    /// A full-screen cover: stays at the base level.
    case fullScreenCover
    /// An alert: elevated.
    case alert

    /// The interface level content in this presentation sits at.
    public var level: InterfaceLevel {
        self == .fullScreenCover ? .base : .elevated
    }
}

/// System UI that serves one view and takes that view's traits, not the window's.
public enum SystemUIKind: Sendable, Hashable {
    /// The keyboard for a text field: follows the field's traits.
    case keyboard
    /// A context or pull-down menu: follows the view it serves, at the elevated level.
    case menu
    /// A bar of a navigation container (see ``ToolbarPlacement``): follows the container, except
    /// that a toolbar color scheme set in the container's content applies while the bar's
    /// background is visible.
    case bar(ToolbarPlacement)
}

/// A bar a toolbar color scheme or background can be set for.
public enum ToolbarPlacement: String, CaseIterable, Sendable, Hashable, Codable {
    /// The navigation bar at the top.
    case navigationBar
    /// The tab bar.
    case tabBar
    /// The bottom toolbar.
    case bottomBar
    /// A window's toolbar (macOS).
    case windowToolbar
}

/// Whether a bar's background shows: SwiftUI's `Visibility` for `toolbarBackground(_:for:)`.
public enum ToolbarBackgroundVisibility: String, CaseIterable, Sendable, Hashable, Codable {
    /// The platform decides; here, hidden (as at a scroll edge), so a toolbar color scheme does not apply.
    case automatic
    /// The background shows, and a toolbar color scheme applies to the bar.
    case visible
    /// The background is hidden.
    case hidden
}

/// What a node is in the tree.
public enum ViewNodeKind: Sendable, Hashable {
    /// Ordinary content: a view.
    case content
    /// The root of a window or a presentation.
    case presentationRoot
    /// System UI attached to the node it serves.
    case attached(SystemUIKind)
}
