import Foundation
import NocturneColor
import NocturneAppearance
import NocturneSupport
import Testing
@testable import NocturneFormats

/// Reader reproductions from issue #9: each input crashed, hung, read without end or was dropped without a word.
@Suite("Hostile inputs to the readers")
struct HostileInputTests {
    static func folder() throws -> URL {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("nocturne-hostile-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        return url
    }

    static let red = #"{"colors":[{"idiom":"universal","color":{"color-space":"srgb","components":{"red":"1.000","green":"0.000","blue":"0.000","alpha":"1.000"}}}],"info":{"author":"xcode","version":1}}"#

    // MARK: - CSS

    @Test("19,000 nested '@a{' stop at the nesting limit with an error, in linear time (was a stack overflow)")
    func deepNesting() {
        let tokens = CSSThemeReader().read(css: String(repeating: "@a{", count: 19_000) + "\n", name: "deep", file: "deep.css")
        #expect(tokens.diagnostics.map(\.description) == ["deep.css:1: blocks nest deeper than 256 at line 1; the rest of the file is not read"])
        let styleRules = CSSThemeReader().read(css: String(repeating: ".a{", count: 50_000), name: "deep")
        #expect(styleRules.diagnostics.count == 1)
    }

    @Test("every problem in a stylesheet is reported with its line and property", arguments: [
        (":root {\n  --x: notacolor;\n}", "t.css:2: key '--x': 'notacolor' is not a color; the value is not read"),
        (":root { --a: var(--b);\n --b: var(--a); }", "t.css:1: key '--a': var() references form a cycle: --a → --b → --a"),
        (":root { --a: red; }\n/* never closed", "t.css:2: unterminated comment: '/*' at line 2 is never closed; the rest of the file is not read"),
        (":root {\n --a: \"open\n}", "t.css:2: unterminated string starting at line 2"),
        ("\n.a { --a: red;", "t.css:2: unterminated block: the '{' at line 2 is never closed"),
        (":root { --a: red; } }", "t.css:1: unmatched '}' at line 1"),
        (":root { --a: var(--missing); }", "t.css:1: key '--a': var(--missing) is not defined in this file"),
        (":root { --big: color(srgb 1e308 1e308 1e308); }",
         "t.css:1: key '--big': 'color(srgb 1e308 1e308 1e308)': component 'r' of a srgb color is 1e308, too large to convert (the limit is ±1e9)"),
        (":root { --m: rgb(300 0); }", "t.css:1: key '--m': 'rgb(300 0)' is not a color; the value is not read"),
    ])
    func cssProblems(css: String, expected: String) {
        let tokens = CSSThemeReader().read(css: css, name: "t", file: "t.css")
        #expect(tokens.diagnostics.map(\.description).contains(expected), "\(tokens.diagnostics.map(\.description))")
    }

    /// An audit reads a stylesheet as input, as `theme` and `contrast` do (#38 item 21): a NaN or infinite calc() is an error
    /// naming the property and the math function, and the value is not read (before, CSS's clamping turned each into a color).
    @Test("a NaN or infinite calc() in a stylesheet or a token file is an error naming it, not a clamped color", arguments: [
        ("rgb(calc(NaN) 0 0)", 4, "NaN"), ("hsl(calc(infinity) 100% 50%)", 4, "infinity"), ("color(srgb calc(infinity) 0 0)", 11, "infinity"),
    ])
    func nonFiniteCalc(color: String, offset: Int, value: String) throws {
        let message = "'\(color)': expected a finite value (this math function is \(value), which CSS would clamp; as input it is refused) at offset \(offset) in \"\(color)\""
        let css = CSSThemeReader().read(css: ":root { --a: \(color); --b: white; }", name: "t", file: "t.css")
        #expect(css.diagnostics.map(\.description) == ["t.css:1: key '--a': \(message)"], "\(css.diagnostics)")
        #expect(css.tokens.map(\.name) == ["b"])
        let tokens = try DesignTokensReader().read(json: ##"{"a": {"$type": "color", "$value": "\##(color)"}}"##, name: "t", file: "t.json")
        #expect(tokens.tokens.allSatisfy { $0.values.allSatisfy { $0 == nil } }, "no value read: \(tokens.tokens)")
        #expect(tokens.diagnostics.map(\.description) == ["t.json:1: key 'a': \"\(color)\": " + message.dropFirst(color.count + 4)], "\(tokens.diagnostics)")
    }

    @Test("values that are not colors (dimensions, fonts, gradients) are skipped without a word")
    func otherValues() {
        let css = ":root { --space: 4px; --font: Inter, sans-serif; --g: linear-gradient(red, var(--nowhere)); --w: 1.5; --t: 'x'; --auto: auto; }"
        let tokens = CSSThemeReader().read(css: css, name: "t", file: "t.css")
        #expect(tokens.diagnostics.isEmpty, "\(tokens.diagnostics)")
        #expect(tokens.tokens.isEmpty)
    }

    @Test("color-mix() with var() resolves; !important wins over a later declaration; light-dark() still splits")
    func substitution() {
        let css = """
            :root { --c: #ff0000; --m: color-mix(in srgb, var(--c), white); --i: blue !important; --ld: light-dark(var(--c), black); }
            :root { --i: red; }
            """
        let tokens = CSSThemeReader().read(css: css, name: "t", file: "t.css")
        let light = AppearanceMode(colorScheme: .light)
        let dark = AppearanceMode(colorScheme: .dark)
        #expect(tokens.diagnostics.isEmpty, "\(tokens.diagnostics)")
        #expect(tokens["m"]?.value(in: light)?.hex == "#FF8080")
        #expect(tokens["i"]?.value(in: light)?.hex == "#0000FF")
        #expect(tokens["ld"]?.value(in: light)?.hex == "#FF0000")
        #expect(tokens["ld"]?.value(in: dark)?.hex == "#000000")
    }

    @Test("var() chains: 120 links resolve in any order, 200 declared last-first stop at the limit, exponential growth stops at 64 KB")
    func longChains() {
        for reversed in [false, true] {
            var declarations = (1...120).map { " --v\($0): var(--v\($0 - 1));" }
            if reversed { declarations.reverse() }
            let chain = CSSThemeReader().read(css: ":root { --v0: #123456;" + declarations.joined() + " }", name: "t")
            #expect(chain.diagnostics.isEmpty)
            #expect(chain["v120"]?.value(in: AppearanceMode(colorScheme: .light))?.hex == "#123456")
        }
        let long = ":root {" + (1...200).reversed().map { " --w\($0): var(--w\($0 - 1));" }.joined() + " --w0: red; }"
        let tooLong = CSSThemeReader().read(css: long, name: "t")
        #expect(tooLong.diagnostics.contains { $0.message.contains("nest deeper than 128") })
        var bomb = ":root { --b0: color-mix(in srgb, red, blue);"
        for index in 1...40 { bomb += " --b\(index): color-mix(in srgb, var(--b\(index - 1)), var(--b\(index - 1)));" }
        let exploded = CSSThemeReader().read(css: bomb + " }", name: "t")
        #expect(exploded.diagnostics.contains { $0.message.contains("beyond 65536 bytes") })
    }

    @Test("declared pairs naming tokens that do not exist fail the audit, naming them (was a pass with 0 checks)")
    func unknownPairNames() {
        let pairs = [TokenPair(foreground: "textPrimry", background: "backgroundPrimary")]
        let audit = TokenAudit(tokens: Fixtures.trips, pairs: pairs)
        #expect(!audit.passes)
        #expect(audit.unknownPairNames == ["pair 1 (textPrimry on backgroundPrimary): no token named 'textPrimry' for its foreground"])
        #expect(audit.text().contains("FAIL: declared pairs naming tokens that do not exist (1):"))
    }

    // MARK: - Design tokens

    /// A token file with one token `c` whose `$value` is `value`, on line 3.
    static func tokenFile(_ value: String) -> String {
        "{\n  \"c\": {\n    \"$type\": \"color\", \"$value\": \(value)\n  }\n}\n"
    }

    @Test("alias chains of any length resolve, declared in either order (32 links were called a cycle)", arguments: [false, true])
    func longAliasChain(reversed: Bool) throws {
        var lines = (1...2_000).map { "\"t\($0)\": {\"$value\": \"{t\($0 - 1)}\"}" }
        if reversed { lines.reverse() }
        let json = "{\"$type\": \"color\", \"t0\": {\"$value\": \"#123456\", \"alpha\": 0.5},\n" + lines.joined(separator: ",\n") + "}"
        let tokens = try DesignTokensReader().read(json: json, name: "t", file: "t.tokens.json")
        #expect(tokens.diagnostics.isEmpty, "\(tokens.diagnostics.prefix(3))")
        #expect(tokens["t2000"]?.value(in: AppearanceMode(colorScheme: .light))?.hex == "#12345680")
    }

    @Test("a real alias cycle is named in full, once, at the token where the chain enters it")
    func aliasCycle() throws {
        let json = """
            {"$type": "color",
              "d": {"$value": "{a}"},
              "a": {"$value": "{b}"},
              "b": {"$value": "{c}"},
              "c": {"$value": "{a}"},
              "self": {"$value": "{self}"},
              "ok": {"$value": "#fff"}}
            """
        let tokens = try DesignTokensReader().read(json: json, name: "t", file: "t.tokens.json")
        #expect(tokens.diagnostics.map(\.description) == [
            "t.tokens.json:3: key 'a': aliases form a cycle: a → b → c → a",
            "t.tokens.json:6: key 'self': aliases form a cycle: self → self",
        ])
        #expect(tokens["ok"]?.value(in: AppearanceMode(colorScheme: .light))?.hex == "#FFFFFF")
    }

    @Test("a color object with wrong component types, counts or numbers is an error naming the token, the key and the value", arguments: [
        (#"{"colorSpace": "srgb", "components": ["1", 0, 0]}"#, #"t.tokens.json:3: key 'c': components[0] is "1", not a number or "none""#),
        (#"{"colorSpace": "srgb",\#n "components": [0, true, 0]}"#, #"t.tokens.json:4: key 'c': components[1] is true, not a number or "none""#),
        (#"{"colorSpace": "srgb", "components": [0, 0, null]}"#, #"t.tokens.json:3: key 'c': components[2] is null, not a number or "none""#),
        (#"{"colorSpace": "srgb", "components": [1, 0]}"#, "t.tokens.json:3: key 'c': srgb takes 3 components, found 2"),
        (#"{"colorSpace": "oklch", "components": [0.5, 0.1, 120, 1]}"#, "t.tokens.json:3: key 'c': oklch takes 3 components, found 4"),
        (#"{"colorSpace": "srgb", "components": "1 0 0"}"#, #"t.tokens.json:3: key 'c': srgb takes 3 components, found "1 0 0" instead of an array"#),
        (#"{"colorSpace": "srgb"}"#, "t.tokens.json:3: key 'c': srgb takes 3 components, found no 'components'"),
        (#"{"colorSpace": "srgb", "components": [1e400, 0, 0]}"#, "t.tokens.json:3: key 'c': components[0] is 1e400, not a finite number"),
        (#"{"colorSpace": "srgb", "components": [NaN, 0, 0]}"#, "t.tokens.json:3: key 'c': components[0] is NaN, not a finite number"),
        (#"{"colorSpace": "srgb", "components": [1e308, 1e308, 1e308]}"#,
         "t.tokens.json:3: key 'c': component 'r' of a srgb color is 1e308, too large to convert (the limit is ±1e9)"),
        (#""color(srgb 1e308 1e308 1e308)""#,
         #"t.tokens.json:3: key 'c': "color(srgb 1e308 1e308 1e308)": component 'r' of a srgb color is 1e308, too large to convert (the limit is ±1e9)"#),
        (#"{"colorSpace": "srgb", "components": [1, 0, 0], "alpha": 2}"#, "t.tokens.json:3: key 'c': alpha is 2, outside 0 to 1"),
        (#"{"colorSpace": "srgb", "components": [1, 0, 0], "alpha": "50%"}"#, #"t.tokens.json:3: key 'c': alpha is "50%", not a number from 0 to 1"#),
        (#"{"colorSpace": "srgbb", "components": [1, 0, 0]}"#, #"t.tokens.json:3: key 'c': color object with unknown colorSpace "srgbb" and no usable hex"#),
    ])
    func colorObjectErrors(value: String, expected: String) throws {
        let tokens = try DesignTokensReader().read(json: Self.tokenFile(value), name: "t", file: "t.tokens.json")
        #expect(tokens.diagnostics.map(\.description) == [expected])
        #expect(tokens.diagnostics.allSatisfy { $0.severity == .error })
        #expect(tokens["c"]?.explicitModes.isEmpty == true, "a broken value must not become #000000")
    }

    @Test("a component outside its space's range, or a hex that is not one, is a warning; the value is read as written", arguments: [
        (#"{"colorSpace": "srgb", "components": [1.5, 0, 0]}"#, "t.tokens.json:3: key 'c': components[0] is 1.5, outside srgb's range (0 to 1); read as written"),
        (#"{"colorSpace": "oklch", "components": [0.5, -0.1, 400]}"#,
         "t.tokens.json:3: key 'c': components[1] is -0.1, outside oklch's range (at least 0); read as written"),
        (#"{"colorSpace": "hsl", "components": [0, 120, 50]}"#, "t.tokens.json:3: key 'c': components[1] is 120, outside hsl's range (0 to 100); read as written"),
        (##"{"colorSpace": "srgb", "components": [1, 0, 0], "hex": "#ggg"}"##, ##"t.tokens.json:3: key 'c': hex "#ggg" is not a hex color; the components are used"##),
    ])
    func colorObjectWarnings(value: String, expected: String) throws {
        let tokens = try DesignTokensReader().read(json: Self.tokenFile(value), name: "t", file: "t.tokens.json")
        #expect(tokens.diagnostics.map(\.description) == [expected])
        #expect(tokens.diagnostics.allSatisfy { $0.severity == .warning })
        #expect(tokens["c"]?.explicitModes.isEmpty == false)
        #expect(!tokens.hasReadingErrors)
        #expect(TokenAudit(tokens: tokens, pairs: []).passes)
    }

    @Test("components that DTCG allows read without a word: \"none\", hues past 360, Lab a/b of any sign", arguments: [
        #"{"colorSpace": "oklch", "components": [0.5, 0.1, "none"]}"#,
        #"{"colorSpace": "oklch", "components": [0.5, 0.1, 400]}"#,
        #"{"colorSpace": "lab", "components": [50, -120, 90], "alpha": 0}"#,
        #"{"colorSpace": "srgb", "components": [1.0000000001, 0, 0]}"#,
    ])
    func allowedComponents(value: String) throws {
        let tokens = try DesignTokensReader().read(json: Self.tokenFile(value), name: "t", file: "t.tokens.json")
        #expect(tokens.diagnostics.isEmpty, "\(tokens.diagnostics)")
        #expect(tokens["c"]?.explicitModes.isEmpty == false)
    }

    // MARK: - Asset catalogs

    /// A color set in Xcode's layout: the first entry's `color` on line 4, its alpha on line 7 and its idiom on
    /// line 13 (line 5 when `color` is given on one line); the second entry, dark and black, with `appearances` on line 16.
    static func colorSet(idiom: String = "universal", color: String? = nil, alpha: String = "1.000", darkAppearances: String? = nil,
                         gamut: String? = nil) -> String {
        let firstColor = color ?? """
            {
                    "color-space" : "srgb",
                    "components" : {
                      "alpha" : "\(alpha)",
                      "blue" : "1.000",
                      "green" : "1.000",
                      "red" : "1.000"
                    }
                  }
            """
        let appearances = darkAppearances ?? """
            [
                    {
                      "appearance" : "luminosity",
                      "value" : "dark"
                    }
                  ]
            """
        return """
            {
              "colors" : [
                {
                  "color" : \(firstColor),\(gamut.map { "\n      \"display-gamut\" : \"\($0)\"," } ?? "")
                  "idiom" : "\(idiom)"
                },
                {
                  "appearances" : \(appearances),
                  "color" : {
                    "color-space" : "srgb",
                    "components" : { "alpha" : "1.000", "blue" : "0.000", "green" : "0.000", "red" : "0.000" }
                  },
                  "idiom" : "universal"
                }
              ],
              "info" : { "author" : "xcode", "version" : 1 }
            }

            """
    }

    @Test("catalog values that would ship differently are errors, ignorable oddities warnings, each with file, line and key", arguments: [
        (colorSet(alpha: "2.000"), FormatError.Severity.error, #"c.colorset/Contents.json:7: key 'colors[0].color.components.alpha': alpha is "2.000", outside 0 to 1"#),
        (colorSet(alpha: "-1"), .error, #"c.colorset/Contents.json:7: key 'colors[0].color.components.alpha': alpha is "-1", outside 0 to 1"#),
        (colorSet(alpha: "1e999"), .error, #"c.colorset/Contents.json:7: key 'colors[0].color.components.alpha': "1e999" is not a finite number"#),
        (colorSet(darkAppearances: #""dark""#), .error,
         #"c.colorset/Contents.json:16: key 'colors[1].appearances': expected an array of appearances, found "dark"; the entry is not read"#),
        (colorSet(color: #"{ "platform" : "ios", "reference" : "systemBackgroudColor" }"#), .warning,
         #"c.colorset/Contents.json:4: key 'colors[0].color.reference': no system color named "systemBackgroudColor"; did you mean "systemBackgroundColor"?"#),
        (colorSet(color: #"{ "reference" : "bananaColor" }"#), .warning,
         #"c.colorset/Contents.json:4: key 'colors[0].color.reference': no system color named "bananaColor" in UIKit, AppKit or SwiftUI"#),
        (colorSet(idiom: "iphon"), .warning,
         #"c.colorset/Contents.json:13: key 'colors[0].idiom': unknown idiom "iphon" (did you mean "iphone"?); no device draws this entry"#),
        (colorSet(idiom: "toaster"), .warning, #"c.colorset/Contents.json:13: key 'colors[0].idiom': unknown idiom "toaster"; no device draws this entry"#),
        (colorSet(color: #"{ "color-space" : "srgb", "components" : { "alpha" : "1.000", "blue" : "0.000", "green" : "0.000", "red" : "1.5" } }"#), .warning,
         #"c.colorset/Contents.json:4: key 'colors[0].color.components.red': red is "1.5", outside 0 to 1 for srgb; extended-srgb holds values beyond"#),
        (colorSet(color: #"{ "color-space" : "gray-gamma-22", "components" : { "alpha" : "1.000", "white" : "300" } }"#), .warning,
         #"c.colorset/Contents.json:4: key 'colors[0].color.components.white': white is "300", outside 0 to 1 for gray-gamma-22; extended-gray holds values beyond"#),
        (colorSet(gamut: "P3"), .warning,
         #"c.colorset/Contents.json:13: key 'colors[0].display-gamut': unknown display gamut "P3" (Xcode writes "sRGB" or "display-P3"); the entry is read as for every gamut"#),
        (colorSet(darkAppearances: "[]"), .warning,
         #"c.colorset/Contents.json:15: key 'colors[1]': fills the slot Any (universal) that colors[0] fills already; only the first is drawn"#),
    ])
    func catalogProblems(contents: String, severity: FormatError.Severity, expected: String) throws {
        let root = try Self.folder()
        defer { try? FileManager.default.removeItem(at: root) }
        let set = root.appendingPathComponent("c.colorset")
        try FileManager.default.createDirectory(at: set, withIntermediateDirectories: true)
        try contents.write(to: set.appendingPathComponent("Contents.json"), atomically: true, encoding: .utf8)
        // A catalog of one color set, and the same set inside a catalog (read on the concurrent path).
        let single = try AssetCatalogReader().read(at: set.path)
        #expect(single.diagnostics.map(\.description) == [expected])
        #expect(single.diagnostics.map(\.severity) == [severity])
        let catalog = root.appendingPathComponent("A.xcassets")
        try FileManager.default.createDirectory(at: catalog, withIntermediateDirectories: true)
        try FileManager.default.moveItem(at: set, to: catalog.appendingPathComponent("c.colorset"))
        let read = try AssetCatalogReader().read(at: catalog.path)
        #expect(read.diagnostics.map(\.description) == [expected])
        #expect(TokenAudit(tokens: read.tokenSet(), catalog: read, pairs: []).passes == (severity == .warning))
    }

    @Test("extended spaces take components beyond 0…1, and Xcode's gamut names read, without a word", arguments: [
        colorSet(color: #"{ "color-space" : "extended-srgb", "components" : { "alpha" : "1.000", "blue" : "-0.2", "green" : "0.000", "red" : "1.5" } }"#),
        colorSet(color: #"{ "color-space" : "extended-gray", "components" : { "alpha" : "0.5", "white" : "2.0" } }"#),
        colorSet(gamut: "display-P3"), colorSet(gamut: "sRGB"), colorSet(alpha: "0"), colorSet(alpha: "0x80"),
        // Two Any entries, one for wide-gamut screens: two slots, not one filled twice.
        colorSet(darkAppearances: "[]", gamut: "display-P3"),
    ])
    func allowedCatalogValues(contents: String) throws {
        let (entries, problems) = AssetCatalogReader.entries(in: try JSONParser().parse(contents))
        #expect(problems.isEmpty, "\(problems)")
        #expect(entries.count == 2)
    }

    @Test("real system color names read without a word, macOS-only ones too", arguments: [
        "systemBackgroundColor", "labelColor", "systemGray2Color", "alternatingContentBackgroundColor", "controlAccentColor",
        "windowBackgroundColor", "blackColor", "clearColor",
    ])
    func realReferences(name: String) throws {
        let (entries, problems) = AssetCatalogReader.entries(in: try JSONParser().parse(Self.colorSet(color: #"{ "reference" : "\#(name)" }"#)))
        #expect(problems.isEmpty, "\(problems)")
        #expect(entries.count == 2)
    }

    // MARK: - Files and folders

    @Test("a catalog with two links to itself reads once and names both links (was a walk without end)")
    func symlinkLoop() throws {
        let root = try Self.folder()
        defer { try? FileManager.default.removeItem(at: root) }
        let catalog = root.appendingPathComponent("L.xcassets")
        try FileManager.default.createDirectory(at: catalog.appendingPathComponent("a.colorset"), withIntermediateDirectories: true)
        try Self.red.write(to: catalog.appendingPathComponent("a.colorset/Contents.json"), atomically: true, encoding: .utf8)
        try FileManager.default.createSymbolicLink(atPath: catalog.appendingPathComponent("x").path, withDestinationPath: ".")
        try FileManager.default.createSymbolicLink(atPath: catalog.appendingPathComponent("y").path, withDestinationPath: ".")
        try FileManager.default.createSymbolicLink(atPath: catalog.appendingPathComponent("b.colorset").path, withDestinationPath: "a.colorset")
        let read = try AssetCatalogReader().read(at: catalog.path)
        #expect(read.colorSets.map(\.name) == ["a"])
        #expect(read.diagnostics.map(\.description) == [
            "b.colorset: a link to a color set already read; not read again",
            "x: a link to a folder already read (a loop or a second path to it); not read again",
            "y: a link to a folder already read (a loop or a second path to it); not read again",
        ])
    }

    @Test("Contents.json that is /dev/zero, a FIFO or over 16 MB, and a .colorset that is a file, are reported, not read")
    func notRegularFiles() throws {
        let root = try Self.folder()
        defer { try? FileManager.default.removeItem(at: root) }
        let catalog = root.appendingPathComponent("Z.xcassets")
        for name in ["zero", "fifo", "huge", "good"] {
            try FileManager.default.createDirectory(at: catalog.appendingPathComponent("\(name).colorset"), withIntermediateDirectories: true)
        }
        try FileManager.default.createSymbolicLink(atPath: catalog.appendingPathComponent("zero.colorset/Contents.json").path, withDestinationPath: "/dev/zero")
        #expect(mkfifo(catalog.appendingPathComponent("fifo.colorset/Contents.json").path, 0o644) == 0)
        let huge = catalog.appendingPathComponent("huge.colorset/Contents.json")
        #expect(FileManager.default.createFile(atPath: huge.path, contents: nil))
        let handle = try FileHandle(forWritingTo: huge)
        try handle.truncate(atOffset: UInt64(FileSystem.maximumFileSize + 1))
        try handle.close()
        try Self.red.write(to: catalog.appendingPathComponent("good.colorset/Contents.json"), atomically: true, encoding: .utf8)
        try "{}".write(to: catalog.appendingPathComponent("file.colorset"), atomically: true, encoding: .utf8)
        let read = try AssetCatalogReader().read(at: catalog.path)
        #expect(read.colorSets.map(\.name) == ["good"])
        #expect(read.diagnostics.map(\.description) == [
            "file.colorset: a color set must be a folder holding Contents.json, but this is a file; it is not read",
            "fifo.colorset/Contents.json: not a regular file (a FIFO); only regular files are read",
            "huge.colorset/Contents.json: larger than 16 MB; not read",
            "zero.colorset/Contents.json: not a regular file (a character device); only regular files are read",
        ])
    }

    @Test("a stylesheet or token file that is a device, a FIFO or a folder is an error that says so", arguments: ["/dev/zero", "fifo", "folder"])
    func tokenFilesThatAreNotFiles(kind: String) throws {
        let root = try Self.folder()
        defer { try? FileManager.default.removeItem(at: root) }
        let css = root.appendingPathComponent("theme.css").path
        switch kind {
        case "fifo": #expect(mkfifo(css, 0o644) == 0)
        case "folder": try FileManager.default.createDirectory(atPath: css, withIntermediateDirectories: true)
        default: try FileManager.default.createSymbolicLink(atPath: css, withDestinationPath: kind)
        }
        #expect {
            try CSSThemeReader().read(at: css)
        } throws: { error in
            (error as? FormatError)?.message.hasPrefix("not a regular file") == true
        }
        let pairs = root.appendingPathComponent("pairs.json").path
        try FileManager.default.createSymbolicLink(atPath: pairs, withDestinationPath: css)
        #expect(throws: FormatError.self) { try TokenInput.readPairs(at: pairs) }
    }

    // MARK: - Found by fuzzing (fuzz/run.sh)

    @Test("a \\u escape of a high surrogate followed by one that is not a low surrogate reads as U+FFFD (was an overflow trap)",
          arguments: [
              (#"["\ud83d\udae0"]"#, "\u{FFFD}\u{FFFD}"), (#"["\ud800\u0041"]"#, "\u{FFFD}A"), (#"["\ud83d\ude00"]"#, "😀"),
              (#"["\udc00x"]"#, "\u{FFFD}x"), (#"["\uD83D\uDE00\ud800"]"#, "😀\u{FFFD}"),
          ])
    func surrogateEscapes(json: String, expected: String) throws {
        for json5 in [false, true] {
            #expect(try JSONParser(allowsJSON5: json5).parse(json) == .array([.string(expected)]))
        }
        let pairs = try TokenInput.readPairs(text: #"[{"foreground": \#(json.dropFirst().dropLast()), "background": "b"}]"#, file: "pairs.json")
        #expect(pairs.map(\.foreground) == [expected])
    }

    @Test("\\u takes exactly four hex digits: a sign is not one (UInt32(_:radix:) accepted \\u+041)", arguments: [#""\u+041""#, #""\u-000""#, #""\u 41a""#])
    func strictHexEscapes(json: String) {
        for json5 in [false, true] {
            #expect(throws: JSONSyntaxError.self) { try JSONParser(allowsJSON5: json5).parse(json) }
        }
    }

    @Test("a pair's minimum must be a contrast ratio from 1 to 21: NaN (JSON5 allows it) was read as a NaN minimum", arguments: [
        (#"[{"foreground": "a", "background": "b", "minimum": NaN}]"#,
         "pairs.json:1: key '[0].minimum': expected a contrast ratio from 1 to 21 (4.5, or {\"standard\": 4.5, \"increased\": 7}), found NaN"),
        (#"[{"foreground": "a", "background": "b", "minimum": Infinity}]"#,
         "pairs.json:1: key '[0].minimum': expected a contrast ratio from 1 to 21 (4.5, or {\"standard\": 4.5, \"increased\": 7}), found Infinity"),
        (#"[{"foreground": "a", "background": "b", "minimum": "4.5"}]"#,
         "pairs.json:1: key '[0].minimum': expected a contrast ratio from 1 to 21 (4.5, or {\"standard\": 4.5, \"increased\": 7}), found \"4.5\""),
        ("{\"pairs\": [\n  {\"foreground\": \"a\", \"background\": \"b\"},\n  {\"foreground\": \"a\", \"background\": \"b\", \"minimum\": 0.5}\n]}",
         "pairs.json:3: key '[1].minimum': the minimum 0.5 is outside 1 to 21, the range of a contrast ratio"),
        (#"[{"foreground": "a", "background": "b", "minimum": {"standard": 4.5, "increased": 30}}]"#,
         "pairs.json:1: key '[0].minimum.increased': the minimum 30 is outside 1 to 21, the range of a contrast ratio"),
    ])
    func pairMinimums(json: String, expected: String) {
        #expect {
            try TokenInput.readPairs(text: json, file: "pairs.json")
        } throws: { error in
            (error as? FormatError)?.description == expected
        }
    }

    @Test("minimums from 1 to 21 read, as a number or per contrast")
    func pairMinimumsThatRead() throws {
        let pairs = try TokenInput.readPairs(text: #"[{"foreground": "a", "background": "b", "minimum": 1}, {"foreground": "a", "background": "b", "minimum": {"standard": 3, "increased": 21}}]"#, file: "p")
        #expect(pairs.map(\.requirement.standard) == [1, 3])
        #expect(pairs.last?.requirement.increased == 21)
    }
}
