import Testing
@testable import NocturneSyntax

/// The locator answers exactly what the tree's own walk answers, at every offset, in logarithmic time.
@Suite struct SyntaxLocatorTests {
    static let sources = [
        """
        import SwiftUI
        struct Card: View {
            var tint: Color = .white
            var body: some View {
                Text("a").foregroundStyle(.black).background(Color(red: 0.2, green: 0.4, blue: 0.6))
            }
        }
        """,
        "let a = [1, 2, [3, (4, 5)]]; func f() { if x { return .red } else { g(.blue) } }",
        "/* unclosed",
        "",
        "@@@ ))) let x = .white",
    ]

    @Test("the same node as SyntaxTree.innermostNode at every offset", arguments: sources)
    func agreesWithTheTreeEverywhere(source: String) {
        let tree = SyntaxTree.parse(source)
        let locator = SyntaxLocator(tree)
        for offset in 0...source.utf8.count {
            #expect(locator.innermostNode(containing: offset).index == tree.innermostNode(containing: offset).index, "offset \(offset)")
        }
    }
}
