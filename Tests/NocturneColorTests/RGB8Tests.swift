import Testing
@testable import NocturneColor

@Suite("RGB8")
struct RGB8Tests {
    @Test("hex in and out", arguments: [("#0B7A75", "#0b7a75"), ("5fd4cc", "#5fd4cc"), ("#abc", "#aabbcc"), ("#000", "#000000")])
    func hex(_ input: String, _ output: String) throws {
        #expect(try #require(RGB8(hex: input)).hex == output)
    }

    @Test("hex with opacity appends the alpha byte only below 1", arguments: [
        (1.0, "#0b7a75"), (2.0, "#0b7a75"), (Double.nan, "#0b7a75"), (0.5, "#0b7a7580"), (0.0, "#0b7a7500"), (-1.0, "#0b7a7500"),
    ])
    func hexWithOpacity(_ opacity: Double, _ output: String) {
        #expect(RGB8(0x0B7A75).hex(opacity: opacity) == output)
    }

    @Test("bad hex is nil", arguments: ["", "#", "#12", "#12345", "#gggggg", "#1234567", "＃123"])
    func badHex(_ input: String) {
        #expect(RGB8(hex: input) == nil)
    }

    static let quantization: [(Double, UInt8)] = [
        (0.5, 128), (127.4999 / 255, 127), (1.7, 255), (-0.2, 0), (Double.nan, 0), (Double.infinity, 255),
    ]

    @Test("quantization clamps, then rounds half up; NaN is 0", arguments: quantization)
    func quantize(_ value: Double, _ expected: UInt8) {
        #expect(RGB8(srgb: SIMD3(value, value, value)).red == expected)
    }

    @Test("the linear table matches the transfer function for all 256 codes")
    func linearTable() {
        for code in 0...255 {
            let rgb = RGB8(red: UInt8(code), green: 0, blue: 0)
            #expect(rgb.linear.x == TransferFunction.srgbToLinear(Double(code) / 255))
        }
    }
}
