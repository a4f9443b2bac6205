/// The rules, each declared by the type in its file under `Rules/`, as ``LintRule`` constants.
extension LintRule {
    /// A color built from constant components: `Color(red:green:blue:)`, `UIColor(hex:)`, `#colorLiteral`, an app helper, a palette constant.
    public static let constantColor = ConstantColorRule.rule
    /// SwiftUI `.black`/`.white` as the color of text or content.
    public static let fixedBlackWhite = FixedBlackWhiteRule.rule
    /// UIKit's and AppKit's fixed named colors (`UIColor.lightGray`, `NSColor.white`), which never adapt.
    public static let nonAdaptingSystemColor = NonAdaptingSystemColorRule.rule
    /// A `CGColor` stored into a layer or Core Graphics property: resolved once, when it is made, it never follows the mode.
    public static let layerColorSnapshot = LayerColorSnapshotRule.rule
    /// A named color that no asset catalog in the scanned tree defines.
    public static let namedColorMissing = NamedColorMissingRule.rule
    /// A named color whose color set has no Dark variant.
    public static let namedColorNoDark = NamedColorNoDarkRule.rule
    /// A named color whose color set has no High Contrast variant.
    public static let namedColorNoHighContrast = NamedColorNoHighContrastRule.rule
    /// A storyboard or xib color in a custom color space instead of a system or named color.
    public static let interfaceBuilderCustomColor = InterfaceBuilderCustomColorRule.rule
    /// A color set in an asset catalog with no Dark variant.
    public static let assetNoDark = AssetNoDarkRule.rule
    /// A color set in an asset catalog with no High Contrast variant (a set of system-color references needs none).
    public static let assetNoHighContrast = AssetNoHighContrastRule.rule
    /// Color set names that generate the same Swift symbol.
    public static let assetSymbolCollision = AssetSymbolCollisionRule.rule
    /// A part of an asset catalog that could not be read.
    public static let assetUnreadable = AssetUnreadableRule.rule
    /// A part of a color set that reads, but not as written (what `nocturne audit` reports as a warning).
    public static let assetQuestionable = AssetQuestionableRule.rule
    /// A pair of color sets whose contrast fails in some mode (declared or inferred from names, as `nocturne audit` does).
    public static let assetLowContrast = AssetLowContrastRule.rule
    /// SwiftUI's deprecated `colorScheme(_:)` modifier.
    public static let colorSchemeModifier = ColorSchemeModifierRule.rule
    /// An app target that opts out of dark mode (`UIUserInterfaceStyle` = `Light`): one note per target.
    public static let interfaceStyleOptOut = InterfaceStyleOptOutRule.rule
    /// A bar whose color hides its content in some mode, judged as a pair.
    public static let barContentContrast = BarContentContrastRule.rule
    /// A pair of the app's own adapting colors that reads in light and fails in dark.
    public static let pairContrast = PairContrastRule.rule
    /// A `nocturne:ignore` comment that silenced nothing.
    public static let unusedSuppression = UnusedSuppressionRule.rule
}
