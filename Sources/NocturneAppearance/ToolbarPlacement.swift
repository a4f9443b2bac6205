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
