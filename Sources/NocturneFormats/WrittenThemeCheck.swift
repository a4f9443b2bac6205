import NocturneAppearance
import NocturneColor
import NocturnePalette
import NocturneSupport

/// Re-measures a written theme from its bytes: each format read back by its reader, every declared pair measured in all eight modes.
///
/// This is the proof that what ships passes, independent of the solver's own results: the asset
/// catalog is read back from its `Contents.json` files, the stylesheet from its custom properties
/// and the design tokens from the resolver document alone, and each declared pair (the engine's
/// and the app's own) is measured with WCAG 2.2 on the 8-bit values each format gives in each mode
/// (what a format cannot say, such as a catalog's elevated level, falls back as the platform does).
/// Tests and CI run it on every theme they write.
package struct WrittenThemeCheck: Sendable {
    /// The pairs to measure (a theme's token set's ``TokenSet/pairs``); exempt pairs are skipped.
    package var pairs: [TokenPair]

    /// Creates a check of `pairs`: those of the token set that was written.
    package init(pairs: [TokenPair]) {
        self.pairs = pairs
    }

    /// One format read back: its tokens and how its names relate to the written set's.
    package struct Reading: Sendable {
        /// The format's name (`xcassets`, `css`, `tokens`).
        package var format: String
        /// The tokens read.
        package var tokens: TokenSet
        /// The custom property prefix the names carry (`theme` for `--theme-ink`), or empty.
        package var prefix: String
        /// Names the format writes differently, by the written set's name (the accent is `AccentColor` in a catalog).
        package var renamed: [String: String]

        /// Creates a reading.
        package init(format: String, tokens: TokenSet, prefix: String = "", renamed: [String: String] = [:]) {
            self.format = format
            self.tokens = tokens
            self.prefix = prefix
            self.renamed = renamed
        }

        /// The token read for a token of the written set (`onSunset` is `--theme-on-sunset` in CSS, `on.onSunset` in DTCG).
        package func token(named name: String) -> ColorToken? {
            let key = WrittenThemeCheck.key(renamed[name] ?? name)
            return tokens.tokens.first { WrittenThemeCheck.key(readName($0.name)) == key }
        }

        /// A read-back name without its groups and prefix.
        private func readName(_ name: String) -> String {
            var last = (name.split(whereSeparator: { $0 == "." || $0 == "/" }).last ?? Substring(name)).drop { $0 == "-" }
            let head = TokenNaming.kebab(prefix) + "-"
            if !prefix.isEmpty, last.hasPrefix(head) { last = last.dropFirst(head.count) }
            return String(last)
        }

        /// The 8-bit value a token of the written set has in a mode, as read back, or `nil` when the format lacks it.
        package func rgb8(of name: String, in mode: AppearanceMode) -> RGB8? {
            token(named: name)?.value(in: mode)?.rgb8
        }
    }

    /// A pair below its minimum in one mode of one format, or a pair whose tokens the format lacks.
    package struct Miss: Sendable, Hashable, CustomStringConvertible {
        /// The format read.
        package var format: String
        /// `ink on paper`.
        package var pair: String
        /// The mode.
        package var mode: AppearanceMode
        /// The ratio measured (0 when a token is missing).
        package var wcag: Double
        /// The minimum in that mode.
        package var minimum: Double

        /// `css: ink on paper in dark-standard-base: WCAG 6.93 < 7`.
        package var description: String {
            wcag == 0 ? "\(format): \(pair) in \(mode.key): a token is missing from the written file"
                : "\(format): \(pair) in \(mode.key): WCAG \(NumberText.rounded(wcag, places: 3, notFinite: "?")) < \(NumberText.rounded(minimum, places: 2, notFinite: "?"))"
        }
    }

    /// What one format's re-measure found.
    package struct Outcome: Sendable {
        /// The format read.
        package var format: String
        /// How many measurements were made: pairs × modes.
        package var measured: Int
        /// The pairs below their minimum, and pairs whose tokens are missing.
        package var misses: [Miss]
    }

    /// Measures every non-exempt pair in all eight modes on the values read back.
    ///
    /// Opaque values are measured as they are; a translucent one is first composited as it draws
    /// (``/NocturnePalette/PairContrast``), then measured. Only ``/NocturnePalette/ContrastMethod/wcag``
    /// minimums are judged here; a pair of another method is judged by its own rule.
    package func measure(_ reading: Reading) -> Outcome {
        var outcome = Outcome(format: reading.format, measured: 0, misses: [])
        for pair in pairs where !pair.isExempt {
            let foreground = reading.token(named: pair.foreground), background = reading.token(named: pair.background)
            for mode in AppearanceMode.all {
                outcome.measured += 1
                let label = "\(pair.foreground) on \(pair.background)"
                guard let front = foreground?.value(in: mode)?.resolved, let back = background?.value(in: mode)?.resolved else {
                    outcome.misses.append(Miss(format: reading.format, pair: label, mode: mode, wcag: 0, minimum: pair.requirement.wcag(in: mode)))
                    continue
                }
                let drawn = PairContrast(foreground: front, background: back, in: mode)
                let ratio = WCAG.contrastRatio(drawn.foreground, drawn.background)
                let passes = pair.method == .wcag ? ratio >= pair.requirement.wcag(in: mode) : pair.requirement.isMet(by: drawn, in: mode, method: pair.method)
                if !passes { outcome.misses.append(Miss(format: reading.format, pair: label, mode: mode, wcag: ratio, minimum: pair.requirement.wcag(in: mode))) }
            }
        }
        return outcome
    }

    /// Reads back the catalog, the stylesheet and the design tokens a ``ThemeExporter`` wrote into `folder` for `tokens`.
    ///
    /// - Throws: ``FormatError`` when a file is missing or cannot be read, or when a reader reports an error.
    package static func readBack(folder: String, of tokens: TokenSet) throws(FormatError) -> [Reading] {
        let name = tokens.name
        let catalog = try AssetCatalogReader().read(at: PathText.join(folder, name + ".xcassets"))
        let accent = tokens.accentTokenName.map { [$0: "AccentColor"] } ?? [:]
        let readings = [
            Reading(format: "xcassets", tokens: catalog.tokenSet(), renamed: accent),
            Reading(format: "css", tokens: try CSSThemeReader().read(at: PathText.join(folder, TokenNaming.kebab(name) + ".css")), prefix: "theme"),
            Reading(format: "tokens", tokens: try DesignTokensReader().read(at: PathText.join(folder, "tokens/\(name).resolver.json"))),
        ]
        for reading in readings {
            if let error = reading.tokens.diagnostics.first(where: { $0.severity == .error }) { throw error }
        }
        return readings
    }

    /// A name as the writers' kebab-case words, the one form every format keeps apart (``GeneratedNames`` refuses collisions).
    static func key(_ name: String) -> String { TokenNaming.kebab(name).lowercased() }
}
