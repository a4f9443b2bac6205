/// The words the rules look for inside a name (`isDarkMode` holds `dark`, `dimmingView` holds `dim`), found in one pass.
///
/// A rule asks whether a token's text contains one of these parts, ignoring ASCII case. Finding every
/// part in one pass over the bytes (dispatching on each byte's lowercase letter to the few parts that
/// start with it) costs less than searching the token once per part, which the context of every
/// assignment, condition and label used to do.
struct NameParts: OptionSet, Sendable, Hashable {
    let rawValue: UInt64

    private static func part(_ bit: Int) -> NameParts { NameParts(rawValue: 1 << UInt64(bit)) }

    // Chosen by mode.
    static let dark = part(0), light = part(1), colorScheme = part(2), userInterfaceStyle = part(3), appearance = part(4)
    // Selection, highlight and interaction states.
    static let select = part(5), highlight = part(6), emphasi = part(7), hover = part(8), press = part(9), active = part(10),
        focus = part(11), checked = part(12), isOn = part(13), backgroundStyle = part(14)
    // Shadows, scrims, masks and overlays.
    static let shadow = part(15), scrim = part(16), dim = part(17), mask = part(18), overlay = part(19), cutout = part(20)
    // What a property colors.
    static let color = part(21), background = part(22), barTint = part(23), border = part(24), separator = part(25)
    // Backdrops.
    static let surface = part(26), container = part(27), designSystemColor = part(28), backgroundTint = part(29),
        setFillColor = part(30), fillPath = part(31)
    // Media.
    static let player = part(32), video = part(33), camera = part(34), media = part(35), landscape = part(36), fullscreen = part(37)
    // Gradients.
    static let gradient = part(38)
    // A backdrop's lightness (`luminance > 0.7 ? .black : .white`).
    static let luminance = part(39), brightness = part(40)

    /// Words that say a color is chosen by mode.
    static let mode: NameParts = [.dark, .light]
    /// Words in a condition that choose by mode, or by the lightness of what the color is drawn on (a chip's text picked
    /// black or white by its fill's luminance): either way, the color follows its backdrop.
    static let schemeCondition: NameParts = [.dark, .light, .colorScheme, .userInterfaceStyle, .appearance, .luminance, .brightness]
    /// Words in a condition on selection, highlight or interaction.
    static let selectionCondition: NameParts = [.select, .highlight, .emphasi, .hover, .press, .active, .focus, .checked, .isOn, .backgroundStyle]

    /// Every part with its spelling (the bit is its position in this list).
    private static let spellings = [
        "dark", "light", "colorScheme", "userInterfaceStyle", "appearance",
        "select", "highlight", "emphasi", "hover", "press", "active", "focus", "checked", "isOn", "backgroundStyle",
        "shadow", "scrim", "dim", "mask", "overlay", "cutout",
        "color", "background", "barTint", "border", "separator",
        "surface", "container", "designSystemColor", "backgroundTint", "setFillColor", "fillPath",
        "player", "video", "camera", "media", "landscape", "fullscreen",
        "gradient",
        "luminance", "brightness",
    ]

    /// The spellings in lowercase, grouped by their first two letters, with where each pair's group starts.
    private struct Index: Sendable {
        /// For the pair of letters (a…z as 0…25) `first × 26 + second`, the range `groupStarts[pair]..<groupStarts[pair + 1]` of `entries`.
        var groupStarts: [Int32] = []
        /// (offset of the spelling's bytes after its first two letters in `tail`, their count, the bit).
        var entries: [(tailStart: Int32, tailCount: Int32, bit: UInt64)] = []
        /// Every spelling's bytes after the first two, lowercase, one after another.
        var tail: [UInt8] = []
    }

    private static let index: Index = {
        var index = Index()
        let lowered = spellings.enumerated().map { (bytes: Array($0.element.lowercased().utf8), bit: UInt64(1) << UInt64($0.offset)) }
        let letters = Array(UInt8(ascii: "a")...UInt8(ascii: "z"))
        for first in letters {
            for second in letters {
                index.groupStarts.append(Int32(index.entries.count))
                for spelling in lowered where spelling.bytes[0] == first && spelling.bytes[1] == second {
                    index.entries.append((Int32(index.tail.count), Int32(spelling.bytes.count - 2), spelling.bit))
                    index.tail += spelling.bytes.dropFirst(2)
                }
            }
        }
        index.groupStarts.append(Int32(index.entries.count))
        return index
    }()

    /// The letter index 0…25 of an ASCII letter in either case, or 26 or more for any other byte.
    @inline(__always) private static func letter(_ byte: UInt8) -> Int {
        Int((byte | 0x20) &- UInt8(ascii: "a"))
    }

    /// The parts found in bytes, compared without ASCII case.
    ///
    /// - Complexity: O(n) for n bytes: each pair of adjacent letters selects the few parts (usually none) that start with it.
    static func parts(in bytes: UnsafeBufferPointer<UInt8>) -> NameParts {
        let count = bytes.count
        guard count >= 3 else { return [] }
        let index = Self.index
        var found: UInt64 = 0
        index.groupStarts.withUnsafeBufferPointer { groupStarts in
            index.entries.withUnsafeBufferPointer { entries in
                index.tail.withUnsafeBufferPointer { tail in
                    var first = letter(bytes[0])
                    var position = 0
                    while position + 1 < count {
                        let second = letter(bytes[position + 1])
                        if first < 26, second < 26 {
                            let pair = first * 26 + second
                            var entry = Int(groupStarts[pair])
                            let end = Int(groupStarts[pair + 1])
                            while entry < end {
                                let (tailStart, tailCount, bit) = entries[entry]
                                if position + 2 + Int(tailCount) <= count {
                                    var equal = true
                                    var offset = 0
                                    while offset < Int(tailCount) {
                                        if bytes[position + 2 + offset] | 0x20 != tail[Int(tailStart) + offset] { equal = false; break }
                                        offset += 1
                                    }
                                    if equal { found |= bit }
                                }
                                entry += 1
                            }
                        }
                        first = second
                        position += 1
                    }
                }
            }
        }
        return NameParts(rawValue: found)
    }
}
