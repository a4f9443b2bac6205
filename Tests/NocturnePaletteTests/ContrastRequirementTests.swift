import Testing
import NocturneColor
import NocturneAppearance
@testable import NocturnePalette

/// The one pass rule: tolerance, method, compositing over the page, exemptions, the tier ladder.
@Suite struct ContrastRequirementTests {
    static let light = AppearanceMode(colorScheme: .light)
    static let lightIncreased = AppearanceMode(colorScheme: .light, contrast: .increased)
    static let dark = AppearanceMode(colorScheme: .dark)

    static func measured(wcag: Double, apca: Double) -> PairContrast {
        PairContrast(foreground: RGB8(0), background: RGB8(0xFFFFFF), wcag: wcag, apca: apca)
    }

    /// (WCAG, APCA Lc, method, mode, passes) against ``ContrastRequirement/text`` (4.5 / 7, Lc 60 / 75).
    static let cases: [(wcag: Double, apca: Double, method: ContrastMethod, increased: Bool, passes: Bool)] = [
        (4.5, 0, .wcag, false, true),
        (4.5 - 1e-10, 0, .wcag, false, true),      // floating-point noise passes
        (4.4999, 0, .wcag, false, false),          // a real miss fails
        (4.5, 0, .wcag, true, false),              // Increase Contrast asks 7
        (7, -75, .both, true, true),
        (7, -74.9, .both, true, false),            // APCA binds with .both, by |Lc|
        (3, -60, .apca, false, true),              // WCAG does not bind with .apca
        (9, 59.9, .apca, false, false),
    ]

    @Test(arguments: cases)
    func theRuleJudgesAMeasuredPair(row: (wcag: Double, apca: Double, method: ContrastMethod, increased: Bool, passes: Bool)) {
        let mode = row.increased ? ContrastRequirementTests.lightIncreased : ContrastRequirementTests.light
        let contrast = ContrastRequirementTests.measured(wcag: row.wcag, apca: row.apca)
        #expect(ContrastRequirement.text.isMet(by: contrast, in: mode, method: row.method) == row.passes)
        #expect((ContrastRequirement.text.fulfillment(of: contrast, in: mode, method: row.method) >= 1 - 1e-9) == row.passes)
    }

    @Test func anExemptPairAlwaysPasses() {
        let contrast = ContrastRequirementTests.measured(wcag: 1, apca: 0)
        for method in ContrastMethod.allCases {
            #expect(ContrastRequirement.exempt.isMet(by: contrast, in: ContrastRequirementTests.light, method: method))
            #expect(ContrastRequirement.exempt.fulfillment(of: contrast, in: ContrastRequirementTests.light, method: method) == .infinity)
        }
    }

    @Test func translucentColorsAreCompositedAsTheyDraw() {
        // 50% white over the dark page is mid gray; black text on it.
        let background = ResolvedColor(RGB8(0xFFFFFF), opacity: 0.5)
        let onDark = PairContrast(foreground: ResolvedColor(RGB8(0)), background: background, in: ContrastRequirementTests.dark)
        #expect(onDark.background == RGB8(0x808080))
        // In light mode the same background is white.
        let onLight = PairContrast(foreground: ResolvedColor(RGB8(0)), background: background, in: ContrastRequirementTests.light)
        #expect(onLight.background == RGB8(0xFFFFFF))
        #expect(abs(onLight.wcag - 21) < 1e-9)
        // A translucent foreground draws over the (composited) background.
        let text = PairContrast(foreground: ResolvedColor(RGB8(0), opacity: 0.5), background: ResolvedColor(RGB8(0xFFFFFF)), in: ContrastRequirementTests.light)
        #expect(text.foreground == RGB8(0x808080))
        #expect(text.wcag == WCAG.contrastRatio(RGB8(0x808080), RGB8(0xFFFFFF)))
    }

    /// A WCAG minimum at standard contrast, and the requirement it becomes.
    static let ladder: [(minimum: Double, standard: Double, increased: Double, tier: String)] = [
        (7, 7, 10, "primaryText"), (4.5, 4.5, 7, "text"), (3, 3, 4.5, "nonText"), (0, 0, 0, "exempt"),
        (5, 5, 7, "custom"), (8, 8, 10, "custom"), (12, 12, 12, "custom"), (3.5, 3.5, 4.5, "custom"), (2, 2, 2, "custom"),
    ]

    @Test(arguments: ladder)
    func aMinimumStepsUpTheTierLadder(row: (minimum: Double, standard: Double, increased: Double, tier: String)) {
        let requirement = ContrastRequirement(wcagMinimum: row.minimum)
        #expect(requirement.standard == row.standard)
        #expect(requirement.increased == row.increased)
        #expect(requirement.tier == row.tier)
        // Both minimums given: a tier when they are its, custom otherwise.
        #expect(ContrastRequirement(wcagMinimum: row.standard, increased: row.increased).tier == row.tier)
    }

    @Test func theSolverAndTheThemeAuditUseTheRule() {
        for theme in [Theme.default, Theme(accent: RGB8(0xFFD60A), contrastMethod: .both)] {
            for pair in theme.pairs {
                for result in pair.results {
                    let contrast = PairContrast(foreground: result.foreground, background: result.background)
                    #expect(result.passes == pair.requirement.isMet(by: contrast, in: result.mode, method: theme.contrastMethod))
                    #expect(result.wcag == contrast.wcag && result.apca == contrast.apca)
                }
            }
        }
    }
}
