import NocturneAppearance
import NocturneColor

/// Finds ``ColorVisionSafeVariant``'s moves: a branch-and-bound search over each status solid's hue and depth, screened
/// on the unsolved stops, the winner verified by a full solve and audit.
struct ColorVisionSafeSolver {
    let theme: Theme

    /// Hue moves tried, CIE LCH degrees.
    static let hueMoves: [Double] = Array(stride(from: -90.0, through: 90, by: 10))
    /// Depths tried for a status solid, stops away from the page.
    static let depths: [Double] = [0, 50, 100, 150, 200, 250]
    /// Depths tried for the solved dark accent, stops toward the page.
    static let accentDepths: [Double] = [25, 50, 75, 100]
    /// The screening asks this much more than the threshold, so that the full solve's 8-bit rounding rarely undoes a pass.
    static let margin = 0.2
    /// How many screened winners are solved and audited before the solver gives up and returns the best it found.
    static let attempts = 12
    /// The searched roles, danger first (it is also checked against the accent).
    static let roles: [TokenRole] = [.danger, .warning, .success, .info]
    /// The modes whose designed stops differ for solids: light and dark, standard and increased contrast (base level).
    static let modes: [AppearanceMode] = [
        AppearanceMode(colorScheme: .light), AppearanceMode(colorScheme: .light, contrast: .increased),
        AppearanceMode(colorScheme: .dark), AppearanceMode(colorScheme: .dark, contrast: .increased),
    ]

    /// One screened choice for a role: its move, its cost and its solid as each dichromat sees it, `[mode][deficiency]` in CIE Lab (D65).
    struct Candidate {
        var hue: Double
        var depth: Double
        var cost: Double
        var seen: [[SIMD3<Double>]]
    }

    static let simulators = ColorVisionDeficiency.dichromacies.map { ColorVisionSimulator($0) }

    static func seen(_ color: RGB8) -> [SIMD3<Double>] { simulators.map { $0.simulate(color).colorValue.lab(.d65) } }

    static func apart(_ first: [[SIMD3<Double>]], _ second: [[SIMD3<Double>]]) -> Bool {
        for mode in first.indices {
            for deficiency in first[mode].indices
            where ColorDifference.ciede2000(first[mode][deficiency], second[mode][deficiency]) < ColorVisionAudit.threshold + margin {
                return false
            }
        }
        return true
    }

    func family(_ role: TokenRole) -> Family { theme.status[solid: role] }

    /// A family's hue as the search turns it: CIE LCH where the family was defined so, else OKLCH.
    static func hue(of family: Family) -> Double? { family.cieHue ?? family.hue }

    static func turned(_ family: Family, by move: Double) -> Family {
        guard move != 0 else { return family }
        if let cieHue = family.cieHue { return Family(name: family.name, cieHue: cieHue + move, vividness: family.vividness) }
        return Family(name: family.name, hue: (family.hue ?? 0) + move, vividness: family.vividness, maximumChroma: family.maximumChroma)
    }

    static func start(_ role: TokenRole, _ mode: AppearanceMode, depth: Double) -> Double {
        ThemePolicy.designedStops(role).stop(in: mode) + (mode.colorScheme == .dark ? -depth : depth)
    }

    func candidates(_ role: TokenRole) -> [Candidate] {
        let original = Self.modes.map { theme[role].rgb8(in: $0).colorValue.lab(.d65) }
        var list: [Candidate] = []
        for move in Self.hueMoves {
            let family = Self.turned(family(role), by: move)
            for depth in Self.depths {
                let colors = Self.modes.map { family.stop(Self.start(role, $0, depth: depth)).rgb8 }
                let cost = zip(colors, original).map { ColorDifference.ciede2000($0.colorValue.lab(.d65), $1) }.reduce(0, +) / Double(Self.modes.count)
                list.append(Candidate(hue: move, depth: depth, cost: cost, seen: colors.map(Self.seen)))
            }
        }
        return list.sorted { $0.cost < $1.cost }
    }

    /// The accent's depth toward the page: 0, or the least that sets it apart from the primary text (solved dark accents only).
    func accentDepth() -> Double {
        let text = Self.modes.map { Self.seen(theme[.foregroundPrimary].rgb8(in: $0)) }
        let accent = Self.modes.map { Self.seen(theme[.accent].rgb8(in: $0)) }
        guard theme.darkBrand == nil, !Self.apart(accent, text) else { return 0 }
        for depth in Self.accentDepths {
            let moved = Self.modes.map { mode in
                mode.colorScheme == .light ? theme[.accent].rgb8(in: mode) : theme.accentFamily.stop(Self.start(.accent, mode, depth: -depth)).rgb8
            }
            if Self.apart(moved.map(Self.seen), text) { return -depth }
        }
        return 0
    }

    func solve() -> ColorVisionSafeVariant {
        let plain = ColorVisionAudit(theme: theme, isRequired: true)
        if plain.passes { return ColorVisionSafeVariant(theme: theme, moves: [], audit: plain, originalFailures: 0) }
        let accentDepth = accentDepth()
        let accentSeen = Self.modes.map { mode in
            Self.seen(accentDepth == 0 || mode.colorScheme == .light ? theme[.accent].rgb8(in: mode)
                      : theme.accentFamily.stop(Self.start(.accent, mode, depth: accentDepth)).rgb8)
        }
        let obstacles = Self.roles.map { role in (role == .danger ? [accentSeen] : []) + declaredPartners(of: role) }
        let options = Self.roles.map(candidates)
        var rejected: [[Int]] = []
        var best: ColorVisionSafeVariant?
        for _ in 0..<Self.attempts {
            guard let pick = search(options, obstacles: obstacles, rejected: rejected) else { break }
            let variant = solved(pick.map(\.candidate), accentDepth: accentDepth, originalFailures: plain.failures.count)
            if variant.passes { return variant }
            if best.map({ variant.audit.failures.count < $0.audit.failures.count }) ?? true { best = variant }
            // A failure no status move can mend (two app colors, the accent against the text) ends the search.
            if variant.audit.failures.contains(where: { !$0.involves(Self.roles) }) { break }
            rejected.append(pick.map(\.index))
        }
        return best ?? ColorVisionSafeVariant(theme: theme, moves: [], audit: plain, originalFailures: plain.failures.count)
    }

    /// What a role's solid must stay apart from besides the other solids: each token the theme declares distinct from it
    /// whose value no status move changes (an app color, a neutral or accent token), as the dichromats see it.
    func declaredPartners(of role: TokenRole) -> [[[SIMD3<Double>]]] {
        let moving = Set(ThemePolicy.statusRoles.flatMap { [$0.solid, $0.on, $0.text, $0.background] }.map(\.rawValue) + ["accent", "onAccent", "accentHover", "accentPressed"])
        return theme.appPairs.filter(\.isDistinct).compactMap { pair in
            let partner = pair.foreground == role.rawValue ? pair.background : pair.background == role.rawValue ? pair.foreground : nil
            guard let partner, !moving.contains(partner) else { return nil }
            let values = Self.modes.compactMap { ColorVisionAudit.shipped(partner, in: theme, $0) }
            return values.count == Self.modes.count ? values.map(Self.seen) : nil
        }
    }

    /// The cheapest screened combination not yet rejected: one candidate index per role, or `nil` when none passes the screen.
    func search(_ options: [[Candidate]], obstacles: [[[[SIMD3<Double>]]]], rejected: [[Int]]) -> [(index: Int, candidate: Candidate)]? {
        var bestCost = Double.infinity
        var bestPick: [Int]?
        var pick: [Int] = []
        func descend(_ role: Int, _ cost: Double) {
            guard role < options.count else {
                if !rejected.contains(pick) { bestCost = cost; bestPick = pick }
                return
            }
            for (index, candidate) in options[role].enumerated() {
                guard cost + candidate.cost < bestCost else { break }
                guard obstacles[role].allSatisfy({ Self.apart(candidate.seen, $0) }) else { continue }
                guard pick.indices.allSatisfy({ Self.apart(options[$0][pick[$0]].seen, candidate.seen) }) else { continue }
                pick.append(index)
                descend(role + 1, cost + candidate.cost)
                pick.removeLast()
            }
        }
        descend(0, 0)
        return bestPick.map { indices in indices.enumerated().map { (index: $0.element, candidate: options[$0.offset][$0.element]) } }
    }

    func solved(_ chosen: [Candidate], accentDepth: Double, originalFailures: Int) -> ColorVisionSafeVariant {
        var status = theme.status
        var moves: [ColorVisionSafeVariant.Move] = []
        for (role, candidate) in zip(Self.roles, chosen) {
            status[solid: role] = Self.turned(family(role), by: candidate.hue)
            if candidate.depth != 0 { status.solidDepths[role] = candidate.depth }
            guard candidate.hue != 0 || candidate.depth != 0 else { continue }
            let before = Self.hue(of: self.family(role))
            moves.append(ColorVisionSafeVariant.Move(
                role: role, hueBefore: before, hueAfter: before.map { normalizeHue($0 + candidate.hue) }, depth: candidate.depth,
                difference: candidate.cost))
        }
        if accentDepth != 0 { status.solidDepths[.accent] = accentDepth }
        let variant = theme.withStatus(status)
        if accentDepth != 0 {
            let difference = Self.modes.map { theme[.accent].rgb8(in: $0).colorValue.deltaE(variant[.accent].rgb8(in: $0).colorValue, referenceWhite: .d65) }
            moves.append(ColorVisionSafeVariant.Move(role: .accent, hueBefore: nil, hueAfter: nil, depth: accentDepth,
                                                     difference: difference.reduce(0, +) / Double(Self.modes.count)))
        }
        return ColorVisionSafeVariant(theme: variant, moves: moves, audit: ColorVisionAudit(theme: variant, isRequired: true), originalFailures: originalFailures)
    }
}
