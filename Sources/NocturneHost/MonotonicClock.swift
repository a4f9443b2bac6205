import NocturneSupport

/// Nanoseconds on the monotonic clock, and deadlines measured against it.
enum MonotonicClock {
    /// Now, in nanoseconds since an arbitrary start.
    static var nanoseconds: UInt64 {
        var spec = timespec()
        clock_gettime(CLOCK_MONOTONIC, &spec)
        return UInt64(spec.tv_sec) &* 1_000_000_000 &+ UInt64(spec.tv_nsec)
    }

    /// The deadline `milliseconds` from now.
    static func deadline(afterMilliseconds milliseconds: Int) -> UInt64 {
        nanoseconds &+ UInt64(max(0, milliseconds)) &* 1_000_000
    }

    /// What is left until `deadline`, rounded up to whole milliseconds for `poll` (0 when past).
    static func remainingMilliseconds(until deadline: UInt64) -> Int32 {
        let now = nanoseconds
        guard deadline > now else { return 0 }
        return Int32(clamping: (deadline - now + 999_999) / 1_000_000)
    }
}
