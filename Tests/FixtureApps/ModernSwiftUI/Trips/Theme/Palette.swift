import SwiftUI

/// The app's palette: light and dark values chosen per scheme.
enum Palette {
    static func page(for scheme: ColorScheme) -> Color {
        switch scheme {
        case .dark: return Color(red: 0.07, green: 0.07, blue: 0.08)
        default: return Color(red: 0.98, green: 0.97, blue: 0.94)
        }
    }
}
