/// The identifiers the lint rules look for, recognized once by the lexer so that rules compare a byte, never text.
///
/// The raw value is the spelling. A token whose identifier is none of these has the word `.none`.
enum Word: String, CaseIterable, Sendable {
    case none = ""
    // Color types.
    case Color, UIColor, NSColor, CGColor, CIColor, SwiftUI, ColorResource
    // Keywords the scanner follows.
    case `init`, `return`, `let`, `var`, `static`, `class`, `struct`, `enum`, `extension`, `func`, `if`,
        `else`, `case`, `true`, `false`, `in`, `get`, `private`, `fileprivate`, `public`, `internal`, `open`,
        `final`, `lazy`, `override`, `nonisolated`, `some`, `any`, `where`, `protocol`, `typealias`, `import`
    // Literal wrappers allowed inside a constant color's arguments.
    case CGFloat, Double, Float, Int, UInt, UInt8, UInt32, UInt64
    // Color spaces allowed as a constant color's first argument.
    case sRGB, sRGBLinear, displayP3, RGBColorSpace, extendedSRGB
    // Fixed named colors.
    case black, white, gray, grey, lightGray, darkGray, red, green, blue, cyan, yellow, magenta, orange, purple, brown, clear, darkText, lightText
    // Their spellings before Swift 3 (`UIColor.darkGrayColor()`), still in apps written before dark mode.
    case blackColor, whiteColor, grayColor, lightGrayColor, darkGrayColor, redColor, greenColor, blueColor, cyanColor, yellowColor,
        magentaColor, orangeColor, purpleColor, brownColor
    // Content sinks.
    case foregroundColor, foregroundStyle, tint, accentColor, textColor, tintColor, contentTintColor, fill, stroke, strokeBorder,
        setFill, setStroke, set, setTitleColor, titleColor, placeholderColor, selectedTextColor, textFieldColor, insertionPointColor
    // Background sinks.
    case background, backgroundColor, listRowBackground, border, borderColor, barTintColor, containerBackground,
        separatorColor, backgroundStyle, layerBackgroundColor, highlightColor
    // Contexts where black and white are not content.
    case shadow, shadowColor, NSShadow, mask, overlay, scrim, LinearGradient, RadialGradient, AngularGradient, EllipticalGradient,
        Gradient, opacity, withAlphaComponent, alpha, colorWithAlphaComponent, blendMode
    // Named colors and dynamic providers.
    case named, colorLiteral, dynamicProvider, name, resolvedColor, performAsCurrentDrawingAppearance, performAsCurrent,
        resolve
    // Previews and platforms.
    case PreviewProvider, Preview, Previewable, os, targetEnvironment, canImport, WatchKit, DEBUG
    // Assignment targets and calls whose color is UIKit's or AppKit's.
    case layer, cgColor, uiColor, nsColor
    // Views that layer content on a backdrop.
    case ZStack
    // Layer and Core Graphics colors, and where they are set again when the traits change.
    case fillColor, strokeColor, setFillColor, setStrokeColor, traitCollectionDidChange, registerForTraitChanges, updateLayer,
        viewDidChangeEffectiveAppearance, layoutSubviews, draw, traitCollection, effectiveAppearance, CGContext

    /// The number of words.
    static let count = Word.allCases.count
}

extension Word {
    /// The words of layer colors and trait refreshes, which the backdrop heuristics treat as any other name.
    static let layerWords: Set<Word> = [
        .fillColor, .strokeColor, .setFillColor, .setStrokeColor, .traitCollectionDidChange, .registerForTraitChanges, .updateLayer,
        .viewDidChangeEffectiveAppearance, .layoutSubviews, .draw, .traitCollection, .effectiveAppearance, .CGContext,
    ]
}
