import NocturneSupport
import NocturneSyntax

/// `color-scheme-modifier`: SwiftUI's deprecated `colorScheme(_:)` modifier, read from the syntax tree.
///
/// The modifier overrides the scheme of its subtree. Its replacements say which was meant: `.environment(\.colorScheme, …)`
/// for a subtree (a card, a sample, one control), `.preferredColorScheme(…)` for a whole presentation (a modifier on
/// a `NavigationStack`, `TabView` or a scene's root). A call is the modifier only in a modifier position: a member
/// call with one unlabeled argument on a view built in the chain (`Text("a").colorScheme(.dark)`, `VStack { … }\n.colorScheme(.dark)`)
/// or with a `ColorScheme` value (`.dark`, `.light`, `scheme`); an app's own `theme.colorScheme(for: id)` is not. A preview
/// (`#Preview`, a `PreviewProvider`) is left alone, as lint leaves previews, unless the configuration includes them.
enum ColorSchemeModifierRule: LintRuleDefinition {
    static let rule = LintRule(
        id: "color-scheme-modifier",
        summary: "colorScheme(_:) is deprecated: it overrides the scheme of its subtree, which a newer modifier now says by intent.",
        fix: "For a subtree write .environment(\\.colorScheme, …); for a whole screen or sheet write .preferredColorScheme(…).",
        triggeringExamples: [
            .swift("struct Card: View {\n    var body: some View {\n        Text(\"a\").colorScheme(.dark)\n    }\n}"),
            .swift("struct Root: View {\n    var body: some View {\n        NavigationStack {\n            List {}\n        }\n        .colorScheme(.dark)\n    }\n}"),
            .swift("struct Card: View {\n    let scheme: ColorScheme\n    var body: some View {\n        VStack {}.colorScheme(scheme)\n    }\n}"),
        ],
        nonTriggeringExamples: [
            .swift("struct Card: View {\n    var body: some View {\n        Text(\"a\").environment(\\.colorScheme, .dark)\n    }\n}"),
            .swift("struct Theme {\n    func colorScheme(for id: Int) -> Int { id }\n}\nlet s = Theme().colorScheme(for: 2)"),
            .swift("func apply(theme: Theme) {\n    let value = theme.colorScheme(current)\n    use(value)\n}"),
            .swift("struct Card_Previews: PreviewProvider {\n    static var previews: some View {\n        Card().colorScheme(.dark)\n    }\n}"),
            .swift("#Preview {\n    Card().colorScheme(.dark)\n}"),
            .swift("struct Card: View {\n    @Environment(\\.colorScheme) var colorScheme\n    var body: some View { Text(colorScheme == .dark ? \"d\" : \"l\") }\n}"),
        ])

    /// Whether a file may hold the modifier: the tree is read only when it names it.
    static func mayOccur(in bytes: [UInt8]) -> Bool { bytes.contains(bytes: needle) }

    private static let needle = Array("colorScheme(".utf8)

    /// Containers whose modifier sets a whole presentation's scheme: the intent is `preferredColorScheme`.
    static let presentationRoots: Set<String> = ["NavigationStack", "NavigationView", "NavigationSplitView", "TabView", "WindowGroup", "Window", "Settings"]

    /// The findings of one file's tree.
    ///
    /// - Parameters:
    ///   - tree: The file's syntax tree.
    ///   - file: Its path.
    ///   - skipsPreviews: Whether calls inside a preview (`#Preview`, a `PreviewProvider`) are left alone, as lint leaves previews.
    static func findings(in tree: SyntaxTree, file: String, skipsPreviews: Bool = true) -> [LintFinding] {
        var findings: [LintFinding] = []
        for node in tree.nodes(of: .functionCall) where !(skipsPreviews && isInPreview(node)) {
            guard let call = FunctionCall(node), call.calledName == "colorScheme", call.trailingClosures.isEmpty,
                  call.arguments.count == 1, let argument = call.arguments.first, argument.label == nil,
                  let value = argument.expression, let member = call.callee.flatMap(MemberAccess.init) else { continue }
            let root = chainRoot(member.base)
            let schemeValue = [".dark", ".light", "ColorScheme.dark", "ColorScheme.light"].contains(value.text) || value.text.lowercased().contains(bytesOf: "scheme")
            // On a view built in the chain, or with a ColorScheme value; else it is an app's own method.
            guard root != nil || schemeValue else { continue }
            let whole = root.map { presentationRoots.contains($0) } ?? false
            let text = value.text
            let message = whole
                ? "colorScheme(\(text)) is deprecated; on a whole screen it means .preferredColorScheme(\(text)), which sets the presentation's scheme"
                : "colorScheme(\(text)) is deprecated; for this subtree write .environment(\\.colorScheme, \(text)) (or .preferredColorScheme(\(text)) for the whole presentation)"
            // At the modifier itself (`.colorScheme(.dark)`), not the start of the chain it ends.
            let callText = Array(node.text.utf8), needle = Array(".colorScheme".utf8)
            var start = max(0, callText.count - needle.count)
            while start > 0, !callText[start..<min(callText.count, start + needle.count)].elementsEqual(needle) { start -= 1 }
            let location = tree.location(of: node.range.lowerBound + start)
            findings.append(LintFinding(file: file, line: location.line, column: location.column, rule: rule, message: message,
                                        snippet: String(decoding: callText[start...], as: UTF8.self)))
        }
        return findings
    }

    /// Whether a node is inside a `#Preview { … }` or a type that conforms to `PreviewProvider`.
    static func isInPreview(_ node: Syntax) -> Bool {
        var current = node.parent
        while let candidate = current {
            switch candidate.kind {
            case .macroExpansion where candidate.text.hasPrefix("#Preview"): return true
            case .structDecl, .classDecl, .enumDecl, .extensionDecl:
                if candidate.child(.inheritanceClause)?.text.contains(bytesOf: "PreviewProvider") == true { return true }
            default: break
            }
            current = candidate.parent
        }
        return false
    }

    /// The name of the call a modifier chain starts from (`NavigationStack` in `NavigationStack { … }.a().b()`), or `nil`
    /// when the chain does not start from a call (a plain variable, `self`).
    static func chainRoot(_ base: Syntax?) -> String? {
        var current = base
        var steps = 0
        while let node = current, steps < 256 {
            steps += 1
            guard let call = FunctionCall(node) else { return nil }
            if let member = call.callee.flatMap(MemberAccess.init), let inner = member.base {
                current = inner
                continue
            }
            return call.calledName
        }
        return nil
    }
}
