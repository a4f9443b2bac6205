/// Asset names that generate the same Swift symbol, as the catalog and the token audit report them.
///
/// `Brand/Blurple` and `brand-blurple` both become `brandBlurple`: a generated `Theme.swift` could hold only one.
public struct SymbolCollision: Sendable, Hashable {
    /// The Swift symbol the names share (`brandBlurple`).
    public var symbol: String
    /// The names that produce it, in the order they were given; always two or more.
    public var names: [String]
}
