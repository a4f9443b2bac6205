import NocturneAppearance
import NocturneSupport

/// The names that stand for appearance modes: theme, context and override names, per-mode file names.
extension DesignTokensReader {
    /// A file or folder name without `.tokens.json`, `.json5`, `.json`.
    static func baseName(_ name: String) -> String {
        for suffix in [".tokens.json", ".resolver.json", ".json5", ".json"] where name.hasSuffix(suffix) {
            return String(name.dropLast(suffix.count))
        }
        return name
    }

    /// The mode a theme, context or override name stands for (`Dark HC`, `dark-high-contrast`, `light`), or `nil`.
    static func mode(forName name: String) -> AppearanceMode? {
        if let mode = AppearanceMode(key: name) { return mode }
        let lowered = name.lowercased()
        let words = Set(lowered.split(whereSeparator: { !$0.isLetter }).map(String.init))
        let isDark = words.contains("dark") || lowered.hasPrefix("dark")
        let isLight = words.contains("light") || lowered.hasPrefix("light")
        guard isDark || isLight else { return nil }
        if words.contains("tritanopia") || words.contains("protanopia") || words.contains("deuteranopia") || words.contains("dimmed")
            || words.contains("colorblind") {
            return nil
        }
        let increased = words.contains("hc") || lowered.contains("high-contrast") || lowered.contains("highcontrast") || lowered.contains("high contrast")
            || words.contains("contrast")
        return AppearanceMode(colorScheme: isDark ? .dark : .light, contrast: increased ? .increased : .standard)
    }

    /// The mode a Style Dictionary per-mode file stands for (`background.dark.json5`), or `nil` for a base file.
    static func mode(forFileName name: String) -> AppearanceMode? {
        let parts = baseName(name).split(separator: ".").map(String.init)
        guard parts.count > 1, let suffix = parts.last?.lowercased() else { return nil }
        switch suffix {
        case "dark": return AppearanceMode(colorScheme: .dark)
        case "hc", "high-contrast", "light-hc": return AppearanceMode(colorScheme: .light, contrast: .increased)
        case "hcdark", "dark-hc", "dark-high-contrast": return AppearanceMode(colorScheme: .dark, contrast: .increased)
        case "elevated", "dark-elevated": return AppearanceMode(colorScheme: .dark, level: .elevated)
        default: return nil
        }
    }
}
