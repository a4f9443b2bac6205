/// A set of name hashes behind a 65,536-bit filter: most names not in the set are rejected by one bit test, without hashing.
///
/// The scanner asks, for every identifier, whether it names one of the project's color functions or
/// constants; a `Set` lookup hashes the key again, which costs more than the rest of the question.
/// Build it once per run and share it: the filter is 8 KiB.
struct FilteredHashSet: Sendable {
    /// The hashes.
    let hashes: Set<UInt32>
    private let bits: [UInt64]

    /// A set of the given hashes.
    init(_ hashes: Set<UInt32>) {
        self.hashes = hashes
        var bits = [UInt64](repeating: 0, count: 1024)
        for hash in hashes { bits[Int(hash & 0xFFFF) >> 6] |= 1 << UInt64(hash & 63) }
        self.bits = bits
    }

    /// Whether the set holds `hash`.
    @inline(__always) func contains(_ hash: UInt32) -> Bool {
        bits[Int(hash & 0xFFFF) >> 6] & (1 << UInt64(hash & 63)) != 0 && hashes.contains(hash)
    }
}
