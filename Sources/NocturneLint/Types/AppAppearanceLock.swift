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
