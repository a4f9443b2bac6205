import NocturneAppearance
import NocturnePalette
import NocturneSupport

/// The user's own pairs in the preview: each foreground drawn on its background, on the user's names, in four modes.
///
/// The Trips sample shows the theme's roles; an app's own colors (a theme file's `colors` and `pairs`, an app's catalog and
/// the pairs its code draws) need their own page. Every pair that names a token that is not a theme role is drawn as a
/// chip — the background filled with the background token, the pair's label in the foreground token — in the light,
/// dark and both Increase Contrast panels, with its WCAG ratio and whether it meets its minimum in that mode. A set that
/// lacks the theme's roles (an app's catalog) gets no Trips panels at all: they would only show the page's fallbacks.
extension PreviewWriter {
    /// Whether the set holds the roles the Trips sample is drawn with (a theme's tokens, whatever else it holds).
    static func drawsTheSample(_ tokens: TokenSet) -> Bool {
        let names = Set(tokens.tokens.map(\.name))
        return [TokenRole.backgroundPrimary, .foregroundPrimary, .surfacePrimary, .accent, .onAccent].allSatisfy { names.contains($0.rawValue) }
    }

    /// The pairs the user's page shows: those naming a token that is not one of the theme's roles, both sides present.
    static func ownPairs(_ tokens: TokenSet) -> [TokenPair] {
        let names = Set(tokens.tokens.map(\.name))
        return tokens.pairs.filter { pair in
            names.contains(pair.foreground) && names.contains(pair.background)
                && (TokenRole(rawValue: pair.foreground) == nil || TokenRole(rawValue: pair.background) == nil)
        }
    }

    /// The section: one panel per mode, one chip per pair, each with its measured ratio; empty when there are no own pairs.
    func ownPairsSection(_ tokens: TokenSet) -> String {
        let pairs = Self.ownPairs(tokens)
        guard !pairs.isEmpty else { return "" }
        var html = "<h2>Your pairs</h2>\n<p>Each of \(NumberText.counted(pairs.count, "pair")) drawn with your tokens: the text in the foreground, "
            + "on the background; WCAG ratio in that mode, ✓ meets its minimum, ✗ does not.</p>\n<div class=\"panels\">\n"
        for (title, classes) in PreviewWriter.panels {
            let mode = AppearanceMode(colorScheme: classes.contains("dark") ? .dark : .light, contrast: classes.contains("contrast-more") ? .increased : .standard)
            html += "<section class=\"panel \(classes)\" data-mode=\"\(PreviewWriter.modeKey(classes))\">\n<p class=\"panel-title\">\(title)</p>\n"
            for pair in pairs {
                let style = "background:var(\(css.propertyName(pair.background)));color:var(\(css.propertyName(pair.foreground)))"
                let minimum = NumberText.rounded(pair.requirement.wcag(in: mode), places: 2)
                var verdict = "— (not resolved)"
                if let front = tokens[pair.foreground]?.value(in: mode)?.resolved, let back = tokens[pair.background]?.value(in: mode)?.resolved {
                    let measured = PairContrast(foreground: front, background: back, in: mode)
                    let pass = pair.requirement.isMet(by: measured, in: mode, method: pair.method)
                    verdict = "\(pass ? "✓" : "✗") \(NumberText.cut(measured.wcag, places: 2)):1" + (pair.isExempt ? " (exempt)" : " (\(pass ? "≥" : "&lt;") \(minimum))")
                }
                html += "<div class=\"pair-chip\" style=\"\(style)\"><span class=\"label\"><b>\(escape(pair.foreground))</b> on \(escape(pair.background))</span>"
                    + "<span class=\"ratio\">\(verdict)</span></div>\n"
            }
            html += "</section>\n"
        }
        return html + "</div>\n"
    }

    /// The chips' style.
    static let ownPairsStyle = """
        .pair-chip { border-radius: 10px; padding: 8px 10px; margin: 6px 0; border: 1px solid rgb(128 128 128 / 35%); font-size: 14px; }
        .pair-chip .label { display: block; overflow-wrap: break-word; }
        .pair-chip .ratio { display: block; font-family: ui-monospace, Menlo, monospace; font-size: 12px; margin-top: 2px; }

        """
}
