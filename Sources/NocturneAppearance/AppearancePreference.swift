/// The user's appearance choice, as a Settings screen offers it: System, Light or Dark.
///
/// Set it on ``AppearanceSystem/preference``: it applies at every window root at once and is
/// persisted through a ``PreferenceStore`` under the key `appearance`. As a node's
/// ``ViewNode/preferredColorScheme``, ``system`` is SwiftUI's `.preferredColorScheme(nil)`.
public enum AppearancePreference: String, CaseIterable, Sendable, Hashable, Codable {
    /// Follow the system (or, as a preference modifier, apply `nil`).
    case system
    /// Always light.
    case light
    /// Always dark.
    case dark

    /// The forced scheme: `nil` for ``system``, meaning "follow the system".
    public var colorScheme: ColorScheme? {
        switch self {
        case .system: nil
        case .light: .light
        case .dark: .dark
        }
    }

    /// The preference that forces `scheme`, or ``system`` for `nil`.
    public init(_ scheme: ColorScheme?) {
        switch scheme {
        case nil: self = .system
        case .light: self = .light
        case .dark: self = .dark
        }
    }

    /// The key the choice is stored under in a ``PreferenceStore``.
    public static let storeKey = "appearance"
}
