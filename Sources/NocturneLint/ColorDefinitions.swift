import NocturneProject

/// What the first pass learns from one file: the project's color-returning functions and its named constant colors.
///
/// A constant color that is given a name (`static let checkbox = Color(rgba: 0xb9b9_bbff)`,
/// `var tint: UIColor { UIColor(hex: "F9BE1A") }`) is judged by its uses across every file: it is
/// reported where it is defined unless every use found chooses it by mode (`light:`/`dark:`
/// arguments, a `colorScheme` ternary, a trait closure).
struct ColorDefinitions: Sendable {
    /// The color-returning functions of the whole project.
    struct ColorWrappers: Sendable {
        /// Top-level functions, called bare (`srgb(…)`).
        var global: Set<UInt32> = []
        /// Functions of types, called with a dot (`Color.tint(0.6)`, `.tint(0.6)`).
        var member: Set<UInt32> = []

        /// Whether there are none.
        var isEmpty: Bool { global.isEmpty && member.isEmpty }
    }

    /// A named constant color.
    struct Definition: Sendable, Hashable {
        /// The name (`checkbox`).
        var name: String
        /// The FNV hash of the name, as tokens carry it.
        var hash: UInt32
        /// The token index of the name in its file.
        var nameToken: Int
        /// The token index where the constant call starts.
        var callToken: Int
        /// Whether a property wrapper holds it (``isWrapped(_:at:)``): state, never reported as a palette constant.
        var isState = false
    }

    /// Functions the project defines at the top level that return a color (`func srgb(_:_:_:opacity:) -> Color`), by name hash.
    var wrappers: [UInt32: String] = [:]
    /// Functions defined inside a type that return a color (`static func tint(_:) -> Color`), called as `Color.tint(…)` or `.tint(…)`.
    var memberWrappers: [UInt32: String] = [:]
    /// The token of each helper's name (global and member), by name hash: where ``ColorSite/Definition`` points.
    var helperNameTokens: [UInt32: Int] = [:]
    /// The named constant colors.
    var definitions: [Definition] = []
    /// Computed properties of `String` or an integer type that return a color (`var color: UIColor` in `extension String`), by name hash:
    /// `"1f2328".color` and `0x1f2328.color` are constant colors.
    var literalProperties: [UInt32: Int] = [:]
    /// The other functions each helper calls, by name hash (a helper counts only when they are helpers without calls of their own).
    var helperDependencies: [UInt32: [UInt32]] = [:]
    /// Names bound to a hex string or a hex integer (`static let dark = "1f2328"`), which become colors through a helper at their uses.
    var literalConstants: [Definition] = []
    /// A name an extension of a color type gives a catalog's color (`static let grey10 = UIColor(named: "Grey10")!` in
    /// `extension UIColor`): written `.grey10` or `UIColor.grey10`, it is that set wherever it is used, as Xcode's generated
    /// symbol is.
    struct NamedConstant: Sendable, Hashable {
        /// The FNV hash of the name, as tokens carry it.
        var hash: UInt32
        /// The line of the declaration.
        var line: Int
        /// The color set's name.
        var set: String
    }

    /// The names color-type extensions give catalog colors.
    var namedConstants: [NamedConstant] = []
    /// Whether some `let`/`var` is bound to a plain function call (`= srgb(…)`), which the project's color functions may make a constant.
    var bindsFunctionCalls = false

    /// Scans a file for functions returning a color and for names bound to constant colors.
    ///
    /// - Parameters:
    ///   - file: The lexed file.
    ///   - wrappers: Color-returning functions known so far (from this file's own scan when `nil`).
    static func scan(_ file: SwiftSourceFile, wrappers known: ColorWrappers = ColorWrappers()) -> ColorDefinitions {
        var result = ColorDefinitions()
        var index = 0
        var depth = 0
        var pendingLiteralExtension = false
        var literalExtensionDepth = -1
        var pendingColorExtension = false
        var colorExtensionDepth = -1
        let count = file.count
        let tokens = file.tokens
        while index < count {
            // Most tokens are neither a brace nor `func`/`let`/`var`: look at each once, through the array itself.
            let token = tokens[index]
            if token.kind == .punctuation {
                if token.end - token.start == 1 {
                    switch file.bytes[Int(token.start)] {
                    case UInt8(ascii: "{"):
                        depth += 1
                        if pendingLiteralExtension { literalExtensionDepth = depth; pendingLiteralExtension = false }
                        if pendingColorExtension { colorExtensionDepth = depth; pendingColorExtension = false }
                    case UInt8(ascii: "}"):
                        if depth == literalExtensionDepth { literalExtensionDepth = -1 }
                        if depth == colorExtensionDepth { colorExtensionDepth = -1 }
                        depth = max(0, depth - 1)
                    default: break
                    }
                }
                index += 1
                continue
            }
            switch token.word {
            case .func where file.kind(index + 1) == .identifier:
                // func name(…) -> Color
                let open = index + 2
                if file.punctuation(open) == UInt8(ascii: "("), file.matching[open] >= 0 {
                    let close = file.close(of: open)
                    if file.isOperator(close + 1, "->"), ColorCall.isColorType(file.word(close + 2)) || (file.word(close + 2) == .SwiftUI && ColorCall.isColorType(file.word(close + 4))),
                        close > open + 1, case .constant(let dependencies) = HelperBody.judge(in: file, signatureOpen: open, bodyOpen: bodyOpen(after: close + 2, in: file)) {
                        result.helperNameTokens[file.tokens[index + 1].hash] = index + 1
                        if !dependencies.isEmpty { result.helperDependencies[file.tokens[index + 1].hash, default: []] += dependencies }
                        if depth == 0 {
                            result.wrappers[file.tokens[index + 1].hash] = file.text(index + 1)
                        } else {
                            result.memberWrappers[file.tokens[index + 1].hash] = file.text(index + 1)
                        }
                    }
                }
            case .extension:
                pendingLiteralExtension = ["String", "Substring", "Int", "UInt", "UInt32", "UInt64", "StringProtocol"].contains(file.text(index + 1))
                pendingColorExtension = ColorCall.isColorType(file.word(index + 1))
                    || file.word(index + 1) == .SwiftUI && ColorCall.isColorType(file.word(index + 3))
            case .let where file.kind(index + 1) == .identifier, .var where file.kind(index + 1) == .identifier:
                if depth == literalExtensionDepth, file.punctuation(index + 2) == UInt8(ascii: ":"), ColorCall.isColorType(file.word(index + 3))
                    || (file.word(index + 3) == .SwiftUI && ColorCall.isColorType(file.word(index + 5))),
                    case .constant(let dependencies) = HelperBody.judge(in: file, signatureOpen: nil, bodyOpen: bodyOpen(after: index + 3, in: file)) {
                    result.literalProperties[file.tokens[index + 1].hash] = index + 1
                    if !dependencies.isEmpty { result.helperDependencies[file.tokens[index + 1].hash, default: []] += dependencies }
                }
                if file.isOperator(index + 2, "="), let value = literalValue(in: file, at: index + 3) {
                    result.literalConstants.append(Definition(name: file.text(index + 1), hash: file.tokens[index + 1].hash, nameToken: index + 1, callToken: value))
                }
                if var definition = definition(in: file, at: index, wrappers: known) {
                    definition.isState = isWrapped(file, at: index)
                    result.definitions.append(definition)
                }
                else if depth == colorExtensionDepth, let named = namedConstant(in: file, at: index) { result.namedConstants.append(named) }
                if file.isOperator(index + 2, "="), file.kind(index + 3) == .identifier, file.punctuation(index + 4) == UInt8(ascii: "("),
                    !ColorCall.isColorType(file.word(index + 3)) {
                    result.bindsFunctionCalls = true
                }
            default:
                break
            }
            index += 1
        }
        return result
    }

    /// Whether the `let`/`var` at `index` has a property wrapper (`@State var tint = Color.white`, `@AppStorage("tint") var …`,
    /// an app's own `@Restorable("color") var color = …`): a value the user or the app changes and keeps, not a palette
    /// constant whose every use draws it.
    static func isWrapped(_ file: SwiftSourceFile, at index: Int) -> Bool {
        var cursor = index - 1
        var steps = 0
        while cursor >= 0, steps < 12 {
            steps += 1
            // Past an attribute's arguments (`@AppStorage("tint")`), back to its name.
            if file.punctuation(cursor) == UInt8(ascii: ")") {
                var depth = 0
                while cursor >= 0 {
                    if file.punctuation(cursor) == UInt8(ascii: ")") { depth += 1 }
                    if file.punctuation(cursor) == UInt8(ascii: "(") { depth -= 1; if depth == 0 { break } }
                    cursor -= 1
                }
                cursor -= 1
                guard cursor >= 0, file.kind(cursor) == .attribute else { return false }
                continue
            }
            if file.kind(cursor) == .attribute {
                if !ColorDeclarations.declarationAttributes.contains(String(file.text(cursor).drop { $0 == "@" })) { return true }
                cursor -= 1
                continue
            }
            // Modifiers (`private`, `static`, `lazy`) stand between; anything else ends the declaration's head.
            guard file.kind(cursor) == .identifier, !file.tokens[cursor + 1].newlineBefore || steps == 1 else { return false }
            cursor -= 1
        }
        return false
    }

    /// The `{` of a body within a few tokens after `index` (past `SwiftUI.`, `?`, `throws`), or -1.
    static func bodyOpen(after index: Int, in file: SwiftSourceFile) -> Int {
        var cursor = index
        while cursor < min(index + 8, file.count) {
            if file.punctuation(cursor) == UInt8(ascii: "{") { return cursor }
            cursor += 1
        }
        return -1
    }

    /// `index` when it holds a hex string or a hex integer of 6 or 8 digits that ends its statement, else `nil`.
    static func literalValue(in file: SwiftSourceFile, at index: Int) -> Int? {
        guard file.kind(index) == .string || file.kind(index) == .number, ColorSiteValue.hex(file, at: index) != nil else { return nil }
        if file.kind(index) == .string, !file.text(index).contains(bytesOf: "#"), file.text(index).count != 8 && file.text(index).count != 10 { return nil }
        let next = index + 1
        guard next >= file.count || file.tokens[next].newlineBefore || file.punctuation(next) == UInt8(ascii: ";") || file.punctuation(next) == UInt8(ascii: "}") else { return nil }
        return index
    }

    /// The name bound by `let`/`var` at `index` to a catalog's color and nothing more (`UIColor(named: "Ink")!`,
    /// `Color("Accent", bundle: .module)`, past a type annotation), with the set's name.
    static func namedConstant(in file: SwiftSourceFile, at index: Int) -> NamedConstant? {
        var cursor = index + 2
        if file.punctuation(cursor) == UInt8(ascii: ":") {
            cursor += 1
            while cursor < min(index + 8, file.count), !file.isOperator(cursor, "=") { cursor += 1 }
        }
        guard file.isOperator(cursor, "=") else { return nil }
        var start = cursor + 1
        if file.word(start) == .SwiftUI, file.punctuation(start + 1) == UInt8(ascii: ".") { start += 2 }
        let open = start + 1
        guard ColorCall.isColorType(file.word(start)), file.punctuation(open) == UInt8(ascii: "("), file.matching[open] >= 0 else { return nil }
        let name = file.word(open + 1) == .named && file.punctuation(open + 2) == UInt8(ascii: ":") ? open + 3 : open + 1
        guard file.kind(name) == .string, file.punctuation(name + 1) == UInt8(ascii: ",") || file.punctuation(name + 1) == UInt8(ascii: ")") else { return nil }
        let quoted = file.text(name)
        guard quoted.count >= 2, quoted.first == "\"", quoted.last == "\"", !quoted.contains("\\(") else { return nil }
        var end = file.close(of: open) + 1
        while file.punctuation(end) == UInt8(ascii: "!") || file.punctuation(end) == UInt8(ascii: "?") { end += 1 }
        guard end >= file.count || file.tokens[end].newlineBefore || file.punctuation(end) == UInt8(ascii: ";") || file.punctuation(end) == UInt8(ascii: "}") else {
            return nil
        }
        return NamedConstant(hash: file.tokens[index + 1].hash, line: file.location(index + 1).line, set: String(quoted.dropFirst().dropLast()))
    }

    /// The definition bound by `let`/`var` at `index`, when its value is a constant color call and nothing more.
    static func definition(in file: SwiftSourceFile, at index: Int, wrappers: ColorWrappers) -> Definition? {
        let nameToken = index + 1
        var cursor = index + 2
        var declaredColor = false
        if file.punctuation(cursor) == UInt8(ascii: ":") {
            // Skip the type up to `=` or `{`.
            cursor += 1
            while cursor < file.count, !file.isOperator(cursor, "="), file.punctuation(cursor) != UInt8(ascii: "{") {
                if ColorCall.isColorType(file.word(cursor)) { declaredColor = true }
                if file.tokens[cursor].newlineBefore, cursor > index + 3 { return nil }
                cursor += 1
            }
        }
        var start: Int
        let computed: Bool
        if file.isOperator(cursor, "=") {
            start = cursor + 1
            computed = false
        } else if file.punctuation(cursor) == UInt8(ascii: "{"), declaredColor {
            start = cursor + 1
            if file.word(start) == .get, file.punctuation(start + 1) == UInt8(ascii: "{") { start += 2 }
            if file.word(start) == .return { start += 1 }
            computed = true
        } else {
            return nil
        }
        guard let open = ColorCall.open(in: file, at: start, wrappers: wrappers, initIsColor: declaredColor) else { return nil }
        guard case .constant = ColorCall.classify(in: file, open: open) else { return nil }
        // Allow modifiers that keep it constant: `.opacity(0.5)`, `.cgColor`, `.withAlphaComponent(0.3)`.
        var end = file.close(of: open) + 1
        while file.punctuation(end) == UInt8(ascii: "."), file.kind(end + 1) == .identifier {
            end += 2
            if file.punctuation(end) == UInt8(ascii: "(") { end = file.close(of: end) + 1 }
        }
        if computed {
            guard file.punctuation(end) == UInt8(ascii: "}") else { return nil }
            return Definition(name: file.text(nameToken), hash: file.tokens[nameToken].hash, nameToken: nameToken, callToken: start)
        }
        guard end >= file.count || file.tokens[end].newlineBefore || file.punctuation(end) == UInt8(ascii: ";") || file.punctuation(end) == UInt8(ascii: "}") else {
            return nil
        }
        return Definition(name: file.text(nameToken), hash: file.tokens[nameToken].hash, nameToken: nameToken, callToken: start)
    }
}
