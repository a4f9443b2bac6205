#if canImport(SwiftUI)
import SwiftUI
import NocturnePalette

/// The environment key behind ``SwiftUI/EnvironmentValues/theme``.
private struct ThemeKey: EnvironmentKey {
    static let defaultValue = Theme.default
}

extension EnvironmentValues {
    /// The theme views draw with: `@Environment(\.theme) var theme`, then `theme.accent`.
    ///
    /// It is ``/NocturnePalette/Theme/default`` unless a view above sets another with
    /// ``SwiftUI/View/theme(_:)``, which recolors that subtree only.
    public var theme: Theme {
        get { self[ThemeKey.self] }
        set { self[ThemeKey.self] = newValue }
    }
}

extension View {
    /// Sets the theme this view and everything below it draws with.
    ///
    /// - Parameter theme: The theme, e.g. `Theme(accent: RGB8(0x0B7A75), darkAccent: RGB8(0x5FD4CC))`.
    /// - Returns: The view with the theme in its environment.
    public func theme(_ theme: Theme) -> some View {
        environment(\.theme, theme)
    }
}
#endif
