import NocturneAppearance
import NocturneSyntax
import NocturneSupport

/// An app that shows one appearance only, dark, whatever the system's: the whole application or its window set to
/// dark in code (`NSApp.appearance = NSAppearance(named: .darkAqua)`, `window?.overrideUserInterfaceStyle = .dark`, a
/// `WindowGroup`'s content with `.preferredColorScheme(.dark)`), or every app target's Info.plist `UIUserInterfaceStyle`
/// set to `Dark`.
///
/// Such an app never draws its colors in light: that a constant does not adapt is no harm there (its one look is the
/// dark one), so the rules that report colors for not adapting leave it alone; a pair that fails in dark is still found.
enum AppAppearanceLock {
    /// The rules whose findings say a color does not adapt to dark (and so mean nothing in an app that is only dark).
    static let adaptationRules: Set<String> = ["constant-color", "fixed-black-white", "non-adapting-system-color", "named-color-no-dark",
                                               "asset-no-dark", "ib-custom-color", "layer-color-snapshot"]

    /// Whether a finding stays in an app locked to dark: any finding but an adaptation rule's, and an adaptation rule's
    /// whose pair fails in a dark mode.
    static func keeps(_ finding: LintFinding, failing judgement: PairJudgement? = nil) -> Bool {
        guard adaptationRules.contains(finding.rule.id) else { return true }
        guard let judgement = judgement ?? finding.pair, let passes = judgement.passes else { return false }
        return AppearanceMode.all.contains { $0.colorScheme == .dark && !passes[$0] }
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
