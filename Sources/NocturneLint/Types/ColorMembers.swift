import NocturneProject

/// The UIKit, AppKit, SwiftUI, Core Animation and Core Graphics members that take a color, and the type each needs:
/// what `label.textColor = .white` or `.foregroundStyle(.white)` tells about `.white`.
enum ColorMembers {
    /// What a member takes.
    enum Takes: Hashable {
        /// The platform's color: `UIColor` where the file is UIKit, `NSColor` where it is AppKit.
        case platformColor
        /// A fixed type.
        case type(ColorType)
        /// An array of the platform's color.
        case platformColors
        /// An array of a fixed type.
        case types(ColorType)
    }

    /// Properties assigned a color on a view, control, bar, layer or appearance proxy (`x.textColor = …`).
    ///
    /// A layer's colors are `CGColor`s; the resolver asks ``layerProperties`` first when the base is a layer.
    static let properties: [String: Takes] = {
        var table: [String: Takes] = [:]
        for name in [
            "textColor", "backgroundColor", "tintColor", "barTintColor", "onTintColor", "thumbTintColor", "pageIndicatorTintColor",
            "currentPageIndicatorTintColor", "separatorColor", "sectionIndexColor", "sectionIndexBackgroundColor",
            "sectionIndexTrackingBackgroundColor", "progressTintColor", "trackTintColor", "minimumTrackTintColor", "maximumTrackTintColor",
            "selectedSegmentTintColor", "shadowColor", "placeholderColor", "titleColor", "highlightedTextColor", "insertionPointColor",
            "contentTintColor", "bezelColor", "gridColor", "fillColor", "borderColor", "strokeColor", "baseForegroundColor",
            "baseBackgroundColor", "foregroundColor", "selectedTextColor", "dividerColor", "keyboardAppearanceColor", "underlineColor",
            "strikethroughColor", "activeTitleColor", "titleTextColor", "badgeColor", "labelColor", "color",
        ] {
            table[name] = .platformColor
        }
        return table
    }()

    /// `CALayer`, `CAShapeLayer`, `CATextLayer` and `CAGradientLayer` properties: `CGColor`s (gradient colors are `[Any]`).
    static let layerProperties: [String: Takes] = [
        "backgroundColor": .type(.cgColor), "borderColor": .type(.cgColor), "shadowColor": .type(.cgColor), "fillColor": .type(.cgColor),
        "strokeColor": .type(.cgColor), "foregroundColor": .type(.cgColor),
    ]

    /// Properties whose values share names with colors but are styles: `.black` and `.white` there are no colors.
    static let nonColorProperties: [String: String] = [
        "barStyle": "UIBarStyle", "indicatorStyle": "UIScrollView.IndicatorStyle", "activityIndicatorViewStyle": "UIActivityIndicatorView.Style",
        "keyboardAppearance": "UIKeyboardAppearance", "fontWeight": "Font.Weight", "weight": "Font.Weight",
        "statusBarStyle": "UIStatusBarStyle", "preferredStatusBarStyle": "UIStatusBarStyle", "selectionStyle": "UITableViewCell.SelectionStyle",
        "scrollerKnobStyle": "NSScroller.KnobStyle", "searchBarStyle": "UISearchBar.Style", "overrideUserInterfaceStyle": "UIUserInterfaceStyle",
        "userInterfaceStyle": "UIUserInterfaceStyle", "blurEffectStyle": "UIBlurEffect.Style", "backgroundBlurEffectStyle": "UIBlurEffect.Style",
        "pinColor": "MKPinAnnotationColor",
    ]

    /// Style properties whose names are too common to hold everywhere, by the platform type that declares them:
    /// `spinner.style = .white` is an activity indicator's style where `spinner` is declared a `UIActivityIndicatorView`.
    static func nonColorProperties(of type: String) -> [String: String] {
        switch type {
        case "UIActivityIndicatorView": ["style": "UIActivityIndicatorView.Style"]
        case "NSScroller": ["knobStyle": "NSScroller.KnobStyle"]
        default: [:]
        }
    }

    /// A color's components (`UIColor`'s `getRed`/`getHue`/`getWhite` outputs, SwiftUI's `Color.Resolved`): read as
    /// numbers, they are no color (`0.299 * color.red + …`).
    static let componentNames: Set<String> = ["red", "green", "blue", "alpha", "hue", "saturation", "brightness", "white", "opacity"]

    /// Arguments that share names with colors but are weights or styles: `.system(size: 12, weight: .black)`.
    static let nonColorArguments: [Argument: String] = [
        Argument(name: "system", label: "weight"): "Font.Weight", Argument(name: "fontWeight", label: nil): "Font.Weight",
        Argument(name: "systemFont", label: "weight"): "UIFont.Weight", Argument(name: "monospacedSystemFont", label: "weight"): "UIFont.Weight",
        Argument(name: "monospacedDigitSystemFont", label: "weight"): "UIFont.Weight", Argument(name: "weight", label: nil): "Font.Weight",
        Argument(name: "UIActivityIndicatorView", label: "style"): "UIActivityIndicatorView.Style",
        Argument(name: "UIActivityIndicatorView", label: "activityIndicatorStyle"): "UIActivityIndicatorView.Style",
        Argument(name: "UIBlurEffect", label: "style"): "UIBlurEffect.Style", Argument(name: "UITableViewCell", label: "style"): "UITableViewCell.CellStyle",
        Argument(name: "UIImpactFeedbackGenerator", label: "style"): "UIImpactFeedbackGenerator.FeedbackStyle",
        Argument(name: "setStatusBarStyle", label: nil): "UIStatusBarStyle",
    ]

    /// One argument a call takes a color in: the callee's last name, the argument's label (`nil` for none).
    struct Argument: Hashable {
        var name: String
        var label: String?
    }

    /// Calls' color arguments: SwiftUI modifiers and types, UIKit/AppKit methods, Core Graphics context calls.
    static let arguments: [Argument: Takes] = {
        var table: [Argument: Takes] = [:]
        func add(_ name: String, _ label: String?, _ takes: Takes) { table[Argument(name: name, label: label)] = takes }
        // SwiftUI: `Color` parameters.
        for name in ["foregroundColor", "accentColor", "tint", "listRowSeparatorTint", "listSectionSeparatorTint", "colorMultiply"] {
            add(name, nil, .type(.color))
        }
        add("shadow", "color", .type(.color))
        add("strikethrough", "color", .type(.color))
        add("underline", "color", .type(.color))
        add("Stop", "color", .type(.color))
        // SwiftUI: `ShapeStyle` parameters (a `Color` is one).
        for name in ["foregroundStyle", "background", "fill", "stroke", "strokeBorder", "border", "toolbarBackground", "containerBackground",
                     "presentationBackground", "overlay", "backgroundStyle"] {
            add(name, nil, .type(.shapeStyle))
        }
        // SwiftUI gradients take `[Color]`.
        for name in ["Gradient", "LinearGradient", "RadialGradient", "AngularGradient", "EllipticalGradient"] { add(name, "colors", .types(.color)) }
        // UIKit and AppKit.
        add("setTitleColor", nil, .platformColor)
        add("setTitleShadowColor", nil, .platformColor)
        add("withTintColor", nil, .platformColor)
        add("SymbolConfiguration", "hierarchicalColor", .platformColor)
        add("SymbolConfiguration", "paletteColors", .platformColors)
        add("applyingSymbolConfiguration", nil, .platformColor)
        // Core Image's color from the platform's: `CIColor(color: .black)`.
        add("CIColor", "color", .platformColor)
        // Core Graphics.
        add("setFillColor", nil, .type(.cgColor))
        add("setStrokeColor", nil, .type(.cgColor))
        add("setShadow", "color", .type(.cgColor))
        return table
    }()

    /// What a color type's initializer argument takes: `Color(uiColor:)` a `UIColor`, `UIColor(cgColor:)` a `CGColor`.
    static func initializerArgument(of type: ColorType, label: String?, platform: ColorType?) -> ColorType? {
        switch (type, label) {
        case (.color, "uiColor"): .uiColor
        case (.color, "nsColor"): .nsColor
        case (.color, "cgColor"), (.uiColor, "cgColor"), (.nsColor, "cgColor"): .cgColor
        case (.uiColor, "light"), (.uiColor, "dark"), (.uiColor, "lightColor"), (.uiColor, "darkColor"): .uiColor
        case (.color, "light"), (.color, "dark"): .color
        // `Color(.black)`: SwiftUI's color from the platform's (`init(_: UIColor)`, `init(_: NSColor)`); `UIColor(.red)` the reverse.
        case (.color, nil): platform
        case (.uiColor, nil), (.nsColor, nil): .color
        case (.nsColor, "light"), (.nsColor, "dark"): .nsColor
        default: nil
        }
    }
}
