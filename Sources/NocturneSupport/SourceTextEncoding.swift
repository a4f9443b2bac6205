/// The encodings a source file (Swift, a storyboard or xib) is read in: UTF-8, or UTF-16 as Xcode can save it.
///
/// The readers work on UTF-8 bytes; a UTF-16 file (a byte-order mark `FF FE` or `FE FF`, or no mark and a NUL byte in its
/// first two) is read as its UTF-8 text, never skipped. Offsets in it are then offsets in that text, not in the file,
/// so `nocturne fix` leaves such a file with the reason.
package enum SourceTextEncoding: Sendable, Hashable {
    /// UTF-8 (or ASCII), as the readers take it.
    case utf8
    /// UTF-16, little-endian.
    case utf16LittleEndian
    /// UTF-16, big-endian.
    case utf16BigEndian

    /// The encoding of a file's bytes.
    package init(of bytes: [UInt8]) {
        guard bytes.count >= 2 else { self = .utf8; return }
        switch (bytes[0], bytes[1]) {
        case (0xFF, 0xFE): self = .utf16LittleEndian
        case (0xFE, 0xFF): self = .utf16BigEndian
        case (let first, 0) where first != 0: self = .utf16LittleEndian
        case (0, let second) where second != 0: self = .utf16BigEndian
        default: self = .utf8
        }
    }

    /// The file's text as UTF-8 bytes: UTF-8 as it is; UTF-16 decoded without its byte-order mark (a lone surrogate becomes U+FFFD).
    package static func utf8Bytes(of bytes: [UInt8]) -> [UInt8] {
        let encoding = SourceTextEncoding(of: bytes)
        guard encoding != .utf8 else { return bytes }
        let hasMark = (bytes[0] == 0xFF && bytes[1] == 0xFE) || (bytes[0] == 0xFE && bytes[1] == 0xFF)
        var units: [UInt16] = []
        units.reserveCapacity(bytes.count / 2)
        var index = hasMark ? 2 : 0
        while index + 1 < bytes.count {
            let (low, high) = encoding == .utf16LittleEndian ? (bytes[index], bytes[index + 1]) : (bytes[index + 1], bytes[index])
            units.append(UInt16(high) << 8 | UInt16(low))
            index += 2
        }
        return Array(String(decoding: units, as: UTF16.self).utf8)
    }
}
