import Nocturne
import NocturneSupport

/// `nocturne convert`: read an asset catalog, token file or stylesheet and write it in another format.
enum ConvertCommand: Command {
    static let name = "convert"
    static let abstract = "Convert between asset catalogs, design tokens, CSS, Swift and Android resources."
    static let discussion = """
        Reads what `nocturne audit` reads and writes one format. Swift, CSS and the HTML preview go to \
        standard output unless --out names a regular file (--out - is standard output); asset catalogs, \
        tokens and Android resources are written into the folder --out names, which is replaced as a whole, \
        atomically, like theme --out (a folder nocturne did not write, or one holding files it did not \
        write, is refused unless --force is given). Without --out they are written file by file into the \
        current folder. System colors \
        read from a catalog stay references when written back to a catalog.

          nocturne convert App/Assets.xcassets --to css > colors.css
          nocturne convert tokens/ --to xcassets --out Generated
        """
    static let arguments = [Argument.file("input", help: "An .xcassets folder, a token file or folder, or a .css file.")]
    static let to = Option.choice("to", value: "format", help: "The format to write.", of: ThemeExporter.Format.self)
    static let out = Option.text("out", value: "path", help: "The file (swift, css, html; - for standard output) or folder (xcassets, tokens, android) to write.")
    static let tokenSetName = Option.text("name", value: "Name", help: "The name for files and types (default: the input's name).")
    static let renameCollisions = Option.flag("rename-collisions", help: "Rename asset names whose Swift symbols collide instead of refusing.")
    static let force = Option.flag("force", help: "Replace the --out folder even if nocturne did not write it or it holds files nocturne did not write.")
    static let options: [any CommandOption] = [to, out, tokenSetName, renameCollisions, force]

    static func run(_ arguments: ParsedArguments, in context: CommandContext) throws -> ExitStatus {
        guard let format = arguments[Self.to] else { throw UsageError("missing '\(Self.to.option.usageLabel)'") }
        let input = arguments.value("input") ?? ""
        var read: TokenSet
        let isCatalog: Bool
        do {
            let contents = try context.readTokens(at: input)
            (read, isCatalog) = (contents.tokens, contents.catalog != nil)
        } catch {
            throw CommandFailure(String(describing: error))
        }
        // A catalog's preview draws its pairs: the theme file's, else those its app's code draws (as `audit` checks them).
        if format == .html, isCatalog, read.pairs.isEmpty { read = try AuditCommand.previewPairs(read, catalog: input) }
        return try write(read, format: format, arguments: arguments, context: context)
    }

    private static func write(_ read: TokenSet, format: ThemeExporter.Format, arguments: ParsedArguments, context: CommandContext) throws -> ExitStatus {
        var tokens = read
        if arguments[Self.out] == "-", ![.swift, .css, .html].contains(format) {
            throw UsageError("'--out -' (standard output) takes one file: use it with --to swift, css or html")
        }
        do {
            if let name = arguments[Self.tokenSetName] { tokens.name = name } else {
                let pascal = TokenNaming.pascal(tokens.name)
                tokens.name = pascal.first?.isLetter == true ? pascal : "Colors" + pascal
            }
            for problem in tokens.diagnostics { context.printError("\(problem.severity.rawValue): \(problem)") }
            let out = arguments[Self.out]
            var files: [GeneratedFile] = []
            var single: String?
            switch format {
            case .swift: single = try SwiftSourceWriter().write(tokens)
            case .css: single = try CSSThemeWriter(prefix: "").write(tokens)
            case .html: single = try PreviewWriter().write(tokens)
            case .xcassets:
                let output = try AssetCatalogWriter(renamesCollisions: arguments[Self.renameCollisions]).write(tokens)
                for note in output.notes { context.printError("note: \(note)") }
                files = output.files
            case .tokens: files = try DesignTokensWriter().write(tokens, folder: ".")
            case .android: files = try AndroidResourcesWriter().write(tokens, folder: ".")
            }
            if let single {
                if let out, out != "-" {
                    try AtomicFile.write(single, to: out)
                    context.print("Wrote \(out)")
                } else {
                    context.write(single)
                }
                return tokens.hasReadingErrors ? .failure : .success
            }
            let normalized = files.map { GeneratedFile(path: $0.path.hasPrefix("./") ? String($0.path.dropFirst(2)) : $0.path, contents: $0.contents) }
            if let out {
                for note in try OutputFolder(out, force: arguments[Self.force], generator: "nocturne convert").write(normalized) {
                    context.printError("note: \(note)")
                }
            } else {
                for file in normalized {
                    try AtomicFile.write(file.contents, to: file.path)
                }
            }
            context.print("Wrote \(NumberText.counted(normalized.count, "file")) under \(out ?? ".")")
            return tokens.hasReadingErrors ? .failure : .success
        } catch {
            throw CommandFailure((error as? FormatError)?.commandLineDescription ?? String(describing: error))
        }
    }
}
