import NocturneFormats

/// PNG files the tests build themselves, with Python's zlib nowhere in sight: stored DEFLATE blocks.
public enum PNGFixture {
    public static func chunk(_ type: String, _ body: [UInt8]) -> [UInt8] {
        let typed = Array(type.utf8) + body
        return bigEndian(UInt32(body.count)) + typed + bigEndian(CRC32.checksum(typed))
    }

    public static func bigEndian(_ value: UInt32) -> [UInt8] { [UInt8(value >> 24), UInt8(value >> 16 & 0xFF), UInt8(value >> 8 & 0xFF), UInt8(value & 0xFF)] }

    public static func png(width: Int, height: Int, colorType: UInt8, idat: [UInt8]) -> [UInt8] {
        let header = bigEndian(UInt32(width)) + bigEndian(UInt32(height)) + [8, colorType, 0, 0, 0]
        return [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A] + chunk("IHDR", header) + chunk("IDAT", idat) + chunk("IEND", [])
    }

    /// A zlib stream of one stored block.
    public static func stored(_ data: [UInt8]) -> [UInt8] {
        let length = UInt16(data.count)
        return [0x78, 0x01, 0x01, UInt8(length & 0xFF), UInt8(length >> 8), UInt8(~length & 0xFF), UInt8(~length >> 8)] + data
            + bigEndian(Inflate.adler32(data))
    }

    /// An 8-bit RGBA image of one color.
    public static func solid(width: Int, height: Int, rgba: [UInt8]) -> [UInt8] {
        image(width: width, height: height) { _, _ in rgba }
    }

    /// An 8-bit RGBA image whose pixels a function gives.
    public static func image(width: Int, height: Int, pixel: (Int, Int) -> [UInt8]) -> [UInt8] {
        var raw: [UInt8] = []
        for y in 0..<height {
            raw.append(0)
            for x in 0..<width { raw += pixel(x, y) }
        }
        return png(width: width, height: height, colorType: 6, idat: stored(raw))
    }
}
