import Foundation

/// The package's one set of number formatters: decimals cut or rounded, significant digits, shortest round trip, CSS.
///
/// None of them traps: not-a-number, infinities, subnormals and values beyond `Int` are all
/// written. Figures in the usual range take the exact arithmetic the golden files were made with;
/// beyond about 9·10¹⁸ units the digits come from the shortest round-trip text instead.
/// Not-finite values are spelled `NaN`, `infinity` and `-infinity` unless a function says otherwise;
/// writers whose syntax has no such word check `isFinite` first.
package enum NumberText {
    /// How a figure loses the digits past the last decimal kept.
    package enum Rounding: Sendable, Hashable {
        /// Toward zero: 4.499 → 4.49, so that a printed figure never looks like a pass it is not.
        case cut
        /// To the nearest, halves away from zero: 0.0435 → 0.044 (Xcode's component style).
        case round
    }

    /// A count and its noun, plural unless the count is 1: `1 file`, `3 files`, `0 findings`.
    ///
    /// - Parameters:
    ///   - count: How many.
    ///   - noun: The singular, which takes an `s` for the plural; `checked pair` gives `2 checked pairs`.
    package static func counted(_ count: Int, _ noun: String) -> String {
        "\(count) \(noun)\(count == 1 ? "" : "s")"
    }

    /// `value` with at most `places` decimals: `4.5`, `1`, `-0.043`; never `-0`.
    ///
    /// - Parameters:
    ///   - value: Any number.
    ///   - places: Decimals kept, 0 to 17.
    ///   - rounding: Cut toward zero or round half away from zero.
    ///   - keepsTrailingZeros: Write exactly `places` decimals (`1.000`, `4.50`) instead of dropping trailing zeros.
    ///   - notFinite: The text for NaN and infinities, where a file's syntax has no word for them; `nil` spells them out.
    package static func decimal(_ value: Double, places: Int, rounding: Rounding, keepsTrailingZeros: Bool = false, notFinite: String? = nil) -> String {
        guard value.isFinite else { return notFinite ?? nonFinite(value) }
        let places = min(max(places, 0), 17)
        var scale = 1.0
        for _ in 0..<places { scale *= 10 }
        let scaled = (value.magnitude * scale).rounded(rounding == .cut ? .towardZero : .toNearestOrAwayFromZero)
        var whole: String
        var fraction: String
        if scaled < 9.0e18 {
            let units = UInt64(scaled)
            let divisor = UInt64(scale)
            whole = String(units / divisor)
            fraction = places == 0 ? "" : String(units % divisor)
            fraction = String(repeating: "0", count: places - fraction.count) + fraction
        } else {
            (whole, fraction) = digits(of: value.magnitude, places: places, rounding: rounding)
        }
        let isZero = whole.utf8.allSatisfy { $0 == 0x30 } && fraction.utf8.allSatisfy { $0 == 0x30 }
        if !keepsTrailingZeros {
            while fraction.last == "0" { fraction.removeLast() }
        }
        let sign = value < 0 && !isZero ? "-" : ""
        return sign + whole + (fraction.isEmpty ? "" : "." + fraction)
    }

    /// `value` cut toward zero to `places` decimals, trailing zeros dropped unless kept: 4.4999 → `4.49`, 21 → `21` (`21.00`).
    package static func cut(_ value: Double, places: Int, keepsTrailingZeros: Bool = false, notFinite: String? = nil) -> String {
        decimal(value, places: places, rounding: .cut, keepsTrailingZeros: keepsTrailingZeros, notFinite: notFinite)
    }

    /// `value` rounded (halves away from zero) to `places` decimals, trailing zeros dropped unless kept: 0.04355 → `0.0436`.
    package static func rounded(_ value: Double, places: Int, keepsTrailingZeros: Bool = false, notFinite: String? = nil) -> String {
        decimal(value, places: places, rounding: .round, keepsTrailingZeros: keepsTrailingZeros, notFinite: notFinite)
    }

    /// The shortest text that reads back as the same `Double`: `0.1`, `1e-05`, `1e+300`; integers without `.0`, `-0` as `0`.
    ///
    /// Integral values below 2⁵³ print as plain integers (`255`, not `255.0`).
    package static func shortest(_ value: Double) -> String {
        guard value.isFinite else { return nonFinite(value) }
        if value == 0 { return "0" }
        if value == value.rounded(), value.magnitude < 9_007_199_254_740_992 { return String(Int64(value)) }
        return String(value)
    }

    /// `value` with at most `digits` significant digits, as C's `%g` writes it: `73.3386`, `1e-07`, `1.5e+20`.
    ///
    /// Trailing zeros are dropped; `-0` is `0`; not-finite values are spelled as above.
    package static func significant(_ value: Double, digits: Int) -> String {
        guard value.isFinite else { return nonFinite(value) }
        if value == 0 { return "0" }
        var text = String(format: "%.\(min(max(digits, 1), 17))g", value)
        if let exponent = text.firstIndex(where: { $0 == "e" || $0 == "E" }) {
            var mantissa = String(text[..<exponent])
            if mantissa.contains(".") {
                while mantissa.hasSuffix("0") { mantissa.removeLast() }
                if mantissa.hasSuffix(".") { mantissa.removeLast() }
            }
            return mantissa + text[exponent...]
        }
        if text.contains(".") {
            while text.hasSuffix("0") { text.removeLast() }
            if text.hasSuffix(".") { text.removeLast() }
        }
        return text == "-0" ? "0" : text
    }

    /// A number as CSSOM serializes it in colors: at most six significant digits, no trailing zeros.
    ///
    /// - Parameters:
    ///   - value: The number.
    ///   - inCalc: Whether it sits inside a math function, where infinities are bare keywords.
    /// - Returns: `0.5`, `73.3386`, `-200`, `1234570` up to 10²¹, `1e-07` and `1e+21` beyond;
    ///   not-finite values as `calc(infinity)`, `calc(NaN)` (bare keywords inside `calc()`).
    ///   A value within 1e-10 of an integer is written as that integer (``withoutRoundOff(_:)``).
    package static func css(_ value: Double, inCalc: Bool = false) -> String {
        if !value.isFinite {
            let keyword = value.isNaN ? "NaN" : (value > 0 ? "infinity" : "-infinity")
            return inCalc ? keyword : "calc(\(keyword))"
        }
        let value = withoutRoundOff(value)
        if value == 0 { return "0" }
        if let text = sixSignificantDigits(value) { return text }
        let text = significant(value, digits: 6)
        guard text.contains("e") else { return text }
        // Large values print in full (rounded to six significant digits) up to 1e21; beyond that,
        // and for tiny values, the exponent form CSS also accepts.
        if value.magnitude >= 1e6 && value.magnitude < 1e21, let rounded = Double(text) {
            return String(format: "%.0f", rounded)
        }
        return text.replacingOccurrences(of: "e+", with: "e")
    }

    /// `value`, or the integer it is within 1e-10 of: conversions leave `-6.66e-16` where 0 was meant.
    ///
    /// Six significant digits hide round-off around every number but 0, where they would print the
    /// noise itself (`1.43441e-15`); browsers print 0 there, and so does ``css(_:inCalc:)``.
    package static func withoutRoundOff(_ value: Double) -> Double {
        let nearest = value.rounded()
        return abs(value - nearest) < 1e-10 ? nearest : value
    }

    /// `NaN`, `infinity` or `-infinity`.
    package static func nonFinite(_ value: Double) -> String {
        value.isNaN ? "NaN" : (value > 0 ? "infinity" : "-infinity")
    }

    /// The whole and fraction digits of a large finite magnitude, taken from its shortest round-trip text.
    ///
    /// Used only where the scaled value is beyond `UInt64`: the digits past the seventeenth
    /// significant one are zeros, which is what the value reads back as.
    private static func digits(of magnitude: Double, places: Int, rounding: Rounding) -> (whole: String, fraction: String) {
        // `String(Double)` writes `1e+20`, `1.5e+19`, `123456.789` or `5e-324`.
        let text = String(magnitude)
        var mantissa = Substring(text)
        var exponent = 0
        if let e = text.firstIndex(of: "e") {
            mantissa = text[..<e]
            exponent = Int(text[text.index(after: e)...].replacingOccurrences(of: "+", with: "")) ?? 0
        }
        var integer = String(mantissa)
        var decimals = ""
        if let point = mantissa.firstIndex(of: ".") {
            integer = String(mantissa[..<point])
            decimals = String(mantissa[mantissa.index(after: point)...])
        }
        var all = Array((integer + decimals).utf8)
        var pointPosition = integer.count + exponent
        if pointPosition < 0 {
            all = Array(repeating: 0x30, count: -pointPosition) + all
            pointPosition = 0
        }
        if all.count < pointPosition + places + 1 { all += Array(repeating: 0x30, count: pointPosition + places + 1 - all.count) }
        let next = all[pointPosition + places]
        var kept = Array(all[..<(pointPosition + places)])
        if rounding == .round, next >= 0x35 {
            var index = kept.count - 1
            while index >= 0 {
                if kept[index] == 0x39 { kept[index] = 0x30; index -= 1 } else { kept[index] += 1; break }
            }
            if index < 0 { kept.insert(0x31, at: 0); pointPosition += 1 }
        }
        let wholeDigits = kept[..<pointPosition].drop { $0 == 0x30 }
        return (wholeDigits.isEmpty ? "0" : String(decoding: wholeDigits, as: UTF8.self), String(decoding: kept[pointPosition...], as: UTF8.self))
    }
}
