import Foundation
import NocturneAppearance
import NocturneColor
import NocturneSupport

/// Reads the color custom properties of a stylesheet into a token set, mode by mode: enough to audit `theme.css`.
///
/// A declaration's mode comes from where it sits: `@media (prefers-color-scheme: dark)` or a
/// selector naming `dark` gives dark; `@media (prefers-contrast: more)` or a selector naming
/// `contrast-more` or `hc` gives Increase Contrast; `elevated` gives the elevated level; inside
/// `@supports (color: color(display-p3 …))` values are Display P3 variants. `light-dark(a, b)` gives
/// both schemes, `var(--x)` resolves in the same mode. `@import` is not followed (reported).
public struct CSSThemeReader: Sendable {
    /// Creates a reader.
    public init() {}

    /// Reads a stylesheet file.
    ///
    /// - Throws: ``FormatError`` of kind `.io` when the file cannot be read, is not a regular file or is over 16 MB.
    public func read(at path: String) throws(FormatError) -> TokenSet {
        let data: [UInt8]
        do { data = try FileSystem.readRegularFile(path) } catch { throw FormatError(.io, file: path, message: error.description) }
        let name = DesignTokensReader.baseName(PathText.lastComponent(path)).replacingOccurrences(of: ".css", with: "")
        return read(css: String(decoding: data, as: UTF8.self), name: name, file: PathText.lastComponent(path))
    }

    /// How deeply blocks may nest before the reader stops with an error (a theme needs three or four).
    public static let maximumNesting = 256

    /// The most text one value may grow to while `var()` references are substituted into it.
    static let maximumSubstitutedLength = 65_536

    /// How many `var()` references may lead one to the next before the reader gives up on the value.
    static let maximumReferenceDepth = 128

    /// A property's value in one mode, as a key for the substitutions already made.
    struct Substitution: Hashable {
        var property: String
        var mode: AppearanceMode
    }

    struct Declaration {
        var property: String
        var value: String
        var mode: AppearanceMode
        var schemeGiven: Bool
        var displayP3: Bool
        var important: Bool
        var line: Int
    }

    /// Reads stylesheet text.
    ///
    /// Problems are reported in ``TokenSet/diagnostics`` with the file, line and property, and the
    /// rest of the stylesheet is still read: a value that is not a color, `var()` references that are
    /// not defined or form a cycle, unterminated comments, strings and blocks, and `@import`. Blocks
    /// nested deeper than ``maximumNesting`` stop the reading there. `!important` declarations win over
    /// later ones in the same mode, as in the cascade.
    ///
    /// - Complexity: O(n) in the length of the text, plus the `var()` substitutions.
    public func read(css: String, name: String, file: String = "") -> TokenSet {
        var scanner = CSSThemeScanner(bytes: Array(css.utf8), file: file)
        scanner.scan()
        var diagnostics = scanner.diagnostics
        let declarations = scanner.declarations
        // Later declarations win within a mode, unless an earlier one is !important; a value whose
        // scheme was not given applies to both.
        var order: [String] = []
        // Each property's text per mode (`nil` where no declaration gives one), sRGB and Display P3 apart.
        var values: [String: ModeValues<String?>] = [:]
        var wide: [String: ModeValues<String?>] = [:]
        var important: Set<String> = []
        var lines: [String: Int] = [:]
        for declaration in declarations {
            if values[declaration.property] == nil, wide[declaration.property] == nil { order.append(declaration.property) }
            if lines[declaration.property] == nil { lines[declaration.property] = declaration.line }
            let parts = CSSThemeReader.lightDark(declaration.value)
            var targets: [(AppearanceMode, String)] = []
            if let parts {
                var light = declaration.mode
                light.colorScheme = .light
                var dark = declaration.mode
                dark.colorScheme = .dark
                targets = [(light, parts.0), (dark, parts.1)]
            } else {
                targets = [(declaration.mode, declaration.value)]
            }
            for (mode, value) in targets {
                let slot = "\(declaration.displayP3 ? "p3" : "srgb") \(mode.key) \(declaration.property)"
                if important.contains(slot), !declaration.important { continue }
                if declaration.important { important.insert(slot) }
                if declaration.displayP3 { wide[declaration.property, default: [:]][mode] = value } else { values[declaration.property, default: [:]][mode] = value }
            }
        }
        func problem(_ kind: FormatError.Kind, _ property: String, _ message: String) {
            diagnostics.append(FormatError(kind, file: file, key: property, line: lines[property] ?? 0, message: message))
        }
        var substituted: [Substitution: String?] = [:]
        /// `value` with every `var()` replaced by what it names in `mode`; `nil` (reported) when one cannot be.
        ///
        /// `chain` holds the properties being substituted, outermost first, to find cycles; `fallbacks` counts the
        /// `var()` fallbacks entered on the way, bounded like references, so nested fallbacks cost linear time.
        func substitute(_ value: String, mode: AppearanceMode, chain: [String], fallbacks: Int = 0, property: String) -> String? {
            var output = ""
            var rest = Substring(value)
            while let range = rest.range(of: "var(") {
                output += rest[..<range.lowerBound]
                guard let close = CSSThemeReader.closingParenthesis(in: rest, from: range.upperBound) else {
                    problem(.badColor, property, "unterminated var() in '\(CSSThemeReader.excerpt(value))'")
                    return nil
                }
                let arguments = CSSThemeReader.splitTopLevel(String(rest[range.upperBound..<close]))
                let target = arguments.first?.trimmingASCIIWhitespace() ?? ""
                rest = rest[rest.index(after: close)...]
                if let index = chain.firstIndex(of: target) {
                    let cycle = (chain[index...] + [target]).joined(separator: " → ")
                    problem(.unresolvedReference, property, "var() references form a cycle: \(cycle)")
                    return nil
                }
                guard chain.count < CSSThemeReader.maximumReferenceDepth else {
                    problem(.unresolvedReference, property, "var() references nest deeper than \(CSSThemeReader.maximumReferenceDepth): \(chain.prefix(3).joined(separator: " → ")) → …")
                    return nil
                }
                let replacement: String?
                if let referenced = CSSThemeReader.value(values[target], in: mode) {
                    // Each property is substituted once per mode: values that use one twice (or more) do not multiply the work.
                    let key = Substitution(property: target, mode: mode)
                    if let known = substituted[key] {
                        if known == nil { problem(.unresolvedReference, property, "var(\(target)) has no usable value (see \(target))") }
                        replacement = known ?? nil
                    } else {
                        replacement = substitute(referenced, mode: mode, chain: chain + [target], property: property)
                        substituted[key] = .some(replacement)
                    }
                } else if arguments.count > 1 {
                    guard fallbacks < CSSThemeReader.maximumReferenceDepth else {
                        problem(.unresolvedReference, property, "var() fallbacks nest deeper than \(CSSThemeReader.maximumReferenceDepth) in '\(CSSThemeReader.excerpt(value))'")
                        return nil
                    }
                    replacement = substitute(arguments.dropFirst().joined(separator: ","), mode: mode, chain: chain, fallbacks: fallbacks + 1, property: property)
                } else {
                    problem(.unresolvedReference, property, "var(\(target)) is not defined in this file")
                    return nil
                }
                guard let replacement else { return nil }
                output += replacement
                guard output.utf8.count + rest.utf8.count <= CSSThemeReader.maximumSubstitutedLength else {
                    problem(.badColor, property, "substituting var() grows the value beyond \(CSSThemeReader.maximumSubstitutedLength) bytes")
                    return nil
                }
            }
            return output + rest
        }
        func resolve(_ value: String, mode: AppearanceMode, property: String) -> ColorValue? {
            // Gradients, dimensions and other values that are not colors are left alone, var() and all.
            let given = value.trimmingASCIIWhitespace()
            guard (given.lowercased().hasPrefix("var(") && given.hasSuffix(")")) || CSSThemeReader.isMeantAsColor(given) else { return nil }
            // Nesting is measured once, in one pass: fallbacks nested beyond the bound are refused before any is split.
            var depth = 0
            var deepest = 0
            for byte in value.utf8 {
                if byte == UInt8(ascii: "(") { depth += 1; deepest = max(deepest, depth) } else if byte == UInt8(ascii: ")") { depth -= 1 }
            }
            guard deepest <= CSSThemeReader.maximumReferenceDepth else {
                problem(.unresolvedReference, property, "var() fallbacks nest deeper than \(CSSThemeReader.maximumReferenceDepth) in '\(CSSThemeReader.excerpt(value))'")
                return nil
            }
            guard let text = substitute(value, mode: mode, chain: [property], property: property) else { return nil }
            let trimmed = text.trimmingASCIIWhitespace()
            // A NaN or an infinite calc() is refused, as `theme` and `contrast` refuse it: an audit of a value a browser clamps
            // would measure a color nobody wrote.
            if let color = ColorText.parse(trimmed) {
                if let bad = ColorText.nonFiniteProblem(of: trimmed) ?? ColorText.inputProblem(of: color) {
                    problem(.badColor, property, "'\(CSSThemeReader.excerpt(trimmed))': \(bad)")
                    return nil
                }
                return color
            }
            if CSSThemeReader.isMeantAsColor(trimmed) {
                let from = value == text ? "" : " (from '\(CSSThemeReader.excerpt(value))')"
                problem(.badColor, property, "'\(CSSThemeReader.excerpt(trimmed))'\(from) is not a color; the value is not read")
            }
            return nil
        }
        var tokens: [ColorToken] = []
        for property in order {
            var tokenValues = ModeValues<TokenColor?>(repeating: nil)
            for (mode, text) in (values[property] ?? [:]).modes {
                guard let text, let color = resolve(text, mode: mode, property: property) else { continue }
                tokenValues[mode] = TokenColor(color)
            }
            for (mode, text) in (wide[property] ?? [:]).modes {
                guard let text, let color = resolve(text, mode: mode, property: property), color.space == .displayP3 else { continue }
                if tokenValues[mode] == nil { tokenValues[mode] = TokenColor(color) } else { tokenValues[mode]?.displayP3 = color }
            }
            let onlyReferences = (values[property] ?? [:]).allSatisfy { $0?.trimmingASCIIWhitespace().hasPrefix("var(") ?? true }
            guard tokenValues.contains(where: { $0 != nil }) || (onlyReferences && values[property] != nil) else { continue }
            tokens.append(ColorToken(name: String(property.dropFirst(2)), values: tokenValues))
        }
        var unique: [FormatError] = []
        var seen: Set<FormatError> = []
        for problem in diagnostics where seen.insert(problem).inserted { unique.append(problem) }
        // In the order of the file (a stable sort keeps each line's problems in the order found).
        let ordered = unique.enumerated().sorted { ($0.element.line, $0.offset) < ($1.element.line, $1.offset) }.map(\.element)
        return TokenSet(name: name, tokens: tokens, source: file, diagnostics: ordered)
    }

    /// At most 60 characters of a value, for a message.
    static func excerpt(_ text: String) -> String {
        text.count <= 60 ? text : String(text.prefix(57)) + "…"
    }

    /// Whether a custom property's value is written as a color (so failing to read it is worth saying).
    ///
    /// Numbers, dimensions, strings, lists (font stacks) and math are other kinds of values and are
    /// skipped without a word; a hex, a color function or a lone identifier was meant as a color.
    static func isMeantAsColor(_ value: String) -> Bool {
        guard let first = value.unicodeScalars.first else { return false }
        if first == "#" { return true }
        if first == "\"" || first == "'" || CharacterSet.decimalDigits.contains(first) || first == "." || first == "+" || first == "-" { return false }
        let lowered = value.lowercased()
        let colorFunctions = ["rgb(", "rgba(", "hsl(", "hsla(", "hwb(", "lab(", "lch(", "oklab(", "oklch(", "color(", "color-mix(", "light-dark(", "device-cmyk("]
        if colorFunctions.contains(where: { lowered.hasPrefix($0) }) { return true }
        if lowered.contains("(") || lowered.contains(",") || lowered.contains(" ") { return false }
        let otherKeywords: Set<String> = ["inherit", "initial", "unset", "revert", "revert-layer", "none", "auto", "normal"]
        return !otherKeywords.contains(lowered)
    }

    /// The index of the `)` that closes a parenthesis opened just before `start`, or `nil`.
    static func closingParenthesis(in text: Substring, from start: String.Index) -> String.Index? {
        var depth = 1
        var index = start
        while index < text.endIndex {
            let character = text[index]
            if character == "(" { depth += 1 } else if character == ")" { depth -= 1; if depth == 0 { return index } }
            index = text.index(after: index)
        }
        return nil
    }

    /// The text a property has in a mode: its own, or the one of the nearest mode it falls back to.
    static func value(_ values: ModeValues<String?>?, in mode: AppearanceMode) -> String? {
        guard let values else { return nil }
        for candidate in mode.fallbackChain { if let value = values[candidate] { return value } }
        return nil
    }

    /// Splits at a separator outside parentheses.
    static func splitTopLevel(_ text: String, separator: Character = ",") -> [String] {
        var parts: [String] = []
        var current = ""
        var depth = 0
        for character in text {
            if character == "(" { depth += 1 } else if character == ")" { depth -= 1 }
            if character == separator, depth == 0 { parts.append(current); current = "" } else { current.append(character) }
        }
        if !current.trimmingASCIIWhitespace().isEmpty { parts.append(current) }
        return parts
    }

    /// The two arguments of `light-dark(a, b)`, or `nil`.
    static func lightDark(_ value: String) -> (String, String)? {
        let trimmed = value.trimmingASCIIWhitespace()
        guard trimmed.lowercased().hasPrefix("light-dark("), trimmed.hasSuffix(")") else { return nil }
        let parts = splitTopLevel(String(trimmed.dropFirst("light-dark(".count).dropLast()))
        guard parts.count == 2 else { return nil }
        return (parts[0].trimmingASCIIWhitespace(), parts[1].trimmingASCIIWhitespace())
    }
}
