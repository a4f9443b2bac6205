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
    /// Stops each role's solid starts away from its designed stop (``StatusFamilies/solidDepths``), by ``TokenRole/index``.
    let depths: [Double]
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
        self.depths = TokenRole.allCases.map { status.solidDepths[$0] ?? 0 }
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

    // MARK: Solving

    /// What the solver produces: the theme's tokens and pairs, and the app's colors with their pairs.
    struct Solution {
        var tokens: [ThemeToken]
        var pairs: [ThemePair]
        var colors: [ThemeColorToken]
        var colorPairs: [ThemeColorPairResult]
        /// How many pairs on the app's colors are checked, listed in ``colorPairs`` or not.
        var checkedColorPairs: Int
    }

    /// Solves every token in every mode.
    mutating func solve() -> Solution {
        let roles = TokenRole.allCases
        // In light mode the level moves no designed stop and no requirement (they depend on the scheme, the
        // contrast and, in dark mode only, the level): the elevated solution is the base one (index − 4), already solved.
        let sameAs = ModeValues<Int?> { mode in mode.colorScheme == .light && mode.level == .elevated ? mode.index - 4 : nil }
        let table = ModeValues<[Slot]>(inOrder: { mode, earlier in
            if let base = sameAs[mode] { return earlier[base] }
            return solve(mode)
        })
        var tokens: [ThemeToken] = []
        tokens.reserveCapacity(roles.count)
        for (index, role) in roles.enumerated() {
            let values = ModeValues<TokenValue>(inOrder: { mode, earlier in
                if let base = sameAs[mode] { return earlier[base].in(mode) }
                let slot = table[mode][index]
                let familyName = slot.family.map { families[$0].name } ?? "brand"
                return TokenValue(
                    mode: mode, rgb8: slot.rgb8, displayP3: p3(slot), stop: slot.stop,
                    family: familyName, adjustment: slot.adjustment, isPinned: slot.isPinned, nearestPassing: slot.nearestPassing)
            })
            tokens.append(ThemeToken(role: role, values: values))
        }
        var pairs: [ThemePair] = []
        pairs.reserveCapacity(ThemePolicy.pairs.count)
        var measurements = ColorKeyedTable<PairContrast>(capacity: ThemePolicy.pairs.count * AppearanceMode.count)
        for spec in ThemePolicy.pairs {
            // Read once per pair: each copy of a requirement retains its tier name.
            let requirement = spec.requirement
            let foreground = spec.foreground.index
            let background = spec.background.index
            let results = ModeValues<PairResult>(inOrder: { mode, earlier in
                let fg = table[mode][foreground].rgb8
                let bg = table[mode][background].rgb8
                // Elevated light modes usually equal their base mode (index − 4): reuse the measurement.
                if mode.level == .elevated, case let base = earlier[mode.index - 4], base.foreground == fg, base.background == bg {
                    return PairResult(mode: mode, contrast: base.contrast, minimumWCAG: base.minimumWCAG, minimumAPCA: base.minimumAPCA, passes: base.passes)
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
                return PairResult(mode: mode, contrast: measured, requirement: requirement, method: method)
            })
            pairs.append(ThemePair(foreground: spec.foreground, background: spec.background, requirement: requirement, results: results))
        }
        let colors = solveColors(on: table)
        return Solution(tokens: tokens, pairs: pairs, colors: colors.tokens, colorPairs: colors.pairs, checkedColorPairs: colors.checkedPairs)
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
        // A solid's start, moved `depth` stops away from the page (the color-vision-safe variant's lever).
        func solidStop(_ role: TokenRole) -> Double { stop(role) + (dark ? -1 : 1) * depths[role.index] }

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
        let accentStart = brandSlot ?? slot(accent, solidStop(.accent))
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
            let solved = solveSolid(status.solid, onRole: status.on, slot(family, solidStop(status.solid)),
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
