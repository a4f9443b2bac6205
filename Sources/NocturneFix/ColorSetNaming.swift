import NocturneColor
import NocturneFormats
import NocturnePalette

/// Names the new color sets: a palette constant by its own name, any other color by its role and hue, never colliding.
///
/// `Palette.Slate.dark` becomes `SlateDark` (the enclosing `Palette`, `Colors`, `Theme`… namespace
/// dropped), a teal text color `ContentTeal`. A name is never one the catalogs already use, one
/// given earlier in the run, or one whose generated Swift symbol is one of SwiftUI's own colors
/// (`.purple`, `.primary`), a theme token's (`backgroundPrimary`) or another set's symbol: `2`, `3`, … is appended.
struct ColorSetNaming {
    /// Symbols that SwiftUI's `Color` (and `ShapeStyle`) already declare: a set generating one would be ambiguous.
    static let reservedSymbols: Set<String> = [
        "accentColor", "black", "blue", "brown", "clear", "cyan", "gray", "green", "indigo", "mint", "orange", "pink", "purple",
        "red", "teal", "white", "yellow", "primary", "secondary", "tertiary", "quaternary", "quinary", "accent", "background",
        "foreground", "separator", "placeholder", "selection", "tint", "windowBackground",
    ]

    /// Namespace words dropped from the front of a constant's path.
    static let namespaces: Set<String> = ["palette", "colors", "color", "colours", "colour", "theme", "themes", "style", "styles", "app",
                                          "appcolors", "uicolor", "nscolor", "swiftui", "brand", "assets", "asset", "constants", "design"]

    /// Every name taken: the catalogs' assets of every kind, and the names given so far.
    private var takenNames: Set<String>
    /// The generated symbols of the taken names.
    private var takenSymbols: Set<String>

    /// A namer that avoids `existing` (every asset name in the catalogs, image sets included).
    init(existing: some Sequence<String>) {
        takenNames = Set(existing.map { $0.lowercased() })
        // The theme's own tokens too: the sets are recorded in the theme file, whose reader refuses a color named like one.
        takenSymbols = Set(existing.map { SwiftSymbolName.symbol(for: $0) }).union(Self.reservedSymbols)
            .union(TokenRole.allCases.map { SwiftSymbolName.symbol(for: $0.rawValue) })
    }

    /// A new name, recorded as taken.
    ///
    /// - Parameters:
    ///   - constant: The palette constant's path (`Palette.Slate.dark`), when the color is one.
    ///   - role: How the color is used.
    ///   - color: Its light value, whose hue names it when it is not a constant.
    mutating func name(constant: String?, role: FixRole, color: SiteColor) -> String {
        let base = constant.flatMap(Self.name(forConstant:)) ?? role.word + Self.hueWord(color.rgb)
        var candidate = base
        var counter = 2
        while takenNames.contains(candidate.lowercased()) || takenSymbols.contains(SwiftSymbolName.symbol(for: candidate)) {
            candidate = base + "\(counter)"
            counter += 1
        }
        takenNames.insert(candidate.lowercased())
        takenSymbols.insert(SwiftSymbolName.symbol(for: candidate))
        return candidate
    }

    /// `Palette.Slate.dark` → `SlateDark`, `errorRed` → `ErrorRed`; `nil` when nothing is left to name it.
    static func name(forConstant path: String) -> String? {
        var parts = path.split(separator: ".").map(String.init).filter { !$0.isEmpty }
        while parts.count > 1, namespaces.contains(parts[0].lowercased()) { parts.removeFirst() }
        let words = parts.map { part in
            let letters = part.filter { $0.isLetter || $0.isNumber || $0 == "_" }.split(separator: "_").map(String.init)
            return letters.map { $0.prefix(1).uppercased() + $0.dropFirst() }.joined()
        }
        let name = words.joined()
        guard let first = name.first, first.isLetter else { return nil }
        return name
    }

    /// The hue family a color is named for: `Gray` for the nearly achromatic, else the nearest of twelve hue names.
    static func hueWord(_ rgb: RGB8) -> String {
        let lch = rgb.colorValue.converted(to: .oklch).coordinates
        if lch.y < 0.03 {
            if lch.x > 0.97 { return "White" }
            if lch.x < 0.2 { return "Black" }
            return "Gray"
        }
        let hues: [(Double, String)] = [(20, "Pink"), (30, "Red"), (55, "Orange"), (75, "Brown"), (100, "Yellow"), (135, "Lime"), (150, "Green"),
                                        (185, "Teal"), (215, "Cyan"), (255, "Blue"), (285, "Indigo"), (320, "Purple"), (350, "Magenta")]
        let hue = lch.z.isNaN ? 0 : lch.z
        var best = hues[0]
        for entry in hues where circularDistance(entry.0, hue) < circularDistance(best.0, hue) { best = entry }
        if best.1 == "Brown", lch.x > 0.75 { return "Orange" }
        return best.1
    }

    private static func circularDistance(_ a: Double, _ b: Double) -> Double {
        let difference = abs(a - b).truncatingRemainder(dividingBy: 360)
        return min(difference, 360 - difference)
    }
}
