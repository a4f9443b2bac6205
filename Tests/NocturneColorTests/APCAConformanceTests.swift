import NocturneTestSupport
import Testing
@testable import NocturneColor

/// `apca-w3.json`: APCA-W3 0.0.98G-4g's published pairs, generated pairs, edge cases and Y values, to 1e-9.
@Suite("apca-w3.json conformance", .requiresReference(ReferenceVectors.path(APCAVectors.file)))
struct APCAConformanceTests {
    @Test("the file decodes, with the expected number of vectors")
    func decodes() throws {
        let file = try #require(APCAVectors.contents).get()
        #expect(file.reference_pairs.count == 8)
        #expect(file.generated.count == 234)
        #expect(file.edge_cases.count == 10)
        #expect(file.y_values.count == 10)
        #expect(file.display_p3_Y.count == 5)
    }

    @Test("the constants are APCA-W3's")
    func constants() throws {
        let constants = try #require(APCAVectors.contents).get().constants_0_0_98G_4g
        #expect(APCA.mainTRC == constants.mainTRC)
        #expect(APCA.coefficients == SIMD3(constants.sRco, constants.sGco, constants.sBco))
        #expect(APCA.blackThreshold == constants.blkThrs)
        #expect(APCA.blackClamp == constants.blkClmp)
    }

    @Test("published pairs", arguments: APCAVectors.values { $0.reference_pairs })
    func published(_ pair: APCAVectors.Pair) throws {
        let text = try #require(RGB8(hex: pair.text)), background = try #require(RGB8(hex: pair.background))
        #expect(Approximately.equal(APCA.lightnessContrast(text: text, background: background), pair.expected_Lc, 1e-9))
        // The general path (ColorValue, unclamped sRGB) agrees with the 8-bit table.
        let general = APCA.lightnessContrast(text: text.colorValue, background: background.colorValue)
        #expect(Approximately.equal(general, pair.expected_Lc, 1e-9))
    }

    @Test("translucent text is blended and rounded to 8 bits first", arguments: APCAVectors.values { $0.alpha_pairs })
    func alpha(_ pair: APCAVectors.AlphaPair) throws {
        let hex = String(pair.text.prefix { $0 != " " })
        let text = try #require(VectorColorReader.read(hex)), background = try #require(VectorColorReader.read(pair.background))
        #expect(text.alpha < 1)
        let blended = RGB8(srgb: text.composited(over: background).coordinates)
        #expect([Int(blended.red), Int(blended.green), Int(blended.blue)] == pair.blended_text_rgb)
        #expect(Approximately.equal(APCA.lightnessContrast(text: text, background: background), pair.expected_Lc, 1e-9))
    }

    @Test("generated pairs", arguments: APCAVectors.values { $0.generated })
    func generated(_ pair: APCAVectors.GeneratedPair) throws {
        let text = try #require(RGB8(hex: pair.text)), background = try #require(RGB8(hex: pair.background))
        #expect(Approximately.equal(APCA.lightnessContrast(text: text, background: background), pair.Lc, 1e-9))
    }

    @Test("edge cases on luminances", arguments: APCAVectors.values { $0.edge_cases })
    func edges(_ edge: APCAVectors.Edge) {
        #expect(Approximately.equal(APCA.lightnessContrast(textLuminance: edge.txtY, backgroundLuminance: edge.bgY), edge.Lc, 1e-9))
    }

    @Test("screen luminance Y of 8-bit sRGB", arguments: APCAVectors.values { $0.y_values })
    func luminance(_ value: APCAVectors.YValue) throws {
        let color = try #require(RGB8(hex: value.color))
        #expect(Approximately.equal(APCA.luminance(color), value.sRGBtoY, 1e-9))
        #expect(Approximately.equal(APCA.luminance(srgb: color.srgb), value.sRGBtoY, 1e-9))
    }

    @Test("screen luminance Y of Display P3", arguments: APCAVectors.values { $0.display_p3_Y })
    func displayP3(_ value: APCAVectors.P3Value) {
        let rgb = SIMD3(value.p3_rgb_0to1[0], value.p3_rgb_0to1[1], value.p3_rgb_0to1[2])
        #expect(Approximately.equal(APCA.luminance(displayP3: rgb), value.displayP3toY, 1e-9))
    }
}

/// The decoded `apca-w3.json` (field names as in the file).
enum APCAVectors {
    static let file = "apca-w3.json"

    struct Constants: Decodable, Sendable {
        let mainTRC, sRco, sGco, sBco, blkThrs, blkClmp: Double
    }
    struct Pair: Decodable, Sendable, CustomTestStringConvertible {
        let text, background: String
        let expected_Lc: Double
        var testDescription: String { "\(text) on \(background)" }
    }
    struct AlphaPair: Decodable, Sendable, CustomTestStringConvertible {
        let text, background: String
        let blended_text_rgb: [Int]
        let expected_Lc: Double
        var testDescription: String { "\(text) on \(background)" }
    }
    struct GeneratedPair: Decodable, Sendable, CustomTestStringConvertible {
        let text, background: String
        let Lc: Double
        var testDescription: String { "\(text) on \(background)" }
    }
    struct Edge: Decodable, Sendable, CustomTestStringConvertible {
        let txtY, bgY, Lc: Double
        let note: String
        var testDescription: String { note }
    }
    struct YValue: Decodable, Sendable, CustomTestStringConvertible {
        let color: String
        let sRGBtoY: Double
        var testDescription: String { color }
    }
    struct P3Value: Decodable, Sendable, CustomTestStringConvertible {
        let p3_rgb_0to1: [Double]
        let displayP3toY: Double
        var testDescription: String { "\(p3_rgb_0to1)" }
    }
    struct File: Decodable {
        let constants_0_0_98G_4g: Constants
        let reference_pairs: [Pair]
        let alpha_pairs: [AlphaPair]
        let generated: [GeneratedPair]
        let edge_cases: [Edge]
        let y_values: [YValue]
        let display_p3_Y: [P3Value]
    }

    static let contents = ReferenceVectors.load(File.self, from: file)
    static func values<T>(_ extract: (File) -> [T]) -> [T] { ReferenceVectors.values(contents, extract) }
}
