import Testing
@testable import NocturnePalette
import NocturneAppearance
@testable import NocturneColor

@Suite("ColorVisionSafeVariant")
struct ColorVisionSafeVariantTests {
    /// Every check of ``ColorVisionAudit`` counted again without it: the shipped bytes simulated by the general path
    /// (``ColorValue/simulating(_:severity:)``, not the prepared simulator), rounded to 8 bits, CIEDE2000 from Lab.
    static func failuresMeasuredAgain(_ theme: Theme) -> Int {
        let roles: [(TokenRole, TokenRole)] = [(.danger, .warning), (.danger, .success), (.danger, .info), (.warning, .success),
                                               (.warning, .info), (.success, .info), (.accent, .danger), (.accent, .foregroundPrimary)]
        var failures = 0
        for deficiency in [ColorVisionDeficiency.protanopia, .deuteranopia, .tritanopia] {
            for mode in AppearanceMode.all {
                func lab(_ role: TokenRole) -> SIMD3<Double> {
                    let seen = theme[role].values[mode].rgb8.colorValue.simulating(deficiency).rgb8.colorValue
                    return Lab.lab(fromXYZ: seen.converted(to: .xyzD65).coordinates, white: WhitePoint.d65)
                }
                failures += roles.filter { ColorDifference.ciede2000(lab($0.0), lab($0.1)) < 10 }.count
            }
        }
        return failures
    }

    /// Every declared pair's WCAG ratio measured again on the 8-bit values against the pair's minimum.
    static func contrastFailuresMeasuredAgain(_ theme: Theme) -> Int {
        theme.pairs.filter { !$0.requirement.isExempt }.reduce(0) { count, pair in
            count + AppearanceMode.all.filter { mode in
                let ratio = WCAG.contrastRatio(theme[pair.foreground].values[mode].rgb8, theme[pair.background].values[mode].rgb8)
                return ratio < pair.requirement.wcag(in: mode) - 1e-9
            }.count
        }
    }

    @Test("the finding and the fix: the default theme and 42 accents fail without the variant, none with it, every contrast pair kept")
    func fortyThreeThemes() {
        var without: [Int] = [], with: [Int] = [], contrast: [Int] = []
        for accent in ColorVisionAuditTests.accents {
            let theme = Theme(accent: accent)
            let safe = theme.colorVisionSafe
            without.append(Self.failuresMeasuredAgain(theme))
            with.append(Self.failuresMeasuredAgain(safe.theme))
            contrast.append(Self.contrastFailuresMeasuredAgain(safe.theme))
            let passes = safe.passes
            #expect(passes)
            #expect(safe.originalFailures == without.last)
        }
        print("ColorVisionSafeVariantTests: without the variant \(without.reduce(0, +)) failing checks over 43 themes (\(without.min() ?? 0)–\(without.max() ?? 0) each of 192); with it \(with.reduce(0, +)); contrast failures \(contrast.reduce(0, +))")
        #expect(without.allSatisfy { $0 > 0 })
        #expect(with.allSatisfy { $0 == 0 })
        #expect(contrast.allSatisfy { $0 == 0 })
    }

    @Test("only the moved solids' families change: every neutral and accent token (the accent's dark value aside) stays")
    func onlyStatusMoves() {
        let theme = Theme.default
        let safe = theme.colorVisionSafe
        #expect(Set(safe.moves.map(\.role)) == [.warning, .success, .info, .accent])
        let statusFamilies: Set<TokenRole> = [.success, .onSuccess, .successText, .successBackground, .warning, .onWarning, .warningText,
                                             .warningBackground, .info, .onInfo, .infoText, .infoBackground]
        let accentFamily: Set<TokenRole> = [.accent, .onAccent, .accentHover, .accentPressed]
        for role in TokenRole.allCases where !statusFamilies.contains(role) && !accentFamily.contains(role) {
            #expect(safe.theme[role].values == theme[role].values, "\(role)")
        }
        // danger did not have to move; the accent keeps the brand in light mode.
        #expect(safe.theme[.danger].values == theme[.danger].values)
        #expect(safe.theme[.accent].rgb8(in: AppearanceMode(colorScheme: .light)) == theme.brand)
        for move in safe.moves where move.role != .accent {
            let hueMove = abs((move.hueAfter ?? 0) - (move.hueBefore ?? 0))
            #expect(min(hueMove, 360 - hueMove) <= 90 && (0...250).contains(move.depth))
        }
        #expect(safe.summary().contains("warning: hue 70° → 80°, 150 stops deeper"))
    }

    @Test("a theme that already passes is its own variant")
    func nothingToMove() throws {
        let safe = Theme.default.colorVisionSafe
        let again = safe.theme.colorVisionSafe
        #expect(again.moves.isEmpty && again.passes && again.theme == safe.theme)
    }

    @Test("the variant's JSON is the audit's, required, with the moves")
    func json() {
        let text = Theme.default.colorVisionSafe.jsonValue.text
        #expect(text.contains("\"required\":true"))
        #expect(text.contains("\"safe\":{\"passes\":true,\"originalFailures\":40,\"contrastFailures\":0,\"moves\":[{\"role\":\"warning\""))
    }
}
