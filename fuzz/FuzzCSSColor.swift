// The CSS color harness: NocturneColor's parser, serializer and resolution.
//
// Every input is parsed; a parsed color is serialized (specified and computed), resolved and, when it
// resolves, serialized again in its own space and mixed. The fuzzer fails on any crash, and the harness
// traps when a serialization does not parse back (we would print CSS we cannot read) or when the fast
// path and the full grammar disagree.

@testable import NocturneColor

/// Parses the input as a CSS color and checks every way it is written back and resolved (see above).
func fuzzCSSColor(_ input: UnsafeRawBufferPointer) {
    let text = String(decoding: input, as: UTF8.self)
    // The byte-level fast path must agree exactly with the full grammar whenever it answers.
    if let fast = CSSColorParser.fastParse(text) {
        guard let full = try? CSSColorParser.parseFully(text), full.storage == fast else {
            fatalError("fast path disagrees with the full parser on \(text)")
        }
    }
    // ColorValue(css:) builds its value straight from the fast path: it must equal the full parser's, resolved.
    if let value = CSSColorParser.fastValue(text) {
        guard let full = try? CSSColorParser.parseFully(text), full.resolved == value else {
            fatalError("fast value disagrees with the full parser on \(text)")
        }
    }
    guard let color = try? CSSColor.parse(text) else { return }
    let specified = color.specifiedCSS
    let computed = color.computedCSS
    if (try? CSSColor.parse(specified)) == nil { fatalError("specified serialization does not parse: \(specified) from \(text)") }
    if (try? CSSColor.parse(computed)) == nil { fatalError("computed serialization does not parse: \(computed) from \(text)") }
    if let value = color.resolved {
        // Used as CSS uses a NaN or infinite calc(), every component is finite.
        let used = value.censoringNonFinite()
        if !(used.coordinates.x.isFinite && used.coordinates.y.isFinite && used.coordinates.z.isFinite && used.alpha.isFinite) {
            fatalError("censoringNonFinite left a component that is not finite: \(used) from \(text)")
        }
        let css = value.css
        if (try? CSSColor.parse(css)) == nil { fatalError("ColorValue.css does not parse: \(css) from \(text)") }
        _ = value.mixed(with: ColorValue.srgb(0.2, 0.4, 0.6), amount: 0.3, in: .oklch, hue: .longer).css
        _ = value.steps(to: ColorValue.srgb(1, 1, 1), count: 3, in: .hsl)
    }
    let red = try? CSSColor.parse("red")
    let resolved = color.resolvingContext(currentColor: red, systemColor: { _ in red }).resolvingColorScheme(.dark)
    if resolved.needsContext || resolved.resolved == nil { fatalError("context left unresolved in \(text)") }
    _ = resolved.computedCSS
}
