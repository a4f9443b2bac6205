import Nocturne
import NocturneSupport

/// `nocturne report`: the evidence for Apple's Dark Interface and Sufficient Contrast labels, with a verdict for each.
///
/// Thin: the report is ``AccessibilityReport`` (NocturneLint), built on one lint run and the project model; this
/// command prints it, writes the HTML page and chooses the exit status.
enum ReportCommand: Command {
    static let name = "report"
    static let abstract = "Give the evidence for Apple's Dark Interface and Sufficient Contrast labels: a verdict for each, and why."
    static let discussion = """
        Reads the paths as nocturne lint does and judges two of App Store Connect's Accessibility Nutrition Labels, each \
        met, not met or cannot tell, with the evidence behind it. Dark Interface: each app target's opt-out \
        (UIUserInterfaceStyle = Light in its Info.plist or INFOPLIST_KEY_ build settings, NSRequiresAquaSystemAppearance), \
        constant surfaces that stay bright in dark, named colors without a dark value, the launch screen (its storyboard's \
        backgrounds or UILaunchScreen's color, in dark) and the app icons' dark and tinted variants (their PNGs decoded by \
        the tool's own inflate). Sufficient Contrast: every pair nocturne pairs finds, worst first, in eight modes with WCAG \
        2.2 and APCA, and the share meeting 4.5:1 (3:1 for large text and non-text) in each mode. A file that is missing \
        or cannot be read is cannot tell, with the reason, never met. Advisory evidence (an icon without a tinted \
        variant) is shown and does not decide.

        Exit status: 0 when every criterion is met; 1 when one is not met (or the input is bad); cannot tell exits 0 with \
        a warning on standard error, or 1 with --strict.

          nocturne report App
          nocturne report App --html report.html
          nocturne report App --json --strict
        """
    static let arguments = [Argument("path", help: "Files and folders to read (default: the current folder).", repeated: true, optional: true)]
    static let html = Option.text("html", value: "file", help: "Also write the report as a self-contained HTML page (offline, printable) to this file.")
    static let json = Option.flag("json", help: "Print the report as one JSON object: verdicts, evidence, the share of pairs per mode.")
    static let strict = Option.flag("strict", help: "Exit 1 when a criterion cannot be told, not only when one is not met.")
    static let config = Option.text("config", value: "file", help: "The configuration file (default: .nocturne.json in the first folder given).")
    static let options: [any CommandOption] = [html, json, strict, config]

    static func run(_ arguments: ParsedArguments, in context: CommandContext) throws -> ExitStatus {
        let paths = arguments.values("path").isEmpty ? ["."] : arguments.values("path")
        let configuration = try LintCommand.readConfiguration(arguments[Self.config], paths: paths)
        let report: AccessibilityReport
        do { report = try AccessibilityReport.make(paths: paths, configuration: configuration) } catch {
            throw CommandFailure(String(describing: error))
        }
        for skip in report.lint.skipped { context.printError("warning: " + LintOutput.escaped(skip.description)) }
        for problem in report.problems { context.printError("warning: " + LintOutput.escaped(problem)) }
        if arguments[Self.json] {
            context.printJSON(report.json)
        } else {
            for line in report.textLines { context.print(LintOutput.escaped(line)) }
        }
        if let file = arguments[Self.html] {
            do { try AtomicFile.write(report.html(title: paths.joined(separator: " ")), to: file) } catch {
                throw CommandFailure("cannot write \(file): \(error)")
            }
            context.printError("Wrote \(file)")
        }
        switch report.verdict {
        case .met: return .success
        case .notMet: return .failure
        case .cannotTell:
            let unknown = report.criteria.filter { $0.verdict == .cannotTell }.map(\.name).joined(separator: ", ")
            context.printError("warning: cannot tell \(unknown) from the code and assets alone (see the evidence)\(arguments[Self.strict] ? "" : "; exit 0 without --strict")")
            return arguments[Self.strict] ? .failure : .success
        }
    }
}
