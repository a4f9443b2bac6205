import NocturneColor
import NocturneAppearance
import NocturneFormats

/// Hand-made token sets for writer and reader tests.
enum Fixtures {
    static func mode(_ key: String) -> AppearanceMode {
        AppearanceMode(key: key) ?? AppearanceMode(colorScheme: .light)
    }

    static func rgb(_ hex: String, opacity: Double = 1) -> TokenColor {
        TokenColor(RGB8(hex: hex) ?? RGB8(red: 0, green: 0, blue: 0), opacity: opacity)
    }

    /// Four tokens: a full eight-mode text color, an accent with a Display P3 value, a translucent
    /// outline with only light/dark, and a surface that is lighter when elevated in dark mode.
    static let trips: TokenSet = {
        var text = ColorToken(name: "foregroundPrimary", values: [:])
        let textValues = ["#1A1C1E", "#F1F3F5", "#000000", "#FFFFFF", "#1A1C1E", "#F1F3F5", "#000000", "#FFFFFF"]
        for (index, mode) in AppearanceMode.all.enumerated() { text.values[mode] = rgb(textValues[index]) }
        var accent = ColorToken(name: "accent", light: rgb("#0B7A75"), dark: rgb("#5FD4CC"), increasedLight: rgb("#075E5A"), increasedDark: rgb("#8FE3DD"))
        accent.values[mode("dark-standard-base")]?.displayP3 = ColorValue(.displayP3, SIMD3(0.45, 0.82, 0.79))
        let outline = ColorToken(name: "outlinePrimary", light: rgb("#000000", opacity: 0.2), dark: rgb("#FFFFFF", opacity: 0.35))
        var surface = ColorToken(name: "surfacePrimary", light: rgb("#FFFFFF"), dark: rgb("#1C1C1E"))
        surface.values[mode("dark-standard-elevated")] = rgb("#2C2C2E")
        let background = ColorToken(name: "backgroundPrimary", light: rgb("#FFFFFF"), dark: rgb("#000000"))
        return TokenSet(name: "Trips", tokens: [text, accent, outline, surface, background],
            pairs: [TokenPair(foreground: "foregroundPrimary", background: "backgroundPrimary", requirement: .primaryText)],
            accentTokenName: "accent")
    }()
}
