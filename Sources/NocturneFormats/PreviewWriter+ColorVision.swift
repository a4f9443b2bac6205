import NocturneAppearance
import NocturneColor
import NocturneSupport

extension PreviewWriter {
    /// The modes the color-vision table shows: light and dark, standard contrast, base level.
    static let colorVisionModes: [AppearanceMode] = [
        AppearanceMode(colorScheme: .light), AppearanceMode(colorScheme: .dark),
    ]

    /// Every token as designed and as each dichromat sees it, in light and dark mode (static swatches, not the live CSS).
    ///
    /// The simulated values are Nocturne's (Viénot 1999 for protan and deutan, Brettel 1997 for tritan) on the
    /// 8-bit values that ship; the page's self-check does not read them.
    func colorVisionTable(_ tokens: TokenSet) -> String {
        let deficiencies = ColorVisionDeficiency.dichromacies
        let simulators = deficiencies.map { ColorVisionSimulator($0) }
        var html = "<h2 id=\"color-vision\">Every token under each color vision simulation</h2>\n"
        html += "<p>As designed, then as someone with protanopia, deuteranopia or tritanopia sees it (Viénot 1999, Brettel 1997), "
        html += "on the 8-bit values that ship. <code>nocturne theme</code> checks that the status colors and the accent stay apart "
        html += "(CIEDE2000 ≥ 10) under each.</p>\n"
        html += "<table class=\"tokens color-vision\">\n<thead><tr><th>Token</th>"
        for mode in Self.colorVisionModes {
            html += "<th>\(mode.colorScheme.rawValue)</th>"
            for deficiency in deficiencies { html += "<th>\(deficiency.rawValue)</th>" }
        }
        html += "</tr></thead>\n<tbody>\n"
        for token in tokens.tokens {
            html += "<tr><th>\(escape(token.name))</th>"
            for mode in Self.colorVisionModes {
                guard let resolved = token.value(in: mode)?.resolved else {
                    html += "<td>unresolved</td>" + String(repeating: "<td></td>", count: deficiencies.count)
                    continue
                }
                let shipped = resolved.rgb8
                for color in [shipped] + simulators.map({ $0.simulate(shipped) }) {
                    html += "<td><span class=\"swatch\" style=\"background:\(color.hex)\"></span><span class=\"hex\">\(color.hex)</span></td>"
                }
            }
            html += "</tr>\n"
        }
        return html + "</tbody>\n</table>\n"
    }
}
