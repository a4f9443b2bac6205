import Foundation
import Testing
import NocturneColor
import NocturneAppearance
import NocturnePalette
@testable import NocturneFormats

@Suite("PreviewWriter: the user's own pairs")
struct PreviewPairsTests {
    /// The chips of one panel (`data-mode`), in order, as their text: `fg on bg|✓ 4.5:1 (≥ 4.5)`.
    static func chips(_ html: String, mode: String) throws -> [String] {
        let start = try #require(html.range(of: "data-mode=\"\(mode)\">\n<p class=\"panel-title\">"))
        let end = try #require(html.range(of: "</section>", range: start.upperBound..<html.endIndex))
        return html[start.upperBound..<end.lowerBound].components(separatedBy: "<div class=\"pair-chip\"").dropFirst().map { chip in
            let body = chip.drop { $0 != ">" }.dropFirst()
            return String(body).replacingOccurrences(of: "<[^>]*>", with: "|", options: .regularExpression)
                .split(separator: "|").map(String.init).filter { !$0.trimmingCharacters(in: .whitespacesAndNewlines).isEmpty }.joined(separator: "|")
        }
    }

    @Test("a theme file's colors and pairs are drawn on its names in four modes, beside the Trips sample")
    func themeFile() throws {
        let theme = try Theme(accent: RGB8(0x0B7A75), colors: [ThemeColor(name: "sunset", role: .brand, light: RGB8(0xF29D50)),
                                                                ThemeColor(name: "brandCard", role: .darkSurface, light: RGB8(0x0B3D3A))],
                              pairs: [ThemeColorPair(foreground: "onSunset", background: "sunset")])
        let html = try PreviewWriter().write(TokenSet(theme: theme, name: "Trips"))
        #expect(html.contains("<h2>Your pairs</h2>") && html.contains("<h2>Trips</h2>"))
        #expect(html.contains("style=\"background:var(--theme-brand-card);color:var(--theme-on-brand-card)\""), "the user's names, as CSS properties")
        let light = try Self.chips(html, mode: "light-standard-base")
        #expect(light.contains { $0.hasPrefix("onBrandCard| on brandCard|✓ ") && $0.hasSuffix("(≥ 4.5)") }, "\(light)")
        #expect(light.contains { $0.hasPrefix("onSunset| on sunset|✓ ") }, "\(light)")
        // The theme's own pairs are the token table's: no chip names two theme roles.
        #expect(!light.contains { $0.hasPrefix("foregroundPrimary| on backgroundPrimary") })
        let increased = try Self.chips(html, mode: "dark-increased-base")
        #expect(increased.contains { $0.hasPrefix("onBrandCard| on brandCard|✓ ") && $0.hasSuffix("(≥ 7)") }, "\(increased)")
    }

    @Test("an app's catalog (no theme roles) gets its pairs and no Trips panels; a failing pair says ✗ with its ratio; a plain theme shows no section")
    func catalog() throws {
        let tokens = TokenSet(name: "Assets", tokens: [
            ColorToken(name: "labelText", light: TokenColor(RGB8(0xCCCCCC)), dark: TokenColor(RGB8(0x333333))),
            ColorToken(name: "pageBackground", light: TokenColor(RGB8(0xFFFFFF)), dark: TokenColor(RGB8(0x000000))),
        ], pairs: [TokenPair(foreground: "labelText", background: "pageBackground")])
        let html = try PreviewWriter(css: CSSThemeWriter(prefix: "")).write(tokens)
        #expect(!html.contains("<h2>Trips</h2>") && !html.contains("pass-frame\"><div"), "no sample drawn with fallbacks")
        let light = try Self.chips(html, mode: "light-standard-base"), dark = try Self.chips(html, mode: "dark-standard-base")
        #expect(light == ["labelText| on pageBackground|✗ 1.6:1 (&lt; 4.5)"], "\(light)")
        #expect(dark == ["labelText| on pageBackground|✗ 1.66:1 (&lt; 4.5)"], "\(dark)")
        let plain = try PreviewWriter().write(TokenSet(theme: Theme.default))
        #expect(!plain.contains("Your pairs") && plain.contains("<h2>Trips</h2>"))
    }
}
