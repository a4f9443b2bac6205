/// A parsed CSS `<color>`: what the author wrote, ready to serialize or resolve.
///
/// Parse any CSS Color 4 or 5 color with ``parse(_:)``: hex, named colors, `rgb()`, `hsl()`, `hwb()`,
/// `lab()`, `lch()`, `oklab()`, `oklch()`, `color()`, `color-mix()`, relative color syntax
/// (`oklch(from teal calc(l + 0.1) c h)`), `light-dark()`, `currentcolor` and system colors.
///
/// ```swift
/// let color = try CSSColor.parse("hsl(120 30% 50% / 0.5)")
/// color.specifiedCSS   // "rgba(89, 166, 89, 0.5)"
/// color.resolved       // ColorValue(.hsl, [120, 30, 50], alpha: 0.5)
/// ```
///
/// A value that refers to its context (`currentcolor`, `Canvas`, `light-dark()`, or a `color-mix()` or
/// relative color built on them) has a `nil` ``resolved`` value until ``resolvingContext(currentColor:systemColor:)``
/// and ``resolvingColorScheme(_:)`` supply that context.
public struct CSSColor: Sendable, Hashable, CustomStringConvertible {
    let storage: Storage

    init(_ storage: Storage) {
        self.storage = storage
    }

    /// Parses CSS color syntax, ignoring ASCII case, comments and surrounding whitespace.
    ///
    /// - Parameter text: A CSS `<color>`, such as `#0b7a75`, `rebeccapurple` or `oklch(0.7 0.1 190 / 50%)`.
    /// - Returns: The parsed color.
    /// - Throws: ``CSSParseError`` saying what was expected at which character offset.
    public static func parse(_ text: String) throws(CSSParseError) -> CSSColor {
        try CSSColorParser.parse(text)
    }

    /// Parses CSS color syntax as input that must be finite: a math function that is infinity or NaN is an error.
    ///
    /// CSS clamps `calc(infinity)` (CSS Values 4 §10.9), which ``parse(_:)`` follows; a theme's colors, an audit and a
    /// contrast check read this way instead, so `rgb(calc(infinity) 0 0)` is refused by all of them alike.
    ///
    /// - Parameter text: A CSS `<color>`.
    /// - Returns: The parsed color.
    /// - Throws: ``CSSParseError`` at the math function that is not finite, or as ``parse(_:)`` throws.
    public static func parseRefusingNonFinite(_ text: String) throws(CSSParseError) -> CSSColor {
        if let storage = CSSColorParser.fastParse(text) { return CSSColor(storage) }
        return try CSSColorParser.parseFully(text, refusingNonFinite: true)
    }

    /// The color with no context needed, or `nil` when it depends on `currentcolor` or a system color.
    ///
    /// The value is in the space the syntax names (`hsl()` gives an `hsl` value, hex and `rgb()` give
    /// `srgb`), with CSS's parse-time clamping applied and `none` kept as a missing component.
    /// `color-mix()` resolves to its interpolation space.
    public var resolved: ColorValue? {
        storage.resolve(in: .computed)
    }

    /// Whether the color is written in a legacy sRGB form (hex, a name, `rgb()`, `hsl()`, `hwb()`).
    ///
    /// Such colors compute to `rgb()`, whose channels CSS clamps into 0…255: a browser draws
    /// `hsl(0 150% 50%)` as `rgb(255, 0, 0)`, so their 8-bit value is the clipped one, not a gamut-mapped one.
    public var isLegacySRGB: Bool {
        if case .absolute(let color) = storage { return color.syntax.isLegacySRGB }
        return false
    }

    /// Whether the value depends on context (`currentcolor`, a system color, `light-dark()`, or a
    /// `color-mix()` or relative color built on one).
    public var needsContext: Bool {
        storage.needsContext
    }

    /// The color with `currentcolor` and system colors replaced by the values you supply.
    ///
    /// - Parameters:
    ///   - currentColor: The value of `currentcolor`, or `nil` to leave it unresolved.
    ///   - systemColor: Returns the color for a lowercase system color keyword (`canvastext`), or `nil`.
    /// - Returns: A copy with those keywords substituted, everywhere inside `color-mix()` and relative colors too.
    public func resolvingContext(currentColor: CSSColor?, systemColor: (String) -> CSSColor? = { _ in nil }) -> CSSColor {
        CSSColor(storage.substituting(currentColor: currentColor?.storage, systemColor: { systemColor($0)?.storage }))
    }

    /// The color with every `light-dark()` replaced by its branch for a color scheme.
    ///
    /// - Parameter scheme: The used color scheme: `.light` picks the first color, `.dark` the second.
    /// - Returns: A copy without `light-dark()`, inside `color-mix()` and relative colors too.
    public func resolvingColorScheme(_ scheme: CSSColorScheme) -> CSSColor {
        CSSColor(storage.choosing(scheme))
    }

    /// The CSSOM serialization of the specified value (what `style.color` reads back).
    ///
    /// Named colors stay names, sRGB-family functions become legacy `rgb()`/`rgba()`, other functions
    /// keep their own form, and `color-mix()` stays a normalized `color-mix()`.
    public var specifiedCSS: String {
        storage.serialize(computed: false)
    }

    /// The CSSOM serialization of the computed value (what `getComputedStyle().color` reads back).
    ///
    /// Named colors and hex become `rgb()`/`rgba()`, `color-mix()` and relative colors are resolved.
    /// A value that needs context keeps its keyword (`currentcolor`) until ``resolvingContext(currentColor:systemColor:)``.
    public var computedCSS: String {
        storage.serialize(computed: true)
    }

    /// The specified-value serialization, for printing.
    public var description: String { specifiedCSS }
}

// MARK: - Storage

/// The syntax a color was written in, which decides how it serializes.
enum CSSColorSyntax: Sendable, Hashable {
    case hex
    case named(String)
    case transparent
    case rgb
    case hsl
    case hwb
    case lab
    case lch
    case oklab
    case oklch
    /// `color(<space> …)`; `spelledXYZ` is true when the author wrote `xyz` for `xyz-d65`.
    case color(spelledXYZ: Bool)

    /// Whether the syntax is one of the sRGB legacy forms that serialize as `rgb()`/`rgba()`.
    var isLegacySRGB: Bool {
        switch self {
        case .hex, .named, .transparent, .rgb, .hsl, .hwb: true
        default: false
        }
    }
}

/// One component as written: a value already in the space's units, `none`, or an expression
/// that can only be evaluated later (font-relative lengths, relative color channels).
enum CSSComponent: Sendable, Hashable {
    case value(Double)
    case none
    /// An unevaluated math expression and its type (number, percentage or angle).
    case calc(CSSCalcNode, CSSCalcType)
    /// A bare channel keyword of relative color syntax (`r`, `alpha`).
    case channel(String)
}

/// The three components of a color function, stored inline (no array allocation on the hot path).
struct CSSComponentTriple: RandomAccessCollection, ExpressibleByArrayLiteral, Sendable, Hashable {
    var first: CSSComponent
    var second: CSSComponent
    var third: CSSComponent

    init(_ first: CSSComponent, _ second: CSSComponent, _ third: CSSComponent) {
        self.first = first
        self.second = second
        self.third = third
    }

    /// The first three elements of `components`; missing ones are `none` (callers always pass three).
    init(_ components: [CSSComponent]) {
        self.init(
            components.count > 0 ? components[0] : .none,
            components.count > 1 ? components[1] : .none,
            components.count > 2 ? components[2] : .none
        )
    }

    init(arrayLiteral elements: CSSComponent...) { self.init(elements) }

    var startIndex: Int { 0 }
    var endIndex: Int { 3 }

    subscript(position: Int) -> CSSComponent {
        switch position {
        case 0: first
        case 1: second
        default: third
        }
    }
}

/// The parts of an absolute color function.
struct CSSAbsoluteColor: Sendable, Hashable {
    var syntax: CSSColorSyntax
    var space: ColorSpace
    var components: CSSComponentTriple
    var alpha: CSSComponent
}

/// A `color-mix()`.
struct CSSColorMix: Sendable, Hashable {
    /// The interpolation space; `nil` when the author omitted `in …` (CSS Color 5 then mixes in oklab).
    var space: ColorSpace?
    /// How the author spelled the space (`xyz` stays `xyz` in the specified value).
    var spaceName: String?
    var hue: HueInterpolationMethod
    var hueWasSpecified: Bool
    /// The author wrote `specified hue`, an earlier draft's method that interpolates raw angles.
    var usesSpecifiedHue: Bool = false
    var colors: [CSSColor.Storage]
    var percentages: [CSSComponent?]
}

/// A relative color: `<function>(from <origin> c1 c2 c3 / alpha)`.
struct CSSRelativeColor: Sendable, Hashable {
    var syntax: CSSColorSyntax
    var space: ColorSpace
    var origin: CSSColor.Storage
    var components: CSSComponentTriple
    var alpha: CSSComponent?
}

extension CSSColor {
    enum Storage: Sendable, Hashable {
        case absolute(CSSAbsoluteColor)
        case currentColor
        case system(String)
        indirect case mix(CSSColorMix)
        indirect case relative(CSSRelativeColor)
        /// `light-dark(<light>, <dark>)`, chosen by the used color scheme.
        indirect case lightDark(Storage, Storage)

        var needsContext: Bool {
            switch self {
            case .absolute: false
            case .currentColor, .system, .lightDark: true
            case .mix(let mix): mix.colors.contains { $0.needsContext }
            case .relative(let relative): relative.origin.needsContext
            }
        }

        func substituting(currentColor: Storage?, systemColor: (String) -> Storage?) -> Storage {
            switch self {
            case .absolute: return self
            case .currentColor: return currentColor ?? self
            case .system(let name): return systemColor(name) ?? self
            case .mix(var mix):
                mix.colors = mix.colors.map { $0.substituting(currentColor: currentColor, systemColor: systemColor) }
                return .mix(mix)
            case .relative(var relative):
                relative.origin = relative.origin.substituting(currentColor: currentColor, systemColor: systemColor)
                return .relative(relative)
            case .lightDark(let light, let dark):
                return .lightDark(
                    light.substituting(currentColor: currentColor, systemColor: systemColor),
                    dark.substituting(currentColor: currentColor, systemColor: systemColor)
                )
            }
        }

        func choosing(_ scheme: CSSColorScheme) -> Storage {
            switch self {
            case .absolute, .currentColor, .system: return self
            case .lightDark(let light, let dark): return (scheme == .light ? light : dark).choosing(scheme)
            case .mix(var mix):
                mix.colors = mix.colors.map { $0.choosing(scheme) }
                return .mix(mix)
            case .relative(var relative):
                relative.origin = relative.origin.choosing(scheme)
                return .relative(relative)
            }
        }
    }
}
