/// One resolved value per ``AppearanceMode``, laid out by ``AppearanceMode/index``, shared by
/// every copy of a value-built ``DynamicColor``.
///
/// It is built from a ``ModeValues`` (so it always holds eight) and copies them into raw buffers, read on
/// the resolution path without bounds checks or reference counting (the appearance benchmarks measure it).
///
/// `@unchecked Sendable`: immutable after `init`; the two buffers are written only there.
@usableFromInline
final class ColorTable: @unchecked Sendable {
    /// The values, read by pointer without reference counting.
    let valueStorage: UnsafeMutablePointer<ResolvedColor>
    /// Per mode, the kinds whose change from that mode changes the value.
    let readsAtStorage: UnsafeMutablePointer<TraitMask>

    /// Creates a table of one value per mode.
    init(_ values: ModeValues<ResolvedColor>) {
        /// What a change of each kind reads: a scheme change is also what an idiom change to watch does.
        func mask(_ kind: TraitKind) -> TraitMask {
            kind == .colorScheme ? TraitMask([.colorScheme, .idiom]) : TraitMask([kind])
        }
        var perMode = [TraitMask]()
        perMode.reserveCapacity(AppearanceMode.count)
        for mode in AppearanceMode.all {
            let value = values[mode.index]
            var reads = TraitMask.none
            // A neighbour one trait away with another value: that trait is read.
            for other in AppearanceMode.all where values[other.index] != value {
                let kinds = mode.differingKinds(from: other)
                if kinds.count == 1 { reads = reads.union(mask(kinds[0])) }
            }
            // A value reached only by flipping several traits at once names all of them.
            for other in AppearanceMode.all where values[other.index] != value {
                let kinds = mode.differingKinds(from: other)
                if !kinds.contains(where: { reads.intersects(mask($0)) }) {
                    for kind in kinds { reads = reads.union(mask(kind)) }
                }
            }
            perMode.append(reads)
        }
        valueStorage = .allocate(capacity: AppearanceMode.count)
        valueStorage.initialize(from: values.values, count: AppearanceMode.count)
        readsAtStorage = .allocate(capacity: AppearanceMode.count)
        readsAtStorage.initialize(from: perMode, count: AppearanceMode.count)
    }

    deinit {
        valueStorage.deallocate()
        readsAtStorage.deallocate()
    }

    /// A table with one value in every mode.
    convenience init(repeating color: ResolvedColor) {
        self.init(ModeValues(repeating: color))
    }

    /// A table whose elevated values are its base values.
    convenience init(light: ResolvedColor, dark: ResolvedColor, increasedContrastLight: ResolvedColor, increasedContrastDark: ResolvedColor) {
        self.init(ModeValues { mode in
            switch (mode.colorScheme, mode.contrast) {
            case (.light, .standard): light
            case (.dark, .standard): dark
            case (.light, .increased): increasedContrastLight
            case (.dark, .increased): increasedContrastDark
            }
        })
    }
}
