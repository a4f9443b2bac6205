import NocturneColor

/// Colors sorted by WCAG relative luminance and by APCA screen luminance, to find those nearest a color on either side.
///
/// For one color, WCAG's ratio only falls as the other color's relative luminance comes nearer to its own from either
/// side, and APCA's |Lc| only falls as the other's screen luminance comes nearer within one polarity (lighter, or not
/// lighter). So among many colors, the lowest WCAG ratio and the lowest |Lc| with a color are both reached at one of at
/// most four members: the nearest by each luminance on each side. Every requirement (``ContrastRequirement``) holds on
/// all members exactly when it holds on those four, and the tightest pair is among them: the theme solver judges an app
/// color on every background through this index instead of one pair at a time.
struct LuminanceIndex {
    /// One member: its key (a luminance) and its identifier, sorted by key, then identifier.
    private typealias Entry = (key: Double, member: Int)

    private let byWCAG: [Entry]
    private let byAPCA: [Entry]

    /// Indexes members by their 8-bit values.
    ///
    /// - Parameter members: Each member's identifier (any integer the caller chooses) and value.
    /// - Complexity: O(n log n).
    init(_ members: [(member: Int, rgb: RGB8)]) {
        func sorted(_ key: (RGB8) -> Double) -> [Entry] {
            members.map { (key($0.rgb), $0.member) }.sorted { $0.key != $1.key ? $0.key < $1.key : $0.member < $1.member }
        }
        byWCAG = sorted(WCAG.relativeLuminance)
        byAPCA = sorted(APCA.luminance)
    }

    /// Calls `body` with the members nearest `rgb` on each side by each luminance (at most four calls; one member may come
    /// twice), leaving out those `skips` names; stops and returns `false` as soon as `body` does.
    ///
    /// The sides are those of the measures: not lighter and lighter (WCAG's ratio is the same either way; APCA's polarity
    /// changes where the background becomes lighter than the text).
    ///
    /// - Complexity: O(log n), plus one step per member skipped.
    @discardableResult
    func allNearest(_ rgb: RGB8, skipping skips: (Int) -> Bool = { _ in false }, _ body: (Int) -> Bool) -> Bool {
        for (entries, key) in [(byWCAG, WCAG.relativeLuminance(rgb)), (byAPCA, APCA.luminance(rgb))] {
            // The first entry lighter than `rgb`: the nearest lighter member is there or after, the nearest other one before.
            var low = 0, high = entries.count
            while low < high {
                let middle = (low + high) / 2
                if entries[middle].key <= key { low = middle + 1 } else { high = middle }
            }
            var below = low - 1
            while below >= 0, skips(entries[below].member) { below -= 1 }
            if below >= 0, !body(entries[below].member) { return false }
            var above = low
            while above < entries.count, skips(entries[above].member) { above += 1 }
            if above < entries.count, !body(entries[above].member) { return false }
        }
        return true
    }

    /// The members nearest `rgb` on each side by each luminance (``allNearest(_:skipping:_:)``), without repeats.
    func nearest(_ rgb: RGB8, skipping skips: (Int) -> Bool = { _ in false }) -> [Int] {
        var found: [Int] = []
        allNearest(rgb, skipping: skips) { member in
            if !found.contains(member) { found.append(member) }
            return true
        }
        return found
    }
}
