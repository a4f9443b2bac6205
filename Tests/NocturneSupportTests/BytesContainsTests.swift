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
        // What the standard library's search gives.
        #expect(needle.isEmpty || (haystack.utf8.firstRange(of: needle.utf8) != nil) == expected)
    }
}
