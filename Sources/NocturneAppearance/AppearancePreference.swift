/// The user's appearance choice, as a Settings screen offers it: System, Light or Dark.
///
/// Set it on ``AppearanceSystem/preference``: it applies at every window root at once and is
/// persisted through a ``PreferenceStore`` under the key `appearance` (or one the
/// app chooses, see ``AppearanceSystem/preferenceKey``). As a node's
/// ``ViewNode/preferredColorScheme``, ``system`` is SwiftUI's `.preferredColorScheme(nil)`.
///
/// It is `Identifiable` and has a ``label``, so a settings screen lists it directly:
///
/// ```swift
/// Picker("Appearance", selection: $preference) {
///     ForEach(AppearancePreference.allCases) { Text($0.label).tag($0) }
/// }
/// ```
public enum AppearancePreference: String, CaseIterable, Sendable, Hashable, Codable, Identifiable {
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

    /// The stored value, `system`, `light` or `dark`: stable across launches.
    public var id: String { rawValue }

    /// The name a settings screen shows: `System`, `Light` or `Dark`.
    public var label: String {
        switch self {
        case .system: "System"
        case .light: "Light"
        case .dark: "Dark"
        }
    }

    /// The key the choice is stored under in a ``PreferenceStore`` unless the system is given
    /// another (``AppearanceSystem/init(system:forcedColorScheme:store:preferenceKey:)``).
    public static let storeKey = "appearance"
}
