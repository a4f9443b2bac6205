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

    @Test("a half computed with round-off still rounds up, so the hex agrees with the css (hwb(120 30% 50%) was #4d7f4d beside rgb(77, 128, 77))")
    func computedHalvesRoundUp() throws {
        let color = try #require(try CSSColor.parse("hwb(120 30% 50%)").resolved)
        let srgb = color.converted(to: .srgb)
        #expect(srgb.coordinates.y * 255 < 127.5, "the round-off this test is about is gone; pick another color")
        #expect(RGB8(srgb: srgb.coordinates).hex == "#4d804d")
        #expect(try CSSColor.parse("hwb(120 30% 50%)").computedCSS == "rgb(77, 128, 77)")
        // Every code k/255 comes back as k, and k+0.5 (as CSS input writes it, /255) rounds up to k+1.
        for code in 0..<255 {
            #expect(RGB8(srgb: SIMD3(repeating: Double(code) / 255)).red == UInt8(code))
            #expect(RGB8(srgb: SIMD3(repeating: (Double(code) + 0.5) / 255)).red == UInt8(code + 1))
        }
    }
}
