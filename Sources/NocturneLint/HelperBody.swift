/// Whether the body of an app's color function or property builds its color only from its parameters and literals.
///
/// `func rgb(_ r: UInt8, _ g: UInt8, _ b: UInt8) -> Color { Color(red: Double(r) / 255, …) }` does: a call with
/// literal arguments is a constant color. `func tint(_ opacity: Double) -> Color { accent.opacity(opacity) }` does
/// not: it reads a property, which may adapt. Neither does a body that names a system or catalog color, reads the
/// traits or makes a dynamic color. Calls of other lowercase functions are the body's dependencies: the helper counts
/// only when each of them is a helper without dependencies of its own (one level of nesting; recursion never counts).
enum HelperBody {
    /// What a body is.
    enum Verdict: Sendable, Hashable {
        /// Built from parameters and literals, calling these other functions (by name hash).
        case constant(dependencies: [UInt32])
        /// Reads something that is not a parameter or a literal.
        case notConstant
    }

    /// The most tokens a helper's body may have (a long `init(hex:)` has a few hundred).
    static let tokenLimit = 3000

    /// Standard functions a helper may call on its parameters.
    static let standardFunctions: Set<String> = [
        "min", "max", "abs", "round", "floor", "ceil", "pow", "sqrt", "fmod", "lround", "stride", "zip", "precondition", "assert", "numericCast",
    ]

    /// Keywords and names that never read app state.
    static let keywords: Set<String> = [
        "return", "let", "var", "if", "guard", "switch", "else", "case", "default", "true", "false", "nil", "in", "self", "Self", "for", "while",
        "repeat", "break", "continue", "fallthrough", "throw", "try", "as", "is", "super", "where", "init", "get", "do", "catch", "some", "any",
    ]

    /// Members that name an adapting color, the traits or the appearance.
    static let adaptingMembers: Set<String> = [
        "label", "secondaryLabel", "tertiaryLabel", "quaternaryLabel", "separator", "opaqueSeparator", "link", "placeholderText", "primary",
        "secondary", "tertiary", "accentColor", "tint", "tintColor", "traitCollection", "userInterfaceStyle", "effectiveAppearance",
        "current", "resolvedColor", "labelColor", "secondaryLabelColor", "textColor", "textBackgroundColor", "windowBackgroundColor",
        "controlBackgroundColor", "controlAccentColor",
    ]

    /// Judges the body whose `{` is at `bodyOpen`, with the parameter list whose `(` is at `signatureOpen` (none for a property).
    static func judge(in file: SwiftSourceFile, signatureOpen: Int?, bodyOpen: Int) -> Verdict {
        guard file.punctuation(bodyOpen) == UInt8(ascii: "{") else { return .notConstant }
        let close = file.close(of: bodyOpen)
        guard close > bodyOpen, close - bodyOpen < tokenLimit else { return .notConstant }
        var names: Set<String> = []
        if let signatureOpen { names = parameterNames(in: file, open: signatureOpen) }
        names.formUnion(localNames(in: file, from: bodyOpen + 1, to: close))
        var dependencies: [UInt32] = []
        var index = bodyOpen + 1
        while index < close {
            defer { index += 1 }
            guard file.kind(index) == .identifier else { continue }
            let text = file.text(index)
            let previous = file.punctuation(index - 1)
            // Declarations: `let x`, `var (a, b)`, `for x in`, `case let x`, closure parameters `{ a, b in`.
            if file.word(index - 1) == .let || file.word(index - 1) == .var || file.text(index - 1) == "for" || file.text(index - 1) == "guard" {
                names.insert(text)
                continue
            }
            if previous == UInt8(ascii: "("), file.word(index - 2) == .let || file.word(index - 2) == .var { names.insert(text); continue }
            if file.word(index + 1) == .in || (file.punctuation(index + 1) == UInt8(ascii: ",") && closureParameters(in: file, from: index)) {
                names.insert(text)
                continue
            }
            if previous == UInt8(ascii: ".") {
                if text.hasPrefix("system") || adaptingMembers.contains(text) { return .notConstant }
                continue
            }
            // An argument label, or a dynamic provider.
            if file.punctuation(index + 1) == UInt8(ascii: ":"), previous == UInt8(ascii: "(") || previous == UInt8(ascii: ",") {
                if text == "dynamicProvider" || text == "named" || NameParts.mode.isDisjoint(with: file.parts(index)) == false { return .notConstant }
                continue
            }
            if keywords.contains(text) || names.contains(text) || text.hasPrefix("$") { continue }
            guard let first = text.utf8.first else { continue }
            if first >= UInt8(ascii: "A"), first <= UInt8(ascii: "Z") {
                // A type: `Color("Name")` is a catalog color, `UIColor { traits in … }` a dynamic one.
                if ColorCall.isColorType(file.word(index)) {
                    if file.punctuation(index + 1) == UInt8(ascii: "{") { return .notConstant }
                    if file.punctuation(index + 1) == UInt8(ascii: "("), file.kind(index + 2) == .string, !file.isHexString(index + 2) { return .notConstant }
                }
                continue
            }
            if file.punctuation(index + 1) == UInt8(ascii: "(") {
                if !standardFunctions.contains(text) { dependencies.append(file.tokens[index].hash) }
                continue
            }
            // A property or global the body reads: it may adapt.
            return .notConstant
        }
        return .constant(dependencies: dependencies)
    }

    /// The names a body declares or assigns: `let a, r, g, b: UInt64`, `var int = 0`, `(a, r, g, b) = (…)`, `x = …`.
    static func localNames(in file: SwiftSourceFile, from start: Int, to end: Int) -> Set<String> {
        var names: Set<String> = []
        var index = start
        while index < end {
            if file.word(index) == .let || file.word(index) == .var {
                var cursor = index + 1
                while cursor < end, !file.isOperator(cursor, "="), !file.tokens[cursor].newlineBefore || cursor == index + 1 {
                    if file.kind(cursor) == .identifier, file.punctuation(cursor - 1) != UInt8(ascii: ":") { names.insert(file.text(cursor)) }
                    cursor += 1
                }
            } else if file.isOperator(index, "=") {
                var cursor = index - 1
                if file.punctuation(cursor) == UInt8(ascii: ")") {
                    let open = file.tokens.indices.contains(cursor) ? openBracket(in: file, closing: cursor, notBefore: start) : cursor
                    for inner in open..<cursor where file.kind(inner) == .identifier { names.insert(file.text(inner)) }
                } else if file.kind(cursor) == .identifier, file.punctuation(cursor - 1) != UInt8(ascii: ".") {
                    names.insert(file.text(cursor))
                }
                cursor = index
            }
            index += 1
        }
        return names
    }

    /// The `(` that the `)` at `close` closes, searched back no further than `notBefore`.
    static func openBracket(in file: SwiftSourceFile, closing close: Int, notBefore: Int) -> Int {
        var cursor = close - 1
        while cursor >= notBefore {
            if file.punctuation(cursor) == UInt8(ascii: "("), file.close(of: cursor) == close { return cursor }
            cursor -= 1
        }
        return close
    }

    /// The internal names of a parameter list: the last identifier before each top-level `:`.
    static func parameterNames(in file: SwiftSourceFile, open: Int) -> Set<String> {
        var names: Set<String> = []
        let close = file.close(of: open)
        var index = open + 1
        var expectingName = true
        while index < close {
            let byte = file.punctuation(index)
            if byte == UInt8(ascii: "(") || byte == UInt8(ascii: "[") { index = file.close(of: index) + 1; continue }
            if byte == UInt8(ascii: ",") { expectingName = true } else if byte == UInt8(ascii: ":"), expectingName {
                if file.kind(index - 1) == .identifier { names.insert(file.text(index - 1)) }
                expectingName = false
            }
            index += 1
        }
        return names
    }

    /// Whether `index` starts a closure's parameter list (`{ a, b in`): identifiers and commas up to `in`, right after `{`.
    static func closureParameters(in file: SwiftSourceFile, from index: Int) -> Bool {
        guard file.punctuation(index - 1) == UInt8(ascii: "{") else { return false }
        var cursor = index
        while cursor < min(index + 16, file.count) {
            if file.word(cursor) == .in { return true }
            guard file.kind(cursor) == .identifier || file.punctuation(cursor) == UInt8(ascii: ",") else { return false }
            cursor += 1
        }
        return false
    }
}
