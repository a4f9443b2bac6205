import Nocturne
import NocturneSupport

/// The JSON and hex forms of a color, and the color-argument parser, that `color`, `contrast` and `mix` share.
enum ColorReport {
    /// Parses a color argument, naming its role (`foreground`, `<a>`) in the error.
    ///
    /// A NaN or infinite `calc()` result is used as CSS uses it (``ColorValue/censoringNonFinite()``), unless
    /// `censoring` is `false`: a theme input, which becomes files, keeps the error instead.
    ///
    /// - Throws: ``CommandFailure`` with the role and the parse error, or with the component that is not
    ///   usable input (not finite, or too large to convert: ``ColorValue/validatedAsInput()``).
    static func parse(_ text: String, role: String, censoring: Bool = true) throws -> ColorValue {
        let color: ColorValue
        do {
            // Not censoring is for input that must be finite (theme, contrast): a calc() that is infinity or NaN is refused where it is.
            color = censoring ? try ColorValue(css: text) : try ColorValue(refusingNonFiniteCSS: text)
        } catch {
            throw CommandFailure("\(role): \(error)")
        }
        return try validated(color, text, role: role, censoring: censoring)
    }

    /// The color when it is usable input, else a failure quoting the text: `'color(srgb 1e308 0 0)': component 'r' …`.
    ///
    /// - Parameter role: How the message names the argument (`accent: …`), or `nil` when each input is its own line.
    /// - Parameter censoring: Whether a NaN or an infinity from `calc()` is used as CSS says (0, or clamped) instead of failing.
    static func validated(_ color: ColorValue, _ text: String, role: String? = nil, censoring: Bool = true) throws -> ColorValue {
        do {
            return try (censoring ? color.censoringNonFinite() : color).validatedAsInput()
        } catch {
            throw CommandFailure((role.map { "\($0): " } ?? "") + "'\(excerpt(text))': \(error)")
        }
    }

    /// At most 60 characters of an input, for a message that must not repeat a long line whole.
    static func excerpt(_ text: String) -> String {
        text.count <= 60 ? text : String(text.prefix(57)) + "…"
    }

    /// The gamut-mapped 8-bit sRGB of a color and its hex text (`#rrggbb`, or `#rrggbbaa` when translucent).
    static func hex(_ color: ColorValue) -> (rgb: RGB8, text: String) {
        let rgb = RGB8(srgb: color.gamutMapped(to: ColorSpace.srgb).converted(to: .srgb).coordinates)
        return (rgb, rgb.hex(opacity: color.alphaComponent ?? 0))
    }

    /// The JSON shape of `color --json`: input, space, full-precision coords (`null` when missing), alpha, css, hex, inGamut.
    ///
    /// - Parameter hex: The hex to report, when it was computed from the color before a conversion.
    /// - Parameter trailing: Members after `inGamut` (`colorVision` with `--cvd`).
    static func json(
        input: String?, color: ColorValue, css: String, hex hexText: String? = nil, leading: [JSONMember] = [], trailing: [JSONMember] = []
    ) -> JSONValue {
        var members = leading
        if let input { members.append(JSONMember("input", .string(input))) }
        members.append(JSONMember("space", .string(color.space.rawValue)))
        members.append(JSONMember("coords", .array(color.components.map(JSONValue.number))))
        members.append(JSONMember("alpha", .number(color.alphaComponent)))
        members.append(JSONMember("css", .string(css)))
        members.append(JSONMember("hex", .string(hexText ?? hex(color).text)))
        members.append(JSONMember("inGamut", ["srgb": .bool(color.isInGamut(.srgb)), "p3": .bool(color.isInGamut(.displayP3))]))
        return .object(members + trailing)
    }
}
