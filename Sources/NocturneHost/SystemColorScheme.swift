import NocturneAppearance

/// The color scheme the system asks for, with "no preference" kept apart from light.
///
/// The XDG portal's `color-scheme` is 0 (no preference), 1 (prefer dark) or 2 (prefer light);
/// unknown values read as no preference. An ``/NocturneAppearance/AppearanceSystem`` resolves no preference to light
/// at the root, as an unspecified trait does.
public enum SystemColorScheme: String, CaseIterable, Sendable, Hashable, Codable {
    /// The system states no preference (GNOME's "Default" style); apps choose, light by convention.
    case noPreference
    /// The system prefers light.
    case light
    /// The system prefers dark.
    case dark

    /// The scheme as a trait: `nil` for no preference (unspecified, so it inherits light at the root).
    public var colorScheme: ColorScheme? {
        switch self {
        case .noPreference: nil
        case .light: .light
        case .dark: .dark
        }
    }
}
