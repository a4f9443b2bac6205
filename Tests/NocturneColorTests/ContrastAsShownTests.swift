import Testing
@testable import NocturneColor

/// WCAG and APCA measure a color outside sRGB as it is shown: CSS gamut mapping into sRGB first (issue #9).
@Suite("Contrast of colors as shown")
struct ContrastAsShownTests {
    @Test("the issue's reproductions measure as white and black (were 100.07:1 and −1.10:1)", arguments: [
        ("color(srgb 2 2 2)", "black", 21.0, -107.88473318309848),
        ("color(srgb -1 -1 -1)", "white", 21.0, 106.04067321268862),
        ("color(srgb 2 2 2)", "white", 1.0, 0.0),
        ("color(srgb 1e10 1e10 1e10)", "black", 21.0, -107.88473318309848),
    ])
    func reproductions(_ foreground: String, _ background: String, _ ratio: Double, _ lightness: Double) throws {
        let text = try ColorValue(css: foreground), back = try ColorValue(css: background)
        #expect(abs(WCAG.contrastRatio(text, back) - ratio) < 1e-9)
        #expect(abs(APCA.lightnessContrast(text: text, background: back) - lightness) < 1e-9)
    }

    @Test("a color outside sRGB measures exactly as its gamut-mapped value", arguments: [
        "color(display-p3 1 1 0)", "oklch(0.7 0.4 150)", "lab(50 120 -90)", "color(rec2020 0 1 0)", "color(srgb 1.2 -0.3 0.5)",
    ])
    func mappedValue(_ css: String) throws {
        let color = try ColorValue(css: css)
        #expect(!color.isInGamut(.srgb))
        let shown = color.gamutMapped(to: .srgb)
        for other in [ColorValue.srgb(1, 1, 1), .srgb(0, 0, 0), .srgb(0.3, 0.5, 0.7)] {
            #expect(WCAG.contrastRatio(color, other) == WCAG.contrastRatio(shown, other))
            #expect(WCAG.contrastRatio(other, color) == WCAG.contrastRatio(other, shown))
            #expect(APCA.lightnessContrast(text: color, background: other) == APCA.lightnessContrast(text: shown, background: other))
            #expect(APCA.lightnessContrast(text: other, background: color) == APCA.lightnessContrast(text: other, background: shown))
        }
        #expect(WCAG.relativeLuminance(color) == WCAG.relativeLuminance(shown))
    }

    @Test("random colors far outside sRGB, opaque or not: the ratio is 1…21, symmetric when opaque; Lc stays in APCA's range",
          arguments: [11, 12, 13] as [UInt64])
    func randomOutOfGamut(_ seed: UInt64) {
        var state = seed
        func next() -> Double {
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            return Double(state >> 11) / Double(1 << 53)
        }
        let spaces: [ColorSpace] = [.srgb, .srgbLinear, .displayP3, .rec2020, .prophotoRGB, .oklch, .lab, .xyzD65, .hsl]
        var outside = 0
        for index in 0..<3_000 {
            // Components from −3 to 4 times a typical range, and now and then a huge one (up to the input limit).
            func color() -> ColorValue {
                let space = spaces[Int(next() * Double(spaces.count)) % spaces.count]
                let scale = next() < 0.1 ? ColorValue.largestComponentMagnitude / 1000 * next() : 1
                var coordinates = SIMD3((next() * 7 - 3) * scale, (next() * 7 - 3) * scale, (next() * 7 - 3) * scale)
                switch space {
                case .oklch: coordinates = SIMD3(next() * 1.2 - 0.1, next() * 0.8 * scale, next() * 360)
                case .lab: coordinates = SIMD3(next() * 110 - 5, (next() * 400 - 200) * scale, (next() * 400 - 200) * scale)
                case .hsl: coordinates = SIMD3(next() * 360, next() * 300 * scale, next() * 120 - 10)
                default: break
                }
                return ColorValue(space, coordinates, alpha: index % 3 == 0 ? next() : 1)
            }
            let foreground = color(), background = color()
            if !foreground.isInGamut(.srgb) || !background.isInGamut(.srgb) { outside += 1 }
            let ratio = WCAG.contrastRatio(foreground, background)
            #expect(ratio >= 1 && ratio <= 21, "\(foreground) on \(background): \(ratio)")
            if foreground.alpha == 1 {
                #expect(abs(ratio - WCAG.contrastRatio(background.withAlpha(1), foreground)) < 1e-12)
            }
            let lightness = APCA.lightnessContrast(text: foreground, background: background)
            #expect(lightness.isFinite && abs(lightness) <= 108, "\(foreground) on \(background): Lc \(lightness)")
            let luminance = WCAG.relativeLuminance(foreground)
            #expect(luminance >= 0 && luminance <= 1 + 1e-12)
        }
        #expect(outside > 2_500)
    }
}
