import Foundation
import NocturneColor
import NocturneAppearance
import NocturnePalette
import NocturneSupport
import NocturneTestSupport
import Testing
@testable import NocturneFormats

@Suite("DesignTokensReader")
struct DesignTokensReaderTests {
    static let root = ReferenceFiles.realInputs("tokens")

    static func write(_ files: [String: String]) throws -> URL {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("nocturne-tokens-\(UUID().uuidString)")
        for (path, text) in files {
            let url = folder.appendingPathComponent(path)
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try text.write(to: url, atomically: true, encoding: .utf8)
        }
        return folder
    }

    @Test("DTCG color objects, aliases, group types and Style Dictionary dark values")
    func dtcg() throws {
        let folder = try Self.write(["t.tokens.json": """
            {"color": {"$type": "color",
              "teal": {"$value": {"colorSpace": "srgb", "components": [0.0431, 0.4784, 0.4588], "alpha": 1, "hex": "#0b7a75"}},
              "mint": {"$value": "#5fd4cc"},
              "p3": {"$value": {"colorSpace": "display-p3", "components": [0.45, 0.82, 0.79]}},
              "accent": {"$value": "{color.teal}", "darkValue": "{color.mint}"},
              "link": {"$value": "{color.accent}"},
              "faint": {"$value": "oklch(0.7 0.1 190 / 50%)"},
              "broken": {"$value": "{color.nothing}"}
            }, "space": {"$type": "dimension", "one": {"$value": "4px"}}}
            """])
        defer { try? FileManager.default.removeItem(at: folder) }
        let tokens = try DesignTokensReader().read(at: folder.appendingPathComponent("t.tokens.json").path)
        #expect(tokens.tokens.map(\.name) == ["color.teal", "color.mint", "color.p3", "color.accent", "color.link", "color.faint", "color.broken"])
        #expect(tokens["color.teal"]?.value(in: Fixtures.mode("light-standard-base"))?.hex == "#0B7A75")
        // The alias follows the referenced token's dark value: link is dark because accent is.
        #expect(tokens["color.link"]?.value(in: Fixtures.mode("dark-standard-base"))?.hex == "#5FD4CC")
        #expect(tokens["color.link"]?.hasDarkVariant == true)
        #expect(tokens["color.teal"]?.hasDarkVariant == false)
        #expect(tokens["color.p3"]?.value(in: Fixtures.mode("light-standard-base"))?.color?.space == .displayP3)
        #expect(tokens["color.faint"]?.value(in: Fixtures.mode("light-standard-base"))?.opacity == 0.5)
        #expect(tokens.diagnostics.map(\.key) == ["color.broken"])
        #expect(tokens.diagnostics.first?.kind == .unresolvedReference)
    }

    @Test("Nocturne's own DTCG output reads back with every mode, by file and by resolver")
    func ownOutput() throws {
        let files = try DesignTokensWriter().write(Fixtures.trips)
        let folder = try Self.write(Dictionary(uniqueKeysWithValues: files.map { ($0.path, $0.contents) }))
        defer { try? FileManager.default.removeItem(at: folder) }
        for path in ["tokens/Trips.tokens.json", "tokens/Trips.resolver.json", "tokens"] {
            let tokens = try DesignTokensReader().read(at: folder.appendingPathComponent(path).path)
            #expect(tokens.diagnostics.isEmpty, "\(path): \(tokens.diagnostics)")
            for token in Fixtures.trips.tokens {
                let read = try #require(tokens.tokens.first { $0.name.hasSuffix(token.name) }, "\(path) \(token.name)")
                for mode in AppearanceMode.all {
                    #expect(read.value(in: mode)?.hex == token.value(in: mode)?.hex, "\(path) \(token.name) \(mode)")
                }
            }
        }
    }

    @Test("every real token file reads without throwing, with its problems named", .requiresReference(ReferenceFiles.realInputsPath("tokens")), arguments: [
        ("compound-design-tokens/tokens", 422, 123),
        ("compound-design-tokens/tokens/theme-light.json", 310, 0),
        ("compound-design-tokens/tokens/theme-dark-hc.json", 310, 0),
        ("compound-design-tokens/tokens/theme-semantics.json", 105, 105),
        ("compound-design-tokens/tokens/cross-platform.json", 0, 0),
        ("primer-primitives/src/tokens/base/color/light/light.high-contrast.json5", 82, 1),
        ("primer-primitives/src/tokens/functional/color/focus.json5", 1, 1),
        ("primer-primitives/src/tokens/functional/color/selection.json5", 1, 1),
        ("style-dictionary-dark-mode@multi-file/tokens", 11, 24),
        ("style-dictionary-dark-mode@single-token/tokens", 23, 47),
    ])
    func realFiles(path: String, colors: Int, problems: Int) throws {
        let root = try #require(Self.root)
        let tokens = try DesignTokensReader().read(at: root.appendingPathComponent(path).path)
        #expect(tokens.tokens.count == colors)
        #expect(tokens.diagnostics.count == problems, "\(tokens.diagnostics.prefix(5))")
    }

    @Test("real values are as the files say", .requiresReference(ReferenceFiles.realInputsPath("tokens")))
    func realValues() throws {
        let root = try #require(Self.root)
        let compound = try DesignTokensReader().read(at: root.appendingPathComponent("compound-design-tokens/tokens").path)
        // theme-light.json: gray 1400 is #1b1d22; theme-dark-hc.json: hsl(0, 100%, 12%, 1)-style values parse.
        #expect(compound["color.gray.1400"]?.value(in: Fixtures.mode("light-standard-base"))?.hex == "#1B1D22")
        #expect(compound["color.theme.bg"]?.value(in: Fixtures.mode("dark-increased-base"))?.hex == "#101317")
        // Semantic text primary aliases gray 1400 in light, and resolves in Dark HC through theme-dark-hc.
        #expect(compound["color.text.primary"]?.value(in: Fixtures.mode("light-standard-base"))?.hex == "#1B1D22")
        #expect(compound["color.text.primary"]?.values[Fixtures.mode("dark-increased-base")] != nil)
        // The missing Dark and Light HC sets are named.
        #expect(compound.diagnostics.contains { $0.message.contains("'theme-dark'") })
        let primer = try DesignTokensReader().read(at: root.appendingPathComponent("primer-primitives/src/tokens/base/color/light/light.high-contrast.json5").path)
        #expect(primer["base.color.black"]?.value(in: Fixtures.mode("light-standard-base"))?.hex == "#010409")
        #expect(primer.diagnostics.first?.message.contains("duplicate key '0'") == true)
        // The last duplicate wins, as a JSON5 parser keeps it.
        #expect(primer["base.color.pink.0"] != nil)
        let selection = try DesignTokensReader().read(at: root.appendingPathComponent("primer-primitives/src/tokens/functional/color/selection.json5").path)
        #expect(selection.diagnostics.first?.kind == .unresolvedReference)
    }

    @Test("theme and mode names map to modes", arguments: [
        ("Dark HC", "dark-increased-base"), ("Light", "light-standard-base"), ("light-high-contrast", "light-increased-base"),
        ("dark-high-contrast", "dark-increased-base"), ("Dark", "dark-standard-base"), ("dark-standard-elevated", "dark-standard-elevated"),
    ])
    func modeNames(name: String, key: String) {
        #expect(DesignTokensReader.mode(forName: name)?.key == key)
    }

    @Test("color-blind and dimmed variants are not modes", arguments: ["dark-tritanopia", "light-protanopia-deuteranopia", "dark-dimmed", "Global"])
    func notModes(name: String) {
        #expect(DesignTokensReader.mode(forName: name) == nil)
    }
}

@Suite("CSSThemeReader")
struct CSSThemeReaderTests {
    @Test("Nocturne's own CSS reads back with the same values in the four base modes and elevated")
    func ownOutput() throws {
        let css = try CSSThemeWriter().write(Fixtures.trips)
        let tokens = CSSThemeReader().read(css: css, name: "trips")
        #expect(tokens.diagnostics.isEmpty)
        for token in Fixtures.trips.tokens {
            let read = tokens.tokens.first { $0.name == "theme-" + TokenNaming.kebab(token.name) }
            for mode in TokenSet.baseModes + [Fixtures.mode("dark-standard-elevated")] {
                #expect(read?.value(in: mode)?.hex == token.value(in: mode)?.hex, "\(token.name) \(mode)")
            }
        }
        let accent = tokens.tokens.first { $0.name == "theme-accent" }
        #expect(accent?.value(in: Fixtures.mode("dark-standard-base"))?.displayP3?.space == .displayP3)
    }

    @Test("the real compound stylesheets: scoped dark HC values, var() chains to other files reported",
          .requiresReference(ReferenceFiles.realInputsPath("tokens")))
    func compound() throws {
        let root = try #require(ReferenceFiles.realInputs("tokens"))
        let scoped = try CSSThemeReader().read(at: root.appendingPathComponent("compound-design-tokens/assets/web/css/cpd-theme-dark-hc-semantic.css").path)
        #expect(scoped.tokens.count == 6)
        #expect(scoped.diagnostics.count == 6)
        #expect(scoped.diagnostics.allSatisfy { $0.kind == .unresolvedReference })
        let index = try CSSThemeReader().read(at: root.appendingPathComponent("compound-design-tokens/assets/web/css/compound-design-tokens.css").path)
        #expect(index.diagnostics.filter { $0.message.contains("@import") }.count == 19)
    }
}

@Suite("TokenAudit")
struct TokenAuditTests {
    @Test("declared pairs are checked in every mode that has its own value; failures fail")
    func pairs() {
        var tokens = Fixtures.trips
        tokens.pairs = [
            TokenPair(foreground: "foregroundPrimary", background: "backgroundPrimary", requirement: .primaryText),
            TokenPair(foreground: "outlinePrimary", background: "backgroundPrimary", requirement: .nonText),
        ]
        let audit = TokenAudit(tokens: tokens)
        #expect(audit.modes.count == 8)
        #expect(!audit.pairsAreInferred)
        // foregroundPrimary has all eight modes; outlinePrimary (20% black / 35% white) fails 3:1 where it has values.
        #expect(audit.results.filter { $0.pair.foreground == "foregroundPrimary" }.count == 8)
        #expect(audit.failingPairs.allSatisfy { $0.pair.foreground == "outlinePrimary" })
        #expect(!audit.failingPairs.isEmpty)
        #expect(!audit.passes)
        #expect(audit.text().hasSuffix("FAIL: \(audit.failingPairs.count) failing pair checks, 0 symbol collisions, 0 reading errors\n"))
    }

    @Test("pairs are inferred from names, and said to be")
    func inferred() {
        let tokens = TokenSet(name: "x", tokens: [
            ColorToken(name: "textPrimary", light: Fixtures.rgb("#111111"), dark: Fixtures.rgb("#EEEEEE")),
            ColorToken(name: "textDisabled", light: Fixtures.rgb("#DDDDDD"), dark: Fixtures.rgb("#333333")),
            ColorToken(name: "backgroundPrimary", light: Fixtures.rgb("#FFFFFF"), dark: Fixtures.rgb("#000000")),
            ColorToken(name: "buttonBackground", light: Fixtures.rgb("#0B7A75"), dark: Fixtures.rgb("#5FD4CC")),
            ColorToken(name: "onButtonBackground", light: Fixtures.rgb("#FFFFFF"), dark: Fixtures.rgb("#000000")),
        ])
        let audit = TokenAudit(tokens: tokens)
        #expect(audit.pairsAreInferred)
        #expect(audit.pairs.map { "\($0.foreground)/\($0.background)" } == ["textPrimary/backgroundPrimary", "textDisabled/backgroundPrimary", "onButtonBackground/buttonBackground"])
        #expect(audit.pairs[1].isExempt)
        #expect(audit.passes)
        #expect(audit.missingHighContrast.count == 5)
    }

    @Test("the default theme passes its own audit, in every format it can be read back from")
    func defaultTheme() throws {
        let tokens = TokenSet(theme: .default)
        let audit = TokenAudit(tokens: tokens)
        #expect(audit.passes)
        #expect(audit.results.count == tokens.pairs.count * 8)
        let css = CSSThemeReader().read(css: try CSSThemeWriter().write(tokens), name: "theme")
        #expect(css.tokens.count == tokens.tokens.count)
        #expect(TokenAudit(tokens: css).collisions.isEmpty)
    }

    @Test("the audit names a value outside sRGB by token and mode, and colliding names by their shared symbol")
    func auditNamesOutsideAndCollisions() {
        let css = CSSThemeReader().read(css: ":root { --brand-blue: color(display-p3 0 0 1); --brandBlue: #0000ff; }", name: "t")
        let audit = TokenAudit(tokens: css)
        #expect(audit.outsideSRGB.first == TokenAudit.TokenInMode(token: "brand-blue", mode: AppearanceMode(colorScheme: .light)))
        #expect(audit.collisions == [SymbolCollision(symbol: "brandBlue", names: ["brand-blue", "brandBlue"])])
        #expect(!audit.passes)
    }

    @Test("a near miss is judged by the one pass rule and printed cut, never rounded up to a pass")
    func nearMissIsCut() throws {
        // #6B7980 on white is 4.495:1: rounding would print "4.5 < 4.5".
        let tokens = TokenSet(name: "x", tokens: [
            ColorToken(name: "textSecondary", light: Fixtures.rgb("#6B7980"), dark: Fixtures.rgb("#6B7980")),
            ColorToken(name: "backgroundPrimary", light: Fixtures.rgb("#FFFFFF"), dark: Fixtures.rgb("#FFFFFF", opacity: 0.5)),
        ], pairs: [TokenPair(foreground: "textSecondary", background: "backgroundPrimary")])
        let audit = TokenAudit(tokens: tokens)
        let light = try #require(audit.results.first { $0.mode == AppearanceMode(colorScheme: .light) })
        #expect(!light.passes)
        #expect(light.passes == ContrastRequirement.text.isMet(by: PairContrast(foreground: RGB8(0x6B7980), background: RGB8(0xFFFFFF)),
                                                              in: light.mode, method: .wcag))
        #expect(audit.text().contains("FAIL textSecondary on backgroundPrimary in light-standard-base: WCAG 4.49 < 4.5, APCA Lc"))
        #expect(!audit.text().contains("4.5 < 4.5"))
        let json = audit.json.serialized(style: .compact)
        #expect(json.contains(#""wcag":4.49"#))
        // The translucent dark background draws over the black page: mid gray, so the gray text fails badly there.
        let dark = try #require(audit.results.first { $0.mode == AppearanceMode(colorScheme: .dark) })
        #expect(dark.wcag < 1.5)
        // The preview judges and prints the same way.
        let html = try PreviewWriter().write(tokens)
        #expect(html.contains("✗ 4.49 on backgroundPrimary"))
    }

    @Test("the JSON has the documented keys in order")
    func json() throws {
        let text = TokenAudit(tokens: Fixtures.trips).json.serialized(style: .compact)
        let keys = try JSONParser().parse(text).members?.map(\.key)
        #expect(keys == ["source", "passes", "modes", "tokens", "problems", "unknownPairNames", "missingDark", "missingHighContrast", "outsideSRGB",
            "unresolvedReferences", "collisions", "pairsInferred", "pairsSource", "pairs"])
    }
}
