import NocturneTestSupport
import Testing
@testable import NocturneColor

/// `wcag-contrast.json`: the WCAG 2.2 definition cases (color.js) and a computed 8-bit grid.
@Suite("wcag-contrast.json conformance", .requiresReference(ReferenceVectors.path(WCAGVectors.file)))
struct WCAGConformanceTests {
    @Test("the file decodes, with the expected number of vectors")
    func decodes() throws {
        let file = try #require(WCAGVectors.contents).get()
        #expect(file.external_vectors_colorjs.vectors.count == 9)
        #expect(file.computed_grid.vectors.count == 31)
    }

    @Test("color.js definition cases, within their eps", arguments: WCAGVectors.values { $0.external_vectors_colorjs.vectors })
    func definition(_ vector: WCAGVectors.External) throws {
        let text = try #require(VectorColorReader.read(vector.text)), background = try #require(VectorColorReader.read(vector.background))
        #expect(Approximately.equal(WCAG.contrastRatio(text, background), vector.expected, vector.eps))
        #expect(Approximately.equal(WCAG.contrastRatio(background, text), vector.expected, vector.eps), "symmetric")
    }

    @Test("8-bit grid: luminance and contrast against white and black", arguments: WCAGVectors.values { $0.computed_grid.vectors })
    func grid(_ vector: WCAGVectors.Grid) {
        let color = RGB8(red: UInt8(vector.rgb8[0]), green: UInt8(vector.rgb8[1]), blue: UInt8(vector.rgb8[2]))
        let white = RGB8(0xFFFFFF), black = RGB8(0)
        #expect(Approximately.equal(WCAG.relativeLuminance(color), vector.relative_luminance, 1e-12))
        // No 8-bit channel lies between the old 0.03928 and the current 0.04045 threshold.
        #expect(Approximately.equal(WCAG.relativeLuminance(color), vector.relative_luminance_0_03928, 1e-12))
        #expect(Approximately.equal(WCAG.contrastRatio(color, white), vector.contrast_vs_white, 1e-12))
        #expect(Approximately.equal(WCAG.contrastRatio(color, black), vector.contrast_vs_black, 1e-12))
        #expect(WCAG.contrastRatio(color, color) == 1)
        #expect(WCAG.contrastRatio(white, color) == WCAG.contrastRatio(color, white))
        // The general path agrees with the 8-bit table.
        #expect(Approximately.equal(WCAG.contrastRatio(color.colorValue, white.colorValue), vector.contrast_vs_white, 1e-12))
    }

    @Test("black on white is exactly 21")
    func extremes() {
        #expect(WCAG.contrastRatio(RGB8(0), RGB8(0xFFFFFF)) == 21)
    }
}

/// The decoded `wcag-contrast.json` (field names as in the file).
enum WCAGVectors {
    static let file = "wcag-contrast.json"

    struct External: Decodable, Sendable, CustomTestStringConvertible {
        let text, background: String
        let expected, eps: Double
        var testDescription: String { "\(text) on \(background)" }
    }
    struct Grid: Decodable, Sendable, CustomTestStringConvertible {
        let color: String
        let rgb8: [Int]
        let relative_luminance, relative_luminance_0_03928, contrast_vs_white, contrast_vs_black: Double
        var testDescription: String { color }
    }
    struct Section<T: Decodable & Sendable>: Decodable, Sendable { let vectors: [T] }
    struct File: Decodable {
        let external_vectors_colorjs: Section<External>
        let computed_grid: Section<Grid>
    }

    static let contents = ReferenceVectors.load(File.self, from: file)
    static func values<T>(_ extract: (File) -> [T]) -> [T] { ReferenceVectors.values(contents, extract) }
}
