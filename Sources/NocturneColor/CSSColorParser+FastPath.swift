/// A byte-level fast path for the colors written most often: `#hex`, names, and color functions with
/// plain numbers, percentages and `deg` angles (`oklch(0.7 0.1 190 / 50%)`, `rgb(11, 122, 117)`).
///
/// It gives exactly what the full parser gives or declines (`nil`), never an error: anything unusual
/// (`calc()`, `none`, comments, escapes, other units, exponents, long mantissas, relative syntax) goes
/// to the full parser, which also produces the error messages. The fuzz harness checks both agree.
extension CSSColorParser {
    static func fastParse(_ text: String) -> CSSColor.Storage? {
        guard let color = fastColor(text) else { return nil }
        return .absolute(CSSAbsoluteColor(
            syntax: color.syntax.syntax, space: color.space,
            components: CSSComponentTriple(.value(color.components.x), .value(color.components.y), .value(color.components.z)),
            alpha: .value(color.alpha)
        ))
    }

    /// The resolved value of a color the fast path reads, built without the general ``CSSColor`` storage.
    ///
    /// Equal to `fastParse(text)` resolved (`ColorValue(css:)` takes this path first); `nil` when the fast path declines.
    static func fastValue(_ text: String) -> ColorValue? {
        guard let color = fastColor(text) else { return nil }
        return ColorValue(color.space, color.components, alpha: color.alpha)
    }

    @inline(__always)
    private static func fastColor(_ text: String) -> FastColor? {
        // Native strings (all on Linux, and every small one) are contiguous UTF-8; others take the full parser.
        let color = text.utf8.withContiguousStorageIfAvailable { bytes in
            var scanner = FastScanner(bytes: bytes)
            return scanner.color()
        }
        return color ?? nil
    }
}

/// The color syntaxes the fast path reads: a trivial value, so that the hot path never retains or releases.
private enum FastSyntax {
    case hex, rgb, hsl, hwb, lab, lch, oklab, oklch

    var syntax: CSSColorSyntax {
        switch self {
        case .hex: .hex
        case .rgb: .rgb
        case .hsl: .hsl
        case .hwb: .hwb
        case .lab: .lab
        case .lch: .lch
        case .oklab: .oklab
        case .oklch: .oklch
        }
    }
}

/// What the fast path read: finished component values (scaled and clamped), no `none`, no `calc()`.
private struct FastColor {
    var syntax: FastSyntax
    var space: ColorSpace
    var components: SIMD3<Double>
    var alpha: Double
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

    mutating func color() -> FastColor? {
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
        let syntax: FastSyntax
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

    // Function names packed little-endian into a UInt64 (literals, so matching needs no lazy initialization).
    static let rgb: UInt64 = 0x62_67_72, rgba: UInt64 = 0x61_62_67_72, hsl: UInt64 = 0x6C_73_68, hsla: UInt64 = 0x61_6C_73_68
    static let hwb: UInt64 = 0x62_77_68, lab: UInt64 = 0x62_61_6C, lch: UInt64 = 0x68_63_6C
    static let oklab: UInt64 = 0x62_61_6C_6B_6F, oklch: UInt64 = 0x68_63_6C_6B_6F

    /// The roles of a function's three components and alpha, without the shared arrays' lazy initialization.
    static func role(_ syntax: FastSyntax, _ index: Int) -> CSSComponentRules.Role {
        if index == 3 {
            if case .rgb = syntax { return .alpha(keepsNaN: true) }
            return .alpha(keepsNaN: false)
        }
        switch syntax {
        case .hsl: return index == 0 ? .hue(keepsInfinity: false) : index == 1 ? .saturation : .percentUnits
        case .hwb: return index == 0 ? .hue(keepsInfinity: false) : .percentUnits
        case .lab: return index == 0 ? .lightness(scale: 100) : .axis(scale: 125)
        case .lch: return index == 0 ? .lightness(scale: 100) : index == 1 ? .chroma(scale: 150) : .hue(keepsInfinity: true)
        case .oklab: return index == 0 ? .lightness(scale: 1) : .axis(scale: 0.4)
        case .oklch: return index == 0 ? .lightness(scale: 1) : index == 1 ? .chroma(scale: 0.4) : .hue(keepsInfinity: true)
        default: return .rgbChannel
        }
    }

    mutating func hex() -> FastColor? {
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
        return FastColor(
            syntax: .hex, space: .srgb,
            components: SIMD3(channel(0) / 255, channel(1) / 255, channel(2) / 255),
            alpha: channel(3) / 255
        )
    }

    /// A number, percentage or `deg` angle; `nil` for anything the fast path leaves to the full parser.
    mutating func component() -> (Double, CSSCalcType)? {
        // Locals rather than the stored position, so the digit loops stay in registers.
        var index = position
        let end = self.end
        var negative = false
        if index < end, bytes[index] == 0x2B || bytes[index] == 0x2D {
            negative = bytes[index] == 0x2D
            index += 1
        }
        var mantissa: UInt64 = 0
        let integerStart = index
        while index < end, bytes[index] &- 0x30 < 10 {
            mantissa = mantissa &* 10 &+ UInt64(bytes[index] &- 0x30)
            index += 1
        }
        var digits = index - integerStart
        var fractionDigits = 0
        if index + 1 < end, bytes[index] == 0x2E, bytes[index + 1] &- 0x30 < 10 {
            index += 1
            let fractionStart = index
            while index < end, bytes[index] &- 0x30 < 10 {
                mantissa = mantissa &* 10 &+ UInt64(bytes[index] &- 0x30)
                index += 1
            }
            fractionDigits = index - fractionStart
            digits += fractionDigits
        }
        position = index
        // Exact only while the mantissa fits 2^53 and the power of ten is exact (Clinger's fast path).
        guard digits > 0, digits <= 15 else { return nil }
        var value = Double(mantissa)
        if fractionDigits > 0 { value /= FastScanner.powerOfTen(fractionDigits) }
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

    /// 10^exponent for 1…15 (at most 15 digits reach here), each exactly representable.
    @inline(__always)
    static func powerOfTen(_ exponent: Int) -> Double {
        switch exponent {
        case 1: 1e1
        case 2: 1e2
        case 3: 1e3
        case 4: 1e4
        case 5: 1e5
        case 6: 1e6
        case 7: 1e7
        case 8: 1e8
        case 9: 1e9
        case 10: 1e10
        case 11: 1e11
        case 12: 1e12
        case 13: 1e13
        case 14: 1e14
        default: 1e15
        }
    }

    mutating func function(syntax: FastSyntax, space: ColorSpace, allowsLegacy: Bool) -> FastColor? {
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
            guard let (value, type) = component(), CSSComponentRules.accepts(type, role: FastScanner.role(syntax, index)) else { return nil }
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
            guard let (value, type) = component(), CSSComponentRules.accepts(type, role: FastScanner.role(syntax, 3)) else { return nil }
            alpha = CSSComponentRules.finish(value, type: type, role: FastScanner.role(syntax, 3))
            skipSpaces()
        }
        guard position == end - 1, bytes[position] == 0x29 else { return nil }
        return FastColor(
            syntax: syntax, space: space,
            components: SIMD3(
                CSSComponentRules.finish(values.0, type: types.0, role: FastScanner.role(syntax, 0)),
                CSSComponentRules.finish(values.1, type: types.1, role: FastScanner.role(syntax, 1)),
                CSSComponentRules.finish(values.2, type: types.2, role: FastScanner.role(syntax, 2))
            ),
            alpha: alpha
        )
    }
}
