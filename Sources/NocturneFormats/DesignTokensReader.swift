import NocturneAppearance
import NocturneSupport

/// Reads design-token files into a token set: DTCG 2025.10 and the older shapes real design systems use.
///
/// Understands:
/// - DTCG: `$value`/`$type` (inherited from groups), color objects (`colorSpace`, `components`,
///   `alpha`, `hex`), hex and CSS color strings, aliases `{group.token}`, resolvers (`*.resolver.json`
///   with sets and a modifier whose contexts name modes), and Nocturne's own
///   `$extensions["org.nocturne.modes"]`;
/// - Tokens Studio: legacy `value`/`type`, `$themes.json` + `$metadata.json` (each theme's enabled
///   sets, in `tokenSetOrder`), theme names mapped to modes (`Dark HC` → dark, increased contrast);
/// - Style Dictionary: `darkValue`, `hcValue`, `hcDarkValue` on a token, per-mode files
///   (`*.dark.json5`, `*.hc.json5`, `*.hcDark.json5`), references with a trailing `.value`;
/// - Primer: JSON5 with `$extensions["org.primer.overrides"]` (`dark`, `light-high-contrast`,
///   `dark-high-contrast`; a `{ $value, alpha }` object or a string) and a token-level `alpha`.
///
/// Only color tokens are kept. Aliases resolve per mode, so a token that points at a token with a
/// dark value is dark too; chains of any length resolve, and a cycle is named in full. Unresolved
/// aliases, values that are not colors, color objects with the wrong number or type of components,
/// non-finite numbers, an alpha outside 0…1, missing token sets and duplicate JSON5 keys are errors
/// in ``TokenSet/diagnostics`` naming file, line and token; a component outside its space's range
/// (DTCG color module) is a warning, and the value is read as written. A resolver's `$ref` that leads out of
/// the folder read (`../../..`, an absolute path, a link out) is an error and is not read.
///
/// The reader is split by concern: loading files (`+Loading`), flattening documents into tokens (`+Flattening`),
/// mode names (`+ModeNames`), aliases (`+Aliases`) and color values (`+ColorDecoding`).
public struct DesignTokensReader: Sendable {
    /// Creates a reader.
    public init() {}

    /// Reads a token file (`.json`, `.json5`) or a folder of them.
    ///
    /// - Parameter path: The file or folder.
    /// - Returns: The color tokens, with diagnostics.
    /// - Throws: ``FormatError`` of kind `.io` when the path cannot be read, `.syntax` when a single file does not parse.
    public func read(at path: String) throws(FormatError) -> TokenSet {
        guard FileSystem.exists(path) else {
            throw FormatError(.io, file: path, message: "no such file or folder")
        }
        let name = DesignTokensReader.baseName(PathText.lastComponent(path))
        var context = Context()
        if FileSystem.isDirectory(path) {
            context.boundary = PathText.resolved(path) ?? path
            try context.loadFolder(path)
        } else {
            let folder = PathText.parent(path).isEmpty ? "." : PathText.parent(path)
            context.boundary = PathText.resolved(folder) ?? folder
            let document = try context.parse(path, relative: PathText.lastComponent(path))
            let resolver = document.value["resolutionOrder"] != nil || (document.value["modifiers"] != nil && document.value["sets"] != nil)
            if resolver {
                context.loadResolver(document, folder: folder)
            } else {
                context.base.append(document)
            }
        }
        return context.tokenSet(name: name, source: path)
    }

    /// Reads token JSON (or JSON5) held in memory, such as standard input.
    ///
    /// A resolver document's relative references are looked up from the current folder, and may not leave it.
    ///
    /// - Parameters:
    ///   - json: The document's text.
    ///   - name: The token set's name.
    ///   - file: How diagnostics name the source (`<stdin>`).
    /// - Throws: ``FormatError`` of kind `.syntax` when the text does not parse.
    public func read(json: String, name: String, file: String) throws(FormatError) -> TokenSet {
        let value: JSONValue
        let bytes = Array(json.utf8)
        do { value = try JSONParser(allowsJSON5: true).parse(bytes: bytes) } catch { throw FormatError(error, file: file) }
        var context = Context()
        context.boundary = PathText.currentFolder() ?? "."
        let document = context.document(file: file, value: value, bytes: bytes)
        if value["resolutionOrder"] != nil || (value["modifiers"] != nil && value["sets"] != nil) {
            context.loadResolver(document, folder: ".")
        } else {
            context.base.append(document)
        }
        return context.tokenSet(name: name, source: file)
    }

    struct Document {
        var file: String
        var value: JSONValue
        /// Which of the context's sources holds the text, and where `value` sits in it (inside a resolver, a set's inline source).
        var location: ValueLocation
    }

    /// Where a value was written: a source text (by index into the context's sources) and the path to the value in it.
    struct ValueLocation: Hashable {
        var source: Int
        var path: [JSONPathComponent]

        /// The location of a value inside this one.
        func appending(_ steps: JSONPathComponent...) -> ValueLocation {
            ValueLocation(source: source, path: path + steps)
        }
    }

    /// A problem found while resolving, with where its value was written so its line can be found.
    struct Problem: Error {
        var error: FormatError
        var location: ValueLocation?
    }

    struct RawToken {
        var path: [String]
        var value: JSONValue
        var type: String?
        var description: String?
        /// The token's own value for a mode (Style Dictionary's `darkValue`, Primer's and Nocturne's mode extensions), where it has one.
        var overrides: ModeValues<Override?>
        /// The token-level `alpha` (Primer, Style Dictionary) as written; checked when the token resolves.
        var alpha: JSONValue?
        var file: String
        /// The token's object.
        var location: ValueLocation
        /// The key holding the value: `$value`, or `value` in legacy files.
        var valueKey: String
        var key: String { path.joined(separator: ".") }
    }

    /// A token's value for one mode, and where it sits relative to the token's object.
    struct Override {
        var value: JSONValue
        var path: [JSONPathComponent]
    }

    struct Context {
        var base: [Document] = []
        /// The documents of each mode that has its own (`nil` for the others).
        var modes = ModeValues<[Document]?>(repeating: nil)
        /// Tokens Studio: every mode has its own complete list of documents and no base.
        var modesReplaceBase = false
        var diagnostics: [FormatError] = []
        var usesNocturneModes = false
        /// The text of every document read, so a problem's line can be found.
        var sources: [[UInt8]] = []
        /// Locators for the sources a problem was found in, made the first time one is.
        var locators: [Int: JSONLocator] = [:]
        /// The folder read, resolved: a resolver's `$ref` may not lead out of it.
        var boundary = "/"

        /// A document read from `bytes`, remembered as a source.
        mutating func document(file: String, value: JSONValue, bytes: [UInt8]) -> Document {
            sources.append(bytes)
            return Document(file: file, value: value, location: ValueLocation(source: sources.count - 1, path: []))
        }

        /// Adds a problem to the diagnostics, at the line of its value when it has one.
        mutating func report(_ error: FormatError, at location: ValueLocation?) {
            guard let location, error.line == 0, sources.indices.contains(location.source) else {
                diagnostics.append(error)
                return
            }
            let locator = locators[location.source] ?? JSONLocator(bytes: sources[location.source], allowsJSON5: true)
            locators[location.source] = locator
            diagnostics.append(error.located(at: location.path, by: locator))
        }
    }
}
