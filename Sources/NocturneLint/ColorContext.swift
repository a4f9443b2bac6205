/// What the code around a color site says about it: chosen by mode, in a preview, on a shadow, used as text, a fill, a background…
public struct ColorContext: OptionSet, Sendable, Hashable {
    /// The bits.
    public let rawValue: UInt32

    /// A context of the given bits.
    public init(rawValue: UInt32) { self.rawValue = rawValue }

    /// Inside a branch or ternary on `colorScheme`, `userInterfaceStyle`, `isDarkMode`, an appearance.
    public static let scheme = ColorContext(rawValue: 1 << 0)
    /// Inside a dynamic provider: `UIColor { traits in … }`, `NSColor(name:) { appearance in … }`.
    public static let provider = ColorContext(rawValue: 1 << 1)
    /// An argument of a light/dark helper (`Color(light:dark:)`, `UIColor(lightColor:darkColor:)`), or a name with light/dark in it.
    public static let modeVariant = ColorContext(rawValue: 1 << 2)
    /// On a shadow or a mask.
    public static let shadowOrMask = ColorContext(rawValue: 1 << 3)
    /// On an overlay or a blend.
    public static let overlay = ColorContext(rawValue: 1 << 4)
    /// A gradient's stops.
    public static let gradient = ColorContext(rawValue: 1 << 5)
    /// Inside a preview (`#Preview`, a `PreviewProvider`).
    public static let preview = ColorContext(rawValue: 1 << 6)
    /// Inside `#if os(watchOS)` (watchOS is always dark).
    public static let watch = ColorContext(rawValue: 1 << 7)
    /// The color of text or content: `foregroundColor`, `foregroundStyle`, `tint`, `textColor =`.
    public static let content = ColorContext(rawValue: 1 << 8)
    /// The fill or stroke of a shape (content, but a translucent black or white there is a shade).
    public static let fill = ColorContext(rawValue: 1 << 9)
    /// A background: `backgroundColor =`, `barTintColor =`.
    public static let background = ColorContext(rawValue: 1 << 10)
    /// A UIKit or AppKit property or call, where `.white` means `UIColor.white`.
    public static let platformColor = ColorContext(rawValue: 1 << 11)
    /// A branch or ternary on selection, highlight, hover or press (white on the accent-colored selection).
    public static let selection = ColorContext(rawValue: 1 << 12)

    /// An element of an array literal of many colors: a categorical palette (avatars, tags, generated icons), the same in both modes on purpose.
    public static let identityPalette = ColorContext(rawValue: 1 << 13)
    /// In code that runs only on systems without dark mode: the fallback of `if #available(iOS 13, *)` (see `DarkModeAvailability`).
    public static let beforeDarkMode = ColorContext(rawValue: 1 << 14)
    /// Inside a mask's content (`.mask { … }`, `mask(alignment:) { … }`): only its opacity is used, its colors never show.
    public static let maskContent = ColorContext(rawValue: 1 << 15)

    /// Contexts where a color is chosen per mode: nothing constant there is a finding.
    public static let adapting: ColorContext = [.scheme, .provider, .modeVariant]
    /// Contexts the linter leaves alone entirely.
    public static let excluded: ColorContext = [.preview, .watch, .beforeDarkMode, .maskContent]
}
