import UIKit

/// The reader's themes; the user picks one, and every screen re-applies its colors when it changes.
enum AppTheme: String, CaseIterable {
    case paper, night, sepia

    static var current: AppTheme = .paper
    static let didChange = Notification.Name("AppThemeDidChange")
}

/// What a themed view needs: a background and a text color for the current theme.
protocol ThemePalette {
    var background: UIColor { get }
    var text: UIColor { get }
}

struct LightPalette: ThemePalette {
    let background = UIColor.white
    let text = UIColor.black
}

struct DarkPalette: ThemePalette {
    let background = UIColor.black
    let text = UIColor(white: 0.92, alpha: 1)
}

/// A label that re-colors itself from the theme when it loads and whenever the theme changes.
final class ThemedLabel: UILabel {
    override func awakeFromNib() {
        super.awakeFromNib()
        applyTheme()
        NotificationCenter.default.addObserver(forName: AppTheme.didChange, object: nil, queue: .main) { [weak self] _ in
            MainActor.assumeIsolated { self?.applyTheme() }
        }
    }

    func applyTheme() {
        textColor = ThemeTable.text(AppTheme.current)
        backgroundColor = ThemeTable.background(AppTheme.current)
    }
}

/// A screen outside the theme engine: still a hard-coded white page.
final class AboutViewController: UIViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .white
    }
}
