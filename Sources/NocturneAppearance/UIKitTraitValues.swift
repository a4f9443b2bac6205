/// UIKit's trait values as their raw integers: the platform-neutral half of the `UITraitCollection` bridge.
///
/// UIKit's trait enums are `Int`-backed C enums whose raw values are part of the SDK's ABI
/// (`UIUserInterfaceStyle`, `UIAccessibilityContrast`, `UIUserInterfaceLevel`, `UILegibilityWeight`,
/// `UIUserInterfaceIdiom` in `UIKit/UIInterface.h` and `UIKit/UIDevice.h`). Every decision the
/// bridge makes — which raw value means "unspecified", which means dark — lives here, where it is
/// tested on Linux; `NocturneSwiftUI` only reads `.rawValue` off a `UITraitCollection` and builds
/// one from these numbers.
///
/// ```swift
/// // What a dark, Increase Contrast, elevated UITraitCollection reports:
/// let values = UIKitTraitValues(userInterfaceStyle: 2, accessibilityContrast: 1, userInterfaceLevel: 1)
/// values.traitCollection.colorScheme   // .dark
/// values.traitCollection.resolved()    // dark, increased, elevated; the rest at Apple's defaults
/// ```
///
/// An unspecified UIKit value (and a raw value UIKit may add later) becomes `nil` in
/// ``TraitCollection``, which means *inherit*, exactly as UIKit treats it.
package struct UIKitTraitValues: Sendable, Hashable {
    /// `UIUserInterfaceStyle`: 0 unspecified, 1 light, 2 dark.
    package var userInterfaceStyle: Int
    /// `UIAccessibilityContrast`: −1 unspecified, 0 normal, 1 high.
    package var accessibilityContrast: Int
    /// `UIUserInterfaceLevel`: −1 unspecified, 0 base, 1 elevated.
    package var userInterfaceLevel: Int
    /// `UILegibilityWeight`: −1 unspecified, 0 regular, 1 bold.
    package var legibilityWeight: Int
    /// `displayScale`: points to pixels; 0 means unspecified.
    package var displayScale: Double
    /// `UIUserInterfaceIdiom`: −1 unspecified, 0 phone, 1 pad, 2 tv, 3 CarPlay, 5 mac, 6 vision.
    package var userInterfaceIdiom: Int

    /// Creates the raw values; each defaults to UIKit's "unspecified".
    package init(
        userInterfaceStyle: Int = 0,
        accessibilityContrast: Int = -1,
        userInterfaceLevel: Int = -1,
        legibilityWeight: Int = -1,
        displayScale: Double = 0,
        userInterfaceIdiom: Int = -1
    ) {
        self.userInterfaceStyle = userInterfaceStyle
        self.accessibilityContrast = accessibilityContrast
        self.userInterfaceLevel = userInterfaceLevel
        self.legibilityWeight = legibilityWeight
        self.displayScale = displayScale
        self.userInterfaceIdiom = userInterfaceIdiom
    }

    /// The raw values UIKit uses for a collection: `nil` fields become UIKit's "unspecified".
    ///
    /// Reduce Transparency and Reduce Motion are not traits in UIKit (they are
    /// `UIAccessibility` settings), so they are not carried.
    ///
    /// - Parameter collection: The traits to express.
    package init(_ collection: TraitCollection) {
        self.init(
            userInterfaceStyle: collection.colorScheme.map { $0 == .dark ? 2 : 1 } ?? 0,
            accessibilityContrast: collection.contrast.map { $0 == .increased ? 1 : 0 } ?? -1,
            userInterfaceLevel: collection.level.map { $0 == .elevated ? 1 : 0 } ?? -1,
            legibilityWeight: collection.legibilityWeight.map { $0 == .bold ? 1 : 0 } ?? -1,
            displayScale: collection.displayScale ?? 0,
            userInterfaceIdiom: collection.idiom.map(Self.rawIdiom) ?? -1)
    }

    /// The traits these values specify; unspecified or unknown values are `nil` (inherit).
    package var traitCollection: TraitCollection {
        TraitCollection(
            colorScheme: [1: .light, 2: .dark][userInterfaceStyle],
            contrast: [0: .standard, 1: .increased][accessibilityContrast],
            level: [0: .base, 1: .elevated][userInterfaceLevel],
            legibilityWeight: [0: .regular, 1: .bold][legibilityWeight],
            displayScale: displayScale.isFinite && displayScale > 0 ? displayScale : nil,
            idiom: Self.idiom(rawValue: userInterfaceIdiom))
    }

    /// `UIUserInterfaceIdiom`'s raw value for an idiom; watch, which UIKit does not model, maps to unspecified.
    static func rawIdiom(_ idiom: Idiom) -> Int {
        switch idiom {
        case .phone: 0
        case .pad: 1
        case .tv: 2
        case .mac: 5
        case .vision: 6
        case .watch: -1
        }
    }

    /// The idiom for `UIUserInterfaceIdiom`'s raw value; CarPlay (3) and unknown values are unspecified.
    static func idiom(rawValue: Int) -> Idiom? {
        [0: .phone, 1: .pad, 2: .tv, 5: .mac, 6: .vision][rawValue]
    }
}
