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

    /// The eight modes in the order the theme JSON lists them: base before elevated, then
    /// standard before increased, then light before dark.
    public static let all: [AppearanceMode] = InterfaceLevel.allCases.flatMap { level in
        ColorSchemeContrast.allCases.flatMap { contrast in
            ColorScheme.allCases.map { AppearanceMode(colorScheme: $0, contrast: contrast, level: level) }
        }
    }

    /// Orders modes as ``all`` lists them.
    public static func < (lhs: AppearanceMode, rhs: AppearanceMode) -> Bool {
        func rank(_ mode: AppearanceMode) -> Int {
            (mode.level == .elevated ? 4 : 0) + (mode.contrast == .increased ? 2 : 0) + (mode.colorScheme == .dark ? 1 : 0)
        }
        return rank(lhs) < rank(rhs)
    }
}
