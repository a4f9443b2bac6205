import NocturneAppearance
import NocturnePalette

/// The audit of an existing design system: every color in every mode, missing variants, colors outside sRGB,
/// Swift symbol collisions, and the contrast of declared (or inferred) pairs.
///
/// What fails (and makes `nocturne audit` exit 1): a pair below its minimum in some mode, names
/// that collide as Swift symbols, and errors reading the input (malformed files, unresolved
/// aliases, values that are not colors). Missing Dark or High Contrast variants, colors outside
/// sRGB, system colors Nocturne cannot resolve and reading problems of severity
/// ``FormatError/Severity/warning`` are listed as warnings.
public struct TokenAudit: Sendable {
    /// The tokens audited.
    public let tokens: TokenSet
    /// The modes reported: the four base modes, plus the elevated ones when any token has an elevated value.
    public let modes: [AppearanceMode]
    /// The pairs checked.
    public let pairs: [TokenPair]
    /// Whether the pairs were inferred from names (no pairs were declared).
    public let pairsAreInferred: Bool
    /// Where the pairs came from, as the report says it: `inferred from names`, `declared`, or the theme file's (`the theme file App/.nocturne.json`).
    public let pairsSource: String
    /// Tokens without a Dark variant.
    public let missingDark: [String]
    /// Tokens without an Increase Contrast variant.
    public let missingHighContrast: [String]
    /// Token values outside the sRGB gamut.
    public let outsideSRGB: [TokenInMode]
    /// Names that would generate the same Swift symbol.
    public let collisions: [SymbolCollision]
    /// System-color references with no value in Nocturne's palette (platform-specific names).
    public let unresolvedReferences: [UnresolvedReference]
    /// Declared pairs that name a token the set does not have, one sentence each; each fails the audit.
    ///
    /// A pairs file with a misspelled name would otherwise check nothing and pass.
    public let unknownPairNames: [String]
    /// Each pair's result in each mode where one of its tokens has a value of its own (a mode that only
    /// falls back repeats another mode's check and is skipped).
    public let results: [PairAudit]

    /// A token in one mode (a value outside sRGB).
    public struct TokenInMode: Sendable, Hashable {
        /// The token's name.
        public var token: String
        /// The mode.
        public var mode: AppearanceMode
    }

    /// A token whose value is a system color Nocturne's palette has no value for.
    public struct UnresolvedReference: Sendable, Hashable {
        /// The token's name.
        public var token: String
        /// The system color's name as the input spells it.
        public var reference: String
    }

    /// One pair's contrast in one mode.
    public struct PairAudit: Sendable, Hashable {
        /// The pair.
        public var pair: TokenPair
        /// The mode.
        public var mode: AppearanceMode
        /// WCAG 2.2 ratio of the 8-bit values (translucent colors composited first, see ``/NocturnePalette/PairContrast``).
        public var wcag: Double
        /// APCA Lc.
        public var apca: Double
        /// Whether the pair meets its minimum under its method (``/NocturnePalette/ContrastRequirement/isMet(by:in:method:)``; always for exempt pairs).
        public var passes: Bool
        /// Whether a miss is the app's own light value, kept (``TokenPair/keepsAppLightValue``, light standard contrast): listed, not failed.
        public var isKept: Bool = false
    }

    /// Audits a token set.
    ///
    /// - Parameters:
    ///   - tokens: The tokens (from any reader).
    ///   - catalog: The catalog they came from, to judge missing variants by its slots (a set whose
    ///     Any slot is a system color adapts by itself).
    ///   - pairs: Declared pairs; when `nil`, the set's own pairs, or pairs inferred from names.
    ///   - pairsSource: Where declared pairs came from, for the report (`declared` when `nil`).
    public init(tokens: TokenSet, catalog: AssetCatalog? = nil, pairs: [TokenPair]? = nil, pairsSource: String? = nil) {
        self.tokens = tokens
        let hasElevated = tokens.tokens.contains { $0.hasElevatedVariant }
        modes = AppearanceMode.all.filter { hasElevated || $0.level == .base }
        let declared = pairs ?? (tokens.pairs.isEmpty ? nil : tokens.pairs)
        self.pairs = declared ?? TokenAudit.inferPairs(tokens)
        pairsAreInferred = declared == nil
        self.pairsSource = declared == nil ? "inferred from names" : pairsSource ?? "declared"
        if let catalog {
            missingDark = catalog.colorSets.filter { set in
                guard !set.hasDarkSlot else { return false }
                if case .reference? = set.drawingEntry(in: AppearanceMode(colorScheme: .light))?.color { return false }
                return set.drawingEntry(in: AppearanceMode(colorScheme: .light)) != nil
            }.map(\.qualifiedName)
            missingHighContrast = catalog.colorSets.filter { !$0.hasHighContrastSlot && !$0.entries.isEmpty && !$0.followsContrastThroughReferences }
                .map(\.qualifiedName)
            collisions = catalog.symbolCollisions
        } else {
            missingDark = tokens.tokens.filter { !$0.hasDarkVariant }.map(\.name)
            missingHighContrast = tokens.tokens.filter { !$0.hasIncreasedContrastVariant }.map(\.name)
            collisions = SwiftSymbolName.collisions(among: tokens.tokens.map(\.name))
        }
        var outside: [TokenInMode] = []
        var unresolved: [UnresolvedReference] = []
        for token in tokens.tokens {
            for mode in modes {
                guard let value = token.value(in: mode) else { continue }
                if value.isOutsideSRGB { outside.append(TokenInMode(token: token.name, mode: mode)) }
                if let reference = value.reference, value.color == nil,
                   case let unresolvedReference = UnresolvedReference(token: token.name, reference: reference.name), !unresolved.contains(unresolvedReference) {
                    unresolved.append(unresolvedReference)
                }
            }
        }
        outsideSRGB = outside
        unresolvedReferences = unresolved
        var unknown: [String] = []
        for (index, pair) in self.pairs.enumerated() where !pair.isInferred {
            for (side, name) in [("foreground", pair.foreground), ("background", pair.background)] where tokens[name] == nil {
                unknown.append("pair \(index + 1) (\(pair.foreground) on \(pair.background)): no token named '\(name)' for its \(side)")
            }
        }
        unknownPairNames = unknown
        var results: [PairAudit] = []
        for pair in self.pairs {
            guard let foreground = tokens[pair.foreground], let background = tokens[pair.background] else { continue }
            for mode in modes where mode == AppearanceMode(colorScheme: .light) || foreground.values[mode] != nil || background.values[mode] != nil {
                guard let fg = foreground.value(in: mode)?.resolved, let bg = background.value(in: mode)?.resolved else { continue }
                let measured = PairContrast(foreground: fg, background: bg, in: mode)
                let passes = pair.requirement.isMet(by: measured, in: mode, method: pair.method)
                let kept = !passes && pair.keepsAppLightValue && mode.colorScheme == .light && mode.contrast == .standard
                results.append(PairAudit(pair: pair, mode: mode, wcag: measured.wcag, apca: measured.apca, passes: passes, isKept: kept))
            }
        }
        self.results = results
    }

    /// Pair results below their minimum that fail the audit (not ``keptPairs``).
    public var failingPairs: [PairAudit] { results.filter { !$0.passes && !$0.isKept } }

    /// Misses that are the app's own light values, kept as they ship: listed, never a failure (``TokenPair/keepsAppLightValue``).
    public var keptPairs: [PairAudit] { results.filter(\.isKept) }

    /// Whether nothing failed: no failing pair, no declared pair naming a missing token, no collision, no reading error (warnings pass).
    public var passes: Bool { failingPairs.isEmpty && unknownPairNames.isEmpty && collisions.isEmpty && readingErrors == 0 }

    /// How many of the problems met reading the input are errors (each fails the audit).
    public var readingErrors: Int { tokens.diagnostics.count { $0.severity == .error } }

    /// Pairs guessed from names: text-like tokens on the primary background-like tokens, and `onX` on `X`.
    ///
    /// Text-like names contain `text`, `foreground`, `fg`, `label`, `font`, `title` or `content`;
    /// background-like names contain `background`, `bg`, `surface`, `canvas` or `page`, and the
    /// primary ones also `primary`, `default`, `canvas`, `base` or `page` (all of them when none do);
    /// backgrounds of components and states (`action`, `button`, `hover`, `selected`, `accent`, status
    /// names…) and text meant for them (`on…`, `inverse`) are left out.
    /// Minimums are ``/NocturnePalette/ContrastRequirement/text`` (4.5, 7 under Increase Contrast);
    /// ``/NocturnePalette/ContrastRequirement/nonText`` (3, 4.5) for `tertiary`, `placeholder` and `icon`; `disabled` is exempt.
    public static func inferPairs(_ tokens: TokenSet) -> [TokenPair] {
        let textWords: Set<String> = ["text", "foreground", "fg", "label", "font", "title", "content"]
        let backgroundWords: Set<String> = ["background", "bg", "surface", "canvas", "page"]
        let primaryWords: Set<String> = ["primary", "default", "canvas", "base", "page"]
        func words(_ name: String) -> Set<String> { Set(TokenNaming.words(name)) }
        let componentWords: Set<String> = [
            "action", "button", "hover", "hovered", "pressed", "rest", "selected", "disabled", "accent", "critical", "success",
            "info", "warning", "danger", "error", "inverse", "inverted", "gradient", "highlight", "alpha", "transparent",
            "decorative", "nav", "navigation", "badge", "tooltip", "on", "solid",
        ]
        let backgrounds = tokens.tokens.filter {
            !words($0.name).isDisjoint(with: backgroundWords) && words($0.name).isDisjoint(with: textWords) && words($0.name).isDisjoint(with: componentWords)
        }
        var primary = backgrounds.filter { !words($0.name).isDisjoint(with: primaryWords) }
        if primary.isEmpty { primary = Array(backgrounds.prefix(4)) }
        var pairs: [TokenPair] = []
        for token in tokens.tokens {
            let nameWords = words(token.name)
            let requirement: ContrastRequirement =
                nameWords.contains("disabled") ? .exempt : (!nameWords.isDisjoint(with: ["tertiary", "placeholder", "icon"]) ? .nonText : .text)
            if let last = token.name.split(whereSeparator: { $0 == "." || $0 == "/" }).last, last.hasPrefix("on"), last.count > 2,
                last.dropFirst(2).first?.isUppercase == true {
                let target = String(last.dropFirst(2).prefix(1).lowercased() + last.dropFirst(3))
                let prefix = token.name.dropLast(last.count)
                if let background = tokens[prefix + target] ?? tokens.tokens.first(where: { $0.name.hasSuffix(target) }) {
                    pairs.append(TokenPair(foreground: token.name, background: background.name, requirement: requirement, isInferred: true))
                }
                continue
            }
            guard !nameWords.isDisjoint(with: textWords), nameWords.isDisjoint(with: ["on", "inverse", "inverted", "solid"]) else { continue }
            for background in primary where background.name != token.name {
                pairs.append(TokenPair(foreground: token.name, background: background.name, requirement: requirement, isInferred: true))
            }
        }
        return pairs
    }
}
