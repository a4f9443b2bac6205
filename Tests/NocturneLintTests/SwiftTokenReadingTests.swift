import Testing
@testable import NocturneLint

/// The rules' tokens, read off the syntax tree's: strings and comments hidden, attributes and directives whole, suppressions.
@Suite struct SwiftTokenReadingTests {
    static func lex(_ text: String) -> SwiftSourceFile { SwiftSourceFile(path: "x.swift", bytes: Array(text.utf8)) }

    /// The identifiers that survive reading: none from strings or comments.
    static func identifiers(_ text: String) -> [String] {
        let output = Self.lex(text)
        let bytes = Array(text.utf8)
        return output.tokens.filter { $0.kind == .identifier }.map { String(decoding: bytes[Int($0.start)..<Int($0.end)], as: UTF8.self) }
    }

    @Test(arguments: [
        ("a /* Color /* nested */ still comment */ b", ["a", "b"]),
        ("a // Color(red: 1)\nb", ["a", "b"]),
        (#"a "Color(red: 1)" b"#, ["a", "b"]),
        ("a \"\"\"\nColor(white: 1)\n\"\"\" b", ["a", "b"]),
        (##"a #"raw "Color" \(x)"# b"##, ["a", "b"]),
        (##"a "x \(f("Color(red:)")) y" b"##, ["a", "b"]),
        (###"a ##"""\n"""# Color "##"\n"""## b"###, ["a", "b"]),
        ("a #/Color(red:)/# b", ["a", "b"]),
        ("`default` $0 x1_y", ["`default`", "$0", "x1_y"]),
    ])
    func stringsAndCommentsHideTheirContents(source: String, expected: [String]) {
        #expect(Self.identifiers(source) == expected)
    }

    @Test func numbersKeepExponentsAndHexDigits() {
        let text = "0xFF_e3 1e-3 0.5 0b101"
        let output = Self.lex(text)
        let bytes = Array(text.utf8)
        let numbers = output.tokens.filter { $0.kind == .number }.map { String(decoding: bytes[Int($0.start)..<Int($0.end)], as: UTF8.self) }
        #expect(numbers == ["0xFF_e3", "1e-3", "0.5", "0b101"])
    }

    @Test func linesCountInsideMultilineStringsAndComments() {
        let file = SwiftSourceFile(path: "x.swift", bytes: Array("let a = \"\"\"\none\ntwo\n\"\"\"\n/* x\ny */ Color".utf8))
        let last = file.count - 1
        #expect(file.text(last) == "Color")
        #expect(file.location(last).line == 6)
        #expect(file.location(last).column == 6)
    }

    @Test func attributesAndDirectivesAreTheirOwnTokens() {
        let output = Self.lex("@State var x\n#if os(watchOS)\n#colorLiteral(red: 1)")
        #expect(output.tokens.first?.kind == .attribute)
        #expect(output.tokens.filter { $0.kind == .pound }.map(\.word) == [.if, .colorLiteral])
    }

    @Test func suppressionCommentsNameTheirRules() {
        let output = Self.lex("let a = 1\n// nocturne:ignore constant-color fixed-black-white\nlet b = 2 /* nocturne:ignore */")
        #expect(output.suppressions == [
            Suppression(line: 2, column: 4, rules: ["constant-color", "fixed-black-white"], coveredLines: 3...3),
            Suppression(line: 3, column: 14, rules: [], coveredLines: 3...3),
        ])
    }

    @Test("a trailing comment covers its own line, one alone covers the next; a multi-line block comment's column is 1-based", arguments: [
        ("let a = 1 // nocturne:ignore\nlet b = 2 // nocturne:ignore\n", [Suppression(line: 1, column: 14, rules: [], coveredLines: 1...1),
                                                                          Suppression(line: 2, column: 14, rules: [], coveredLines: 2...2)]),
        ("  // nocturne:ignore x\nlet a = 1\n", [Suppression(line: 1, column: 6, rules: ["x"], coveredLines: 2...2)]),
        ("/*\n\n   nocturne:ignore x\n*/\nlet a = 1\n", [Suppression(line: 3, column: 4, rules: ["x"], coveredLines: 5...5)]),
    ])
    func suppressionLines(source: String, expected: [Suppression]) {
        #expect(Self.lex(source).suppressions == expected)
    }

    @Test("a run of operator characters is one operator; a ? right after an expression stands alone", arguments: [
        ("a >= b", [">="]),
        ("let x: Set<Set<Int>> = []", [":", "<", "<", ">>", "=", "[", "]"]),
        ("a ?? .white", ["??", "."]),
        ("view?.backgroundColor = c!", ["?", ".", "=", "!"]),
        ("func f() -> Color", ["(", ")", "->"]),
        ("0..<n", ["..<"]),
    ])
    func operators(source: String, expected: [String]) {
        let file = Self.lex(source)
        #expect(file.tokens.indices.filter { file.tokens[$0].kind == .punctuation }.map { file.text($0) } == expected)
    }

    @Test func stringsAreOneTokenThatKnowsItsInterpolation() {
        let file = Self.lex(##"a("x \("y") z", #"raw"#) b"##)
        #expect(file.tokens.map(\.kind) == [.identifier, .punctuation, .interpolatedString, .punctuation, .string, .punctuation, .identifier])
        #expect(file.text(2) == ##""x \("y") z""##)
    }

    @Test func spacingAndLineStartsComeFromTrivia() {
        let file = Self.lex("// head\nlet a = b\u{1}c\n  .red")
        #expect(file.tokens.first?.newlineBefore == true, "a comment line before the first token is a line break")
        #expect(Self.lex("let a").tokens.first?.newlineBefore == false, "the start of the file is no line break")
        let c = file.tokens.firstIndex { file.text(file.tokens.firstIndex(of: $0)!) == "c" }!
        #expect(file.tokens[c].spaceBefore, "a stray control byte counts as space")
        #expect(!file.tokens[c].newlineBefore)
        #expect(file.tokens[c + 1].newlineBefore && file.tokens[c + 1].spaceBefore)
    }

    @Test func namesKnowTheirWords() {
        let file = Self.lex("@Previewable var s = Color.white; `Color`.foo($0)")
        #expect(file.tokens[0].kind == .attribute && file.text(0) == "@Previewable")
        #expect(file.tokens[0].word == .Previewable)
        #expect(file.tokens.filter { $0.word == .Color }.count == 2, "a backquoted name is its word")
        #expect(file.tokens.contains { $0.word == .white })
        let dollar = file.tokens.first { $0.kind == .identifier && file.bytes[Int($0.start)] == UInt8(ascii: "$") }
        #expect(dollar?.hash == 0)
    }
}
