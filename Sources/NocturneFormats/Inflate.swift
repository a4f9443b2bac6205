/// Why compressed data could not be inflated: what was wrong and at which byte of the input.
package struct InflateError: Error, Sendable, Hashable, CustomStringConvertible {
    /// What was wrong (`invalid block type 3`, `output larger than 4096 bytes`).
    package var message: String
    /// The byte offset in the input where it was found.
    package var offset: Int

    /// `invalid block type 3 at byte 17`.
    package var description: String { "\(message) at byte \(offset)" }
}

/// DEFLATE (RFC 1951) and its zlib wrapper (RFC 1950), written in Swift: no system zlib is loaded.
///
/// Stored, fixed-Huffman and dynamic-Huffman blocks. The output is bounded by the caller (`limit`): data that would
/// inflate beyond it is an error, never an allocation without bound; truncated or corrupt input is an error, never a
/// trap. Built after Mark Adler's `puff.c` (canonical Huffman codes decoded by counts, one bit at a time).
///
/// ```swift
/// let bytes = try Inflate.zlib(compressed, limit: 1 << 20)
/// ```
package struct Inflate: Sendable {
    private let input: [UInt8]
    private var position: Int
    private var bitBuffer: UInt32 = 0
    private var bitCount = 0
    /// The output's room, `limit` bytes made once; ``written`` of them hold the output so far.
    private var output: [UInt8]
    private var written = 0
    private let limit: Int

    private init(_ input: [UInt8], from start: Int, limit: Int) {
        self.input = input
        self.position = start
        self.limit = max(0, limit)
        output = [UInt8](repeating: 0, count: max(0, limit))
    }

    /// The bytes written, the rest of the room dropped.
    private var result: [UInt8] { written == output.count ? output : Array(output[0..<written]) }

    /// Inflates a zlib stream (a 2-byte header, DEFLATE data, an Adler-32 checksum).
    ///
    /// Room for `limit` bytes is made at once: give the size expected (a PNG's header says it), not a guess far above it.
    ///
    /// - Parameters:
    ///   - data: The stream.
    ///   - limit: The most bytes the output may hold.
    /// - Returns: The inflated bytes.
    /// - Throws: ``InflateError`` for a bad header, corrupt or truncated data, a checksum that does not match, or output beyond `limit`.
    package static func zlib(_ data: [UInt8], limit: Int) throws(InflateError) -> [UInt8] {
        guard data.count >= 2 else { throw InflateError(message: "a zlib stream needs a 2-byte header", offset: 0) }
        let method = data[0], flags = data[1]
        guard method & 0x0F == 8, method >> 4 <= 7 else { throw InflateError(message: "not DEFLATE (compression method \(method & 0x0F))", offset: 0) }
        guard (UInt16(method) << 8 | UInt16(flags)) % 31 == 0 else { throw InflateError(message: "header check bits do not match", offset: 1) }
        guard flags & 0x20 == 0 else { throw InflateError(message: "a preset dictionary is not supported", offset: 1) }
        var inflater = Inflate(data, from: 2, limit: limit)
        try inflater.run()
        // The Adler-32 checksum follows the last block, byte-aligned.
        let end = inflater.position
        guard end + 4 <= data.count else { throw InflateError(message: "the Adler-32 checksum is missing", offset: end) }
        let expected = UInt32(data[end]) << 24 | UInt32(data[end + 1]) << 16 | UInt32(data[end + 2]) << 8 | UInt32(data[end + 3])
        let result = inflater.result
        guard adler32(result) == expected else { throw InflateError(message: "the Adler-32 checksum does not match", offset: end) }
        return result
    }

    /// Inflates raw DEFLATE data (no header, no checksum).
    ///
    /// - Parameters:
    ///   - data: The data.
    ///   - limit: The most bytes the output may hold.
    /// - Returns: The inflated bytes.
    /// - Throws: ``InflateError`` for corrupt or truncated data, or output beyond `limit`.
    package static func raw(_ data: [UInt8], limit: Int) throws(InflateError) -> [UInt8] {
        var inflater = Inflate(data, from: 0, limit: limit)
        try inflater.run()
        return inflater.result
    }

    /// The Adler-32 checksum of bytes (RFC 1950).
    package static func adler32(_ bytes: [UInt8]) -> UInt32 {
        var a: UInt32 = 1, b: UInt32 = 0
        var index = 0
        while index < bytes.count {
            // 5552 bytes is the most that cannot overflow 32 bits before the modulo.
            let end = min(bytes.count, index + 5552)
            while index < end { a &+= UInt32(bytes[index]); b &+= a; index += 1 }
            a %= 65521
            b %= 65521
        }
        return b << 16 | a
    }

    // MARK: - Blocks

    private mutating func run() throws(InflateError) {
        var last = false
        while !last {
            last = try bits(1) == 1
            switch try bits(2) {
            case 0: try stored()
            case 1: try codes(literal: Self.fixedLiteral, distance: Self.fixedDistance)
            case 2:
                let (literal, distance) = try dynamicTables()
                try codes(literal: literal, distance: distance)
            default: throw InflateError(message: "invalid block type 3", offset: position)
            }
        }
        // What follows the last block starts on a byte boundary: give back the whole bytes the bit buffer holds.
        position -= bitCount / 8
        bitBuffer = 0
        bitCount = 0
    }

    private mutating func stored() throws(InflateError) {
        position -= bitCount / 8
        bitBuffer = 0
        bitCount = 0
        guard position + 4 <= input.count else { throw InflateError(message: "a stored block's length is cut off", offset: position) }
        let length = Int(input[position]) | Int(input[position + 1]) << 8
        let complement = Int(input[position + 2]) | Int(input[position + 3]) << 8
        guard length == ~complement & 0xFFFF else { throw InflateError(message: "a stored block's length does not match its complement", offset: position) }
        position += 4
        guard position + length <= input.count else { throw InflateError(message: "a stored block is cut off", offset: position) }
        guard written + length <= output.count else { throw InflateError(message: "output larger than \(limit) bytes", offset: position) }
        output.replaceSubrange(written..<written + length, with: input[position..<position + length])
        written += length
        position += length
    }

    private mutating func codes(literal: HuffmanTable, distance: HuffmanTable) throws(InflateError) {
        // The output is written in place (its room was made once, `limit` bytes): moved out of self while the block is decoded.
        var out = output
        output = []
        defer { output = out }
        var written = self.written
        defer { self.written = written }
        try out.withUnsafeMutableBufferPointer { (buffer: inout UnsafeMutableBufferPointer<UInt8>) throws(InflateError) in
            let capacity = buffer.count
            while true {
                let symbol = try decode(literal)
                if symbol < 256 {
                    guard written < capacity else { throw InflateError(message: "output larger than \(limit) bytes", offset: position) }
                    buffer[written] = UInt8(truncatingIfNeeded: symbol)
                    written += 1
                } else if symbol == 256 {
                    return
                } else {
                    let index = symbol - 257
                    guard index < Self.lengthBase.count else { throw InflateError(message: "invalid length code \(symbol)", offset: position) }
                    let length = Self.lengthBase[index] + (try bits(Self.lengthExtra[index]))
                    let code = try decode(distance)
                    guard code < Self.distanceBase.count else { throw InflateError(message: "invalid distance code \(code)", offset: position) }
                    let back = Self.distanceBase[code] + (try bits(Self.distanceExtra[code]))
                    guard back <= written else { throw InflateError(message: "distance \(back) reaches before the start of the output", offset: position) }
                    guard written + length <= capacity else { throw InflateError(message: "output larger than \(limit) bytes", offset: position) }
                    // Byte by byte: a match may overlap what it writes (distance 1 repeats the last byte).
                    var from = written - back
                    for _ in 0..<length {
                        buffer[written] = buffer[from]
                        written += 1
                        from += 1
                    }
                }
            }
        }
    }

    private mutating func dynamicTables() throws(InflateError) -> (HuffmanTable, HuffmanTable) {
        let literalCount = try bits(5) + 257, distanceCount = try bits(5) + 1, codeCount = try bits(4) + 4
        guard literalCount <= 286, distanceCount <= 30 else { throw InflateError(message: "too many length or distance codes", offset: position) }
        var lengths = [Int](repeating: 0, count: 19)
        for index in 0..<codeCount { lengths[Self.codeLengthOrder[index]] = try bits(3) }
        let lengthCodes = try HuffmanTable(checking: lengths, offset: position, isCodeLengths: true)
        var all: [Int] = []
        all.reserveCapacity(literalCount + distanceCount)
        while all.count < literalCount + distanceCount {
            let symbol = try decode(lengthCodes)
            switch symbol {
            case 0..<16: all.append(symbol)
            case 16:
                guard let previous = all.last else { throw InflateError(message: "a repeat with no previous length", offset: position) }
                all += repeatElement(previous, count: 3 + (try bits(2)))
            case 17: all += repeatElement(0, count: 3 + (try bits(3)))
            default: all += repeatElement(0, count: 11 + (try bits(7)))
            }
        }
        guard all.count == literalCount + distanceCount else { throw InflateError(message: "code lengths run past their count", offset: position) }
        guard all[256] != 0 else { throw InflateError(message: "no code for the end of the block", offset: position) }
        let literal = try HuffmanTable(checking: Array(all[0..<literalCount]), offset: position)
        let distance = try HuffmanTable(checking: Array(all[literalCount...]), offset: position)
        return (literal, distance)
    }

    // MARK: - Bits

    @inline(__always)
    private mutating func bits(_ count: Int) throws(InflateError) -> Int {
        while bitCount < count {
            guard position < input.count else { throw InflateError(message: "the data ends inside a block", offset: position) }
            bitBuffer |= UInt32(input[position]) << UInt32(bitCount)
            position += 1
            bitCount += 8
        }
        let value = Int(bitBuffer & ((1 << UInt32(count)) - 1))
        bitBuffer >>= UInt32(count)
        bitCount -= count
        return value
    }

    @inline(__always)
    private mutating func decode(_ table: HuffmanTable) throws(InflateError) -> Int {
        // Fast path: the next `fastBits` bits, read as far as the input goes, looked up at once.
        while bitCount < HuffmanTable.fastBits, position < input.count {
            bitBuffer |= UInt32(input[position]) << UInt32(bitCount)
            position += 1
            bitCount += 8
        }
        let entry = Int(table.fast[Int(bitBuffer & UInt32(HuffmanTable.fastMask))])
        let length = entry & 15
        if length != 0 {
            guard length <= bitCount else { throw InflateError(message: "the data ends inside a block", offset: position) }
            bitBuffer >>= UInt32(length)
            bitCount -= length
            return entry >> 4
        }
        // A longer code: bit by bit through the canonical counts (puff's decode).
        var code = 0, first = 0, index = 0
        for length in 1...15 {
            code |= try bits(1)
            let count = table.counts[length]
            if code - count < first { return table.symbols[index + (code - first)] }
            index += count
            first += count
            first <<= 1
            code <<= 1
        }
        throw InflateError(message: "a code that no table holds", offset: position)
    }

    // MARK: - Tables

    /// A canonical Huffman code: how many codes each length has, and the symbols in code order.
    struct HuffmanTable: Sendable {
        /// The bits the fast table decodes at once: codes up to this long (most of them) take one lookup.
        static let fastBits = 9
        static let fastMask = (1 << fastBits) - 1

        var counts = [Int](repeating: 0, count: 16)
        var symbols: [Int] = []
        /// By the next `fastBits` input bits (least significant first): the symbol << 4 | the code's length, or 0 for a longer code.
        var fast = [UInt16](repeating: 0, count: 1 << fastBits)

        /// Builds the table of code lengths (each 0...15) without checking that they form a code.
        init(lengths: [Int]) {
            for length in lengths { counts[length] += 1 }
            var next = [Int](repeating: 0, count: 16)
            for length in 1..<15 { next[length + 1] = next[length] + counts[length] }
            symbols = [Int](repeating: 0, count: lengths.count)
            for (symbol, length) in lengths.enumerated() where length != 0 {
                symbols[next[length]] = symbol
                next[length] += 1
            }
            // The canonical codes (RFC 1951 §3.2.2), bit-reversed as they arrive, for the short ones.
            var code = 0
            var nextCode = [Int](repeating: 0, count: 16)
            counts[0] = 0
            for length in 1...15 {
                code = (code + counts[length - 1]) << 1
                nextCode[length] = code
            }
            for (symbol, length) in lengths.enumerated() where length != 0 && length <= Self.fastBits {
                let value = nextCode[length]
                nextCode[length] += 1
                guard value < 1 << length else { continue }  // an over-subscribed code: the checking init refuses it
                var reversed = 0
                for bit in 0..<length where value & (1 << bit) != 0 { reversed |= 1 << (length - 1 - bit) }
                var index = reversed
                while index < 1 << Self.fastBits {
                    fast[index] = UInt16(symbol << 4 | length)
                    index += 1 << length
                }
            }
        }

        /// Builds the table, refusing an over-subscribed code and an incomplete one (as zlib does, an incomplete code is
        /// allowed only when its longest code is 1 bit, or it has none, and never for the code-length code).
        init(checking lengths: [Int], offset: Int, isCodeLengths: Bool = false) throws(InflateError) {
            self.init(lengths: lengths)
            var left = 1
            for length in 1...15 {
                left <<= 1
                left -= counts[length]
                guard left >= 0 else { throw InflateError(message: "an over-subscribed Huffman code", offset: offset) }
            }
            let longest = lengths.max() ?? 0
            if left > 0, isCodeLengths || longest > 1 { throw InflateError(message: "an incomplete Huffman code", offset: offset) }
        }
    }

    private static let fixedLiteral: HuffmanTable = {
        var lengths = [Int](repeating: 8, count: 288)
        for index in 144..<256 { lengths[index] = 9 }
        for index in 256..<280 { lengths[index] = 7 }
        return HuffmanTable(lengths: lengths)
    }()

    private static let fixedDistance = HuffmanTable(lengths: [Int](repeating: 5, count: 30))

    private static let lengthBase = [3, 4, 5, 6, 7, 8, 9, 10, 11, 13, 15, 17, 19, 23, 27, 31, 35, 43, 51, 59, 67, 83, 99, 115, 131, 163, 195, 227, 258]
    private static let lengthExtra = [0, 0, 0, 0, 0, 0, 0, 0, 1, 1, 1, 1, 2, 2, 2, 2, 3, 3, 3, 3, 4, 4, 4, 4, 5, 5, 5, 5, 0]
    private static let distanceBase = [1, 2, 3, 4, 5, 7, 9, 13, 17, 25, 33, 49, 65, 97, 129, 193, 257, 385, 513, 769, 1025, 1537, 2049, 3073, 4097,
                                       6145, 8193, 12289, 16385, 24577]
    private static let distanceExtra = [0, 0, 0, 0, 1, 1, 2, 2, 3, 3, 4, 4, 5, 5, 6, 6, 7, 7, 8, 8, 9, 9, 10, 10, 11, 11, 12, 12, 13, 13]
    private static let codeLengthOrder = [16, 17, 18, 0, 8, 7, 9, 6, 10, 5, 11, 4, 12, 3, 13, 2, 14, 1, 15]
}
