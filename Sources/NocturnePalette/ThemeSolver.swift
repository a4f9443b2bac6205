import NocturneAppearance
import NocturneColor
import NocturneSupport

/// Solves a theme: picks every token's stop per mode, then moves lightness where a promise fails.
///
/// Backgrounds are anchors taken straight from their stops. Foregrounds start at their designed
/// stop and, when a declared pair fails on the 8-bit values, move away from their backgrounds in
/// OKLCH lightness only, by the least amount that makes every pair hold. Solid fills are solved
/// together with the text on them: both polarities (white text, or the family's darkest stop) are
/// tried and the one needing the smaller move wins. Every check runs on the rounded 8-bit values.
struct ThemeSolver {
    let brand: RGB8
    /// The designer's dark accent, or `nil` when the dark accent is solved from the accent family.
    ///
    /// When it is given, the brand and it are pinned: kept exactly in the standard-contrast modes, never moved.
    let darkBrand: RGB8?
    /// neutral, accent, success, warning, danger, info.
    let families: [Family]
    let method: ContrastMethod
    /// Solved swatches at multiples of 50, per family: `[family][stop / 50]`.
    private var swatches: [[Swatch?]] = Array(repeating: Array(repeating: nil, count: 21), count: 6)
    /// Solved swatches at other stops.
    private var otherSwatches: [Int: Swatch] = [:]
    /// Display P3 siblings by family and color (see ``p3(_:)``).
    private var displayP3 = ColorKeyedTable<SIMD3<Double>?>(capacity: 128)
    /// The cached stops of each family that is a named one (looked up once, not per swatch).
    private let namedTables: [[Swatch]?]

    static let bothDirections: [Double] = [-1, 1]
    static let neutralIndex = 0
    static let accentIndex = 1

    /// The app's own colors and pairs, checked (``ThemeColor``).
    let colorPlan: ColorPlan
    /// Each app color's family (its hue and relative chroma), in ``ColorPlan/colors`` order.
    let colorFamilies: [Family]

    init(brand: RGB8, darkBrand: RGB8? = nil, neutral: Family, accent: Family, status: StatusFamilies, method: ContrastMethod,
         colors: ColorPlan = .empty) {
        self.colorPlan = colors
        self.colorFamilies = colors.colors.map { Family(seed: $0.light, name: $0.name) }
        self.brand = brand
        self.darkBrand = darkBrand
        self.families = [neutral, accent, status.success, status.warning, status.danger, status.info]
        self.method = method
        self.namedTables = families.map { Family.namedSwatches[$0] }
    }

    /// A token value while solving: the color, the lightness line it moves on and where it came from.
    struct Slot {
        var rgb8: RGB8
        var line: OKLCH
        var stop: Stop?
        /// Index into ``ThemeSolver/families``, or `nil` for the brand color kept exactly.
        var family: Int?
        var adjustment: Adjustment?
        /// Whether the value is the designer's, kept exactly (see ``ThemeSolver/darkBrand``).
        var isPinned = false
        /// For a pinned value that misses a promise: the nearest value on its lightness line that keeps them all.
        var nearestPassing: RGB8?
    }

    // MARK: Policy

    /// The designed stop of a token in a mode (``ThemePolicy``).
    static func designedStop(_ role: TokenRole, _ mode: AppearanceMode) -> Double {
        ThemePolicy.designedStops(role).stop(in: mode)
    }

    // MARK: Checks

    /// How far a pair is from its promise, 1 = exactly met, below 1 = failing (the smaller of the two methods').
    func score(_ foreground: RGB8, _ background: RGB8, _ requirement: ContrastRequirement, _ mode: AppearanceMode) -> Double {
        requirement.fulfillment(
            wcag: WCAG.contrastRatio(foreground, background), apca: APCA.lightnessContrast(text: foreground, background: background),
            in: mode, method: method)
    }

    func describe(_ foreground: TokenRole, _ background: TokenRole, _ requirement: ContrastRequirement, _ mode: AppearanceMode) -> String {
        describe(foreground.rawValue, background.rawValue, requirement, mode)
    }

    /// `ink on paper ≥ 7 (WCAG)`: a pair by name with the minimums that bind in a mode.
    func describe(_ foreground: String, _ background: String, _ requirement: ContrastRequirement, _ mode: AppearanceMode) -> String {
        var parts: [String] = []
        if method.checksWCAG { parts.append("≥ \(ThemeSolver.format(requirement.wcag(in: mode))) (WCAG)") }
        if method.checksAPCA { parts.append("Lc ≥ \(ThemeSolver.format(requirement.apca(in: mode))) (APCA)") }
        return "\(foreground) on \(background) \(parts.joined(separator: ", "))"
    }

    static func format(_ value: Double) -> String {
        NumberText.shortest(value)
    }

    // MARK: Colors

    mutating func swatch(_ family: Int, _ stop: Double) -> Swatch {
        let onGrid = stop >= 0 && stop <= 1000 && stop == stop.rounded() && Int(stop) % 50 == 0
        if onGrid {
            let index = Int(stop) / 50
            if let cached = swatches[family][index] { return cached }
            let swatch = namedTables[family]?[index] ?? families[family].colorSwatch(at: Stop(stop))
            swatches[family][index] = swatch
            return swatch
        }
        // Off-grid stops are cached by tenths; one outside the scale (or not finite) is computed, never cached.
        guard stop.isFinite, stop >= 0, stop <= 1000 else { return families[family].colorSwatch(at: Stop(stop)) }
        let key = family * 100_000 + Int((stop * 10).rounded())
        if let cached = otherSwatches[key] { return cached }
        let swatch = families[family].colorSwatch(at: Stop(stop))
        otherSwatches[key] = swatch
        return swatch
    }

    func namedSwatch(_ family: Int, _ stop: Double) -> Swatch? {
        guard let table = namedTables[family], stop >= 0, stop <= 1000, stop == stop.rounded(), Int(stop) % 50 == 0 else { return nil }
        return table[Int(stop) / 50]
    }

    mutating func slot(_ family: Int, _ stop: Double) -> Slot {
        let swatch = swatch(family, stop)
        return Slot(rgb8: swatch.rgb8, line: swatch.oklch, stop: swatch.stop, family: family, adjustment: nil)
    }

    /// The nearest lightness on a slot's line (searching the given directions) whose 8-bit value satisfies a check.
    ///
    /// Steps of 0.008 in OKLCH lightness find the first passing value, bisection refines it to 1e-5.
    func nearest(_ slot: Slot, directions: [Double], within limit: Double = 1, _ satisfies: (RGB8) -> Bool) -> Slot? {
        if satisfies(slot.rgb8) { return slot }
        let start = slot.line
        func color(_ lightness: Double) -> RGB8 {
            OKLCH(lightness: lightness, chroma: start.chroma, hue: start.hue).rgb8
        }
        let step = 0.008
        var k = 1
        while k <= 130, Double(k - 1) * step <= limit {
            for direction in directions {
                let passing = min(max(start.lightness + direction * Double(k) * step, 0), 1)
                guard passing != min(max(start.lightness + direction * Double(k - 1) * step, 0), 1) || k == 1 else { continue }
                let rgb = color(passing)
                guard satisfies(rgb) else { continue }
                let failing = min(max(start.lightness + direction * Double(k - 1) * step, 0), 1)
                return refined(slot, passing: passing, passingColor: rgb, failing: failing, color: color, satisfies)
            }
            k += 1
        }
        return nil
    }

    /// The nearest passing lightness in one direction, for checks that only get easier further along it.
    ///
    /// Gallops (0.008, 0.016, 0.032, …) to the first passing value, then bisects back to 1e-5 (8-bit steps are ~4e-3):
    /// O(log) evaluations instead of a scan. Foregrounds moving away from backgrounds that all lie on
    /// the other side satisfy the monotonicity this needs.
    func nearestMonotone(_ slot: Slot, direction: Double, _ satisfies: (RGB8) -> Bool) -> Slot? {
        if satisfies(slot.rgb8) { return slot }
        let start = slot.line
        func color(_ lightness: Double) -> RGB8 {
            OKLCH(lightness: lightness, chroma: start.chroma, hue: start.hue).rgb8
        }
        let end = direction < 0 ? 0.0 : 1.0
        var failing = start.lightness
        var distance = 0.008
        var passing: Double?
        var best = slot.rgb8
        while true {
            let candidate = direction < 0 ? max(start.lightness - distance, end) : min(start.lightness + distance, end)
            let rgb = color(candidate)
            if satisfies(rgb) {
                passing = candidate
                best = rgb
                break
            }
            failing = candidate
            if candidate == end { break }
            distance *= 2
        }
        guard let passing else { return nil }
        return refined(slot, passing: passing, passingColor: best, failing: failing, color: color, satisfies)
    }

    /// Bisects between a passing and a failing lightness down to 1e-5 (8-bit steps are ~4e-3) and
    /// returns the slot moved to the passing end.
    private func refined(
        _ slot: Slot, passing: Double, passingColor: RGB8, failing: Double,
        color: (Double) -> RGB8, _ satisfies: (RGB8) -> Bool
    ) -> Slot {
        var passing = passing, failing = failing, best = passingColor
        while abs(passing - failing) > 1e-5 {
            let middle = (passing + failing) / 2
            let rgb = color(middle)
            if satisfies(rgb) {
                passing = middle
                best = rgb
            } else {
                failing = middle
            }
        }
        var moved = slot
        moved.rgb8 = best
        moved.line = OKLCH(lightness: passing, chroma: slot.line.chroma, hue: slot.line.hue)
        return moved
    }

    /// Moves a foreground away from its backgrounds until every pair holds; records why.
    func solveForeground(_ role: TokenRole, _ start: Slot, on backgrounds: [(TokenRole, RGB8)],
                         _ requirement: ContrastRequirement, _ mode: AppearanceMode, direction: Double) -> Slot {
        let method = self.method
        let check: (RGB8) -> Bool = { rgb in backgrounds.allSatisfy { requirement.isMet(rgb, on: $0.1, in: mode, method: method) } }
        if check(start.rgb8) { return start }
        let worst = backgrounds.min { score(start.rgb8, $0.1, requirement, mode) < score(start.rgb8, $1.1, requirement, mode) }
        let reason = worst.map { describe(role, $0.0, requirement, mode) } ?? role.rawValue
        let moved = nearestMonotone(start, direction: direction, check) ?? extreme(start, direction: direction)
        return record(start, moved, reason)
    }

    /// Black or white at the end of a line, when no lightness keeps the promise (the audit then shows the failure).
    func extreme(_ slot: Slot, direction: Double) -> Slot {
        var moved = slot
        moved.line.lightness = direction < 0 ? 0 : 1
        moved.rgb8 = moved.line.rgb8
        return moved
    }

    func record(_ start: Slot, _ moved: Slot, _ reason: String) -> Slot {
        guard moved.rgb8 != start.rgb8 else { return start }
        var result = moved
        result.adjustment = Adjustment(
            constraint: reason, from: start.rgb8, to: moved.rgb8, fromLightness: start.line.lightness, toLightness: moved.line.lightness)
        if result.family == nil { result.family = ThemeSolver.accentIndex }
        return result
    }

    /// Solves a solid fill with the text on it, trying light and dark text and keeping the smaller move.
    func solveSolid(_ role: TokenRole, onRole: TokenRole, _ start: Slot, textCandidates: [Slot],
                    on backgrounds: [(TokenRole, RGB8)], _ mode: AppearanceMode) -> (solid: Slot, on: Slot) {
        // Higher contrast at the start first, so a tie keeps the more legible text.
        var ordered = textCandidates
        if ordered.count == 2, WCAG.contrastRatio(ordered[1].rgb8, start.rgb8) > WCAG.contrastRatio(ordered[0].rgb8, start.rgb8) {
            ordered.swapAt(0, 1)
        }
        var best: (solid: Slot, on: Slot, distance: Double, reason: String)?
        for text in ordered {
            let method = self.method
            let check: (RGB8) -> Bool = { rgb in
                ContrastRequirement.text.isMet(text.rgb8, on: rgb, in: mode, method: method)
                    && backgrounds.allSatisfy { ContrastRequirement.nonText.isMet(rgb, on: $0.1, in: mode, method: method) }
            }
            // A later polarity only matters if it needs a smaller move than the best so far.
            let limit = best.map { $0.distance } ?? 1
            guard let moved = nearest(start, directions: ThemeSolver.bothDirections, within: limit, check) else { continue }
            let distance = abs(moved.line.lightness - start.line.lightness)
            if let current = best, distance >= current.distance - 1e-9 { continue }
            if moved.rgb8 == start.rgb8 {
                best = (moved, text, 0, "")
                continue
            }
            do {
                var reason = ""
                var worst = Double.infinity
                let textScore = score(text.rgb8, start.rgb8, .text, mode)
                if textScore < 1 { worst = textScore; reason = describe(onRole, role, .text, mode) }
                for background in backgrounds {
                    let value = score(start.rgb8, background.1, .nonText, mode)
                    if value < worst { worst = value; reason = describe(role, background.0, .nonText, mode) }
                }
                best = (moved, text, distance, reason)
            }
        }
        guard let best else {
            // No lightness satisfies every pair: keep the design and let the audit report the failure.
            return (start, ordered.first ?? start)
        }
        return (record(start, best.solid, best.reason), best.on)
    }

    /// A hover or pressed fill: the solid moved `amount` in lightness away from its text, further if the text needs it.
    func solveState(_ solid: Slot, text: RGB8, amount: Double, _ mode: AppearanceMode) -> Slot {
        let direction: Double = WCAG.relativeLuminance(text) > WCAG.relativeLuminance(solid.rgb8) ? -1 : 1
        var state = solid
        state.adjustment = nil
        state.isPinned = false
        state.nearestPassing = nil
        state.line.lightness = min(max(solid.line.lightness + direction * amount, 0), 1)
        state.rgb8 = state.line.rgb8
        let method = self.method
        return nearestMonotone(state, direction: direction) { ContrastRequirement.text.isMet(text, on: $0, in: mode, method: method) } ?? state
    }

    /// Keeps a designer's fill exactly: the text on it is the candidate that keeps its promise (the more
    /// legible when both or neither do), and where the fill misses a promise, the value the solver would
    /// have moved it to is recorded as the nearest passing one. The audit then reports the failure.
    func pin(_ pinned: Slot, solved: (solid: Slot, on: Slot), textCandidates: [Slot], _ mode: AppearanceMode) -> (solid: Slot, on: Slot) {
        var solid = pinned
        solid.isPinned = true
        if solved.solid.rgb8 != pinned.rgb8 { solid.nearestPassing = solved.solid.rgb8 }
        let method = self.method
        let ranked = textCandidates.sorted { WCAG.contrastRatio($0.rgb8, pinned.rgb8) > WCAG.contrastRatio($1.rgb8, pinned.rgb8) }
        let text = ranked.first { ContrastRequirement.text.isMet($0.rgb8, on: pinned.rgb8, in: mode, method: method) } ?? ranked.first ?? solved.on
        return (solid, text)
    }

    // MARK: Solving

    /// What the solver produces: the theme's tokens and pairs, and the app's colors with their pairs.
    struct Solution {
        var tokens: [ThemeToken]
        var pairs: [ThemePair]
        var colors: [ThemeColorToken]
        var colorPairs: [ThemeColorPairResult]
    }

    /// Solves every token in every mode.
    mutating func solve() -> Solution {
        let roles = TokenRole.allCases
        var table: [[Slot]] = []
        table.reserveCapacity(AppearanceMode.count)
        // For each mode, the earlier mode whose solution it reuses.
        var sameAs: [Int?] = []
        for mode in AppearanceMode.all {
            // In light mode the level moves no designed stop and no requirement (they depend on the scheme, the
            // contrast and, in dark mode only, the level): the elevated solution is the base one, already solved.
            if mode.colorScheme == .light, mode.level == .elevated,
               case let base = AppearanceMode(colorScheme: .light, contrast: mode.contrast, level: .base).index,
               base < table.count {
                table.append(table[base])
                sameAs.append(base)
            } else {
                table.append(solve(mode))
                sameAs.append(nil)
            }
        }
        var tokens: [ThemeToken] = []
        tokens.reserveCapacity(roles.count)
        for (index, role) in roles.enumerated() {
            var values: [TokenValue] = []
            values.reserveCapacity(AppearanceMode.count)
            for (modeIndex, mode) in AppearanceMode.all.enumerated() {
                if let base = sameAs[modeIndex] {
                    values.append(values[base].in(mode))
                    continue
                }
                let slot = table[modeIndex][index]
                let familyName = slot.family.map { families[$0].name } ?? "brand"
                values.append(TokenValue(
                    mode: mode, rgb8: slot.rgb8, displayP3: p3(slot), stop: slot.stop,
                    family: familyName, adjustment: slot.adjustment, isPinned: slot.isPinned, nearestPassing: slot.nearestPassing))
            }
            tokens.append(ThemeToken(role: role, values: ModeValues(unchecked: values)))
        }
        var pairs: [ThemePair] = []
        pairs.reserveCapacity(ThemePolicy.pairs.count)
        var measurements = ColorKeyedTable<PairContrast>(capacity: ThemePolicy.pairs.count * AppearanceMode.count)
        for spec in ThemePolicy.pairs {
            // Read once per pair: each copy of a requirement retains its tier name.
            let requirement = spec.requirement
            let foreground = spec.foreground.index
            let background = spec.background.index
            var results: [PairResult] = []
            results.reserveCapacity(AppearanceMode.count)
            for (modeIndex, mode) in AppearanceMode.all.enumerated() {
                let fg = table[modeIndex][foreground].rgb8
                let bg = table[modeIndex][background].rgb8
                // Elevated light modes usually equal their base mode: reuse the measurement.
                let baseIndex = AppearanceMode(colorScheme: mode.colorScheme, contrast: mode.contrast, level: .base).index
                if mode.level == .elevated, results[baseIndex].foreground == fg, results[baseIndex].background == bg {
                    let base = results[baseIndex]
                    results.append(PairResult(mode: mode, contrast: base.contrast, minimumWCAG: base.minimumWCAG, minimumAPCA: base.minimumAPCA, passes: base.passes))
                    continue
                }
                // Many pairs share their bytes (tertiary and outline tokens, light surfaces and backgrounds).
                let key = UInt64(fg.red) << 40 | UInt64(fg.green) << 32 | UInt64(fg.blue) << 24
                    | UInt64(bg.red) << 16 | UInt64(bg.green) << 8 | UInt64(bg.blue)
                let measured: PairContrast
                if let known = measurements.value(for: key) {
                    measured = known
                } else {
                    measured = PairContrast(foreground: fg, background: bg)
                    measurements.store(measured, for: key)
                }
                results.append(PairResult(mode: mode, contrast: measured, requirement: requirement, method: method))
            }
            pairs.append(ThemePair(foreground: spec.foreground, background: spec.background, requirement: requirement, results: ModeValues(unchecked: results)))
        }
        let colors = solveColors(on: table)
        return Solution(tokens: tokens, pairs: pairs, colors: colors.tokens, colorPairs: colors.pairs)
    }

    /// The Display P3 sibling of a slot's value (same luminance, the family's P3 chroma), cached per color.
    mutating func p3(_ slot: Slot) -> SIMD3<Double>? {
        guard let family = slot.family else { return nil }
        let key = UInt64(family) << 24 | UInt64(slot.rgb8.red) << 16 | UInt64(slot.rgb8.green) << 8 | UInt64(slot.rgb8.blue)
        if let cached = displayP3.value(for: key) { return cached }
        if let stop = slot.stop, slot.adjustment == nil, let named = namedSwatch(family, stop.value), named.rgb8 == slot.rgb8 {
            return named.displayP3
        }
        let value = families[family].displayP3(matching: slot.rgb8, srgbChroma: OKLCH(slot.rgb8).chroma)
        displayP3.store(value, for: key)
        return value
    }

    mutating func solve(_ mode: AppearanceMode) -> [Slot] {
        let dark = mode.colorScheme == .dark
        let neutral = ThemeSolver.neutralIndex
        let accent = ThemeSolver.accentIndex
        let placeholder = Slot(rgb8: RGB8(0), line: OKLCH(lightness: 0, chroma: 0, hue: 0), stop: nil, family: nil, adjustment: nil)
        var slots = [Slot](repeating: placeholder, count: TokenRole.allCases.count)
        func set(_ role: TokenRole, _ slot: Slot) { slots[role.index] = slot }
        func get(_ role: TokenRole) -> Slot { slots[role.index] }
        func stop(_ role: TokenRole) -> Double { ThemeSolver.designedStop(role, mode) }

        // Anchors: taken from their stops as designed.
        for role in TokenRole.declaredBackgrounds where role != .hover && role != .pressed { set(role, slot(neutral, stop(role))) }
        for role: TokenRole in [.hover, .pressed, .disabled, .outlineSecondary, .outlineTertiary, .foregroundDisabled, .backgroundInverted] {
            set(role, slot(neutral, stop(role)))
        }
        set(.selected, slot(accent, stop(.selected)))
        set(.accentDisabled, slot(accent, stop(.accentDisabled)))
        for (offset, status) in ThemePolicy.statusRoles.enumerated() { set(status.background, slot(2 + offset, stop(status.background))) }

        let backgrounds = TokenRole.declaredBackgrounds.map { ($0, get($0).rgb8) }
        let away: Double = dark ? 1 : -1

        // Neutral foregrounds.
        set(.foregroundPrimary, solveForeground(.foregroundPrimary, slot(neutral, stop(.foregroundPrimary)), on: backgrounds, .primaryText, mode, direction: away))
        set(.foregroundSecondary, solveForeground(.foregroundSecondary, slot(neutral, stop(.foregroundSecondary)), on: backgrounds, .text, mode, direction: away))
        set(.foregroundTertiary, solveForeground(.foregroundTertiary, slot(neutral, stop(.foregroundTertiary)), on: backgrounds, .nonText, mode, direction: away))
        set(.outlinePrimary, solveForeground(.outlinePrimary, slot(neutral, stop(.outlinePrimary)), on: backgrounds, .nonText, mode, direction: away))

        // Accent: the brand itself in light mode, the family's light sibling in dark mode.
        // With a designer's dark accent, each scheme starts from the designer's value, and both are pinned
        // in standard contrast; Increase Contrast values (which the designer did not give) are solved from them.
        let lightBrand = Slot(rgb8: brand, line: OKLCH(brand), stop: nil, family: nil, adjustment: nil)
        let brandSlot = dark ? darkBrand.map { Slot(rgb8: $0, line: OKLCH($0), stop: nil, family: nil, adjustment: nil) } : lightBrand
        let accentStart = brandSlot ?? slot(accent, stop(.accent))
        let white = slot(neutral, 0)
        var accentSolved = solveSolid(.accent, onRole: .onAccent, accentStart, textCandidates: [white, slot(accent, 1000)], on: backgrounds, mode)
        if darkBrand != nil, mode.contrast == .standard {
            accentSolved = pin(accentStart, solved: accentSolved, textCandidates: [white, slot(accent, 1000)], mode)
        }
        set(.accent, accentSolved.solid)
        set(.onAccent, accentSolved.on)
        set(.accentHover, solveState(accentSolved.solid, text: accentSolved.on.rgb8, amount: 0.04, mode))
        set(.accentPressed, solveState(accentSolved.solid, text: accentSolved.on.rgb8, amount: 0.08, mode))
        let accentTextStart = brandSlot ?? slot(accent, stop(.accentText))
        set(.accentText, solveForeground(.accentText, accentTextStart, on: backgrounds, .text, mode, direction: away))

        // Status sets: hue kept, lightness per mode.
        for (offset, status) in ThemePolicy.statusRoles.enumerated() {
            let family = 2 + offset
            let solved = solveSolid(status.solid, onRole: status.on, slot(family, stop(status.solid)),
                                    textCandidates: [white, slot(family, 1000)], on: backgrounds, mode)
            set(status.solid, solved.solid)
            set(status.on, solved.on)
            let textBackgrounds = backgrounds + [(status.background, get(status.background).rgb8)]
            set(status.text, solveForeground(status.text, slot(family, stop(status.text)), on: textBackgrounds, .text, mode, direction: away))
        }

        // Inverted: light text on a dark background in light mode, and the reverse.
        set(.foregroundInverted, solveForeground(
            .foregroundInverted, slot(neutral, stop(.foregroundInverted)),
            on: [(.backgroundInverted, get(.backgroundInverted).rgb8)], .primaryText, mode, direction: -away))
        return slots
    }
}


extension Family {
    /// The sRGB swatch at a stop without the Display P3 solve (the theme solver adds P3 per final value).
    func colorSwatch(at stop: Stop) -> Swatch {
        let color = color(luminance: stop.targetLuminance)
        return Swatch(stop: stop, rgb8: color.rgb8, oklch: color, displayP3: nil)
    }
}
