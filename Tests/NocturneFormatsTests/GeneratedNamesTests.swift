import NocturneSupport
import Testing
@testable import NocturneFormats

/// Issue 9's "Generated files": every writer refuses names it cannot write uniquely and validly, through one check.
@Suite("GeneratedNames")
struct GeneratedNamesTests {
    /// Each writer of a generated file.
    enum Writer: String, CaseIterable, Sendable {
        case swift, xcassets, css, android, tokens, preview

        func write(_ tokens: TokenSet) throws(FormatError) {
            switch self {
            case .swift: _ = try SwiftSourceWriter().write(tokens)
            case .xcassets: _ = try AssetCatalogWriter().write(tokens)
            case .css: _ = try CSSThemeWriter().write(tokens)
            case .android: _ = try AndroidResourcesWriter().write(tokens)
            case .tokens: _ = try DesignTokensWriter().write(tokens)
            case .preview: _ = try PreviewWriter().write(tokens)
            }
        }
    }

    static func set(_ names: [String]) -> TokenSet {
        TokenSet(name: "Trips", tokens: names.map { ColorToken(name: $0, light: Fixtures.rgb("#102030"), dark: Fixtures.rgb("#F0E0D0")) })
    }

    @Test("a name with a newline (or another control character) is refused by every writer, the name shown escaped",
          arguments: Writer.allCases)
    func controlCharacters(_ writer: Writer) throws {
        let error = #expect(throws: FormatError.self) { try writer.write(Self.set(["ok", "text\nprimary"])) }
        #expect(error?.kind == .invalidName)
        // DTCG names are shown with their group path (`text/…`).
        #expect(error?.key.hasSuffix("text\\u{000A}primary'") == true, "\(String(describing: error))")
        #expect(error?.description.contains("\n") == false)
    }

    @Test("a name with no letter or digit (']]>') is refused where it would become '_' or '--'; DTCG keys may hold it",
          arguments: Writer.allCases)
    func namesWithoutWords(_ writer: Writer) throws {
        if writer == .tokens {
            // Written, and kept as it is: each key is there with its value, in its group.
            let tokens = Self.set(["ok", "]]>"])
            let files = try DesignTokensWriter().write(tokens)
            let document = try JSONParser().parse(try #require(files.first).contents)
            for token in tokens.tokens {
                let node = (DesignTokensWriter.groupPath(token) + [token.name]).reduce(Optional(document)) { $0?[$1] }
                #expect(node?["$value"] != nil, "\(token.name) not written: \(files.first?.contents ?? "")")
            }
            return
        }
        let error = #expect(throws: FormatError.self) { try writer.write(Self.set(["ok", "]]>"])) }
        #expect(error?.kind == .invalidName)
        #expect(error?.key == "']]>'")
    }

    @Test("text-primary, text_primary and TextPrimary are refused by every writer that would write them as one name, naming all three",
          arguments: Writer.allCases)
    func collisions(_ writer: Writer) throws {
        let tokens = Self.set(["text-primary", "text_primary", "TextPrimary", "other"])
        if writer == .tokens {
            // DTCG keeps names as they are: three different keys.
            let files = try DesignTokensWriter().write(tokens)
            let document = try JSONParser().parse(try #require(files.first).contents)
            #expect(document["text"]?.members?.map(\.key).sorted() == ["TextPrimary", "text-primary", "text_primary"])
            return
        }
        let error = #expect(throws: FormatError.self) { try writer.write(tokens) }
        #expect(error?.kind == .symbolCollision)
        #expect(error?.message.hasPrefix("'text-primary', 'text_primary' and 'TextPrimary' would all be written as") == true,
                "\(String(describing: error))")
    }

    @Test("the catalog writer can still rename collisions when asked; the other writers have no such option")
    func catalogRenames() throws {
        let output = try AssetCatalogWriter(renamesCollisions: true).write(Self.set(["text-primary", "text_primary"]))
        #expect(output.notes.contains { $0.contains("renamed 'text_primary' to 'text_primary2'") })
    }

    @Test("DTCG names that the format forbids ('$x', 'a.b', '{a}') and asset names with '..' folders are refused",
          arguments: [(Writer.tokens, "$value"), (.tokens, "a.b"), (.tokens, "{a}"), (.xcassets, "Brand/../escape"), (.xcassets, "Brand//x")])
    func formatRules(_ writer: Writer, _ name: String) throws {
        let error = #expect(throws: FormatError.self) { try writer.write(Self.set([name])) }
        #expect(error?.kind == .invalidName)
    }

    @Test("the set's name names files and a type: a newline, a slash or no letters are refused", arguments: ["Trips\n", "a/b", "--", ""])
    func setNames(_ name: String) throws {
        var tokens = Self.set(["ok"])
        tokens.name = name
        for writer in Writer.allCases {
            #expect(throws: FormatError.self, "\(writer)") { try writer.write(tokens) }
        }
    }

    @Test("a quote or backslash in a name stays inside the Swift string literal that names the AppKit color")
    func swiftStringLiteral() throws {
        let source = try SwiftSourceWriter().write(Self.set(["say \"hi\" \\ now"]))
        #expect(source.contains(#"dynamic("say \"hi\" \\ now", "#))
    }
}
