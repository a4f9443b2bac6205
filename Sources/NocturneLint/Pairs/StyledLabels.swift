import NocturneSupport
import NocturneSyntax

/// Button styles of the app's own that color their label, and the foregrounds they make unseen.
///
/// A SwiftUI style whose `makeBody` gives the label a foreground itself (`configuration.label.foregroundColor(.white)`)
/// colors every button it styles: the modifier nearest the text wins, so a foreground the button is given outside the style
/// (`Button { … }.foregroundColor(.black).buttonStyle(BigAction())`) is never drawn. That outer color is judged nowhere.
enum StyledLabels {
    /// The protocols of a button style.
    static let styleProtocols: Set<String> = ["ButtonStyle", "PrimitiveButtonStyle"]
    /// The modifiers that set a view's foreground.
    static let foregroundModifiers: Set<String> = ["foregroundColor", "foregroundStyle"]
    private static let marker = Array("ButtonStyle".utf8)
    private static let useMarker = Array("buttonStyle".utf8)

    /// The names of the file's button styles whose `makeBody` colors the label itself.
    static func coloringStyles(in tree: SyntaxTree) -> Set<String> {
        guard tree.bytes.contains(bytes: marker) else { return [] }
        var names: Set<String> = []
        for kind in [SyntaxKind.structDecl, .classDecl] {
            for node in tree.nodes(of: kind) {
                guard let type = TypeDecl(node), !type.name.isEmpty,
                      type.inheritedTypes.contains(where: { styleProtocols.contains($0.text.removingWhitespace()) }) else { continue }
                let colorsLabel = type.members.contains { member in
                    guard let function = FunctionDecl(member), function.name == "makeBody", let body = function.body,
                          let configuration = function.parameters.first?.name else { return false }
                    return body.subtree.contains { node in
                        guard node.kind == .memberAccess, let access = MemberAccess(node), access.name == "label",
                              access.base?.text.removingWhitespace() == configuration else { return false }
                        return ModifierChain.outward(from: node).contains { foregroundModifiers.contains($0.calledName ?? "") }
                    }
                }
                if colorsLabel { names.insert(type.name) }
            }
        }
        return names
    }

    /// The arguments of the foreground modifiers a button is given in the same chain as one of `styles`
    /// (`.buttonStyle(BigAction())`): never drawn, as the style colors the label.
    static func unseenForegrounds(in tree: SyntaxTree, styles: Set<String>) -> [Range<Int>] {
        guard !styles.isEmpty, tree.bytes.contains(bytes: useMarker) else { return [] }
        var ranges: [Range<Int>] = []
        for node in tree.nodes(of: .functionCall) {
            guard let call = FunctionCall(node), call.calledName == "buttonStyle", let style = call.arguments.first?.expression,
                  let styleCall = FunctionCall(style), let name = styleCall.callee?.text.removingWhitespace(), styles.contains(name) else { continue }
            // Only a button's own chain: a container's foreground reaches what else it holds.
            guard SwiftPairs.chainRoot(of: call)?.calledName == "Button" else { continue }
            let chain = ModifierChain.outward(from: node) + ModifierChain.inward(from: call)
            for modifier in chain where foregroundModifiers.contains(modifier.calledName ?? "") {
                if let argument = modifier.arguments.first?.node { ranges.append(argument.range) }
            }
        }
        return ranges
    }
}
