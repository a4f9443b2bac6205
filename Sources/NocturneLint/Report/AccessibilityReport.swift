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
    package init(lint: LintReport, project: Project) {
        self.lint = lint
        problems = project.problems
        let appearances = lint.appAppearances ?? project.appAppearances()
        criteria = [DarkInterfaceEvidence.criterion(lint: lint, project: project, appearances: appearances),
                    SufficientContrastEvidence.criterion(pairs: lint.pairs)]
    }

    /// Lints the paths, loads their project and reports.
    ///
    /// - Parameters:
    ///   - paths: Files and folders, as `nocturne lint` takes them.
    ///   - configuration: The lint configuration (excludes, tests, previews).
    /// - Returns: The report.
    /// - Throws: ``LintError`` for a path that does not exist.
    public static func make(paths: [String], configuration: LintConfiguration = LintConfiguration()) throws(LintError) -> AccessibilityReport {
        let lint = try Linter(configuration: configuration).lint(paths: paths)
        return AccessibilityReport(lint: lint, project: lint.project ?? Project.load(paths: paths))
    }

    /// The verdict of the whole: not met when one criterion is, else cannot tell when one is, else met.
    public var verdict: ReportVerdict { ReportVerdict.combined(criteria.map(\.verdict)) }

}
