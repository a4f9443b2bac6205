import Testing
import NocturneSupport

@Suite("EditDistance")
struct EditDistanceTests {
    @Test("distance", arguments: [
        ("", "abc", 3), ("color", "color", 0), ("colr", "color", 1), ("wcga", "wcag", 1),
        ("kitten", "sitting", 3), ("Color", "color", 0), ("contrats", "contrast", 1),
    ])
    func distance(_ first: String, _ second: String, _ expected: Int) {
        #expect(EditDistance.distance(first, second) == expected)
        #expect(EditDistance.distance(second, first) == expected)
    }

    @Test("suggestion", arguments: [
        ("colr", ["color", "contrast", "mix"], "color"),
        ("contarst", ["color", "contrast", "mix"], "contrast"),
        ("mx", ["color", "contrast", "mix"], "mix"),
        ("spec", ["to", "json", "specified"], "specified"),
        ("co", ["color", "contrast"], nil),
        ("zzzzzz", ["color", "contrast", "mix"], nil),
        ("x", ["to", "json"], nil),
        ("pallete", ["palette", "theme"], "palette"),
        ("specifeid", ["to", "specified"], "specified"),
    ] as [(String, [String], String?)])
    func suggestion(_ input: String, _ candidates: [String], _ expected: String?) {
        #expect(EditDistance.suggestion(for: input, among: candidates) == expected)
    }

    @Test("nearest: one rule, prefixes and suffixes count as one edit, ties in the candidates' order", arguments: [
        ("systemBackgroud", ["label", "systemBackground", "secondarySystemBackground"], ["systemBackground"]),
        ("Background", ["label", "systemBackground", "secondarySystemBackground"], ["systemBackground", "secondarySystemBackground"]),
        ("labl", ["label", "link", "tint"], ["label"]),
        ("zz", ["label", "link"], []),
    ] as [(String, [String], [String])])
    func nearest(_ input: String, _ candidates: [String], _ expected: [String]) {
        #expect(EditDistance.nearest(to: input, among: candidates, limit: 3).map(\.candidate) == expected)
    }

    @Test("the limit is a third of what was typed, at least one edit", arguments: [("", 1), ("ab", 1), ("abcdef", 2), ("abcdefghi", 3)])
    func limit(_ input: String, _ expected: Int) {
        #expect(EditDistance.limit(for: input) == expected)
    }
}
