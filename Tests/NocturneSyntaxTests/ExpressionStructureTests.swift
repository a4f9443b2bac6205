import Testing
@testable import NocturneSyntax

@Suite("Expressions: the exact shape of the tree")
struct ExpressionStructureTests {
    static let cases: [(source: String, shape: String)] = [
        ("view.foregroundColor(.white).background(Color.black)",
         "call(member(call(member(view,foregroundColor),[.white]),background),[member(Color,black)])"),
        ("a ?? b + c", "(a ?? (b + c))"),
        ("a + b * c - d", "((a + (b * c)) - d)"),
        ("a ?? b ?? c", "(a ?? (b ?? c))"),
        ("x = y ?? z", "(x = (y ?? z))"),
        ("a && b || c && d", "((a && b) || (c && d))"),
        ("a < b == c", "((a < b) == c)"),
        ("a >= b >> 2", "(a >= (b >> 2))"),
        ("0..<n + 1", "(0 ..< (n + 1))"),
        ("c ? a : b ?? d", "(c ? a : (b ?? d))"),
        ("a ? b : c ? d : e", "(a ? b : (c ? d : e))"),
        ("x = a ? b : c", "(x = (a ? b : c))"),
        ("x as? Int ?? 0", "((x as? Int) ?? 0)"),
        ("a + b as Double", "((a + b) as Double)"),
        ("y as! String", "(y as! String)"),
        ("v is Int", "(v is Int)"),
        ("try foo() + bar()", "try((call(foo,[]) + call(bar,[])))"),
        ("await model.load()", "await(call(member(model,load),[]))"),
        ("-x + !y", "(-x + !y)"),
        ("a?.b!.c", "member(member(a?,b)!,c)"),
        ("items[0].name", "member(subscript(items,[0]),name)"),
        ("Color(red: 1, green: 0.5, blue: 0)", "call(Color,[red: 1,green: 0.5,blue: 0])"),
        ("Button(\"x\") { go() }", "call(Button,[\"x\"]{})"),
        ("Button { go() } label: { Text(\"x\") }", "call(Button,[]{},label: {})"),
        // A trailing closure may open on the next line, as swiftc reads it; so may its labelled followers.
        ("element(index: j)\n{ (e) in e.frame = f }", "call(element,[index: j]{})"),
        ("list.map\n{ $0 }", "call(member(list,map),[]{})"),
        ("dialog(item: x)\n{ name in go(name) } message: { _ in Text(\"m\") }", "call(dialog,[item: x]{},message: {})"),
        // A type as a value: `any` and `some` before a type name.
        ("#selector((any Changing).change)", "#selector(member((typeExpression),change))"),
        ("list.map { $0 }.count", "member(call(member(list,map),[]{}),count)"),
        (".init(white: 1)", "call(.init,[white: 1])"),
        ("#colorLiteral(red: 1, green: 0, blue: 0, alpha: 1)", "#colorLiteral(red: 1,green: 0,blue: 0,alpha: 1)"),
        ("#Preview { ContentView() }", "#Preview(){}"),
        ("\\.colorScheme", "\\.colorScheme"),
        ("(a, b)", "(a,b)"),
        ("[.red, .blue]", "[.red,.blue]"),
        ("Binding<Color>(get: g, set: s)", "call(genericSpecialization,[get: g,set: s])"),
        ("foo(x, +)", "call(foo,[x,+])"),
        ("try? await foo()", "try(await(call(foo,[])))"),
        ("a?.b = c ?? d", "(member(a?,b) = (c ?? d))"),
        ("x is Int.Type", "(x is Int.Type)"),
        ("#selector(foo(_:))", "#selector(foo)"),
        ("Color.red.opacity(isOn ? 1 : 0.5)", "call(member(member(Color,red),opacity),[(isOn ? 1 : 0.5)])"),
        ("UIColor { traits in traits.userInterfaceStyle == .dark ? .black : .white }", "call(UIColor,[]{})"),
        ("a\n    .padding()\n    .background(.red)", "call(member(call(member(a,padding),[]),background),[.red])"),
    ]

    @Test("expressions parse into the expected tree", arguments: cases)
    func expressionShape(_ input: (source: String, shape: String)) throws {
        let tree = SyntaxTree.parse(input.source)
        let item = try #require(firstItem(tree))
        #expect(shape(item) == input.shape, "\(input.source)")
        #expect(tree.unknownByteCount == 0)
    }

    @Test("a statement on the next line is not a continuation", arguments: [("a\n-1", 2), ("f()\n(x)", 2), ("a\n.b", 1), ("x\n[1]", 2)])
    func newlines(_ source: String, _ items: Int) {
        #expect(SyntaxTree.parse(source).root.children.count == items)
    }

    @Test("if conditions take no trailing closure; the brace opens the body")
    func conditionBraces() throws {
        let tree = SyntaxTree.parse("if x == y { a() } else if z { b() } else { c() }")
        let outer = try #require(firstItem(tree))
        #expect(outer.kind == .ifStatement)
        #expect(outer.children.map(\.kind) == [.condition, .codeBlock, .ifStatement])
        #expect(shape(outer.children[0].firstChild) == "(x == y)")
    }

    @Test("string interpolation holds expressions")
    func interpolation() throws {
        let tree = SyntaxTree.parse(#"let s = "a \(b.c(d)) e \(f, specifier: "%d")""#)
        let string = try #require(first(.stringLiteral, in: tree).flatMap(StringLiteral.init))
        #expect(string.interpolations.count == 2)
        #expect(string.literalText == nil)
        #expect(shape(Argument(try #require(string.interpolations[0].firstChild))?.expression) == "call(member(b,c),[d])")
        #expect(StringLiteral(try #require(tree.nodes(of: .stringLiteral).last))?.literalText == "%d")
    }

    @Test("a closure's signature and statements")
    func closure() throws {
        let tree = SyntaxTree.parse("let f = { [weak self] (a: Int, b) -> Int in\n let c = a\n return c + b }")
        let closure = try #require(first(.closure, in: tree).flatMap(Closure.init))
        #expect(closure.parameterNames == ["a", "b"])
        #expect(closure.statements.map(\.kind) == [.variableDecl, .returnStatement])
        #expect(closure.signature?.child(.captureList) != nil)
    }

    @Test("the postfix #if keeps every branch in the chain")
    func postfixIfConfig() throws {
        let tree = SyntaxTree.parse("Text(\"x\")\n#if os(iOS)\n.foregroundColor(.white)\n#else\n.foregroundColor(.black)\n#endif\n.padding()")
        let item = try #require(firstItem(tree))
        #expect(shape(item) == "call(member(postfixIfConfig,padding),[])")
        let region = try #require(first(.ifConfig, in: tree).flatMap(IfConfig.init))
        #expect(region.clauses.map(\.directive) == ["#if", "#else"])
        #expect(region.clauses.map { $0.items.map(shape) } == [["call(.foregroundColor,[.white])"], ["call(.foregroundColor,[.black])"]])
    }
}
