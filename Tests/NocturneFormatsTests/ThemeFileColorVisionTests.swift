import Testing
import NocturneAppearance
import NocturneColor
import NocturneFormats
import NocturnePalette

/// `"distinct"` pairs and `"colorVision": "safe"` read from the theme file, as the color-vision audit and the variant use them.
@Suite("ThemeFile color vision")
struct ThemeFileColorVisionTests {
    /// An app with an orange brand color and, optionally, a red and a green that only differ in hue.
    static func file(alarmAndGo: Bool) -> String {
        let colors = alarmAndGo ? ##", "alarm": { "light": "#D1242F", "role": "status" }, "go": { "light": "#1A7F37", "role": "status" }"## : ""
        let pairs = alarmAndGo ? ##", { "foreground": "alarm", "background": "go", "minimum": 0, "distinct": true }"## : ""
        return """
            { "theme": { "colorVision": "safe",
              "colors": { "sunset": { "light": "#F29D50", "role": "brand" }\(colors) },
              "pairs": [ { "foreground": "sunset", "background": "danger", "minimum": 0, "distinct": true },
                         { "foreground": "onSunset", "background": "sunset", "distinct": false }\(pairs) ] } }
            """
    }

    @Test("distinct pairs are read, checked under each dichromacy in every mode, and the variant keeps them apart")
    func distinct() throws {
        let file = try ThemeFile(bytes: Array(Self.file(alarmAndGo: false).utf8), file: ".nocturne.json")
        #expect(file.colorVision == .safe)
        #expect(file.pairs.map(\.isDistinct) == [true, false])
        #expect(file.pairs[0].requirement.isExempt)
        let theme = try file.theme()
        let declared = theme.colorVisionAudit.checks.filter(\.isDeclared)
        #expect(declared.count == 3 * AppearanceMode.count)
        #expect(Set(declared.map(\.label)) == ["sunset / danger"])
        let safe = theme.colorVisionSafe
        let passes = safe.passes
        #expect(passes)
        #expect(safe.moves.contains { $0.role == .danger })
        #expect(safe.audit.checks.filter { $0.isDeclared }.allSatisfy { $0.passes })
    }

    @Test("a distinct pair no status move can mend fails the variant, and says which")
    func unmendable() throws {
        let theme = try ThemeFile(bytes: Array(Self.file(alarmAndGo: true).utf8), file: ".nocturne.json").theme()
        let safe = theme.colorVisionSafe
        let passes = safe.passes
        #expect(!passes)
        #expect(!safe.audit.failures.isEmpty)
        let failing = Set(safe.audit.failures.map(\.label))
        #expect(failing.contains("alarm / go"), "\(failing)")
        #expect(safe.audit.failures.filter { $0.isDeclared }.allSatisfy { $0.label == "alarm / go" })
        #expect(safe.summary().contains("CLOSE alarm / go"))
        #expect(safe.summary().contains("(required: the audit fails)"))
    }
}
