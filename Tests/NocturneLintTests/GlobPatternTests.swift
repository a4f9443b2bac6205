import Testing
@testable import NocturneLint

@Suite("GlobPattern: git's wildmatch on paths")
struct GlobPatternTests {
    /// (pattern, path, matches), from the rules in gitignore(5) and git's wildmatch: `*`, `?` and classes never
    /// cross a `/`; `**` does only between slashes; a malformed class or a trailing `\` matches nothing.
    static let cases: [(String, String, Bool)] = [
        ("*.swift", "View.swift", true),
        ("*.swift", "Sources/View.swift", false),
        ("a?c", "abc", true),
        ("a?c", "a/c", false),
        ("a?c", "ac", false),
        ("*/x", "a/x", true),
        ("*/x", "a/b/x", false),
        ("**/x", "x", true),
        ("**/x", "a/b/x", true),
        ("**/x", "ax", false),
        ("a/**", "a/b/c", true),
        ("a/**", "a", false),
        ("a/**/b", "a/b", true),
        ("a/**/b", "a/x/y/b", true),
        ("a/**/b", "a/xb", false),
        ("a**b", "axyb", true),
        ("a**b", "a/b", false),
        ("**", "a/b/c", true),
        ("[abc]x", "bx", true),
        ("[abc]x", "dx", false),
        ("[a-c]x", "cx", true),
        ("[!a-c]x", "dx", true),
        ("[!a-c]x", "ax", false),
        ("[^a]x", "ax", false),
        ("[]a]x", "]x", true),
        ("[a-]x", "-x", true),
        ("[/]x", "/x", false),
        ("[[:upper:]]x", "Ax", true),
        ("[[:upper:]]x", "ax", false),
        ("[[:digit:][:alpha:]]", "7", true),
        ("[[:nope:]]", "a", false),
        ("[a", "[a", false),
        ("[[:x]", "[", true),
        ("\\*x", "*x", true),
        ("\\*x", "ax", false),
        ("\\[a]", "[a]", true),
        ("ab\\", "ab", false),
        ("a\\ b", "a b", true),
        ("A.swift", "a.swift", false),
    ]

    @Test("matches as git does", arguments: cases)
    func matches(pattern: String, path: String, expected: Bool) {
        #expect(GlobPattern(pattern).matches(path) == expected, "\(pattern) against \(path)")
    }
}
