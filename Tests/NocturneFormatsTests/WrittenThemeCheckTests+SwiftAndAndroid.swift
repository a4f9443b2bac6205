import Foundation
import NocturneAppearance
import NocturneColor
import NocturnePalette
import Testing
@testable import NocturneFormats

/// The two outputs Nocturne has no reader for, read back here from their text: the Swift file's Linux branch and Android's XML.
extension WrittenThemeCheckTests {
    /// Every match of `pattern` in `text`, as its capture groups.
    static func matches(_ pattern: String, in text: String, options: NSRegularExpression.Options = []) throws -> [[String]] {
        let expression = try NSRegularExpression(pattern: pattern, options: options)
        let whole = NSRange(text.startIndex..., in: text)
        return expression.matches(in: text, range: whole).map { match in
            (1..<match.numberOfRanges).map { Range(match.range(at: $0), in: text).map { String(text[$0]) } ?? "" }
        }
    }

    /// An 8-bit color from `RRGGBB` and an alpha byte.
    static func color(_ hex: Substring, alpha: UInt8 = 255) -> TokenColor? {
        UInt32(hex, radix: 16).map { TokenColor(RGB8($0), opacity: Double(alpha) / 255) }
    }

    /// The Linux branch of `Theme.swift`: each `public static let name = dynamic([...])` with its eight `0xRRGGBBAA` values in mode order.
    static func readSwift(_ source: String) throws -> TokenSet {
        let linux = try #require(source.components(separatedBy: "\n#else\n").last)
        var tokens: [ColorToken] = []
        for match in try matches(#"public static let `?(\w+)`? = dynamic\(\[(.*?)\]\)"#, in: linux, options: [.dotMatchesLineSeparators]) {
            let packed = try matches(#"0x([0-9A-F]{8})\)"#, in: match[1]).map(\.[0])
            try #require(packed.count == 8, "\(match[0]): \(packed.count) values")
            var values = ModeValues<TokenColor?>(repeating: nil)
            for (mode, hex) in zip(AppearanceMode.all, packed) {
                values[mode] = color(hex.prefix(6), alpha: UInt8(hex.suffix(2), radix: 16) ?? 0)
            }
            tokens.append(ColorToken(name: match[0], values: values))
        }
        return TokenSet(name: "swift", tokens: tokens)
    }

    /// Android's `values` and `values-night` files: `name` and `name_highContrast`, `#RRGGBB` or `#AARRGGBB`.
    static func readAndroid(day: String, night: String) throws -> TokenSet {
        var values: [String: ModeValues<TokenColor?>] = [:]
        var order: [String] = []
        for (text, scheme) in [(day, ColorScheme.light), (night, ColorScheme.dark)] {
            for match in try matches(#"<color name="(\w+)">#([0-9A-F]{6,8})</color>"#, in: text) {
                let increased = match[0].hasSuffix("_highContrast")
                let name = increased ? String(match[0].dropLast("_highContrast".count)) : match[0]
                let hex = Substring(match[1])
                let value = hex.count == 8 ? color(hex.suffix(6), alpha: UInt8(hex.prefix(2), radix: 16) ?? 0) : color(hex)
                if values[name] == nil { order.append(name) }
                values[name, default: [:]][AppearanceMode(colorScheme: scheme, contrast: increased ? .increased : .standard)] = value
            }
        }
        return TokenSet(name: "android", tokens: order.map { ColorToken(name: $0, values: values[$0] ?? [:]) })
    }

    @Test func theSwiftAndAndroidFilesOfTheExampleMeasureCleanToo() throws {
        let theme = try Theme(accent: RGB8(0x0B7A75), darkAccent: RGB8(0x5FD4CC), neutral: Family(seed: RGB8(0x6B7280), name: "neutral"),
                              colors: Self.example, pairs: Self.examplePairs)
        let tokens = TokenSet(theme: theme)
        let files = try ThemeExporter(formats: [.swift, .android]).files(for: tokens).files
        func file(_ path: String) throws -> String { try #require(files.first { $0.path == path }, "\(path)").contents }
        let readings = [
            WrittenThemeCheck.Reading(format: "swift", tokens: try Self.readSwift(try file("Theme.swift"))),
            WrittenThemeCheck.Reading(format: "android", tokens: try Self.readAndroid(day: try file("android/values/colors.xml"),
                                                                                   night: try file("android/values-night/colors.xml"))),
        ]
        let measured = tokens.pairs.filter { !$0.isExempt }.count * 8
        for reading in readings {
            #expect(reading.tokens.tokens.count == tokens.tokens.count, "\(reading.format): every token read back")
            let outcome = WrittenThemeCheck(pairs: tokens.pairs).measure(reading)
            #expect(outcome.measured == measured && outcome.misses.count == 0, "\(reading.format): \(outcome.measured), \(outcome.misses.prefix(5))")
        }
        // Neither has an elevated value apart from base where the pins say so; elevated falls back as the platforms draw it.
        #expect(Self.pinMismatches(Self.example, in: readings).isEmpty, "\(Self.pinMismatches(Self.example, in: readings))")
        // The readers are real: dark ink made dark paper's value in the night file is caught.
        let dark = AppearanceMode(colorScheme: .dark)
        let ink = try #require(theme.color(named: "ink")).rgb8[dark].hex.uppercased(), paper = try #require(theme.color(named: "paper")).rgb8[dark].hex.uppercased()
        let night = try file("android/values-night/colors.xml")
        #expect(night.contains("<color name=\"ink\">\(ink)</color>"))
        let broken = night.replacingOccurrences(of: "<color name=\"ink\">\(ink)</color>", with: "<color name=\"ink\">\(paper)</color>")
        let reading = WrittenThemeCheck.Reading(format: "android", tokens: try Self.readAndroid(day: try file("android/values/colors.xml"), night: broken))
        #expect(WrittenThemeCheck(pairs: tokens.pairs).measure(reading).misses.contains { $0.pair == "ink on paper" && $0.mode == dark })
    }
}
