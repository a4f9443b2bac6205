import NocturneProject
import NocturneSupport

/// The evidence for two of Apple's Accessibility Nutrition Labels, Dark Interface and Sufficient Contrast, read from an app's code and assets.
///
/// Built on one lint run (its pairs, findings and catalogs) and the project model (targets, Info.plists, build
/// settings, icon sets). Each criterion gets a verdict, met, not met or cannot tell, and the evidence behind it; what
/// cannot be read is cannot tell, never met.
///
/// ```swift
/// let report = try AccessibilityReport.make(paths: ["App"])
/// report.criteria.map(\.verdict)   // [.notMet, .met]
/// ```
public struct AccessibilityReport: Sendable {
    /// Dark Interface, then Sufficient Contrast.
    public var criteria: [ReportCriterion]
    /// The lint run the report stands on.
    public var lint: LintReport
    /// What the project model could not read (a `project.pbxproj` that does not parse).
    public var problems: [String]

    /// The report of a lint run and a project.
    ///
    /// - Parameters:
    ///   - lint: The lint run over the app.
    ///   - project: Its project model.
    ///   - icons: The app icons' evidence, when the caller read it already (`nil` reads it here).
    package init(lint: LintReport, project: Project, icons: [ReportEvidence]? = nil) {
        self.lint = lint
        problems = project.problems
        let appearances = lint.appAppearances ?? project.appAppearances()
        criteria = [DarkInterfaceEvidence.criterion(lint: lint, project: project, appearances: appearances,
                                                    icons: icons ?? AppIconEvidence.evidence(project: project)),
                    SufficientContrastEvidence.criterion(pairs: lint.pairs)]
    }

    /// Lints the paths, loads their project and reports.
    ///
    /// The project is loaded once; the app icons' PNGs are decoded on one core while lint reads the code on the others.
    ///
    /// - Parameters:
    ///   - paths: Files and folders, as `nocturne lint` takes them.
    ///   - configuration: The lint configuration (excludes, tests, previews).
    /// - Returns: The report.
    /// - Throws: ``LintError`` for a path that does not exist.
    public static func make(paths: [String], configuration: LintConfiguration = LintConfiguration()) throws(LintError) -> AccessibilityReport {
        let project = Project.load(paths: paths)
        let linter = Linter(configuration: configuration)
        enum Part: Sendable {
            case lint(Result<LintReport, LintError>)
            case icons([ReportEvidence])
        }
        let parts = ParallelMap.map(2) { index -> Part in
            if index == 1 { return .icons(AppIconEvidence.evidence(project: project)) }
            return .lint(Result { () throws(LintError) in try linter.lint(paths: paths, baseline: nil, project: project) })
        }
        guard case .lint(let result)? = parts.first, case .icons(let icons)? = parts.last else {
            return AccessibilityReport(lint: try linter.lint(paths: paths, baseline: nil, project: project), project: project)
        }
        return AccessibilityReport(lint: try result.get(), project: project, icons: icons)
    }

    /// The verdict of the whole: not met when one criterion is, else cannot tell when one is, else met.
    public var verdict: ReportVerdict { ReportVerdict.combined(criteria.map(\.verdict)) }

}
