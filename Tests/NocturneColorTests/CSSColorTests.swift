import Testing
@testable import NocturneColor

/// Parsing, serializing and resolving ``CSSColor`` values, beyond what the WPT vectors cover.
@Suite struct CSSColorTests {
    struct Serialization: Sendable, CustomTestStringConvertible {
        let input: String
        let specified: String
        let computed: String
        var testDescription: String { input }
    }

    static let serializations: [Serialization] = [
        .init(input: "#0B7A75", specified: "rgb(11, 122, 117)", computed: "rgb(11, 122, 117)"),
        .init(input: "#0b7a7580", specified: "rgba(11, 122, 117, 0.5)", computed: "rgba(11, 122, 117, 0.5)"),
        .init(input: "#f068", specified: "rgba(255, 0, 102, 0.533)", computed: "rgba(255, 0, 102, 0.533)"),
        .init(input: "RebeccaPurple", specified: "rebeccapurple", computed: "rgb(102, 51, 153)"),
        .init(input: "transparent", specified: "transparent", computed: "rgba(0, 0, 0, 0)"),
        .init(input: "rgb(127.5 0 0)", specified: "rgb(128, 0, 0)", computed: "rgb(128, 0, 0)"),
        .init(input: "rgba(1, 2, 3, 25%)", specified: "rgba(1, 2, 3, 0.25)", computed: "rgba(1, 2, 3, 0.25)"),
        .init(input: "hsl(0.25turn 100% 50%)", specified: "rgb(128, 255, 0)", computed: "rgb(128, 255, 0)"),
        .init(input: "hsl(100grad 100% 50%)", specified: "rgb(128, 255, 0)", computed: "rgb(128, 255, 0)"),
        .init(input: "hwb(none 20% 30%)", specified: "hwb(none 20% 30%)", computed: "rgb(179, 51, 51)"),
        .init(input: "lab(50% 25% -25% / 50%)", specified: "lab(50 31.25 -31.25 / 0.5)", computed: "lab(50 31.25 -31.25 / 0.5)"),
        .init(input: "oklch(70% 50% 190deg)", specified: "oklch(0.7 0.2 190)", computed: "oklch(0.7 0.2 190)"),
        .init(input: "oklch(0.7 0.1 calc(pi * 1rad))", specified: "oklch(0.7 0.1 180)", computed: "oklch(0.7 0.1 180)"),
        .init(input: "color(display-p3-linear 0.5 none 1)", specified: "color(display-p3-linear 0.5 none 1)", computed: "color(display-p3-linear 0.5 none 1)"),
        .init(input: "color(xyz 0.2 0.3 0.4 / none)", specified: "color(xyz-d65 0.2 0.3 0.4 / none)", computed: "color(xyz-d65 0.2 0.3 0.4 / none)"),
        .init(input: "/* a */ LCH( 50 /* b */ 20 30DEG ) ", specified: "lch(50 20 30)", computed: "lch(50 20 30)"),
        .init(input: "currentColor", specified: "currentcolor", computed: "currentcolor"),
        .init(input: "CanvasText", specified: "canvastext", computed: "canvastext"),
        .init(input: "color-mix(in oklch longer hue, red 30%, blue)", specified: "color-mix(in oklch longer hue, red 30%, blue)", computed: "oklch(0.504796 0.296555 193.607)"),
        .init(input: "color-mix(in srgb, red, blue)", specified: "color-mix(in srgb, red, blue)", computed: "color(srgb 0.5 0 0.5)"),
        .init(input: "color-mix(in srgb, 75% red, blue 75%)", specified: "color-mix(in srgb, red, blue)", computed: "color(srgb 0.5 0 0.5)"),
        .init(input: "color-mix(in srgb, red 40%, blue 40%)", specified: "color-mix(in srgb, red 40%, blue 40%)", computed: "color(srgb 0.5 0 0.5 / 0.8)"),
        .init(input: "color-mix(in srgb, currentcolor 25%, blue)", specified: "color-mix(in srgb, currentcolor 25%, blue)", computed: "color-mix(in srgb, currentcolor 25%, rgb(0, 0, 255))"),
        .init(input: "rgb(from rebeccapurple r g b)", specified: "rgb(from rebeccapurple r g b)", computed: "color(srgb 0.4 0.2 0.6)"),
        .init(input: "hsl(from red calc(h + 120) s l)", specified: "hsl(from red calc(120 + h) s l)", computed: "color(srgb 0 1 0)"),
        .init(input: "lab(from lab(50 10 20) l calc(a * 2) b / calc(alpha / 2))", specified: "lab(from lab(50 10 20) l calc(2 * a) b / calc(0.5 * alpha))", computed: "lab(50 20 20 / 0.5)"),
        .init(input: "hsla(from red h s l / 0.5)", specified: "hsl(from red h s l / 0.5)", computed: "color(srgb 1 0 0 / 0.5)"),
        .init(input: "hsl(from teal h s 50%)", specified: "hsl(from teal h s 50)", computed: "color(srgb 0 1 1)"),
        .init(input: "color(from red srgb r g b / 0.5)", specified: "color(from red srgb r g b / 0.5)", computed: "color(srgb 1 0 0 / 0.5)"),
        .init(input: "oklch(from oklch(0.5 0.1 30) calc(l + 0.1) c calc(h + 180))", specified: "oklch(from oklch(0.5 0.1 30) calc(0.1 + l) c calc(180 + h))", computed: "oklch(0.6 0.1 210)"),
        .init(input: "rgb(from currentcolor r g b)", specified: "rgb(from currentcolor r g b)", computed: "rgb(from currentcolor r g b)"),
        .init(input: "color-mix(in srgb, red calc(50% + sign(1em - 1px) * 100%), blue)", specified: "color-mix(in srgb, red calc(50% + (100% * sign(1em - 1px))), blue)", computed: "color(srgb 1 0 0)"),
        .init(input: "light-dark(#0B7A75, #5FD4CC)", specified: "light-dark(rgb(11, 122, 117), rgb(95, 212, 204))", computed: "light-dark(rgb(11, 122, 117), rgb(95, 212, 204))"),
    ]

    @Test("specified and computed serializations", arguments: serializations)
    func serialization(_ example: Serialization) throws {
        let color = try CSSColor.parse(example.input)
        #expect(color.specifiedCSS == example.specified)
        #expect(color.computedCSS == example.computed)
    }

    struct Failure: Sendable, CustomTestStringConvertible {
        let input: String
        let message: String
        var testDescription: String { input }
    }

    static let failures: [Failure] = [
        .init(input: "rgb(1 2 3", message: "expected ')' at offset 9 in \"rgb(1 2 3\""),
        .init(input: "rgb(1, 2 3)", message: "expected ',' at offset 9 in \"rgb(1, 2 3)\""),
        .init(input: "rgb(10%, 20, 30%)", message: "expected a percentage, like the first channel at offset 9 in \"rgb(10%, 20, 30%)\""),
        .init(input: "#12345", message: "expected 3, 4, 6 or 8 hex digits after '#' at offset 0 in \"#12345\""),
        .init(input: "", message: "expected a color at offset 0 in \"\""),
        .init(input: "reddish", message: "expected a color at offset 0 in \"reddish\""),
        .init(input: "lab(10deg 0 0)", message: "expected a number, a percentage or 'none' at offset 4 in \"lab(10deg 0 0)\""),
        .init(input: "color(banana 1 1 1)", message: "expected a predefined color space (srgb, srgb-linear, display-p3, a98-rgb, prophoto-rgb, rec2020, xyz, xyz-d50, xyz-d65) at offset 6 in \"color(banana 1 1 1)\""),
        .init(input: "red blue", message: "expected end of input at offset 4 in \"red blue\""),
        .init(input: "color-mix(in srgb, red 120%, blue)", message: "expected percentages between 0% and 100% in color-mix() at offset 34 in \"color-mix(in srgb, red 120%, blue)\""),
        .init(input: "calc(1 +2)", message: "expected a color at offset 0 in \"calc(1 +2)\""),
        .init(input: "oklch(0.5 0.1 calc(1 +2))", message: "expected ')' at offset 21 in \"oklch(0.5 0.1 calc(1 +2))\""),
        .init(input: "rgb(from red r g x)", message: "expected a number, a percentage or 'none' at offset 17 in \"rgb(from red r g x)\""),
        .init(input: "light-dark(white)", message: "expected ',' between the light and dark colors at offset 16 in \"light-dark(white)\""),
        .init(input: "é(1)", message: "expected a color at offset 0 in \"é(1)\""),
        .init(input: "rgb(1 2 3) é", message: "expected end of input at offset 11 in \"rgb(1 2 3) é\""),
    ]

    @Test("errors say what was expected and where", arguments: failures)
    func failure(_ example: Failure) {
        #expect(throws: CSSParseError.self) { try CSSColor.parse(example.input) }
        do {
            _ = try CSSColor.parse(example.input)
        } catch {
            #expect(error.description == example.message)
        }
    }

    @Test("a deeply nested input fails cleanly instead of exhausting the stack")
    func deepNesting() {
        let nested = String(repeating: "color-mix(in srgb, ", count: 5000) + "red"
        #expect(throws: CSSParseError.self) { try CSSColor.parse(nested) }
        let parentheses = "oklch(0.5 0.1 calc(" + String(repeating: "(", count: 5000) + "1" + String(repeating: ")", count: 5000) + "))"
        #expect(throws: CSSParseError.self) { try CSSColor.parse(parentheses) }
    }

    @Test("resolved values are in the syntax's own space, none kept as missing")
    func resolvedValues() throws {
        let hsl = try #require(try CSSColor.parse("hsl(120 30% 50% / 0.5)").resolved)
        #expect(hsl.space == .hsl)
        #expect(hsl.coordinates == SIMD3(120, 30, 50))
        #expect(hsl.alpha == 0.5)
        let hex = try #require(try CSSColor.parse("#ff8000").resolved)
        #expect(hex.space == .srgb)
        #expect(hex.coordinates == SIMD3(1, 128.0 / 255, 0))
        let none = try #require(try CSSColor.parse("oklch(0.5 none 30 / none)").resolved)
        #expect(none.components[1] == nil)
        #expect(none.alphaComponent == nil)
        let lab = try #require(try CSSColor.parse("lab(400 0 0)").resolved)
        #expect(lab.coordinates.x == 100)
    }

    @Test("currentcolor and system colors need context until it is supplied")
    func context() throws {
        let current = try CSSColor.parse("color-mix(in srgb, currentcolor, white)")
        #expect(current.needsContext)
        #expect(current.resolved == nil)
        let supplied = current.resolvingContext(currentColor: try CSSColor.parse("black"))
        #expect(!supplied.needsContext)
        #expect(supplied.computedCSS == "color(srgb 0.5 0.5 0.5)")
        let system = try CSSColor.parse("Canvas")
        #expect(system.needsContext)
        let resolved = system.resolvingContext(currentColor: nil) { $0 == "canvas" ? try? CSSColor.parse("#1c1c1e") : nil }
        #expect(resolved.computedCSS == "rgb(28, 28, 30)")
        #expect(throws: CSSParseError.self) { try ColorValue(css: "currentcolor") }
    }

    @Test("light-dark() picks its branch once the color scheme is known, inside color-mix() too")
    func lightDark() throws {
        let accent = try CSSColor.parse("light-dark(#0B7A75, #5FD4CC)")
        #expect(accent.needsContext)
        #expect(accent.resolved == nil)
        #expect(accent.resolvingColorScheme(.light).computedCSS == "rgb(11, 122, 117)")
        #expect(accent.resolvingColorScheme(.dark).computedCSS == "rgb(95, 212, 204)")
        let tint = try CSSColor.parse("color-mix(in srgb, light-dark(white, black), red)")
        #expect(tint.resolvingColorScheme(.dark).computedCSS == "color(srgb 0.5 0 0)")
        let outline = try CSSColor.parse("rgb(from light-dark(black, white) r g b / 35%)")
        #expect(outline.resolvingColorScheme(.dark).computedCSS == "color(srgb 1 1 1 / 0.35)")
    }

    struct OwnForm: Sendable, CustomTestStringConvertible {
        let value: ColorValue
        let css: String
        var testDescription: String { css }
    }

    static let ownForms: [OwnForm] = [
        .init(value: .srgb(1, 0.5, 0), css: "color(srgb 1 0.5 0)"),
        .init(value: ColorValue(.hsl, SIMD3(120, 100, 25), alpha: 0.5), css: "rgba(0, 128, 0, 0.5)"),
        .init(value: ColorValue(.hwb, SIMD3(0, 0, 0)), css: "rgb(255, 0, 0)"),
        .init(value: ColorValue(.oklch, SIMD3(0.627955, 0.257683, 29.2339)), css: "oklch(0.627955 0.257683 29.2339)"),
        .init(value: ColorValue(.lch, components: 50, 0, nil), css: "lch(50 0 none)"),
        .init(value: ColorValue(.lab, SIMD3(50, -20.5, 1e-7)), css: "lab(50 -20.5 1e-07)"),
        .init(value: ColorValue(.xyzD50, SIMD3(0.25, 0.5, 0.75), alpha: 0.125), css: "color(xyz-d50 0.25 0.5 0.75 / 0.125)"),
        .init(value: ColorValue(.displayP3, SIMD3(1234567, 0, -0.0)), css: "color(display-p3 1234570 0 0)"),
    ]

    @Test("ColorValue.css is the computed form of the value's own space", arguments: ownForms)
    func ownForm(_ example: OwnForm) throws {
        #expect(example.value.css == example.css)
        // What we print, we can read back.
        _ = try CSSColor.parse(example.css)
    }

    @Test("ColorValue(css:) parses and resolves")
    func colorValueInit() throws {
        let value = try ColorValue(css: "oklch(62.8% 0.2577 29.23deg)")
        #expect(value.space == .oklch)
        #expect(abs(value.coordinates.x - 0.628) < 1e-12)
        #expect(throws: CSSParseError.self) { try ColorValue(css: "oklch(62.8% 0.2577)") }
    }
}
