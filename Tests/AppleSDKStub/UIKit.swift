// A declaration stub of the UIKit API that NocturneSwiftUI, the generated Theme.swift and the DocC
// article use — nothing more. Signatures are taken from Apple's documentation
// (developer.apple.com/documentation/uikit/…, the page named above each declaration), with the
// availability Apple lists. Bodies are placeholders: this module is only ever type-checked against,
// never run. Where the documentation leaves a detail open (whether a closure is @Sendable), the stub
// takes the stricter reading, so code that passes here passes against either.
@_exported import Foundation

// MARK: Trait values — raw values from UIKit/UIInterface.h and UIKit/UIDevice.h

/// uikit/uiuserinterfacestyle — iOS 12+.
public enum UIUserInterfaceStyle: Int, Sendable {
    case unspecified = 0, light = 1, dark = 2
}

/// uikit/uiaccessibilitycontrast — iOS 13+.
public enum UIAccessibilityContrast: Int, Sendable {
    case unspecified = -1, normal = 0, high = 1
}

/// uikit/uiuserinterfacelevel — iOS 13+.
public enum UIUserInterfaceLevel: Int, Sendable {
    case unspecified = -1, base = 0, elevated = 1
}

/// uikit/uilegibilityweight — iOS 13+.
public enum UILegibilityWeight: Int, Sendable {
    case unspecified = -1, regular = 0, bold = 1
}

/// uikit/uiuserinterfaceidiom — iOS 3.2+.
public enum UIUserInterfaceIdiom: Int, Sendable {
    case unspecified = -1, phone = 0, pad = 1, tv = 2, carPlay = 3, mac = 5, vision = 6
}

// MARK: UITraitCollection — uikit/uitraitcollection

/// uikit/uitraitcollection — iOS 8+.
open class UITraitCollection: NSObject, @unchecked Sendable {
    public override init() { super.init() }
    /// uikit/uitraitcollection/init(traitsfrom:) — iOS 8+.
    public convenience init(traitsFrom traits: [UITraitCollection]) { self.init() }
    /// uikit/uitraitcollection/init(userinterfacestyle:) — iOS 12+.
    public convenience init(userInterfaceStyle: UIUserInterfaceStyle) { self.init() }
    /// uikit/uitraitcollection/init(accessibilitycontrast:) — iOS 13+.
    public convenience init(accessibilityContrast: UIAccessibilityContrast) { self.init() }
    /// uikit/uitraitcollection/init(userinterfacelevel:) — iOS 13+.
    public convenience init(userInterfaceLevel: UIUserInterfaceLevel) { self.init() }
    /// uikit/uitraitcollection/init(legibilityweight:) — iOS 13+.
    public convenience init(legibilityWeight: UILegibilityWeight) { self.init() }
    /// uikit/uitraitcollection/init(displayscale:) — iOS 8+.
    public convenience init(displayScale: CGFloat) { self.init() }
    /// uikit/uitraitcollection/init(userinterfaceidiom:) — iOS 8+.
    public convenience init(userInterfaceIdiom: UIUserInterfaceIdiom) { self.init() }

    /// uikit/uitraitcollection/userinterfacestyle — iOS 12+.
    open var userInterfaceStyle: UIUserInterfaceStyle { .unspecified }
    /// uikit/uitraitcollection/accessibilitycontrast — iOS 13+.
    open var accessibilityContrast: UIAccessibilityContrast { .unspecified }
    /// uikit/uitraitcollection/userinterfacelevel — iOS 13+.
    open var userInterfaceLevel: UIUserInterfaceLevel { .unspecified }
    /// uikit/uitraitcollection/legibilityweight — iOS 13+.
    open var legibilityWeight: UILegibilityWeight { .unspecified }
    /// uikit/uitraitcollection/displayscale — iOS 8+.
    open var displayScale: CGFloat { 0 }
    /// uikit/uitraitcollection/userinterfaceidiom — iOS 8+.
    open var userInterfaceIdiom: UIUserInterfaceIdiom { .unspecified }
}

// MARK: UIColor — uikit/uicolor

/// uikit/uicolor — iOS 2+. Sendable as the SDK declares it.
open class UIColor: NSObject, @unchecked Sendable {
    /// uikit/uicolor/init(red:green:blue:alpha:) — iOS 2+ (extended sRGB since iOS 10).
    public init(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) { super.init() }
    /// uikit/uicolor/init(displayp3red:green:blue:alpha:) — iOS 10+.
    public init(displayP3Red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) { super.init() }
    /// uikit/uicolor/init(white:alpha:) — iOS 2+.
    public init(white: CGFloat, alpha: CGFloat) { super.init() }
    /// uikit/uicolor/init(dynamicprovider:) — iOS 13+ (the stub requires a @Sendable provider).
    public init(dynamicProvider: @escaping @Sendable (UITraitCollection) -> UIColor) { super.init() }
    /// uikit/uicolor/init(named:) — iOS 11+: a color set by name, `nil` when the catalog has none (what `nocturne fix` writes).
    public convenience init?(named name: String) { self.init(white: 0, alpha: 1) }
    /// uikit/uicolor/resolvedcolor(with:) — iOS 13+.
    open func resolvedColor(with traitCollection: UITraitCollection) -> UIColor { self }
    /// uikit/uicolor/cgcolor — iOS 2+.
    open var cgColor: CGColor { CGColor() }
    /// uikit/uicolor/init(named:in:compatiblewith:) — iOS 11+: a color set by name in a bundle (what `nocturne fix` writes).
    public convenience init?(named name: String, in bundle: Bundle?, compatibleWith traitCollection: UITraitCollection?) { self.init(white: 0, alpha: 1) }

    // uikit/uicolor — standard colors (uikit/uicolor/black, white, …), iOS 2+: fixed in every appearance.
    open class var black: UIColor { UIColor(white: 0, alpha: 1) }
    open class var white: UIColor { UIColor(white: 1, alpha: 1) }
    open class var darkGray: UIColor { UIColor(white: 1.0 / 3, alpha: 1) }
    open class var lightGray: UIColor { UIColor(white: 2.0 / 3, alpha: 1) }
    open class var gray: UIColor { UIColor(white: 0.5, alpha: 1) }
    open class var clear: UIColor { UIColor(white: 0, alpha: 0) }
    // uikit/uicolor — UI element colors (uikit/uicolor/label, systembackground, …), iOS 13+: adapt to the appearance.
    open class var label: UIColor { .black }
    open class var secondaryLabel: UIColor { .black }
    open class var tertiaryLabel: UIColor { .black }
    open class var separator: UIColor { .black }
    open class var systemBackground: UIColor { .white }
    open class var secondarySystemBackground: UIColor { .white }
    open class var systemGroupedBackground: UIColor { .white }
    // uikit/uicolor — adaptable system colors (uikit/uicolor/systemgray, systemred, systemblue), iOS 7+.
    open class var systemGray: UIColor { .gray }
    open class var systemRed: UIColor { .black }
    open class var systemBlue: UIColor { .black }
}

// MARK: Layers — CoreGraphics and QuartzCore, which UIKit re-exports (subset)

/// coregraphics/cgcolor — iOS 2+.
public final class CGColor: @unchecked Sendable {}

/// quartzcore/calayer — iOS 2+ (subset).
open class CALayer: NSObject {
    public override init() { super.init() }
    /// quartzcore/calayer/borderwidth — iOS 3+.
    open var borderWidth: CGFloat = 0
    /// quartzcore/calayer/bordercolor — iOS 3+.
    open var borderColor: CGColor?
    /// quartzcore/calayer/shadowopacity — iOS 3.2+.
    open var shadowOpacity: Float = 0
}

// MARK: Views and trait change registration — iOS 17

/// uikit/uitraitdefinition — iOS 17+.
@available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, visionOS 1.0, *)
public protocol UITraitDefinition {}
/// uikit/uitrait — iOS 17+.
@available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, visionOS 1.0, *)
public typealias UITrait = any UITraitDefinition.Type
/// uikit/uitraituserinterfacestyle — iOS 17+.
@available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, visionOS 1.0, *)
public struct UITraitUserInterfaceStyle: UITraitDefinition {}
/// uikit/uitraitaccessibilitycontrast — iOS 17+.
@available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, visionOS 1.0, *)
public struct UITraitAccessibilityContrast: UITraitDefinition {}
/// uikit/uitraituserinterfacelevel — iOS 17+.
@available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, visionOS 1.0, *)
public struct UITraitUserInterfaceLevel: UITraitDefinition {}
/// uikit/uitraitchangeregistration — iOS 17+.
@available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, visionOS 1.0, *)
public protocol UITraitChangeRegistration {}
@available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, visionOS 1.0, *)
struct _Registration: UITraitChangeRegistration {}

/// uikit/uitraitchangeobservable-67e94 — iOS 17+ (unannotated here: UIView and UIViewController conform on every version).
@MainActor public protocol UITraitChangeObservable {}
extension UITraitChangeObservable {
    /// uikit/uitraitchangeobservable-67e94/registerfortraitchanges(_:handler:) — iOS 17+. The SDK
    /// names the generic parameter `Self` (the observer's type), which Swift source cannot spell here.
    @available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, visionOS 1.0, *)
    @discardableResult
    public func registerForTraitChanges<Observer: UITraitChangeObservable>(
        _ traits: [UITrait], handler: @escaping (Observer, UITraitCollection) -> Void
    ) -> any UITraitChangeRegistration { _Registration() }
}

/// uikit/uiview — iOS 2+.
@MainActor open class UIView: NSObject, UITraitChangeObservable {
    public override init() { super.init() }
    /// uikit/uiview/backgroundcolor — iOS 2+.
    open var backgroundColor: UIColor?
    /// uikit/uiview/tintcolor — iOS 7+.
    open var tintColor: UIColor! = nil
    /// uikit/uiview/layer — iOS 2+.
    open var layer: CALayer { CALayer() }
    /// uikit/uitraitenvironment/traitcollection — iOS 8+.
    open var traitCollection: UITraitCollection { UITraitCollection() }
}

/// uikit/uiviewcontroller — iOS 2+.
@MainActor open class UIViewController: NSObject, UITraitChangeObservable {
    public override init() { super.init() }
    /// uikit/uiviewcontroller/view — iOS 2+.
    open var view: UIView! = UIView()
    /// uikit/uiviewcontroller/viewdidload() — iOS 2+.
    open func viewDidLoad() {}
    /// uikit/uitraitenvironment/traitcollection — iOS 8+.
    open var traitCollection: UITraitCollection { UITraitCollection() }
}

// MARK: Controls — what `nocturne fix`'s type-checked fixtures set colors on

/// uikit/uilabel — iOS 2+ (subset).
@MainActor open class UILabel: UIView {
    /// uikit/uilabel/textcolor — iOS 2+.
    open var textColor: UIColor! = nil
    /// uikit/uilabel/highlightedtextcolor — iOS 2+.
    open var highlightedTextColor: UIColor?
}

/// uikit/uicontrol — iOS 2+ (subset).
@MainActor open class UIControl: UIView {
    /// uikit/uicontrol/state — iOS 2+ (subset).
    public struct State: OptionSet, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        public static let normal = State([])
        public static let highlighted = State(rawValue: 1 << 0)
        public static let disabled = State(rawValue: 1 << 1)
    }
}

/// uikit/uibutton — iOS 2+ (subset).
@MainActor open class UIButton: UIControl {
    /// uikit/uibutton/settitlecolor(_:for:) — iOS 2+.
    open func setTitleColor(_ color: UIColor?, for state: UIControl.State) {}
}
