// A declaration stub of the AppKit API that NocturneSwiftUI and the generated Theme.swift use —
// nothing more. Signatures from Apple's documentation (developer.apple.com/documentation/appkit/…,
// the page named above each declaration), with the availability Apple lists. Never run; where the
// documentation leaves a detail open (a @Sendable provider), the stub takes the stricter reading.
@_exported import Foundation

/// appkit/nsappearance — macOS 10.9+.
open class NSAppearance: NSObject, @unchecked Sendable {
    /// appkit/nsappearance/name-swift.struct — macOS 10.9+.
    public struct Name: RawRepresentable, Hashable, Sendable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        public init(_ rawValue: String) { self.rawValue = rawValue }
        /// appkit/nsappearance/name-swift.struct/aqua — macOS 10.9+.
        public static let aqua = Name("NSAppearanceNameAqua")
        /// appkit/nsappearance/name-swift.struct/darkaqua — macOS 10.14+.
        public static let darkAqua = Name("NSAppearanceNameDarkAqua")
        /// appkit/nsappearance/name-swift.struct/vibrantlight — macOS 10.10+.
        public static let vibrantLight = Name("NSAppearanceNameVibrantLight")
        /// appkit/nsappearance/name-swift.struct/vibrantdark — macOS 10.10+.
        public static let vibrantDark = Name("NSAppearanceNameVibrantDark")
        /// appkit/nsappearance/name-swift.struct/accessibilityhighcontrastaqua — macOS 10.14+.
        public static let accessibilityHighContrastAqua = Name("NSAppearanceNameAccessibilityHighContrastAqua")
        /// appkit/nsappearance/name-swift.struct/accessibilityhighcontrastdarkaqua — macOS 10.14+.
        public static let accessibilityHighContrastDarkAqua = Name("NSAppearanceNameAccessibilityHighContrastDarkAqua")
    }
    public override init() { super.init() }
    /// appkit/nsappearance/name-swift.property — macOS 10.9+.
    open var name: NSAppearance.Name { .aqua }
    /// appkit/nsappearance/bestmatch(from:) — macOS 10.14+.
    open func bestMatch(from appearances: [NSAppearance.Name]) -> NSAppearance.Name? { appearances.first }
}

/// appkit/nscolor — macOS 10.0+. Sendable as the SDK declares it.
open class NSColor: NSObject, @unchecked Sendable {
    /// appkit/nscolor/name — macOS 10.0+ (`typealias Name = String`).
    public typealias Name = String
    /// appkit/nscolor/init(srgbred:green:blue:alpha:) — macOS 10.7+.
    public init(srgbRed red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) { super.init() }
    /// appkit/nscolor/init(red:green:blue:alpha:) — macOS 10.9+ (generic RGB).
    public init(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) { super.init() }
    /// appkit/nscolor/init(displayp3red:green:blue:alpha:) — macOS 10.12+.
    public init(displayP3Red red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) { super.init() }
    /// appkit/nscolor/init(name:dynamicprovider:) — macOS 10.15+ (the stub requires a @Sendable provider).
    public init(name colorName: NSColor.Name?, dynamicProvider: @escaping @Sendable (NSAppearance) -> NSColor) { super.init() }
    /// appkit/nscolor/init(named:bundle:) — macOS 10.13+: a color set by name in a bundle (what `nocturne fix` writes).
    public convenience init?(named name: NSColor.Name, bundle: Bundle?) { self.init(srgbRed: 0, green: 0, blue: 0, alpha: 1) }
    /// appkit/nscolor/init(named:) — macOS 10.13+.
    public convenience init?(named name: NSColor.Name) { self.init(srgbRed: 0, green: 0, blue: 0, alpha: 1) }

    // appkit/nscolor — standard colors (appkit/nscolor/black, white, …), macOS 10.0+: fixed in every appearance.
    open class var black: NSColor { NSColor(srgbRed: 0, green: 0, blue: 0, alpha: 1) }
    open class var white: NSColor { NSColor(srgbRed: 1, green: 1, blue: 1, alpha: 1) }
    open class var darkGray: NSColor { NSColor(srgbRed: 1.0 / 3, green: 1.0 / 3, blue: 1.0 / 3, alpha: 1) }
    open class var lightGray: NSColor { NSColor(srgbRed: 2.0 / 3, green: 2.0 / 3, blue: 2.0 / 3, alpha: 1) }
    // appkit/nscolor — UI element colors (appkit/nscolor/labelcolor, textbackgroundcolor, …), macOS 10.10+: adapt.
    open class var labelColor: NSColor { .black }
    open class var secondaryLabelColor: NSColor { .black }
    open class var separatorColor: NSColor { .black }
    open class var textColor: NSColor { .black }
    open class var textBackgroundColor: NSColor { .white }
    open class var windowBackgroundColor: NSColor { .white }
    // appkit/nscolor — system colors (appkit/nscolor/systemgray, systemred), macOS 10.10+.
    open class var systemGray: NSColor { .darkGray }
    open class var systemRed: NSColor { .black }
}

/// appkit/nsview — macOS 10.0+ (subset).
@MainActor open class NSView: NSObject {
    public override init() { super.init() }
}

/// appkit/nstextfield — macOS 10.0+ (subset).
@MainActor open class NSTextField: NSView {
    /// appkit/nstextfield/textcolor — macOS 10.0+.
    open var textColor: NSColor?
    /// appkit/nstextfield/backgroundcolor — macOS 10.0+.
    open var backgroundColor: NSColor?
}
