import Nocturne
import NocturneSupport

/// The JSON and hex forms of a color, and the color-argument parser, that `color`, `contrast` and `mix` share.
enum ColorReport {
    /// Parses a color argument, naming its role (`foreground`, `<a>`) in the error.
    ///
    /// - Throws: ``CommandFailure`` with the role and the parse error.
    static func parse(_ text: String, role: String) throws -> ColorValue {
        do {
            return try ColorValue(css: text)
        } catch {
            throw CommandFailure("\(role): \(error)")
        }
    }

    /// The gamut-mapped 8-bit sRGB of a color and its hex text (`#rrggbb`, or `#rrggbbaa` when translucent).
    static func hex(_ color: ColorValue) -> (rgb: RGB8, text: String) {
        let rgb = RGB8(srgb: color.gamutMapped(to: ColorSpace.srgb).converted(to: .srgb).coordinates)
        return (rgb, rgb.hex(opacity: color.alphaComponent ?? 0))
    }

    /// The JSON shape of `color --json`: input, space, full-precision coords (`null` when missing), alpha, css, hex, inGamut.
    ///
    /// - Parameter hex: The hex to report, when it was computed from the color before a conversion.
    static func json(input: String?, color: ColorValue, css: String, hex hexText: String? = nil, leading: [JSONMember] = []) -> JSONValue {
        var members = leading
        if let input { members.append(JSONMember("input", .string(input))) }
        members.append(JSONMember("space", .string(color.space.rawValue)))
        members.append(JSONMember("coords", .array(color.components.map(JSONValue.number))))
        members.append(JSONMember("alpha", .number(color.alphaComponent)))
        members.append(JSONMember("css", .string(css)))
        members.append(JSONMember("hex", .string(hexText ?? hex(color).text)))
        members.append(JSONMember("inGamut", ["srgb": .bool(color.isInGamut(.srgb)), "p3": .bool(color.isInGamut(.displayP3))]))
        return .object(members)
    }
}
