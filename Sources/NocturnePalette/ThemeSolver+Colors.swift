import NocturneAppearance
import NocturneColor

/// Solving the app's own colors (``ThemeColor``) after the theme's tokens, mode by mode.
///
/// Pinned values are kept; every other value starts from the nearest value already solved (the
/// light value, the standard-contrast value, the base-level value) or, for backgrounds, surfaces and
/// borders in dark mode, from the light value mirrored on the stop scale, and then moves in OKLCH
/// lightness only, by the least that keeps every pair it takes part in.
extension ThemeSolver {
    /// A token while solving the app's colors: one of the theme's (by role index) or one of the app's (by position).
    enum TokenReference: Hashable {
        case engine(Int)
        case color(Int)
    }

    /// One token of an app color: which color, which part of its family, its name.
    struct ColorTokenSpec {
        let name: String
        let color: Int
        let part: ThemeColor.Part
        let role: ThemeColor.Role
    }

    /// A pair on the app's colors, declared by the app or implied by a color's role.
    struct ColorPairSpec {
        let foreground: TokenReference
        let background: TokenReference
        let requirement: ContrastRequirement
        let isDeclared: Bool
        /// Its place in the plan's order (``ColorPlan/orderKey(owner:rank:)``).
        var order: Int
    }

    /// The app's colors resolved into tokens and pairs, checked for unknown and duplicate names.
    ///
    /// The pairs are in one order: each token's implied pairs in token order (a surface foreground's on the ``surfaces``,
    /// in their order, then its others), then the declared ones. Most are one foreground on every background and surface
    /// (a content, status or brand text token on each of them): those are not listed in ``pairs`` but judged through a
    /// ``LuminanceIndex`` (2,000 colors imply half a million of them); ``pairs`` lists every other one.
    struct ColorPlan {
        var colors: [ThemeColor] = []
        var tokens: [ColorTokenSpec] = []
        /// The pairs listed one by one (declared, and implied other than a surface foreground on a surface), in the plan's order.
        var pairs: [ColorPairSpec] = []
        /// The backgrounds and surfaces the surface foregrounds are drawn on: the theme's, then the app's, in token order.
        var surfaces: [TokenReference] = []
        /// The tokens drawn on every surface, in token order.
        var surfaceForegrounds: [Int] = []
        /// For each token, the requirement it keeps on every surface, or `nil` when it is no surface foreground.
        var surfaceRequirements: [ContrastRequirement?] = []
        /// For each token, its position in ``surfaces``, or `nil`.
        var surfacePositions: [Int?] = []
        /// The implied pairs of a surface foreground on a surface that a declared pair takes the place of (``replacedKey(_:_:)``).
        var replaced: Set<Int> = []
        /// Whether every pair of a surface foreground on a surface is listed in the theme's pairs (at most
        /// ``listedSurfacePairLimit`` of them), or only those that bind (``ThemeSolver/listedSurfacePositions(_:solved:table:)``).
        var listsEverySurfacePair = true

        /// Past this many pairs of surface foregrounds on surfaces, only the binding ones are listed: the others are judged
        /// all the same, and the audit counts them, but a million pair results would not fit in memory.
        static let listedSurfacePairLimit = 10_000

        static let empty = ColorPlan()

        /// Builds the plan.
        ///
        /// - Throws: ``ThemeColorError`` for an empty or duplicate name, a name a theme token already has, or a pair naming an unknown token.
        init(colors: [ThemeColor], pairs declared: [ThemeColorPair]) throws(ThemeColorError) {
            self.colors = colors
            var names: [String: TokenReference] = [:]
            for role in TokenRole.allCases { names[role.rawValue] = .engine(role.index) }
            for (index, color) in colors.enumerated() {
                guard let first = color.name.first, first.isLetter, color.name.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "-" || $0 == "_" }) else {
                    throw ThemeColorError("color name '\(color.name)' must start with a letter and hold only letters, digits, '-' and '_'",
                                          position: "colors[\(index)]", key: "name")
                }
                for part in ThemeColor.Part.parts(of: color.role) {
                    let name = part.tokenName(for: color.name)
                    if let existing = names[name] {
                        let owner: String
                        switch existing {
                        case .engine: owner = "a theme token"
                        case .color(let other): owner = "a token of color '\(colors[tokens[other].color].name)'"
                        }
                        throw ThemeColorError("color '\(color.name)' makes a token '\(name)', the name of \(owner)", position: "colors[\(index)]", key: "name")
                    }
                    names[name] = .color(tokens.count)
                    tokens.append(ColorTokenSpec(name: name, color: index, part: part, role: color.role))
                }
            }
            // The pairs each role implies, in token order.
            let customBackgrounds = tokens.indices.filter { tokens[$0].part == .main && (tokens[$0].role == .background || tokens[$0].role == .surface) }
            // Backgrounds and surfaces (not the hover and pressed fills, which are the theme's own controls' business).
            let engineSurfaces: [TokenRole] = [.backgroundPrimary, .backgroundSecondary, .backgroundTertiary, .surfacePrimary, .surfaceSecondary]
            surfaces = engineSurfaces.map { TokenReference.engine($0.index) } + customBackgrounds.map { .color($0) }
            surfaceRequirements = Array(repeating: nil, count: tokens.count)
            surfacePositions = Array(repeating: nil, count: tokens.count)
            for (position, token) in customBackgrounds.enumerated() { surfacePositions[token] = engineSurfaces.count + position }
            let surfaceCount = surfaces.count
            func add(_ foreground: TokenReference, _ backgrounds: [TokenReference], _ requirement: ContrastRequirement, owner: Int, from rank: Int = 0) {
                for (offset, background) in backgrounds.enumerated() {
                    pairs.append(ColorPairSpec(foreground: foreground, background: background, requirement: requirement, isDeclared: false,
                                               order: Self.orderKey(owner: owner, rank: rank + offset)))
                }
            }
            func onSurfaces(_ index: Int, _ requirement: ContrastRequirement) {
                surfaceRequirements[index] = requirement
                surfaceForegrounds.append(index)
            }
            for (index, token) in tokens.enumerated() {
                let own = TokenReference.color(index)
                switch (token.role, token.part) {
                case (.content, _): onSurfaces(index, .text)
                case (.status, _): onSurfaces(index, .nonText)
                case (.background, _), (.surface, _): add(.engine(TokenRole.foregroundPrimary.index), [own], .primaryText, owner: index)
                case (.border, _): break
                case (.brand, .on):
                    add(own, [.color(index - 1), .color(index + 2), .color(index + 3)], .text, owner: index)
                    add(own, [.color(index + 4)], .exempt, owner: index, from: 3)
                case (.brand, .text):
                    onSurfaces(index, .text)
                    add(own, [.color(index + 4)], .text, owner: index, from: surfaceCount)
                case (.brand, _): break
                case (.darkSurface, .on): add(own, [.color(index - 1)], .text, owner: index)
                case (.darkSurface, _): break
                }
            }
            for (index, pair) in declared.enumerated() {
                var sides: [TokenReference] = []
                for (key, name) in [("foreground", pair.foreground), ("background", pair.background)] {
                    guard let reference = names[name] else {
                        throw ThemeColorError("pair \(pair.label) names '\(name)', which is neither a theme token nor one of the theme's colors",
                                              position: "pairs[\(index)]", key: key)
                    }
                    sides.append(reference)
                }
                // A declared pair takes the place of the one a role implies on the same two tokens: one pair, the app's minimums.
                pairs.removeAll { !$0.isDeclared && $0.foreground == sides[0] && $0.background == sides[1] }
                if case .color(let foreground) = sides[0], surfaceRequirements[foreground] != nil, let position = surfaces.firstIndex(of: sides[1]) {
                    replaced.insert(Self.replacedKey(foreground, position))
                }
                pairs.append(ColorPairSpec(foreground: sides[0], background: sides[1], requirement: pair.requirement, isDeclared: true,
                                           order: Self.orderKey(owner: tokens.count + index, rank: 0)))
            }
            listsEverySurfacePair = surfaceForegrounds.count * surfaces.count <= Self.listedSurfacePairLimit
        }

        private init() {}

        /// A pair's place in the plan's order: the token whose role implies it (the tokens' count plus its position for a
        /// declared pair), then its place among that token's pairs.
        static func orderKey(owner: Int, rank: Int) -> Int { owner << 24 | rank }

        /// The key of a surface foreground's pair on the surface at `position` in ``replaced``.
        static func replacedKey(_ foreground: Int, _ position: Int) -> Int { foreground << 24 | position }

        /// How many pairs the plan holds, listed or not, and how many of them are checked (not exempt).
        var pairCounts: (all: Int, checked: Int) {
            let onSurfaces = surfaceForegrounds.count * surfaces.count - replaced.count
            return (pairs.count + onSurfaces, pairs.filter { !$0.requirement.isExempt }.count + onSurfaces)
        }

        /// Calls `body` with every pair token `index` takes part in, in the plan's order, until it returns `false`.
        ///
        /// - Parameter listed: The token's pairs in ``pairs``, in order (a ``ThemeSolver/solveColors(_:engine:earlier:)`` table).
        func forEachPair(of index: Int, listed: [ColorPairSpec], _ body: (ColorPairSpec) -> Bool) {
            var next = 0
            func flush(before order: Int) -> Bool {
                while next < listed.count, listed[next].order < order {
                    guard body(listed[next]) else { return false }
                    next += 1
                }
                return true
            }
            if let requirement = surfaceRequirements[index] {
                for (position, surface) in surfaces.enumerated() where !replaced.contains(Self.replacedKey(index, position)) {
                    let pair = ColorPairSpec(foreground: .color(index), background: surface, requirement: requirement, isDeclared: false,
                                             order: Self.orderKey(owner: index, rank: position))
                    guard flush(before: pair.order), body(pair) else { return }
                }
            } else if let position = surfacePositions[index] {
                for foreground in surfaceForegrounds where !replaced.contains(Self.replacedKey(foreground, position)) {
                    guard let requirement = surfaceRequirements[foreground] else { continue }
                    let pair = ColorPairSpec(foreground: .color(foreground), background: .color(index), requirement: requirement, isDeclared: false,
                                             order: Self.orderKey(owner: foreground, rank: position))
                    guard flush(before: pair.order), body(pair) else { return }
                }
            }
            _ = flush(before: .max)
        }
    }

    // MARK: Solving

    /// Solves the app's tokens in one mode, given the theme's solved tokens in that mode and the app's in earlier modes.
    mutating func solveColors(_ mode: AppearanceMode, engine: [Slot], earlier: [[Slot]]) -> [Slot] {
        let plan = colorPlan
        let dark = mode.colorScheme == .dark
        let away: Double = dark ? 1 : -1
        var slots = plan.tokens.indices.map { start(plan.tokens[$0], mode, earlier: earlier, index: $0) }
        func value(_ reference: TokenReference) -> RGB8 {
            switch reference {
            case .engine(let index): engine[index].rgb8
            case .color(let index): slots[index].rgb8
            }
        }
        let method = self.method
        // The listed pairs each token takes part in, so that checking one token's candidate visits its pairs only.
        var pairsOfToken = [[ColorPairSpec]](repeating: [], count: plan.tokens.count)
        for pair in plan.pairs {
            if case .color(let index) = pair.foreground { pairsOfToken[index].append(pair) }
            if case .color(let index) = pair.background, pair.background != pair.foreground { pairsOfToken[index].append(pair) }
        }
        // The surfaces, and the surface foregrounds by requirement, by luminance: a surface foreground's pairs on every
        // surface hold when they hold on the nearest few (``LuminanceIndex``). Each is made again after a member moves.
        var surfaceIndex: LuminanceIndex?
        var foregroundIndexes: [(requirement: ContrastRequirement, index: LuminanceIndex)]?
        func set(_ index: Int, _ slot: Slot) {
            if slot.rgb8 != slots[index].rgb8 {
                if plan.surfacePositions[index] != nil { surfaceIndex = nil }
                if plan.surfaceRequirements[index] != nil { foregroundIndexes = nil }
            }
            slots[index] = slot
        }
        func surfaces() -> LuminanceIndex {
            if let surfaceIndex { return surfaceIndex }
            let made = LuminanceIndex(plan.surfaces.enumerated().map { ($0.offset, value($0.element)) })
            surfaceIndex = made
            return made
        }
        func foregrounds() -> [(requirement: ContrastRequirement, index: LuminanceIndex)] {
            if let foregroundIndexes { return foregroundIndexes }
            var groups: [(requirement: ContrastRequirement, members: [(member: Int, rgb: RGB8)])] = []
            for token in plan.surfaceForegrounds {
                guard let requirement = plan.surfaceRequirements[token] else { continue }
                if let group = groups.firstIndex(where: { $0.requirement == requirement }) {
                    groups[group].members.append((token, slots[token].rgb8))
                } else {
                    groups.append((requirement, [(token, slots[token].rgb8)]))
                }
            }
            let made = groups.map { (requirement: $0.requirement, index: LuminanceIndex($0.members)) }
            foregroundIndexes = made
            return made
        }
        /// Whether every pair token `index` takes part in holds with `rgb` as its value (the declared ones too, when asked).
        func holds(_ index: Int, _ rgb: RGB8, declared: Bool) -> Bool {
            let listed = pairsOfToken[index].allSatisfy { pair in
                guard declared || !pair.isDeclared else { return true }
                if pair.foreground == .color(index) { return pair.requirement.isMet(rgb, on: value(pair.background), in: mode, method: method) }
                if pair.background == .color(index) { return pair.requirement.isMet(value(pair.foreground), on: rgb, in: mode, method: method) }
                return true
            }
            guard listed else { return false }
            if let requirement = plan.surfaceRequirements[index] {
                return surfaces().allNearest(rgb, skipping: { plan.replaced.contains(ColorPlan.replacedKey(index, $0)) }) { position in
                    requirement.isMet(rgb, on: value(plan.surfaces[position]), in: mode, method: method)
                }
            }
            if let position = plan.surfacePositions[index] {
                return foregrounds().allSatisfy { group in
                    group.index.allNearest(rgb, skipping: { plan.replaced.contains(ColorPlan.replacedKey($0, position)) }) { foreground in
                        group.requirement.isMet(slots[foreground].rgb8, on: rgb, in: mode, method: method)
                    }
                }
            }
            return true
        }
        func reason(_ index: Int, declared: Bool) -> String {
            // The token's first failing pair in the plan's order.
            var why: String?
            plan.forEachPair(of: index, listed: pairsOfToken[index]) { pair in
                guard declared || !pair.isDeclared,
                      !pair.requirement.isMet(value(pair.foreground), on: value(pair.background), in: mode, method: method) else { return true }
                why = describe(name(pair.foreground), name(pair.background), pair.requirement, mode)
                return false
            }
            return why ?? plan.tokens[index].name
        }
        /// Moves an unpinned token in one direction until its pairs hold.
        func move(_ index: Int, direction: Double, declared: Bool) {
            guard !slots[index].isPinned, !holds(index, slots[index].rgb8, declared: declared) else { return }
            let why = reason(index, declared: declared)
            let moved = nearestMonotone(slots[index], direction: direction) { holds(index, $0, declared: declared) } ?? extreme(slots[index], direction: direction)
            set(index, recordColor(slots[index], moved, why))
        }
        let tokens = plan.tokens
        // Anchors: the theme's primary text must read on backgrounds and surfaces; they move away from it.
        for index in tokens.indices where tokens[index].part == .main && (tokens[index].role == .background || tokens[index].role == .surface) {
            move(index, direction: -away, declared: false)
        }
        // Brand fills with the text on them.
        for index in tokens.indices where tokens[index].part == .main && tokens[index].role == .brand {
            let (fill, on) = solveFill(slots[index], color: tokens[index].color, page: engine[TokenRole.backgroundPrimary.index].rgb8, mode)
            set(index, fill)
            set(index + 1, on)
            // The brand's text starts from the fill as solved, and moves from there.
            set(index + 2, Slot(rgb8: fill.rgb8, line: fill.line, stop: nil, family: nil, adjustment: nil))
        }
        // Dark surfaces carry light text in every mode: white, and the surface darker only when white would not read on it.
        for index in tokens.indices where tokens[index].part == .main && tokens[index].role == .darkSurface {
            set(index + 1, slot(ThemeSolver.neutralIndex, 0))
            move(index, direction: -1, declared: false)
        }
        func declaredPass() {
            for pair in plan.pairs where pair.isDeclared {
                guard !pair.requirement.isMet(value(pair.foreground), on: value(pair.background), in: mode, method: method) else { continue }
                let front = value(pair.foreground), back = value(pair.background)
                let lighter: Double = WCAG.relativeLuminance(front) >= WCAG.relativeLuminance(back) ? 1 : -1
                if case .color(let index) = pair.foreground, !slots[index].isPinned {
                    move(index, direction: lighter, declared: true)
                } else if case .color(let index) = pair.background, !slots[index].isPinned {
                    move(index, direction: -lighter, declared: true)
                }
            }
        }
        for _ in 0..<2 {
            for index in tokens.indices where tokens[index].role == .content || tokens[index].role == .status || tokens[index].part == .text {
                move(index, direction: away, declared: false)
            }
            declaredPass()
        }
        // Hover and pressed follow the final fill and its text.
        for index in tokens.indices where tokens[index].part == .hover || tokens[index].part == .pressed {
            let amount = tokens[index].part == .hover ? 0.04 : 0.08
            let fill = index - (tokens[index].part == .hover ? 3 : 4)
            set(index, solveState(slots[fill], text: slots[fill + 1].rgb8, amount: amount, mode))
        }
        declaredPass()
        // A pinned value that misses a promise: the nearest value on its line that keeps them all.
        for index in tokens.indices where slots[index].isPinned && !holds(index, slots[index].rgb8, declared: true) {
            slots[index].nearestPassing = nearest(slots[index], directions: ThemeSolver.bothDirections) { holds(index, $0, declared: true) }?.rgb8
        }
        return slots
    }

    /// A token's name for messages.
    func name(_ reference: TokenReference) -> String {
        switch reference {
        case .engine(let index): TokenRole.allCases[index].rawValue
        case .color(let index): colorPlan.tokens[index].name
        }
    }

    /// Where a token starts in a mode: its pinned value, the value it has in the mode it falls back to, or its designed value.
    mutating func start(_ token: ColorTokenSpec, _ mode: AppearanceMode, earlier: [[Slot]], index: Int) -> Slot {
        let color = colorPlan.colors[token.color]
        let dark = mode.colorScheme == .dark
        let elevated = dark && mode.level == .elevated
        func fresh(_ rgb: RGB8) -> Slot { Slot(rgb8: rgb, line: OKLCH(rgb), stop: nil, family: nil, adjustment: nil) }
        switch token.part {
        case .main:
            if let pinned = color.pinned(in: mode) {
                var slot = fresh(pinned)
                slot.isPinned = true
                return slot
            }
            // The value already solved for the mode this one falls back to.
            var fallback: RGB8?
            if mode.level == .elevated { fallback = earlier[mode.index - 4][index].rgb8 }
            else if mode.contrast == .increased { fallback = earlier[mode.index - 2][index].rgb8 }
            let lift: Double = elevated ? 50 : 0
            switch token.role {
            case .background, .surface, .border:
                if let fallback { return mode.level == .elevated ? shifted(fallback, token.color, by: -lift) : fresh(fallback) }
                let offset: Double = token.role == .surface ? 50 : 0
                let stop = Stop.stopValue(forLuminance: WCAG.relativeLuminance(color.light))
                return dark ? familySlot(token.color, min(max(1000 - stop - offset, 0), 1000)) : fresh(color.light)
            default:
                return fresh(fallback ?? color.light)
            }
        case .disabled: return familySlot(token.color, dark ? 800 : 200)
        case .container: return familySlot(token.color, dark ? (elevated ? 800 : 850) : 100)
        case .on, .text, .hover, .pressed:
            // Solved from the fill, which is solved first; a placeholder until then.
            return fresh(color.pinned(in: mode) ?? color.light)
        }
    }

    /// A color's family value at a stop (its hue and relative chroma, the stop's luminance).
    mutating func familySlot(_ color: Int, _ stop: Double) -> Slot {
        let oklch = colorFamilies[color].color(luminance: Stop(stop).targetLuminance)
        return Slot(rgb8: oklch.rgb8, line: oklch, stop: nil, family: nil, adjustment: nil)
    }

    /// A value moved along the stop scale (negative: lighter), keeping its color's hue and relative chroma.
    mutating func shifted(_ rgb: RGB8, _ color: Int, by stops: Double) -> Slot {
        let stop = Stop.stopValue(forLuminance: WCAG.relativeLuminance(rgb))
        return familySlot(color, min(max(stop + stops, 0), 1000))
    }

    /// A brand fill and the text on it: the polarity (white or the family's darkest) needing the smaller move, the fill kept when pinned.
    mutating func solveFill(_ start: Slot, color: Int, page: RGB8, _ mode: AppearanceMode) -> (fill: Slot, on: Slot) {
        let white = slot(ThemeSolver.neutralIndex, 0)
        let darkest = familySlot(color, 1000)
        // White or the family's darkest, the more legible first; black last, which with white always reaches 4.58.
        var black = white
        black.rgb8 = RGB8(0)
        black.line = OKLCH(RGB8(0))
        let candidates = [white, darkest].sorted { WCAG.contrastRatio($0.rgb8, start.rgb8) > WCAG.contrastRatio($1.rgb8, start.rgb8) } + [black]
        let method = self.method
        // In dark mode a fill the designer did not pin must also show on the page (WCAG 3).
        let needsPage = mode.colorScheme == .dark && !start.isPinned
        var best: (fill: Slot, on: Slot, distance: Double)?
        for text in candidates {
            let check: (RGB8) -> Bool = { rgb in
                ContrastRequirement.text.isMet(text.rgb8, on: rgb, in: mode, method: method)
                    && (!needsPage || ContrastRequirement.nonText.isMet(rgb, on: page, in: mode, method: method))
            }
            guard let moved = nearest(start, directions: ThemeSolver.bothDirections, within: best?.distance ?? 1, check) else { continue }
            let distance = abs(moved.line.lightness - start.line.lightness)
            if let current = best, distance >= current.distance - 1e-9 { continue }
            best = (moved, text, distance)
        }
        let on = best?.on ?? candidates[0]
        if start.isPinned {
            var fill = start
            if let best, best.fill.rgb8 != start.rgb8 { fill.nearestPassing = best.fill.rgb8 }
            let text = candidates.first { ContrastRequirement.text.isMet($0.rgb8, on: start.rgb8, in: mode, method: method) } ?? candidates[0]
            return (fill, text)
        }
        guard let best else { return (start, on) }
        let name = colorPlan.colors[color].name
        return (recordColor(start, best.fill, "on\(name.prefix(1).uppercased() + name.dropFirst()) on \(name)"), on)
    }

    /// Records a move with the pair that caused it (unlike ``record(_:_:_:)``, the value stays outside the theme's families).
    func recordColor(_ start: Slot, _ moved: Slot, _ reason: String) -> Slot {
        guard moved.rgb8 != start.rgb8 else { return start }
        var result = moved
        result.adjustment = Adjustment(
            constraint: reason, from: start.rgb8, to: moved.rgb8, fromLightness: start.line.lightness, toLightness: moved.line.lightness)
        return result
    }
}

extension ThemeSolver {
    /// Solves the app's colors in every mode on the solved theme tokens, then measures their pairs.
    ///
    /// - Returns: The tokens; the pairs listed (every pair, or past ``ColorPlan/listsEverySurfacePair`` the binding
    ///   ones of the surface foregrounds: ``listedSurfacePositions(_:solved:table:)``), in the plan's order; and how
    ///   many pairs are checked, listed or not.
    mutating func solveColors(on table: ModeValues<[Slot]>) -> (tokens: [ThemeColorToken], pairs: [ThemeColorPairResult], checkedPairs: Int) {
        let plan = colorPlan
        guard !plan.tokens.isEmpty else { return ([], [], 0) }
        let solved = ModeValues<[Slot]>(inOrder: { mode, earlier in
            // Light elevated modes move no stop and no requirement, and pin what light base pins: the base solution.
            if mode.colorScheme == .light, mode.level == .elevated { return earlier[mode.index - 4] }
            return solveColors(mode, engine: table[mode], earlier: earlier)
        })
        let tokens = plan.tokens.enumerated().map { index, spec in
            ThemeColorToken(
                name: spec.name, colorName: plan.colors[spec.color].name, role: spec.role,
                values: ModeValues { mode in
                    let slot = solved[mode][index]
                    return TokenValue(mode: mode, rgb8: slot.rgb8, displayP3: nil, stop: nil, family: plan.colors[spec.color].name,
                                      adjustment: slot.adjustment, isPinned: slot.isPinned, nearestPassing: slot.nearestPassing)
                },
                description: spec.part == .main ? plan.colors[spec.color].description : nil)
        }
        // The surface foregrounds' pairs listed, in the plan's order, merged into the pairs listed one by one.
        let positions = plan.listsEverySurfacePair ? nil : listedSurfacePositions(plan, solved: solved, table: table)
        var onSurfaces: [ColorPairSpec] = []
        for foreground in plan.surfaceForegrounds {
            guard let requirement = plan.surfaceRequirements[foreground] else { continue }
            for position in positions?[foreground] ?? Array(plan.surfaces.indices) where !plan.replaced.contains(ColorPlan.replacedKey(foreground, position)) {
                onSurfaces.append(ColorPairSpec(foreground: .color(foreground), background: plan.surfaces[position], requirement: requirement,
                                                isDeclared: false, order: ColorPlan.orderKey(owner: foreground, rank: position)))
            }
        }
        var specs: [ColorPairSpec] = []
        specs.reserveCapacity(plan.pairs.count + onSurfaces.count)
        var next = 0
        for spec in plan.pairs {
            while next < onSurfaces.count, onSurfaces[next].order < spec.order {
                specs.append(onSurfaces[next])
                next += 1
            }
            specs.append(spec)
        }
        specs += onSurfaces[next...]
        let method = self.method
        let pairs = specs.map { spec in
            ThemeColorPairResult(
                foreground: name(spec.foreground), background: name(spec.background), requirement: spec.requirement, isDeclared: spec.isDeclared,
                results: ModeValues { mode in
                    func value(_ reference: TokenReference) -> RGB8 {
                        switch reference {
                        case .engine(let index): table[mode][index].rgb8
                        case .color(let index): solved[mode][index].rgb8
                        }
                    }
                    let measured = PairContrast(foreground: value(spec.foreground), background: value(spec.background))
                    return PairResult(mode: mode, contrast: measured, requirement: spec.requirement, method: method)
                })
        }
        return (tokens, pairs, plan.pairCounts.checked)
    }

    /// For each surface foreground (by token), the surfaces listed for it: the theme's, and in every mode the app's
    /// nearest to it (``LuminanceIndex``), the pinned and the solved apart; ascending.
    ///
    /// Its tightest pair in each mode is among them, kept apart by whether the surface is the app's value kept as it ships
    /// (``ThemeAudit/keptLightValues``) or solved, so that every failure the audit would find on the pairs not listed is
    /// matched by one as tight or tighter that is listed.
    func listedSurfacePositions(_ plan: ColorPlan, solved: ModeValues<[Slot]>, table: ModeValues<[Slot]>) -> [Int: [Int]] {
        var custom: [(pinned: LuminanceIndex, solved: LuminanceIndex)] = []
        var themeSurfaces: [Int] = []
        var appSurfaces: [(position: Int, token: Int)] = []
        for (position, surface) in plan.surfaces.enumerated() {
            switch surface {
            case .engine: themeSurfaces.append(position)
            case .color(let token): appSurfaces.append((position, token))
            }
        }
        for mode in AppearanceMode.all {
            let slots = solved[mode]
            custom.append((LuminanceIndex(appSurfaces.filter { slots[$0.token].isPinned }.map { ($0.position, slots[$0.token].rgb8) }),
                           LuminanceIndex(appSurfaces.filter { !slots[$0.token].isPinned }.map { ($0.position, slots[$0.token].rgb8) })))
        }
        var listed: [Int: [Int]] = [:]
        for foreground in plan.surfaceForegrounds {
            var positions = Set(themeSurfaces)
            for mode in AppearanceMode.all {
                let rgb = solved[mode][foreground].rgb8
                let skipping = { (position: Int) in plan.replaced.contains(ColorPlan.replacedKey(foreground, position)) }
                positions.formUnion(custom[mode.index].pinned.nearest(rgb, skipping: skipping))
                positions.formUnion(custom[mode.index].solved.nearest(rgb, skipping: skipping))
            }
            listed[foreground] = positions.sorted()
        }
        return listed
    }
}
