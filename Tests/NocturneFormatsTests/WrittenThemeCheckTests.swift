import Foundation
import NocturneAppearance
import NocturneColor
import NocturnePalette
import NocturneSupport
import Testing
@testable import NocturneFormats

/// The must-show of themes with the app's own colors: what the exporters wrote, read back and measured, passes in every mode.
@Suite("WrittenThemeCheck")
struct WrittenThemeCheckTests {
    /// The issue's example: a brand color, ink, paper, a hairline and a pine with a dark value of its own.
    static let example: [ThemeColor] = [
        ThemeColor(name: "sunset", role: .brand, light: RGB8(0xF29D50)),
        ThemeColor(name: "ink", role: .content, light: RGB8(0x24303A)),
        ThemeColor(name: "paper", role: .background, light: RGB8(0xFBF8F3)),
        ThemeColor(name: "hairline", role: .border, light: RGB8(0xD9D4CC)),
        ThemeColor(name: "pine", role: .content, light: RGB8(0x1F6F4A), dark: RGB8(0x6FD3A0)),
    ]
    static let examplePairs = [
        ThemeColorPair(foreground: "ink", background: "paper", requirement: ContrastRequirement(wcagMinimum: 7, increased: 10)),
        ThemeColorPair(foreground: "onSunset", background: "sunset", requirement: ContrastRequirement(wcagMinimum: 4.5)),
    ]

    /// Forty triples of brand colors from unrelated hues: each hue 97° on from the last (no shared family), lightness and chroma varied.
    static let triples: [[RGB8]] = (0..<40).map { index in
        (0..<3).map { offset in
            let step = index * 3 + offset
            let hue = Double((step * 97 + 23) % 360)
            return OKLCH(lightness: [0.42, 0.58, 0.7, 0.5][step % 4], chroma: [0.09, 0.15, 0.2][step % 3], hue: hue).rgb8
        }
    }

    /// The three formats a theme folder holds that Nocturne reads back, each re-measured, with the pinned values as read.
    struct Written {
        var readings: [WrittenThemeCheck.Reading]
        var outcomes: [WrittenThemeCheck.Outcome]
        var folder: URL
    }

    /// Exports `theme` (catalog, CSS, DTCG) into a fresh folder, reads every format back and re-measures it.
    static func write(_ theme: Theme) throws -> Written {
        let folder = ThemeExporterTests.temporaryFolder().appendingPathComponent("Theme")
        let tokens = TokenSet(theme: theme)
        _ = try ThemeExporter(formats: [.xcassets, .css, .tokens]).export(tokens, to: folder.path)
        let readings = try WrittenThemeCheck.readBack(folder: folder.path, of: tokens)
        let check = WrittenThemeCheck(pairs: tokens.pairs)
        return Written(readings: readings, outcomes: readings.map(check.measure), folder: folder)
    }

    /// Every pinned value that differs from what a format reads back, as `format color mode: read vs pinned`.
    static func pinMismatches(_ colors: [ThemeColor], in readings: [WrittenThemeCheck.Reading]) -> [String] {
        var mismatches: [String] = []
        for reading in readings {
            for color in colors {
                for mode in AppearanceMode.all {
                    guard let pinned = color.pinned(in: mode) else { continue }
                    // An asset catalog has no elevated appearance: elevated draws the base value, which is checked in base.
                    if reading.format == "xcassets", mode.level == .elevated { continue }
                    let read = reading.rgb8(of: color.name, in: mode)
                    if read != pinned { mismatches.append("\(reading.format) \(color.name) \(mode.key): \(read?.hex ?? "none") vs \(pinned.hex)") }
                }
            }
        }
        return mismatches
    }

    @Test func theFiveColorExampleMeasuresCleanInEveryWrittenFormatWithItsPinsExact() throws {
        // The issue's theme exactly: accent, designer's dark accent, neutral seed, five colors, two promises.
        let theme = try Theme(accent: RGB8(0x0B7A75), darkAccent: RGB8(0x5FD4CC), neutral: Family(seed: RGB8(0x6B7280), name: "neutral"),
                              colors: Self.example, pairs: Self.examplePairs)
        let written = try Self.write(theme)
        defer { try? FileManager.default.removeItem(at: written.folder.deletingLastPathComponent()) }
        // The accent is pinned too: the brand in light mode, the designer's value in dark, in every format.
        for reading in written.readings {
            #expect(reading.rgb8(of: "accent", in: AppearanceMode(colorScheme: .light)) == RGB8(0x0B7A75), "\(reading.format)")
            #expect(reading.rgb8(of: "accent", in: AppearanceMode(colorScheme: .dark)) == RGB8(0x5FD4CC), "\(reading.format)")
        }
        let measuredPairs = TokenSet(theme: theme).pairs.filter { !$0.isExempt }
        // The app's own pairs are among those measured: the declared ones and those the roles imply.
        #expect(measuredPairs.contains { $0.foreground == "ink" && $0.background == "paper" && $0.requirement.standard == 7 })
        #expect(measuredPairs.contains { $0.foreground == "onSunset" && $0.background == "sunset" })
        #expect(measuredPairs.contains { $0.foreground == "pine" })
        #expect(written.outcomes.map(\.format) == ["xcassets", "css", "tokens"])
        for outcome in written.outcomes {
            #expect(outcome.measured == measuredPairs.count * 8, "\(outcome.format)")
            #expect(outcome.misses.count == 0, "\(outcome.format): \(outcome.misses.prefix(5))")
        }
        print("WrittenThemeCheck: the five-color example, \(measuredPairs.count) pairs × 8 modes in 3 formats, \(written.outcomes.map(\.misses.count).reduce(0, +)) misses")
        #expect(Self.pinMismatches(Self.example, in: written.readings).isEmpty, "\(Self.pinMismatches(Self.example, in: written.readings))")
        // The pinned bytes are in the files as written: the hex of the DTCG resolver and the stylesheet, the catalog's components.
        let css = try String(contentsOf: written.folder.appendingPathComponent("theme.css"), encoding: .utf8)
        #expect(css.contains("--theme-sunset: light-dark(#f29d50, "))
        #expect(css.contains("--theme-pine: light-dark(#1f6f4a, #6fd3a0);"))
        let sunset = try String(contentsOf: written.folder.appendingPathComponent("Theme.xcassets/sunset.colorset/Contents.json"), encoding: .utf8)
        #expect(sunset.contains(#""blue" : "0.314""#) && sunset.contains(#""green" : "0.616""#) && sunset.contains(#""red" : "0.949""#))
        // The measure agrees with the audit of the same bytes.
        for reading in written.readings {
            #expect(TokenAudit(tokens: reading.tokens, pairs: Self.renamed(measuredPairs, in: reading)).failingPairs.isEmpty, "\(reading.format)")
        }
    }

    @Test func fortyThreeBrandColorThemesFromUnrelatedHuesMeasureCleanWithTheirPinsExact() throws {
        var misses: [String] = []
        var measured = 0
        for triple in Self.triples {
            let names = ["primary", "secondary", "tertiary"]
            let colors = zip(names, triple).map { ThemeColor(name: $0.0, role: .brand, light: $0.1) }
            let pairs = names.map { ThemeColorPair(foreground: $0 + "Text", background: "backgroundSecondary", requirement: .text) }
            let written = try Self.write(try Theme(accent: triple[0], colors: colors, pairs: pairs))
            defer { try? FileManager.default.removeItem(at: written.folder.deletingLastPathComponent()) }
            for outcome in written.outcomes {
                measured += outcome.measured
                misses += outcome.misses.map { "\(triple.map(\.hex)) \($0)" }
            }
            misses += Self.pinMismatches(colors, in: written.readings).map { "\(triple.map(\.hex)) \($0)" }
        }
        #expect(misses.count == 0, "\(misses.prefix(8))")
        #expect(measured > 40 * 3 * 8 * 60, "\(measured) measurements")
        print("WrittenThemeCheck: 40 three-brand themes, \(measured) pair × mode measurements in 3 formats, \(misses.count) misses")
    }

    @Test func aWrittenValueChangedByHandIsCaught() throws {
        let theme = try Theme(accent: RGB8(0x0B7A75), colors: Self.example, pairs: Self.examplePairs)
        let written = try Self.write(theme)
        defer { try? FileManager.default.removeItem(at: written.folder.deletingLastPathComponent()) }
        // Dark ink made as dark as dark paper, in the stylesheet only.
        let url = written.folder.appendingPathComponent("theme.css")
        let css = try String(contentsOf: url, encoding: .utf8)
        let paperDark = try #require(theme.color(named: "paper")?.rgb8[AppearanceMode(colorScheme: .dark)].hex.lowercased())
        let inkLine = try #require(css.split(separator: "\n").first { $0.contains("--theme-ink: light-dark(") })
        let inkDark = try #require(inkLine.split(separator: ",").last?.trimmingCharacters(in: CharacterSet(charactersIn: " );")))
        try css.replacingOccurrences(of: "--theme-ink: light-dark(#24303a, \(inkDark))", with: "--theme-ink: light-dark(#24303a, \(paperDark))")
            .write(to: url, atomically: true, encoding: .utf8)
        let readings = try WrittenThemeCheck.readBack(folder: written.folder.path, of: TokenSet(theme: theme))
        let outcome = WrittenThemeCheck(pairs: TokenSet(theme: theme).pairs).measure(try #require(readings.first { $0.format == "css" }))
        let dark = outcome.misses.filter { $0.pair == "ink on paper" && $0.mode.colorScheme == .dark }
        #expect(!dark.isEmpty, "\(outcome.misses)")
        #expect(dark.allSatisfy { $0.wcag < 1.5 })
        // A token the file lacks is a miss, not a pass.
        let lacking = WrittenThemeCheck.Reading(format: "css", tokens: TokenSet(name: "t", tokens: []), prefix: "theme")
        #expect(WrittenThemeCheck(pairs: [TokenPair(foreground: "ink", background: "paper")]).measure(lacking).misses.count == 8)
    }

    @Test(arguments: [("onSunset", "css", "--theme-on-sunset"), ("sunsetText", "tokens", "sunset.sunsetText"), ("sunset", "xcassets", "sunset")])
    func namesAreFoundInEachFormatsSpelling(name: String, format: String, written: String) {
        let reading = WrittenThemeCheck.Reading(format: format, tokens: TokenSet(name: "t", tokens: [
            ColorToken(name: written, values: [AppearanceMode(colorScheme: .light): TokenColor(RGB8(0x123456))]),
        ]), prefix: format == "css" ? "theme" : "")
        #expect(reading.rgb8(of: name, in: AppearanceMode(colorScheme: .dark)) == RGB8(0x123456))
        #expect(reading.token(named: name + "Hover") == nil)
    }

    /// The pairs with each side named as the reading names it, for the audit of the same reading.
    static func renamed(_ pairs: [TokenPair], in reading: WrittenThemeCheck.Reading) -> [TokenPair] {
        pairs.map { pair in
            var renamed = pair
            renamed.foreground = reading.token(named: pair.foreground)?.name ?? pair.foreground
            renamed.background = reading.token(named: pair.background)?.name ?? pair.background
            return renamed
        }
    }
}
