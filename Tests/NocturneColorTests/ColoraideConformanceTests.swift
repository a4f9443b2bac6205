import NocturneTestSupport
import Testing
@testable import NocturneColor

/// `generated-coloraide.json`: 290 colors in every space and 150 pairs, from coloraide 8.13 (same math).
///
/// The `mixes` section belongs to the interpolation suites.
@Suite("generated-coloraide.json conformance", .requiresReference(ReferenceVectors.path(ColoraideVectors.file)))
struct ColoraideConformanceTests {
    /// Known failures: input → reason. Empty: every vector passes.
    static let knownFailures: [String: String] = [:]

    @Test("the file decodes, with the expected number of vectors")
    func decodes() throws {
        let file = try #require(ColoraideVectors.contents).get()
        #expect(file.colors.count == 290)
        #expect(file.pairs.count == 150)
    }

    @Test("every space agrees to 1e-9, powerless hue ↔ null", arguments: ColoraideVectors.colors)
    func conversions(_ vector: ColoraideVectors.Color) throws {
        let color = try #require(VectorColorReader.read(vector.input), "unreadable input \(vector.input)")
        for (space, expected) in vector.coordinatesBySpace {
            let actual = color.converted(to: space)
            for index in 0..<3 {
                let expectedValue = expected[index]
                let actualValue = actual.components[index]
                let label = "\(vector.input) → \(space.rawValue)[\(index)]"
                guard let expectedValue, let actualValue else {
                    #expect(expectedValue == nil && actualValue == nil,
                        "\(label): expected \(String(describing: expectedValue)), got \(String(describing: actualValue))")
                    continue
                }
                // HSL saturation at lightness 0% or 100% is 0/0: its value is round-off, not color.
                if space == .hsl && index == 1 && ColoraideConformanceTests.lightnessIsExtreme(actual.coordinates[2]) { continue }
                // 1e-9, relative above magnitude 1 (the file prints 12 decimals).
                let tolerance = 1e-9 * max(1, abs(expectedValue))
                let ok = space.hueIndex == index
                    ? Approximately.equalHue(actualValue, expectedValue, tolerance)
                    : Approximately.equal(actualValue, expectedValue, tolerance)
                #expect(ok, "\(label): expected \(expectedValue), got \(actualValue)")
            }
        }
    }

    static func lightnessIsExtreme(_ percent: Double) -> Bool { percent == 0 || abs(100 - percent) < 1e-5 }

    @Test("in-gamut flag, hex, clipped and CSS gamut-mapped sRGB", arguments: ColoraideVectors.colors)
    func gamut(_ vector: ColoraideVectors.Color) throws {
        let color = try #require(VectorColorReader.read(vector.input))
        #expect(color.isInGamut(.srgb) == vector.in_srgb_gamut, "\(vector.input) in sRGB gamut")
        if let hex = vector.hex {
            #expect(RGB8(srgb: color.converted(to: .srgb).coordinates).hex == hex, "\(vector.input) hex")
        }
        let clipped = color.clipped(to: .srgb).coordinates
        let mapped = color.gamutMapped(to: .srgb).coordinates
        for index in 0..<3 {
            #expect(Approximately.equal(clipped[index], vector.clipped_srgb[index], 1e-9), "\(vector.input) clipped[\(index)]")
            #expect(Approximately.equal(mapped[index], vector.gamut_mapped_srgb[index], 1e-3), "\(vector.input) mapped[\(index)]")
        }
        #expect(color.rgb8.hex == vector.gamut_mapped_hex, "\(vector.input) gamut-mapped hex")
    }

    @Test("WCAG luminance and contrast, APCA, on the gamut-mapped 8-bit color", arguments: ColoraideVectors.colors)
    func contrast(_ vector: ColoraideVectors.Color) throws {
        let rgb = try #require(VectorColorReader.read(vector.input)).rgb8
        let white = RGB8(0xFFFFFF), black = RGB8(0x000000)
        #expect(Approximately.equal(WCAG.relativeLuminance(rgb), vector.wcag_luminance, 1e-9))
        #expect(Approximately.equal(WCAG.contrastRatio(rgb, white), vector.contrast_vs_white, 1e-9))
        #expect(Approximately.equal(WCAG.contrastRatio(rgb, black), vector.contrast_vs_black, 1e-9))
        // The generator took white's screen luminance as exactly 1 in this section (its pairs section, and
        // apca-w3's sRGBtoY(#fff), give 1.0000001, the sum of the coefficients), so white enters as Y = 1 here.
        let y = APCA.luminance(rgb)
        #expect(Approximately.equal(APCA.lightnessContrast(textLuminance: y, backgroundLuminance: 1), vector.apca_lc_on_white, 1e-9))
        #expect(Approximately.equal(APCA.lightnessContrast(text: rgb, background: black), vector.apca_lc_on_black, 1e-9))
        #expect(Approximately.equal(APCA.lightnessContrast(textLuminance: 1, backgroundLuminance: y), vector.apca_lc_white_text, 1e-9))
        #expect(Approximately.equal(APCA.lightnessContrast(text: black, background: rgb), vector.apca_lc_black_text, 1e-9))
    }

    @Test("pairs: WCAG, APCA and ΔE76/2000/OK to 1e-9 (coloraide measures ΔE in Lab D65)", arguments: ColoraideVectors.pairs)
    func pairs(_ pair: ColoraideVectors.Pair) throws {
        let a = try #require(RGB8(hex: pair.a)), b = try #require(RGB8(hex: pair.b))
        #expect(Approximately.equal(WCAG.contrastRatio(a, b), pair.wcag_contrast, 1e-9))
        #expect(Approximately.equal(APCA.lightnessContrast(text: a, background: b), pair.apca_lc, 1e-9))
        #expect(Approximately.equal(a.colorValue.deltaE(b.colorValue, method: .cie76, referenceWhite: .d65), pair.deltaE_76, 1e-9))
        #expect(Approximately.equal(a.colorValue.deltaE(b.colorValue, method: .ciede2000, referenceWhite: .d65), pair.deltaE_2000, 1e-9))
        #expect(Approximately.equal(a.colorValue.deltaE(b.colorValue, method: .ok), pair.deltaE_ok, 1e-9))
        // ΔE is symmetric.
        #expect(Approximately.equal(b.colorValue.deltaE(a.colorValue, referenceWhite: .d65), pair.deltaE_2000, 1e-9))
    }
}

/// The decoded `generated-coloraide.json` (field names as in the file).
enum ColoraideVectors {
    static let file = "generated-coloraide.json"

    struct Color: Decodable, Sendable, CustomTestStringConvertible {
        let input: String
        let srgb, srgb_linear, xyz_d65, xyz_d50, lab, lch, oklab, oklch, hsl, hsv, hwb, display_p3: [Double?]
        let in_srgb_gamut: Bool
        let hex: String?
        let gamut_mapped_srgb, clipped_srgb: [Double]
        let gamut_mapped_hex: String
        let wcag_luminance, contrast_vs_white, contrast_vs_black: Double
        let apca_lc_on_white, apca_lc_on_black, apca_lc_white_text, apca_lc_black_text: Double

        var testDescription: String { input }

        var coordinatesBySpace: [(ColorSpace, [Double?])] {
            [(.srgb, srgb), (.srgbLinear, srgb_linear), (.xyzD65, xyz_d65), (.xyzD50, xyz_d50), (.lab, lab), (.lch, lch),
             (.oklab, oklab), (.oklch, oklch), (.hsl, hsl), (.hsv, hsv), (.hwb, hwb), (.displayP3, display_p3)]
        }
    }

    struct Pair: Decodable, Sendable, CustomTestStringConvertible {
        let a, b: String
        let wcag_contrast, apca_lc, deltaE_76, deltaE_2000, deltaE_ok: Double
        var testDescription: String { "\(a) / \(b)" }
    }

    struct File: Decodable {
        let colors: [Color]
        let pairs: [Pair]
    }

    static let contents = ReferenceVectors.load(File.self, from: file)
    static var colors: [Color] { ReferenceVectors.values(contents) { $0.colors } }
    static var pairs: [Pair] { ReferenceVectors.values(contents) { $0.pairs } }
}
