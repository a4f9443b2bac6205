import NocturneProject
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
            if let annotation = variable.typeAnnotation {
                let written = ColorDeclarations.File.plain(annotation)
                if written.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "_" }) { types[name] = written }
            } else if let value = variable.initializer, let spelled = ColorTypeInference.spelledTypeName(of: value) {
                types[name] = spelled
            }
        }
        return types
    }
}
