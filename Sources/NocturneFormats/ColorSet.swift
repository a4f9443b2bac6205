import Foundation
import NocturneAppearance
import NocturneColor

/// One `.colorset` of an asset catalog: its name, where it sits, and its color entries (slots).
///
/// A color set resolves by the catalog's fallback rules (see ``tokenColor(in:idiom:resolver:)``),
/// which Nocturne documents as: light + high contrast → light → any; dark + high contrast → dark →
/// any + high contrast → any; a set without a high-contrast slot ignores Increase Contrast; an
/// explicit Light slot wins over Any in light mode; a slot without a color counts as absent; the
/// interface level changes nothing (catalogs cannot express it); on an sRGB display the sRGB entry
/// wins over a Display P3 entry of the same slot.
public struct ColorSet: Sendable, Hashable {
    /// The name, the folder name without `.colorset` (`Dark Blurple`).
    public var name: String
    /// Folder names from the catalog root to the set, without the set itself.
    public var folders: [String]
    /// The folders among ``folders`` that provide a namespace.
    public var namespace: [String]
    /// The entries in file order.
    public var entries: [ColorSetEntry]
    /// The path of the set's `Contents.json` relative to the catalog root.
    public var file: String

    /// Creates a color set.
    public init(name: String, folders: [String] = [], namespace: [String] = [], entries: [ColorSetEntry], file: String = "") {
        self.name = name
        self.folders = folders
        self.namespace = namespace
        self.entries = entries
        self.file = file
    }

    /// The name as `UIColor(named:)` and `Color(_:)` take it: namespace folders, then the name, joined by `/`.
    public var qualifiedName: String { (namespace + [name]).joined(separator: "/") }

    /// The Swift symbol Xcode generates for the set (Xcode 15+: words joined in camel case, a trailing `Color` dropped).
    public var swiftSymbol: String { SwiftSymbolName.symbol(for: qualifiedName) }

    /// The idioms the entries name, in file order.
    public var idioms: [String] {
        var seen: [String] = []
        for entry in entries where !seen.contains(entry.idiom) { seen.append(entry.idiom) }
        return seen
    }

    /// The idiom used for ``tokenColor(in:idiom:resolver:)`` by default: `universal` when present, else the first.
    public var primaryIdiom: String { idioms.contains("universal") ? "universal" : (idioms.first ?? "universal") }

    /// The entry that supplies a slot, or `nil`; an entry without a color does not count.
    ///
    /// - Parameters:
    ///   - luminosity: `nil` for Any, or light or dark.
    ///   - highContrast: Whether the slot is the high-contrast one.
    ///   - idiom: The idiom; `universal` entries serve every idiom that has none of its own.
    ///   - prefersDisplayP3: Pick the `display-P3` gamut entry when the slot has both.
    public func entry(luminosity: ColorScheme?, highContrast: Bool, idiom: String, prefersDisplayP3: Bool = false) -> ColorSetEntry? {
        let candidates = entries.filter { $0.luminosity == luminosity && $0.highContrast == highContrast && $0.color != nil }
        let forIdiom = candidates.filter { $0.idiom == idiom }
        let pool = forIdiom.isEmpty ? candidates.filter { $0.idiom == "universal" } : forIdiom
        if prefersDisplayP3, let wide = pool.first(where: { $0.displayGamut?.lowercased() == "display-p3" }) { return wide }
        return pool.first { $0.displayGamut?.lowercased() != "display-p3" } ?? pool.first
    }

    /// The slots tried for a scheme and contrast, in order (the fallback rules above).
    static func slotChain(scheme: ColorScheme, contrast: ColorSchemeContrast) -> [(luminosity: ColorScheme?, highContrast: Bool)] {
        switch (scheme, contrast) {
        case (.light, .standard): [(.light, false), (nil, false)]
        case (.dark, .standard): [(.dark, false), (nil, false)]
        case (.light, .increased): [(.light, true), (nil, true), (.light, false), (nil, false)]
        case (.dark, .increased): [(.dark, true), (.dark, false), (nil, true), (nil, false)]
        }
    }

    /// The entry that draws in a mode, by the fallback rules.
    public func drawingEntry(in mode: AppearanceMode, idiom: String? = nil, prefersDisplayP3: Bool = false) -> ColorSetEntry? {
        let idiom = idiom ?? primaryIdiom
        for slot in ColorSet.slotChain(scheme: mode.colorScheme, contrast: mode.contrast) {
            if let entry = entry(luminosity: slot.luminosity, highContrast: slot.highContrast, idiom: idiom, prefersDisplayP3: prefersDisplayP3) {
                return entry
            }
        }
        return nil
    }

    /// The value the set draws in a mode, with system references resolved in that mode's traits.
    ///
    /// - Parameters:
    ///   - mode: The mode.
    ///   - idiom: The idiom, ``primaryIdiom`` when `nil`.
    ///   - resolver: Resolves system-color references.
    /// - Returns: The value (with a Display P3 variant when the slot has a P3 entry), or `nil` when no slot has a color.
    public func tokenColor(in mode: AppearanceMode, idiom: String? = nil, resolver: SystemColorResolver) -> TokenColor? {
        guard let entry = drawingEntry(in: mode, idiom: idiom), let color = entry.color else { return nil }
        var value: TokenColor
        switch color {
        case .components(_, let components):
            value = TokenColor(components)
        case .reference(let reference):
            let resolved = resolver.resolve(reference)?.resolve(in: mode.traits).colorValue
            value = TokenColor(reference: reference, resolved: resolved)
        }
        if let wide = drawingEntry(in: mode, idiom: idiom, prefersDisplayP3: true), wide != entry,
            case .components(_, let p3)? = wide.color {
            value.displayP3 = p3
        }
        return value
    }

    /// The set as a dynamic color that resolves by the fallback rules; a set with no color draws clear.
    ///
    /// - Parameter resolver: Resolves system-color references.
    public func dynamicColor(resolver: SystemColorResolver = .default) -> DynamicColor {
        let set = self
        return DynamicColor { traits in
            let mode = AppearanceMode(traits)
            let idiom = ColorSet.catalogIdiom(for: traits.idiom)
            let useIdiom = set.idioms.contains(idiom) ? idiom : set.primaryIdiom
            guard let entry = set.drawingEntry(in: mode, idiom: useIdiom), let color = entry.color else {
                return ResolvedColor(red: 0, green: 0, blue: 0, opacity: 0)
            }
            switch color {
            case .components(_, let value): return ResolvedColor(value)
            case .reference(let reference):
                return resolver.resolve(reference)?.resolve(in: traits) ?? ResolvedColor(red: 0, green: 0, blue: 0, opacity: 0)
            }
        }
    }

    /// The asset catalog idiom for a device idiom (`phone` → `iphone`).
    public static func catalogIdiom(for idiom: Idiom) -> String {
        switch idiom {
        case .phone: "iphone"
        case .pad: "ipad"
        case .mac: "mac"
        case .watch: "watch"
        case .tv: "tv"
        case .vision: "vision"
        }
    }

    /// Whether the set has a Dark slot with a color.
    public var hasDarkSlot: Bool { entries.contains { $0.luminosity == .dark && $0.color != nil } }

    /// Whether the set has any high-contrast slot with a color.
    public var hasHighContrastSlot: Bool { entries.contains { $0.highContrast && $0.color != nil } }

    /// Whether what the set draws under Increase Contrast, in light and dark mode, is a system-color reference.
    ///
    /// A reference (`"reference" : "systemGray2Color"`) follows dark mode and Increase Contrast as that system color
    /// does, so such a set needs no High Contrast slot of its own.
    public var followsContrastThroughReferences: Bool {
        [ColorScheme.light, .dark].allSatisfy { scheme in
            guard let entry = drawingEntry(in: AppearanceMode(colorScheme: scheme, contrast: .increased)) else { return false }
            if case .reference? = entry.color { return true }
            return false
        }
    }

    /// Entries that name an appearance but give no color (Xcode shows an empty well).
    public var emptySlots: [ColorSetEntry] { entries.filter { $0.color == nil } }
}

/// One entry of a color set: an idiom, the appearances it applies to, an optional gamut and a color (or none).
public struct ColorSetEntry: Sendable, Hashable {
    /// `universal`, `iphone`, `ipad`, `mac`, `watch`, `tv`, `vision`…
    public var idiom: String
    /// `nil` for Any, else the luminosity appearance.
    public var luminosity: ColorScheme?
    /// Whether the entry has the `contrast: high` appearance.
    public var highContrast: Bool
    /// `sRGB` or `display-P3` when the set distinguishes gamuts.
    public var displayGamut: String?
    /// The color, or `nil` for an empty slot.
    public var color: ColorSetColor?
    /// The entry's key path in the file (`colors[1]`), for messages.
    public var key: String

    /// Creates an entry.
    public init(idiom: String = "universal", luminosity: ColorScheme? = nil, highContrast: Bool = false, displayGamut: String? = nil, color: ColorSetColor?, key: String = "") {
        self.idiom = idiom
        self.luminosity = luminosity
        self.highContrast = highContrast
        self.displayGamut = displayGamut
        self.color = color
        self.key = key
    }

    /// `Any`, `Dark`, `Any + High Contrast`… as Xcode's inspector names the slot.
    public var slotName: String {
        let base = luminosity.map { $0 == .dark ? "Dark" : "Light" } ?? "Any"
        return highContrast ? base + " + High Contrast" : base
    }
}

/// The color of an entry: components in a catalog color space, or a system-color reference.
public enum ColorSetColor: Sendable, Hashable {
    /// Components as read, converted to a ``/NocturneColor/ColorValue`` (the space says how they were written).
    case components(AssetColorSpace, ColorValue)
    /// A named system color.
    case reference(SystemColorReference)
}

/// The `color-space` values asset catalogs use, and how each maps to a ``/NocturneColor/ColorValue``.
public enum AssetColorSpace: String, CaseIterable, Sendable, Hashable {
    /// sRGB, components 0…1.
    case srgb
    /// Display P3.
    case displayP3 = "display-p3"
    /// Extended-range sRGB: components may leave 0…1.
    case extendedSRGB = "extended-srgb"
    /// Extended-range linear sRGB.
    case extendedLinearSRGB = "extended-linear-srgb"
    /// Gray with gamma 2.2: one `white` component.
    case grayGamma22 = "gray-gamma-22"
    /// Extended-range gray (gamma 2.2, mirrored for negatives): one `white` component.
    case extendedGray = "extended-gray"

    /// Whether the space has one `white` component instead of red, green and blue.
    public var isGray: Bool { self == .grayGamma22 || self == .extendedGray }

    /// Whether components may lie outside 0…1 (`extended-srgb`, `extended-linear-srgb`, `extended-gray`).
    public var isExtended: Bool { self == .extendedSRGB || self == .extendedLinearSRGB || self == .extendedGray }

    /// The extended space that holds this space's values beyond 0…1 (`srgb` → `extended-srgb`).
    var extendedName: String {
        switch self {
        case .grayGamma22, .extendedGray: AssetColorSpace.extendedGray.rawValue
        case .srgb, .extendedSRGB, .displayP3: AssetColorSpace.extendedSRGB.rawValue
        case .extendedLinearSRGB: AssetColorSpace.extendedLinearSRGB.rawValue
        }
    }

    /// The color a set of components denotes.
    ///
    /// - Parameters:
    ///   - components: Red, green, blue (gray spaces use only the first, as `white`).
    ///   - alpha: The opacity.
    /// - Returns: The color; gray becomes sRGB through linear light (`white`^2.2).
    public func colorValue(_ components: SIMD3<Double>, alpha: Double) -> ColorValue {
        switch self {
        case .srgb, .extendedSRGB: return ColorValue(.srgb, components, alpha: alpha)
        case .displayP3: return ColorValue(.displayP3, components, alpha: alpha)
        case .extendedLinearSRGB: return ColorValue(.srgbLinear, components, alpha: alpha)
        case .grayGamma22, .extendedGray:
            let white = components.x
            let linear = white < 0 ? -Foundation.pow(-white, 2.2) : Foundation.pow(white, 2.2)
            return ColorValue(.srgbLinear, SIMD3(repeating: linear), alpha: alpha).converted(to: .srgb)
        }
    }
}
