import Testing
import NocturneSupport

@Suite("ASCII whitespace trimming")
struct ASCIIWhitespaceTests {
    @Test("trims space, tab, line feed, carriage return and form feed at both ends, nothing inside", arguments: [
        ("red", "red"), ("  red  ", "red"), ("\t\r\n\u{0C} rgb(0 0 0) \n", "rgb(0 0 0)"), ("a  b", "a  b"),
        ("", ""), (" \t\n ", ""), ("\r\n#fff\r\n", "#fff"),
    ])
    func trims(_ text: String, _ expected: String) {
        #expect(text.trimmingASCIIWhitespace() == expected)
        #expect(Substring(text).trimmingASCIIWhitespace() == expected)
    }

    @Test("Unicode spaces are text, as in CSS: a no-break space, an ideographic space, a vertical tab")
    func unicodeSpacesStay() {
        #expect("\u{A0}red\u{A0}".trimmingASCIIWhitespace() == "\u{A0}red\u{A0}")
        #expect(" \u{3000}x".trimmingASCIIWhitespace() == "\u{3000}x")
        #expect("\u{0B}x\u{0B}".trimmingASCIIWhitespace() == "\u{0B}x\u{0B}")
    }

    @Test("a combining mark after trimmed whitespace is kept whole, and so is a trailing grapheme")
    func graphemes() {
        #expect(" \u{301}x ".trimmingASCIIWhitespace().unicodeScalars.map(\.value) == [0x301, 0x78])
        #expect("e\u{301} ".trimmingASCIIWhitespace() == "e\u{301}")
        #expect("👩‍👩‍👧 ".trimmingASCIIWhitespace() == "👩‍👩‍👧")
    }

    @Test("removing whitespace gives what the Character filter gives, ASCII fast or not", arguments: [
        "UIColor", "UIColor ?", "[ String : UIColor ]", "a\tb\nc\r\nd\u{0B}e\u{0C}f", "", " \t ",
        "Thème .accent", "x\u{A0}y\u{2028}z", "e\u{301} f", "👩‍👩‍👧 .ink",
    ])
    func removesWhitespace(_ text: String) {
        let expected = String(text.filter { !$0.isWhitespace })
        #expect(text.removingWhitespace() == expected)
        #expect(Substring(text).removingWhitespace() == expected)
    }
}
