import Testing
@testable import NocturneSyntax

@Suite("VariableDecl")
struct VariableDeclTests {
    static let cases: [(source: String, name: String, type: String?, initializer: String?)] = [
        ("var tint: Color = .white", "tint", "Color", ".white"),
        ("let x = 1", "x", nil, "1"),
        ("public var tintColor: UIColor = .black", "tintColor", "UIColor", ".black"),
        ("@State private var color: Color? = nil", "color", "Color?", "nil"),
        ("var c: Color = UIColor(named: \"x\") ?? .white", "c", "Color", "(call(UIColor,[named: \"x\"]) ?? .white)"),
        ("static let brand = Color(\"Brand\", bundle: .module)", "brand", nil, "call(Color,[\"Brand\",bundle: .module])"),
        ("var body: some View { Text(\"x\") }", "body", "some View", nil),
        ("lazy var v: UIView = { UIView() }()", "v", "UIView", "call({},[])"),
    ]

    @Test("name, type annotation and initializer", arguments: cases)
    func variable(_ input: (source: String, name: String, type: String?, initializer: String?)) throws {
        let tree = SyntaxTree.parse(input.source)
        let variable = try #require(first(.variableDecl, in: tree).flatMap(VariableDecl.init))
        #expect(variable.name == input.name)
        #expect(variable.typeAnnotation?.text == input.type)
        #expect(variable.initializer.map(shape) == input.initializer)
        #expect(tree.unknownByteCount == 0)
    }

    @Test("attributes with expression arguments")
    func attributes() throws {
        let tree = SyntaxTree.parse("@Environment(\\.colorScheme) private var scheme")
        let variable = try #require(first(.variableDecl, in: tree).flatMap(VariableDecl.init))
        #expect(variable.attributes.map(\.name) == ["Environment"])
        #expect(variable.attributes.first?.arguments.first?.expression?.kind == .keyPath)
        #expect(variable.modifiers == ["private"])
    }

    @Test("a built-in attribute's arguments after a space on its line are its own; on the next line they are not")
    func attributeArgumentsAfterSpace() throws {
        let spaced = SyntaxTree.parse("@available (*, deprecated, message: \"Use b\")\npublic var a: UIColor = .red\n")
        #expect(spaced.unknownByteCount == 0)
        let variable = try #require(first(.variableDecl, in: spaced).flatMap(VariableDecl.init))
        #expect(variable.attributes.map(\.name) == ["available"])
        // A property wrapper's `(` after a space is not taken as its arguments.
        let wrapper = SyntaxTree.parse("@State (x) var y = 1\n")
        #expect(first(.variableDecl, in: wrapper).flatMap(VariableDecl.init)?.attributes.first?.arguments.isEmpty ?? true)
    }

    @Test("accessors and observers")
    func accessors() throws {
        let tree = SyntaxTree.parse("var x: Int = 0 { willSet { } didSet { update() } }\nvar y: Int { get { 1 } set { } }")
        let blocks = tree.nodes(of: .accessorBlock)
        #expect(blocks.count == 2)
        #expect(blocks.map { $0.children(.accessorDecl).compactMap(\.keyText) } == [["willSet", "didSet"], ["get", "set"]])
        #expect(VariableDecl(try #require(first(.variableDecl, in: tree)))?.initializer?.text == "0")
    }
}

@Suite("FunctionDecl")
struct FunctionDeclTests {
    @Test("parameters with labels, names, types and defaults")
    func parameters() throws {
        let tree = SyntaxTree.parse("func f(color: UIColor = .black, _ alpha: CGFloat, for state: State = .normal, handler: @escaping () -> Void) -> Color? { nil }")
        let function = try #require(first(.functionDecl, in: tree).flatMap(FunctionDecl.init))
        #expect(function.name == "f")
        let parameters = function.parameters
        #expect(parameters.map(\.label) == ["color", nil, "for", "handler"])
        #expect(parameters.map(\.name) == ["color", "alpha", "state", "handler"])
        #expect(parameters.map { $0.type?.text } == ["UIColor", "CGFloat", "State", "@escaping () -> Void"])
        #expect(parameters.map { $0.defaultValue.map(shape) } == [".black", nil, ".normal", nil])
        #expect(function.resultType?.text == "Color?")
        #expect(function.body?.kind == .codeBlock)
    }

    @Test("initializers and subscripts", arguments: [("init?(hex: String) {}", "init", ["hex"]), ("subscript(i: Int) -> T { x }", "subscript", ["i"])])
    func initializers(_ source: String, _ name: String, _ labels: [String?]) throws {
        let tree = SyntaxTree.parse("struct S { \(source) }")
        let function = try #require(tree.root.subtree.lazy.compactMap(FunctionDecl.init).first)
        #expect(function.name == name)
        #expect(function.parameters.map(\.label) == labels)
    }
}

@Suite("TypeDecl")
struct TypeDeclTests {
    static let cases: [(source: String, kind: SyntaxKind, name: String, inherited: [String], members: Int)] = [
        ("struct ContentView: View { var body: some View { EmptyView() } }", .structDecl, "ContentView", ["View"], 1),
        ("final class A<T>: B, C where T: D { init() {} ; func f() {} }", .classDecl, "A", ["B", "C"], 2),
        ("enum E: String { case a, b; case c(Int) }", .enumDecl, "E", ["String"], 2),
        ("extension Color: Themed { static let x = 1 }", .extensionDecl, "Color", ["Themed"], 1),
        ("protocol P: AnyObject { var x: Int { get } }", .protocolDecl, "P", ["AnyObject"], 1),
        ("actor Store { }", .actorDecl, "Store", [], 0),
    ]

    @Test("kind, name, inherited types and members", arguments: cases)
    func types(_ input: (source: String, kind: SyntaxKind, name: String, inherited: [String], members: Int)) throws {
        let tree = SyntaxTree.parse(input.source)
        let item = try #require(firstItem(tree))
        #expect(item.kind == input.kind)
        let type = try #require(TypeDecl(item))
        #expect(type.name == input.name)
        #expect(type.inheritedTypes.map(\.text) == input.inherited)
        #expect(type.members.count == input.members)
        #expect(tree.unknownByteCount == 0)
    }

    @Test("enum case elements")
    func enumCases() throws {
        let tree = SyntaxTree.parse("enum E { case a = 1, b(Int, name: String) }")
        #expect(tree.nodes(of: .enumCaseElement).compactMap(\.keyText) == ["a", "b"])
        #expect(tree.nodes(of: .parameter).count == 2)
    }
}

@Suite("IfConfig")
struct IfConfigTests {
    @Test("every branch is kept with its condition and items")
    func branches() throws {
        let tree = SyntaxTree.parse("#if os(iOS)\nimport UIKit\n#elseif os(macOS)\nimport AppKit\n#else\nlet x = 1\nlet y = 2\n#endif\n")
        let region = try #require(first(.ifConfig, in: tree).flatMap(IfConfig.init))
        #expect(region.clauses.map(\.directive) == ["#if", "#elseif", "#else"])
        #expect(region.clauses.map { $0.condition.map(shape) } == ["call(os,[iOS])", "call(os,[macOS])", nil])
        #expect(region.clauses.map { $0.items.map(\.kind) } == [[.importDecl], [.importDecl], [.variableDecl, .variableDecl]])
    }

    @Test("a branch with no condition keeps its items as items")
    func missingCondition() throws {
        let tree = SyntaxTree.parse("#if\nlet x = 1\n#endif")
        let region = try #require(first(.ifConfig, in: tree).flatMap(IfConfig.init))
        #expect(region.clauses.first?.condition == nil)
        #expect(region.clauses.first?.items.map(\.kind) == [.variableDecl])
    }

    @Test("#if around switch cases holds cases")
    func switchCases() throws {
        let tree = SyntaxTree.parse("switch x {\ncase 1: a()\n#if DEBUG\ncase 2: b()\n#endif\ndefault: c()\n}")
        let region = try #require(first(.ifConfig, in: tree).flatMap(IfConfig.init))
        #expect(region.clauses.first?.items.map(\.kind) == [.switchCase])
        #expect(tree.nodes(of: .switchCase).count == 3)
        #expect(tree.unknownByteCount == 0)
    }
}
