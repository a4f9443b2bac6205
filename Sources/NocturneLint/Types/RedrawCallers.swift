import NocturneSupport
import NocturneSyntax

/// Methods of the app's types that another type calls where the traits change: a view's `updateLayer()` calling
/// `backgroundLayer.update()` on a layer type of the app's, whose `update()` sets `backgroundColor = ….cgColor`. What such a
/// method sets is set again with the new traits, as if it were set in the view's own `updateLayer()`.
///
/// Read across files by name: `Type.method`, the type being the one a stored property of the calling type is declared with
/// (`let backgroundLayer = ControlBackgroundLayer()`, `var ring: RingLayer!`, `let fill = FillLayer.animationDisabled()`).
enum RedrawCallers {
    /// The methods UIKit and AppKit call again, with the new traits set, whenever the appearance changes.
    static let triggers: Set<String> = ["updateLayer", "traitCollectionDidChange", "viewDidChangeEffectiveAppearance"]
    private static let markers = triggers.map { Array($0.utf8) }

    /// `Type.method` for each method the file's trigger methods call on a stored property of their type whose type is written.
    static func methods(in tree: SyntaxTree) -> Set<String> {
        guard markers.contains(where: { tree.bytes.contains(bytes: $0) }) else { return [] }
        var found: Set<String> = []
        for node in tree.nodes(of: .functionDecl) {
            guard let function = FunctionDecl(node), triggers.contains(function.name), let body = function.body else { continue }
            var scope = node.parent
            while let current = scope, !current.kind.isTypeDeclaration { scope = current.parent }
            guard let type = scope.flatMap(TypeDecl.init) else { continue }
            let properties = propertyTypes(of: type)
            guard !properties.isEmpty else { continue }
            for call in body.subtree where call.kind == .functionCall {
                guard let access = FunctionCall(call)?.callee.flatMap(MemberAccess.init), let base = access.base else { continue }
                var receiver = base.text.removingWhitespace()
                if receiver.hasPrefix("self.") { receiver.removeFirst("self.".count) }
                while receiver.hasSuffix("?") || receiver.hasSuffix("!") { receiver.removeLast() }
                if let owner = properties[receiver] { found.insert(owner + "." + access.name) }
            }
        }
        return found
    }

    /// The written type of each stored property of a type: its annotation (`RingLayer!`, `RingLayer?`), else the type its
    /// value is made of (`ControlBackgroundLayer()`) or by (`ControlBackgroundLayer.animationDisabled()`).
    private static func propertyTypes(of type: TypeDecl) -> [String: String] {
        var types: [String: String] = [:]
        for member in type.members {
            guard let variable = VariableDecl(member), let name = variable.name else { continue }
            if var written = variable.typeAnnotation?.text.removingWhitespace() {
                while written.hasSuffix("?") || written.hasSuffix("!") { written.removeLast() }
                if written.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "_" }) { types[name] = written }
            } else if let made = variable.initializer.flatMap(FunctionCall.init), let callee = made.callee {
                if callee.kind == .declReference, let called = made.calledName {
                    types[name] = called
                } else if let factory = MemberAccess(callee), let base = factory.base, base.kind == .declReference,
                          base.text.first?.isUppercase == true {
                    // Made by the type's own factory (`ControlBackgroundLayer.animationDisabled()`, `Ring.init()`).
                    types[name] = base.text
                }
            }
        }
        return types
    }
}
