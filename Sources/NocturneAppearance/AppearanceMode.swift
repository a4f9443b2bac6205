/// One of the eight appearances a themed color must read well in: scheme × contrast × level.
///
/// The key is `<scheme>-<contrast>-<level>`, e.g. `dark-increased-elevated`, as the theme JSON,
/// the exporters and the audit spell it.
public struct AppearanceMode: Sendable, Hashable, Codable, CustomStringConvertible, Comparable {
    /// Light or dark.
    public var colorScheme: ColorScheme
    /// Standard or increased contrast.
    public var contrast: ColorSchemeContrast
    /// Base or elevated level.
    public var level: InterfaceLevel

    /// Creates a mode.
    public init(colorScheme: ColorScheme, contrast: ColorSchemeContrast = .standard, level: InterfaceLevel = .base) {
        self.colorScheme = colorScheme
        self.contrast = contrast
        self.level = level
    }

    /// The mode a set of traits falls in.
    public init(_ traits: Traits) {
        self.init(colorScheme: traits.colorScheme, contrast: traits.contrast, level: traits.level)
    }

    /// Parses a key such as `light-standard-base`.
    ///
    /// - Parameter key: `<scheme>-<contrast>-<level>`.
    /// - Returns: The mode, or `nil` when the key is not one of the eight.
    public init?(key: String) {
        let parts = key.split(separator: "-", omittingEmptySubsequences: false).map(String.init)
        guard parts.count == 3,
            let scheme = ColorScheme(rawValue: parts[0]),
            let contrast = ColorSchemeContrast(rawValue: parts[1]),
            let level = InterfaceLevel(rawValue: parts[2])
        else { return nil }
        self.init(colorScheme: scheme, contrast: contrast, level: level)
    }

    /// `<scheme>-<contrast>-<level>`.
    public var key: String { "\(colorScheme.rawValue)-\(contrast.rawValue)-\(level.rawValue)" }

    /// The same as ``key``.
    public var description: String { key }

    /// Traits with this mode's scheme, contrast and level and defaults elsewhere.
    public var traits: Traits { Traits(colorScheme: colorScheme, contrast: contrast, level: level) }

    /// How many modes there are: two color schemes × two contrasts × two levels.
    public static let count = 8

    /// The eight modes in the order the theme JSON lists them: base before elevated, then
    /// standard before increased, then light before dark. `all[mode.index] == mode`.
    public static let all: [AppearanceMode] = (0..<count).map { AppearanceMode(_index: $0) }

    /// The mode's position in ``all``, in `0..<AppearanceMode.count`: bit 0 dark, bit 1 Increase Contrast, bit 2 elevated.
    ///
    /// Tables of per-mode values (a theme token's values, a pair's results, a dynamic color's
    /// table) are laid out in this order and read with this index.
    @inlinable
    public var index: Int {
        (colorScheme == .dark ? 1 : 0) | (contrast == .increased ? 2 : 0) | (level == .elevated ? 4 : 0)
    }

    /// The mode at a position in ``all``.
    ///
    /// - Parameter index: A position in `0..<AppearanceMode.count`.
    /// - Returns: The mode, or `nil` when `index` is out of range.
    public init?(index: Int) {
        guard (0..<AppearanceMode.count).contains(index) else { return nil }
        self.init(_index: index)
    }

    /// The mode at an index known to be in range (bits above the third are ignored).
    @usableFromInline
    init(_index index: Int) {
        self.init(
            colorScheme: index & 1 != 0 ? .dark : .light,
            contrast: index & 2 != 0 ? .increased : .standard,
            level: index & 4 != 0 ? .elevated : .base)
    }

    /// The index of the mode a set of traits resolves in (watch is always dark): the table lookup of every dynamic color.
    @inlinable
    static func index(of traits: Traits) -> Int {
        let dark = traits._colorScheme == .dark || traits.idiom == .watch
        return (dark ? 1 : 0) | (traits.contrast == .increased ? 2 : 0) | (traits.level == .elevated ? 4 : 0)
    }

    /// The modes whose value stands in for this one when it has none, nearest first.
    ///
    /// The mode itself, then the same scheme and contrast at the base level, then standard
    /// contrast, then the light scheme: a missing elevated value takes the base one, a missing
    /// Increase Contrast value the standard one, a missing dark value the light one.
    /// `dark-increased-elevated` lists all eight; `light-standard-base` only itself.
    public var fallbackChain: [AppearanceMode] { AppearanceMode.fallbackChains[index] }

    private static let fallbackChains: [[AppearanceMode]] = all.map { mode in
        let schemes: [ColorScheme] = mode.colorScheme == .dark ? [.dark, .light] : [.light]
        let contrasts: [ColorSchemeContrast] = mode.contrast == .increased ? [.increased, .standard] : [.standard]
        let levels: [InterfaceLevel] = mode.level == .elevated ? [.elevated, .base] : [.base]
        return schemes.flatMap { scheme in
            contrasts.flatMap { contrast in levels.map { AppearanceMode(colorScheme: scheme, contrast: contrast, level: $0) } }
        }
    }

    /// The kinds (color scheme, contrast, level) in which two modes differ.
    func differingKinds(from other: AppearanceMode) -> [TraitKind] {
        var kinds: [TraitKind] = []
        if colorScheme != other.colorScheme { kinds.append(.colorScheme) }
        if contrast != other.contrast { kinds.append(.contrast) }
        if level != other.level { kinds.append(.level) }
        return kinds
    }

    /// Orders modes as ``all`` lists them.
    public static func < (lhs: AppearanceMode, rhs: AppearanceMode) -> Bool { lhs.index < rhs.index }
}
