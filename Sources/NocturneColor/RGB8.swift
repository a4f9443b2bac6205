/// An 8-bit-per-channel sRGB color, the form colors ship in (hex strings, asset catalogs, CSS).
public struct RGB8: Sendable, Hashable, Codable {
    /// Red, 0…255.
    public var red: UInt8
    /// Green, 0…255.
    public var green: UInt8
    /// Blue, 0…255.
    public var blue: UInt8

    /// Creates a color from three 8-bit channels.
    public init(red: UInt8, green: UInt8, blue: UInt8) {
        self.red = red
        self.green = green
        self.blue = blue
    }

    /// Creates a color from a packed `0xRRGGBB` value.
    ///
    /// - Parameter packed: The color as `0xRRGGBB`; higher bits are ignored.
    public init(_ packed: UInt32) {
        self.init(red: UInt8(truncatingIfNeeded: packed >> 16), green: UInt8(truncatingIfNeeded: packed >> 8), blue: UInt8(truncatingIfNeeded: packed))
    }

    /// Parses `#RGB` or `#RRGGBB` (the `#` is optional).
    ///
    /// - Parameter hex: The hex string.
    /// - Returns: The color, or `nil` for anything else (use ``CSSColor`` for full CSS syntax).
    public init?(hex: String) {
        var digits = Substring(hex)
        if digits.first == "#" { digits = digits.dropFirst() }
        guard digits.count == 3 || digits.count == 6, digits.allSatisfy(\.isHexDigit) else { return nil }
        let expanded = digits.count == 3 ? String(digits.flatMap { [$0, $0] }) : String(digits)
        guard let packed = UInt32(expanded, radix: 16) else { return nil }
        self.init(packed)
    }

    /// Quantizes gamma-encoded sRGB components: clamps to 0…1, then rounds half up to 0…255.
    ///
    /// - Parameter srgb: Gamma-encoded sRGB, any range.
    public init(srgb: SIMD3<Double>) {
        @inline(__always) func channel(_ value: Double) -> UInt8 {
            guard value.isFinite else { return value == .infinity ? 255 : 0 }
            // Round half up. The tiny bias absorbs the round-off of conversions: hwb(120 30% 50%) has a green of
            // exactly 127.5, computed as 127.49999999999997, which CSS and browsers write as 128.
            let biased = min(max(value, 0), 1) * 255 + 1e-9
            let scaled = biased.rounded(.down)
            return UInt8(min(biased - scaled >= 0.5 ? scaled + 1 : scaled, 255))
        }
        self.init(red: channel(srgb.x), green: channel(srgb.y), blue: channel(srgb.z))
    }

    /// The color as `#rrggbb` in lowercase, as CSS writes hex.
    ///
    /// - Complexity: O(1); one small string, no other allocation.
    public var hex: String { RGB8.hexText([red, green, blue]) }

    /// The color as `#rrggbb`, or `#rrggbbaa` when `opacity` is below 1, in lowercase.
    ///
    /// - Parameter opacity: The alpha to append: clamped to 0…1 and rounded to the nearest byte;
    ///   1 or more (or NaN) appends nothing.
    /// - Returns: The hex text.
    public func hex(opacity: Double) -> String {
        guard opacity < 1 else { return hex }
        let alpha = UInt8((min(max(opacity, 0), 1) * 255).rounded())
        return RGB8.hexText([red, green, blue, alpha])
    }

    /// `#` and two lowercase hex digits per byte.
    @inline(__always)
    private static func hexText(_ bytes: [UInt8]) -> String {
        @inline(__always) func digit(_ nibble: UInt8) -> UInt8 { nibble < 10 ? 0x30 + nibble : 0x57 + nibble }
        return String(unsafeUninitializedCapacity: 1 + 2 * bytes.count) { buffer in
            buffer[0] = 0x23  // '#'
            for (offset, byte) in bytes.enumerated() {
                buffer[1 + 2 * offset] = digit(byte >> 4)
                buffer[2 + 2 * offset] = digit(byte & 0xF)
            }
            return 1 + 2 * bytes.count
        }
    }

    /// Gamma-encoded components, 0…1.
    public var srgb: SIMD3<Double> { SIMD3(Double(red), Double(green), Double(blue)) / 255 }

    /// Linear-light components, 0…1, from a lookup table.
    ///
    /// - Complexity: O(1); no allocation.
    @inlinable
    public var linear: SIMD3<Double> {
        RGB8.linearTable.withUnsafeBufferPointer { table in
            SIMD3(table[Int(red)], table[Int(green)], table[Int(blue)])
        }
    }

    /// This color as a general ``ColorValue`` in sRGB.
    public var colorValue: ColorValue { ColorValue(.srgb, srgb) }

    /// Linear values of the 256 8-bit codes.
    @usableFromInline
    static let linearTable: [Double] = (0..<256).map { TransferFunction.srgbToLinear(Double($0) / 255) }
}
