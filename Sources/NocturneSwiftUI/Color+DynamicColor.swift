#if canImport(SwiftUI) && (canImport(UIKit) || canImport(AppKit)) && !os(watchOS)
import SwiftUI
#if canImport(UIKit)
import UIKit
#else
import AppKit
#endif
import NocturneAppearance

extension Color {
    /// Creates a SwiftUI color that resolves `dynamicColor` in every environment it is drawn in.
    ///
    /// The color is built on a dynamic `UIColor` (or `NSColor`), so it follows every trait UIKit
    /// or AppKit reports — the elevated level of sheets included, which SwiftUI's environment does
    /// not expose — and is never cached across traits.
    ///
    /// - Parameter dynamicColor: The color, e.g. `theme.accent`.
    public init(_ dynamicColor: DynamicColor) {
        #if canImport(UIKit)
        self.init(uiColor: UIColor(dynamicColor))
        #else
        self.init(nsColor: NSColor(dynamicColor))
        #endif
    }

    /// Creates a color that is `light` in the light appearance and `dark` in the dark one.
    ///
    /// - Parameters:
    ///   - light: The color in light mode.
    ///   - dark: The color in dark mode.
    public init(light: Color, dark: Color) {
        #if canImport(UIKit)
        self.init(uiColor: UIColor(light: UIColor(light), dark: UIColor(dark)))
        #else
        self.init(nsColor: NSColor(light: NSColor(light), dark: NSColor(dark)))
        #endif
    }
}
#endif
