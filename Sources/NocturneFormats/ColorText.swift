import Foundation

/// Parses the color strings token files hold: hex, and any CSS color syntax through `CSSColor`.
enum ColorText {
    /// The color a string denotes, or `nil` when it is not a color (or needs context, like `currentcolor`).
    static func parse(_ text: String) -> ColorValue? {
        let trimmed = text.trimmingCharacters(in: .whitespacesAndNewlines)
        if trimmed.hasPrefix("#"), let hex = TokenColor(hex: trimmed) { return hex.color }
        guard let css = try? CSSColor.parse(trimmed) else { return nil }
        return css.resolved
    }

    /// The first component of `color` (or its alpha) that is not a finite number, as text, or `nil` when all are.
    ///
    /// `color(srgb 1e308 1e308 1e308)` parses, but its conversions overflow to infinity and NaN and
    /// every writer would print black: such a value is an input error, named with the number.
    static func nonFiniteComponent(of color: ColorValue) -> String? {
        for value in color.components.compactMap({ $0 }) + [color.alpha] where !value.isFinite { return "\(value)" }
        let xyz = color.converted(to: .xyzD65).coordinates
        guard xyz.x.isFinite, xyz.y.isFinite, xyz.z.isFinite else {
            let largest = color.components.compactMap { $0 }.max { abs($0) < abs($1) } ?? 0
            return "\(largest) overflows when converted"
        }
        return nil
    }

    /// Whether a string is exactly one alias, `{group.token}`; returns the path inside the braces.
    static func alias(_ text: String) -> String? {
        let trimmed = text.trimmingCharacters(in: .whitespaces)
        guard trimmed.hasPrefix("{"), trimmed.hasSuffix("}"), trimmed.count > 2 else { return nil }
        let inner = trimmed.dropFirst().dropLast()
        guard !inner.contains("{"), !inner.contains("}") else { return nil }
        return String(inner)
    }
}
