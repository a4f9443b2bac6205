import Nocturne
import NocturneSupport

/// `nocturne lint`: find the colors that will not adapt to dark mode in Swift, storyboards, xibs and asset catalogs.
///
/// The linting lives in `NocturneLint` (``Linter``, ``LintOutput``); this command reads the
/// configuration and baseline, runs it, and prints the chosen format.
enum LintCommand: Command {
    static let name = "lint"
    static let abstract = "Find colors that will not adapt to dark mode in Swift, storyboards, xibs and asset catalogs."
    static let discussion = """
        Walks the paths (default: the current folder), skipping .build, Pods, Carthage, DerivedData, .git, \
        what .gitignore files exclude (unless --no-gitignore) and the configuration's excludes, and reports constant colors (Color(red:green:blue:), UIColor(hex:), \
        #colorLiteral, palette constants), black/white as content color, UIKit/AppKit fixed colors, named colors \
        missing from the asset catalogs or without Dark or High Contrast variants, custom Interface Builder colors, \
        and what nocturne audit finds in the catalogs. Colors chosen by colorScheme or traits, previews, tests \
        and watchOS code are left alone.

        Silence a finding with // nocturne:ignore <rule> on its line or the line above. Rules, severities and \
        excludes come from .nocturne.json in the first folder given, or from --config. Exits 1 when an \
        error-severity finding remains, 2 when lint could not run (a path, configuration or baseline that cannot \
        be read). nocturne lint --rules lists the rules, their severities and how each is fixed.

        .nocturne.json keys: "rules" (rule → "error", "warning", "note" or "off"), "exclude" (.gitignore-style \
        patterns), "gitignore" (false: lint what .gitignore excludes), "followLinks", "includeTests", "includePreviews", \
        "includeWatch" (true: lint tests, previews, watchOS code), "theme" (the theme file: nocturne theme --help) and \
        "$schema".

          nocturne lint App
          nocturne lint . --format github
          nocturne lint . --format sarif > nocturne.sarif
          nocturne lint . --write-baseline .nocturne-baseline.json
          nocturne lint . --baseline .nocturne-baseline.json
          nocturne lint --rules
          nocturne lint App --format xcode --stamp lint.swift -q
          nocturne lint App --explain Views/Card.swift:12
        """
    static let arguments = [Argument("path", help: "Files and folders to lint (default: the current folder).", repeated: true, optional: true)]
    static let format = Option.choice("format", value: "format", help: "How to print findings.", default: LintOutput.Format.text)
    static let json = Option.flag("json", help: "Print JSON Lines (the same as --format json).")
    static let config = Option.text("config", value: "file", help: "The configuration file (default: .nocturne.json in the first folder given).")
    static let baseline = Option.text("baseline", value: "file", help: "Leave out the findings this baseline lists.")
    static let writeBaseline = Option.text("write-baseline", value: "file", help: "Record every finding in a baseline file and exit 0.")
    static let noGitignore = Option.flag("no-gitignore", help: "Lint what .gitignore files exclude too (the configuration's excludes still apply).")
    static let followLinks = Option.flag("follow-links", help: "Follow symbolic links out of the paths given too (links inside them are always followed; loops end).")
    static let stamp = Option.text("stamp", value: "file", help: "After a run with no error, write the summary as a // comment to this file: a build step's output (a .swift file the target compiles), so an unchanged tree is not linted again.")
    static let rules = Option.flag("rules", help: "List the rules with their severities (as the configuration sets them), what each finds and how to fix it, and lint nothing.")
    static let explain = Option.text("explain", value: "file:line", help: "Print every pair a line's colors are in (what each is drawn on, with its contrast in the eight modes) and the line's findings, and nothing else.")
    static let verbose = Option.flag("verbose", help: "Also say, on standard error, how many bytes of each Swift file were not read as Swift and which color sites have no known type (fix leaves those).")
    static let options: [any CommandOption] = [format, json, config, baseline, writeBaseline, noGitignore, followLinks, stamp, BuildStepOptions.quiet, verbose, rules, explain]
    static var conflicts: [(any CommandOption, any CommandOption)] {
        [(format, json), (baseline, writeBaseline), (rules, format), (rules, baseline), (rules, writeBaseline), (rules, noGitignore), (rules, followLinks),
         (rules, stamp), (rules, BuildStepOptions.quiet), (explain, rules), (explain, writeBaseline), (explain, format), (explain, json)]
    }

    /// 1 is findings; an input that cannot be read, or a run that cannot finish, is 2.
    static let failureStatus = ExitStatus.couldNotRun

    static func run(_ arguments: ParsedArguments, in context: CommandContext) throws -> ExitStatus {
        let format = arguments[Self.json] ? .json : arguments[Self.format]
        guard format == .xcode else { return try lint(arguments, format: format, in: context) }
        // For a build: a problem with the input is one diagnostic at its line, and the build step fails.
        do { return try lint(arguments, format: format, in: context) } catch let failure as LintInputFailure {
            context.printError(LintOutput.diagnostic(failure.error))
            return .couldNotRun
        }
    }

    /// A ``LintError`` on its way out as a command failure, kept whole for ``LintOutput/diagnostic(_:)``.
    struct LintInputFailure: Error {
        let error: LintError
    }

    static func lint(_ arguments: ParsedArguments, format: LintOutput.Format, in context: CommandContext) throws -> ExitStatus {
        let paths = arguments.values("path").isEmpty ? ["."] : arguments.values("path")
        var configuration = try readConfiguration(arguments[Self.config], paths: paths, keepingErrors: format == .xcode)
        if arguments[Self.rules] {
            listRules(configuration, json: arguments[Self.json], in: context)
            return .success
        }
        if arguments[Self.noGitignore] { configuration.readsGitignore = false }
        if arguments[Self.followLinks] { configuration.followsLinks = true }
        let baseline = try arguments[Self.baseline].map(readBaseline)
        // Findings one per line are printed as each file is done (a run with a million findings holds a few files' worth);
        // SARIF is one document, and --explain, --write-baseline and --verbose need the whole report first.
        let streams = format != .sarif && arguments[Self.explain] == nil && arguments[Self.writeBaseline] == nil && !arguments[Self.verbose]
        let report: LintReport
        do {
            let linter = Linter(configuration: configuration)
            if streams {
                report = try linter.lint(paths: paths, baseline: baseline, skipped: { warn($0, in: context) }) { context.print(line($0, format: format)) }
            } else {
                report = try linter.lint(paths: paths, baseline: baseline)
                warn(report.skipped, in: context)
            }
        } catch {
            if format == .xcode { throw LintInputFailure(error: error) }
            throw CommandFailure(String(describing: error))
        }
        if arguments[Self.verbose] { for line in verboseLines(report) { context.printError(line) } }
        if let target = arguments[Self.explain] { return try explain(target, report: report, in: context) }
        if let path = arguments[Self.writeBaseline] {
            do { try LintBaseline(findings: report.unbaselined).write(to: path) } catch { throw CommandFailure(error.description) }
            context.printError("Wrote \(NumberText.counted(report.unbaselined.count, "finding")) to the baseline \(path).")
            return .success
        }
        if format == .sarif {
            context.write(LintOutput.sarif(report, toolVersion: Tool.version).serialized(style: .pretty))
        } else {
            if !streams { for finding in report.findings { context.print(line(finding, format: format)) } }
            if format != .json, !arguments[BuildStepOptions.quiet] { context.printError(summary(report)) }
        }
        // The stamp is rewritten only when its text changes: a build compiles it into the target, so rewriting the
        // same summary after a configuration change would recompile the target for nothing.
        if let stamp = arguments[Self.stamp], !report.hasErrors, (try? FileSystem.readText(stamp)) != "// nocturne lint: " + summary(report) + "\n" {
            do { try AtomicFile.write("// nocturne lint: " + summary(report) + "\n", to: stamp) } catch { throw CommandFailure("cannot write the stamp '\(stamp)': \(error)") }
        }
        return report.hasErrors ? .failure : .success
    }

    /// A finding's line in a format that prints one line per finding (every format but SARIF).
    static func line(_ finding: LintFinding, format: LintOutput.Format) -> String {
        switch format {
        case .json: LintOutput.json(finding).serialized(style: .compact)
        case .github: LintOutput.github(finding)
        case .text, .xcode, .sarif: LintOutput.text(finding)
        }
    }

    /// Says on standard error what the walk left out.
    static func warn(_ skipped: [LintSkip], in context: CommandContext) {
        for skip in skipped { context.printError("warning: " + LintOutput.escaped(skip.description)) }
    }

    /// `--explain FILE:LINE`: the pairs either side of which is written at that line, each with its eight modes, then its findings.
    static func explain(_ target: String, report: LintReport, in context: CommandContext) throws -> ExitStatus {
        guard let colon = target.lastIndex(of: ":"), let line = Int(target[target.index(after: colon)...]), line > 0 else {
            throw UsageError("--explain takes FILE:LINE (e.g. Views/Card.swift:12), not '\(target)'")
        }
        var file = String(target[..<colon])
        while file.hasPrefix("./") { file.removeFirst(2) }
        let pairs = PairOutput.ordered(report.pairs.filter { $0.touches(file: file, line: line) })
        let findings = report.findings.filter { $0.line == line && ($0.file == file || $0.file.hasSuffix("/" + file)) }
        if pairs.isEmpty && findings.isEmpty {
            context.print("\(LintOutput.escaped(target)): no color of this line is in a pair the linter found, and it has no finding")
        }
        for pair in pairs {
            context.print(LintOutput.escaped(PairOutput.line(pair)))
            for mode in PairOutput.modes(pair) { context.print(mode) }
        }
        for finding in findings { context.print(LintOutput.text(finding)) }
        return .success
    }

    /// Prints every rule: `id  severity  summary` in columns (`off` for a rule the configuration turns off), or one JSON
    /// object per rule.
    static func listRules(_ configuration: LintConfiguration, json: Bool, in context: CommandContext) {
        if json {
            for rule in LintRule.all { context.print(LintOutput.json(rule, severity: configuration.severity(of: rule)).serialized(style: .compact)) }
            return
        }
        // Each rule's line, then how its findings are fixed (by hand, or by nocturne fix), under the summary.
        let rows = LintRule.all.map { rule in [rule.id, configuration.severity(of: rule)?.rawValue ?? "off", rule.summary] }
        let indent = String(repeating: " ", count: (LintRule.all.map(\.id.count).max() ?? 0) + 2 + 7 + 2)
        for (line, rule) in zip(TextColumns.lines(rows), LintRule.all) {
            context.print(line)
            context.print(indent + "fix: " + rule.fix)
        }
    }

    /// The configuration from `--config`, or `.nocturne.json` in the first folder, or the defaults.
    static func readConfiguration(_ option: String?, paths: [String], keepingErrors: Bool = false) throws -> LintConfiguration {
        let path: String
        if let option {
            path = option
        } else {
            let root = paths.first ?? "."
            path = (root.hasSuffix("/") ? root : root + "/") + ".nocturne.json"
            guard FileSystem.exists(path) else { return LintConfiguration() }
        }
        let text = try readText(path, what: "the configuration")
        do { return try LintConfiguration.parse(text, file: path) } catch {
            if keepingErrors { throw LintInputFailure(error: error) }
            throw CommandFailure(String(describing: error))
        }
    }

    /// A configuration or baseline file's text, through the guarded reader (a FIFO or `/dev/zero` is refused, not read).
    /// Reads a baseline file through the guarded reader, as `lint` and `fix` both take it.
    static func readBaseline(_ path: String) throws -> LintBaseline {
        let text = try readText(path, what: "the baseline")
        do { return try LintBaseline(text: text, file: path) } catch { throw CommandFailure(String(describing: error)) }
    }

    private static func readText(_ path: String, what: String) throws -> String {
        do { return try FileSystem.readText(path) } catch { throw CommandFailure("cannot read \(what) '\(path)': \(error)") }
    }

    /// What `--verbose` adds: each Swift file with text not read as Swift, once; each color site whose type is unknown (what
    /// `fix` leaves alone); the share of color sites with a known type.
    static func verboseLines(_ report: LintReport) -> [String] {
        var lines = report.unknownBytes.map { file, bytes in
            "\(LintOutput.escaped(file)): \(NumberText.counted(bytes, "byte")) not read as Swift (its other colors were read)"
        }
        lines += report.untypedSites.map { "\(LintOutput.escaped($0.file)):\($0.line): color type unknown: \(LintOutput.escaped($0.text))" }
        let (known, total) = (report.typedSiteCount, report.colorSiteCount)
        let share = total == 0 ? "" : " (" + NumberText.rounded(100 * Double(known) / Double(total), places: 1) + "%)"
        lines.append("Color sites with a known type: \(known) of \(total)\(share)")
        return lines
    }

    /// `12 findings (1 error, 11 warnings) in 40 Swift files (3,210 lines), 2 storyboards/xibs, 1 catalog; 2 suppressed inline, 5 in the baseline`.
    static func summary(_ report: LintReport) -> String {
        let plural = NumberText.counted
        var counts: [String] = []
        for severity in [LintSeverity.error, .warning, .note] {
            let count = report.counts.count(of: severity)
            if count > 0 { counts.append(plural(count, severity.rawValue)) }
        }
        var text = plural(report.counts.findings, "finding") + (counts.isEmpty ? "" : " (\(counts.joined(separator: ", ")))")
        text += " in " + plural(report.swiftFiles, "Swift file") + " (\(plural(report.swiftLines, "line"))), "
        text += "\(report.interfaceBuilderFiles) storyboards/xibs, " + plural(report.catalogs, "asset catalog")
        var extras: [String] = []
        if report.counts.suppressed > 0 { extras.append("\(report.counts.suppressed) suppressed by nocturne:ignore") }
        if report.counts.baselined > 0 { extras.append("\(report.counts.baselined) in the baseline") }
        return text + (extras.isEmpty ? "" : "; " + extras.joined(separator: ", "))
    }
}
