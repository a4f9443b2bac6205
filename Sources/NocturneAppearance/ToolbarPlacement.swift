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
