import Testing
@testable import NocturneColor

@Suite("CSSParseError")
struct CSSParseErrorTests {
    @Test("a short input is quoted whole, escaped to one line")
    func shortInput() {
        let error = CSSParseError(expected: "')'", offset: 9, input: "rgb(1 2 3\n")
        #expect(error.description == #"expected ')' at offset 9 in "rgb(1 2 3\n""#)
    }

    @Test("a long input is quoted only around the offset, with … where it was cut", arguments: [
        (0, "aaaa", false, true), (500_000, "bbbb", true, true), (1_000_000, ")", true, false),
    ])
    func longInput(_ offset: Int, _ near: String, _ cutBefore: Bool, _ cutAfter: Bool) {
        let input = String(repeating: "a", count: 500_000) + String(repeating: "b", count: 499_999) + ")"
        let error = CSSParseError(expected: "a color", offset: offset, input: input)
        let excerpt = error.excerpt
        #expect(excerpt.unicodeScalars.count <= 2 * CSSParseError.excerptRadius + 2)
        #expect(excerpt.hasPrefix("…") == cutBefore)
        #expect(excerpt.hasSuffix("…") == cutAfter)
        #expect(excerpt.contains(near))
        #expect(error.description.count < 150)
        #expect(error.description.hasPrefix("expected a color at offset \(offset) in \""))
    }

    @Test("a 200 KB bad color gives an error of a line, not 200 KB")
    func parserError() throws {
        let line = "rgb(" + String(repeating: "1 ", count: 100_000) + ")"
        do {
            _ = try CSSColor.parse(line)
            Issue.record("expected an error")
        } catch {
            #expect(error.description.count < 150, "\(error.description.prefix(200))")
            #expect(error.input.count == line.count)
        }
    }
}
