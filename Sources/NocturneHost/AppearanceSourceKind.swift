/// Which source reported an appearance; its raw value is the name the command line prints.
public enum AppearanceSourceKind: String, CaseIterable, Sendable, Hashable, Codable {
    /// The XDG desktop portal's Settings interface over D-Bus.
    case portal
    /// The `gsettings` command (GNOME's `org.gnome.desktop.interface`).
    case gsettings
    /// KDE's `kdeglobals` file.
    case kdeglobals
    /// The terminal's background color (OSC 11).
    case terminal
    /// The `COLORFGBG` variable some terminals set.
    case colorfgbg = "COLORFGBG"
    /// `NOCTURNE_COLOR_SCHEME` / `NOCTURNE_CONTRAST`.
    case environment
    /// Nothing answered; everything is at its default.
    case none
}
