// The `--pairs` harness: TokenInput.readPairs, the reader behind `nocturne audit --pairs`, then the audit of a small
// token set with the pairs read.

import NocturneFormats

/// Tokens that pairs can name: a light and a dark value each, one translucent.
private let pairTokens: TokenSet = CSSThemeReader().read(css: """
    :root { --text: #1a1a1a; --background: #ffffff; --accent: #0b7a75; --muted: rgb(0 0 0 / 40%); --on-accent: white; }
    @media (prefers-color-scheme: dark) { :root { --text: #f0f0f0; --background: #000000; --accent: #5fd4cc; --on-accent: black; } }
    @media (prefers-contrast: more) { :root { --text: #000000; } }
    """, name: "pairs", file: "pairs.css")

/// Reads the input as a pairs file and audits the tokens above with the pairs it declares.
///
/// Invariants: a refused file says why and names the file; an accepted pair's minimums are numbers (not NaN), and
/// a pair naming a token that does not exist is reported, never checked as nothing.
func fuzzPairs(_ input: UnsafeRawBufferPointer) {
    let text = String(decoding: input, as: UTF8.self)
    let pairs: [TokenPair]
    do {
        pairs = try TokenInput.readPairs(text: text, file: "pairs.json")
    } catch {
        guard error.file == "pairs.json", !error.message.isEmpty else { fatalError("a pairs error that does not name the file: \(error)") }
        return
    }
    for pair in pairs where pair.requirement.standard.isNaN || pair.requirement.increased.isNaN {
        fatalError("a pair read with a minimum that is not a number: \(pair)")
    }
    let audit = TokenAudit(tokens: pairTokens, pairs: pairs)
    let unknown = pairs.filter { pairTokens[$0.foreground] == nil || pairTokens[$0.background] == nil }.count
    if unknown > 0, audit.unknownPairNames.isEmpty { fatalError("pairs naming no token were not reported") }
    auditEverything(pairTokens, pairs: pairs)
}
