import Foundation

/// Formats numbers as CSSOM serializes them in colors: at most six significant digits, no trailing zeros.
enum CSSNumberFormatter {
    /// The serialization of a number.
    ///
    /// - Parameters:
    ///   - value: The number.
    ///   - inCalc: Whether it sits inside a math function, where infinities are bare keywords.
    /// - Returns: `0.5`, `73.3386`, `-200`; non-finite values as `calc(infinity)` (or `infinity` in calc).
    static func string(_ value: Double, inCalc: Bool = false) -> String {
        if !value.isFinite {
            let keyword = value.isNaN ? "NaN" : (value > 0 ? "infinity" : "-infinity")
            return inCalc ? keyword : "calc(\(keyword))"
        }
        if value == 0 { return "0" }
        if let text = sixSignificantDigits(value) { return text }
        var text = String(format: "%.6g", value)
        if text.contains("e") {
            // Large values print in full (rounded to six significant digits) up to 1e21; beyond that,
            // and for tiny values, the exponent form CSS also accepts.
            if abs(value) >= 1e6 && abs(value) < 1e21, let rounded = Double(text) {
                return String(format: "%.0f", rounded)
            }
            return text.replacingOccurrences(of: "e+", with: "e")
        }
        if text.contains(".") {
            while text.hasSuffix("0") { text.removeLast() }
            if text.hasSuffix(".") { text.removeLast() }
        }
        if text == "-0" { return "0" }
        return text
    }

    /// The serialization of an alpha in a legacy `rgba()`: the 8-bit value in the fewest decimals that round-trip.
    static func legacyAlpha(_ alpha: Double) -> String {
        guard alpha.isFinite else { return alpha.isNaN ? "calc(NaN)" : (alpha > 0 ? "1" : "0") }
        let clamped = min(max(alpha, 0), 1)
        let byte = (clamped * 255).rounded()
        for decimals in [2, 3] {
            let scale = pow(10, Double(decimals))
            let candidate = (byte / 255 * scale).rounded() / scale
            if (candidate * 255).rounded() == byte { return string(candidate) }
        }
        return string(byte / 255)
    }
}
