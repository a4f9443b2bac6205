import Testing
@testable import nocturne

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
}
