import Testing
import NocturneSupport

@Suite struct JSONStringTests {
    @Test("quoting escapes what JSON requires and keeps everything else", arguments: [
        ("plain", #""plain""#),
        ("a\"b\\c", #""a\"b\\c""#),
        ("line\nfeed\ttab\rreturn", #""line\nfeed\ttab\rreturn""#),
        ("\u{08}\u{0C}", #""\b\f""#),
        ("\u{01}\u{1F}\u{7F}", #""\u0001\u001f\u007f""#),
        ("ünïcødé ☀︎", "\"ünïcødé ☀︎\""),
    ])
    func quoted(_ example: (text: String, json: String)) {
        #expect(JSONString.quoted(example.text) == example.json)
    }
}
