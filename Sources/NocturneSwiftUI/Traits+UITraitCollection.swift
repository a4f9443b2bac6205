#if canImport(UIKit) && !os(watchOS)
import UIKit
import NocturneAppearance

extension Traits {
    /// The traits a UIKit trait collection reports; unspecified values take Apple's defaults.
    ///
    /// The mapping of UIKit's raw values is `UIKitTraitValues` (NocturneAppearance, package access), tested on every platform.
    ///
    /// - Parameter traitCollection: The collection, e.g. a view's `traitCollection`.
    public init(_ traitCollection: UITraitCollection) {
        self = TraitCollection(traitCollection).resolved()
    }
}

extension TraitCollection {
    /// The traits a UIKit trait collection specifies; unspecified ones are `nil` (inherit).
    ///
    /// - Parameter traitCollection: The collection, e.g. a view's `traitCollection`.
    public init(_ traitCollection: UITraitCollection) {
        self = UIKitTraitValues(
            userInterfaceStyle: traitCollection.userInterfaceStyle.rawValue,
            accessibilityContrast: traitCollection.accessibilityContrast.rawValue,
            userInterfaceLevel: traitCollection.userInterfaceLevel.rawValue,
            legibilityWeight: traitCollection.legibilityWeight.rawValue,
            displayScale: Double(traitCollection.displayScale),
            userInterfaceIdiom: traitCollection.userInterfaceIdiom.rawValue
        ).traitCollection
    }
}

extension UITraitCollection {
    /// A UIKit trait collection with the style, contrast, level, weight, scale and idiom of `traits`.
    ///
    /// Reduce Transparency and Reduce Motion are system settings in UIKit, not traits, so they are
    /// not carried.
    ///
    /// - Parameter traits: The traits, e.g. to pass to `UIColor.resolvedColor(with:)` or `traitOverrides`.
    public convenience init(_ traits: Traits) {
        let values = UIKitTraitValues(TraitCollection(traits))
        self.init(traitsFrom: [
            UITraitCollection(userInterfaceStyle: UIUserInterfaceStyle(rawValue: values.userInterfaceStyle) ?? .unspecified),
            UITraitCollection(accessibilityContrast: UIAccessibilityContrast(rawValue: values.accessibilityContrast) ?? .unspecified),
            UITraitCollection(userInterfaceLevel: UIUserInterfaceLevel(rawValue: values.userInterfaceLevel) ?? .unspecified),
            UITraitCollection(legibilityWeight: UILegibilityWeight(rawValue: values.legibilityWeight) ?? .unspecified),
            UITraitCollection(displayScale: CGFloat(values.displayScale)),
            UITraitCollection(userInterfaceIdiom: UIUserInterfaceIdiom(rawValue: values.userInterfaceIdiom) ?? .unspecified),
        ])
    }
}
#endif
