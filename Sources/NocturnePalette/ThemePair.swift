import NocturneAppearance

/// A declared foreground/background pair of a theme with its measured contrast in every mode.
public struct ThemePair: Sendable, Hashable {
    /// The foreground token (text, icon, outline or solid fill).
    public let foreground: TokenRole
    /// The background it is declared on.
    public let background: TokenRole
    /// The promised minimum.
    public let requirement: ContrastRequirement
    /// One result per mode, in ``/NocturneAppearance/AppearanceMode/all`` order.
    public let results: ModeValues<PairResult>

    /// Creates a pair.
    public init(foreground: TokenRole, background: TokenRole, requirement: ContrastRequirement, results: ModeValues<PairResult>) {
        self.foreground = foreground
        self.background = background
        self.requirement = requirement
        self.results = results
    }

    /// The result in one mode.
    public subscript(mode: AppearanceMode) -> PairResult { results[mode.index] }

    /// `foregroundSecondary on backgroundSecondary`.
    public var label: String { "\(foreground.rawValue) on \(background.rawValue)" }
}
