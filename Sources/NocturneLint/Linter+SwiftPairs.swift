import NocturneAppearance
import NocturneProject
import NocturneSupport
import NocturneSyntax

extension Linter {
    /// What the pairs of one Swift file change in its findings: sites they clear, and findings they add.
    struct SwiftPairOutcome {
        /// The byte ranges of sites whose findings are not findings: both sides of a constant pair that passes in every mode.
        var cleared: [Range<Int>] = []
        /// Findings the color-by-color rules missed: a constant surface that stays bright in dark, the constant colors
        /// drawn on it, a constant foreground whose pair fails.
        var added: [LintFinding] = []
        /// Every pair of the file, judged.
        var judged: [PairJudgement] = []
        /// The byte ranges of sites whose color is the same in every mode, so that what one rule says of a color that
        /// adapts is not so of them: a layer color's snapshot of a constant (`UIColor.brandGray().cgColor`), a light-only
        /// color set that reads on either page (a mid-tone orange) and glares on neither.
        var constantInEveryMode: Set<Range<Int>> = []
        /// What the pairs say of a site a color-by-color rule reported already (`.black` text found on a white surface that
        /// stays bright): the finding, still that rule's, says that instead.
        var restated: [Range<Int>: String] = [:]
        /// The byte ranges of sites a color-by-color rule reported whose pair finding (``PairContrastRule``) is added instead.
        var superseded: Set<Range<Int>> = []

        /// Whether a finding at `site` is cleared: inside one of the (sealed) cleared ranges, found by binary search.
        func clears(_ site: ColorSite) -> Bool {
            let range = site.range.offsets
            // The last range starting at or before the site's start: syntax ranges nest or are apart, so the merged one
            // holding the site's start holds it whole, if any does.
            var low = 0, high = cleared.count
            while low < high {
                let middle = (low + high) / 2
                if cleared[middle].lowerBound <= range.lowerBound { low = middle + 1 } else { high = middle }
            }
            return low > 0 && range.upperBound <= cleared[low - 1].upperBound
        }

        /// Sorts and merges the cleared ranges, once, so that ``clears(_:)`` is logarithmic: a file of 10,000 harmless
        /// colors clears 10,000 ranges, and each of its findings asks.
        mutating func seal() {
            var merged: [Range<Int>] = []
            for range in cleared.sorted(by: { $0.lowerBound < $1.lowerBound }) {
                if let last = merged.last, range.lowerBound <= last.upperBound {
                    merged[merged.count - 1] = last.lowerBound..<max(last.upperBound, range.upperBound)
                } else {
                    merged.append(range)
                }
            }
            cleared = merged
        }
    }

    /// Judges the pairs of a Swift file (``SwiftPairs``) against the findings its sites already have.
    ///
    /// - A constant foreground on a constant background that passes in every mode, or reads the same and legibly in every
    ///   mode (``PairJudgement/isLegibleDesignChoice``), neither side a surface that stays bright in dark, clears both sides (white on a constant brand button reads as the light
    ///   design chose, in every mode).
    /// - The colors a `switch` over the color scheme or the app's theme gives are chosen per scheme: cleared.
    /// - A constant surface that stays bright in dark is a finding, and so is each constant foreground drawn on it,
    ///   naming it (they must change together).
    /// - A constant foreground whose pair fails in some mode on a background the code names is a finding that says where
    ///   and by how much.
    ///
    /// - Parameters:
    ///   - file: The file, lexed.
    ///   - tree: Its syntax tree.
    ///   - sites: Its color sites (the walker's), whose values resolve constant sides.
    ///   - findings: Its findings so far, by site index, so an added finding never repeats one.
    ///   - catalogs: The catalogs named colors resolve in.
    ///   - excluded: The contexts the run leaves alone (previews, watchOS, tests); a site in one, or chosen by mode, gains no finding.
    ///   - lightTypes: The types the project shows in light only (``SwiftPairs/lightOnlyTypeNames(_:)``).
    ///   - screenSurfaces: The root view surfaces of the project's screens written outside Swift, by view controller type
    ///     (``InterfaceBuilderPairs/screenSurfaces()``).
    ///   - inheritedRoots: The root view backgrounds view controllers inherit from superclasses in other files (``InheritedScreens``).
    ///   - labelStyles: The app's button styles that color their label (``StyledLabels``).
    ///   - isDeclared: Whether the project declares a color member of a name (``SwiftPairs/isDeclared``).
    ///   - paletteValue: The value a palette type's member is declared with (``ColorDeclarations/value(ofProperty:owner:)``).
    ///   - wrappers: The app's color helpers, whose calls with literals are constants.
    static func judgePairs(in file: SwiftSourceFile, tree: SyntaxTree, sites: [ColorSite], reported: Set<Range<Int>>, catalogs: ColorCatalogIndex,
                           excluded: ColorContext, lightTypes: Set<String> = [], screenSurfaces: [String: PairSide] = [:],
                           inheritedRoots: [String: InheritedScreens.Root] = [:], labelStyles: Set<String> = [], isDeclared: @escaping (String) -> Bool = { _ in true },
                           paletteValue: @escaping (_ name: String, _ owner: String?) -> ColorDeclarations.PaletteValue? = { _, _ in nil },
                           wrappers: ColorDefinitions.ColorWrappers = ColorDefinitions.ColorWrappers()) -> SwiftPairOutcome {
        var outcome = SwiftPairOutcome()
        let checksModifier = ColorSchemeModifierRule.mayOccur(in: file.bytes)
        // A file without color sites may still draw a color the tree cannot read (`label.textColor = .brandGray()`), or one of
        // the app's palette types (`.foregroundColor(Palette.danger)`).
        guard !sites.isEmpty || checksModifier || Self.mayDrawForeground(file.bytes) else { return outcome }
        var values: [Range<Int>: ColorSiteValue] = [:]
        var byRange: [Range<Int>: ColorSite] = [:]
        for site in sites {
            byRange[site.range.offsets] = site
            if let value = site.value { values[site.range.offsets] = value }
        }
        if checksModifier { outcome.added += ColorSchemeModifierRule.findings(in: tree, file: file.path, skipsPreviews: excluded.contains(.preview)) }
        var reader = SwiftPairs(tree: tree, file: file.path, catalogs: catalogs, siteValues: values, screenSurfaces: screenSurfaces, isDeclared: isDeclared,
                                paletteValue: paletteValue, wrappers: wrappers)
        reader.inheritedRoots = inheritedRoots
        var added: Set<Range<Int>> = reported
        // What the code shows in light only (`.environment(\.colorScheme, .light)`, `overrideUserInterfaceStyle = .light`)
        // is never drawn in dark: nothing there is a dark-mode finding.
        // So are a bar's older colors where the same function gives it an iOS 13 appearance: shown only before dark mode.
        let legacyBars = reader.legacyBarColors().ranges
        let lightOnly = reader.forcedLight(lightTypes: lightTypes) + legacyBars
        outcome.cleared += lightOnly
        // Colors a switch over the scheme or the app's theme gives are chosen per scheme: not findings one by one. A
        // foreground a button's own style replaces on its label is never drawn: no finding either.
        let chosen = reader.chosenBySwitch() + StyledLabels.unseenForegrounds(in: tree, styles: labelStyles)
        // Made once, when some pass first needs a node at an offset.
        var locator: SyntaxLocator?
        func located() -> SyntaxLocator {
            if let locator { return locator }
            let made = SyntaxLocator(tree)
            locator = made
            return made
        }
        /// Whether a finding at `range` without a site of its own may be made: not shown in light only, not chosen per
        /// scheme, not in a preview lint leaves alone, and not made already.
        func mayAddWithoutSite(_ range: Range<Int>, replacingReported: Bool = false) -> Bool {
            guard !(lightOnly + chosen).contains(where: { $0.lowerBound <= range.lowerBound && range.upperBound <= $0.upperBound }),
                  !added.contains(range) || replacingReported && reported.contains(range) && !outcome.superseded.contains(range) else { return false }
            if excluded.contains(.preview), ColorSchemeModifierRule.isInPreview(located().innermostNode(containing: range.lowerBound)) { return false }
            return true
        }
        /// A pair's finding at `range` (one of the pair's rules, naming both sides), which a color-by-color rule's finding
        /// at the same site, if any, gives way to (`.white` text judged on the page, found on a card that turns white).
        func addInstead(_ range: Range<Int>, rule: LintRule, severity: LintSeverity? = nil, message: String, judgement: PairJudgement) {
            guard mayAddWithoutSite(range, replacingReported: true) else { return }
            added.insert(range)
            if reported.contains(range) { outcome.superseded.insert(range) }
            let location = tree.location(of: range.lowerBound)
            var finding = LintFinding(file: file.path, line: location.line, column: location.column, rule: rule, severity: severity ?? rule.defaultSeverity,
                                      message: message, fix: rule.fix, snippet: String(decoding: tree.bytes[range], as: UTF8.self))
            finding.pair = judgement
            outcome.added.append(finding)
        }
        func add(_ range: Range<Int>, pair: PairJudgement? = nil, _ message: (_ text: String) -> String) {
            // Shown in light only, or one of the colors a switch over the scheme or theme gives: no finding of its own.
            guard !(lightOnly + chosen).contains(where: { $0.lowerBound <= range.lowerBound && range.upperBound <= $0.upperBound }) else { return }
            guard let site = site(at: range, in: byRange) else {
                // A constant member of one of the app's palette types (`Config.Table.background`) has no site where it is
                // used: reported there, as its value would be if it were written there.
                guard mayAddWithoutSite(range), let node = Self.node(spanning: range, from: located()),
                      let side = reader.paletteSide(node.text.removingWhitespace(), at: SourceLine(file: file.path, line: 0), depth: 0), side.isConstant else { return }
                added.insert(range)
                let location = tree.location(of: range.lowerBound)
                let text = String(decoding: tree.bytes[range], as: UTF8.self)
                var finding = LintFinding(file: file.path, line: location.line, column: location.column, rule: .constantColor, message: message(text), snippet: text)
                finding.pair = pair
                finding.isPaletteUse = true
                outcome.added.append(finding)
                return
            }
            // One of a categorical palette's many colors (an avatar tile per sample member) is the same in both modes on purpose.
            guard site.kind != .namedColor, site.context.isDisjoint(with: ColorContext.adapting.union(excluded).union(.identityPalette)) else { return }
            let rule: LintRule = site.kind == .systemColor ? .nonAdaptingSystemColor : .constantColor
            guard added.insert(site.range.offsets).inserted else {
                if reported.contains(site.range.offsets), outcome.restated[site.range.offsets] == nil {
                    outcome.restated[site.range.offsets] = message(site.text)
                }
                return
            }
            var finding = LintFinding(file: file.path, line: site.range.start.line, column: site.range.start.column, rule: rule,
                                      message: message(site.text), snippet: site.text, site: site)
            finding.pair = pair
            outcome.added.append(finding)
        }
        // A bar's color and its content, judged as a pair: the bar rule reports it, and the color-by-color rules no longer do.
        for bar in reader.barPairs() {
            // A bar colored only where the code runs before dark mode (an `#available` check's fallback), or in a context
            // the run leaves alone: never drawn in dark.
            if let range = bar.found.backgroundRange, let site = byRange[range], !site.context.isDisjoint(with: ColorContext.adapting.union(excluded)) {
                continue
            }
            let judgement = bar.found.pair.judged()
            // Content on the system's bar is a finding only when it reads in light and fails in plain dark (a near-black
            // title): the bar may be colored elsewhere, and a light title is then the design's.
            if bar.isSystemBar {
                guard judgement.verdict == .darkRegression, judgement.passes.map({ !$0[AppearanceMode(colorScheme: .dark)] }) == true,
                      let message = BarContentContrastRule.message(bar, judgement: judgement) else { continue }
                let range = bar.found.foregroundRange
                // One of the app's palette members (`Styles.ink.color`) has no site of its own.
                if let site = byRange[range] ?? site(at: range, in: byRange), !site.context.isDisjoint(with: ColorContext.adapting.union(excluded)) { continue }
                addInstead(range, rule: .barContentContrast, message: message, judgement: judgement)
                continue
            }
            // A constant bar and constant content that read (white on a brand bar): neither is a finding by itself.
            if bar.found.pair.foreground.isConstant, judgement.background.isConstant, !judgement.background.isBrightInDark,
               judgement.verdict == .passes || judgement.isLegibleDesignChoice, let range = bar.found.backgroundRange {
                outcome.cleared += [range, bar.found.foregroundRange]
                continue
            }
            guard let message = BarContentContrastRule.message(bar, judgement: judgement), let range = bar.found.backgroundRange else { continue }
            added.insert(range)
            added.insert(bar.found.foregroundRange)
            outcome.cleared += [range, bar.found.foregroundRange]
            let location = reader.tree.location(of: range.lowerBound)
            var finding = LintFinding(file: file.path, line: location.line, column: location.column, rule: .barContentContrast, message: message,
                                      snippet: byRange[range]?.text ?? "")
            finding.pair = judgement
            outcome.added.append(finding)
        }
        outcome.cleared += chosen
        outcome.cleared += reader.symbolBackdropLayers()
        outcome.cleared += reader.defaultsNeverUsed()
        var brightSurfaces: [Range<Int>: PairSide] = [:]
        for surface in reader.constantSurfaces() where surface.side.isBrightInDark {
            brightSurfaces[surface.range] = surface.side
            add(surface.range) { "'\($0)' \(PairSide.brightSurfaceWords) mode; make it adapt (.systemBackground, or a color set with a Dark variant), with the colors drawn on it" }
        }
        // The judgements each site is a side of, for the harm-in-dark test below.
        var asForeground: [Range<Int>: [PairJudgement]] = [:], asBackground: [Range<Int>: [PairJudgement]] = [:]
        let foundPairs = reader.pairs()
        let judgements = foundPairs.map { $0.pair.judged() }
        // Surfaces an adapting foreground reads on in every mode: the surface is right there, and a constant drawn on it is wrong.
        var readByAdaptingForeground: Set<Range<Int>> = []
        for (found, judgement) in zip(foundPairs, judgements) where !found.pair.foreground.isConstant && judgement.verdict == .passes {
            if let range = found.backgroundRange { readByAdaptingForeground.insert(range) }
        }
        for (found, judgement) in zip(foundPairs, judgements) {
            outcome.judged.append(judgement)
            // Drawn on a bar color shown only before dark mode: not judged in dark.
            if let range = found.backgroundRange, legacyBars.contains(range) { continue }
            // Two arguments of one call (`textColor:`, `backgroundColor:`): a pair that passes clears them, but what the callee
            // draws on what is its own (a theme set's tint is for another surface), so no finding is made from one.
            // A constant foreground that passes in every mode on what the code names (a constant, or a system color that
            // adapts, an indicator on a `.orange` strip), or is legible alike in every mode (white on `UIColor.red`, 4.0:1), is
            // clear; so is a constant background under it, unless that stays bright in dark.
            // (Unless its surface stays bright in dark: what is drawn on that changes with it, as anywhere.)
            if found.onlyClears, found.backgroundRange.map({ brightSurfaces[$0] == nil }) ?? true {
                if found.pair.foreground.isConstant, judgement.verdict == .passes || judgement.isLegibleDesignChoice, !judgement.background.isBrightInDark {
                    outcome.cleared.append(found.foregroundRange)
                    if let range = found.backgroundRange, judgement.background.isConstant { outcome.cleared.append(range) }
                }
                continue
            }
            // Drawn on an image: what it reads on is the image's, never the page's.
            if found.isOnImage {
                outcome.cleared.append(found.foregroundRange)
                continue
            }
            // A color the tree cannot read on a constant surface that stays bright: reported where it is written, saying so.
            if found.foregroundIsUnreadable {
                let range = found.foregroundRange
                guard !lightOnly.contains(where: { $0.lowerBound <= range.lowerBound && range.upperBound <= $0.upperBound }),
                      added.insert(range).inserted else { continue }
                let location = tree.location(of: range.lowerBound)
                let text = found.pair.foreground.name
                let message = "\(PairJudgement.named(found.pair.foreground, as: found.pair.kind)), a color lint could not read, is drawn on "
                    + "\(PairJudgement.named(found.pair.background)), a constant surface that stays bright in dark: change them together"
                outcome.added.append(LintFinding(file: file.path, line: location.line, column: location.column, rule: .constantColor,
                                                 message: message, snippet: text))
                continue
            }
            // A pair on one of the app's adapting colors that reads worse in dark than in light: its dark variants were not chosen together.
            if PairContrastRule.reports(judgement), let message = PairContrastRule.message(judgement) {
                // At the foreground; and at the surface too when that is the color set and the foreground a constant (white
                // text on a card whose Dark variant turns white), unless an adapting foreground reads on it in every mode: the
                // surface's dark variant is what went wrong.
                var ranges = [found.foregroundRange]
                if found.pair.foreground.isConstant, case .named = found.pair.background.color, let range = found.backgroundRange,
                   !readByAdaptingForeground.contains(range) { ranges.append(range) }
                for range in ranges {
                    addInstead(range, rule: .pairContrast, severity: judgement.verdict == .darkRegression ? .error : .warning, message: message,
                               judgement: judgement)
                }
            }
            if let site = site(at: found.foregroundRange, in: byRange) { asForeground[site.range.offsets, default: []].append(judgement) }
            if let range = found.backgroundRange, let site = site(at: range, in: byRange) { asBackground[site.range.offsets, default: []].append(judgement) }
            let foreground = found.pair.foreground, background = judgement.background
            // On a bright surface of the file, or of the screen's storyboard scene.
            let brightSurface = found.backgroundRange.map { brightSurfaces[$0] }
                ?? (found.pair.background.isConstant && found.pair.background.isBrightInDark ? found.pair.background : nil)
            if let surface = brightSurface, foreground.isConstant {
                if Self.isWorseOnDarkPage(foreground, kind: found.pair.kind) {
                    let name = PairJudgement.named(foreground, as: found.pair.kind)
                    let on = PairJudgement.named(surface)
                    add(found.foregroundRange) { _ in "\(name) is drawn on \(on), a constant surface that stays bright in dark: change them together" }
                    continue
                }
                // One that reads as well on the dark page (a pale hairline, a mid-blue title) stays as it is once the surface
                // adapts: it is judged on the surface as it will be then, its light value in light and the page in dark (a
                // hairline's faintness is its design). One that fails there (`.lightGray` on white, 2.3:1) is its own finding,
                // as it would be once the surface is fixed.
                // White text all but invisible on the surface in light is not drawn on it (a status strip inside the white
                // cell, a brand fill): the design shows it in light.
                if Self.isDrawnElsewhere(foreground, kind: found.pair.kind, on: surface, assumed: false) { continue }
                if found.pair.kind == .stroke || Self.readsOnAdaptedSurface(foreground, kind: found.pair.kind, surface: surface, context: found.pair.context) {
                    outcome.cleared.append(found.foregroundRange)
                } else if let message = judgement.failureMessage {
                    add(found.foregroundRange, pair: judgement) { _ in message }
                }
                continue
            } else if foreground.isConstant, background.isConstant, found.backgroundRange != nil, judgement.verdict == .passes || judgement.isLegibleDesignChoice {
                outcome.cleared.append(found.foregroundRange)
                if let range = found.backgroundRange { outcome.cleared.append(range) }
                continue
            }
            // Only on a background the code names: an unknown one (an image, a button style, a shape's fill) is not guessed into a finding.
            // A white foreground all but invisible in light on what the code names is drawn, by design, over something the
            // code does not name here (a dark screen, artwork, a strip inside the view): not judged against that.
            if foreground.isConstant, !judgement.backgroundIsAssumed, judgement.verdict == .fails || judgement.verdict == .darkRegression,
               !judgement.isLightDesignChoice, !Self.isDrawnElsewhere(foreground, kind: found.pair.kind, on: judgement.background, assumed: false,
                                                                      translucent: found.pair.background.isTranslucent),
               let message = judgement.failureMessage {
                add(found.foregroundRange, pair: judgement) { _ in message }
            }
        }
        outcome.constantInEveryMode = constantInEveryMode(sites: sites, reported: reported, reader: reader, locator: &locator)
        outcome.cleared += harmlessInDark(sites: sites, reported: reported, reader: reader, locator: &locator, asForeground: asForeground, asBackground: asBackground,
                                          brightSurfaces: Set(brightSurfaces.keys))
        outcome.seal()
        return outcome
    }

    /// Whether a file's bytes name a foreground property (`textColor`, `tintColor`, `setTitleColor`: `text`, `tint` or `itle`
    /// before `Color`, the last letters of every name in ``SwiftPairs/foregroundProperties``), a SwiftUI foreground modifier
    /// (`foregroundColor`, `foregroundStyle`) or a surface (`backgroundColor`, `barTintColor`, `.background(`): a palette type's member
    /// drawn there has no site of its own.
    static func mayDrawForeground(_ bytes: [UInt8]) -> Bool {
        // One pass: at each `Color`, `Style` and `(`, the name it ends.
        bytes.withUnsafeBufferPointer { buffer in
            let count = buffer.count
            func ends(_ index: Int, with suffix: [UInt8]) -> Bool {
                guard index >= suffix.count else { return false }
                for offset in 0..<suffix.count where buffer[index - suffix.count + offset] != suffix[offset] { return false }
                return true
            }
            func starts(_ index: Int, with prefix: [UInt8]) -> Bool {
                guard index + prefix.count <= count else { return false }
                for offset in 0..<prefix.count where buffer[index + offset] != prefix[offset] { return false }
                return true
            }
            for index in 0..<count {
                switch buffer[index] {
                case UInt8(ascii: "C"):
                    if starts(index, with: colorWord), colorOwners.contains(where: { ends(index, with: $0) }) { return true }
                case UInt8(ascii: "S"):
                    if starts(index, with: styleWord), ends(index, with: foregroundWord) { return true }
                case UInt8(ascii: "("):
                    if ends(index, with: backgroundWord) { return true }
                default:
                    break
                }
            }
            return false
        }
    }

    private static let colorWord = Array("Color".utf8), styleWord = Array("Style".utf8), foregroundWord = Array("foreground".utf8)
    private static let backgroundWord = Array(".background".utf8)
    /// What comes before `Color` in the names: `textColor`, `tintColor`, `setTitleColor`/`titleColor`, `foregroundColor`,
    /// `backgroundColor`, `barTintColor`.
    private static let colorOwners = ["text", "tint", "itle", "foreground", "ackground", "arTint"].map { Array($0.utf8) }

    /// The sites whose color, judged by itself, was reported, but that do no harm in dark: a dark-mode finding needs a
    /// pair that gets worse in dark, or a surface that stays bright there.
    ///
    /// - A foreground (in a pair, or by its place: `textColor =`, `.foregroundColor(…)`) does harm when some dark mode fails
    ///   its minimum with less contrast than the same mode in light: `.black` or `.darkGray` text on the system background.
    ///   `.lightGray` placeholder text, `.red` for an error, `.orange` are as readable in dark as in light, or more.
    /// - A surface (`backgroundColor =`, `.background(…)`) does harm when it stays bright in dark, or when a pair drawn on it
    ///   gets worse there: a `.red` fill is a design choice, the same in both modes. A dark one that holds no subviews may be
    ///   a mark (a bar, a caret) that vanishes on dark, so it is kept.
    /// - Either side of a pair whose background stays bright in dark does harm: the two must change together. So does a
    ///   pair on a background the code names that fails in some mode, light included.
    /// - A site whose place says neither (a color stored for later, a property whose role is not known) does harm when it
    ///   would as either: bright in dark, or worse on the dark page than on the light one as text.
    /// - A shadow or mask, or a color that cannot be resolved, is left to the color-by-color rules.
    static func harmlessInDark(sites: [ColorSite], reported: Set<Range<Int>>, reader: SwiftPairs, locator: inout SyntaxLocator?,
                               asForeground: [Range<Int>: [PairJudgement]],
                               asBackground: [Range<Int>: [PairJudgement]], brightSurfaces: Set<Range<Int>>) -> [Range<Int>] {
        var harmless: [Range<Int>] = []
        var containers: Set<String>?
        for site in sites where reported.contains(site.range.offsets) && [.systemColor, .constructor, .helperCall].contains(site.kind)
            && !site.context.contains(.shadowOrMask) {
            let range = site.range.offsets
            if brightSurfaces.contains(range) { continue }
            let foreground = asForeground[range] ?? [], background = asBackground[range] ?? []
            if !foreground.isEmpty || !background.isEmpty {
                // Drawn on a constant surface that stays bright, or being one: they must change together (black on
                // `.systemYellow` is a chosen pair: the yellow stays bright in dark by design, and the pair passes). A pair on a background the
                // code names that fails in some mode is a finding (a warning when light fails too); a guessed background's
                // light-mode failure is not (the light design draws it on something else), nor is a legible failure the same in
                // every mode (two constant colors, as the light design chose them).
                let harms = (foreground + background).contains { $0.isWorseInDark || $0.background.isConstant && $0.background.isBrightInDark
                    || !$0.backgroundIsAssumed && $0.verdict == .fails && !$0.isLegibleDesignChoice && !$0.isLightDesignChoice }
                if !harms { harmless.append(range) }
                continue
            }
            var isSurface = site.context.contains(.background), isForeground = site.context.contains(.content) || site.context.contains(.fill)
            if locator == nil { locator = SyntaxLocator(reader.tree) }
            // The expression the site is, or the one it is the end of (`UIColor.brandColor(253, green: 84, blue: 4)` for the
            // helper call `brandColor(…)` the walk records).
            guard let node = locator.map({ Self.node(spanning: range, from: $0) ?? Self.node(ending: range, from: $0) }) ?? nil else { continue }
            // What SwiftUI draws as a view's background (`.background { Color(.darkGray).opacity(0.2) }`, a shape filled
            // there) is a surface the view is drawn on, whatever fills it: never a mark.
            // So is a gradient's stop (`LinearGradient(colors: …)`, `gradientColors`): a gradient fills an area, under
            // content or over it as a scrim, and is no mark.
            let inBackground = reader.isInBackgroundContent(node) || site.context.contains(.gradient) || SwiftPairs.isZStackBackdrop(node)
            if inBackground { (isSurface, isForeground) = (true, false) }
            // The role the property it is assigned to names (`actionBackgroundColor`, `titleTextColour`), when it names one; or
            // the label of the call argument it is: `Message(title: …, backgroundColor: .black)` is what the callee draws under
            // its content, a named fill.
            let label = Self.argumentLabel(of: node)
            let property = Self.assignedProperty(of: node) ?? label ?? Self.parameterPlace(of: node)
            let role = property.flatMap(SwiftPairs.role(ofProperty:))
            switch role {
            case .surface?: (isSurface, isForeground) = (true, false)
            case .foreground?: (isSurface, isForeground) = (false, true)
            case nil: break
            }
            // Stored for later (a palette function's value, `let brand = …`) or into a property whose role UIKit does not name
            // (`bezelView.color = .white`): a surface or a mark, unknown.
            let roleIsKnown = isSurface != isForeground && !(property != nil && role == nil)
            let side: PairSide
            if site.kind == .systemColor, site.type != .color, site.type != .shapeStyle, let name = site.name, let fixed = PairSide.fixedColor(named: name) {
                // `.red` where a `UIColor` is expected: UIKit's fixed red (SwiftUI's adapts).
                side = .constant(fixed)
            } else {
                // `#colorLiteral(…).withAlphaComponent(0.11)`: the faded color is what is drawn.
                guard let found = SwiftPairs.opacityCall(around: node).flatMap(reader.side(of:)) ?? site.value.map({ PairSide.constant($0) })
                        ?? reader.side(of: node) else { continue }
                side = found
            }
            guard side.isConstant else { continue }
            // Whatever it is drawn as, a color that is neither bright in dark (a surface that would glare) nor worse on the
            // dark page than on the light one (text that fades) reads in both modes: a brand orange, a mid blue, a light gray.
            if !roleIsKnown {
                if ProjectColorFacts.readsInEitherMode(side) { harmless.append(range) }
                continue
            }
            let assignment = isSurface ? reader.assignment(holding: range.lowerBound) : nil
            // A separator view's fill is a line: a pale one shows on either page; a dark one vanishes on the dark one.
            if let assignment, SwiftPairs.isLineView(reader.viewName(of: assignment)) {
                if !isWorseOnDarkPage(side, kind: .stroke) { harmless.append(range) }
                continue
            }
            // A surface does no harm unless it stays bright, or is so dark that, as a bar or a caret, it vanishes on dark;
            // a dark view that holds others (a transition's container, a cell's content view), a control's named fill
            // (`actionBackgroundColor`, under its title) or a SwiftUI background is a surface, not a mark.
            if isSurface, side.isBrightInDark { continue }
            // A dark shade the same function fades (a dimming window, a window kept at 1%): its opacity is its point.
            if let assignment, reader.isFaded(assignment) {
                harmless.append(range)
                continue
            }
            // A dark surface a property is declared with (`open var backgroundColor: UIColor = .black` of a style): a
            // backdrop, not a view's mark.
            if isSurface, Self.declaredName(of: node)?.lowercased().contains("background") == true {
                harmless.append(range)
                continue
            }
            if isSurface, inBackground || property.map(SwiftPairs.isNamedFill) == true || label != nil && role == .surface {
                harmless.append(range)
                continue
            }
            if let assignment {
                if containers == nil { containers = reader.containers() }
                if reader.isContainer(assignment, in: containers ?? []) {
                    // A tile that holds content and is light gray (#AAAAAA and up) is a bright block on a dark screen.
                    if side.isLightTile { continue }
                    harmless.append(range)
                    continue
                }
            }
            let kind: ForegroundKind = if case .foreground(let named)? = role { named } else if isSurface || site.context.contains(.fill) { .symbol } else { .text }
            if !isWorseOnDarkPage(side, kind: kind) { harmless.append(range) }
        }
        return harmless
    }

    /// Whether a constant foreground all but invisible in light on the background read or assumed for it is drawn on
    /// something else the code does not say (a brand fill, artwork, a status strip inside the white cell): the design shows
    /// it in light, so that background is not what it is drawn on. Text, and a symbol on a background that is not a
    /// constant surface (a view's white fill on its parent's white is a surface, not a mark); any mark on a translucent
    /// surface over the page.
    static func isDrawnElsewhere(_ foreground: PairSide, kind: ForegroundKind, on background: PairSide, assumed: Bool, translucent: Bool = false) -> Bool {
        guard foreground.isConstant, foreground.isUnseenInLight(on: background) else { return false }
        return translucent || kind == .text || kind == .largeText || kind == .symbol && (assumed || !background.isConstant)
    }

    /// The reported sites whose color is the same in every mode and does no harm as such (``SwiftPairOutcome/constantInEveryMode``):
    /// a layer color made from a constant, and a light-only named color neither bright in dark nor worse on the dark page.
    static func constantInEveryMode(sites: [ColorSite], reported: Set<Range<Int>>, reader: SwiftPairs, locator: inout SyntaxLocator?) -> Set<Range<Int>> {
        var result: Set<Range<Int>> = []
        var containers: Set<String>?
        for site in sites where reported.contains(site.range.offsets) {
            switch site.kind {
            case .layerColor:
                // `UIColor.brandGray().cgColor`, `Palette.rule.cgColor`, `NSColor.gray.withAlphaComponent(0.2).cgColor`: the
                // color the CGColor is made from. One alike in light and dark (`.systemRed`) is no stale copy either.
                var base = site.text.removingWhitespace()
                for suffix in [".cgColor", ".CGColor"] where base.hasSuffix(suffix) { base.removeLast(suffix.count) }
                if base.hasSuffix("?") || base.hasSuffix("!") { base.removeLast() }
                let location = SourceLine(file: site.file, line: site.range.start.line)
                if locator == nil { locator = SyntaxLocator(reader.tree) }
                // A property of the type (bare or on `self`) holds what its callers set, not its declared default: left to the
                // rule (``LayerColorSnapshotRule/isCallersColor(_:resolver:)``).
                let expression = locator.flatMap { Self.node(spanning: site.range.offsets, from: $0) }.flatMap(MemberAccess.init)?.base
                    .flatMap { $0.kind == .declReference || $0.text.hasPrefix("self.") ? nil : $0 }
                if let side = expression.flatMap(reader.side(of:)) ?? reader.side(ofText: base, at: location), side.isAlikeInLightAndDark {
                    result.insert(site.range.offsets)
                } else if let node = locator.flatMap({ Self.node(spanning: site.range.offsets, from: $0) }).flatMap(MemberAccess.init)?.base,
                          node.kind == .declReference,
                          let values = reader.localValues(of: node.text, in: SwiftPairs.enclosingFunction(of: node)),
                          values.allSatisfy({ reader.side(of: $0)?.isAlikeInLightAndDark == true }) {
                    // A local each of whose values is alike in light and dark (`color = Palette.red` in each case).
                    result.insert(site.range.offsets)
                }
            case .namedColor:
                guard let name = site.name else { continue }
                var side = PairSide.named(name, catalogs: reader.catalogs)
                guard side.isKnown, let values = side.values, values.allSatisfy({ $0 == values[AppearanceMode(colorScheme: .light)] }) else { continue }
                if locator == nil { locator = SyntaxLocator(reader.tree) }
                var node = locator.flatMap({ Self.node(spanning: site.range.offsets, from: $0) ?? Self.node(ending: site.range.offsets, from: $0) })
                // `.grey10.withAlphaComponent(0.2)`: what is drawn is the faded set.
                if let written = node, let call = SwiftPairs.opacityCall(around: written), let faded = reader.side(of: call) { (node, side) = (call, faded) }
                if ProjectColorFacts.readsInEitherMode(side) {
                    result.insert(site.range.offsets)
                    continue
                }
                // Its place says what it draws (`tintColor = .brand`, `let tintColor = app.tint ?? .brand`): a foreground that
                // reads on the dark page as on the light one and does not glare (a mid teal tint), a line view's fill that
                // shows there, or a surface that is dark in dark and holds content, is the same harmless color in every mode.
                guard let node, let role = Self.placeRole(of: node) else { continue }
                let assignment = reader.assignment(holding: site.range.offsets.lowerBound)
                switch role {
                case .foreground(let kind):
                    if !side.isBrightInDark, !isWorseOnDarkPage(side, kind: kind) { result.insert(site.range.offsets) }
                case .surface:
                    if let assignment, SwiftPairs.isLineView(reader.viewName(of: assignment)) {
                        if !isWorseOnDarkPage(side, kind: .stroke) { result.insert(site.range.offsets) }
                        continue
                    }
                    if containers == nil { containers = reader.containers() }
                    if !side.isBrightInDark, reader.isInBackgroundContent(node) || assignment.map({ reader.isContainer($0, in: containers ?? []) }) == true {
                        result.insert(site.range.offsets)
                    }
                }
            default:
                continue
            }
        }
        return result
    }

    /// Whether a foreground would read worse on the dark system page than on the light one (``PairJudgement/isWorseInDark``):
    /// what it must do to stay readable once the bright surface under it adapts.
    static func isWorseOnDarkPage(_ foreground: PairSide, kind: ForegroundKind) -> Bool {
        ColorPair(kind, foreground, on: .unknown("the view's background")).judged().isWorseInDark
    }

    /// Whether a foreground drawn on a bright constant surface reads on that surface as it will be once adapted: its own
    /// value in light (a color set made for it keeps the light value), the context's system background in dark. It reads
    /// when it passes there, or falls short in light only as the light design chose (``PairJudgement/isLightDesignChoice``:
    /// an orange title at 3.5:1 on its pale banner).
    static func readsOnAdaptedSurface(_ foreground: PairSide, kind: ForegroundKind, surface: PairSide, context: BackgroundContext = .plain) -> Bool {
        let page = context.background()
        guard let light = surface.values, let dark = page.values else { return false }
        let adapted = PairSide(color: surface.color, values: ModeValues { $0.colorScheme == .light ? light[$0] : dark[$0] }, name: surface.name,
                               location: surface.location)
        let judgement = ColorPair(kind, foreground, on: adapted, context: context).judged()
        return judgement.verdict == .passes || judgement.isLightDesignChoice
    }

    /// The name of the type's stored property an expression is the declared value of (`backgroundColor` for the `.black` of
    /// `var backgroundColor: UIColor = .black`), or `nil`.
    /// The place a parameter's default value names, as a color property (`forBackground background: UIColor = .black` reads
    /// as `forBackgroundColor`): what the function draws with the value its caller leaves as is.
    static func parameterPlace(of node: Syntax) -> String? {
        var current = node.parent
        var steps = 0
        while let parent = current, steps < 3 {
            if parent.kind == .parameter, let parameter = FunctionParameter(parent), let value = parameter.defaultValue,
               value.range.contains(node.range.lowerBound) {
                guard let name = parameter.label.flatMap({ $0 == "_" ? nil : $0 }) ?? parameter.name else { return nil }
                return name.lowercased().hasSuffix("color") || name.lowercased().hasSuffix("colour") ? name : name + "Color"
            }
            guard parent.kind == .memberAccess || parent.kind == .implicitMember || parent.kind == .functionCall else { return nil }
            current = parent.parent
            steps += 1
        }
        return nil
    }

    static func declaredName(of node: Syntax) -> String? {
        var current = node.parent
        var steps = 0
        while let parent = current, steps < 3 {
            if parent.kind == .patternBinding {
                guard let block = parent.parent?.parent, block.kind == .codeBlock, block.parent?.kind.isTypeDeclaration == true else { return nil }
                return PatternBinding(parent)?.name
            }
            guard parent.kind == .memberAccess || parent.kind == .implicitMember || parent.kind == .functionCall else { return nil }
            current = parent.parent
            steps += 1
        }
        return nil
    }

    /// What a value's place says it draws (``SwiftPairs/PropertyRole``): the property it is assigned to, the argument label
    /// it is given under, or the name it is bound to (`let tintColor = …`), through the fallback of `??`.
    static func placeRole(of node: Syntax) -> SwiftPairs.PropertyRole? {
        var value = node
        if let parent = value.parent, let operation = InfixOperation(parent), operation.operatorText == "??", operation.right == value { value = parent }
        let bound = value.parent.flatMap(PatternBinding.init)?.name
        return (assignedProperty(of: value) ?? argumentLabel(of: value) ?? bound).flatMap(SwiftPairs.role(ofProperty:))
    }

    /// The property a value is assigned to (`color` in `hud.color = value`), or `nil` when it is not the right side of `=`.
    private static func assignedProperty(of node: Syntax) -> String? {
        guard let parent = node.parent, let operation = InfixOperation(parent), operation.operatorText == "=", operation.right == node,
              let left = operation.left else { return nil }
        if let member = MemberAccess(left) { return member.name }
        return DeclReference(left)?.name
    }

    /// The label of the call argument a value is (`backgroundColor` in `Message(title: t, backgroundColor: .black)`), or `nil`.
    private static func argumentLabel(of node: Syntax) -> String? {
        guard let parent = node.parent, parent.kind == .argument, parent.parent?.kind == .functionCall else { return nil }
        return Argument(parent)?.label
    }

    /// The node whose range is exactly `range`, or `nil`.
    private static func node(spanning range: Range<Int>, from locator: SyntaxLocator) -> Syntax? {
        var node: Syntax? = locator.innermostNode(containing: range.lowerBound)
        while let current = node, current.range != range {
            guard current.range.lowerBound >= range.lowerBound, current.range.upperBound <= range.upperBound else { return nil }
            node = current.parent
        }
        return node
    }

    /// The member access or call that ends exactly where `range` does and holds it (`UIColor.brand(1, 2, 3)` for `brand(1, 2, 3)`),
    /// or `nil`.
    private static func node(ending range: Range<Int>, from locator: SyntaxLocator) -> Syntax? {
        var node: Syntax? = locator.innermostNode(containing: range.lowerBound)
        while let current = node, current.range.upperBound <= range.upperBound {
            if current.range.upperBound == range.upperBound, current.range.lowerBound < range.lowerBound,
               current.kind == .functionCall || current.kind == .memberAccess || current.kind == .implicitMember { return current }
            node = current.parent
        }
        return nil
    }

    /// The site written exactly at `range`, or the one site inside it (`Color.white.opacity(0.5)` holds `Color.white`).
    private static func site(at range: Range<Int>, in sites: [Range<Int>: ColorSite]) -> ColorSite? {
        if let site = sites[range] { return site }
        let inside = sites.filter { range.lowerBound <= $0.key.lowerBound && $0.key.upperBound <= range.upperBound }
        return inside.count == 1 ? inside.first?.value : nil
    }
}
