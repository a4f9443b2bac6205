import NocturneAppearance
import NocturneFormats
import NocturnePalette

/// The pairs an app's code draws on the colors of one of its asset catalogs, as `nocturne audit` checks them.
///
/// A large catalog holds hundreds of sets; pairing every text-like name with every background-like one guesses tens of
/// thousands of pairs, most of which nothing draws. The pairs `nocturne pairs` finds (SwiftUI modifier chains, a view's own
/// colors, the Interface Builder tree) are what the app draws: each one with a named color of the catalog on one side
/// becomes an audited pair. Its other side is the catalog's color when it names one, else the system color or constant
/// the code names (the system background of its context when the code names none), added to the audited tokens by the
/// name lint gives it (`systemBackground`, `white`, `#0B7A75`).
public enum CatalogCodePairs {
    /// The audited pairs of `judgements` on `tokens`, and `tokens` with the other sides added.
    ///
    /// - Parameters:
    ///   - judgements: The pairs lint found (``LintReport/pairs``).
    ///   - tokens: The catalog's tokens (named as `Color("…")` names them: namespace folders, then the set).
    /// - Returns: The tokens with the code's other sides added, the pairs (one per foreground, background and minimum), and how many tokens were added.
    public static func pairs(from judgements: [PairJudgement], for tokens: TokenSet) -> (tokens: TokenSet, pairs: [TokenPair], added: Int) {
        let present = Set(tokens.tokens.map(\.name))
        var audited = tokens
        var added: Set<String> = []
        var pairs: [TokenPair] = []
        var seen: Set<TokenPair> = []
        /// The token a side is audited as, adding a code color the catalog lacks; `nil` for a side that cannot be known.
        func token(_ side: PairSide) -> String? {
            if case .named(let name) = side.color { return present.contains(name) ? name : nil }
            guard let values = side.values else { return nil }
            let name = side.name
            if !present.contains(name), added.insert(name).inserted {
                audited.tokens.append(ColorToken(name: name, values: values.map { Optional(TokenColor($0.rgb8, opacity: $0.opacity)) }))
            }
            return name
        }
        for judgement in judgements {
            let sides = [judgement.pair.foreground, judgement.background]
            // Only pairs on the catalog's own colors: the rest are lint's, not this catalog's.
            guard sides.contains(where: { if case .named(let name) = $0.color { present.contains(name) } else { false } }),
                  let foreground = token(sides[0]), let background = token(sides[1]), foreground != background else { continue }
            let pair = TokenPair(foreground: foreground, background: background, requirement: judgement.pair.kind.requirement)
            if seen.insert(pair).inserted { pairs.append(pair) }
        }
        return (audited, pairs, added.count)
    }
}
