/// Which contrast measure a theme must satisfy; both are always computed and reported.
public enum ContrastMethod: String, CaseIterable, Sendable, Hashable, Codable {
    /// WCAG 2.2 contrast ratio (the default): the legal standard.
    case wcag
    /// APCA lightness contrast |Lc|, the WCAG 3 candidate.
    case apca
    /// Both at once.
    case both

    /// Whether WCAG minimums bind.
    public var checksWCAG: Bool { self != .apca }
    /// Whether APCA minimums bind.
    public var checksAPCA: Bool { self != .wcag }
}
