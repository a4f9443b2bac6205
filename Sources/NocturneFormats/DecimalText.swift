/// Fixed-point number formatting without exponents, for generated files.
enum DecimalText {
    /// `value` rounded to `decimals` places, trailing zeros (and a bare point) removed: `0.0431`, `1`, `-0.5`.
    static func format(_ value: Double, decimals: Int) -> String {
        guard value.isFinite else { return "0" }
        var scale: Int64 = 1
        for _ in 0..<decimals { scale *= 10 }
        let units = Int64((abs(value) * Double(scale)).rounded(.toNearestOrAwayFromZero))
        if units == 0 { return "0" }
        var fraction = String(units % scale)
        fraction = String(repeating: "0", count: decimals - fraction.count) + fraction
        while fraction.hasSuffix("0") { fraction.removeLast() }
        let whole = String(units / scale)
        return (value < 0 ? "-" : "") + whole + (fraction.isEmpty ? "" : "." + fraction)
    }
}
