import Testing
@testable import NocturneLint

/// The color sites `nocturne fix` rewrites: exact byte ranges, values as written, kinds and definitions.
@Suite struct ColorSiteTests {
    static func sites(_ files: [String: String]) throws -> (sites: [ColorSite], texts: [String: [UInt8]]) {
        let fixture = try LintFixture(files)
        defer { fixture.remove() }
        let sites = try Linter().colorSites(paths: [fixture.root]).map { site -> ColorSite in
            var copy = site
            copy.file = String(site.file.dropFirst(fixture.root.count + 1))
            return copy
        }
        return (sites, files.mapValues { Array($0.utf8) })
    }

    /// Each source's first site: its kind, the exact text of its range, and its value's hex.
    @Test(arguments: [
        ("let v = x.foregroundColor(Color(red: 0.2, green: 0.4, blue: 0.6))", ColorSite.Kind.constructor, "Color(red: 0.2, green: 0.4, blue: 0.6)", "#336699"),
        ("label.textColor = UIColor(red: 51.0 / 255.0, green: 102 / 255, blue: 153.0/255.0, alpha: 1.0)", .constructor,
         "UIColor(red: 51.0 / 255.0, green: 102 / 255, blue: 153.0/255.0, alpha: 1.0)", "#336699"),
        ("/* é */ x.background(Color(hex: \"#336699\"))", .constructor, "Color(hex: \"#336699\")", "#336699"),
        ("x.background(Color(white: 0.2, opacity: 0.5))", .constructor, "Color(white: 0.2, opacity: 0.5)", "#33333380"),
        ("x.foregroundColor(Color(rgba: 0x336699ff))", .constructor, "Color(rgba: 0x336699ff)", "#336699"),
        ("x.foregroundColor(Color(hue: 0, saturation: 1, brightness: 1))", .constructor, "Color(hue: 0, saturation: 1, brightness: 1)", "#FF0000"),
        ("label.textColor = .lightGray", .systemColor, ".lightGray", ""),
        // Out of range: clamped as an 8-bit color set clamps (never read as 0…255, which made white #020202) (#38 item 10).
        ("x.background(Color(white: 2))", .constructor, "Color(white: 2)", "#FFFFFF"),
        ("x.background(Color(red: 1.7, green: -0.3, blue: 0.5))", .constructor, "Color(red: 1.7, green: -0.3, blue: 0.5)", "#FF0080"),
        ("x.background(Color(red: 0.2, green: 0.4, blue: 0.6, opacity: 1.5))", .constructor, "Color(red: 0.2, green: 0.4, blue: 0.6, opacity: 1.5)", "#336699"),
        ("x.background(Color(white: 0.5, opacity: -1))", .constructor, "Color(white: 0.5, opacity: -1)", "#80808000"),
        // An app's own 0…255 initializer: three whole numbers.
        ("l.textColor = UIColor(red: 51, green: 102, blue: 153, alpha: 1)", .constructor, "UIColor(red: 51, green: 102, blue: 153, alpha: 1)", "#336699"),
        ("l.textColor = UIColor(r: 51, g: 102, b: 153)", .constructor, "UIColor(r: 51, g: 102, b: 153)", "#336699"),
        // Linear sRGB is decoded: 0.21586 linear is 128/255 encoded.
        ("x.background(Color(.sRGBLinear, red: 0.21586, green: 0.21586, blue: 1))", .constructor,
         "Color(.sRGBLinear, red: 0.21586, green: 0.21586, blue: 1)", "#8080FF"),
    ])
    func firstSite(source: String, kind: ColorSite.Kind, text: String, hex: String) throws {
        let (sites, texts) = try Self.sites(["App/View.swift": source])
        let site = try #require(sites.first)
        #expect(site.kind == kind)
        let bytes = try #require(texts[site.file])
        #expect(String(decoding: bytes[site.range.offsets], as: UTF8.self) == text)
        #expect(site.value?.hex ?? "" == hex)
        #expect(site.range.start.line == 1)
        #expect(site.range.start.column == site.range.start.offset + 1)
    }

    @Test func paletteConstantsPointAtTheirDefinitionWithUseCounts() throws {
        let source = "extension Color {\n    static let brand = Color(red: 0.2, green: 0.4, blue: 0.6)\n}\nlet a = Text(\"a\").foregroundColor(.brand)\nlet b = Text(\"b\").foregroundColor(.brand)"
        let (sites, texts) = try Self.sites(["App/View.swift": source])
        let site = try #require(sites.first { $0.kind == .paletteConstant })
        let definition = try #require(site.definition)
        #expect(definition.name == "brand")
        #expect(definition.kind == .paletteConstant)
        let bytes = try #require(texts["App/View.swift"])
        #expect(String(decoding: bytes[definition.range.offsets], as: UTF8.self) == "Color(red: 0.2, green: 0.4, blue: 0.6)")
        #expect(site.range.start.line == 2)
        #expect(site.useCount == 2)
        #expect(site.firstUse?.hasSuffix("View.swift:4") == true)
        #expect(site.value?.hex == "#336699")
    }

    @Test func findingsCarryTheirSite() throws {
        let fixture = try LintFixture(["App/View.swift": "x.foregroundColor(Color(white: 0.2))"])
        defer { fixture.remove() }
        let finding = try #require(try fixture.lint().findings.first)
        #expect(finding.site?.kind == .constructor)
        #expect(finding.site?.range.start.column == finding.column)
        #expect(finding.site?.text == finding.snippet)
    }

    @Test func interfaceBuilderSitesHaveTheTagsRangeAndValue() throws {
        let xml = "<document>\n  <color key=\"textColor\" red=\"0.2\" green=\"0.4\" blue=\"0.6\" alpha=\"1\" colorSpace=\"custom\" customColorSpace=\"sRGB\"/>\n</document>"
        let output = InterfaceBuilderScanner.scan(Array(xml.utf8), path: "Main.storyboard", catalogs: ColorCatalogIndex())
        let site = try #require(output.sites.first)
        #expect(site.kind == .interfaceBuilder)
        #expect(String(decoding: Array(xml.utf8)[site.range.offsets], as: UTF8.self).hasPrefix("<color key=\"textColor\""))
        #expect(site.range.start.line == 2 && site.range.start.column == 3)
        #expect(site.value?.hex == "#336699")
    }
}
