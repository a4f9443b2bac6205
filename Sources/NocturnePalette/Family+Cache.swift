import NocturneAppearance

extension Family {
    /// Every named family's stops 0, 50, …, 1000, solved once (sRGB and Display P3) on first use.
    ///
    /// Named families are constants, so their swatches are too; themes and ramps read them from here.
    /// Swift initializes a `static let` exactly once, thread-safely.
    static let namedSwatches: [Family: [Swatch]] = {
        var table: [Family: [Swatch]] = [:]
        for family in Family.named {
            table[family] = (0...20).map { family.solveSwatch(at: Stop($0 * 50)) }
        }
        return table
    }()

    /// The cached swatch of a named family at a multiple of 50, or `nil` for any other family or stop.
    static func namedSwatch(_ family: Family, stop: Double) -> Swatch? {
        guard stop >= 0, stop <= 1000, stop == stop.rounded(), Int(stop) % 50 == 0 else { return nil }
        return namedSwatches[family]?[Int(stop) / 50]
    }
}
