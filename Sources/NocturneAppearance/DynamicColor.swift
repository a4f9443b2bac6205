import NocturneColor

/// A color that resolves differently per set of ``Traits``: the heart of dark mode.
///
/// Resolution is a pure function of the traits passed in; nothing caches a resolved value
/// across traits. Build one from a light and a dark value (it then ignores Increase Contrast),
/// from all four appearance values, or from any provider closure. Colors built from values
/// (including Apple's palette, ``DynamicColor/systemRed`` and friends) resolve by a table lookup
/// with no allocation; provider colors call their closure.
///
/// Sendable: a value-built color points into an immutable table that nothing writes after
/// creation; a provider color holds a `@Sendable` closure.
public struct DynamicColor: @unchecked Sendable {
    // `@unchecked Sendable`: the pointers lead into an immutable ColorTable (kept alive by
    // `_owner`, or by a static palette for Apple's colors) that nothing writes after creation;
    // the provider is `@Sendable`.
    /// For value-built colors: the table's value per mode, read without reference counting; `nil` for providers.
    @usableFromInline let _values: UnsafePointer<ResolvedColor>?
    /// For value-built colors: per-mode read masks.
    @usableFromInline let _readsAt: UnsafePointer<TraitMask>?
    /// The opacity factor applied to table values.
    @usableFromInline let _opacity: Double
    /// Keeps a user-built table alive; `nil` for Apple's palette (immortal) and for providers,
    /// so copying a palette color touches no reference count.
    @usableFromInline let _owner: ColorTable?
    /// For provider colors: the function and the kinds it reads.
    @usableFromInline let _provider: (@Sendable (Traits) -> ResolvedColor)?
    @usableFromInline let _providerReads: TraitMask

    /// A value-built color over `table`; `owned: false` only for tables that live forever.
    init(table: ColorTable, opacity: Double, owned: Bool) {
        _values = UnsafePointer(table.valueStorage)
        _readsAt = UnsafePointer(table.readsAtStorage)
        _opacity = opacity
        _owner = owned ? table : nil
        _provider = nil
        _providerReads = .none
    }

    /// The same color with another opacity factor, sharing the table.
    init(sharing other: DynamicColor, opacity: Double) {
        _values = other._values
        _readsAt = other._readsAt
        _opacity = opacity
        _owner = other._owner
        _provider = nil
        _providerReads = .none
    }

    init(provider: @escaping @Sendable (Traits) -> ResolvedColor, reads: TraitMask) {
        _values = nil
        _readsAt = nil
        _opacity = 1
        _owner = nil
        _provider = provider
        _providerReads = reads
    }

    /// The function from traits to the resolved color.
    public var provider: @Sendable (Traits) -> ResolvedColor {
        if let _provider { return _provider }
        let color = self
        return { traits in color.resolve(in: traits) }
    }

    /// Creates a color from any function of the traits.
    ///
    /// The color is taken to read every trait (see ``readTraits``); use
    /// ``init(reading:_:)`` to name fewer, so that observers redraw less.
    /// - Parameter provider: Called each time the color resolves; must be pure.
    public init(_ provider: @escaping @Sendable (Traits) -> ResolvedColor) {
        self.init(provider: provider, reads: .all)
    }

    /// Creates a color from a function that reads only the named traits.
    ///
    /// - Parameters:
    ///   - traits: The traits `provider` reads; automatic tracking redraws a node only when one of them changes.
    ///   - provider: Called each time the color resolves; must be pure.
    public init(reading traits: [TraitKind], _ provider: @escaping @Sendable (Traits) -> ResolvedColor) {
        var mask = TraitMask(traits)
        if mask.intersects(TraitMask([.colorScheme])) { mask = mask.union(TraitMask([.idiom])) }
        self.init(provider: provider, reads: mask)
    }

    /// Creates a color that is the same in every environment.
    public init(_ color: ResolvedColor) {
        self.init(table: ColorTable(repeating: color), opacity: 1, owned: true)
    }

    /// Creates a color that is the same in every environment.
    public init(_ color: ColorValue) {
        self.init(ResolvedColor(color))
    }

    /// Creates a color with a light and a dark value; Increase Contrast and level change nothing.
    public init(light: ResolvedColor, dark: ResolvedColor) {
        self.init(table: ColorTable(light: light, dark: dark, increasedContrastLight: light, increasedContrastDark: dark), opacity: 1, owned: true)
    }

    /// Creates a color with a light and a dark value; Increase Contrast and level change nothing.
    public init(light: ColorValue, dark: ColorValue) {
        self.init(light: ResolvedColor(light), dark: ResolvedColor(dark))
    }

    /// Creates a color with light, dark and Increase Contrast values for each scheme.
    public init(light: ResolvedColor, dark: ResolvedColor, increasedContrastLight: ResolvedColor, increasedContrastDark: ResolvedColor) {
        self.init(
            table: ColorTable(light: light, dark: dark, increasedContrastLight: increasedContrastLight, increasedContrastDark: increasedContrastDark),
            opacity: 1, owned: true)
    }

    /// Creates a color from 8-bit sRGB light and dark values; Increase Contrast and level change nothing.
    public init(light: RGB8, dark: RGB8) {
        self.init(light: ResolvedColor(light), dark: ResolvedColor(dark))
    }

    /// Creates a color from 8-bit sRGB light, dark and Increase Contrast values.
    public init(light: RGB8, dark: RGB8, increasedContrastLight: RGB8, increasedContrastDark: RGB8) {
        self.init(
            light: ResolvedColor(light), dark: ResolvedColor(dark),
            increasedContrastLight: ResolvedColor(increasedContrastLight), increasedContrastDark: ResolvedColor(increasedContrastDark))
    }

    /// Creates a color with light, dark and Increase Contrast values for each scheme.
    public init(light: ColorValue, dark: ColorValue, increasedContrastLight: ColorValue, increasedContrastDark: ColorValue) {
        self.init(
            light: ResolvedColor(light), dark: ResolvedColor(dark),
            increasedContrastLight: ResolvedColor(increasedContrastLight), increasedContrastDark: ResolvedColor(increasedContrastDark))
    }

    /// Creates a color with its value in each of the eight appearance modes.
    ///
    /// - Parameter values: The value of each mode.
    public init(_ values: ModeValues<ResolvedColor>) {
        self.init(table: ColorTable(values), opacity: 1, owned: true)
    }

    /// Creates a color from the values of some modes, the others falling back.
    ///
    /// - Parameter values: The given values (a dictionary literal, `[mode: color]`, leaves the others `nil`); a
    ///   missing elevated mode takes its base value, a missing Increase Contrast mode its standard value, a
    ///   missing dark mode the light one, and a color with no value at all is clear.
    public init(modes values: ModeValues<ResolvedColor?>) {
        let table = ModeValues { mode in
            mode.fallbackChain.lazy.compactMap { values[$0] }.first ?? ResolvedColor(red: 0, green: 0, blue: 0, opacity: 0)
        }
        self.init(table)
    }

    /// The color for one set of traits.
    ///
    /// - Parameter traits: The environment to resolve in.
    /// - Returns: The color as it draws there.
    /// - Complexity: O(1); a table lookup with no allocation for colors built from values.
    @inlinable
    public func resolve(in traits: Traits) -> ResolvedColor {
        if let values = _values {
            var color = values[AppearanceMode.index(of: traits)]
            color.opacity *= _opacity
            return color
        }
        return _provider?(traits) ?? ResolvedColor(red: 0, green: 0, blue: 0, opacity: 0)
    }

    /// The same color with its opacity multiplied by `opacity` in every environment.
    ///
    /// `.red.opacity(0.3).opacity(0.5)` resolves to opacity 0.15.
    public func opacity(_ opacity: Double) -> DynamicColor {
        if _values != nil { return DynamicColor(sharing: self, opacity: _opacity * opacity) }
        let provider = self.provider
        return DynamicColor(provider: { traits in provider(traits).multiplyingOpacity(opacity) }, reads: _providerReads)
    }

    /// The trait kinds this color's value can depend on: what automatic tracking records when it resolves.
    ///
    /// For value-built colors this is exact (a light/dark pair reads only the color scheme);
    /// provider colors report what they were created with (every trait by default).
    public var readTraits: [TraitKind] { readMask.kinds }

    @inlinable
    var readMask: TraitMask {
        guard let readsAt = _readsAt else { return _providerReads }
        var mask: UInt16 = 0
        for index in 0..<AppearanceMode.count { mask |= readsAt[index].rawValue }
        return TraitMask(rawValue: mask)
    }

    /// The trait kinds whose change would change this color's value from what it is in `traits`:
    /// what ``ViewNode/resolve(_:)`` records. Exact for value-built colors (systemBackground in
    /// light mode does not read the level); everything named for providers.
    @inlinable
    func readMask(at traits: Traits) -> TraitMask {
        if let readsAt = _readsAt { return readsAt[AppearanceMode.index(of: traits)] }
        return readMask
    }

    /// The value in each of the eight appearance modes, when the color is built from values; `nil` for providers.
    public var modeValues: ModeValues<ResolvedColor>? {
        guard let values = _values else { return nil }
        return ModeValues { mode in values[mode.index].multiplyingOpacity(_opacity) }
    }
}
