import NocturneProject
import NocturneSupport

/// The evidence for Apple's Dark Interface criterion: the app stays dark throughout when the system is dark.
///
/// Gathered from the lint run and the project model, in this order: each app target's opt-out
/// (`UIUserInterfaceStyle` = `Light`, `NSRequiresAquaSystemAppearance`), the constant surfaces that stay bright in dark,
/// the named colors without a dark value drawn under something, the image sets drawn as backgrounds
/// (``BackgroundImageEvidence``), the launch screen (``LaunchScreenEvidence``) and the app
/// icons (``AppIconEvidence``).
enum DarkInterfaceEvidence {
    /// The criterion's question, as Apple puts it.
    static let question = "Does the app stay dark throughout when the system is dark, with no bright screens or flashes, launch screen included?"

    /// The criterion, judged.
    ///
    /// - Parameters:
    ///   - lint: The lint run over the app.
    ///   - project: The app's project model.
    ///   - appearances: What its app targets' Info.plists and build settings say.
    ///   - icons: The app icons' evidence (``AppIconEvidence/evidence(project:)``), read while lint ran.
    static func criterion(lint: LintReport, project: Project, appearances: [TargetAppearance], icons: [ReportEvidence]) -> ReportCriterion {
        var evidence = optOutEvidence(appearances)
        evidence += surfaceEvidence(lint)
        // Every image set drawn as a background or shown at launch, measured once.
        let launchFiles = Set(LaunchScreenEvidence.launchFiles(appearances: appearances, storyboards: lint.interfaceBuilderPaths))
        let names = lint.backgroundImages.map { ($0.name, $0.isSymbol) } + appearances.compactMap { $0.launchImageName.map { ($0.value, false) } }
        let looks = BackgroundImageEvidence.looks(names, catalogs: project.catalogs.map(\.path), looseImages: project.looseImages)
        evidence += BackgroundImageEvidence.evidence(lint.backgroundImages.filter { !launchFiles.contains($0.file) }, looks: looks)
        evidence += LaunchScreenEvidence.evidence(appearances: appearances, storyboards: lint.interfaceBuilderPaths, catalogs: lint.colorCatalogs,
                                                  images: looks, imageUses: lint.backgroundImages)
        evidence += icons
        return ReportCriterion(name: "Dark Interface", question: question, evidence: evidence)
    }

    /// One piece per target that opts out (not met) or cannot be read (cannot tell); one saying none does otherwise.
    static func optOutEvidence(_ appearances: [TargetAppearance]) -> [ReportEvidence] {
        guard !appearances.isEmpty else {
            return [ReportEvidence("opt-out", .cannotTell, "no Xcode project or Info.plist found: an app-wide opt-out from dark cannot be ruled out")]
        }
        var evidence: [ReportEvidence] = []
        for appearance in appearances {
            if let optOut = appearance.optOut {
                evidence.append(ReportEvidence("opt-out", .notMet, "\(appearance.target): \(optOut.key) = \(optOut.value): the app never shows dark",
                                               at: optOut.description))
            } else if let problem = appearance.problem {
                evidence.append(ReportEvidence("opt-out", .cannotTell, "\(appearance.target): the Info.plist cannot be read (\(problem))",
                                               at: appearance.infoPlist))
            }
        }
        if evidence.isEmpty {
            let names = appearances.map(\.target).joined(separator: ", ")
            evidence.append(ReportEvidence("opt-out", .met, "no target opts out of dark (\(names)): no UIUserInterfaceStyle = Light, "
                                           + "no NSRequiresAquaSystemAppearance"))
        }
        return evidence
    }

    /// The surfaces that stay bright in dark: lint's bright-surface findings, and the pairs drawn on a named color whose dark value is bright.
    static func surfaceEvidence(_ lint: LintReport) -> [ReportEvidence] {
        var evidence: [ReportEvidence] = []
        var seen: Set<String> = []
        for finding in lint.findings where finding.message.contains(PairSide.brightSurfaceWords) {
            let location = "\(PathText.lastComponent(finding.file)):\(finding.line)"
            guard seen.insert(location).inserted else { continue }
            evidence.append(ReportEvidence("bright surface", .notMet, finding.message, at: location))
        }
        // A named color without a dark value is not a constant to lint, yet a bright one under text is a bright surface all the same.
        for judgement in lint.pairs where !judgement.backgroundIsAssumed {
            let background = judgement.pair.background
            guard case .named(let name) = background.color, background.isBrightInDark else { continue }
            let location = background.location?.description ?? name
            guard seen.insert(location).inserted else { continue }
            evidence.append(ReportEvidence("light-only color", .notMet, "the named color '\(name)' stays bright in dark "
                                           + "(\(LaunchScreenEvidence.hex(background))) under \(PairJudgement.named(judgement.pair.foreground, as: judgement.pair.kind))",
                                           at: location))
        }
        let lightOnly = lint.findings.filter { $0.rule == .namedColorNoDark || $0.rule == .assetNoDark }
        if !lightOnly.isEmpty {
            // The same set named by a use (`Paper`) and by the catalog audit (`…/Paper.colorset/Contents.json`) is one color.
            let names = Set(lightOnly.map { finding in
                let name = finding.site?.name ?? PathText.lastComponent(PathText.parent(finding.file))
                return name.hasSuffix(".colorset") ? String(name.dropLast(".colorset".count)) : name
            })
            evidence.append(ReportEvidence("light-only color", .notMet, "\(NumberText.counted(names.count, "named color")) without a Dark "
                                           + "appearance (\(names.sorted().prefix(8).joined(separator: ", "))\(names.count > 8 ? ", …" : "")): "
                                           + "each looks the same in both modes", advisory: true))
        }
        if evidence.isEmpty {
            evidence.append(ReportEvidence("bright surface", .met, "no constant surface stays bright in dark among \(NumberText.counted(lint.pairs.count, "pair")) "
                                           + "read from \(NumberText.counted(lint.swiftFiles, "Swift file")) and "
                                           + "\(lint.interfaceBuilderFiles) storyboards and xibs"))
        }
        return evidence
    }
}
