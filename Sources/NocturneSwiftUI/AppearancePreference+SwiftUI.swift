#if canImport(SwiftUI)
import SwiftUI
import NocturneAppearance

extension View {
    /// Applies the user's System/Light/Dark choice to the presentation this view is in.
    ///
    /// This is `.preferredColorScheme(_:)` with the scheme of `preference`: `.system` gives `nil`,
    /// which lets the device decide. Apply it at the window's root so the whole window changes at
    /// once. Persist the choice with `@AppStorage`: `AppearancePreference` is a `String` raw value
    /// (`system`, `light`, `dark`), and ``/NocturneAppearance/AppearancePreference/storeKey`` is the key Nocturne's own
    /// stores use.
    ///
    /// ```swift
    /// @AppStorage(AppearancePreference.storeKey) var preference: AppearancePreference = .system
    /// var body: some Scene {
    ///     WindowGroup { ContentView().appearancePreference(preference) }
    /// }
    /// ```
    ///
    /// - Parameter preference: The user's choice.
    /// - Returns: The view with the preference applied.
    public func appearancePreference(_ preference: AppearancePreference) -> some View {
        preferredColorScheme(preference.colorScheme.map(SwiftUI.ColorScheme.init))
    }
}
#endif
