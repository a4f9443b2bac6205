import NocturneProject

/// One place in a source file where a color is made or named, as the linter's walker sees it.
///
/// Every Swift rule judges color sites, and `nocturne fix` rewrites them: each site carries what was
/// written (``kind``, ``text``, ``range``), its value when it is constant (``value``), what the code
/// around it does with it (``context``) and the definition it comes through (``definition``), with the
/// exact byte range of both, so that an edit replaces exactly the expression or the definition.
///
/// Get a tree's sites with ``Linter/colorSites(paths:)``; the findings of ``Linter/lint(paths:baseline:)``
/// carry the site they were judged on in ``LintFinding/site``.
public struct ColorSite: Sendable, Hashable {
    /// What kind of expression makes or names the color.
    public enum Kind: String, Sendable, Hashable, CaseIterable {
        /// A color type's initializer or `#colorLiteral` with constant arguments: `Color(red: 0.2, green: 0.4, blue: 0.6)`, `UIColor(hex: "#336699")`.
        case constructor
        /// A call of one of the app's own color helpers with constant arguments: `rgb(0x12, 0x34, 0x56)`, `"1f2328".color`, `.fromHex("…")`.
        case helperCall
        /// A named constant color, at its definition: `static let brand = Color(red: …)`, or a string or integer constant a helper turns into a color.
        case paletteConstant
        /// A system color by name: `UIColor.lightGray`, `.white`, `NSColor.red`.
        case systemColor
        /// A color named after an asset-catalog color set: `Color("Trail")`, `UIColor(named: "Trail")`, `Color.trail`.
        case namedColor
        /// A `<color>` element of a storyboard or xib.
        case interfaceBuilder
        /// A `CGColor` stored into a layer or Core Graphics property: `layer.borderColor = UIColor.separator.cgColor`.
        case layerColor
    }

    /// How a site's color comes through a definition elsewhere in the tree.
    public struct Definition: Sendable, Hashable {
        /// What the definition is.
        public enum Kind: String, Sendable, Hashable {
            /// A function, initializer, static method or computed property of the app's that builds a color from its parameters.
            case helper
            /// A constant bound to a name: a color (`static let brand = Color(…)`) or a string or integer a helper turns into one.
            case paletteConstant
        }

        /// What the definition is.
        public var kind: Kind
        /// Its name (`brand`, `rgb`, `fromHex`).
        public var name: String
        /// The file that defines it.
        public var file: String
        /// The range of the definition's value (`Color(red: …)`, `"1f2328"`), what an edit at the definition replaces; for a helper, its name.
        public var range: SourceRange
    }

    /// What kind of expression it is.
    public var kind: Kind
    /// The file, as reached from the path given to the linter.
    public var file: String
    /// The exact range of the expression (`Color(red: 0.2, green: 0.4, blue: 0.6)`, `.lightGray`, `UIColor.white.cgColor`).
    public var range: SourceRange
    /// The expression's text on one line, whitespace runs collapsed (what findings show and baselines match).
    public var text: String
    /// The color's value when it is constant: sRGB components and alpha as written; `nil` when computed or named.
    public var value: ColorSiteValue?
    /// What the code around the color does with it.
    public var context: ColorContext
    /// The definition the color comes through, when it does.
    public var definition: Definition?
    /// The type the expression must have where it is written (``/NocturneProject/ColorType``): what a replacement there
    /// must be. `nil` when it cannot be told (never guessed) and for Interface Builder sites.
    public var type: ColorType?
    /// The name of a system or named color (`lightGray`, `Trail`), else `nil`.
    public var name: String?
    /// How many times a palette constant is used in the tree (0 for other sites).
    public var useCount: Int = 0
    /// Where a palette constant is first used without a dark variant (`App/View.swift:12`), else `nil`.
    public var firstUse: String?
    /// A String or Int palette constant's fixed uses through a helper (`Color(hex: Palette.brand)`, `Palette.brand.color`), each a
    /// ``Kind/helperCall`` site with its exact range; empty for other sites.
    public var uses: [ColorSite] = []
    /// How many times a String or Int palette constant's name is written in the tree's Swift files, its definition included
    /// (more than ``uses`` + 1 when it is also used where the walk cannot tell it makes a color); 0 for other sites.
    public var mentionCount: Int = 0

    /// The token range the walker made the site from (internal: tokens are an implementation detail).
    var firstToken: Int = -1
    var lastToken: Int = -1
    /// Whether a system color site may be SwiftUI's `Color.black`/`.white` (judged by `fixed-black-white`, not as UIKit's).
    var isSwiftUIBlackOrWhite = false
    /// The type an implicit member's place declares when it is not a color (`Font.Weight` for `weight: .black`): the
    /// walker took a style's name for a color, and the site is dropped.
    var notAColor: String?
    /// Whether a constant is black or white with alpha below 1 (a shade or a scrim).
    var isTranslucentBlackOrWhite = false

    /// Creates a site.
    public init(kind: Kind, file: String, range: SourceRange, text: String, value: ColorSiteValue? = nil, context: ColorContext = [],
                definition: Definition? = nil, name: String? = nil) {
        self.kind = kind
        self.file = file
        self.range = range
        self.text = text
        self.value = value
        self.context = context
        self.definition = definition
        self.name = name
    }
}
