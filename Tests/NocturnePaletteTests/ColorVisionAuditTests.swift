import Testing
@testable import NocturnePalette
import NocturneAppearance
@testable import NocturneColor

@Suite("ColorVisionAudit")
struct ColorVisionAuditTests {
    /// The default accent and 42 more: OKLCH(0.62, 0.17, h) every 360/42 degrees, shipped as 8 bits.
    static let accents: [RGB8] = [Theme.default.brand] + (0..<42).map { OKLCH(lightness: 0.62, chroma: 0.17, hue: Double($0) * 360 / 42).rgb8 }

    @Test("8 pairs × 8 modes × 3 dichromacies, each checked on the shipped 8-bit values")
    func shape() {
        let audit = Theme.default.colorVisionAudit
        #expect(ColorVisionAudit.checkedPairs.count == 8)
        #expect(audit.checks.count == 3 * 8 * 8)
        #expect(Set(audit.checks.map(\.deficiency)) == Set(ColorVisionDeficiency.dichromacies))
        #expect(audit.contrastChecks.count == 3 * 8 * Theme.default.pairs.filter { !$0.requirement.isExempt }.count)
    }

    @Test("every figure re-measured independently: the general simulation path and CIEDE2000 straight from Lab", arguments: accents.prefix(8))
    func independent(_ accent: RGB8) throws {
        let theme = Theme(accent: accent)
        for check in theme.colorVisionAudit.checks {
            func seen(_ name: String) throws -> ColorValue {
                try #require(theme[name: name]).rgb8(in: check.mode).colorValue.simulating(check.deficiency).rgb8.colorValue
            }
            let first = try seen(check.first), second = try seen(check.second)
            #expect(first.rgb8 == check.firstSeen && second.rgb8 == check.secondSeen)
            let lab = { (color: ColorValue) in Lab.lab(fromXYZ: color.converted(to: .xyzD65).coordinates, white: WhitePoint.d65) }
            let difference = ColorDifference.ciede2000(lab(first), lab(second))
            #expect(abs(difference - check.difference) < 1e-9)
            #expect(check.passes == (difference >= 10))
        }
    }

    @Test("the finding: the default status palette keeps warning and success apart for nobody with protanopia")
    func finding() {
        let audit = Theme.default.colorVisionAudit
        let close = audit.failures
        #expect(!close.isEmpty)
        let warningSuccess = close.filter { $0.label == "warning / success" && $0.deficiency == .protanopia }
        #expect(!warningSuccess.isEmpty)
        // Luminance contrast survives dichromacy almost everywhere: the re-check is reported, not required.
        let held = audit.contrastChecks.filter(\.passes).count
        #expect(Double(held) / Double(audit.contrastChecks.count) > 0.98)
        #expect(audit.summary().contains("below CIEDE2000 10"))
    }

    @Test("the finding across 43 accents: the status pairs fail alike for every accent (the status palette does not follow it)")
    func acrossAccents() {
        var failing: [Int] = []
        for accent in Self.accents {
            let audit = Theme(accent: accent).colorVisionAudit
            failing.append(audit.failures.count)
            let statusFailures = audit.failures.filter { $0.first != "accent" }.count
            #expect(statusFailures == Theme.default.colorVisionAudit.failures.filter { $0.first != "accent" }.count)
        }
        #expect(failing.allSatisfy { $0 > 0 })
    }

    @Test("the JSON section names the measure and threshold and lists every check per deficiency and mode")
    func json() throws {
        let value = Theme.default.colorVisionAudit.jsonValue
        guard case .object(let members) = value else { Issue.record("not an object"); return }
        #expect(members.map(\.key) == ["measure", "threshold", "required", "checks", "failures", "deficiencies"])
        #expect(Theme.default.colorVisionAudit.json.contains("\"light-standard-base\":[{\"pair\":[\"danger\",\"warning\"]"))
    }
}
