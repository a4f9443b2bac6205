/// One release of Apple's system palette: the iOS 26/27 colors (the default) or the iOS 13–18 ones.
///
/// `DynamicColor.systemRed` is ``SystemPalette/ios26``'s red; ask another palette for its colors
/// with `SystemPalette.ios18.systemRed` or `SystemPalette.ios18.color(.systemRed)`. Values come
/// from `reference/apple/system-colors.json` through `Scripts/generate-system-palette.py`; each
/// color has its light, dark and Increase Contrast values, and backgrounds their dark elevated
/// values. Where the reference is unsure, ``confidence(of:)`` and ``note(for:)`` say so.
public struct SystemPalette: Sendable, Hashable, Identifiable, CustomStringConvertible {
    /// How sure the reference is of a color's values.
    public enum Confidence: String, Sendable, Hashable, Codable, CaseIterable, Comparable {
        /// Not verified; measure before relying on it.
        case low
        /// Agreed by some sources, not measured at runtime.
        case medium
        /// Agreed by independent sources and measurements.
        case high

        /// Orders low before medium before high.
        public static func < (lhs: Confidence, rhs: Confidence) -> Bool {
            func rank(_ confidence: Confidence) -> Int {
                switch confidence {
                case .low: 0
                case .medium: 1
                case .high: 2
                }
            }
            return rank(lhs) < rank(rhs)
        }
    }

    /// `ios26` or `ios18`: how the command line and the theme files name this palette.
    public let id: String
    /// A human-readable name, e.g. "iOS 26/27".
    public let displayName: String
    private let storage: PaletteStorage

    private init(id: String, displayName: String, entries: [PaletteEntry]) {
        self.id = id
        self.displayName = displayName
        self.storage = PaletteStorage(entries)
    }

    /// The iOS 26 and iOS 27 palette (Apple's June 2025 values): the default.
    public static let ios26 = SystemPalette(id: "ios26", displayName: "iOS 26/27", entries: ios26Entries)
    /// The iOS 13–18 palette (the iOS 15–18 values where they changed).
    public static let ios18 = SystemPalette(id: "ios18", displayName: "iOS 13–18", entries: ios18Entries)
    /// The palette `DynamicColor.systemRed` and friends use: ``ios26``.
    public static var `default`: SystemPalette { ios26 }
    /// Every palette, newest first.
    public static let all: [SystemPalette] = [ios26, ios18]

    /// The palette with an id (`ios26`, `ios18`; `ios27` is accepted for ``ios26``).
    ///
    /// - Parameter id: The palette id.
    /// - Returns: The palette, or `nil` when no palette has that id.
    public init?(id: String) {
        switch id.lowercased() {
        case "ios26", "ios27": self = .ios26
        case "ios18", "ios13", "ios15": self = .ios18
        default: return nil
        }
    }

    /// A system color in this palette.
    ///
    /// - Parameter name: The color's name.
    /// - Returns: The color; resolving it is a table lookup.
    public func color(_ name: SystemColorName) -> DynamicColor {
        storage.colors[name.ordinal]
    }

    /// A system color by its name as Apple spells it (`systemBackground`, `red`), or `nil` for an unknown name.
    ///
    /// - Parameter name: The name; case is ignored.
    public func color(named name: String) -> DynamicColor? {
        SystemColorName(matching: name).map(color)
    }

    /// How sure the reference is of a color's values in this palette.
    public func confidence(of name: SystemColorName) -> Confidence {
        storage.entries[name.ordinal].confidence
    }

    /// The reference's note about a color in this palette (what is unverified, what differs), if any.
    public func note(for name: SystemColorName) -> String? {
        storage.entries[name.ordinal].note
    }

    /// The same as ``id``.
    public var description: String { id }

    /// Compares palettes by id.
    public static func == (lhs: SystemPalette, rhs: SystemPalette) -> Bool { lhs.id == rhs.id }

    /// Hashes the id.
    public func hash(into hasher: inout Hasher) { hasher.combine(id) }
}

/// One color's raw values in a palette, as the generator writes them.
struct PaletteEntry: Sendable {
    let name: SystemColorName
    let confidence: SystemPalette.Confidence
    let note: String?
    /// Red, green and blue per mode in ``AppearanceMode/all`` order, 0–255.
    let rgb: [UInt8]
    /// One opacity per mode in ``AppearanceMode/all`` order, 0–1.
    let opacity: [Double]

    var values: ModeValues<ResolvedColor> {
        ModeValues { mode in
            let red = mode.index * 3
            return ResolvedColor(
                red: Double(rgb[red]) / 255, green: Double(rgb[red + 1]) / 255, blue: Double(rgb[red + 2]) / 255,
                opacity: opacity[mode.index])
        }
    }
}

/// A palette's entries and the colors built from them, shared by every copy of a ``SystemPalette``.
private final class PaletteStorage: Sendable {
    let entries: [PaletteEntry]
    /// The tables, kept here for the life of the process (palettes are static), so the colors
    /// below need not own them and copy without reference counting.
    let tables: [ColorTable]
    let colors: [DynamicColor]

    init(_ entries: [PaletteEntry]) {
        self.entries = entries
        let tables = entries.map { ColorTable($0.values) }
        self.tables = tables
        self.colors = tables.map { DynamicColor(table: $0, opacity: 1, owned: false) }
    }
}
