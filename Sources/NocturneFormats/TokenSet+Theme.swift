import NocturneAppearance
import NocturneColor
import NocturnePalette

extension TokenSet {
    /// The token set of a theme: every token with its eight 8-bit values (and Display P3 where more vivid) and every declared pair.
    ///
    /// - Parameters:
    ///   - theme: The solved theme.
    ///   - name: The name for files and types (`Theme`).
    public init(theme: Theme, name: String = "Theme") {
        let tokens = theme.tokens.map { token -> ColorToken in
            let values = token.values.map { value -> TokenColor? in
                var color = TokenColor(value.rgb8)
                if let p3 = value.displayP3 { color.displayP3 = ColorValue(.displayP3, p3) }
                return color
            }
            return ColorToken(name: token.name, values: values)
        }
        let colors = theme.colors.map { token in
            ColorToken(name: token.name, values: token.values.map { TokenColor($0.rgb8) },
                       description: token.description)
        }
        // Only the minimums of the theme's contrast method bind; APCA is reported either way.
        let pairs = theme.pairs.map { pair in
            TokenPair(foreground: pair.foreground.rawValue, background: pair.background.rawValue,
                      requirement: pair.requirement, method: theme.contrastMethod)
        }
        // The app colors' own tokens (not a brand color's family): their light value is the app's, kept exactly.
        let ownValues = Set(theme.colors.filter { $0.name == $0.colorName }.map(\.name))
        let colorPairs = theme.colorPairs.map { pair in
            var result = TokenPair(foreground: pair.foreground, background: pair.background, requirement: pair.requirement, method: theme.contrastMethod)
            result.keepsAppLightValue = !pair.isDeclared && (ownValues.contains(pair.foreground) || ownValues.contains(pair.background))
            return result
        }
        self.init(name: name, tokens: tokens + colors, pairs: pairs + colorPairs, accentTokenName: TokenRole.accent.rawValue, source: "theme " + theme.brand.hex)
    }
}
