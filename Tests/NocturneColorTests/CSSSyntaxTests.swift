import NocturneSupport
import Testing
@testable import NocturneColor

/// The tokenizer: CSS Syntax Level 3 tokens as color values need them.
@Suite struct CSSTokenizerTests {
    struct Example: Sendable, CustomTestStringConvertible {
        let input: String
        let kinds: [CSSToken.Kind]
        var testDescription: String { input }
    }

    static let examples: [Example] = [
        .init(input: "#0b7a75", kinds: [.hash("0b7a75", isIdentifier: false), .end]),
        .init(input: "#abc", kinds: [.hash("abc", isIdentifier: true), .end]),
        .init(input: "rgb(1 2)", kinds: [.function("rgb"), .number(1, isInteger: true), .whitespace, .number(2, isInteger: true), .closeParenthesis, .end]),
        .init(input: "-.5e+1%", kinds: [.percentage(-5), .end]),
        .init(input: "+.25", kinds: [.number(0.25, isInteger: false), .end]),
        .init(input: "10DEG", kinds: [.dimension(10, unit: "DEG"), .end]),
        .init(input: "1-2", kinds: [.number(1, isInteger: true), .number(-2, isInteger: true), .end]),
        .init(input: "1 - 2", kinds: [.number(1, isInteger: true), .whitespace, .delimiter("-"), .whitespace, .number(2, isInteger: true), .end]),
        .init(input: "-infinity", kinds: [.ident("-infinity"), .end]),
        .init(input: "a/**/b", kinds: [.ident("a"), .whitespace, .ident("b"), .end]),
        .init(input: " /* open", kinds: [.whitespace, .end]),
        .init(input: "\\72 gb(", kinds: [.function("rgb"), .end]),
        .init(input: "'x", kinds: [.string("x"), .end]),
        .init(input: "url(a)", kinds: [.other("url"), .end]),
        .init(input: "5.", kinds: [.number(5, isInteger: true), .delimiter("."), .end]),
        .init(input: "é", kinds: [.ident("é"), .end]),
    ]

    @Test("tokens", arguments: examples)
    func tokens(_ example: Example) {
        #expect(CSSTokenizer.tokenize(example.input).map(\.kind) == example.kinds)
    }

    @Test("offsets are bytes; errors report characters")
    func offsets() {
        let tokens = CSSTokenizer.tokenize("é x")
        #expect(tokens.map(\.offset) == [0, 2, 3, 4])
        #expect("é x".characterOffset(ofByte: 3) == 2)
    }
}

/// Math expressions: evaluation, simplification and CSSOM serialization.
@Suite struct CSSCalcNodeTests {
    struct Example: Sendable, CustomTestStringConvertible {
        let input: String
        let serialized: String
        var testDescription: String { input }
    }

    /// Specified values keep what cannot be resolved yet, simplified and sorted as CSSOM says.
    static let examples: [Example] = [
        .init(input: "hsl(calc(50deg + (sign(1em - 10px) * 10deg)) 0 0)", serialized: "hsl(calc(50deg + (10deg * sign(1em - 10px))) 0 0)"),
        .init(input: "hsl(calc(1rad + 1turn + sign(2em - 1px) * 1deg) 0 0)", serialized: "hsl(calc(417.296deg + (1deg * sign(2em - 1px))) 0 0)"),
        .init(input: "hsl(calc(10deg * sign(2em)) 0 0)", serialized: "rgb(0, 0, 0)"),
        .init(input: "lab(calc(sign(min(1em, 2em) - 1px)) 0 0)", serialized: "lab(sign(1em - 1px) 0 0)"),
        .init(input: "hsl(calc(infinity * 1deg + sign(1em - 1px) * 1deg) 0 0)", serialized: "hsl(calc((infinity * 1deg) + (1deg * sign(1em - 1px))) 0 0)"),
        .init(input: "hsl(0 0 0 / calc(NaN * 1% + sign(1em - 1px) * 1%))", serialized: "hsl(0 0 0 / calc((NaN * 1%) + (1% * sign(1em - 1px))))"),
        .init(input: "lab(calc(-1 * (10 - sign(1em - 1px))) 0 0)", serialized: "lab(calc(-1 * (10 - sign(1em - 1px))) 0 0)"),
        .init(input: "oklch(0.5 0.1 min(10deg, 1deg * sign(1em - 1px)))", serialized: "oklch(0.5 0.1 min(10deg, 1deg * sign(1em - 1px)))"),
    ]

    @Test("unresolved calc() serializes in simplified, sorted form", arguments: examples)
    func serialization(_ example: Example) throws {
        let actual = try CSSColor.parse(example.input).specifiedCSS
        #expect(actual == example.serialized)
        // What we print, we read back to the same value.
        #expect(try CSSColor.parse(actual).specifiedCSS == actual)
    }

    struct Value: Sendable, CustomTestStringConvertible {
        let input: String
        let value: Double
        var testDescription: String { input }
    }

    static let values: [Value] = [
        .init(input: "calc(1 + 2 * 3)", value: 7),
        .init(input: "calc((1 + 2) * 3)", value: 9),
        .init(input: "calc(10 / 4)", value: 2.5),
        .init(input: "min(3, 1, 2)", value: 1),
        .init(input: "max(3, 1, 2)", value: 3),
        .init(input: "clamp(0, 5, 2)", value: 2),
        .init(input: "abs(-4)", value: 4),
        .init(input: "round(2.5)", value: 3),
        .init(input: "round(down, 7, 2)", value: 6),
        .init(input: "round(up, 7, 2)", value: 8),
        .init(input: "round(to-zero, -7, 2)", value: -6),
        .init(input: "mod(-7, 3)", value: 2),
        .init(input: "rem(-7, 3)", value: -1),
        .init(input: "pow(2, 10)", value: 1024),
        .init(input: "sqrt(16)", value: 4),
        .init(input: "hypot(3, 4)", value: 5),
        .init(input: "calc(e * 0 + pi / pi)", value: 1),
        .init(input: "sign(-0.5)", value: -1),
        .init(input: "calc(sin(90deg) + cos(0))", value: 2),
        .init(input: "log(exp(2))", value: 2),
    ]

    @Test("math functions evaluate", arguments: values)
    func evaluation(_ example: Value) throws {
        let color = try CSSColor.parse("color(srgb \(example.input) 0 0)")
        let value = try #require(color.resolved)
        #expect(abs(value.coordinates.x - example.value) < 1e-12)
    }

    @Test("type errors are parse errors", arguments: ["calc(1 + 1%)", "calc(1deg * 1deg)", "calc(1 / 1deg)", "sign()", "clamp(1, 2)", "calc(1 +1)", "calc(foo)", "calc(1px)"])
    func typeErrors(_ expression: String) {
        #expect(throws: CSSParseError.self) { try CSSColor.parse("color(srgb \(expression) 0 0)") }
    }
}

/// Number formatting as CSSOM serializes numbers in colors.
@Suite struct CSSNumberTextTests {
    static let numberCases: [(Double, String)] = [
        (0.0, "0"), (-0.0, "0"), (0.5, "0.5"), (1.0 / 3, "0.333333"), (73.338597, "73.3386"), (-200, "-200"),
        (65504, "65504"), (1234567, "1234570"), (1e-7, "1e-07"), (1e22, "1e22"),
        (Double.infinity, "calc(infinity)"), (-Double.infinity, "calc(-infinity)"), (Double.nan, "calc(NaN)"),
    ]

    static let alphaCases: [(Double, String)] = [
        (0.5, "0.5"), (0.25, "0.25"), (136.0 / 255, "0.533"), (0.2, "0.2"), (1.0 / 3, "0.333"), (0.999, "1"), (-1, "0"),
    ]

    @Test("six significant digits, no trailing zeros, plain notation", arguments: numberCases)
    func numbers(_ value: Double, _ text: String) {
        #expect(NumberText.css(value) == text)
    }

    @Test("legacy alpha: the 8-bit value in the fewest decimals that round-trip", arguments: alphaCases)
    func legacyAlpha(_ value: Double, _ text: String) {
        #expect(CSSSerializer.legacyAlpha(value) == text)
    }
}
