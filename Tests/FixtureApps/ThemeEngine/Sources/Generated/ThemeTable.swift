// AUTO GENERATED FILE, DO NOT EDIT.
// Produced by the app's theme compiler from themes.yaml.
import UIKit

enum ThemeTable {
    static func background(_ theme: AppTheme) -> UIColor {
        switch theme {
        case .paper: return UIColor(red: 0.98, green: 0.97, blue: 0.94, alpha: 1)
        case .night: return UIColor(red: 0.07, green: 0.08, blue: 0.10, alpha: 1)
        case .sepia: return UIColor(red: 0.96, green: 0.91, blue: 0.80, alpha: 1)
        }
    }

    static func text(_ theme: AppTheme) -> UIColor {
        switch theme {
        case .paper: return UIColor.black
        case .night: return UIColor.white
        case .sepia: return UIColor(red: 0.26, green: 0.20, blue: 0.13, alpha: 1)
        }
    }
}
