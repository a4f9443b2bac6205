/// A lint rule: its identifier, default severity, what it finds and how to fix it.
public struct LintRule: Sendable, Hashable, Identifiable {
    /// The kebab-case identifier used in output, configuration, baselines and `nocturne:ignore`.
    public var id: String
    /// The severity unless the configuration says otherwise.
    public var defaultSeverity: LintSeverity
    /// One sentence: what the rule finds.
    public var summary: String
    /// One sentence: how to fix what it finds.
    public var fix: String

    /// A color built from constant components: `Color(red:green:blue:)`, `UIColor(hex:)`, `#colorLiteral`, a palette constant.
    public static let constantColor = LintRule(
        id: "constant-color", defaultSeverity: .warning,
        summary: "A color built from constant components looks the same in light and dark mode.",
        fix: "Use a named color with a Dark variant, a semantic color, or a dynamic color that reads the traits.")
    /// SwiftUI `.black`/`.white` as the color of text or content.
    public static let fixedBlackWhite = LintRule(
        id: "fixed-black-white", defaultSeverity: .warning,
        summary: "Black or white as text or content color vanishes against the background of one mode.",
        fix: "Use .primary, .secondary or a semantic color (Color(.label), Color(.systemBackground)).")
    /// UIKit's and AppKit's fixed named colors (`UIColor.lightGray`, `NSColor.white`), which never adapt.
    public static let nonAdaptingSystemColor = LintRule(
        id: "non-adapting-system-color", defaultSeverity: .warning,
        summary: "UIKit's and AppKit's plain named colors (.black, .white, .lightGray, .red) are fixed values that do not adapt.",
        fix: "Use the system variant (.label, .systemBackground, .systemGray, .systemRed) that adapts to the mode.")
    /// A named color that no asset catalog in the scanned tree defines.
    public static let namedColorMissing = LintRule(
        id: "named-color-missing", defaultSeverity: .error,
        summary: "The named color is defined by no asset catalog in the scanned tree.",
        fix: "Add a color set of that name (with a Dark variant) to an asset catalog, or fix the name.")
    /// A named color whose color set has no Dark variant.
    public static let namedColorNoDark = LintRule(
        id: "named-color-no-dark", defaultSeverity: .warning,
        summary: "The named color's color set has no Dark appearance, so it looks the same in both modes.",
        fix: "Add a Dark appearance to the color set in the asset catalog.")
    /// A named color whose color set has no High Contrast variant.
    public static let namedColorNoHighContrast = LintRule(
        id: "named-color-no-high-contrast", defaultSeverity: .note,
        summary: "The named color's color set has no High Contrast variant for Increase Contrast.",
        fix: "Turn on High Contrast for the color set and give it stronger values.")
    /// A storyboard or xib color in a custom color space instead of a system or named color.
    public static let interfaceBuilderCustomColor = LintRule(
        id: "ib-custom-color", defaultSeverity: .warning,
        summary: "The Interface Builder color is a custom (sRGB, gray, calibrated) value that does not adapt.",
        fix: "Pick a system color or a named color from the asset catalog in the Attributes inspector.")
    /// A color set in an asset catalog with no Dark variant.
    public static let assetNoDark = LintRule(
        id: "asset-no-dark", defaultSeverity: .warning,
        summary: "The color set has no Dark appearance.",
        fix: "Add a Dark appearance to the color set.")
    /// A color set in an asset catalog with no High Contrast variant.
    public static let assetNoHighContrast = LintRule(
        id: "asset-no-high-contrast", defaultSeverity: .note,
        summary: "The color set has no High Contrast variant.",
        fix: "Turn on High Contrast for the color set and give it stronger values.")
    /// Color set names that generate the same Swift symbol.
    public static let assetSymbolCollision = LintRule(
        id: "asset-symbol-collision", defaultSeverity: .error,
        summary: "Color set names generate the same Swift symbol, so Xcode cannot generate both.",
        fix: "Rename one of the color sets.")
    /// A part of an asset catalog that could not be read.
    public static let assetUnreadable = LintRule(
        id: "asset-unreadable", defaultSeverity: .error,
        summary: "Part of the asset catalog could not be read.",
        fix: "Fix the file (Xcode rewrites it when the color set is edited).")
    /// A part of a color set that reads, but not as written (what `nocturne audit` reports as a warning).
    public static let assetQuestionable = LintRule(
        id: "asset-questionable", defaultSeverity: .warning,
        summary: "Part of a color set reads, but does not draw as written: an unknown idiom, gamut or system color, a component beyond its color space, a slot filled twice.",
        fix: "Fix the value the message names (Xcode's inspector shows the color set's slots).")

    /// A pair of color sets whose contrast fails in some mode (declared or inferred from names, as `nocturne audit` does).
    public static let assetLowContrast = LintRule(
        id: "asset-low-contrast", defaultSeverity: .warning,
        summary: "A foreground/background pair of color sets falls below its contrast minimum in some mode.",
        fix: "Adjust the variant for that mode until the pair passes (nocturne audit shows the ratios).")
    /// A `nocturne:ignore` comment that silenced nothing.
    public static let unusedSuppression = LintRule(
        id: "unused-suppression", defaultSeverity: .note,
        summary: "The nocturne:ignore comment silences nothing on its line or the next.",
        fix: "Remove the comment, or name the rule of the finding it was meant for.")

    /// Every rule, in the order help and SARIF list them.
    public static let all: [LintRule] = [
        constantColor, fixedBlackWhite, nonAdaptingSystemColor, namedColorMissing, namedColorNoDark, namedColorNoHighContrast,
        interfaceBuilderCustomColor, assetNoDark, assetNoHighContrast, assetSymbolCollision, assetUnreadable, assetQuestionable, assetLowContrast,
        unusedSuppression,
    ]

    /// The rule with an identifier, or `nil`.
    public static func named(_ id: String) -> LintRule? { all.first { $0.id == id } }
}
