import NocturneSupport
import NocturneSyntax

/// The root view surface a view controller inherits from a superclass that sets it in code, in another file: a base
/// controller's `view.backgroundColor = Palette.paper` in `viewDidLoad` is the screen every subclass's labels are drawn on.
///
/// Each file says which classes it declares with their superclass, and which of them set their root view (`view`,
/// `self.view`) to one expression in every method that sets it; the project then gives each class that sets none the
/// expression of its nearest ancestor that does. The expression is read as a side where the subclass is judged, with the
/// project's palette, and located where the ancestor writes it.
enum InheritedScreens {
    /// What one file declares: each class's superclass (its first inherited type), and the root views it sets.
    struct FileFacts: Sendable {
        var superclasses: [String: String] = [:]
        var roots: [String: Root] = [:]
        /// Classes whose methods give the root view different colors (per state, per theme): no one surface.
        var varied: Set<String> = []

        var isEmpty: Bool { superclasses.isEmpty && roots.isEmpty && varied.isEmpty }
    }

    /// A root view's background as the class writes it, and where.
    struct Root: Sendable, Hashable {
        var text: String
        var location: SourceLine
    }

    /// The assignments a root view's background is written as.
    static let rootTargets: Set<String> = ["view.backgroundColor", "self.view.backgroundColor"]

    /// The classes of a file and the root views they set.
    static func facts(in tree: SyntaxTree, file: String) -> FileFacts {
        var facts = FileFacts()
        guard tree.bytes.contains(bytes: classKeyword) else { return facts }
        for node in tree.nodes(of: .classDecl) {
            guard let type = TypeDecl(node), !type.name.isEmpty, let parent = type.inheritedTypes.first?.text.removingWhitespace() else { continue }
            facts.superclasses[type.name] = parent
        }
        guard !facts.superclasses.isEmpty, tree.bytes.contains(bytes: rootMarker) else { return facts }
        for node in tree.nodes(of: .infixOperation) {
            guard let operation = InfixOperation(node), operation.operatorText == "=", let left = operation.left, let right = operation.right,
                  left.keyText == "backgroundColor", rootTargets.contains(left.text.removingWhitespace()) else { continue }
            var scope = node.parent
            while let current = scope, !current.kind.isTypeDeclaration, current.kind != .closure { scope = current.parent }
            guard let scope, scope.kind == .classDecl, let name = TypeDecl(scope)?.name, facts.superclasses[name] != nil else { continue }
            let text = right.text.removingWhitespace()
            if let known = facts.roots[name], known.text != text { facts.varied.insert(name) }
            facts.roots[name] = Root(text: text, location: SourceLine(file: file, line: right.location.line, column: right.location.column))
        }
        for name in facts.varied { facts.roots[name] = nil }
        return facts
    }

    /// The root each class inherits (a class that sets its own, or varies it, inherits none), by class name: its nearest
    /// ancestor's, up to eight levels.
    static func inherited(_ files: [FileFacts]) -> [String: Root] {
        var superclasses: [String: String] = [:], roots: [String: Root] = [:], varied: Set<String> = []
        for file in files {
            superclasses.merge(file.superclasses) { first, _ in first }
            for (name, root) in file.roots {
                if let known = roots[name], known.text != root.text { varied.insert(name) } else { roots[name] = root }
            }
            varied.formUnion(file.varied)
        }
        guard !roots.isEmpty else { return [:] }
        var result: [String: Root] = [:]
        for name in superclasses.keys where roots[name] == nil && !varied.contains(name) {
            var ancestor = superclasses[name]
            var steps = 0
            while let current = ancestor, steps < 8, !varied.contains(current) {
                if let root = roots[current] {
                    result[name] = root
                    break
                }
                ancestor = superclasses[current]
                steps += 1
            }
        }
        return result
    }

    private static let classKeyword = Array("class ".utf8)
    private static let rootMarker = Array("view.backgroundColor".utf8)
}
