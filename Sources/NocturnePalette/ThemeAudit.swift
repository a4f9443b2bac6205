import Foundation
import NocturneAppearance
import NocturneColor

/// Everything a theme promises and how well it keeps it: per token per mode, and per declared pair.
///
/// For every token in every mode: its value, its stop, the pair that binds it (the pair it takes
/// part in with the smallest margin) and that margin; for every pair, WCAG and APCA figures in every
/// mode. Render it with ``text(swatch:lowest:)`` or ``json``.
public struct ThemeAudit: Sendable, Hashable {
    /// One token in one mode.
    public struct Entry: Sendable, Hashable {
        /// The token.
        public let role: TokenRole
        /// Its value (8-bit sRGB, P3, stop, family, adjustment).
        public let value: TokenValue
        /// The tightest non-exempt pair the token takes part in, e.g. `foregroundSecondary on pressed`, or `nil`.
        public let binding: String?
        /// That pair's margin over its minimum, in the theme's method (WCAG ratio, or APCA |Lc| when only APCA binds).
        public let margin: Double?
    }

    /// The algorithm version (``Theme/algorithmVersion``).
    public let version: String
    /// The brand color.
    public let brand: RGB8
    /// The method that binds.
    public let contrastMethod: ContrastMethod
    /// Each token's entries, one per mode, in ``roles`` order.
    public let entries: [ModeValues<Entry>]
    /// The declared pairs (and the exempt ones), with results.
    public let pairs: [ThemePair]
    /// The tokens audited, in ``TokenRole`` order: all forty for a theme, the preset's own for a ``TokenPreset``.
    public let roles: [TokenRole]
    /// The preset audited (``TokenPreset/name``), or `nil` for a solved theme.
    public let preset: String?
    /// The app's colors as solved (``Theme/colors``), every mode.
    public let colors: [ThemeColorToken]
    /// The pairs on the app's colors (``Theme/colorPairs``).
    public let colorPairs: [ThemeColorPairResult]
    /// How many pairs on the app's colors are checked, those ``colorPairs`` leaves out included (``Theme/checkedColorPairCount``).
    public let checkedColorPairCount: Int

    /// Audits a theme.
    public init(theme: Theme) {
        self.init(tokens: theme.tokens, pairs: theme.pairs, brand: theme.brand, method: theme.contrastMethod, preset: nil,
                  colors: theme.colors, colorPairs: theme.colorPairs, checkedColorPairCount: theme.checkedColorPairCount)
    }

    /// Audits tokens and the pairs declared on them (a theme's, or a preset's).
    init(tokens: [ThemeToken], pairs: [ThemePair], brand: RGB8, method: ContrastMethod, preset: String?,
         colors: [ThemeColorToken] = [], colorPairs: [ThemeColorPairResult] = [], checkedColorPairCount: Int = 0) {
        self.colors = colors
        self.colorPairs = colorPairs
        self.checkedColorPairCount = checkedColorPairCount
        self.version = Theme.algorithmVersion
        self.brand = brand
        self.contrastMethod = method
        self.pairs = pairs
        self.roles = tokens.map(\.role)
        self.preset = preset
        self.entries = tokens.map { token in
            let involved = pairs.filter { !$0.requirement.isExempt && ($0.foreground == token.role || $0.background == token.role) }
            return token.values.mapModes { mode, value in
                var binding: String?
                var margin: Double?
                var tightest = Double.infinity
                for pair in involved {
                    let result = pair[mode]
                    let score = ThemeAudit.relativeMargin(pair, result, method)
                    if score < tightest {
                        tightest = score
                        binding = pair.label
                        margin = method == .apca ? result.marginAPCA : result.marginWCAG
                    }
                }
                return Entry(role: token.role, value: value, binding: binding, margin: margin)
            }
        }
    }

    /// A result's margin relative to its minimum (0 = exactly met), the smaller of the binding methods'.
    static func relativeMargin(_ pair: ThemePair, _ result: PairResult, _ method: ContrastMethod) -> Double {
        pair.requirement.fulfillment(wcag: result.wcag, apca: result.apca, in: result.mode, method: method) - 1
    }

    /// The entry of a token in a mode.
    ///
    /// - Parameters:
    ///   - role: One of ``roles`` (every role, for a theme); for a role a preset lacks, the first token's entry.
    ///   - mode: The mode.
    public func entry(_ role: TokenRole, _ mode: AppearanceMode) -> Entry {
        let position = roles.count == TokenRole.allCases.count ? role.index : (roles.firstIndex(of: role) ?? 0)
        return entries[position][mode]
    }

    /// Declared (non-exempt) pair results, tightest first.
    ///
    /// - Parameter count: How many to return.
    public func lowestMargins(_ count: Int) -> [PairInMode<ThemePair>] {
        let all = pairs.filter { !$0.requirement.isExempt }.flatMap { pair in pair.results.map { PairInMode(pair: pair, result: $0) } }
        let sorted = all.sorted {
            ThemeAudit.relativeMargin($0.pair, $0.result, contrastMethod) < ThemeAudit.relativeMargin($1.pair, $1.result, contrastMethod)
        }
        return Array(sorted.prefix(count))
    }

    /// How many pair results were checked (declared, non-exempt pairs × ``/NocturneAppearance/AppearanceMode/count`` modes).
    public var checkedCount: Int { checkedPairCount * AppearanceMode.count }

    /// How many pairs are checked (not exempt): the theme's, and the app colors' listed or not.
    var checkedPairCount: Int { pairs.filter { !$0.requirement.isExempt }.count + checkedColorPairCount }

    /// Whether every checked pair holds in every mode, the theme's and the app colors'.
    public var passes: Bool { failures.isEmpty && colorFailures.isEmpty }

    /// Pair results that miss their promise.
    public var failures: [PairInMode<ThemePair>] {
        pairs.flatMap { pair in pair.results.filter { !$0.passes }.map { PairInMode(pair: pair, result: $0) } }
    }

    /// One pair's result in one mode: what ``failures``, ``colorFailures`` and ``lowestMargins(_:)`` list.
    public struct PairInMode<Pair: Sendable & Hashable>: Sendable, Hashable {
        /// The pair (a ``ThemePair`` of the theme's tokens, or a ``ThemeColorPairResult`` of the app's colors).
        public let pair: Pair
        /// Its result in one mode.
        public let result: PairResult

        /// Creates a pair's result in one mode.
        public init(pair: Pair, result: PairResult) {
            self.pair = pair
            self.result = result
        }
    }
}

extension Theme {
    /// The audit of this theme.
    public var audit: ThemeAudit { ThemeAudit(theme: self) }
}
