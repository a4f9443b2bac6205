/// What the code around a color says about it: chosen by mode, in a preview, on a shadow, used as text…
struct ColorContext: OptionSet, Sendable, Hashable {
    let rawValue: UInt32

    /// Inside a branch or ternary on `colorScheme`, `userInterfaceStyle`, `isDarkMode`, an appearance.
    static let scheme = ColorContext(rawValue: 1 << 0)
    /// Inside a dynamic provider: `UIColor { traits in … }`, `NSColor(name:) { appearance in … }`.
    static let provider = ColorContext(rawValue: 1 << 1)
    /// An argument of a light/dark helper (`Color(light:dark:)`, `UIColor(lightColor:darkColor:)`), or a name with light/dark in it.
    static let modeVariant = ColorContext(rawValue: 1 << 2)
    /// On a shadow or a mask.
    static let shadowOrMask = ColorContext(rawValue: 1 << 3)
    /// On an overlay or a blend.
    static let overlay = ColorContext(rawValue: 1 << 4)
    /// A gradient's stops.
    static let gradient = ColorContext(rawValue: 1 << 5)
    /// Inside a preview (`#Preview`, a `PreviewProvider`).
    static let preview = ColorContext(rawValue: 1 << 6)
    /// Inside `#if os(watchOS)` (watchOS is always dark).
    static let watch = ColorContext(rawValue: 1 << 7)
    /// The color of text or content: `foregroundColor`, `foregroundStyle`, `tint`, `textColor =`.
    static let content = ColorContext(rawValue: 1 << 8)
    /// The fill or stroke of a shape (content, but a translucent black or white there is a shade).
    static let fill = ColorContext(rawValue: 1 << 9)
    /// A background: `backgroundColor =`, `barTintColor =`.
    static let background = ColorContext(rawValue: 1 << 10)
    /// A UIKit or AppKit property or call, where `.white` means `UIColor.white`.
    static let platformColor = ColorContext(rawValue: 1 << 11)
    /// A branch or ternary on selection, highlight, hover or press (white on the accent-colored selection).
    static let selection = ColorContext(rawValue: 1 << 12)

    /// Contexts where a color is chosen per mode: nothing constant there is a finding.
    static let adapting: ColorContext = [.scheme, .provider, .modeVariant]
    /// Contexts the linter leaves alone entirely.
    static let excluded: ColorContext = [.preview, .watch]
}
