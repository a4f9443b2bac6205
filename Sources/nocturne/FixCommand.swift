import Foundation
import Nocturne
import NocturneFix
import NocturneSupport

/// `nocturne fix`: rewrite the colors `nocturne lint` finds into adapting ones, with every new variant solved.
///
/// The work lives in `NocturneFix` (``Fixer``, ``FixWriter``, ``UnifiedDiff``); this command reads the
/// configuration and baseline exactly as `lint` does, runs the fixer, and writes, prints a diff, or lists.
enum FixCommand: Command {
    static let name = "fix"
    static let abstract = "Rewrite the colors lint finds into adapting system or named colors, each new variant solved."
    static let discussion = """
        Lints the paths (default: the current folder) as nocturne lint does — the same configuration, baseline \
        and nocturne:ignore comments — and changes each dark-mode finding the smallest way that adapts: a fixed \
        color with a system equivalent of the same meaning becomes it — black text: .primary in SwiftUI, .label in \
        UIKit, .labelColor in AppKit; a white background: .systemBackground in UIKit, .textBackgroundColor in AppKit \
        (SwiftUI has none: a color set); a #F2F2F7 background: UIColor.systemGroupedBackground in UIKit — any other \
        constant becomes a color set in the asset catalog of the target that compiles the file (read from the Xcode \
        project or Package.swift; else the nearest catalog by folder that holds colors; never an icon-only one; a \
        package target's sets are named with bundle: .module), its light value kept exactly \
        and its Dark, Any + High Contrast and Dark + High Contrast values solved for the role the code gives it. \
        Equal colors share one set; storyboards and xibs get the named color and its <namedColor> resource; \
        light-only color sets gain the missing appearances; a set that already has its Dark variant is left as it is \
        unless --add-high-contrast asks for its High Contrast ones (by default fix takes warnings and errors only). \
        New sets are recorded in .nocturne.json theme.colors.

        The write is all or nothing: a journal (.nocturne-fix.journal in the first path's folder) keeps the old \
        bytes while each file is written atomically; a file that changed while fixing is refused and what was written \
        is put back; after a run that was killed, the next nocturne fix rolls it back first. One fix of a tree runs \
        at a time, and the catalogs it writes are locked as nocturne theme --into locks them. What cannot be \
        changed safely (a color computed at run time, a helper call whose type is not written) is listed with its \
        reason. Exits 0 when no error-severity finding remains (what is left is listed with the reason), 1 when one \
        does (each is named, e.g. a named color no catalog defines), as nocturne lint does; 2 when fix could not run \
        (a path or configuration that cannot be read, a file that cannot be written or changed while fixing: then \
        nothing is written).

          nocturne fix App --dry-run
          nocturne fix App --diff > dark-mode.patch
          nocturne fix App --catalog App/Assets.xcassets
          nocturne fix App --style asset-symbols
          nocturne fix App --no-gitignore --quiet

        --style asset-symbols writes Color(.name) in SwiftUI, UIColor(resource: .name) in UIKit and \
        NSColor(resource: .name) in AppKit (Xcode 15's generated symbols); --style accessors adds NocturneColors.swift \
        beside the catalog. --no-gitignore and --quiet mean what they mean for nocturne lint.
        """
    static let arguments = [Argument("path", help: "Files and folders to fix (default: the current folder).", repeated: true, optional: true)]
    static let catalog = Option.text("catalog", value: "xcassets", help: "The asset catalog the new color sets go in, made if absent (default: the catalog of the file's target, else the nearest by folder that takes colors; none is made).")
    static let style = Option.choice("style", value: "style", help: "How Swift code names the new colors.", default: FixStyle.named)
    static let dryRun = Option.flag("dry-run", help: "Write nothing; print what would become of each site.")
    static let diff = Option.flag("diff", help: "Write nothing; print a unified diff that git apply takes, new catalog files included.")
    static let json = Option.flag("json", help: "Print one JSON line per site: file, line, column, rule, and what it became or why not.")
    static let config = Option.text("config", value: "file", help: "The configuration file (default: .nocturne.json in the first folder given).")
    static let baseline = Option.text("baseline", value: "file", help: "Leave alone the findings this baseline lists.")
    static let addHighContrast = Option.flag("add-high-contrast", help: "Fix notes too: color sets that lack only High Contrast variants gain them.")
    static let mergeWithin = Option.number("merge-within", value: "ΔE", help: "Constant colors this close (ΔE in OKLab) become one color set (default 0.02; 0 keeps every distinct value apart).", in: 0...0.2)
    static let options: [any CommandOption] = [catalog, style, dryRun, diff, json, config, baseline, addHighContrast, mergeWithin,
                                               LintCommand.noGitignore, BuildStepOptions.quiet]
    static var conflicts: [(any CommandOption, any CommandOption)] { [(dryRun, diff), (diff, json)] }

    /// 1 is findings; an input that cannot be read, or a run that cannot finish, is 2.
    static let failureStatus = ExitStatus.couldNotRun

    static func run(_ arguments: ParsedArguments, in context: CommandContext) throws -> ExitStatus {
        let paths = arguments.values("path").isEmpty ? ["."] : arguments.values("path")
        var configuration = try LintCommand.readConfiguration(arguments[Self.config], paths: paths)
        if arguments[LintCommand.noGitignore] { configuration.readsGitignore = false }
        let quiet = arguments[BuildStepOptions.quiet]
        let baseline = try arguments[Self.baseline].map(LintCommand.readBaseline)
        var fixer = Fixer(configuration: configuration, style: arguments[Self.style], catalog: arguments[Self.catalog], configurationFile: arguments[Self.config])
        fixer.addsHighContrast = arguments[Self.addHighContrast]
        if let limit = arguments[Self.mergeWithin] { fixer.mergeWithin = limit }
        let writes = !arguments[Self.dryRun] && !arguments[Self.diff]
        // One run of a tree at a time, from its first read to its last write: the tree's root is locked (its journal is
        // there), and each catalog the run writes while it writes it, the lock `theme --into` takes.
        let root = Fixer.root(of: paths)
        let (run, recovered) = try FolderLock.withExclusiveLock(on: root) { () throws(CommandFailure) -> (Fixer.Run, [String]) in
            var recovered: [String] = []
            do throws(FixError) {
                if writes {
                    recovered = try FixJournal.recover(in: root)
                } else if FixJournal.isPending(in: root) {
                    throw FixError(.unwritable, path: FixJournal.folder(in: root), message: "an interrupted nocturne fix left its journal here; "
                        + "run nocturne fix without --dry-run or --diff to roll it back first")
                }
                guard writes else { return (try fixer.run(paths: paths, baseline: baseline), recovered) }
                // Written pass by pass until nothing is left to write: a second run then finds nothing to do.
                let run = try fixer.runUntilSettled(paths: paths, baseline: baseline) { files throws(FixError) in
                    try FolderLock.withExclusiveLocks(on: FixWriter.catalogs(of: files), holding: [root]) { () throws(FixError) in
                        _ = try FixWriter.write(files, journalIn: root, willWrite: { _ in })
                    }
                }
                return (run, recovered)
            } catch {
                throw CommandFailure(error.description)
            }
        }
        if arguments[Self.diff] { context.write(UnifiedDiff.text(run.files)) }
        for outcome in run.plan.outcomes {
            if arguments[Self.json] {
                context.print(json(outcome, sets: run.plan.newColorSets).serialized(style: .compact))
            } else if !arguments[Self.diff], !quiet || !outcome.isFixed {
                let site = outcome.site
                // File and color names are the project's: escaped, so no control character of theirs reaches the terminal.
                context.print("\(site.file):\(site.line):\(site.column): \(site.rule): \(outcome.summary)".escapingControlCharacters())
            }
        }
        let fixed = run.plan.outcomes.filter(\.isFixed).count
        let left = run.plan.outcomes.count - fixed
        if !arguments[Self.json], !quiet {
            for note in recovered + run.plan.notes { context.printError(("Note: " + note).escapingControlCharacters()) }
            let verb = writes ? "Fixed" : "Would fix"
            context.printError("\(verb) \(fixed) of \(NumberText.counted(run.plan.outcomes.count, "finding"))"
                + " (\(NumberText.counted(run.plan.newColorSets.count, "new color set")), \(NumberText.counted(run.files.count, "file")))"
                + (left > 0 ? "; \(left) left, listed with the reason" : ""))
            if !run.plan.newColorSets.isEmpty {
                context.printError("\(NumberText.counted(run.plan.namedConstants.count, "constant color")) → "
                    + NumberText.counted(run.plan.newColorSets.count, "named color"))
            }
        }
        // As lint: an error-severity finding that is still there fails the run, named; a warning left is listed above.
        let fixedSites = Set(run.plan.outcomes.filter(\.isFixed).map { "\($0.site.file):\($0.site.line):\($0.site.column):\($0.site.rule)" })
        let errors = run.report.findings.filter {
            $0.severity == .error && !fixedSites.contains("\($0.file):\($0.line):\($0.column):\($0.rule.id)")
        }
        for finding in errors {
            context.printError("Error left: \(finding.file):\(finding.line):\(finding.column): \(finding.message) [\(finding.rule.id)]")
        }
        return errors.isEmpty ? .success : .failure
    }

    /// One site as a JSON object: file, line, column, rule, and `became`, `colorSet` (with the site's `light` value and `role`) or `left`.
    ///
    /// A named result also lists `colorSets`, each with the role it was solved for: a palette constant whose uses give it
    /// several roles became one set per role (`colorSet` is then the first).
    ///
    /// - Parameters:
    ///   - outcome: The site's outcome.
    ///   - sets: The run's new color sets, whose roles `colorSets` gives.
    static func json(_ outcome: FixOutcome, sets: [NewColorSet] = []) -> JSONValue {
        let site = outcome.site
        var members = [
            JSONMember("file", .string(site.file)), JSONMember("line", .number(String(site.line))),
            JSONMember("column", .number(String(site.column))), JSONMember("rule", .string(site.rule)),
        ]
        switch outcome.result {
        case .systemColor(let text): members.append(JSONMember("became", .string(text)))
        case .namedColor, .namedColors:
            let names = outcome.colorSets
            members.append(JSONMember("colorSet", .string(names.first ?? "")))
            if let light = site.value { members.append(JSONMember("light", .string(light.hexText))) }
            members.append(JSONMember("role", .string(site.role.rawValue)))
            // The set's own role where the run made it (a constant's use can give it another than the constant's site has).
            members.append(JSONMember("colorSets", .array(names.map { name in
                let role = sets.first { $0.name == name }?.role ?? site.role
                return .object([JSONMember("name", .string(name)), JSONMember("role", .string(role.rawValue))])
            })))
        case .completedColorSet(let name):
            members += [JSONMember("colorSet", .string(name)), JSONMember("completed", .bool(true)), JSONMember("role", .string(site.role.rawValue))]
        case .left(let reason): members.append(JSONMember("left", .string(reason)))
        }
        return .object(members)
    }
}
