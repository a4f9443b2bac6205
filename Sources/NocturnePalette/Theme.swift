import NocturneAppearance
import NocturneColor

/// A solved theme: semantic tokens with a proven value in each of the eight appearance modes, from one brand color.
///
/// ```swift
/// let theme = Theme(accent: RGB8(0x0B7A75))        // the Trips teal; same as Theme.default
/// let link = theme.accentText                      // a DynamicColor
/// theme.audit.text                                 // every token, mode and pair, as a table
/// ```
///
/// ## The seam exporters read
/// - ``tokens``: every token in a stable order (``TokenRole`` order). Each ``ThemeToken`` has a
///   stable camelCase ``ThemeToken/name``, its ``ThemeToken/dynamicColor``, and ``ThemeToken/values``:
///   one ``TokenValue`` per ``/NocturneAppearance/AppearanceMode`` (all eight, in ``/NocturneAppearance/AppearanceMode/all`` order) with the
///   8-bit sRGB value that every promise is proven on (``TokenValue/rgb8``) and, where a more vivid
///   color of the same luminance exists, its Display P3 components (``TokenValue/displayP3``).
/// - ``ramps``: the families the theme draws from (neutral, accent, four status families), each
///   with its twenty named stops.
/// - ``pairs`` and ``audit``: the declared contrast pairs with WCAG and APCA figures in every mode.
///
/// The brand color stays exactly as given in light standard mode whenever it keeps its promises
/// (then the accent's value there equals ``brand``); otherwise the solver moves its lightness by
/// the least that works and ``TokenValue/adjustment`` says which pair moved it, from what to what.
public struct Theme: Sendable, Hashable {
    /// The version of the solving algorithm; golden files and the audit JSON carry it.
    public static let algorithmVersion = "nocturne-palette-1.0"

    /// The brand color the theme was built from (the `accent:` argument; ``accent`` is its token).
    public let brand: RGB8
    /// The designer's dark-mode accent (the `darkAccent:` argument), or `nil` when it is solved from the accent family.
    public let darkBrand: RGB8?
    /// The neutral family: backgrounds, surfaces, text and outlines.
    public let neutral: Family
    /// The family seeded by the brand color: the accent's dark-mode sibling, selection and disabled fills.
    public let accentFamily: Family
    /// The status families.
    public let status: StatusFamilies
    /// The contrast measure the promises are kept in (both are always reported).
    public let contrastMethod: ContrastMethod
    /// Every token, in ``TokenRole`` order.
    public let tokens: [ThemeToken]
    /// Every declared pair (and the exempt disabled pairs) with results per mode.
    public let pairs: [ThemePair]
    /// The app's own colors as given (``ThemeColor``); empty for a theme of one brand color.
    public let appColors: [ThemeColor]
    /// The app's declared pairs as given.
    public let appPairs: [ThemeColorPair]
    /// The app's colors solved: every token they become (a brand color's family too), in the order given.
    public let colors: [ThemeColorToken]
    /// The pairs on the app's colors: those each role implies, then the app's declared ones, with results per mode.
    ///
    /// Content, status and brand text colors are each drawn on every background and surface. Past 10,000 such pairs (an
    /// app of some hundreds of colors) each lists only the surfaces it binds on: the theme's, and in every mode the app's
    /// nearest to it in luminance, where its lowest contrast is. The pairs left out are judged all the same (a pair that
    /// fails has one listed that fails as much or more) and counted in ``checkedColorPairCount``.
    public let colorPairs: [ThemeColorPairResult]
    /// How many pairs on the app's colors are checked (not exempt), those ``colorPairs`` leaves out included.
    public let checkedColorPairCount: Int

    /// Solves a theme from a brand color, and a designer's dark accent when there is one.
    ///
    /// Without `darkAccent`, the dark accent is solved from the accent family (stop `_250`, moved if
    /// needed). With it, the brand as the designer gave it is kept: `accent` in light mode and
    /// `darkAccent` in dark mode are pinned — used exactly in standard contrast, base and elevated, and
    /// never moved. A pinned value that misses a promise is reported by the audit as a failure, with the
    /// nearest value that would pass (``TokenValue/nearestPassing``). Under Increase Contrast, for which
    /// the designer gave no value, the solver starts from the pinned ones and moves them as little as works.
    ///
    /// ```swift
    /// let trips = Theme(accent: RGB8(0x0B7A75), darkAccent: RGB8(0x5FD4CC))
    /// trips[.accent].rgb8(in: AppearanceMode(colorScheme: .dark))   // #5FD4CC, as designed
    /// trips.audit.failures.isEmpty                                   // true: the design keeps its promises
    /// ```
    ///
    /// - Parameters:
    ///   - accent: The brand color; it ships unchanged in light standard mode when it keeps its promises (always, when pinned).
    ///   - darkAccent: The designer's dark-mode accent, kept exactly; `nil` (the default) solves it.
    ///   - neutral: The neutral family; by default a gray tinted toward the accent's hue (OKLCH chroma ≤ 0.012).
    ///   - status: The success, warning, danger and info families (green, orange, red, blue).
    ///   - contrastMethod: Whether WCAG, APCA or both minimums bind (default WCAG).
    /// - Complexity: O(tokens × modes); well under a millisecond in a release build.
    public init(accent: RGB8, darkAccent: RGB8? = nil, neutral: Family? = nil, status: StatusFamilies = .default,
                contrastMethod: ContrastMethod = .wcag) {
        let accentFamily = Family(seed: accent, name: "accent")
        let neutral = neutral ?? Theme.tintedNeutral(hue: accentFamily.hue)
        self.init(brand: accent, darkBrand: darkAccent, accentFamily: accentFamily, neutral: neutral, status: status, contrastMethod: contrastMethod)
    }

    /// Solves a theme from any colors: each is mapped into sRGB (CSS algorithm) and rounded to 8 bits first.
    ///
    /// - Parameters:
    ///   - accent: The brand color.
    ///   - darkAccent: The designer's dark-mode accent, kept exactly; `nil` (the default) solves it.
    ///   - neutral: The neutral family (default: gray tinted toward the accent).
    ///   - status: The status families.
    ///   - contrastMethod: Whether WCAG, APCA or both minimums bind.
    public init(accent: ColorValue, darkAccent: ColorValue? = nil, neutral: Family? = nil, status: StatusFamilies = .default,
                contrastMethod: ContrastMethod = .wcag) {
        func eightBit(_ color: ColorValue) -> RGB8 { RGB8(srgb: color.gamutMapped(to: Gamut.srgb).coordinates) }
        self.init(accent: eightBit(accent), darkAccent: darkAccent.map(eightBit), neutral: neutral, status: status, contrastMethod: contrastMethod)
    }

    /// Solves a theme with the app's own colors and pairs: each color's light value (and any other pinned value) kept exactly, the rest solved.
    ///
    /// Every token a color becomes (``ThemeColor/tokenNames``) is solved in all eight modes so that
    /// the pairs its role implies and every declared pair hold on the 8-bit values; a pinned value
    /// that cannot keep a promise stays and the audit names the pair, the ratio and the nearest value
    /// that would pass. The theme's own forty tokens are exactly those of the theme without colors.
    ///
    /// ```swift
    /// let theme = try Theme(accent: RGB8(0x0B7A75), colors: [
    ///     ThemeColor(name: "sunset", role: .brand, light: RGB8(0xF29D50)),
    ///     ThemeColor(name: "ink", role: .content, light: RGB8(0x24303A)),
    /// ], pairs: [ThemeColorPair(foreground: "onSunset", background: "sunset", requirement: .text)])
    /// theme.color(named: "sunsetText")?.rgb8[AppearanceMode(colorScheme: .dark)]
    /// ```
    ///
    /// - Parameters:
    ///   - accent: The brand color (as the one-accent initializer takes it).
    ///   - darkAccent: The designer's dark accent, or `nil`.
    ///   - neutral: The neutral family, or `nil` for the tinted gray.
    ///   - status: The status families.
    ///   - contrastMethod: Which minimums bind.
    ///   - colors: The app's colors.
    ///   - pairs: The app's own promises, naming theme tokens or the colors' tokens.
    /// - Throws: ``ThemeColorError`` for a name that is empty, repeated or a theme token's, or a pair naming an unknown token.
    /// - Complexity: O((colors × log colors + pairs) × modes) to judge, the pairs on every surface through the nearest surfaces
    ///   (``colorPairs``); a color the solver moves names the first pair that moved it, found among its own pairs.
    public init(accent: RGB8, darkAccent: RGB8? = nil, neutral: Family? = nil, status: StatusFamilies = .default,
                contrastMethod: ContrastMethod = .wcag, colors: [ThemeColor], pairs: [ThemeColorPair] = []) throws(ThemeColorError) {
        let plan = try ThemeSolver.ColorPlan(colors: colors, pairs: pairs)
        let accentFamily = Family(seed: accent, name: "accent")
        let neutral = neutral ?? Theme.tintedNeutral(hue: accentFamily.hue)
        self.init(brand: accent, darkBrand: darkAccent, accentFamily: accentFamily, neutral: neutral, status: status,
                  contrastMethod: contrastMethod, plan: plan, appPairs: pairs)
    }

    init(brand: RGB8, darkBrand: RGB8? = nil, accentFamily: Family, neutral: Family, status: StatusFamilies, contrastMethod: ContrastMethod,
         plan: ThemeSolver.ColorPlan = .empty, appPairs: [ThemeColorPair] = []) {
        var solver = ThemeSolver(brand: brand, darkBrand: darkBrand, neutral: neutral, accent: accentFamily, status: status, method: contrastMethod,
                                 colors: plan)
        let solved = solver.solve()
        self.appColors = plan.colors
        self.appPairs = appPairs
        self.colors = solved.colors
        self.colorPairs = solved.colorPairs
        self.checkedColorPairCount = solved.checkedColorPairs
        self.brand = brand
        self.darkBrand = darkBrand
        self.neutral = neutral
        self.accentFamily = accentFamily
        self.status = status
        self.contrastMethod = contrastMethod
        self.tokens = solved.tokens
        self.pairs = solved.pairs
    }

    /// The Trips sample's theme: deep teal `#0B7A75`, a light teal sibling in dark mode.
    public static let `default` = Theme(accent: RGB8(0x0B7A75))

    /// The stop a theme designs a token at in a mode, before the solver moves it to keep a promise.
    ///
    /// `foregroundSecondary` is `_700` in light mode and `_800` under Increase Contrast; the page is
    /// white (stop 0) in light mode and `_1000` in dark mode, one stop lighter when elevated.
    public static func designedStop(_ role: TokenRole, in mode: AppearanceMode) -> Stop {
        Stop(ThemePolicy.designedStops(role).stop(in: mode))
    }

    /// A gray tinted toward a hue: OKLCH chroma at most 0.012, following the hue's gamut boundary.
    ///
    /// - Parameter hue: OKLCH hue, or `nil` for a pure gray.
    public static func tintedNeutral(hue: Double?) -> Family {
        guard let hue else { return Family(name: "neutral", hue: nil) }
        return Family(name: "neutral", hue: hue, vividness: 1, maximumChroma: 0.012)
    }

    /// The token with a role.
    public subscript(role: TokenRole) -> ThemeToken { tokens[role.index] }

    /// The token with a name such as `foregroundPrimary`, or `nil`.
    public subscript(name name: String) -> ThemeToken? { TokenRole(rawValue: name).map { self[$0] } }

    /// The families the theme draws from: neutral, accent, success, warning, danger, info.
    public var families: [Family] { [neutral, accentFamily, status.success, status.warning, status.danger, status.info] }

    /// Each family with its twenty named stops, in ``families`` order.
    public var ramps: [Ramp] { families.map(Ramp.init(family:)) }

    /// Every declared pair that misses its promise in some mode, the theme's then the app colors' (empty for every theme the tests sweep).
    public var failingPairs: [FailingPair] {
        pairs.flatMap { pair in
            pair.results.filter { !$0.passes }.map {
                FailingPair(foreground: pair.foreground.rawValue, background: pair.background.rawValue, requirement: pair.requirement, result: $0)
            }
        } + colorPairs.flatMap { pair in
            pair.results.filter { !$0.passes }.map {
                FailingPair(foreground: pair.foreground, background: pair.background, requirement: pair.requirement, result: $0)
            }
        }
    }

    /// The token of one of the app's colors with a name such as `onSunset`, or `nil`.
    public func color(named name: String) -> ThemeColorToken? { colors.first { $0.name == name } }

    /// Solves the app's colors on a theme and returns each token's shipped 8-bit value in every mode, by token name.
    ///
    /// The entry point for tools that only need the values (`nocturne fix`): the same solve as
    /// ``init(accent:darkAccent:neutral:status:contrastMethod:colors:pairs:)`` on this theme's brand, dark brand, neutral, status and method.
    ///
    /// - Parameters:
    ///   - colors: The app's colors.
    ///   - pairs: The app's own promises.
    /// - Returns: The solved theme; read ``colors`` (or ``failingPairs`` for what a pinned value cannot keep).
    /// - Throws: ``ThemeColorError`` as the initializer does.
    public func solving(_ colors: [ThemeColor], pairs: [ThemeColorPair] = []) throws(ThemeColorError) -> Theme {
        let plan = try ThemeSolver.ColorPlan(colors: appColors + colors, pairs: appPairs + pairs)
        return Theme(brand: brand, darkBrand: darkBrand, accentFamily: accentFamily, neutral: neutral, status: status,
                     contrastMethod: contrastMethod, plan: plan, appPairs: appPairs + pairs)
    }
}
