import Nocturne
import NocturneSupport

/// The file-writing half of `nocturne theme`: every format into one folder, written atomically.
extension ThemeCommand {
    /// Options for writing files (the audit options are in `ThemeCommand.swift`).
    static let themeName = Option.custom(
        "name", value: "Name", help: "The theme's name for files and types (Theme.xcassets, ThemeColors).", default: "Theme"
    ) { name throws(Option.InvalidValue) in
        guard let first = name.first, first.isLetter, name.allSatisfy({ $0.isLetter || $0.isNumber }) else {
            throw Option.InvalidValue(detail: ": expected letters and digits starting with a letter")
        }
        return name
    }
    static let out = Option.text("out", value: "dir", help: "The folder to write, replaced atomically; given, it wins over the theme file's outputs.", default: "./Theme")
    static let formats = Option.list(
        "format", value: "list", help: "Comma-separated formats (with a theme file's outputs: which of them).", of: ThemeExporter.Format.self, defaultText: "all")
    static let force = Option.flag(
        "force", help: "Replace an output folder or file nocturne theme did not create, and a merged set edited by hand; never one of the catalog's own sets.")
    static let prefix = Option.custom(
        "prefix", value: "P", help: "With --into: name the theme's color sets P<Token> (ncDanger), beside same-named sets of the app; the catalog remembers it."
    ) { prefix throws(Option.InvalidValue) in
        guard AssetCatalogMerge.isValidPrefix(prefix), !prefix.isEmpty else { throw Option.InvalidValue(detail: ": expected ASCII letters and digits starting with a letter") }
        return prefix
    }
    static let adopt = Option.flag(
        "adopt", help: "With --into: keep a same-named set of the app as it is and make it the theme's token (its values in every output); the catalog remembers it.")
    static let noFiles = Option.flag("no-files", help: "Only print the audit; write nothing.")
    static let into = Option.text(
        "into", value: "catalog",
        help: "Merge the theme's color sets into this existing .xcassets catalog, touching nothing else (other formats still go to --out).")
    /// Options for writing files (the audit options are in `ThemeCommand.swift`); `--no-files` excludes the others.
    static let fileOptions: [any CommandOption] = [themeName, out, formats, force, into, prefix, adopt]

    /// The catalog merge `--into` (or the theme file's `xcassets`) runs, with `--force`, `--prefix` and `--adopt`.
    static func merge(_ arguments: ParsedArguments, file: ThemeFile?) -> AssetCatalogMerge {
        AssetCatalogMerge(force: arguments[force], appColors: Set(file?.colors.flatMap(\.tokenNames) ?? []), prefix: arguments[prefix], adopts: arguments[adopt])
    }

    /// Writes the formats the options ask for, or returns `nil` with `--no-files`.
    static func writeFiles(
        _ theme: Theme, _ arguments: ParsedArguments, _ context: CommandContext, file: ThemeFile? = nil, safe: ColorVisionSafeVariant? = nil
    ) throws -> ThemeExporter.Report? {
        if arguments[noFiles] { return nil }
        let mergesCatalog = arguments[Self.into] != nil || writesOutputs(file, arguments) && file?.output(.xcassets) != nil
        if !mergesCatalog, let given = ([Self.prefix, Self.adopt] as [any CommandOption]).first(where: { arguments.isGiven($0) }) {
            throw UsageError("'--\(given.option.name)' names the theme's sets in an app's catalog: give '--into <catalog>' (or an 'xcassets' output in the theme file)")
        }
        if let file, writesOutputs(file, arguments) { return try writeOutputs(theme, file: file, arguments, context, safe: safe) }
        let name = arguments.isGiven(Self.themeName) ? arguments[Self.themeName] : file?.themeName ?? arguments[Self.themeName]
        var tokens = tokenSet(theme, file: file, name: name, safe: safe)
        let out = arguments[Self.out]
        // A folder cannot go to standard output: `-` would become a folder named `-`.
        if out == "-" { throw UsageError("'--out -' (standard output) takes one file; nocturne theme writes a folder: name one, or use --no-files") }
        // The folder is replaced whole: never the one holding the theme file, or one above it, forced or not.
        if let file, exporterWritesFolder(arguments), file.isHeld(by: out) {
            throw CommandFailure("\(out.escapingControlCharacters()): holds the theme file \(file.file.escapingControlCharacters()); --out replaces its folder whole, "
                + "so it is never the theme file's folder or one above it, even with --force: choose another folder")
        }
        var exporter = ThemeExporter(formats: arguments[Self.formats], force: arguments[force])
        var merged: [String] = []
        if let catalog = arguments[Self.into] {
            let report: AssetCatalogMerge.Report
            var adopted: [String: String] = [:]
            do {
                // Adopted sets first: their values are the tokens' in the other formats too.
                (tokens, adopted) = try merge(arguments, file: file).adopting(tokens, into: catalog)
                report = try merge(arguments, file: file).merge(tokens, into: catalog)
            } catch {
                throw CommandFailure(error.commandLineDescription)
            }
            merged.append("merged into \(catalog): \(report.written.count) written, \(report.unchanged.count) unchanged, \(report.removed.count) removed"
                + (report.changedNothing ? " (nothing changed)" : ""))
            merged += report.editedByHand.map { "\($0) was edited by hand and is kept; --force overwrites it" }
            merged += report.notes + AssetCatalogMerge.adoptionNotes(tokens, adopted: adopted)
            exporter.formats.removeAll { $0 == .xcassets }
            if exporter.formats.isEmpty || !arguments.isGiven(Self.out) && !arguments.isGiven(Self.formats) {
                return ThemeExporter.Report(folder: catalog, files: report.written, notes: merged)
            }
        }
        // One step to solve the files' contents, then one per format written; drawn only on a terminal.
        let progress = context.progress("nocturne theme", total: exporter.formats.count + 1)
        defer { progress.finish() }
        do {
            var report = try exporter.export(tokens, to: out) { step in
                progress.advance(note: step)
            }
            report.notes += merged
            return report
        } catch {
            throw CommandFailure(error.commandLineDescription)
        }
    }

    /// Whether `--out` is written: not when `--into` takes the only format, or takes the catalog without `--out` or `--format` given.
    static func exporterWritesFolder(_ arguments: ParsedArguments) -> Bool {
        guard arguments[Self.into] != nil else { return true }
        let formats = arguments[Self.formats].filter { $0 != .xcassets }
        return !formats.isEmpty && (arguments.isGiven(Self.out) || arguments.isGiven(Self.formats))
    }

    /// The token set the writers take: the theme's (with the file's opacities), and the color-vision-safe variant's changes when there is one.
    static func tokenSet(_ theme: Theme, file: ThemeFile?, name: String, safe: ColorVisionSafeVariant?) -> TokenSet {
        func set(_ theme: Theme) -> TokenSet { file?.tokenSet(theme, name: name) ?? TokenSet(theme: theme, name: name) }
        guard let safe else { return set(theme) }
        return set(theme).addingColorVisionSafe(set(safe.theme))
    }

    /// Whether the theme file's `outputs` are written (rather than a folder): the file lists some and `--out` is not given.
    static func writesOutputs(_ file: ThemeFile?, _ arguments: ParsedArguments) -> Bool {
        guard let file, !arguments[noFiles] else { return false }
        return !file.outputs.isEmpty && !arguments.isGiven(Self.out)
    }

    /// What the theme file's outputs wrote, file by file, then the audit's own summary.
    static func outputsSummary(_ report: ThemeExporter.Report, file: ThemeFile, audit: ThemeAudit) -> String {
        var text = "Wrote the outputs of \(file.file) (\(report.files.count) \(report.files.count == 1 ? "file" : "files")):\n"
        // A folder or catalog is one line with its count, as the folder summary groups them.
        var groups: [(String, Int)] = []
        for path in report.files {
            let folder = file.outputs.first { ($0.format.isFolder || $0.format == .xcassets) && path.hasPrefix($0.path + "/") }
            let shown = folder.map { $0.path + "/" } ?? path
            if let index = groups.firstIndex(where: { $0.0 == shown }) { groups[index].1 += 1 } else { groups.append((shown, 1)) }
        }
        for (shown, count) in groups { text += "  \(shown)\(count > 1 ? "  (\(count) files)" : "")\n" }
        for note in report.notes { text += "  note: \(note)\n" }
        text += "\n" + audit.summary()
        if let preview = file.output(.html) { text += "Open \(file.resolvedPath(preview)) to see every token.\n" }
        return text
    }

    /// What was written, then the audit's own summary (``ThemeAudit/summary(tightest:failureLimit:)``).
    static func summary(_ report: ThemeExporter.Report, theme: Theme, audit: ThemeAudit) -> String {
        var text = "Wrote \(report.folder) (\(NumberText.counted(report.files.count, "file"))):\n"
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
        text += "\n" + audit.summary()
        // Only a folder with the preview has one to open (`--into` alone writes the catalog's sets).
        text += report.files.contains("preview.html")
            ? "Open \(report.folder)/preview.html to see every token; 'nocturne theme --no-files' prints the full audit.\n"
            : "'nocturne theme --no-files' prints the full audit.\n"
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
}
