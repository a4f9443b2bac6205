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
        var number = Int(digits)
        var text = [UInt8](repeating: 0x30, count: 6)
        for index in stride(from: 5, through: 0, by: -1) {
            text[index] = UInt8(truncatingIfNeeded: 0x30 + number % 10)
            number /= 10
        }
        var result: [UInt8] = value < 0 ? [0x2D] : []
        if exponent >= 0 {
            result += text[0...exponent]
            var tail = text[(exponent + 1)...]
            while tail.last == 0x30 { tail.removeLast() }
            if !tail.isEmpty { result.append(0x2E); result += tail }
        } else {
            var tail = text[...]
            while tail.last == 0x30 { tail.removeLast() }
            result += [0x30, 0x2E] + [UInt8](repeating: 0x30, count: -exponent - 1) + tail
        }
        return String(decoding: result, as: UTF8.self)
    }

    /// The doubles nearest to 10⁻⁵ … 10⁵: 10ⁱ⁻⁵ at index i.
    private static let powersOfTen: [Double] = [1e-5, 1e-4, 1e-3, 1e-2, 1e-1, 1, 1e1, 1e2, 1e3, 1e4, 1e5]
    /// 10⁰ … 10⁹, each exact in a double.
    private static let exactPowersOfTen: [Double] = [1, 1e1, 1e2, 1e3, 1e4, 1e5, 1e6, 1e7, 1e8, 1e9]
}
