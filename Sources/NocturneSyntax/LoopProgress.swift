/// Guarantees that a parsing loop advances: each turn must have consumed at least one token since the last.
///
/// Every loop over a list (items, arguments, parameters, cases) asks ``advanced(to:)`` at the top of each turn;
/// when it answers `false`, the loop consumes the current token as `unknown` or stops, so no input can make the
/// parser spin. This is the second half of recovery, beside ``Parser/skipUnknown(until:)``.
struct LoopProgress {
    private var last = -1

    /// Whether the position moved past where it was at the previous turn (always `true` on the first).
    ///
    /// - Parameter position: The current token index.
    @inline(__always) mutating func advanced(to position: Int) -> Bool {
        defer { last = position }
        return position > last
    }
}
