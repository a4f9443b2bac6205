extension NumberText {
    /// `%.6g` of a number from 0.0001 to 999999, written without Foundation, or `nil` when it cannot be sure.
    ///
    /// Serializing colors (``css(_:inCalc:)``) was dominated by `String(format:)`; this path writes the same text from
    /// integer digits. The decimal exponent is found by comparing with the doubles nearest to the powers
    /// of ten (each lies above its power, so the comparison is exact), and the six digits come from
    /// one multiplication by an exact power of ten. That product is off by at most half an ulp, so the
    /// path declines (returns `nil`) when the discarded fraction is within 10⁻⁶ of a half, where the
    /// exact value could round the other way, and when rounding carries into a seventh digit.
    package static func sixSignificantDigits(_ value: Double) -> String? {
        let magnitude = value.magnitude
        guard magnitude >= 1e-4, magnitude < 999_999 else { return nil }
        var exponent = -4
        while exponent < 5, magnitude >= powersOfTen[exponent + 6] { exponent += 1 }
        let decimals = 5 - exponent
        let scaled = magnitude * exactPowersOfTen[decimals]
        let floor = scaled.rounded(.down)
        let fraction = scaled - floor
        guard abs(fraction - 0.5) > 1e-6 else { return nil }
        let digits = fraction > 0.5 ? floor + 1 : floor
        guard digits < 1_000_000, digits >= 100_000 else { return nil }
        // The six digits, most significant first, in a SIMD vector: no array, no allocation.
        var number = Int(digits)
        var text = SIMD8<UInt8>(repeating: 0x30)
        for index in stride(from: 5, through: 0, by: -1) {
            text[index] = UInt8(truncatingIfNeeded: 0x30 + number % 10)
            number /= 10
        }
        // Digits after the point, up to the last that is not a zero: text[firstFraction...last].
        let firstFraction = max(exponent + 1, 0)
        var last = 5
        while last >= firstFraction, last > 0, text[last] == 0x30 { last -= 1 }
        let fractionCount = max(last - firstFraction + 1, 0)
        let sign = value < 0 ? 1 : 0
        // 1234.5 → "1234" "." "5"; 0.00123 → "0." "00" "123".
        let length = exponent >= 0
            ? sign + exponent + 1 + (fractionCount > 0 ? 1 + fractionCount : 0)
            : sign + 2 + (-exponent - 1) + fractionCount
        // At most 12 bytes: the result is a small string, stored inline without allocating.
        return String(unsafeUninitializedCapacity: length) { buffer in
            var at = 0
            if sign == 1 { buffer[0] = 0x2D; at = 1 }
            if exponent >= 0 {
                for index in 0...exponent { buffer[at] = text[index]; at += 1 }
            } else {
                buffer[at] = 0x30
                at += 1
            }
            if fractionCount > 0 || exponent < 0 {
                buffer[at] = 0x2E
                at += 1
                for _ in 0..<max(-exponent - 1, 0) { buffer[at] = 0x30; at += 1 }
                for index in firstFraction..<(firstFraction + fractionCount) { buffer[at] = text[index]; at += 1 }
            }
            return at
        }
    }

    /// The doubles nearest to 10⁻⁵ … 10⁵: 10ⁱ⁻⁵ at index i.
    private static let powersOfTen: [Double] = [1e-5, 1e-4, 1e-3, 1e-2, 1e-1, 1, 1e1, 1e2, 1e3, 1e4, 1e5]
    /// 10⁰ … 10⁹, each exact in a double.
    private static let exactPowersOfTen: [Double] = [1, 1e1, 1e2, 1e3, 1e4, 1e5, 1e6, 1e7, 1e8, 1e9]
}
