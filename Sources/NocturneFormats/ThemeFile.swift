import NocturneAppearance
import NocturneColor
import NocturnePalette
import NocturneSupport

/// The theme file: the `theme` object of `.nocturne.json`, with the app's own colors, pairs and where each format goes.
///
/// ```json
/// {
///   "theme": {
///     "name": "Trips",
///     "accent": "#0B7A75",
///     "accentDark": "#5FD4CC",
///     "colors": {
///       "sunset": { "light": "#F29D50", "role": "brand" },
///       "ink":    { "light": "#24303A", "role": "content" },
///       "paper":  { "light": "#FBF8F3", "role": "background" }
///     },
///     "pairs": [{ "foreground": "ink", "background": "paper", "minimum": { "standard": 7, "increased": 10 } }],
///     "outputs": { "xcassets": "App/Assets.xcassets", "swift": "App/Theme.swift", "css": "web/theme.css" }
///   }
/// }
/// ```
///
/// Read one with ``load(_:)`` or ``init(bytes:file:)``; every error names the file, the line and the key
/// (``FormatError``). ``theme(accent:darkAccent:neutral:contrastMethod:)`` solves it into the same
/// ``/NocturnePalette/Theme`` the command line's flags build.
public struct ThemeFile: Sendable, Hashable {
    /// Where one format is written: a path as the file gives it, relative to the file's folder and inside it (``destinations()`` checks).
    public struct Output: Sendable, Hashable {
        /// The format.
        public var format: ThemeExporter.Format
        /// The path as written in the file.
        public var path: String

        /// Creates an output.
        public init(format: ThemeExporter.Format, path: String) {
            self.format = format
            self.path = path
        }
    }

    /// What the theme promises for color-vision deficiencies (`colorVision` in the file).
    public enum ColorVision: String, Sendable, Hashable, CaseIterable {
        /// Pairs that must stay apart stay apart under the common deficiencies too.
        case safe
    }

    /// The file as it was named (for messages), empty for text read from elsewhere.
    public var file: String
    /// The folder that relative output paths start from: the file's folder (`.` for a file in the current folder).
    public var folder: String
    /// The theme's name for files and types (`Trips` gives `Trips.xcassets`, `TripsColors`); `nil` for the default, `Theme`.
    public var name: String?
    /// The brand color (`accent`), mapped into sRGB and rounded to 8 bits as `--accent` is; `nil` for the default teal.
    public var accent: RGB8?
    /// The designer's dark accent (`accentDark`), kept exactly; `nil` solves it.
    public var accentDark: RGB8?
    /// A color seeding the neutral family (`neutral`); `nil` for a gray tinted toward the accent.
    public var neutral: RGB8?
    /// Which minimums bind (`contrastMethod`); `nil` for WCAG.
    public var contrastMethod: ContrastMethod?
    /// The color-vision promise (`colorVision`), or `nil` when the file makes none.
    public var colorVision: ColorVision?
    /// The app's own colors, in the file's order.
    public var colors: [ThemeColor]
    /// The opacity of each translucent color (`#RRGGBBAA`), by name; colors not listed are opaque.
    public var opacities: [String: Double]
    /// The app's own pairs, in the file's order.
    public var pairs: [ThemeColorPair]
    /// Where each format goes, in the file's order.
    public var outputs: [Output]

    /// Creates a theme file in code.
    public init(file: String = "", folder: String = ".", name: String? = nil, accent: RGB8? = nil, accentDark: RGB8? = nil, neutral: RGB8? = nil,
                contrastMethod: ContrastMethod? = nil, colorVision: ColorVision? = nil, colors: [ThemeColor] = [],
                opacities: [String: Double] = [:], pairs: [ThemeColorPair] = [], outputs: [Output] = []) {
        self.file = file
        self.folder = folder
        self.name = name
        self.accent = accent
        self.accentDark = accentDark
        self.neutral = neutral
        self.contrastMethod = contrastMethod
        self.colorVision = colorVision
        self.colors = colors
        self.opacities = opacities
        self.pairs = pairs
        self.outputs = outputs
    }

    /// The file's usual name, looked for in the current folder.
    public static let fileName = ".nocturne.json"

    /// The name files and types get: ``name``, or `Theme`.
    public var themeName: String { name ?? "Theme" }

    /// The path of an output as the writer opens it: joined to ``folder`` (an absolute path, which the reader refuses, as it is).
    public func resolvedPath(_ output: Output) -> String {
        output.path.hasPrefix("/") || folder == "." || folder.isEmpty ? output.path : PathText.join(folder, output.path)
    }

    /// The output for a format, or `nil` when the file names none.
    public func output(_ format: ThemeExporter.Format) -> Output? { outputs.first { $0.format == format } }

    /// Solves the theme the file describes, each argument that is not `nil` overriding the file's key (the command line's flags).
    ///
    /// - Parameters:
    ///   - accent: Overrides `accent`.
    ///   - darkAccent: Overrides `accentDark`.
    ///   - neutral: Overrides `neutral`.
    ///   - contrastMethod: Overrides `contrastMethod`.
    /// - Returns: The solved theme with the file's colors and pairs.
    /// - Throws: ``FormatError`` at the color or pair the solver refuses (the reader checks names first, so this is rare).
    public func theme(accent: RGB8? = nil, darkAccent: RGB8? = nil, neutral: RGB8? = nil,
                      contrastMethod: ContrastMethod? = nil) throws(FormatError) -> Theme {
        let brand = accent ?? self.accent ?? Theme.default.brand
        let neutralFamily = (neutral ?? self.neutral).map { Family(seed: $0, name: "neutral") }
        do {
            return try Theme(accent: brand, darkAccent: darkAccent ?? accentDark, neutral: neutralFamily,
                             contrastMethod: contrastMethod ?? self.contrastMethod ?? .wcag, colors: colors, pairs: pairs)
        } catch {
            var key = "theme"
            if error.position.hasPrefix("colors["), let index = Int(error.position.dropFirst(7).dropLast()), colors.indices.contains(index) {
                key += ".colors." + colors[index].name
            } else if error.position.hasPrefix("pairs[") {
                key += "." + error.position
            }
            if !error.key.isEmpty, error.key != "name" { key += "." + error.key }
            throw FormatError(.structure, file: file, key: key, message: error.message)
        }
    }
}

extension ThemeFile {
    /// The token set the writers take for a theme solved from this file: ``TokenSet/init(theme:name:)`` with the file's name, and each translucent color's opacity.
    ///
    /// - Parameters:
    ///   - theme: The theme ``theme(accent:darkAccent:neutral:contrastMethod:)`` solved.
    ///   - name: The name for files and types; `nil` for ``themeName``.
    public func tokenSet(_ theme: Theme, name: String? = nil) -> TokenSet {
        var set = TokenSet(theme: theme, name: name ?? themeName)
        guard !opacities.isEmpty else { return set }
        for index in set.tokens.indices {
            guard let opacity = opacities[set.tokens[index].name] else { continue }
            set.tokens[index].values = set.tokens[index].values.map { slot in
                guard let value = slot else { return nil }
                var translucent = value
                translucent.color = value.color.map { ColorValue($0.space, $0.coordinates, alpha: opacity) }
                return translucent
            }
        }
        return set
    }
}
