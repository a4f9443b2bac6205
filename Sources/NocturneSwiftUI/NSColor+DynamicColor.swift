#if canImport(AppKit) && !targetEnvironment(macCatalyst)
import AppKit
import NocturneAppearance

extension NSColor {
    /// Creates an AppKit color that resolves `dynamicColor` against the drawing appearance every time AppKit asks.
    ///
    /// AppKit calls the provider whenever it draws under an appearance (Aqua, Dark Aqua and their
    /// Increase Contrast variants), so views follow the system; nothing is cached across appearances.
    /// macOS has no elevated level: the color resolves at the base level.
    ///
    /// - Parameters:
    ///   - dynamicColor: The color to resolve.
    ///   - name: A name for debugging and `NSColor.colorNameComponent`, or `nil`.
    public convenience init(_ dynamicColor: DynamicColor, name: NSColor.Name? = nil) {
        self.init(name: name) { appearance in
            NSColor(resolved: dynamicColor.resolve(in: Traits(appearance)))
        }
    }

    /// Creates a color that is `light` under the light appearances and `dark` under the dark ones.
    ///
    /// - Parameters:
    ///   - light: The color under Aqua and its high-contrast variant.
    ///   - dark: The color under Dark Aqua and its high-contrast variant.
    public convenience init(light: NSColor, dark: NSColor) {
        self.init(name: nil) { appearance in
            Traits(appearance).colorScheme == .dark ? dark : light
        }
    }

    /// A constant AppKit color with a resolved color's extended-sRGB components and opacity.
    ///
    /// - Parameter resolved: The color.
    public convenience init(resolved: ResolvedColor) {
        self.init(srgbRed: CGFloat(resolved.red), green: CGFloat(resolved.green),
                  blue: CGFloat(resolved.blue), alpha: CGFloat(resolved.opacity))
    }
}

extension Traits {
    /// The traits an AppKit appearance means: its color scheme and contrast, the rest at Apple's defaults.
    ///
    /// The appearance is matched against `AppKitAppearanceName.matchCandidates` (NocturneAppearance, package access) with
    /// `bestMatch(from:)`, as AppKit recommends; the mapping of names is `AppKitAppearanceName`, tested on every platform.
    ///
    /// - Parameter appearance: The appearance, e.g. a view's `effectiveAppearance`.
    public init(_ appearance: NSAppearance) {
        let candidates = AppKitAppearanceName.matchCandidates.map { NSAppearance.Name(rawValue: $0.rawValue) }
        let match = appearance.bestMatch(from: candidates).flatMap { AppKitAppearanceName(rawValue: $0.rawValue) }
        self = (match ?? .aqua).traitCollection.resolved(inheriting: Traits(idiom: .mac))
    }
}
#endif
