#if canImport(UIKit) && !os(watchOS)
import UIKit
import NocturneAppearance

extension UIColor {
    /// Creates a UIKit color that resolves `dynamicColor` against the view's traits every time UIKit asks.
    ///
    /// UIKit calls the provider on every trait change (style, contrast, level, weight, scale), so a
    /// view redraws with the right value; nothing is cached across traits.
    ///
    /// - Parameter dynamicColor: The color to resolve.
    public convenience init(_ dynamicColor: DynamicColor) {
        self.init { traitCollection in
            UIColor(resolved: dynamicColor.resolve(in: Traits(traitCollection)))
        }
    }

    /// Creates a color that is `light` in the light appearance and `dark` in the dark one.
    ///
    /// - Parameters:
    ///   - light: The color in light mode (and when the style is unspecified).
    ///   - dark: The color in dark mode.
    public convenience init(light: UIColor, dark: UIColor) {
        self.init { traitCollection in
            Traits(traitCollection).colorScheme == .dark ? dark : light
        }
    }

    /// A constant UIKit color with a resolved color's extended-sRGB components and opacity.
    ///
    /// - Parameter resolved: The color; components outside 0…1 stay as UIKit's extended sRGB.
    public convenience init(resolved: ResolvedColor) {
        self.init(red: CGFloat(resolved.red), green: CGFloat(resolved.green),
                  blue: CGFloat(resolved.blue), alpha: CGFloat(resolved.opacity))
    }
}
#endif
