import NocturneAppearance
import NocturneProject
import NocturneSupport
import NocturneSyntax

/// An app that shows one appearance only, whatever the system's. Dark: the whole application or its window set to
/// dark in code (`NSApp.appearance = NSAppearance(named: .darkAqua)`, `window?.overrideUserInterfaceStyle = .dark`, a
/// `WindowGroup`'s content with `.preferredColorScheme(.dark)`), or every app target's Info.plist `UIUserInterfaceStyle`
/// set to `Dark`. Light: the app targets that compile a file all set `UIUserInterfaceStyle` to `Light`.
///
/// Such an app never draws its colors in the other appearance: that a constant does not adapt is no harm there (its one
/// look is the one it keeps), so the rules that report colors for not adapting leave it alone; a pair that fails in the
/// appearance it keeps is still found.
enum AppAppearanceLock {
    /// The rules whose findings say a color does not adapt to dark (and so mean nothing in an app that is only dark).
    static let adaptationRules: Set<String> = ["constant-color", "fixed-black-white", "non-adapting-system-color", "named-color-no-dark",
                                               "asset-no-dark", "ib-custom-color", "layer-color-snapshot"]

    /// Whether a finding stays in an app locked to dark (or, `scheme: .light`, to light): any finding but an adaptation
    /// rule's, and an adaptation rule's whose pair fails in a mode of that scheme; locked to light, any finding with a pair
    /// stays only when the pair fails in light.
    static func keeps(_ finding: LintFinding, failing judgement: PairJudgement? = nil, scheme: ColorScheme = .dark) -> Bool {
        let pair = (judgement ?? finding.pair)?.passes
        // Locked to light, any pair's finding (a bar's, a pair contrast's) is judged in light only.
        // A line's faintness in light is the light design's (a 12% black hairline).
        if scheme == .light, let pair {
            guard (judgement ?? finding.pair)?.pair.kind != .stroke else { return false }
            return AppearanceMode.all.contains { $0.colorScheme == .light && !pair[$0] }
        }
        guard adaptationRules.contains(finding.rule.id) else { return true }
        guard let pair else { return false }
        return AppearanceMode.all.contains { $0.colorScheme == scheme && !pair[$0] }
    }

    /// The files only apps locked to light compile: every target that compiles the file is an application whose Info.plist
    /// (or build settings) sets `UIUserInterfaceStyle` to `Light`. Such a file is never drawn in dark: its colors' failure
    /// to adapt is no finding (one note says the app opts out), a pair that fails in light still is. A file a library or
    /// package target also compiles ships in other apps too, and is judged as usual.
    static func lightOnlyFiles(_ project: Project, appearances: [TargetAppearance]) -> (String) -> Bool {
        let locked = Set(appearances.filter { $0.interfaceStyle?.value.lowercased() == "light" }.map(\.target))
        guard !locked.isEmpty else { return { _ in false } }
        return { file in
            let owners = project.targets(containing: file)
            return !owners.isEmpty && owners.allSatisfy { $0.kind == .application && locked.contains($0.name) }
        }
    }

    /// The words one of which a file that locks the app dark must spell.
    static let markers = ["darkAqua", "vibrantDark", "overrideUserInterfaceStyle", "preferredColorScheme"].map { Array($0.utf8) }

    /// Whether a file sets the whole app (its application or its window) to dark.
    static func locksAppDark(_ tree: SyntaxTree) -> Bool {
        // Most files say none of them: one byte search each passes them over.
        guard markers.contains(where: { tree.bytes.contains(bytes: $0) }) else { return false }
        for (node, property, written, value) in SwiftPairs.appearanceAssignments(in: tree) {
            // Set whatever happens: one branch of a `switch` or an `if` is a choice (the user's System/Light/Dark), not a lock.
            guard !isChosen(node) else { continue }
            let receiver = written.filter { $0 != "?" && $0 != "!" }
            if property == "appearance", ["NSApp", "NSApplication.shared", "NSApplication.shared()"].contains(receiver),
               value.hasPrefix("NSAppearance(named:"), value.contains(bytesOf: "darkAqua") || value.contains(bytesOf: "vibrantDark") {
                return true
            }
            if property == "overrideUserInterfaceStyle", receiver == "window" || receiver.hasSuffix(".window"),
               value == ".dark" || value == "UIUserInterfaceStyle.dark" {
                return true
            }
        }
        for node in tree.nodes(of: .functionCall) {
            guard let call = FunctionCall(node), call.calledName == "preferredColorScheme",
                  let argument = call.arguments.first?.expression?.text.removingWhitespace(), argument == ".dark" || argument == "ColorScheme.dark" else { continue }
            guard !isChosen(node) else { continue }
            // On the content of the app's scene: a `WindowGroup` (or `Window`) around it.
            var ancestor = node.parent
            while let current = ancestor {
                if let around = FunctionCall(current), around.calledName == "WindowGroup" || around.calledName == "Window" { return true }
                ancestor = current.parent
            }
        }
        return false
    }

    /// Whether a file sets a window, panel or view it makes to dark whatever the system's appearance
    /// (`panel.appearance = NSAppearance(named: .vibrantDark)`, `overrideUserInterfaceStyle = .dark`), on every path: what
    /// the file draws is shown dark only, as an app locked to dark draws everything (a HUD, a debug panel, a player).
    static func locksFileDark(_ tree: SyntaxTree) -> Bool {
        guard markers.prefix(3).contains(where: { tree.bytes.contains(bytes: $0) }) else { return false }
        for (node, property, _, value) in SwiftPairs.appearanceAssignments(in: tree) where !isChosen(node) {
            if property == "appearance", value.hasPrefix("NSAppearance(named:"), value.contains(bytesOf: "darkAqua") || value.contains(bytesOf: "vibrantDark")
                || value.contains(bytesOf: "DarkAqua") || value.contains(bytesOf: "VibrantDark") {
                return true
            }
            if property == "overrideUserInterfaceStyle", value == ".dark" || value == "UIUserInterfaceStyle.dark" { return true }
        }
        return false
    }

    /// The appearance a theme type says its colors are drawn in: a member of an interface-style or color-scheme type given a
    /// fixed value (`let userInterfaceStyle: UIUserInterfaceStyle = .light`, `var colorScheme: ColorScheme { .dark }`), by the
    /// member's name; `nil` when the file declares none, or two that disagree. It locks the file only where the app applies
    /// that member as the appearance (``appliedStyleMembers(_:)``): a light theme's black text is drawn in light.
    static func declaredThemeStyle(_ tree: SyntaxTree) -> (member: String, scheme: ColorScheme)? {
        guard styleTypes.contains(where: { tree.bytes.contains(bytes: $0) }) else { return nil }
        var found: (member: String, scheme: ColorScheme)?
        for node in tree.nodes(of: .variableDecl) {
            guard let block = node.parent, block.kind == .codeBlock, block.parent?.kind.isTypeDeclaration == true,
                  let variable = VariableDecl(node), let name = variable.name,
                  let type = variable.typeAnnotation?.text.removingWhitespace(),
                  ["UIUserInterfaceStyle", "ColorScheme", "SwiftUI.ColorScheme"].contains(type) else { continue }
            let value = (variable.initializer ?? variable.bindings.first?.accessors.flatMap(Self.returnedValue))?.text.removingWhitespace()
            let scheme: ColorScheme
            switch value {
            case ".light"?, "UIUserInterfaceStyle.light"?, "ColorScheme.light"?: scheme = .light
            case ".dark"?, "UIUserInterfaceStyle.dark"?, "ColorScheme.dark"?: scheme = .dark
            default: continue
            }
            if let found, found != (name, scheme) { return nil }
            found = (name, scheme)
        }
        return found
    }

    /// The names a file that applies a theme's appearance must spell, as bytes.
    static let applyMarkers = ["overrideUserInterfaceStyle", "preferredColorScheme"].map { Array($0.utf8) }

    /// The type names a theme's appearance member is declared with, as bytes (most files name neither).
    static let styleTypes = ["UIUserInterfaceStyle", "ColorScheme"].map { Array($0.utf8) }

    /// The one expression a getter returns (`{ .light }`, `{ return .dark }`), or `nil`.
    private static func returnedValue(_ accessors: Syntax) -> Syntax? {
        let getter = accessors.child(.codeBlock) ?? accessors.children.first { $0.kind == .accessorDecl && $0.keyText == "get" }?.child(.codeBlock)
        guard let statements = getter?.children, statements.count == 1, let only = statements.first else { return nil }
        return only.kind == .returnStatement ? only.firstChild : only
    }

    /// The members whose value a file applies as the appearance (`window.overrideUserInterfaceStyle = theme.userInterfaceStyle`,
    /// `.preferredColorScheme(theme.colorScheme)`): a theme's own member names the appearance its colors are drawn in.
    static func appliedStyleMembers(_ tree: SyntaxTree) -> Set<String> {
        guard applyMarkers.contains(where: { tree.bytes.contains(bytes: $0) }) else { return [] }
        var members: Set<String> = []
        func member(of value: String) -> String? {
            guard let dot = value.lastIndex(of: "."), dot != value.startIndex, case let name = value[value.index(after: dot)...],
                  !name.isEmpty, name.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "_" }), name != "light", name != "dark" else { return nil }
            return String(name)
        }
        for (_, property, _, value) in SwiftPairs.appearanceAssignments(in: tree) where property == "overrideUserInterfaceStyle" {
            if let name = member(of: value) { members.insert(name) }
        }
        for node in tree.nodes(of: .functionCall) {
            guard let call = FunctionCall(node), call.calledName == "preferredColorScheme", let argument = call.arguments.first?.expression,
                  let name = member(of: argument.text.removingWhitespace()) else { continue }
            members.insert(name)
        }
        return members
    }

    /// Whether a node runs only on some branch of its function: inside an `if`, `guard`, `switch` case or ternary.
    static func isChosen(_ node: Syntax) -> Bool {
        var ancestor = node.parent
        while let current = ancestor {
            switch current.kind {
            case .ifStatement, .guardStatement, .switchCase, .ternary: return true
            case .functionDecl, .initializerDecl, .closure, .sourceFile: return false
            default: ancestor = current.parent
            }
        }
        return false
    }
}
