import Foundation
import Nocturne
import NocturneSupport

/// `nocturne pairs`: every pair the linter found in an app (what each color is drawn on), judged in eight modes.
///
/// The evidence behind `nocturne lint`: the pairs come from the same run (``Linter``), read from Swift's syntax tree and
/// the exact Interface Builder hierarchy; this command only prints them, worst first.
enum PairsCommand: Command {
    static let name = "pairs"
    static let abstract = "List what each color of an app is drawn on, with its contrast in every mode: the evidence behind lint."
    static let discussion = """
        Reads the paths as nocturne lint does (the same configuration and excludes) and prints every pair it found, \
        worst first: a foreground (text, large text, symbol or tint, stroke, shadow) and what it is drawn on, from \
        SwiftUI modifier chains and containers, a UIKit or AppKit view's own colors, and the Interface Builder view \
        tree. Each line gives the pair's verdict and its worst mode, with the WCAG 2.2 ratio, the ratio it needs (4.5 \
        for text, 3.0 for large text and non-text) and APCA's Lc. A background the code does not name is the system \
        background of its context, marked (assumed). --modes adds the eight modes of each pair. Exits 0, or 1 with \
        --failing when a pair fails, 2 when it could not run (a path or configuration that cannot be read).

          nocturne pairs App
          nocturne pairs App --failing
          nocturne pairs App --json > pairs.jsonl
        """
    static let arguments = [Argument("path", help: "Files and folders to read (default: the current folder).", repeated: true, optional: true)]
    static let json = Option.flag("json", help: "Print one JSON object per pair (JSON Lines): kind, verdict, both sides, and each mode's contrast.")
    static let failing = Option.flag("failing", help: "Only the pairs that fail in some mode; exit 1 when there is one.")
    static let modes = Option.flag("modes", help: "Print each pair's eight modes under it.")
    static let config = Option.text("config", value: "file", help: "The configuration file (default: .nocturne.json in the first folder given).")
    static let options: [any CommandOption] = [json, failing, modes, config]
    static var conflicts: [(any CommandOption, any CommandOption)] { [(json, modes)] }

    /// 1 is findings; an input that cannot be read, or a run that cannot finish, is 2.
    static let failureStatus = ExitStatus.couldNotRun

    static func run(_ arguments: ParsedArguments, in context: CommandContext) throws -> ExitStatus {
        let paths = arguments.values("path").isEmpty ? ["."] : arguments.values("path")
        let configuration = try LintCommand.readConfiguration(arguments[Self.config], paths: paths)
        let report: LintReport
        do { report = try Linter(configuration: configuration).lint(paths: paths) } catch { throw CommandFailure(String(describing: error)) }
        var pairs = PairOutput.ordered(report.pairs)
        if arguments[Self.failing] { pairs = pairs.filter { $0.verdict == .fails || $0.verdict == .darkRegression } }
        for pair in pairs {
            if arguments[Self.json] {
                context.print(PairOutput.json(pair).serialized(style: .compact))
            } else {
                context.print(LintOutput.escaped(PairOutput.line(pair)))
                if arguments[Self.modes] { for line in PairOutput.modes(pair) { context.print(line) } }
            }
        }
        if !arguments[Self.json] {
            let failing = report.pairs.filter { $0.verdict == .fails || $0.verdict == .darkRegression }.count
            let regressions = report.pairs.filter { $0.verdict == .darkRegression }.count
            let assumed = report.pairs.filter(\.backgroundIsAssumed).count
            context.printError("\(NumberText.counted(report.pairs.count, "pair")): \(failing) failing in some mode (\(regressions) only in Dark), "
                + "\(assumed) on an assumed background")
        }
        return arguments[Self.failing] && !pairs.isEmpty ? .failure : .success
    }
}
