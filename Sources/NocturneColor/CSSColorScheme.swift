/// The color scheme that chooses a branch of CSS `light-dark()`.
public enum CSSColorScheme: String, CaseIterable, Sendable, Hashable, Codable {
    /// Light mode: `light-dark()` takes its first color.
    case light
    /// Dark mode: `light-dark()` takes its second color.
    case dark
}
