import Testing
import NocturneColor
import NocturneAppearance
import NocturnePalette
@testable import NocturneFormats

@Suite("PreviewWriter color vision table")
struct PreviewColorVisionTests {
    @Test("every token, as designed and under each dichromacy, in light and dark, with Nocturne's simulated bytes")
    func table() throws {
        let theme = Theme.default
        let tokens = TokenSet(theme: theme)
        let html = try PreviewWriter().write(tokens)
        let start = try #require(html.range(of: "<h2 id=\"color-vision\">"))
        let end = try #require(html.range(of: "</table>", range: start.upperBound..<html.endIndex))
        let section = String(html[start.lowerBound..<end.upperBound])
        #expect(section.contains("<th>light</th><th>protanopia</th><th>deuteranopia</th><th>tritanopia</th><th>dark</th>"))
        let rows = section.components(separatedBy: "<tr><th>").count - 2  // the text before the header row, and the header
        #expect(rows == tokens.tokens.count)
        let danger = theme[.danger].rgb8(in: AppearanceMode(colorScheme: .dark))
        for deficiency in ColorVisionDeficiency.dichromacies {
            #expect(section.contains(ColorVisionSimulator(deficiency).simulate(danger).hex))
        }
        // The page's self-check reads only its data-mode scopes: the static table adds none.
        #expect(!section.contains("data-mode"))
    }
}
