import Testing
@testable import NocturneSyntax

@Suite("Parser recovery: unknown stretches, then the next statement or declaration")
struct RecoveryTests {
    static let cases: [(source: String, unknown: [String], declarations: [String])] = [
        ("let a = 1\n@@@ ### !!\nlet b = 2", ["@@@ ### !!"], ["a", "b"]),
        ("func f() { ) }\nlet b = Color.red", [")"], ["f", "b"]),
        ("let a = foo(1, 2 3, 4)\nlet b = 2", ["3"], ["a", "b"]),
        ("struct S { var x = 1 } }\nlet b = 2", ["}"], ["S", "x", "b"]),
        ("switch x { print(1)\ncase 1: a() }\nlet b = 2", ["print(1)"], ["b"]),
    ]

    @Test("text that is not Swift becomes unknown nodes and the rest is parsed", arguments: cases)
    func recovers(_ input: (source: String, unknown: [String], declarations: [String])) {
        let tree = SyntaxTree.parse(input.source)
        #expect(tree.printed == tree.bytes)
        let unknown = tree.nodes(of: .unknown).filter { !($0.parent?.isInside(.unknown) ?? false) }.map(\.text)
        #expect(unknown == input.unknown, "\(input.source)")
        let names = tree.nodes.indices.map(tree.node).filter { $0.kind.isDeclaration || $0.kind == .patternBinding }
            .filter { $0.kind != .variableDecl }.compactMap(\.keyText)
        #expect(names == input.declarations, "\(input.source)")
    }

    @Test("Swift 2's conditions parse: a `where` between conditions, a binding that goes on without `let`", arguments: [
        "if let text = self.text where !text.isEmpty { label.textColor = .black }\nlet b = 2",
        "guard let strong = self, key = strong.key where key == 1 else { return }\nlet b = 2",
        "while let next = iterator.next() where next > 0 { view.backgroundColor = .white }\nlet b = 2",
    ])
    func swiftTwoConditions(_ source: String) {
        let tree = SyntaxTree.parse(source)
        #expect(tree.printed == tree.bytes)
        #expect(tree.nodes(of: .unknown).isEmpty, "\(tree.nodes(of: .unknown).map(\.text))")
        #expect(tree.nodes(of: .condition).count == (source.contains("key =") ? 3 : 2))
        #expect(tree.nodes(of: .variableDecl).count == 1)
    }

    @Test("a missing closer ends the list at the enclosing closer")
    func missingCloser() throws {
        let tree = SyntaxTree.parse("func f() {\n    foo(a, b\n}\nlet x = 1")
        #expect(tree.nodes(of: .functionDecl).count == 1)
        #expect(tree.nodes(of: .variableDecl).count == 1)
        let call = try #require(first(.functionCall, in: tree).flatMap(FunctionCall.init))
        #expect(call.arguments.count == 2)
    }
}
