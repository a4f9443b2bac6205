import Nocturne
import NocturneSupport

/// The theme file half of `nocturne theme`: `--config`, the `.nocturne.json` of the current folder, `--init` and `--schema`.
extension ThemeCommand {
    static let config = Option.text(
        "config", value: "file",
        help: "The theme file: the 'theme' object of this JSON file (default: ./.nocturne.json when it exists). Flags override its keys.")
    static let initialize = Option.flag(
        "init", help: "Write a starter theme file (--config, default ./.nocturne.json) from the flags given, with the defaults spelled out; never overwrites.")
    static let noConfig = Option.flag(
        "no-config", help: "Read no theme file, not even ./.nocturne.json: the theme the flags describe (the theme plugin's default theme).")
    static let schema = Option.flag("schema", help: "Print the JSON Schema (2020-12) of the theme file, for editors.")
    /// The theme-file options; `--schema` and `--init` go with none of the audit options.
    static let configOptions: [any CommandOption] = [config, noConfig, initialize, schema]

    /// The theme file the command reads: `--config`, else `./.nocturne.json` when it exists; `nil` without one, without a `theme`
    /// object, or with `--no-config`.
    ///
    /// - Throws: ``CommandFailure`` with the file, line and key when the file cannot be read or is wrong, or when
    ///   `--config` names a file without a `theme` object.
    static func themeFile(_ arguments: ParsedArguments) throws -> ThemeFile? {
        if arguments[Self.noConfig] { return nil }
        let given = arguments[Self.config]
        let path = given ?? ThemeFile.fileName
        if given == nil, FileSystem.kind(path) == nil { return nil }
        let file: ThemeFile?
        do { file = try ThemeFile.load(path) } catch { throw CommandFailure(error.description) }
        if file == nil, given != nil {
            throw CommandFailure("\(path): the file has no 'theme' object; 'nocturne theme --init --config \(path).new' writes a starter to copy from")
        }
        return file
    }

    /// `--init`: the theme file the flags describe, every default spelled out, written where `--config` says; an existing file is never replaced.
    static func writeStarter(_ arguments: ParsedArguments, _ context: CommandContext) throws -> ExitStatus {
        let path = arguments[Self.config] ?? ThemeFile.fileName
        if FileSystem.kind(path) != nil {
            throw CommandFailure("\(path) exists; --init never overwrites a file: add a 'theme' object to it by hand, "
                + "or write a starter elsewhere with --config <new file> and copy from it")
        }
        func hex(_ option: ValueOption<String?>, role: String) throws -> String? {
            try brandColor(option, role: role, arguments, context)?.hex.uppercased()
        }
        let name = arguments[Self.themeName]
        var theme = [JSONMember("name", .string(name)), JSONMember("accent", .string(try hex(Self.accent, role: "accent") ?? Theme.default.brand.hex.uppercased()))]
        // A default that is solved has no value to spell out: null says "solved" and shows the key is there to set.
        theme.append(JSONMember("accentDark", try hex(Self.accentDark, role: "dark accent").map(JSONValue.string) ?? .null))
        theme.append(JSONMember("neutral", try hex(Self.neutral, role: "neutral").map(JSONValue.string) ?? .null))
        theme.append(JSONMember("contrastMethod", .string(arguments[Self.contrastMethod].rawValue)))
        if let vision = arguments[Self.colorVision] { theme.append(JSONMember("colorVision", .string(vision.rawValue))) }
        theme.append(JSONMember("colors", .object([])))
        theme.append(JSONMember("pairs", .array([])))
        let out = starterFolder(arguments, name: name)
        let prefix = out.hasPrefix("./") ? String(out.dropFirst(2)) : out
        let outputs = arguments[Self.formats].map { format in
            JSONMember(format.rawValue, .string(PathText.join(prefix, starterPath(format, name: name))))
        }
        theme.append(JSONMember("outputs", .object(outputs)))
        // The pretty style puts a blank line inside an empty container; a starter shows `{}` and `[]`.
        // "$schema" names the schema, written beside the file unless one is there, so an editor completes and checks it at once.
        let schema = PathText.join(PathText.parent(path), ThemeFile.schemaFileName)
        let root = [JSONMember("$schema", .string("./" + ThemeFile.schemaFileName)), JSONMember("theme", .object(theme))]
        let text = JSONValue.object(root).serialized(style: .pretty)
            .replacing("{\n\n    }", with: "{}").replacing("[\n\n    ]", with: "[]")
        var written = [path]
        do {
            try AtomicFile.write(text, to: path)
            if FileSystem.kind(schema) == nil {
                try AtomicFile.write(ThemeFile.schema, to: schema)
                written.append(schema)
            }
        } catch { throw CommandFailure("\(path): \(error.message)") }
        if arguments[Self.json] {
            context.printJSON(.object([JSONMember("written", .object([JSONMember("files", .array(written.map(JSONValue.string)))]))]))
        } else if !arguments[BuildStepOptions.quiet] {
            context.write("Wrote \(written.joined(separator: " and ")); 'nocturne theme' in its folder writes every output the file lists.\n")
        }
        return .success
    }

    /// The folder a starter file's outputs go in: `--out` when given, else the theme's name (`Brand/`), so the outputs follow the
    /// name; `Theme/` for the default name. When something of that name is already beside the file (an app's own sources
    /// named like the app), the outputs go to `<Name>Theme/` instead, never among the app's files.
    static func starterFolder(_ arguments: ParsedArguments, name: String) -> String {
        if arguments.isGiven(Self.out) { return arguments[Self.out].hasSuffix("/") ? String(arguments[Self.out].dropLast()) : arguments[Self.out] }
        let base = PathText.parent(arguments[Self.config] ?? ThemeFile.fileName)
        return name == "Theme" || FileSystem.kind(PathText.join(base, name)) == nil ? name : name + "Theme"
    }

    /// Where a starter file puts a format inside the output folder: the names `--out` gives them.
    static func starterPath(_ format: ThemeExporter.Format, name: String) -> String {
        switch format {
        case .xcassets: "\(name).xcassets"
        case .swift: "\(name).swift"
        case .css: TokenNaming.kebab(name) + ".css"
        case .tokens: "tokens"
        case .android: "android"
        case .html: "preview.html"
        }
    }

    /// Writes the theme file's `outputs` (or the ones `--format` picks; `--into` replaces `xcassets`), nothing when a destination is refused.
    static func writeOutputs(
        _ theme: Theme, file: ThemeFile, _ arguments: ParsedArguments, _ context: CommandContext, safe: ColorVisionSafeVariant? = nil
    ) throws -> ThemeExporter.Report {
        // Every output of the file stays inside its folder (checked before anything is written, forced or not).
        var destinations: [ThemeOutputWriter.Destination]
        do { destinations = try file.destinations() } catch { throw CommandFailure(error.description) }
        if let catalog = arguments[Self.into] {
            destinations.removeAll { $0.format == .xcassets }
            destinations.insert(ThemeOutputWriter.Destination(format: .xcassets, path: catalog), at: 0)
        }
        if arguments.isGiven(Self.formats) {
            let chosen = arguments[Self.formats]
            let missing = chosen.filter { format in !destinations.contains { $0.format == format } }
            guard missing.isEmpty else {
                throw UsageError("'--format \(missing.map(\.rawValue).joined(separator: ","))': \(file.file)'s outputs do not list "
                    + (missing.count == 1 ? "it" : "them") + "; add it to 'outputs', or write into a folder with --out")
            }
            destinations.removeAll { !chosen.contains($0.format) }
        }
        let name = arguments.isGiven(Self.themeName) ? arguments[Self.themeName] : file.themeName
        let report: ThemeOutputWriter.Report
        do {
            var writer = ThemeOutputWriter(force: arguments[Self.force], appColors: Set(file.colors.flatMap(\.tokenNames)))
            (writer.prefix, writer.adopts) = (arguments[Self.prefix], arguments[Self.adopt])
            report = try writer.write(tokenSet(theme, file: file, name: name, safe: safe), to: destinations)
        } catch {
            throw CommandFailure(AssetCatalogMerge.isClash(error) ? error.commandLineDescription : error.description + (error.kind == .replaceRefused ? " (--force replaces it)" : ""))
        }
        return ThemeExporter.Report(folder: file.folder, files: report.files, notes: report.notes)
    }
}
