import Nocturne

// TEMPORARY: stands in for the css-syntax helper's `CSSColor.parse`, `ColorValue.css` and mixing API
// until they land on main; replaced then. Handles hex colors only.
enum ColorSyntax {
    struct ParseError: Error, CustomStringConvertible {
        let description: String
    }

    static func parse(_ text: String) throws -> ColorValue {
        guard let rgb = RGB8(hex: text.trimmingWhitespace()) else {
            throw ParseError(description: "expected a color at offset 0 in \"\(text)\"")
        }
        return rgb.colorValue
    }

    static func css(_ color: ColorValue) -> String {
        if color.space == .srgb {
            let rgb = RGB8(srgb: color.coordinates)
            return "rgb(\(rgb.red), \(rgb.green), \(rgb.blue))"
        }
        let parts = color.components.map { $0.map { String($0) } ?? "none" }.joined(separator: " ")
        return "\(color.space.rawValue)(\(parts))"
    }

    static func mix(_ first: ColorValue, _ second: ColorValue, amount: Double, in space: ColorSpace, hue: String) -> ColorValue {
        let a = first.converted(to: space)
        let b = second.converted(to: space)
        var coordinates = a.coordinates + (b.coordinates - a.coordinates) * amount
        if let index = space.hueIndex {
            var delta = b.coordinates[index] - a.coordinates[index]
            switch hue {
            case "longer": if abs(delta) < 180 { delta += delta > 0 ? -360 : 360 }
            case "increasing": if delta < 0 { delta += 360 }
            case "decreasing": if delta > 0 { delta -= 360 }
            default: if abs(delta) > 180 { delta += delta > 0 ? -360 : 360 }
            }
            coordinates[index] = normalizeHue(a.coordinates[index] + delta * amount)
        }
        return ColorValue(space, coordinates, alpha: a.alpha + (b.alpha - a.alpha) * amount)
    }
}
