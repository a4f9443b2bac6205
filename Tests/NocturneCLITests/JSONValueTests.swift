import Testing
@testable import nocturne

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
        #expect(value.text == #"{"zeta": 1, "alpha": [true, null, 0.5], "middle": {"b": "x", "a": "y"}}"#)
    }
}
