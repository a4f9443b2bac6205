import Foundation
@testable import NocturneColor

/// A deliberately tiny reader for the color strings in the reference vectors (hex, a few names, and
/// functional notations with plain numbers, percentages, `deg` and `none`).
///
/// It is a test seam, not the CSS parser: CSS syntax conformance lives in the css-syntax suites. It
/// keeps the color-science suites independent of parser changes. Returns `nil` for anything it does not
/// know (such as color.js's own `--luv` spaces), which the suites record as a skip.
enum VectorColorReader {
    static let names: [String: UInt32] = [
        "black": 0x000000, "white": 0xFFFFFF, "gray": 0x808080, "silver": 0xC0C0C0, "red": 0xFF0000,
        "lime": 0x00FF00, "blue": 0x0000FF, "yellow": 0xFFFF00, "cyan": 0x00FFFF, "magenta": 0xFF00FF,
        "rebeccapurple": 0x663399, "orange": 0xFFA500, "slategray": 0x708090, "papayawhip": 0xFFEFD5,
        "darkgray": 0xA9A9A9,
    ]

    static func read(_ text: String) -> ColorValue? {
        let input = text.trimmingCharacters(in: .whitespaces).lowercased()
        if input.hasPrefix("#") { return hex(String(input.dropFirst())) }
        if let packed = names[input] { return RGB8(packed).colorValue }
        guard let open = input.firstIndex(of: "("), input.hasSuffix(")") else { return nil }
        let function = String(input[..<open])
        var body = String(input[input.index(after: open)..<input.index(before: input.endIndex)])
        var alphaText: String?
        if let slash = body.firstIndex(of: "/") {
            alphaText = body[body.index(after: slash)...].trimmingCharacters(in: .whitespaces)
            body = String(body[..<slash])
        }
        var tokens = body.split(whereSeparator: { $0 == " " || $0 == "," }).map(String.init)
        var alpha: Double? = 1
        if let alphaText {
            guard let token = Token(alphaText) else { return nil }
            alpha = token.value(percentScale: 1)
        } else if (function == "rgba" || function == "hsla" || function == "rgb" || function == "hsl") && tokens.count == 4 {
            guard let token = Token(tokens.removeLast()) else { return nil }
            alpha = token.value(percentScale: 1)
        }
        let space: ColorSpace
        var scales: (Double, Double, Double)  // what 100% means for each component
        var numberScale = SIMD3<Double>(1, 1, 1)  // what a plain number is multiplied by
        switch function {
        case "rgb", "rgba": space = .srgb; scales = (1, 1, 1); numberScale = SIMD3(repeating: 1.0 / 255)
        case "hsl", "hsla": space = .hsl; scales = (360, 100, 100)
        case "hwb": space = .hwb; scales = (360, 100, 100)
        case "lab": space = .lab; scales = (100, 125, 125)
        case "lch": space = .lch; scales = (100, 150, 360)
        case "oklab": space = .oklab; scales = (1, 0.4, 0.4)
        case "oklch": space = .oklch; scales = (1, 0.4, 360)
        case "color":
            guard !tokens.isEmpty, let named = ColorSpace(cssName: tokens.removeFirst()), ColorSpace.predefined.contains(named) else {
                return nil
            }
            space = named; scales = (1, 1, 1)
        default: return nil
        }
        guard tokens.count == 3 else { return nil }
        var values: [Double?] = []
        for (index, text) in tokens.enumerated() {
            guard let token = Token(text) else { return nil }
            let scale = [scales.0, scales.1, scales.2][index]
            values.append(token.value(percentScale: scale).map { token.isPercent ? $0 : $0 * numberScale[index] })
        }
        return ColorValue(space, components: values[0], values[1], values[2], alpha: alpha)
    }

    private static func hex(_ digits: String) -> ColorValue? {
        guard [3, 4, 6, 8].contains(digits.count), let packed = UInt64(digits, radix: 16) else { return nil }
        var channels: [Double] = []
        if digits.count <= 4 {
            for index in (0..<digits.count).reversed() { channels.append(Double((packed >> (4 * UInt64(index))) & 0xF) * 17) }
        } else {
            for index in (0..<(digits.count / 2)).reversed() { channels.append(Double((packed >> (8 * UInt64(index))) & 0xFF)) }
        }
        return ColorValue(.srgb, SIMD3(channels[0], channels[1], channels[2]) / 255, alpha: channels.count == 4 ? channels[3] / 255 : 1)
    }

    private struct Token {
        var number: Double?
        var isPercent = false

        init?(_ text: String) {
            if text == "none" { number = nil; return }
            var body = Substring(text)
            if body.hasSuffix("%") { isPercent = true; body = body.dropLast() }
            else if body.hasSuffix("deg") { body = body.dropLast(3) }
            guard let value = Double(body) else { return nil }
            number = value
        }

        func value(percentScale: Double) -> Double? {
            guard let number else { return nil }
            return isPercent ? number / 100 * percentScale : number
        }
    }
}
