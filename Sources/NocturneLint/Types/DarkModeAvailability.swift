import NocturneProject
import NocturneSupport
import NocturneSyntax

/// The code that only runs on systems without dark mode: the fallback of an availability check for the release that
/// brought it.
///
/// `if #available(iOS 13.0, *) { .label } else { .black }`: the `else` runs on iOS 12 and earlier, where there is no dark
/// mode, so `.black` there is never drawn in dark. The same holds for the body of `guard #available(iOS 13, *) else { … }`
/// and of `if #unavailable(iOS 13) { … }`. A check for a later release (`#available(iOS 15, *)`) guards a fallback that
/// runs on iOS 13 and 14, which have dark mode: that fallback is read like any other code.
package enum DarkModeAvailability {
    /// The first release of each platform with a dark appearance. watchOS and visionOS are dark from their first release, so
    /// no fallback there is before dark mode.
    package static let firstDarkRelease: [String: OSVersion] = ["iOS": OSVersion(13), "iPadOS": OSVersion(13), "macCatalyst": OSVersion(13), "tvOS": OSVersion(10),
                                                       "macOS": OSVersion(10, 14), "OSX": OSVersion(10, 14)]

    /// The byte ranges of the code that runs only before dark mode.
    ///
    /// - Parameter platforms: The systems the file is built for (``Project/availabilityPlatforms(for:)``), when known: a
    ///   check's clause for another system (`tvOS 13` in an app built for iOS only) decides nothing there.
    static func fallbackRanges(in tree: SyntaxTree, platforms: Set<String>? = nil) -> [Range<Int>] {
        var ranges: [Range<Int>] = []
        // A condition's text only when it starts with `#`: every other `if` of a file would be copied for nothing.
        func isDirective(_ condition: Syntax) -> Bool {
            let start = condition.range.lowerBound
            return start < tree.bytes.count && tree.bytes[start] == UInt8(ascii: "#")
        }
        for statement in tree.nodes(of: .ifStatement) {
            let conditions = statement.children(.condition)
            // One condition only: with more (`if #available(iOS 13, *), isOn`), the other branch also runs when another fails.
            guard conditions.count == 1, isDirective(conditions[0]), let check = availability(conditions[0].text, platforms: platforms) else { continue }
            let blocks = statement.children(.codeBlock)
            if check.isUnavailable, check.beforeDarkMode, let body = blocks.first {
                ranges.append(body.range)
            } else if !check.isUnavailable, check.beforeDarkMode, blocks.count == 2 {
                ranges.append(blocks[1].range)
            }
        }
        // `#if canImport(Combine)` (or SwiftUI, or Swift 5.1 and up: the SDKs that brought dark mode): the `#else` branch is
        // built only with an SDK from before dark mode.
        for region in tree.nodes(of: .ifConfig) {
            guard let clauses = IfConfig(region)?.clauses, let first = clauses.first, let condition = first.condition,
                  isDarkModeSDK(condition.text.filter { !$0.isWhitespace }) else { continue }
            for clause in clauses.dropFirst() where clause.directive == "#else" {
                if let start = clause.items.first?.fullRange.lowerBound, let end = clause.items.last?.fullRange.upperBound { ranges.append(start..<end) }
            }
        }
        for statement in tree.nodes(of: .guardStatement) {
            let conditions = statement.children(.condition)
            guard conditions.count == 1, isDirective(conditions[0]), let check = availability(conditions[0].text, platforms: platforms), !check.isUnavailable, check.beforeDarkMode,
                  let body = statement.child(.codeBlock) else { continue }
            ranges.append(body.range)
        }
        return ranges
    }

    /// Whether an `#if` condition holds only when building with an SDK that has dark mode: `canImport(Combine)`,
    /// `canImport(SwiftUI)`, `swift(>=5.1)`, `compiler(>=5.1)` and later versions.
    static func isDarkModeSDK(_ condition: String) -> Bool {
        if condition == "canImport(Combine)" || condition == "canImport(SwiftUI)" { return true }
        for prefix in ["swift(>=", "compiler(>="] where condition.hasPrefix(prefix) && condition.hasSuffix(")") {
            guard let version = OSVersion(condition.dropFirst(prefix.count).dropLast()) else { return false }
            return OSVersion(5, 1) <= version
        }
        return false
    }

    /// An availability condition read: whether it is `#unavailable`, and whether every platform it names gained dark mode
    /// at or before the release it names (so the code it excludes runs only before dark mode). A platform the file is not
    /// built for, when `platforms` says which it is, counts as before dark mode: the check always holds there.
    static func availability(_ text: String, platforms built: Set<String>? = nil) -> (isUnavailable: Bool, beforeDarkMode: Bool)? {
        let compact = text.filter { !$0.isWhitespace || $0 == " " }
        let isUnavailable: Bool
        if compact.hasPrefix("#available(") { isUnavailable = false } else if compact.hasPrefix("#unavailable(") { isUnavailable = true } else { return nil }
        guard let open = compact.firstIndex(of: "("), let close = compact.lastIndex(of: ")"), open < close else { return nil }
        var named = 0
        for item in compact[compact.index(after: open)..<close].split(separator: ",") {
            let words = item.split(separator: " ")
            guard let platform = words.first else { return nil }
            if platform == "*" { continue }
            // `iOS 13.0`, `macOS 10.14`, `iOSApplicationExtension 13`; a platform without a version is not a check we read.
            let name = platform.hasSuffix("ApplicationExtension") ? String(platform.dropLast("ApplicationExtension".count)) : String(platform)
            guard words.count == 2, let first = firstDarkRelease[name], let version = OSVersion(words[1]) else { return nil }
            // The excluded code runs below `version`: before dark mode when `version` is at most the first dark release.
            if first < version, built?.contains(name) ?? true { return (isUnavailable, false) }
            named += 1
        }
        return named > 0 ? (isUnavailable, true) : nil
    }
}

/// The code whose colors are never shown: a mask's content, of which only the opacity is used.
enum MaskContent {
    /// The byte ranges of the arguments and trailing closures of `mask` calls (`.mask(Color.black)`,
    /// `.mask(alignment: .center) { … }`, UIKit's `mask` is a view property and is not a call).
    static func ranges(in tree: SyntaxTree) -> [Range<Int>] {
        var ranges: [Range<Int>] = []
        for node in tree.nodes(of: .functionCall) {
            guard let call = FunctionCall(node), call.calledName == "mask" else { continue }
            ranges += call.arguments.compactMap { $0.expression?.range }
            ranges += call.trailingClosures.map(\.node.range)
        }
        return ranges
    }
}


/// Shadow colors given as parameter defaults: `func setupShadow(color: UIColor = .black)`,
/// `init(shadowColor: UIColor = .black)`. A shadow is black in both modes by design (a white one would glow), so the
/// default is no content color, as `layer.shadowColor = …` is none.
enum ShadowParameters {
    /// The byte ranges of the default values of the parameters of functions named for a shadow, and of parameters
    /// named for one; and the bodies of types that are shadows.
    static func ranges(in tree: SyntaxTree) -> [Range<Int>] {
        // Most files name no shadow (`shadow`, `Shadow`): one byte search passes them over.
        guard tree.bytes.contains(bytes: marker) else { return [] }
        var ranges: [Range<Int>] = []
        for kind in [SyntaxKind.functionDecl, .initializerDecl] {
            for node in tree.nodes(of: kind) {
                guard let function = FunctionDecl(node) else { continue }
                let shadowFunction = Self.namesShadow(function.name)
                for parameter in function.parameters {
                    guard let value = parameter.defaultValue else { continue }
                    if shadowFunction || [parameter.label, parameter.name].contains(where: { $0.map(Self.namesShadow) ?? false }) {
                        ranges.append(value.range)
                    }
                }
            }
        }
        // A type that is a shadow (`struct Shadow { var color = Color.black.opacity(0.25) … }`, `CardShadow`,
        // `ShadowStyle`): every color it holds is the shadow's.
        for kind in [SyntaxKind.structDecl, .classDecl, .enumDecl] {
            for node in tree.nodes(of: kind) {
                guard let type = TypeDecl(node), Self.isShadowType(type.name), let body = node.child(.codeBlock) else { continue }
                ranges.append(body.range)
            }
        }
        return ranges
    }

    /// Whether a type's name says it is a shadow: ends with `Shadow`, or names a shadow's style or configuration (a view
    /// named `ShadowView` or `ShadowedCard` draws more than its shadow).
    static func isShadowType(_ name: String) -> Bool {
        let lower = name.lowercased()
        return lower.hasSuffix("shadow") || lower.hasSuffix("shadowstyle") || lower.hasSuffix("shadowconfiguration")
    }

    /// What every spelling of "shadow" holds.
    static let marker = Array("hadow".utf8)

    /// Whether a name says shadow (`setupShadow`, `dropShadowColor`).
    static func namesShadow(_ name: String) -> Bool { name.lowercased().contains(bytesOf: "shadow") }
}

/// The colors of an app's themes, chosen per theme: the stored defaults of a theme type that its own initializer replaces
/// (`struct Theme { var link = NSColor(hex: "0366d6")! … init(from editorTheme: …) { self.link = editorTheme.link … } }`:
/// one theme among those the app applies), and the themes a file makes, several with a background each
/// (``presetRanges(in:)``). Neither is a color drawn as it is in every mode.
enum ThemeDefaults {
    /// The byte ranges of the default values of the stored properties a theme type's initializer (or a method of the type)
    /// assigns anew, in types whose name ends with `Theme` and that have an initializer with parameters.
    static func ranges(in tree: SyntaxTree) -> [Range<Int>] {
        // Most files declare no theme: one byte search passes them over.
        guard tree.bytes.contains(bytes: marker) else { return [] }
        var ranges = presetRanges(in: tree)
        for kind in [SyntaxKind.structDecl, .classDecl] {
            for node in tree.nodes(of: kind) {
                guard let type = TypeDecl(node), type.name.hasSuffix("Theme") else { continue }
                let members = type.members
                let initializers = members.filter { $0.kind == .initializerDecl }.compactMap(FunctionDecl.init)
                guard initializers.contains(where: { !$0.parameters.isEmpty && $0.body != nil }) else { continue }
                // The names the type's own code assigns (`self.link = …`, `link = …`) outside the declarations.
                var assigned: Set<String> = []
                for member in members where member.kind == .initializerDecl || member.kind == .functionDecl {
                    for operation in member.subtree where operation.kind == .infixOperation {
                        guard let infix = InfixOperation(operation), infix.operatorText == "=", let left = infix.left else { continue }
                        let text = left.text
                        assigned.insert(text.hasPrefix("self.") ? String(text.dropFirst(5)) : text)
                    }
                }
                for member in members where member.kind == .variableDecl {
                    guard let variable = VariableDecl(member) else { continue }
                    for binding in variable.bindings {
                        guard let name = binding.name, assigned.contains(name), let value = binding.initializer else { continue }
                        ranges.append(value.range)
                    }
                }
            }
        }
        return ranges
    }

    /// What every theme type's name holds.
    static let marker = Array("Theme".utf8)

    /// The calls that make one of several themes a file offers: two or more calls of a type named for a theme
    /// (`Theme(plainTextColor: …, backgroundColor: …)` in `static func sunset(…)`, `midnight(…)`), each given a background
    /// of its own. Each is a whole palette the caller or the user picks (a light one among dark ones is the light theme),
    /// its colors chosen per theme. (Called from ``ranges(in:)``, once its byte search found a theme's name.)
    static func presetRanges(in tree: SyntaxTree) -> [Range<Int>] {
        var presets: [Range<Int>] = []
        for node in tree.nodes(of: .functionCall) {
            guard let call = FunctionCall(node), let name = call.calledName, name.hasSuffix("Theme"),
                  call.arguments.contains(where: { $0.label?.lowercased().contains(bytesOf: "background") == true }) else { continue }
            presets.append(node.range)
        }
        return presets.count >= 2 ? presets : []
    }
}
