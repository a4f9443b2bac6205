import Foundation
import NocturnePalette
import NocturneSupport

/// Reads any input Nocturne understands, choosing the reader by what the path is.
///
/// `.xcassets` and `.colorset` folders (or a folder with a root `Contents.json`) are asset
/// catalogs; `.css` files are stylesheets; `.json`/`.json5` files and other folders are design tokens.
public enum TokenInput {
    /// The kind of input a path holds.
    public enum Kind: String, Sendable, Hashable {
        /// An Xcode asset catalog.
        case assetCatalog = "xcassets"
        /// A CSS stylesheet.
        case css
        /// Design tokens (DTCG, Tokens Studio, Style Dictionary, Primer).
        case tokens
    }

    /// What a path held: its tokens, and the catalog when it was one.
    public struct Contents: Sendable {
        /// The tokens.
        public var tokens: TokenSet
        /// The asset catalog the tokens were read from, or `nil` for a stylesheet or token file.
        public var catalog: AssetCatalog?

        /// Contents read from a path.
        public init(tokens: TokenSet, catalog: AssetCatalog? = nil) {
            self.tokens = tokens
            self.catalog = catalog
        }
    }

    /// The kind of input at a path.
    public static func kind(of path: String) -> Kind {
        var lowered = Substring(path.lowercased())
        while lowered.hasSuffix("/") { lowered = lowered.dropLast() }
        if lowered.hasSuffix(".xcassets") || lowered.hasSuffix(".colorset") { return .assetCatalog }
        if lowered.hasSuffix(".css") { return .css }
        if FileSystem.isDirectory(path), FileSystem.exists(PathText.join(path, "Contents.json")) {
            return .assetCatalog
        }
        return .tokens
    }

    /// Reads a path into tokens, with the catalog when it was one.
    ///
    /// - Parameters:
    ///   - path: The file or folder.
    ///   - resolver: Resolves system-color references in catalogs.
    /// - Throws: ``FormatError`` when the path cannot be read at all.
    public static func read(at path: String, resolver: SystemColorResolver = .default) throws(FormatError) -> Contents {
        switch kind(of: path) {
        case .assetCatalog:
            let catalog = try AssetCatalogReader(resolver: resolver).read(at: path)
            return Contents(tokens: catalog.tokenSet(resolver: resolver), catalog: catalog)
        case .css:
            return Contents(tokens: try CSSThemeReader().read(at: path))
        case .tokens:
            return Contents(tokens: try DesignTokensReader().read(at: path))
        }
    }

    /// Reads a stylesheet or a token document held in memory (standard input): text whose first
    /// character other than whitespace or a byte-order mark is `{` or `[` is token JSON, anything else CSS.
    ///
    /// - Parameters:
    ///   - text: The file's contents.
    ///   - name: The token set's name.
    ///   - file: How diagnostics name the source (`<stdin>`).
    /// - Throws: ``FormatError`` when token JSON does not parse.
    public static func read(text: String, name: String, file: String) throws(FormatError) -> TokenSet {
        let first = text.unicodeScalars.first { !$0.properties.isWhitespace && $0 != "\u{FEFF}" }
        if first == "{" || first == "[" { return try DesignTokensReader().read(json: text, name: name, file: file) }
        return CSSThemeReader().read(css: text, name: name, file: file)
    }

    /// Reads a pairs file: a JSON array of `{"foreground", "background", "minimum"}` where `minimum`
    /// is a number (standard contrast; Increase Contrast steps up the tier ladder, see
    /// ``/NocturnePalette/ContrastRequirement/init(wcagMinimum:)``) or `{"standard", "increased"}` — the shape
    /// `nocturne theme --json` prints. Without `minimum`, a pair is ``/NocturnePalette/ContrastRequirement/text``.
    ///
    /// - Throws: ``FormatError`` naming the file and the entry.
    public static func readPairs(at path: String) throws(FormatError) -> [TokenPair] {
        let data: [UInt8]
        do { data = try FileSystem.readRegularFile(path) } catch { throw FormatError(.io, file: path, message: error.description) }
        return try readPairs(bytes: data, file: path)
    }

    /// Reads pairs held in memory (standard input), in the shape ``readPairs(at:)`` reads.
    ///
    /// - Parameters:
    ///   - text: The JSON text.
    ///   - file: How errors name the source (`<stdin>`).
    /// - Throws: ``FormatError`` naming the source and the entry.
    public static func readPairs(text: String, file: String) throws(FormatError) -> [TokenPair] {
        try readPairs(bytes: Array(text.utf8), file: file)
    }

    private static func readPairs(bytes: [UInt8], file path: String) throws(FormatError) -> [TokenPair] {
        let value: JSONValue
        do { value = try JSONParser(allowsJSON5: true).parse(bytes: bytes) } catch { throw FormatError(error, file: path) }
        let list = value.elements ?? value["pairs"]?.elements
        guard let list else { throw FormatError(.structure, file: path, message: "expected an array of pairs (or an object with 'pairs')") }
        var pairs: [TokenPair] = []
        // Where the list sits, for the line of a problem: the top level, or `pairs`. The file is parsed again for
        // positions only when there is a problem to place.
        let listPath: [JSONPathComponent] = value.elements == nil ? [.key("pairs")] : []
        func located(_ error: FormatError, at path: [JSONPathComponent]) -> FormatError {
            error.located(at: listPath + path, by: JSONLocator(bytes: bytes, allowsJSON5: true))
        }
        for (index, item) in list.enumerated() {
            guard let foreground = item["foreground"]?.stringValue, let background = item["background"]?.stringValue else {
                throw located(FormatError(.structure, file: path, key: "[\(index)]", message: "a pair needs 'foreground' and 'background' names"),
                              at: [.index(index)])
            }
            var requirement = ContrastRequirement.text
            do throws(FormatError) {
                if let minimum = item["minimum"] {
                    if minimum.members != nil {
                        let standard = try contrastMinimum(minimum["standard"], file: path, key: "[\(index)].minimum.standard") ?? requirement.standard
                        let increased = try contrastMinimum(minimum["increased"], file: path, key: "[\(index)].minimum.increased")
                            ?? ContrastRequirement(wcagMinimum: standard).increased
                        requirement = ContrastRequirement(wcagMinimum: standard, increased: increased)
                    } else if let ratio = try contrastMinimum(minimum, file: path, key: "[\(index)].minimum") {
                        requirement = ContrastRequirement(wcagMinimum: ratio)
                    }
                }
            } catch {
                throw located(error, at: [.index(index), .key("minimum")])
            }
            pairs.append(TokenPair(foreground: foreground, background: background, requirement: requirement))
        }
        return pairs
    }

    /// A pair's WCAG minimum: a number from 1 to 21 (the range of a contrast ratio), or `nil` when absent.
    ///
    /// - Throws: ``FormatError`` naming the key when the value is not a number (a string, `NaN`, `Infinity`, which
    ///   JSON5 allows) or lies outside 1…21, where a pair would always pass or never could.
    private static func contrastMinimum(_ value: JSONValue?, file: String, key: String) throws(FormatError) -> Double? {
        guard let value else { return nil }
        guard case .number = value, let ratio = value.doubleValue, ratio.isFinite else {
            throw FormatError(.structure, file: file, key: key,
                message: "expected a contrast ratio from 1 to 21 (4.5, or {\"standard\": 4.5, \"increased\": 7}), found \(value.excerpt)")
        }
        guard (1...21).contains(ratio) else {
            throw FormatError(.structure, file: file, key: key, message: "the minimum \(value.excerpt) is outside 1 to 21, the range of a contrast ratio")
        }
        return ratio
    }
}
