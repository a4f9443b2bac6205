import Nocturne
import NocturneSupport

/// `nocturne convert`: read an asset catalog, token file or stylesheet and write it in another format.
enum ConvertCommand: Command {
    static let name = "convert"
    static let abstract = "Convert between asset catalogs, design tokens, CSS, Swift and Android resources."
    static let discussion = """
        Reads what `nocturne audit` reads and writes one format. Swift and CSS go to standard output \
        unless --out names a file; asset catalogs, tokens and Android resources are written into the \
        folder --out names (default: the current folder). Files are written atomically. System colors \
        read from a catalog stay references when written back to a catalog.

          nocturne convert App/Assets.xcassets --to css > colors.css
          nocturne convert tokens/ --to xcassets --out Generated
        """
    static let arguments = [Argument("input", help: "An .xcassets folder, a token file or folder, or a .css file.")]
    static let options: [Option] = [
        .option("to", value: "format", help: "The format to write.", choices: ["xcassets", "swift", "css", "tokens", "android"]),
        .option("out", value: "path", help: "The file (swift, css) or folder (xcassets, tokens, android) to write."),
        .option("name", value: "Name", help: "The name for files and types (default: the input's name)."),
        .flag("rename-collisions", help: "Rename asset names whose Swift symbols collide instead of refusing."),
    ]

    static func run(_ arguments: ParsedArguments, in context: CommandContext) throws -> ExitStatus {
        guard let format = arguments.option("to") else { throw UsageError("missing '--to <format>'") }
        let input = arguments.value("input") ?? ""
        let read: TokenSet
        do {
            read = try TokenInput.read(at: input).tokens
        } catch {
            throw CommandFailure(String(describing: error))
        }
        return try write(read, format: format, arguments: arguments, context: context)
    }

    private static func write(_ read: TokenSet, format: String, arguments: ParsedArguments, context: CommandContext) throws -> ExitStatus {
        var tokens = read
        do {
            if let name = arguments.option("name") { tokens.name = name } else {
                let pascal = TokenNaming.pascal(tokens.name)
                tokens.name = pascal.first?.isLetter == true ? pascal : "Colors" + pascal
            }
            for problem in tokens.diagnostics { context.printError("warning: \(problem)") }
            let out = arguments.option("out")
            var files: [GeneratedFile] = []
            var single: String?
            switch format {
            case "swift": single = SwiftSourceWriter().write(tokens)
            case "css": single = CSSThemeWriter(prefix: "").write(tokens)
            case "xcassets":
                let output = try AssetCatalogWriter(renamesCollisions: arguments.flag("rename-collisions")).write(tokens)
                for note in output.notes { context.printError("note: \(note)") }
                files = output.files
            case "tokens": files = DesignTokensWriter().write(tokens, folder: ".")
            default: files = AndroidResourcesWriter().write(tokens, folder: ".")
            }
            if let single {
                if let out { try AtomicFileWriter.write(single, to: out); context.print("Wrote \(out)") } else { context.write(single) }
                return tokens.diagnostics.isEmpty ? .success : .failure
            }
            let folder = out ?? "."
            let normalized = files.map { GeneratedFile(path: $0.path.hasPrefix("./") ? String($0.path.dropFirst(2)) : $0.path, contents: $0.contents) }
            try AtomicFileWriter.write(normalized, under: folder)
            context.print("Wrote \(normalized.count) files under \(folder)")
            return tokens.diagnostics.isEmpty ? .success : .failure
        } catch {
            throw CommandFailure(String(describing: error))
        }
    }
}
