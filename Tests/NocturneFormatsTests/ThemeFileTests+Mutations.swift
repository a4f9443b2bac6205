import NocturneSupport
import NocturneTestSupport
import Testing
@testable import NocturneFormats

/// The theme-file reader on thousands of broken variants of a good file: it never traps, and every error names the file and a place.
extension ThemeFileTests {
    /// Replacements that turn a good value into a plausible mistake: wrong types, bad colors, near-miss keys and names.
    static let pieces: [String] = [
        "\"#12\"", "7", "null", "true", "[]", "{}", "\"color(display-p3 0 1 0)\"", "\"calc(NaN)\"", "\"drak\"", "\"ink\"", "\"card-border\"",
        "\"\\u0000\"", "1e400", "-0", "\"#FFFFFF80\"", "\"oklch(2 9 400)\"", "\"\"", "\"brand\"", "\"on\"", "\"cardBorder\"",
    ]

    @Test("a key or name with a newline is shown escaped: the error stays one line")
    func controlCharacters() {
        #expect {
            _ = try ThemeFile(bytes: Array(##"{"theme": {"colors": {"a\nb": {"light": "#111111", "role": "content"}}}}"##.utf8), file: "m.json")
        } throws: { error in
            let text = "\(error)"
            return !text.contains("\n") && text.contains(#"a\u{A}b"#)
        }
    }

    @Test("a JSON syntax error at a control character is one line too (found by the theme-file fuzz harness)")
    func syntaxControlCharacter() {
        #expect {
            _ = try ThemeFile(bytes: Array(#"{"theme":  "#.utf8) + [0] + Array(#"{}}"#.utf8), file: "m.json")
        } throws: { error in
            let text = "\(error)"
            return text.hasPrefix("m.json:1:12: not valid JSON") && !text.unicodeScalars.contains { $0.value < 0x20 }
        }
    }

    @Test("2,000 variants (bytes cut, flipped or replaced by a plausible mistake): no trap; an error names the file and its line", arguments: 0..<4)
    func variants(_ part: Int) {
        let original = Array(ThemeFileTests.example.utf8)
        var random = SplitMix(seed: UInt64(part) &* 0x1234_5678_9ABC)
        for _ in 0..<500 {
            var bytes = original
            for _ in 0..<Int.random(in: 1...3, using: &random) {
                guard !bytes.isEmpty else { break }
                let at = Int.random(in: 0..<bytes.count, using: &random)
                switch Int.random(in: 0..<4, using: &random) {
                case 0: bytes.removeSubrange(at..<min(bytes.count, at + Int.random(in: 1...12, using: &random)))
                case 1: bytes[at] = UInt8.random(in: 0...255, using: &random)
                case 2:
                    // Replace the string or number that starts after the next ':' with a piece.
                    guard let colon = bytes[at...].firstIndex(of: UInt8(ascii: ":")) else { continue }
                    let start = colon + 1
                    var end = start
                    while end < bytes.count, ![UInt8(ascii: ","), UInt8(ascii: "}"), UInt8(ascii: "]")].contains(bytes[end]) { end += 1 }
                    bytes.replaceSubrange(start..<end, with: Array((" " + (Self.pieces.randomElement(using: &random) ?? "1")).utf8))
                default: bytes = Array(bytes[..<at])
                }
            }
            do {
                _ = try ThemeFile(bytes: bytes, file: "m.json")
            } catch {
                #expect(error.file == "m.json")
                #expect(!error.message.isEmpty)
                #expect(error.line > 0 || error.key.isEmpty, "a keyed error has its line: \(error)")
                #expect(!error.description.contains("\n"), "one line: \(error)")
            }
        }
    }
}
