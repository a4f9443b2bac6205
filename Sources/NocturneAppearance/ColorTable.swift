extension AppearanceMode {
    /// The mode at a table index: bit 0 dark, bit 1 Increase Contrast, bit 2 elevated.
    init(index: Int) {
        self.init(
            colorScheme: index & 1 != 0 ? .dark : .light,
            contrast: index & 2 != 0 ? .increased : .standard,
            level: index & 4 != 0 ? .elevated : .base)
    }

    /// The table index of this mode (the inverse of `init(index:)`).
    var index: Int {
        (colorScheme == .dark ? 1 : 0) | (contrast == .increased ? 2 : 0) | (level == .elevated ? 4 : 0)
    }
}

/// Eight resolved values in ``AppearanceMode`` order (bit 0 dark, bit 1 Increase Contrast, bit 2
/// elevated), shared by every copy of a value-built ``DynamicColor``.
///
/// `@unchecked Sendable`: immutable after `init`; the two buffers are written only there.
@usableFromInline
final class ColorTable: @unchecked Sendable {
    @usableFromInline let values: [ResolvedColor]
    /// The same values in memory this object owns, for pointer reads without reference counting.
    let valueStorage: UnsafeMutablePointer<ResolvedColor>
    let readsAtStorage: UnsafeMutablePointer<TraitMask>
    /// The trait kinds along which the values differ.
    @usableFromInline let reads: TraitMask

    init(_ values: [ResolvedColor]) {
        precondition(values.count == 8, "a color table holds exactly 8 values")
        self.values = values
        var raw: UInt16 = 0
        for index in 0..<8 {
            if values[index] != values[index ^ 1] { raw |= TraitKind.colorScheme.bit | TraitKind.idiom.bit }
            if values[index] != values[index ^ 2] { raw |= TraitKind.contrast.bit }
            if values[index] != values[index ^ 4] { raw |= TraitKind.level.bit }
        }
        self.reads = TraitMask(rawValue: raw)
        var perIndex = [TraitMask]()
        for index in 0..<8 {
            var mask: UInt16 = 0
            let bits: [(Int, UInt16)] = [
                (1, TraitKind.colorScheme.bit | TraitKind.idiom.bit), (2, TraitKind.contrast.bit), (4, TraitKind.level.bit),
            ]
            for (flip, kinds) in bits where values[index] != values[index ^ flip] { mask |= kinds }
            // A value reached only by flipping several traits at once names all of them.
            for other in 0..<8 where values[other] != values[index] {
                let delta = index ^ other
                if !bits.contains(where: { delta & $0.0 != 0 && mask & $0.1 != 0 }) {
                    for (flip, kinds) in bits where delta & flip != 0 { mask |= kinds }
                }
            }
            perIndex.append(TraitMask(rawValue: mask))
        }
        self.readsAt = perIndex
        valueStorage = .allocate(capacity: 8)
        valueStorage.initialize(from: values, count: 8)
        readsAtStorage = .allocate(capacity: 8)
        readsAtStorage.initialize(from: perIndex, count: 8)
    }

    deinit {
        valueStorage.deallocate()
        readsAtStorage.deallocate()
    }

    /// Per table index, the kinds whose change from that index changes the value.
    @usableFromInline let readsAt: [TraitMask]

    @inlinable
    static func index(of traits: Traits) -> Int {
        let dark = traits._colorScheme == .dark || traits.idiom == .watch
        return (dark ? 1 : 0) | (traits.contrast == .increased ? 2 : 0) | (traits.level == .elevated ? 4 : 0)
    }

    convenience init(repeating color: ResolvedColor) {
        self.init(Array(repeating: color, count: 8))
    }

    convenience init(light: ResolvedColor, dark: ResolvedColor, increasedContrastLight: ResolvedColor, increasedContrastDark: ResolvedColor) {
        let base = [light, dark, increasedContrastLight, increasedContrastDark]
        self.init(base + base)
    }

    @inlinable
    func resolve(_ traits: Traits, opacity: Double) -> ResolvedColor {
        var color = values[ColorTable.index(of: traits) & 7]
        color.opacity *= opacity
        return color
    }
}
