import Nocturne
import NocturneSupport

/// The file-writing half of `nocturne theme`: every format into one folder, written atomically.
extension ThemeCommand {
    /// Options for writing files (the audit options are in `ThemeCommand.swift`).
    static let fileOptions: [Option] = [
        .option("name", value: "Name", help: "The theme's name for files and types (Theme.xcassets, ThemeColors).", default: "Theme"),
        .option("out", value: "dir", help: "The folder to write; replaced atomically.", default: "./Theme"),
        .option("format", value: "list", help: "Comma-separated formats: xcassets, swift, css, tokens, android, html (default all)."),
        .flag("force", help: "Replace the output folder even if nocturne theme did not create it."),
        .flag("no-files", help: "Only print the audit; write nothing."),
    ]

    /// Writes the formats the options ask for, or returns `nil` with `--no-files`.
    static func writeFiles(_ theme: Theme, _ arguments: ParsedArguments, _ context: CommandContext) throws -> ThemeExporter.Report? {
        if arguments.flag("no-files") {
            for option in ["name", "out", "format", "force"] where arguments.isGiven(option) {
                throw UsageError("'--\(option)' cannot be used with '--no-files'")
            }
            return nil
        }
        let name = arguments.option("name") ?? "Theme"
        guard let first = name.first, first.isLetter, name.allSatisfy({ $0.isLetter || $0.isNumber }) else {
            throw UsageError("'--name' must be letters and digits starting with a letter, not '\(name)'")
        }
        var formats = ThemeExporter.Format.allCases
        if let list = arguments.option("format") {
            formats = []
            for item in list.split(separator: ",").map({ $0.trimmingCharacters(in: .whitespaces) }) where !item.isEmpty {
                guard let format = ThemeExporter.Format(rawValue: item) else {
                    throw UsageError("unknown format '\(item)' in '--format' (expected xcassets, swift, css, tokens, android, html)")
                }
                if !formats.contains(format) { formats.append(format) }
            }
            if formats.isEmpty { throw UsageError("'--format' needs at least one format") }
        }
        let out = arguments.option("out") ?? "./Theme"
        let exporter = ThemeExporter(formats: formats, force: arguments.flag("force"))
        let showProgress = context.standardErrorIsTerminal
        do {
            return try exporter.export(TokenSet(theme: theme, name: name), to: out) { step in
                if showProgress { context.printError("nocturne theme: \(step)…") }
            }
        } catch {
            throw CommandFailure(error.description)
        }
    }

    /// What was written, then a short audit: how many pairs held, and the tightest ones.
    static func summary(_ report: ThemeExporter.Report, theme: Theme, audit: ThemeAudit) -> String {
        var text = "Wrote \(report.folder) (\(report.files.count) files):\n"
        var groups: [(String, Int)] = []
        for file in report.files {
            let parts = file.split(separator: "/")
            let top = parts.count > 1 ? String(parts[0]) + "/" : file
            if let index = groups.firstIndex(where: { $0.0 == top }) { groups[index].1 += 1 } else { groups.append((top, 1)) }
        }
        for (top, count) in groups {
            text += "  \(top)\(count > 1 ? "  (\(count) files)" : "")\n"
        }
        for note in report.notes { text += "  note: \(note)\n" }
        let checked = theme.pairs.count * AppearanceMode.all.count
        let failures = audit.failures
        text += "\nAudit: \(theme.tokens.count) tokens × 8 modes; \(checked) pair checks, "
        text += failures.isEmpty ? "all pass.\n" : "\(failures.count) FAIL.\n"
        for (pair, result) in failures.prefix(10) {
            text += "  FAIL \(pair.label) in \(result.mode.key): \(format(result.wcag)) < \(format(result.minimumWCAG))\n"
        }
        text += "Tightest pairs:\n"
        for (pair, result) in audit.lowestMargins(3) {
            text += "  \(pair.label) in \(result.mode.key): WCAG \(format(result.wcag)) (minimum \(format(result.minimumWCAG))), APCA Lc \(format(result.apca))\n"
        }
        text += "Open \(report.folder)/preview.html to see every token; 'nocturne theme --no-files' prints the full audit.\n"
        return text
    }

    /// The audit JSON (the contract of `theme --json`) with a `written` member added at the end when files were written.
    static func json(_ audit: ThemeAudit, adding report: ThemeExporter.Report?) -> JSONValue {
        guard let report, case .object(var members) = audit.jsonValue else { return audit.jsonValue }
        members.append(JSONMember("written", .object([
            JSONMember("folder", .string(report.folder)),
            JSONMember("files", .array(report.files.map { .string($0) })),
            JSONMember("notes", .array(report.notes.map { .string($0) })),
        ])))
        return .object(members)
    }

    private static func format(_ value: Double) -> String { NumberText.rounded(value, places: 2) }
}
