import Foundation

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
    /// - Throws: ``FormatError`` of kind `.io` when the file cannot be read.
    public func read(at path: String) throws(FormatError) -> TokenSet {
        guard let data = FileManager.default.contents(atPath: path) else { throw FormatError(.io, file: path, message: "cannot read the file") }
        let name = DesignTokensReader.baseName(URL(fileURLWithPath: path).lastPathComponent).replacingOccurrences(of: ".css", with: "")
        return read(css: String(decoding: data, as: UTF8.self), name: name, file: URL(fileURLWithPath: path).lastPathComponent)
    }

    struct Declaration {
        var property: String
        var value: String
        var mode: AppearanceMode
        var schemeGiven: Bool
        var displayP3: Bool
    }

    /// Reads stylesheet text.
    public func read(css: String, name: String, file: String = "") -> TokenSet {
        var diagnostics: [FormatError] = []
        var declarations: [Declaration] = []
        let text = CSSThemeReader.stripComments(css)
        parseBlock(Array(text), from: 0, to: text.count, context: Scope(), into: &declarations, diagnostics: &diagnostics, file: file)
        // Later declarations win within a mode; a value whose scheme was not given applies to both.
        var order: [String] = []
        var values: [String: [AppearanceMode: String]] = [:]
        var wide: [String: [AppearanceMode: String]] = [:]
        for declaration in declarations {
            if values[declaration.property] == nil, wide[declaration.property] == nil { order.append(declaration.property) }
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
                if declaration.displayP3 { wide[declaration.property, default: [:]][mode] = value } else { values[declaration.property, default: [:]][mode] = value }
            }
        }
        func resolve(_ value: String, mode: AppearanceMode, depth: Int, property: String) -> ColorValue? {
            let trimmed = value.trimmingCharacters(in: .whitespaces)
            if trimmed.hasPrefix("var("), trimmed.hasSuffix(")") {
                let inner = trimmed.dropFirst(4).dropLast()
                let parts = CSSThemeReader.splitTopLevel(String(inner))
                let target = parts.first?.trimmingCharacters(in: .whitespaces) ?? ""
                if depth < 32, let referenced = CSSThemeReader.value(values[target], in: mode) {
                    return resolve(referenced, mode: mode, depth: depth + 1, property: property)
                }
                if parts.count > 1 { return resolve(parts[1], mode: mode, depth: depth + 1, property: property) }
                diagnostics.append(FormatError(.unresolvedReference, file: file, key: property, message: "var(\(target)) is not defined in this file"))
                return nil
            }
            return ColorText.parse(trimmed)
        }
        var tokens: [ColorToken] = []
        for property in order {
            var tokenValues: [AppearanceMode: TokenColor] = [:]
            for (mode, text) in values[property] ?? [:] {
                guard let color = resolve(text, mode: mode, depth: 0, property: property) else { continue }
                tokenValues[mode] = TokenColor(color)
            }
            for (mode, text) in wide[property] ?? [:] {
                guard let color = resolve(text, mode: mode, depth: 0, property: property), color.space == .displayP3 else { continue }
                if tokenValues[mode] == nil { tokenValues[mode] = TokenColor(color) } else { tokenValues[mode]?.displayP3 = color }
            }
            let onlyReferences = (values[property] ?? [:]).values.allSatisfy { $0.trimmingCharacters(in: .whitespaces).hasPrefix("var(") }
            guard !tokenValues.isEmpty || (onlyReferences && values[property] != nil) else { continue }
            tokens.append(ColorToken(name: String(property.dropFirst(2)), values: tokenValues))
        }
        var unique: [FormatError] = []
        for problem in diagnostics where !unique.contains(problem) { unique.append(problem) }
        return TokenSet(name: name, tokens: tokens, source: file, diagnostics: unique)
    }

    static func value(_ values: [AppearanceMode: String]?, in mode: AppearanceMode) -> String? {
        guard let values else { return nil }
        for candidate in mode.fallbackChain { if let value = values[candidate] { return value } }
        return nil
    }

    struct Scope {
        var scheme: ColorScheme?
        var increased = false
        var elevated = false
        var displayP3 = false
    }

    private func parseBlock(_ chars: [Character], from start: Int, to end: Int, context: Scope, into declarations: inout [Declaration], diagnostics: inout [FormatError], file: String) {
        var index = start
        var prelude = ""
        while index < end {
            let character = chars[index]
            if character == "{" {
                let close = CSSThemeReader.matchingBrace(chars, index, end)
                let head = prelude.trimmingCharacters(in: .whitespacesAndNewlines)
                var scope = context
                if head.hasPrefix("@") {
                    let lowered = head.lowercased()
                    if lowered.hasPrefix("@media") {
                        if lowered.contains("prefers-color-scheme: dark") || lowered.contains("prefers-color-scheme:dark") { scope.scheme = .dark }
                        if lowered.contains("prefers-color-scheme: light") || lowered.contains("prefers-color-scheme:light") { scope.scheme = .light }
                        if lowered.contains("prefers-contrast: more") || lowered.contains("prefers-contrast:more") { scope.increased = true }
                    } else if lowered.hasPrefix("@supports"), lowered.contains("display-p3") {
                        scope.displayP3 = true
                    }
                    parseBlock(chars, from: index + 1, to: close, context: scope, into: &declarations, diagnostics: &diagnostics, file: file)
                } else {
                    let selector = head.lowercased()
                    let words = Set(selector.split(whereSeparator: { !$0.isLetter && $0 != "-" }).flatMap { $0.split(separator: "-") }.map(String.init))
                    if words.contains("dark") { scope.scheme = .dark } else if words.contains("light") { scope.scheme = .light }
                    if words.contains("hc") || selector.contains("contrast-more") || selector.contains("high-contrast") { scope.increased = true }
                    if words.contains("elevated") { scope.elevated = true }
                    let body = String(chars[(index + 1)..<close])
                    for statement in CSSThemeReader.splitTopLevel(body, separator: ";") {
                        guard let colon = statement.firstIndex(of: ":") else { continue }
                        let property = statement[..<colon].trimmingCharacters(in: .whitespacesAndNewlines)
                        guard property.hasPrefix("--") else { continue }
                        let value = statement[statement.index(after: colon)...].trimmingCharacters(in: .whitespacesAndNewlines)
                        let mode = AppearanceMode(colorScheme: scope.scheme ?? .light, contrast: scope.increased ? .increased : .standard, level: scope.elevated ? .elevated : .base)
                        declarations.append(Declaration(property: property, value: value, mode: mode, schemeGiven: scope.scheme != nil, displayP3: scope.displayP3))
                    }
                }
                index = close + 1
                prelude = ""
            } else if character == ";" {
                let statement = prelude.trimmingCharacters(in: .whitespacesAndNewlines)
                if statement.lowercased().hasPrefix("@import") {
                    diagnostics.append(FormatError(.structure, file: file, key: statement, message: "@import is not followed; audit the imported files on their own"))
                }
                prelude = ""
                index += 1
            } else {
                prelude.append(character)
                index += 1
            }
        }
    }

    static func matchingBrace(_ chars: [Character], _ open: Int, _ end: Int) -> Int {
        var depth = 0
        var index = open
        while index < end {
            if chars[index] == "{" { depth += 1 } else if chars[index] == "}" { depth -= 1; if depth == 0 { return index } }
            index += 1
        }
        return end
    }

    static func stripComments(_ css: String) -> String {
        var result = ""
        var index = css.startIndex
        while index < css.endIndex {
            if css[index...].hasPrefix("/*") {
                if let close = css.range(of: "*/", range: css.index(index, offsetBy: 2)..<css.endIndex) { index = close.upperBound } else { break }
            } else {
                result.append(css[index])
                index = css.index(after: index)
            }
        }
        return result
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
        if !current.trimmingCharacters(in: .whitespacesAndNewlines).isEmpty { parts.append(current) }
        return parts
    }

    /// The two arguments of `light-dark(a, b)`, or `nil`.
    static func lightDark(_ value: String) -> (String, String)? {
        let trimmed = value.trimmingCharacters(in: .whitespaces)
        guard trimmed.lowercased().hasPrefix("light-dark("), trimmed.hasSuffix(")") else { return nil }
        let parts = splitTopLevel(String(trimmed.dropFirst("light-dark(".count).dropLast()))
        guard parts.count == 2 else { return nil }
        return (parts[0].trimmingCharacters(in: .whitespaces), parts[1].trimmingCharacters(in: .whitespaces))
    }
}
