/// A table from color keys (8-bit channels packed into at most 63 bits) to values, with open addressing.
///
/// The theme solver caches pair measurements and Display P3 siblings by color. A `Dictionary` would
/// hash every key with SipHash; packed colors spread well enough under a multiplicative hash, and a
/// theme never holds more keys than its tables are sized for (past that, lookups miss and stores are dropped).
struct ColorKeyedTable<Value> {
    private var keys: [UInt64]
    private var values: [Value?]
    private let shift: UInt64

    /// A table for at most `capacity` distinct keys (sized to twice that, a power of two).
    init(capacity: Int) {
        var size = 16
        var bits: UInt64 = 4
        while size < 2 * capacity { size *= 2; bits += 1 }
        keys = Array(repeating: 0, count: size)
        values = Array(repeating: nil, count: size)
        shift = 64 - bits
    }

    /// The slot holding `key`, or the empty slot where it would go, or `nil` when the table is full.
    private func slot(for stored: UInt64) -> Int? {
        var slot = Int(truncatingIfNeeded: (stored &* 0x9E37_79B9_7F4A_7C15) >> shift)
        let mask = keys.count - 1
        for _ in 0..<keys.count {
            if keys[slot] == stored || keys[slot] == 0 { return slot }
            slot = (slot + 1) & mask
        }
        return nil
    }

    /// The value stored for `key`, or `nil`.
    func value(for key: UInt64) -> Value? {
        let stored = key | 1 << 63 // 0 marks an empty slot, and 0 is a real key (black on black)
        guard let slot = slot(for: stored), keys[slot] == stored else { return nil }
        return values[slot]
    }

    /// Stores `value` for `key`.
    mutating func store(_ value: Value, for key: UInt64) {
        let stored = key | 1 << 63
        guard let slot = slot(for: stored) else { return }
        keys[slot] = stored
        values[slot] = value
    }
}
