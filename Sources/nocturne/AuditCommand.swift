import Nocturne
import NocturneSupport

/// `nocturne audit`: read an asset catalog, token file or stylesheet and report every color, gap and failing pair.
enum AuditCommand: Command {
    static let name = "audit"
    static let abstract = "Audit an asset catalog, design-token file or stylesheet: every color in every mode, gaps and contrast."
    static let discussion = """
        Reads an existing design system — an Xcode asset catalog, a design-token file or folder (DTCG, Tokens \
        Studio, Style Dictionary, Primer) or a stylesheet of custom properties — resolves every color in every \
        mode (light and dark, standard and increased contrast, base and elevated when the input has elevated \
        values), and reports: colors without a Dark or High Contrast variant, colors outside sRGB, system colors \
        Nocturne cannot resolve, names that collide as Swift symbols, and the WCAG 2.2 and APCA contrast of pairs.

        Which pairs, in order: --pairs; else, for a catalog, the theme file's (--config, else the nearest \
        .nocturne.json beside or above it: the pairs nocturne theme proves on theme.colors, which nocturne fix \
        records, measured on the catalog's bytes); else, for a catalog, the pairs its app's code draws on its \
        colors (what nocturne pairs finds under --code, default the project folder above the catalog). A large \
        catalog guesses thousands of pairs from names that nothing draws: the guessed pairs (text… on \
        background…) are counted and checked only with --guessed. A token file or stylesheet, which has no \
        code, has its pairs guessed from names. The report says where the pairs came from.

        Problems reading the input go to standard error as `error:` or `warning:` with file, line and key. \
        Exits 1 when a pair fails, names collide, or reading found an error (warnings alone pass), 2 when the \
        audit could not run (a path that does not exist or holds no colors, a configuration that cannot be read).

          nocturne audit App/Assets.xcassets
          nocturne audit App/Assets.xcassets --guessed
          nocturne audit App/Assets.xcassets --code App --json
          nocturne audit tokens/ --pairs pairs.json --json
          nocturne audit Theme/theme.css
        """
    static let arguments = [Argument.file("path", help: "An .xcassets or .colorset folder, a .json/.json5 token file or folder, or a .css file.")]
    static let pairs = Option.file("pairs", value: "file", help: "A JSON array of {\"foreground\", \"background\", \"minimum\"} to check instead of inferring pairs.")
    static let config = Option.file(
        "config", value: "file", help: "The theme file whose pairs are checked (default: the nearest .nocturne.json beside or above a catalog).")
    static let json = Option.flag("json", help: "Print the audit as one JSON object.")
    static let options: [any CommandOption] = [pairs, config, code, guessed, json]
    static var conflicts: [(any CommandOption, any CommandOption)] { [(pairs, config), (pairs, code), (pairs, guessed)] }

    /// 1 is findings; an input that cannot be read, or a run that cannot finish, is 2.
    static let failureStatus = ExitStatus.couldNotRun

    static func run(_ arguments: ParsedArguments, in context: CommandContext) throws -> ExitStatus {
        let path = arguments.value("path") ?? ""
        var input: TokenInput.Contents
        var pairs: [TokenPair]?
        var source: String?
        do {
            input = try context.readTokens(at: path)
            pairs = try arguments[Self.pairs].map { try context.readPairs(at: $0) }
            if input.tokens.tokens.isEmpty && input.tokens.diagnostics.isEmpty {
                throw CommandFailure(nothingFound(at: path == "-" ? CommandContext.standardInputName : path))
            }
            // The theme file's pairs: given with --config, else found above a catalog.
            let themeFile = try arguments[Self.config].map { file throws(FormatError) in
                guard let loaded = try ThemeFile.load(file) else { throw FormatError(.usage, file: file, message: "the file has no 'theme' object") }
                return loaded
            } ?? (pairs == nil && input.catalog != nil ? try TokenAudit.nearestThemeFile(above: path) : nil)
            // A theme file none of whose colors is in the input says nothing of it: the names are guessed from then.
            if let themeFile, case let found = try TokenAudit.themeFilePairs(themeFile, for: input.tokens), !found.pairs.isEmpty {
                input.tokens = found.tokens
                pairs = found.pairs
                source = "the theme file \(themeFile.file)" + (found.fromTheme == 0 ? "" : "; \(NumberText.counted(found.fromTheme, "color")) they pair with "
                    + "taken from its theme, not the input")
            }
            // A catalog with no declared pairs: the pairs its app's code draws on it, and the guessed ones only when asked.
            if pairs == nil, input.catalog != nil {
                let guesses = TokenAudit.inferPairs(input.tokens)
                let folder = arguments[Self.code] ?? projectFolder(above: path)
                let found = try codePairs(for: input.tokens, in: folder)
                input.tokens = found.tokens
                pairs = found.pairs + (arguments[Self.guessed] ? guesses : [])
                source = found.source + (arguments[Self.guessed]
                    ? "; and \(NumberText.counted(guesses.count, "pair")) guessed from names (--guessed)"
                    : "; \(guesses.count) more could be guessed from names: --guessed checks them")
            } else if arguments[Self.code] != nil {
                throw UsageError("'--code' reads the pairs an app draws on a catalog's colors: audit an .xcassets catalog, without --config pairs for it")
            }
        } catch let failure as CommandFailure {
            throw failure
        } catch let usage as UsageError {
            throw usage
        } catch {
            throw CommandFailure(String(describing: error))
        }
        let audit = TokenAudit(tokens: input.tokens, catalog: input.catalog, pairs: pairs, pairsSource: source)
        // Problems go to standard error, each with its file, line and key, whatever the output format.
        for problem in input.tokens.diagnostics { context.printError("\(problem.severity.rawValue): \(problem)".escapingControlCharacters()) }
        for problem in audit.unknownPairNames { context.printError("error: --pairs: \(problem)".escapingControlCharacters()) }
        if arguments[Self.json] {
            context.printJSON(audit.json)
        } else {
            context.write(audit.text(listsProblems: false))
        }
        return audit.passes ? .success : .failure
    }

    /// The error for a path that holds no colors, naming the asset catalogs below it when there are some.
    static func nothingFound(at path: String) -> String {
        var message = "found no colors in '\(path)'"
        var catalogs: [String] = []
        // Depth first in name order, not into links or into a catalog; six are enough to show.
        func look(in folder: String, depth: Int) {
            guard depth < 64, let entries = FileSystem.entries(of: folder) else { return }
            for entry in entries where entry.isDirectory && !entry.isLink {
                guard catalogs.count < 6 else { return }
                let child = PathText.join(folder, entry.name)
                if entry.name.hasSuffix(".xcassets") { catalogs.append(child) } else { look(in: child, depth: depth + 1) }
            }
        }
        look(in: path, depth: 0)
        if !catalogs.isEmpty {
            message += "; it holds asset catalogs, audit one of them:\n" + catalogs.map { "  nocturne audit \"\($0)\"" }.joined(separator: "\n")
        }
        return message
    }
}
