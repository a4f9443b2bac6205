import Testing
import NocturneSupport

@Suite("TextColumns")
struct TextColumnsTests {
    @Test("cells are padded to their column and lines end without spaces")
    func lines() {
        let lines = TextColumns.lines([["token", "light", "dark"], ["accent", "#0b7a75", ""], ["bg", "", "#000000"]])
        #expect(lines == ["token   light    dark", "accent  #0b7a75", "bg               #000000"])
    }

    @Test("padding and trimming", arguments: [("ab", 4, "ab  "), ("abcdef", 4, "abcdef"), ("", 2, "  ")] as [(String, Int, String)])
    func padded(_ text: String, _ width: Int, _ expected: String) {
        #expect(text.padded(to: width) == expected)
        #expect(text.padded(to: width).trailingSpacesTrimmed == text.trailingSpacesTrimmed)
    }
}
