/// Traits as a host platform reports them, UIKit-style: every field may be unspecified (`nil`), which means *inherit*.
///
/// An unspecified field never means light or standard: it takes the value of the parent
/// environment, and only at the root does it fall back to the ``Traits`` defaults. The same type
/// is a node's ``ViewNode/overrides``: `overrides.colorScheme = .dark` is SwiftUI's
/// `.environment(\.colorScheme, .dark)` and UIKit's `traitOverrides.userInterfaceStyle = .dark`.
///
/// ```swift
/// let reported = TraitCollection(colorScheme: .dark)        // the host knows only the style
/// let traits = reported.resolved()                           // dark, standard, base, …
/// let child = TraitCollection(level: .elevated).resolved(inheriting: traits)
/// ```
public struct TraitCollection: Sendable, Hashable, Codable {
    /// Light or dark; `nil` inherits.
    public var colorScheme: ColorScheme?
    /// Standard or increased contrast; `nil` inherits.
    public var contrast: ColorSchemeContrast?
    /// Base or elevated; `nil` inherits.
    public var level: InterfaceLevel?
    /// Regular or bold text; `nil` inherits.
    public var legibilityWeight: LegibilityWeight?
    /// Points to pixels; `nil` inherits.
    public var displayScale: Double?
    /// Reduce Transparency; `nil` inherits.
    public var reduceTransparency: Bool?
    /// Reduce Motion; `nil` inherits.
    public var reduceMotion: Bool?
    /// The device idiom; `nil` inherits.
    public var idiom: Idiom?

    /// Creates a collection; every field defaults to unspecified.
    public init(
        colorScheme: ColorScheme? = nil,
        contrast: ColorSchemeContrast? = nil,
        level: InterfaceLevel? = nil,
        legibilityWeight: LegibilityWeight? = nil,
        displayScale: Double? = nil,
        reduceTransparency: Bool? = nil,
        reduceMotion: Bool? = nil,
        idiom: Idiom? = nil
    ) {
        self.colorScheme = colorScheme
        self.contrast = contrast
        self.level = level
        self.legibilityWeight = legibilityWeight
        self.displayScale = displayScale
        self.reduceTransparency = reduceTransparency
        self.reduceMotion = reduceMotion
        self.idiom = idiom
    }

    /// Creates a fully specified collection from resolved traits.
    ///
    /// - Parameter traits: The traits; every field becomes specified.
    public init(_ traits: Traits) {
        self.init(
            colorScheme: traits.colorScheme, contrast: traits.contrast, level: traits.level,
            legibilityWeight: traits.legibilityWeight, displayScale: traits.displayScale,
            reduceTransparency: traits.reduceTransparency, reduceMotion: traits.reduceMotion, idiom: traits.idiom)
    }

    /// A collection with every field unspecified: inherits everything.
    public static let unspecified = TraitCollection()

    /// Whether every field is unspecified.
    public var isEmpty: Bool { self == .unspecified }

    /// Whether every field is specified.
    public var isFullySpecified: Bool {
        colorScheme != nil && contrast != nil && level != nil && legibilityWeight != nil && displayScale != nil
            && reduceTransparency != nil && reduceMotion != nil && idiom != nil
    }

    /// The kinds this collection specifies.
    public var specifiedKinds: [TraitKind] {
        TraitKind.allCases.filter { kind in
            switch kind {
            case .colorScheme: colorScheme != nil
            case .contrast: contrast != nil
            case .level: level != nil
            case .legibilityWeight: legibilityWeight != nil
            case .displayScale: displayScale != nil
            case .reduceTransparency: reduceTransparency != nil
            case .reduceMotion: reduceMotion != nil
            case .idiom: idiom != nil
            }
        }
    }

    /// Resolves the collection: specified fields win, unspecified ones come from `parent`.
    ///
    /// - Parameter parent: The environment this collection sits in; the ``Traits`` defaults at the root.
    /// - Returns: Fully resolved traits.
    @inlinable
    public func resolved(inheriting parent: Traits = .default) -> Traits {
        var traits = parent
        if let colorScheme { traits.colorScheme = colorScheme }
        if let contrast { traits.contrast = contrast }
        if let level { traits.level = level }
        if let legibilityWeight { traits.legibilityWeight = legibilityWeight }
        if let displayScale { traits.displayScale = displayScale }
        if let reduceTransparency { traits.reduceTransparency = reduceTransparency }
        if let reduceMotion { traits.reduceMotion = reduceMotion }
        if let idiom { traits.idiom = idiom }
        return traits
    }

    /// This collection with the specified fields of `other` laid over it (`other` wins where both specify).
    ///
    /// - Parameter other: The collection that takes precedence.
    /// - Returns: The merged collection.
    public func merging(_ other: TraitCollection) -> TraitCollection {
        TraitCollection(
            colorScheme: other.colorScheme ?? colorScheme, contrast: other.contrast ?? contrast,
            level: other.level ?? level, legibilityWeight: other.legibilityWeight ?? legibilityWeight,
            displayScale: other.displayScale ?? displayScale,
            reduceTransparency: other.reduceTransparency ?? reduceTransparency,
            reduceMotion: other.reduceMotion ?? reduceMotion, idiom: other.idiom ?? idiom)
    }
}

extension Traits {
    /// Creates resolved traits from a host's collection: unspecified fields inherit from `parent`.
    ///
    /// - Parameters:
    ///   - collection: What the host reports.
    ///   - parent: The environment to inherit from; the defaults at the root.
    public init(_ collection: TraitCollection, inheriting parent: Traits = .default) {
        self = collection.resolved(inheriting: parent)
    }

    /// These traits as a fully specified ``TraitCollection``.
    public var collection: TraitCollection { TraitCollection(self) }
}
