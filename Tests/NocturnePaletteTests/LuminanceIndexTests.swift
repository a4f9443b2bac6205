import NocturneAppearance
import NocturneColor
import NocturneTestSupport
import Testing
@testable import NocturnePalette

/// The index the theme solver judges a color on many backgrounds with: what holds on the nearest few holds on all of them.
@Suite struct LuminanceIndexTests {
    static let requirements: [ContrastRequirement] = [.primaryText, .text, .nonText, ContrastRequirement(wcagMinimum: 5.5)]

    /// For random colors on random sets of others, either way round (as text, and as the background), in every method:
    /// a requirement holds on every member exactly when it holds on the nearest ones, and the lowest fulfillment is theirs.
    @Test(arguments: [ContrastMethod.wcag, .apca, .both])
    func theNearestMembersDecideForAll(method: ContrastMethod) {
        var random = SplitMix(seed: 38)
        var failingSets = 0
        for trial in 0..<400 {
            // Some sets of near grays, where WCAG's and APCA's luminance orders differ most, some of any colors.
            let members = (0..<Int.random(in: 1...40, using: &random)).map { _ in
                trial % 2 == 0 ? RGB8(UInt32.random(in: 0...0xFFFFFF, using: &random))
                    : { let gray = UInt8.random(in: 0...255, using: &random); return RGB8(red: gray, green: gray &+ UInt8.random(in: 0...6, using: &random), blue: gray) }()
            }
            let color = RGB8(UInt32.random(in: 0...0xFFFFFF, using: &random))
            let skipped = Set(members.indices.filter { _ in Int.random(in: 0..<8, using: &random) == 0 })
            let index = LuminanceIndex(members.enumerated().map { ($0.offset, $0.element) })
            let nearest = index.nearest(color, skipping: { skipped.contains($0) })
            let kept = members.indices.filter { !skipped.contains($0) }
            #expect(nearest.allSatisfy { kept.contains($0) }, "a skipped member is never one of the nearest")
            for mode in AppearanceMode.all {
                let requirement = Self.requirements[(trial + mode.index) % Self.requirements.count]
                for asText in [true, false] {
                    func isMet(_ member: Int) -> Bool {
                        asText ? requirement.isMet(color, on: members[member], in: mode, method: method)
                            : requirement.isMet(members[member], on: color, in: mode, method: method)
                    }
                    func fulfillment(_ member: Int) -> Double {
                        let contrast = asText ? PairContrast(foreground: color, background: members[member]) : PairContrast(foreground: members[member], background: color)
                        return requirement.fulfillment(of: contrast, in: mode, method: method)
                    }
                    let all = kept.allSatisfy(isMet)
                    if !all { failingSets += 1 }
                    #expect(index.allNearest(color, skipping: { skipped.contains($0) }, isMet) == all, "trial \(trial) \(mode.key) text \(asText)")
                    let lowest = kept.map(fulfillment).min() ?? .infinity
                    #expect(nearest.map(fulfillment).min() ?? .infinity == lowest, "trial \(trial) \(mode.key) text \(asText)")
                }
            }
        }
        #expect(failingSets > 500, "the random sets include many that fail somewhere, so a wrong 'all hold' would show")
    }
}

/// The app colors' pairs on backgrounds and surfaces: past the listing limit only the binding ones are listed, and the
/// audit still finds every failure the full list has, as tight, in the same foreground, mode and kind.
@Suite struct ThemeSurfacePairTests {
    /// A random app palette of every role, with some dark values pinned and some pairs declared.
    static func palette(seed: UInt64, count: Int) -> (colors: [ThemeColor], pairs: [ThemeColorPair]) {
        var random = SplitMix(seed: seed)
        let roles: [ThemeColor.Role] = [.content, .content, .content, .background, .surface, .background, .status, .status, .border, .brand, .darkSurface]
        let colors = (0..<count).map { index in
            ThemeColor(name: "c\(index)", role: roles.randomElement(using: &random) ?? .content, light: RGB8(UInt32.random(in: 0...0xFFFFFF, using: &random)),
                       dark: Int.random(in: 0..<6, using: &random) == 0 ? RGB8(UInt32.random(in: 0...0xFFFFFF, using: &random)) : nil)
        }
        let foregrounds = colors.filter { $0.role == .content || $0.role == .status }.map(\.name)
        let backgrounds = colors.filter { $0.role == .background || $0.role == .surface }.map(\.name) + ["backgroundPrimary", "surfaceSecondary"]
        let pairs = (0..<3).map { _ in
            ThemeColorPair(foreground: foregrounds.randomElement(using: &random) ?? "c0", background: backgrounds.randomElement(using: &random) ?? "backgroundPrimary",
                           requirement: ContrastRequirement(wcagMinimum: [3, 4.5, 7].randomElement(using: &random) ?? 3))
        }
        return (colors, foregrounds.isEmpty ? [] : pairs)
    }

    static func theme(_ plan: ThemeSolver.ColorPlan, method: ContrastMethod, pairs: [ThemeColorPair]) -> Theme {
        let accent = Family(seed: RGB8(0x0B7A75), name: "accent")
        return Theme(brand: RGB8(0x0B7A75), accentFamily: accent, neutral: Theme.tintedNeutral(hue: accent.hue), status: .default,
                     contrastMethod: method, plan: plan, appPairs: pairs)
    }

    @Test(arguments: [(UInt64(1), ContrastMethod.wcag), (2, .wcag), (3, .apca), (4, .both), (5, .wcag), (6, .both)])
    func theListedPairsFindEveryFailureAsTight(seed: UInt64, method: ContrastMethod) throws {
        let (colors, pairs) = Self.palette(seed: seed, count: 36)
        var plan = try ThemeSolver.ColorPlan(colors: colors, pairs: pairs)
        #expect(plan.listsEverySurfacePair, "36 colors list every pair")
        let full = Self.theme(plan, method: method, pairs: pairs)
        plan.listsEverySurfacePair = false
        let pruned = Self.theme(plan, method: method, pairs: pairs)
        #expect(pruned.colors == full.colors, "listing changes no solved value")
        #expect(pruned.colorPairs.count < full.colorPairs.count, "\(pruned.colorPairs.count) of \(full.colorPairs.count) listed: some are left out")
        // Every pair is counted, listed or not; each listed one is the full list's, in the full list's order.
        #expect(pruned.checkedColorPairCount == full.colorPairs.filter { !$0.requirement.isExempt }.count)
        #expect(full.checkedColorPairCount == pruned.checkedColorPairCount)
        var remaining = full.colorPairs[...]
        for pair in pruned.colorPairs {
            let found = remaining.firstIndex(of: pair)
            #expect(found != nil, "\(pair.label) is listed as in the full list, and in its order")
            remaining = remaining[((found ?? remaining.endIndex) + 1)...]
        }
        let (fullAudit, prunedAudit) = (full.audit, pruned.audit)
        #expect(fullAudit.passes == prunedAudit.passes)
        #expect(fullAudit.checkedCount == prunedAudit.checkedCount)
        // Each foreground's tightest result in each mode, among failures and among kept light values apart: the same figure.
        func tightest(_ audit: ThemeAudit, _ misses: [ThemeAudit.PairInMode<ThemeColorPairResult>]) -> [String: Double] {
            var found: [String: Double] = [:]
            for miss in misses {
                let key = "\(miss.pair.foreground) \(miss.result.mode.key)"
                let margin = miss.pair.requirement.fulfillment(of: miss.result.contrast, in: miss.result.mode, method: method)
                found[key] = min(found[key] ?? .infinity, margin)
            }
            return found
        }
        #expect(tightest(prunedAudit, prunedAudit.colorFailures) == tightest(fullAudit, fullAudit.colorFailures))
        #expect(tightest(prunedAudit, prunedAudit.keptLightValues) == tightest(fullAudit, fullAudit.keptLightValues))
        // And on every pair, passing or not: each foreground's lowest fulfillment in each mode is listed.
        let all = { (theme: Theme) in
            tightest(theme.audit, theme.colorPairs.filter { !$0.requirement.isExempt }.flatMap { pair in pair.results.map { .init(pair: pair, result: $0) } })
        }
        #expect(all(pruned) == all(full))
        #expect(!fullAudit.colorFailures.isEmpty || !fullAudit.keptLightValues.isEmpty, "random colors miss somewhere, so the comparison has failures to find")
    }

    @Test func pastTheLimitOnlyTheBindingPairsAreListed() throws {
        // 120 content colors on 5 + 90 surfaces: 11,400 pairs, past the limit of 10,000.
        let colors = (0..<210).map { index in
            ThemeColor(name: "c\(index)", role: index < 120 ? .content : .surface,
                       light: RGB8(UInt32(truncatingIfNeeded: (index * 0x9E3779B1) & 0xFFFFFF)))
        }
        let plan = try ThemeSolver.ColorPlan(colors: colors, pairs: [])
        #expect(!plan.listsEverySurfacePair)
        #expect(plan.pairCounts.checked == 120 * 95 + 90)
        let theme = try Theme(accent: RGB8(0x0B7A75), colors: colors)
        #expect(theme.checkedColorPairCount == 120 * 95 + 90)
        #expect(theme.colorPairs.count < 120 * 40, "\(theme.colorPairs.count) listed")
        #expect(theme.audit.summary().hasPrefix("Audit: \(40 + 210) tokens × 8 modes, \(110 + 120 * 95 + 90) pairs; \((110 + 120 * 95 + 90) * 8) pair checks"))
    }
}
