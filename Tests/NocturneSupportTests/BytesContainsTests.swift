import Testing
import NocturneSupport

@Suite("A needle in bytes")
struct BytesContainsTests {
    @Test("found at the start, the middle and the very end; not when it runs past the end", arguments: [
        ("textColor = .black", "textColor", true), ("label.textColor", "textColor", true), ("a.tintColor", "tintColor", true),
        ("textColo", "textColor", false), ("ttextColor", "textColor", true), ("tex tColor", "textColor", false),
        ("colorScheme(.dark)", "colorScheme(", true), ("colorScheme", "colorScheme(", false), ("", "a", false), ("abc", "", true),
        ("aab", "ab", true), ("é textColor", "textColor", true),
    ])
    func finds(_ haystack: String, _ needle: String, _ expected: Bool) {
        #expect(Array(haystack.utf8).contains(bytes: Array(needle.utf8)) == expected)
        #expect(haystack.contains(bytesOf: needle) == expected)
        #expect(("<" + haystack + ">").dropFirst().dropLast().contains(bytesOf: needle) == expected, "a substring reads only its own bytes")
        // What the standard library's search gives.
        #expect(needle.isEmpty || (haystack.utf8.firstRange(of: needle.utf8) != nil) == expected)
    }

    @Test("a needle whose first byte repeats is found after false starts; a near miss at the end is not")
    func falseStarts() {
        let haystack = String(repeating: "sha", count: 1_000) + "shadow"
        #expect(haystack.contains(bytesOf: "shadow"))
        #expect(!haystack.contains(bytesOf: "shadows"))
        #expect(!String(repeating: "s", count: 10_000).contains(bytesOf: "ss s"))
    }

    @Test("strings sort by their UTF-8 bytes, as the standard library's byte order does, bridged or native", arguments: [
        ("a", "b"), ("b", "a"), ("", "a"), ("a", ""), ("", ""), ("ab", "abc"), ("abc", "ab"), ("App/B.swift", "App/A.swift"),
        ("Z", "a"), ("é", "z"), ("z", "é"), ("e\u{301}", "é"), ("😀", "\u{FFFF}"), ("same", "same"),
    ])
    func sortsBefore(_ lhs: String, _ rhs: String) {
        let expected = lhs.utf8.lexicographicallyPrecedes(rhs.utf8)
        #expect(lhs.sortsBefore(rhs) == expected)
        #expect(String(lhs.unicodeScalars.reversed().reversed().map(Character.init)).sortsBefore(rhs) == expected)
        #expect(Substring(lhs).description.sortsBefore(Substring(rhs).description) == expected)
    }
}
