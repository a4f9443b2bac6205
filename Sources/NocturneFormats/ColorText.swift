import NocturneColor
import NocturneSupport

/// Parses the color strings token files hold: hex, and any CSS color syntax through `CSSColor`.
enum ColorText {
    /// The color a string denotes, or `nil` when it is not a color (or needs context, like `currentcolor`).
    static func parse(_ text: String) -> ColorValue? {
        let trimmed = text.trimmingASCIIWhitespace()
        if trimmed.hasPrefix("#"), let hex = TokenColor(hex: trimmed) { return hex.color }
        guard let css = try? CSSColor.parse(trimmed) else { return nil }
        return css.resolved
    }

    /// Why `color` is not usable input (a component that is not finite, or too large to convert), or `nil` when it is.
    ///
    /// `color(srgb 1e308 1e308 1e308)` parses, but its conversions overflow to infinity and NaN and
    /// every writer would print black: such a value is an input error, named with the number
    /// (``ColorValue/validatedAsInput()``, the check every input path shares).
    static func inputProblem(of color: ColorValue) -> String? {
        do {
            _ = try color.validatedAsInput()
            return nil
        } catch {
            return error.description
        }
    }

    /// Why a color string that parses is still not usable input because a math function in it is infinity or NaN, or `nil`.
    ///
    /// CSS clamps `calc(infinity)`; an audit reads token files and stylesheets as input, as `theme` and `contrast` do, and
    /// refuses it (``/NocturneColor/CSSColor/parseRefusingNonFinite(_:)``).
    static func nonFiniteProblem(of text: String) -> String? {
        guard text.utf8.contains(UInt8(ascii: "(")) else { return nil }
        do {
            _ = try CSSColor.parseRefusingNonFinite(text.trimmingASCIIWhitespace())
            return nil
        } catch {
            return error.description
        }
    }

    /// Whether a string is exactly one alias, `{group.token}`; returns the path inside the braces.
    static func alias(_ text: String) -> String? {
        let trimmed = text.trimmingASCIIWhitespace()
        guard trimmed.hasPrefix("{"), trimmed.hasSuffix("}"), trimmed.count > 2 else { return nil }
        let inner = trimmed.dropFirst().dropLast()
        guard !inner.contains("{"), !inner.contains("}") else { return nil }
        return String(inner)
    }
}
