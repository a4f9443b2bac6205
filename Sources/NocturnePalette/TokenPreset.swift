import NocturneAppearance
import NocturneColor

/// Another token library's assignment of family stops to tokens, light and dark, to audit the way a theme is audited.
///
/// A team migrating from such a library sees which of its pairs fail in which mode, and why a
/// Nocturne theme assigns other stops. The stops are used as the library documents them — one light
/// and one dark value, the same under Increase Contrast and when elevated — and never solved.
///
/// ```swift
/// let preset = TokenPreset.colorTokensKit
/// let audit = preset.audit(of: Family.blue)            // or preset.family(named: "proBlue")
/// audit.failures.map { "\($0.pair.label) \($0.result.mode)" }
/// // foregroundPrimary on backgroundSecondary dark-increased-base, …
/// ```
public struct TokenPreset: Sendable, Hashable {
    /// One token's stops.
    public struct Assignment: Sendable, Hashable {
        /// The token.
        public let role: TokenRole
        /// Its stop in light mode.
        public let light: Stop
        /// Its stop in dark mode.
        public let dark: Stop

        /// Creates an assignment.
        public init(role: TokenRole, light: Stop, dark: Stop) {
            self.role = role
            self.light = light
            self.dark = dark
        }
    }

    /// The preset's name, as `nocturne theme --tokens` spells it: `colortokenskit`.
    public let name: String
    /// The tokens and their stops, in ``TokenRole`` order.
    public let assignments: [Assignment]
    /// Other names this preset accepts for the named families, e.g. `proBlue` for `blue`.
    public let familyAliases: [String: String]

    /// Creates a preset.
    public init(name: String, assignments: [Assignment], familyAliases: [String: String] = [:]) {
        self.name = name
        self.assignments = assignments.sorted { $0.role.index < $1.role.index }
        self.familyAliases = familyAliases
    }

    /// ColorTokensKit's documented assignments: foregroundPrimary `_1000`/`_50`, foregroundSecondary
    /// `_800`/`_200`, backgroundPrimary `_50`/`_1000`, backgroundSecondary `_100`/`_800`.
    ///
    /// Its family names carry a `pro` prefix (`proBlue`); this preset accepts them as aliases of the
    /// named families (``family(named:)``), which keep their own names everywhere else.
    public static let colorTokensKit = TokenPreset(
        name: "colortokenskit",
        assignments: [
            Assignment(role: .foregroundPrimary, light: Stop(1000), dark: Stop(50)),
            Assignment(role: .foregroundSecondary, light: Stop(800), dark: Stop(200)),
            Assignment(role: .backgroundPrimary, light: Stop(50), dark: Stop(1000)),
            Assignment(role: .backgroundSecondary, light: Stop(100), dark: Stop(800)),
        ],
        familyAliases: Dictionary(uniqueKeysWithValues: Family.named.map { family in
            ("pro" + family.name.prefix(1).uppercased() + family.name.dropFirst(), family.name)
        }))

    /// Every preset, for lookups by name.
    public static let all: [TokenPreset] = [.colorTokensKit]

    /// The preset with a name, ignoring case, or `nil`.
    public init?(named name: String) {
        guard let preset = TokenPreset.all.first(where: { $0.name == name.lowercased() }) else { return nil }
        self = preset
    }

    /// A named family by its name or by one of this preset's aliases, ignoring case: `blue`, `proBlue`.
    public func family(named name: String) -> Family? {
        if let family = Family(named: name) { return family }
        let alias = familyAliases.first { $0.key.lowercased() == name.lowercased() }
        return alias.flatMap { Family(named: $0.value) }
    }

    /// The preset's tokens for a family: each assignment's light stop in the light modes, its dark stop in the dark ones.
    public func tokens(of family: Family) -> [ThemeToken] {
        assignments.map { assignment in
            let light = family.swatch(at: assignment.light), dark = family.swatch(at: assignment.dark)
            return ThemeToken(role: assignment.role, values: ModeValues { mode in
                let swatch = mode.colorScheme == .dark ? dark : light
                return TokenValue(mode: mode, rgb8: swatch.rgb8, displayP3: swatch.displayP3, stop: swatch.stop, family: family.name, adjustment: nil)
            })
        }
    }

    /// Audits the preset on a family: the pairs a theme declares among the preset's tokens, with the same minimums, in all eight modes.
    ///
    /// - Parameters:
    ///   - family: The family the stops come from.
    ///   - method: Which minimums bind (default WCAG).
    /// - Returns: An audit whose ``ThemeAudit/preset`` is this preset's name.
    public func audit(of family: Family, method: ContrastMethod = .wcag) -> ThemeAudit {
        let tokens = tokens(of: family)
        let roles = Set(tokens.map(\.role))
        let pairs = ThemePolicy.pairs.filter { roles.contains($0.foreground) && roles.contains($0.background) }.map { spec in
            let foreground = tokens.first { $0.role == spec.foreground }, background = tokens.first { $0.role == spec.background }
            let results = ModeValues { mode in
                let fg = foreground?[mode].rgb8 ?? RGB8(0), bg = background?[mode].rgb8 ?? RGB8(0)
                return PairResult(mode: mode, contrast: PairContrast(foreground: fg, background: bg), requirement: spec.requirement, method: method)
            }
            return ThemePair(foreground: spec.foreground, background: spec.background, requirement: spec.requirement, results: results)
        }
        return ThemeAudit(tokens: tokens, pairs: pairs, brand: family.swatch(at: Stop(600)).rgb8, method: method, preset: name)
    }
}
