import Testing
import NocturneSupport

@Suite("JSONValue")
struct JSONValueTests {
    @Test("numbers keep full precision and print integers plainly", arguments: [
        (1.0, "1"), (0.0, "0"), (-0.0, "0"), (0.1, "0.1"), (0.6279553639214311, "0.6279553639214311"),
        (-12.5, "-12.5"), (1e-05, "1e-05"), (1e300, "1e+300"), (Double.nan, "null"), (Double.infinity, "null"),
        (4.542224959605253, "4.542224959605253"), (255, "255"),
    ])
    func numbers(_ value: Double, _ expected: String) {
        #expect(JSONValue.number(value).text == expected)
    }

    @Test("full-precision numbers read back to the same Double")
    func roundTrip() throws {
        for value in [0.1 + 0.2, 1 / 3.0, 29.23388027962791, 2.5e-7, 123_456_789.123] {
            #expect(Double(JSONValue.number(value).text) == value)
        }
    }

    @Test("strings are escaped", arguments: [
        ("plain", "\"plain\""), ("say \"hi\"", "\"say \\\"hi\\\"\""), ("back\\slash", "\"back\\\\slash\""),
        ("line\nbreak\ttab", "\"line\\nbreak\\ttab\""), ("\u{01}", "\"\\u0001\""), ("é—🌙", "\"é—🌙\""),
    ])
    func strings(_ value: String, _ expected: String) {
        #expect(JSONValue.string(value).text == expected)
    }

    @Test("objects keep the order they were written in")
    func order() {
        let value: JSONValue = ["zeta": 1, "alpha": [true, nil, 0.5], "middle": ["b": "x", "a": "y"]]
        #expect(value.text == #"{"zeta":1,"alpha":[true,null,0.5],"middle":{"b":"x","a":"y"}}"#)
    }

    @Test("styles lay the same value out as Xcode, pretty JSON and JSON Lines want it", arguments: [
        (JSONStyle.xcode, "{\n  \"a\" : [\n    1\n  ],\n  \"b\" : {\n\n  }\n}\n"),
        (JSONStyle.pretty, "{\n  \"b\": {\n\n  },\n  \"a\": [\n    1\n  ]\n}\n"),
        (JSONStyle.compact, #"{"b":{},"a":[1]}"#),
    ])
    func styles(_ style: JSONStyle, _ expected: String) {
        let value: JSONValue = ["b": .object([]), "a": [1]]
        #expect(value.serialized(style: style) == expected)
    }

    @Test("a parsed document written in its detected style is byte-identical", arguments: [
        "{\n  \"info\" : {\n    \"author\" : \"xcode\",\n    \"version\" : 1\n  }\n}\n",
        "{\n\t\"z\": 1.0,\n\t\"a\": [\n\t\t\"x\"\n\t]\n}",
        #"{"k":0x80,"k":-0.0}"#,
    ])
    func roundTrip(_ text: String) throws {
        let value = try JSONParser(allowsJSON5: true).parse(text)
        #expect(value.serialized(style: JSONStyle.detect(in: text)) == text)
    }

    @Test("syntax errors say where, by offset, line and column", arguments: [
        ("{\"a\" 1}", 5, 1, 6),
        ("[1,\n 2,\n x]", 9, 3, 2),
        ("\u{FEFF}[1", 5, 1, 3),
    ])
    func syntaxErrors(_ text: String, _ offset: Int, _ line: Int, _ column: Int) {
        #expect(throws: JSONSyntaxError.self) { try JSONParser().parse(text) }
        do {
            _ = try JSONParser().parse(text)
        } catch {
            #expect(error.offset == offset)
            #expect(error.line == line)
            #expect(error.column == column)
        }
    }

    @Test("nesting deeper than 512 levels is an error, not a stack overflow")
    func depthLimit() throws {
        let deep = String(repeating: "[", count: 100_000)
        do {
            _ = try JSONParser().parse(deep)
            Issue.record("a 100,000-deep document parsed")
        } catch {
            #expect(error.message.contains("512"))
            #expect(error.offset == 512)
        }
        let fine = String(repeating: "[", count: 511) + String(repeating: "]", count: 511)
        #expect(try JSONParser().parse(fine).elements?.count == 1)
    }
}
