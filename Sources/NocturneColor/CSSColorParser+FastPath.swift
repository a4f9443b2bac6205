/// A byte-level fast path for the colors written most often: `#hex`, names, and color functions with
/// plain numbers, percentages and `deg` angles (`oklch(0.7 0.1 190 / 50%)`, `rgb(11, 122, 117)`).
///
/// It gives exactly what the full parser gives or declines (`nil`), never an error: anything unusual
/// (`calc()`, `none`, comments, escapes, other units, exponents, long mantissas, relative syntax) goes
/// to the full parser, which also produces the error messages. The fuzz harness checks both agree.
extension CSSColorParser {
    static func fastParse(_ text: String) -> CSSColor.Storage? {
        var text = text
        return text.withUTF8 { bytes in
            var scanner = FastScanner(bytes: bytes)
            return scanner.color()
        }
    }
}

private struct FastScanner {
    let bytes: UnsafeBufferPointer<UInt8>
    var position = 0
    var end: Int

    init(bytes: UnsafeBufferPointer<UInt8>) {
        self.bytes = bytes
        end = bytes.count
    }

    static func isSpace(_ byte: UInt8) -> Bool { byte == 0x20 || byte == 0x09 || byte == 0x0A || byte == 0x0C || byte == 0x0D }

    mutating func skipSpaces() {
        while position < end, FastScanner.isSpace(bytes[position]) { position += 1 }
    }

    mutating func color() -> CSSColor.Storage? {
        while end > 0, FastScanner.isSpace(bytes[end - 1]) { end -= 1 }
        skipSpaces()
        guard position < end else { return nil }
        if bytes[position] == 0x23 { return hex() }
        // A name or a function name: ASCII letters and '-' only, lowercased into a small buffer.
        var name: UInt64 = 0
        var length = 0
        while position < end {
            var byte = bytes[position]
            if byte >= 0x41 && byte <= 0x5A { byte += 0x20 }
            guard (byte >= 0x61 && byte <= 0x7A) || byte == 0x2D else { break }
            if length < 8 { name |= UInt64(byte) << (8 * UInt64(length)) }
            length += 1
            position += 1
        }
        guard length > 0 else { return nil }
        if position == end { return nil } // named colors and keywords: the full parser's table lookup is cheap enough
        guard bytes[position] == 0x28, length <= 5 else { return nil }
        position += 1
        let syntax: CSSColorSyntax
        let space: ColorSpace
        var allowsLegacy = false
        switch name {
        case FastScanner.rgb, FastScanner.rgba: (syntax, space, allowsLegacy) = (.rgb, .srgb, true)
        case FastScanner.hsl, FastScanner.hsla: (syntax, space, allowsLegacy) = (.hsl, .hsl, true)
        case FastScanner.hwb: (syntax, space) = (.hwb, .hwb)
        case FastScanner.lab: (syntax, space) = (.lab, .lab)
        case FastScanner.lch: (syntax, space) = (.lch, .lch)
        case FastScanner.oklab: (syntax, space) = (.oklab, .oklab)
        case FastScanner.oklch: (syntax, space) = (.oklch, .oklch)
        default: return nil
        }
        return function(syntax: syntax, space: space, allowsLegacy: allowsLegacy)
    }

    // Function names packed little-endian into a UInt64, computed once.
    static let rgb = pack("rgb"), rgba = pack("rgba"), hsl = pack("hsl"), hsla = pack("hsla"), hwb = pack("hwb")
    static let lab = pack("lab"), lch = pack("lch"), oklab = pack("oklab"), oklch = pack("oklch")

    static func pack(_ name: StaticString) -> UInt64 {
        var value: UInt64 = 0
        name.withUTF8Buffer { buffer in
            for (index, byte) in buffer.enumerated() { value |= UInt64(byte) << (8 * UInt64(index)) }
        }
        return value
    }

    mutating func hex() -> CSSColor.Storage? {
        position += 1
        let count = end - position
        guard count == 3 || count == 4 || count == 6 || count == 8 else { return nil }
        var packed: UInt32 = 0
        while position < end {
            let byte = bytes[position]
            let nibble: UInt8
            switch byte {
            case 0x30...0x39: nibble = byte - 0x30
            case 0x41...0x46: nibble = byte - 0x41 + 10
            case 0x61...0x66: nibble = byte - 0x61 + 10
            default: return nil
            }
            packed = packed << 4 | UInt32(nibble)
            position += 1
        }
        // Channels in writing order, each 0…255; a missing alpha is 255.
        func channel(_ index: Int) -> Double {
            if count <= 4 {
                guard index < count else { return 255 }
                return Double((packed >> UInt32(4 * (count - 1 - index))) & 0xF) * 17
            }
            guard index < count / 2 else { return 255 }
            return Double((packed >> UInt32(8 * (count / 2 - 1 - index))) & 0xFF)
        }
        return .absolute(CSSAbsoluteColor(
            syntax: .hex, space: .srgb,
            components: CSSComponentTriple(.value(channel(0) / 255), .value(channel(1) / 255), .value(channel(2) / 255)),
            alpha: .value(channel(3) / 255)
        ))
    }

    /// A number, percentage or `deg` angle; `nil` for anything the fast path leaves to the full parser.
    mutating func component() -> (Double, CSSCalcType)? {
        var negative = false
        if position < end, bytes[position] == 0x2B || bytes[position] == 0x2D {
            negative = bytes[position] == 0x2D
            position += 1
        }
        var mantissa: UInt64 = 0
        var digits = 0
        var fractionDigits = 0
        var sawDigit = false
        while position < end, bytes[position] >= 0x30, bytes[position] <= 0x39 {
            mantissa = mantissa &* 10 &+ UInt64(bytes[position] - 0x30)
            digits += 1
            sawDigit = true
            position += 1
        }
        if position + 1 < end, bytes[position] == 0x2E, bytes[position + 1] >= 0x30, bytes[position + 1] <= 0x39 {
            position += 1
            while position < end, bytes[position] >= 0x30, bytes[position] <= 0x39 {
                mantissa = mantissa &* 10 &+ UInt64(bytes[position] - 0x30)
                digits += 1
                fractionDigits += 1
                sawDigit = true
                position += 1
            }
        }
        // Exact only while the mantissa fits 2^53 and the power of ten is exact (Clinger's fast path).
        guard sawDigit, digits <= 15, fractionDigits <= 22 else { return nil }
        var value = Double(mantissa)
        if fractionDigits > 0 { value /= FastScanner.powersOfTen[fractionDigits] }
        if negative { value = -value }
        guard position < end else { return nil }
        let byte = bytes[position]
        if byte == 0x25 {
            position += 1
            return (value, .percentage)
        }
        if byte == 0x64 || byte == 0x44 {
            // "deg", any case.
            guard position + 2 < end, bytes[position + 1] | 0x20 == 0x65, bytes[position + 2] | 0x20 == 0x67 else { return nil }
            position += 3
            // "degx", "deg2", "deg-": a longer unit the full parser rejects.
            if position < end {
                let next = bytes[position]
                if (next | 0x20 >= 0x61 && next | 0x20 <= 0x7A) || (next >= 0x30 && next <= 0x39) || next == 0x2D || next == 0x5F || next == 0x5C || next >= 0x80 {
                    return nil
                }
            }
            return (value, .angle)
        }
        if (byte >= 0x41 && byte <= 0x5A) || (byte >= 0x61 && byte <= 0x7A) || byte == 0x2E || byte == 0x5C || byte >= 0x80 {
            return nil
        }
        return (value, .number)
    }

    static let powersOfTen: [Double] = (0...22).map { exponent in
        var value = 1.0
        for _ in 0..<exponent { value *= 10 }
        return value
    }

    mutating func function(syntax: CSSColorSyntax, space: ColorSpace, allowsLegacy: Bool) -> CSSColor.Storage? {
        let roles = CSSComponentRules.roles(for: syntax, space: space)
        var values: (Double, Double, Double) = (0, 0, 0)
        var types: (CSSCalcType, CSSCalcType, CSSCalcType) = (.number, .number, .number)
        var legacy = false
        for index in 0..<3 {
            skipSpaces()
            if index > 0 {
                if legacy {
                    guard position < end, bytes[position] == 0x2C else { return nil }
                    position += 1
                    skipSpaces()
                } else if position < end, bytes[position] == 0x2C {
                    guard index == 1, allowsLegacy else { return nil }
                    legacy = true
                    position += 1
                    skipSpaces()
                }
            }
            guard let (value, type) = component(), CSSComponentRules.accepts(type, role: roles[index]) else { return nil }
            switch index {
            case 0: values.0 = value; types.0 = type
            case 1: values.1 = value; types.1 = type
            default: values.2 = value; types.2 = type
            }
        }
        if legacy {
            if case .rgb = syntax, types.0 != types.1 || types.0 != types.2 { return nil }
            if case .hsl = syntax, types.1 != .percentage || types.2 != .percentage { return nil }
        }
        skipSpaces()
        var alpha = 1.0
        guard position < end else { return nil }
        let separator = bytes[position]
        if (legacy && separator == 0x2C) || (!legacy && separator == 0x2F) {
            position += 1
            skipSpaces()
            guard let (value, type) = component(), CSSComponentRules.accepts(type, role: roles[3]) else { return nil }
            alpha = CSSComponentRules.finish(value, type: type, role: roles[3])
            skipSpaces()
        }
        guard position == end - 1, bytes[position] == 0x29 else { return nil }
        return .absolute(CSSAbsoluteColor(
            syntax: syntax, space: space,
            components: CSSComponentTriple(
                .value(CSSComponentRules.finish(values.0, type: types.0, role: roles[0])),
                .value(CSSComponentRules.finish(values.1, type: types.1, role: roles[1])),
                .value(CSSComponentRules.finish(values.2, type: types.2, role: roles[2]))
            ),
            alpha: .value(alpha)
        ))
    }
}
