import Testing
@testable import NocturneSyntax

@Suite("Lexer")
struct LexerTests {
    /// The kinds and texts of a source's tokens, without the end-of-file token.
    static func tokens(_ source: String) -> [String] {
        let tree = SyntaxTree.parse(source)
        return tree.tokens.dropLast().enumerated().map { "\($0.element.kind):\(tree.text(ofToken: $0.offset))" }
    }

    static let cases: [(source: String, tokens: [String])] = [
        ("a>>=b", ["identifier:a", "operator:>", "operator:>", "operator:=", "identifier:b"]),
        ("f() -> Int", ["identifier:f", "leftParen:(", "rightParen:)", "arrow:->", "identifier:Int"]),
        ("a?.b!", ["identifier:a", "operator:?", "period:.", "identifier:b", "operator:!"]),
        ("a != b", ["identifier:a", "operator:!=", "identifier:b"]),
        ("x ?? y", ["identifier:x", "operator:??", "identifier:y"]),
        ("0..<n", ["integerLiteral:0", "operator:..<", "identifier:n"]),
        ("1.5e-3 0x1p4 1_000", ["floatLiteral:1.5e-3", "floatLiteral:0x1p4", "integerLiteral:1_000"]),
        ("0x1.8p1 0x1f2328.color 0xff.description", ["floatLiteral:0x1.8p1", "integerLiteral:0x1f2328", "period:.", "identifier:color",
                                                     "integerLiteral:0xff", "period:.", "identifier:description"]),
        (#""a\(b)c""#, ["stringOpen:\"", "stringSegment:a", "interpolationOpen:\\(", "identifier:b", "interpolationClose:)",
                        "stringSegment:c", "stringClose:\""]),
        (##"#"a\(b)"#"##, ["stringOpen:#\"", "stringSegment:a\\(b)", "stringClose:\"#"]),
        ("\"abc\nx", ["stringOpen:\"", "stringSegment:abc", "stringClose:", "identifier:x"]),
        ("#if DEBUG", ["pound:#if", "identifier:DEBUG"]),
        ("@State var", ["atSign:@", "identifier:State", "identifier:var"]),
        ("`default` $0", ["identifier:`default`", "identifier:$0"]),
        ("#/a|b/#", ["regexLiteral:#/a|b/#"]),
    ]

    @Test("token kinds and texts", arguments: cases)
    func lexes(_ input: (source: String, tokens: [String])) {
        #expect(Self.tokens(input.source) == input.tokens)
    }

    @Test("every keyword is recognized", arguments: SyntaxKeyword.allCases)
    func keyword(_ keyword: SyntaxKeyword) {
        let tree = SyntaxTree.parse(keyword.rawValue)
        #expect(tree.tokens.first?.keyword == keyword)
    }

    @Test("a name that is no keyword has none", arguments: ["color", "Color", "letter", "iff", "_x", "selfish", "Types"])
    func notKeyword(_ name: String) {
        #expect(SyntaxTree.parse(name).tokens.first?.keyword == nil)
    }

    @Test("trivia belongs to the next token; the end-of-file token keeps the trailing trivia")
    func trivia() throws {
        let tree = SyntaxTree.parse("  // c\nlet x /* y */ = 1 \n")
        let first = try #require(tree.tokens.first)
        #expect(first.triviaStart == 0 && tree.text(ofToken: 0) == "let" && first.isAtLineStart)
        #expect(tree.tokens.last.map { tree.text($0.fullRange) } == " \n")
    }
}
