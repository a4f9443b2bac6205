import NocturnePalette
import NocturneSupport

/// The theme file's names: what a color may be called, and the check that no two tokens meet in any output.
///
/// The generated names are the writers' own (``GeneratedNames``: Swift members, asset-catalog symbols,
/// CSS properties, Android resources, design tokens), so a file the reader accepts is one every
/// writer can write: `cardBorder` and `card-border` are both `--card-border` in CSS and are refused here,
/// at the second one's line, before anything is solved or written.
enum ThemeFileNames {
    /// Refuses a color name the solver cannot take: it starts with a letter and holds only letters, digits, `-` and `_`.
    static func checkColorName(_ name: String, at path: [JSONPathComponent]) throws(ThemeFileDecoder.Problem) {
        guard let first = name.first, first.isLetter, name.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "-" || $0 == "_" }) else {
            throw ThemeFileDecoder.Problem(kind: .invalidName, path: path,
                                           message: "the color name '\(name)' must start with a letter and hold only letters, digits, '-' and '_'",
                                           atKey: true)
        }
    }

    /// Every token name a pair may use: the theme's own tokens, then the colors' (a brand color's family too).
    static func tokenNames(_ colors: [ThemeColor]) -> Set<String> {
        Set(TokenRole.allCases.map(\.rawValue) + colors.flatMap(\.tokenNames))
    }

    /// The styles every output's names are checked in.
    static let styles: [GeneratedNames.Style] = [.swiftMember, .assetSymbol, .cssProperty, .androidResource, .designToken]

    /// The name a token gets in a style, as its writer gives it (design tokens under their group).
    static func generated(_ token: String, in style: GeneratedNames.Style) -> String? {
        guard style == .designToken else { return GeneratedNames.name(for: token, in: style) }
        return (DesignTokensWriter.groupPath(ColorToken(name: token, values: [:])) + [token]).joined(separator: "/")
    }

    /// The names taken so far, exactly and in each style, with who took them; starts with the theme's own tokens.
    struct Registry {
        private var exact: [String: String] = [:]
        private var byStyle: [[String: (token: String, owner: String)]] = Array(repeating: [:], count: ThemeFileNames.styles.count)

        /// The theme's own tokens, named once per process (every read starts from a copy).
        private static let engine: Registry = {
            var registry = Registry(empty: ())
            for role in TokenRole.allCases { registry.take(role.rawValue, names: ThemeFileNames.names(role.rawValue), owner: "the theme's token") }
            return registry
        }()

        private init(empty: ()) {}

        /// A registry holding the theme's own tokens.
        init() { self = Registry.engine }

        private mutating func take(_ token: String, names: [String?], owner: String) {
            exact[token] = owner
            for (index, name) in names.enumerated() {
                if let name, byStyle[index][name] == nil { byStyle[index][name] = (token, owner) }
            }
        }

        /// Takes a color's tokens, refusing one named like a theme token, an earlier color's token, or each other, in any output.
        mutating func add(_ color: ThemeColor, at path: [JSONPathComponent]) throws(ThemeFileDecoder.Problem) {
            for token in color.tokenNames {
                if let owner = exact[token] {
                    throw ThemeFileDecoder.Problem(kind: .symbolCollision, path: path,
                                                   message: "color '\(color.name)' makes a token '\(token)', the name of \(owner); rename the color",
                                                   atKey: true)
                }
                let names = ThemeFileNames.names(token)
                for (index, style) in ThemeFileNames.styles.enumerated() {
                    guard let name = names[index], let taken = byStyle[index][name] else { continue }
                    let shown = style == .cssProperty ? "--" + name : name
                    let which = token == color.name ? "'\(token)'" : "'\(token)' (of '\(color.name)')"
                    throw ThemeFileDecoder.Problem(kind: .symbolCollision, path: path,
                        message: "\(which) and '\(taken.token)' (\(taken.owner)) would both be written as '\(shown)' in \(style.formatName); rename one",
                        atKey: true)
                }
                take(token, names: names, owner: "a token of color '\(color.name)'")
            }
        }
    }

    /// A token's generated name in each of ``styles``, in their order.
    static func names(_ token: String) -> [String?] { styles.map { generated(token, in: $0) } }
}
