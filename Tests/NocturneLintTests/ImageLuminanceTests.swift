import NocturneFormats
import NocturneTestSupport
import Testing
@testable import NocturneLint

@Suite("ImageLuminance")
struct ImageLuminanceTests {
    static func measure(width: Int, _ pixel: (Int) -> [UInt8]) throws -> ImageLuminance {
        ImageLuminance(try PNGReader.decode(PNGFixture.image(width: width, height: 1) { x, _ in pixel(x) }))
    }

    @Test("bright means half the pixels or more at #BCBCBC or lighter over black", arguments: [
        (50, true), (49, false), (100, true), (0, false),
    ])
    func brightShare(whitePixels: Int, bright: Bool) throws {
        let luminance = try Self.measure(width: 100) { $0 < whitePixels ? [255, 255, 255, 255] : [0, 0, 0, 255] }
        #expect(luminance.isBright == bright)
        #expect(abs(luminance.mean - Double(whitePixels) / 100) < 1e-9)
    }

    @Test("a translucent pixel counts over black; the median and the 90th percentile come from the histogram")
    func percentiles() throws {
        let translucent = try Self.measure(width: 4) { _ in [255, 255, 255, 64] }
        #expect(abs(translucent.mean - 64.0 / 255) < 1e-9)
        #expect(!translucent.isBright)
        let oneWhite = try Self.measure(width: 10) { $0 == 9 ? [255, 255, 255, 255] : [0, 0, 0, 255] }
        #expect(oneWhite.percentile90 < 0.01)
        let twoWhite = try Self.measure(width: 10) { $0 >= 8 ? [255, 255, 255, 255] : [0, 0, 0, 255] }
        #expect(twoWhite.percentile90 == 1)
        #expect(twoWhite.median < 0.01)
        let gray = try Self.measure(width: 3) { _ in [119, 119, 119, 255] }
        #expect(abs(gray.median - 0.184) < 0.002)
        #expect(gray.summary.hasPrefix("mean luminance 0.18, median 0.18, 90th percentile 0.18; 0% of its pixels bright"))
    }
}
