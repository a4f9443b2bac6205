import Nocturne

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

    /// `hsl(…)`, `hwb(…)` or `hsv(…)` with six significant digits, for text output; `nil` for other spaces.
    ///
    /// CSSOM serializes `hsl()` and `hwb()` as `rgb()`, which hides the numbers someone converting to
    /// those spaces asked for; `hsv` has no CSS form at all.
    static func cylindricalForm(_ color: ColorValue) -> String? {
        guard color.space.isSRGBCylindrical else { return nil }
        let parts = color.components.enumerated().map { index, value in
            guard let value else { return "none" }
            return format(value) + (index == 0 ? "" : "%")
        }
        let alpha = color.alphaComponent.map { $0 < 1 ? " / " + format($0) : "" } ?? " / none"
        return "\(color.space.rawValue)(\(parts.joined(separator: " "))\(alpha))"
    }

    /// A number with at most six significant digits and no trailing zeros, as CSSOM prints numbers.
    static func format(_ value: Double) -> String {
        guard value.isFinite else { return value.isNaN ? "NaN" : (value > 0 ? "infinity" : "-infinity") }
        if value == 0 { return "0" }
        var exponent = 0
        var magnitude = abs(value)
        while magnitude >= 10 { magnitude /= 10; exponent += 1 }
        while magnitude < 1 { magnitude *= 10; exponent -= 1 }
        let decimals = max(0, 5 - exponent)
        var scale = 1.0
        for _ in 0..<decimals { scale *= 10 }
        let rounded = (abs(value) * scale).rounded() / scale
        var text = String(Int(rounded.rounded(.down)))
        if decimals > 0 {
            var fraction = String(Int(((rounded - rounded.rounded(.down)) * scale).rounded()))
            fraction = String(repeating: "0", count: max(0, decimals - fraction.count)) + fraction
            while fraction.last == "0" { fraction.removeLast() }
            if !fraction.isEmpty { text += "." + fraction }
        }
        return (value < 0 ? "-" : "") + text
    }

    /// The issue's JSON shape: input, space, full-precision coords (`null` when missing), alpha, css, hex, inGamut.
    ///
    /// - Parameter hex: The hex to report, when it was computed from the color before a conversion.
    static func json(input: String?, color: ColorValue, css: String, hex hexText: String? = nil, leading: [(key: String, value: JSONValue)] = []) -> JSONValue {
        var members = leading
        if let input { members.append(("input", .string(input))) }
        members.append(("space", .string(color.space.rawValue)))
        members.append(("coords", .array(color.components.map(JSONValue.number))))
        members.append(("alpha", .number(color.alphaComponent)))
        members.append(("css", .string(css)))
        members.append(("hex", .string(hexText ?? hex(color).text)))
        members.append(("inGamut", ["srgb": .bool(color.isInGamut(.srgb)), "p3": .bool(color.isInGamut(.displayP3))]))
        return .object(members)
    }
}
