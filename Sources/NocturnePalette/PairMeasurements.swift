/// The contrasts measured for each foreground/background byte pair of a theme, in an open-addressing table.
///
/// A `Dictionary` would hash every key with SipHash; these keys are 48 bits of color, so a multiplicative
/// hash spreads them well enough, and a theme never holds more pairs than the table is sized for.
struct PairMeasurements {
    private var keys: [UInt64]
    private var values: [(wcag: Double, apca: Double)]
    private let shift: UInt64

    /// A table for at most `capacity` distinct pairs (sized to twice that, a power of two).
    init(capacity: Int) {
        var size = 16
        var bits: UInt64 = 4
        while size < 2 * capacity { size *= 2; bits += 1 }
        keys = Array(repeating: 0, count: size)
        values = Array(repeating: (0, 0), count: size)
        shift = 64 - bits
    }

    /// The measurement stored for `key` (48 bits), or `measure()`'s result, stored first.
    mutating func value(for key: UInt64, measure: () -> (wcag: Double, apca: Double)) -> (wcag: Double, apca: Double) {
        let stored = key | 1 << 63 // 0 marks an empty slot; black on black is key 0
        var slot = Int(truncatingIfNeeded: (stored &* 0x9E37_79B9_7F4A_7C15) >> shift)
        let mask = keys.count - 1
        for _ in 0..<keys.count {
            if keys[slot] == stored { return values[slot] }
            if keys[slot] == 0 {
                let measured = measure()
                keys[slot] = stored
                values[slot] = measured
                return measured
            }
            slot = (slot + 1) & mask
        }
        // Full (more distinct pairs than the capacity given): measure without storing.
        return measure()
    }
}
