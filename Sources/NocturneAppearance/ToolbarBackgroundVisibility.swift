/// Whether a bar's background shows: SwiftUI's `Visibility` for `toolbarBackground(_:for:)`.
public enum ToolbarBackgroundVisibility: String, CaseIterable, Sendable, Hashable, Codable {
    /// The platform decides; here, hidden (as at a scroll edge), so a toolbar color scheme does not apply.
    case automatic
    /// The background shows, and a toolbar color scheme applies to the bar.
    case visible
    /// The background is hidden.
    case hidden
}
