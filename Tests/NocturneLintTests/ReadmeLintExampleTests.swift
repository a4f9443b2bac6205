import Testing
@testable import NocturneLint

/// The `nocturne lint` example in README.md: the same source gives the output the README shows.
@Suite struct ReadmeLintExampleTests {
    static let card = """
        struct Card: View {
            @Environment(\\.colorScheme) private var colorScheme
            var body: some View {
                Text("Lisbon")
                    .foregroundStyle(.black)                                                // vanishes in dark mode
                    .background(colorScheme == .dark ? Color(white: 0.15) : Color(white: 0.95)) // chosen by mode: fine
                    .shadow(color: .black.opacity(0.2), radius: 4)                           // a shadow: fine
                    .tint(Color(hex: "#0B7A75"))                                              // constant
            }
        }
        """

    @Test func readmeOutput() throws {
        let fixture = try LintFixture(["Card.swift": Self.card])
        defer { fixture.remove() }
        #expect(try fixture.lint().findings.map(LintOutput.text) == [
            "Card.swift:5:30: warning: '.black' as content color stays black in both modes and vanishes on dark mode's black background; use .primary or a semantic color — .black text (Card.swift:5) on systemBackground (assumed): 1.0:1 in Dark, 4.5 needed [fixed-black-white]",
            "Card.swift:8:19: warning: 'Color(hex: \"#0B7A75\")' is a constant color, the same in light and dark mode — #0B7A75 symbol (Card.swift:8) on systemBackground (assumed): 2.9:1 in Dark Increased Contrast Elevated, 3.0 needed [constant-color]",
        ])
    }
}
