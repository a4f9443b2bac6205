import NocturneColor

/// How a color is used where it is made, which decides what it must contrast with and so how its other modes are solved.
package enum FixRole: String, Sendable, Hashable, CaseIterable {
    /// Text and icons: `foregroundColor`, `textColor`, a label's color.
    case content
    /// The fill or stroke of a shape, a gradient's stop.
    case fill
    /// A page or view background: `backgroundColor`, `.background(…)`.
    case background
    /// A surface on the page: a card, a cell, a grouped row.
    case surface
    /// A border or separator.
    case border
    /// A tint or accent: buttons, links, selection.
    case tint
    /// A disabled control's title or icon (Interface Builder's `disabled` state, `for: .disabled`): WCAG 2.2 (1.4.3, 1.4.11)
    /// asks no contrast of an inactive component, so its variants keep its hue and are solved without a pair.
    case inactive

    /// `Content`, the word that starts a color set named by role and hue.
    var word: String { rawValue.prefix(1).uppercased() + rawValue.dropFirst() }

    /// The role a color of this light value plays when the code does not say: a near-white fill is a surface.
    ///
    /// A fill keeps its hue and may stay as it is in dark, which is right for a brand color and wrong for a light one:
    /// kept, a near-white fill is a surface that stays bright in dark. Every other role, and every other fill, is kept.
    func refined(light: SiteColor) -> FixRole {
        self == .fill && WCAG.relativeLuminance(light.rgb) >= 0.7 ? .surface : self
    }
}

/// The UI framework a site's code is written for, which decides how a named or system color is spelled there.
package enum FixFramework: String, Sendable, Hashable {
    /// SwiftUI's `Color`.
    case swiftUI
    /// UIKit's `UIColor`.
    case uiKit
    /// AppKit's `NSColor`.
    case appKit
    /// A storyboard or xib `<color>` element.
    case interfaceBuilder
    /// A color set in an asset catalog.
    case catalog
}

/// A color with 8-bit sRGB components and an 8-bit alpha: two sites whose values are equal here share one color set.
package struct SiteColor: Sendable, Hashable {
    /// The sRGB components.
    package var rgb: RGB8
    /// The alpha, 0…255.
    package var alpha: UInt8

    /// Creates a color.
    package init(rgb: RGB8, alpha: UInt8 = 255) {
        self.rgb = rgb
        self.alpha = alpha
    }

    /// Creates a color from components 0…1 and an opacity 0…1 (values outside are clamped).
    package init(red: Double, green: Double, blue: Double, alpha: Double = 1) {
        rgb = RGB8(srgb: SIMD3(red, green, blue))
        self.alpha = UInt8((min(max(alpha, 0), 1) * 255).rounded())
    }

    /// The opacity, 0…1.
    package var opacity: Double { Double(alpha) / 255 }

    /// `#RRGGBB`, or `#RRGGBBAA` when translucent: as the theme file and `nocturne fix --json` write it.
    package var hexText: String { rgb.hex(opacity: opacity).uppercased() }
}

/// One place `nocturne fix` may change: where a color is made or named, its value, how it is used, and its exact range.
///
/// The linter's color sites are adapted into this narrow form (see ``LintSiteAdapter``), so the
/// fixer depends on what a site *is*, not on how the linter found it.
package struct FixSite: Sendable, Hashable {
    /// The file, as reached from the paths given.
    package var file: String
    /// The 1-based line of the site.
    package var line: Int
    /// The 1-based column (UTF-8 bytes).
    package var column: Int
    /// The lint rule that reported it.
    package var rule: String
    /// The exact UTF-8 range of the expression (Swift), the `<color …/>` element (storyboards) or the file (color sets).
    package var range: Range<Int>
    /// The source text in `range`.
    package var text: String
    /// The constant value, when the site has one.
    package var value: SiteColor?
    /// How the color is used.
    package var role: FixRole
    /// Whose spelling the site needs.
    package var framework: FixFramework
    /// The name of the palette constant the site defines (`Palette.Slate.dark`), when it is one.
    package var constantName: String?
    /// Why the site cannot be changed safely, when the adapter already knows.
    package var refusal: String?
    /// A String or Int palette constant's uses, each rewritten in its place (the definition itself is left as it is).
    package var uses: [FixSite] = []

    /// Where the site is, as one key: `file`, line and column.
    package var key: String { Self.key(file: file, line: line, column: column) }

    /// The key of a place (``key``): what a pair side's location is matched to its site by.
    package static func key(file: String, line: Int, column: Int) -> String { "\(file)\u{0}\(line)\u{0}\(column)" }

    /// Creates a site.
    package init(file: String, line: Int, column: Int, rule: String, range: Range<Int>, text: String, value: SiteColor?,
                role: FixRole, framework: FixFramework, constantName: String? = nil, refusal: String? = nil) {
        self.file = file
        self.line = line
        self.column = column
        self.rule = rule
        self.range = range
        self.text = text
        self.value = value
        self.role = role
        self.framework = framework
        self.constantName = constantName
        self.refusal = refusal
    }
}
