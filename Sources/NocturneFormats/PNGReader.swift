/// Why a PNG file could not be decoded: what was wrong, said for a report (`truncated: the IDAT chunk is cut off`).
package struct PNGError: Error, Sendable, Hashable, CustomStringConvertible {
    /// What was wrong.
    package var message: String

    /// Creates an error.
    package init(_ message: String) { self.message = message }

    /// The message.
    package var description: String { message }
}

/// Decodes PNG files (RFC 2083 / ISO 15948) into ``PNGImage``: every color type and bit depth, palettes and `tRNS`,
/// the five filters, Adam7 interlacing; the image data is inflated by ``Inflate``, written in Swift.
///
/// Memory is bounded: an image of more than ``maximumPixels`` pixels is refused from its header before anything is
/// inflated, and the inflated data may not exceed what the header says. A truncated or corrupt file (a bad
/// signature, a chunk cut off, a CRC that does not match, data that does not inflate) is a ``PNGError``, never a trap.
///
/// ```swift
/// let image = try PNGReader.decode(try FileSystem.readRegularFile("AppIcon.appiconset/icon-dark.png"))
/// image.pixel(x: 0, y: 0).alpha   // 0: a transparent corner
/// ```
package enum PNGReader {
    /// The most pixels decoded: 4096 × 4096, four times a 1024-point app icon's side.
    package static let maximumPixels = 4096 * 4096

    private static let signature: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]

    /// The header of a PNG file.
    package struct Header: Sendable, Hashable {
        /// The width in pixels.
        package var width: Int
        /// The height in pixels.
        package var height: Int
        /// Bits per sample (1, 2, 4, 8, 16).
        package var bitDepth: Int
        /// 0 gray, 2 RGB, 3 palette, 4 gray and alpha, 6 RGBA.
        package var colorType: Int
        /// 0 none, 1 Adam7.
        package var interlace: Int

        /// Samples per pixel of the color type.
        var channels: Int { [0: 1, 2: 3, 3: 1, 4: 2, 6: 4][colorType] ?? 0 }
        /// Bits per pixel.
        var bitsPerPixel: Int { channels * bitDepth }
        /// The bytes one row of `width` pixels takes, without the filter byte.
        func rowBytes(_ width: Int) -> Int { (width * bitsPerPixel + 7) / 8 }
    }

    /// Decodes a PNG file's bytes.
    ///
    /// - Parameter bytes: The file.
    /// - Returns: The image as 8-bit RGBA.
    /// - Throws: ``PNGError`` saying what was wrong.
    package static func decode(_ bytes: [UInt8]) throws(PNGError) -> PNGImage {
        guard bytes.count >= 8, Array(bytes[0..<8]) == signature else { throw PNGError("not a PNG file (no PNG signature)") }
        var header: Header?
        var palette: [UInt8] = []
        var transparency: [UInt8]?
        var data: [UInt8] = []
        var index = 8
        var sawEnd = false
        while index < bytes.count {
            guard index + 8 <= bytes.count else { throw PNGError("truncated: a chunk header is cut off at byte \(index)") }
            let length = Int(readUInt32(bytes, at: index))
            let type = String(decoding: bytes[index + 4..<index + 8], as: UTF8.self)
            guard length <= Int(Int32.max), index + 12 + length <= bytes.count else { throw PNGError("truncated: the \(type) chunk is cut off") }
            let body = Array(bytes[index + 8..<index + 8 + length])
            let crc = readUInt32(bytes, at: index + 8 + length)
            guard CRC32.checksum(bytes[index + 4..<index + 8 + length]) == crc else { throw PNGError("the \(type) chunk's CRC does not match") }
            index += 12 + length
            switch type {
            case "IHDR":
                header = try readHeader(body)
            case "PLTE":
                guard body.count % 3 == 0, body.count <= 768 else { throw PNGError("a PLTE chunk of \(body.count) bytes") }
                palette = body
            case "tRNS":
                transparency = body
            case "IDAT":
                guard let header else { throw PNGError("IDAT before IHDR") }
                guard data.count + body.count <= compressedLimit(header) else { throw PNGError("more image data than an image of this size can hold") }
                data += body
            case "IEND":
                sawEnd = true
            default:
                // An unknown critical chunk (upper-case first letter) changes how the image reads: refuse it.
                if let first = type.utf8.first, first >= UInt8(ascii: "A"), first <= UInt8(ascii: "Z") {
                    throw PNGError("an unknown critical chunk \(type)")
                }
            }
            if sawEnd { break }
        }
        guard let header else { throw PNGError("no IHDR chunk") }
        guard sawEnd else { throw PNGError("truncated: no IEND chunk") }
        guard !data.isEmpty else { throw PNGError("no IDAT chunk") }
        if header.colorType == 3, palette.isEmpty { throw PNGError("a palette image without a PLTE chunk") }
        let inflated: [UInt8]
        do { inflated = try Inflate.zlib(data, limit: inflatedSize(header)) } catch { throw PNGError("the image data does not inflate: \(error)") }
        guard inflated.count == inflatedSize(header) else {
            throw PNGError("the image data holds \(inflated.count) bytes, \(inflatedSize(header)) expected")
        }
        return try pixels(inflated, header: header, palette: palette, transparency: transparency)
    }

    /// Reads and checks the header.
    static func readHeader(_ body: [UInt8]) throws(PNGError) -> Header {
        guard body.count == 13 else { throw PNGError("an IHDR chunk of \(body.count) bytes, 13 expected") }
        let header = Header(width: Int(readUInt32(body, at: 0)), height: Int(readUInt32(body, at: 4)), bitDepth: Int(body[8]),
                            colorType: Int(body[9]), interlace: Int(body[12]))
        guard header.width > 0, header.height > 0 else { throw PNGError("an image of \(header.width) × \(header.height) pixels") }
        guard header.width <= maximumPixels, header.height <= maximumPixels, header.width * header.height <= maximumPixels else {
            throw PNGError("an image of \(header.width) × \(header.height) pixels, more than \(maximumPixels) pixels: not decoded")
        }
        let depths: [Int: Set<Int>] = [0: [1, 2, 4, 8, 16], 2: [8, 16], 3: [1, 2, 4, 8], 4: [8, 16], 6: [8, 16]]
        guard let allowed = depths[header.colorType] else { throw PNGError("color type \(header.colorType) does not exist") }
        guard allowed.contains(header.bitDepth) else { throw PNGError("bit depth \(header.bitDepth) with color type \(header.colorType)") }
        guard body[10] == 0, body[11] == 0 else { throw PNGError("an unknown compression or filter method") }
        guard header.interlace <= 1 else { throw PNGError("interlace method \(header.interlace) does not exist") }
        return header
    }

    /// The seven Adam7 passes: first column, first row, column step, row step.
    private static let adam7 = [(0, 0, 8, 8), (4, 0, 8, 8), (0, 4, 4, 8), (2, 0, 4, 4), (0, 2, 2, 4), (1, 0, 2, 2), (0, 1, 1, 2)]

    /// The passes of an image: each one's size in pixels and where its pixels go.
    private static func passes(_ header: Header) -> [(width: Int, height: Int, x: Int, y: Int, dx: Int, dy: Int)] {
        guard header.interlace == 1 else { return [(header.width, header.height, 0, 0, 1, 1)] }
        return adam7.map { x, y, dx, dy in
            ((header.width - x + dx - 1) / dx, (header.height - y + dy - 1) / dy, x, y, dx, dy)
        }
    }

    /// The bytes the inflated data of an image holds: each pass's rows, each with its filter byte.
    static func inflatedSize(_ header: Header) -> Int {
        passes(header).reduce(0) { total, pass in
            pass.width == 0 || pass.height == 0 ? total : total + pass.height * (1 + header.rowBytes(pass.width))
        }
    }

    /// The most compressed bytes accepted: DEFLATE's worst case (stored blocks) over the inflated size, with room.
    private static func compressedLimit(_ header: Header) -> Int { inflatedSize(header) + inflatedSize(header) / 8 + 1024 }

    private static func pixels(_ data: [UInt8], header: Header, palette: [UInt8], transparency: [UInt8]?) throws(PNGError) -> PNGImage {
        var rgba = [UInt8](repeating: 0, count: header.width * header.height * 4)
        let bytesPerPixel = max(1, header.bitsPerPixel / 8)
        var offset = 0
        for pass in passes(header) where pass.width > 0 && pass.height > 0 {
            let rowBytes = header.rowBytes(pass.width)
            var previous = [UInt8](repeating: 0, count: rowBytes)
            var row = [UInt8](repeating: 0, count: rowBytes)
            for rowIndex in 0..<pass.height {
                let filter = data[offset]
                for index in 0..<rowBytes { row[index] = data[offset + 1 + index] }
                offset += 1 + rowBytes
                try unfilter(&row, previous: previous, filter: filter, bytesPerPixel: bytesPerPixel)
                let y = pass.y + rowIndex * pass.dy
                // RGBA, and RGB without a key, not interlaced (nearly every app icon): bytes straight across, a 16-bit
                // sample's high byte first.
                if pass.dx == 1, header.bitDepth >= 8, header.colorType == 6 || (header.colorType == 2 && transparency == nil) {
                    let base = y * header.width * 4, step = header.bitDepth / 8, channels = header.channels
                    for column in 0..<pass.width {
                        let source = column * channels * step, target = base + column * 4
                        rgba[target] = row[source]
                        rgba[target + 1] = row[source + step]
                        rgba[target + 2] = row[source + 2 * step]
                        rgba[target + 3] = channels == 4 ? row[source + 3 * step] : 255
                    }
                    swap(&row, &previous)
                    continue
                }
                for column in 0..<pass.width {
                    let x = pass.x + column * pass.dx
                    let target = (y * header.width + x) * 4
                    let pixel = color(of: row, at: column, header: header, palette: palette, transparency: transparency)
                    rgba[target] = pixel.0
                    rgba[target + 1] = pixel.1
                    rgba[target + 2] = pixel.2
                    rgba[target + 3] = pixel.3
                }
                swap(&row, &previous)
            }
        }
        return PNGImage(width: header.width, height: header.height, rgba: rgba, isGrayscaleType: header.colorType == 0 || header.colorType == 4,
                        hasAlphaInformation: header.colorType == 4 || header.colorType == 6 || transparency != nil)
    }

    /// Undoes a row's filter (None, Sub, Up, Average, Paeth) in place.
    static func unfilter(_ row: inout [UInt8], previous: [UInt8], filter: UInt8, bytesPerPixel: Int) throws(PNGError) {
        switch filter {
        case 0: return
        case 1: for index in bytesPerPixel..<max(bytesPerPixel, row.count) { row[index] &+= row[index - bytesPerPixel] }
        case 2: for index in row.indices { row[index] &+= previous[index] }
        case 3:
            for index in row.indices {
                let left = index >= bytesPerPixel ? Int(row[index - bytesPerPixel]) : 0
                row[index] &+= UInt8((left + Int(previous[index])) / 2)
            }
        case 4:
            for index in row.indices {
                let a = index >= bytesPerPixel ? Int(row[index - bytesPerPixel]) : 0
                let b = Int(previous[index])
                let c = index >= bytesPerPixel ? Int(previous[index - bytesPerPixel]) : 0
                let p = a + b - c
                let pa = abs(p - a), pb = abs(p - b), pc = abs(p - c)
                row[index] &+= UInt8(pa <= pb && pa <= pc ? a : (pb <= pc ? b : c))
            }
        default: throw PNGError("filter type \(filter) does not exist")
        }
    }

    /// One sample of a row (`bitDepth` bits at sample position `index`), at its own depth.
    private static func sample(_ row: [UInt8], _ index: Int, depth: Int) -> Int {
        switch depth {
        case 16: return Int(row[index * 2]) << 8 | Int(row[index * 2 + 1])
        case 8: return Int(row[index])
        default:
            let bit = index * depth
            let byte = Int(row[bit / 8])
            return (byte >> (8 - depth - bit % 8)) & ((1 << depth) - 1)
        }
    }

    /// A sample scaled to 8 bits.
    private static func eightBit(_ value: Int, depth: Int) -> UInt8 {
        switch depth {
        // Clamped, never trapping: a sample is within its depth's range, but this is a reader of untrusted bytes.
        case 16: UInt8(clamping: value >> 8)
        case 8: UInt8(clamping: value)
        default: UInt8(clamping: value * 255 / max((1 << depth) - 1, 1))
        }
    }

    private static func color(of row: [UInt8], at column: Int, header: Header, palette: [UInt8],
                              transparency: [UInt8]?) -> (UInt8, UInt8, UInt8, UInt8) {
        let depth = header.bitDepth
        switch header.colorType {
        case 0:
            let value = sample(row, column, depth: depth)
            let gray = eightBit(value, depth: depth)
            let key = transparency.flatMap { $0.count >= 2 ? Int($0[0]) << 8 | Int($0[1]) : nil }
            return (gray, gray, gray, key == value ? 0 : 255)
        case 2:
            let red = sample(row, column * 3, depth: depth), green = sample(row, column * 3 + 1, depth: depth)
            let blue = sample(row, column * 3 + 2, depth: depth)
            var alpha: UInt8 = 255
            if let key = transparency, key.count >= 6,
               red == Int(key[0]) << 8 | Int(key[1]), green == Int(key[2]) << 8 | Int(key[3]), blue == Int(key[4]) << 8 | Int(key[5]) {
                alpha = 0
            }
            return (eightBit(red, depth: depth), eightBit(green, depth: depth), eightBit(blue, depth: depth), alpha)
        case 3:
            let entry = sample(row, column, depth: depth)
            // An index past the palette reads as transparent black (the file is wrong; the decode goes on).
            guard entry * 3 + 2 < palette.count else { return (0, 0, 0, 0) }
            let alpha = transparency.flatMap { entry < $0.count ? $0[entry] : nil } ?? 255
            return (palette[entry * 3], palette[entry * 3 + 1], palette[entry * 3 + 2], alpha)
        case 4:
            let gray = eightBit(sample(row, column * 2, depth: depth), depth: depth)
            return (gray, gray, gray, eightBit(sample(row, column * 2 + 1, depth: depth), depth: depth))
        default:
            return (eightBit(sample(row, column * 4, depth: depth), depth: depth), eightBit(sample(row, column * 4 + 1, depth: depth), depth: depth),
                    eightBit(sample(row, column * 4 + 2, depth: depth), depth: depth), eightBit(sample(row, column * 4 + 3, depth: depth), depth: depth))
        }
    }

    private static func readUInt32(_ bytes: [UInt8], at index: Int) -> UInt32 {
        UInt32(bytes[index]) << 24 | UInt32(bytes[index + 1]) << 16 | UInt32(bytes[index + 2]) << 8 | UInt32(bytes[index + 3])
    }
}
