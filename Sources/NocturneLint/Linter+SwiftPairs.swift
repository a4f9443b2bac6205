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

        /// Whether a finding at `site` is cleared.
        func clears(_ site: ColorSite) -> Bool {
            let range = site.range.offsets
            return cleared.contains { $0.lowerBound <= range.lowerBound && range.upperBound <= $0.upperBound }
        }
    }

    /// Judges the pairs of a Swift file (``SwiftPairs``) against the findings its sites already have.
    ///
    /// - A constant foreground on a constant background that passes in every mode, neither side a surface that stays
    ///   bright in dark, clears both sides (white on a constant brand button reads in every mode).
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
    static func judgePairs(in file: SwiftSourceFile, tree: SyntaxTree, sites: [ColorSite], reported: Set<Range<Int>>, catalogs: ColorCatalogIndex,
                           excluded: ColorContext) -> SwiftPairOutcome {
        var outcome = SwiftPairOutcome()
        let checksModifier = ColorSchemeModifierRule.mayOccur(in: file.bytes)
        guard !sites.isEmpty || checksModifier else { return outcome }
        var values: [Range<Int>: ColorSiteValue] = [:]
        var byRange: [Range<Int>: ColorSite] = [:]
        for site in sites {
            byRange[site.range.offsets] = site
            if let value = site.value { values[site.range.offsets] = value }
        }
        if checksModifier { outcome.added += ColorSchemeModifierRule.findings(in: tree, file: file.path, skipsPreviews: excluded.contains(.preview)) }
        let reader = SwiftPairs(tree: tree, file: file.path, catalogs: catalogs, siteValues: values)
        var added: Set<Range<Int>> = reported
        // What the code shows in light only (`.environment(\.colorScheme, .light)`, `overrideUserInterfaceStyle = .light`)
        // is never drawn in dark: nothing there is a dark-mode finding.
        let lightOnly = reader.forcedLight()
        outcome.cleared += lightOnly
        func add(_ range: Range<Int>, pair: PairJudgement? = nil, _ message: (ColorSite) -> String) {
            guard !lightOnly.contains(where: { $0.lowerBound <= range.lowerBound && range.upperBound <= $0.upperBound }) else { return }
            guard let site = site(at: range, in: byRange), site.kind != .namedColor,
                  site.context.isDisjoint(with: ColorContext.adapting.union(excluded)), added.insert(site.range.offsets).inserted else { return }
            let rule: LintRule = site.kind == .systemColor ? .nonAdaptingSystemColor : .constantColor
            var finding = LintFinding(file: file.path, line: site.range.start.line, column: site.range.start.column, rule: rule,
                                      message: message(site), snippet: site.text, site: site)
            finding.pair = pair
            outcome.added.append(finding)
        }
        // A bar's color and its content, judged as a pair: the bar rule reports it, and the color-by-color rules no longer do.
        for bar in reader.barPairs() {
            let judgement = bar.found.pair.judged()
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
        // Colors a switch over the scheme or the app's theme gives are chosen per scheme: not findings one by one.
        outcome.cleared += reader.chosenBySwitch()
        var brightSurfaces: [Range<Int>: PairSide] = [:]
        for surface in reader.constantSurfaces() where surface.side.isBrightInDark {
            brightSurfaces[surface.range] = surface.side
            add(surface.range) { "'\($0.text)' \(PairSide.brightSurfaceWords) mode; make it adapt (.systemBackground, or a color set with a Dark variant), with the colors drawn on it" }
        }
        for found in reader.pairs() {
            let judgement = found.pair.judged()
            outcome.judged.append(judgement)
            let foreground = found.pair.foreground, background = judgement.background
            if let range = found.backgroundRange, let surface = brightSurfaces[range], foreground.isConstant {
                let name = PairJudgement.named(foreground, as: found.pair.kind)
                let on = PairJudgement.named(surface)
                add(found.foregroundRange) { _ in "\(name) is drawn on \(on), a constant surface that stays bright in dark: change them together" }
                continue
            }
            if foreground.isConstant, background.isConstant, found.backgroundRange != nil, judgement.verdict == .passes {
                outcome.cleared.append(found.foregroundRange)
                if let range = found.backgroundRange { outcome.cleared.append(range) }
                continue
            }
            // Only on a background the code names: an unknown one (an image, a button style, a shape's fill) is not guessed into a finding.
            if foreground.isConstant, !judgement.backgroundIsAssumed, judgement.verdict == .fails || judgement.verdict == .darkRegression,
               let message = judgement.failureMessage {
                add(found.foregroundRange, pair: judgement) { _ in message }
            }
        }
        return outcome
    }

    /// The site written exactly at `range`, or the one site inside it (`Color.white.opacity(0.5)` holds `Color.white`).
    private static func site(at range: Range<Int>, in sites: [Range<Int>: ColorSite]) -> ColorSite? {
        if let site = sites[range] { return site }
        let inside = sites.filter { range.lowerBound <= $0.key.lowerBound && $0.key.upperBound <= range.upperBound }
        return inside.count == 1 ? inside.first?.value : nil
    }
}
