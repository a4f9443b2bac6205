import Testing
@testable import NocturneLint

@Suite struct ColorCatalogIndexTests {
    static let files = [
        "App/Assets.xcassets/Contents.json": #"{"info":{"author":"xcode","version":1}}"#,
        "App/Assets.xcassets/Trail.colorset/Contents.json": #"{"colors":[{"color":{"color-space":"srgb","components":{"red":"0.1","green":"0.5","blue":"0.2","alpha":"1"}},"idiom":"universal"},{"appearances":[{"appearance":"luminosity","value":"dark"}],"color":{"color-space":"srgb","components":{"red":"0.3","green":"0.8","blue":"0.4","alpha":"1"}},"idiom":"universal"}],"info":{"author":"xcode","version":1}}"#,
        "App/Assets.xcassets/Steel.colorset/Contents.json": #"{"colors":[{"color":{"color-space":"srgb","components":{"red":"0.4","green":"0.4","blue":"0.5","alpha":"1"}},"idiom":"universal"}],"info":{"author":"xcode","version":1}}"#,
    ]

    @Test(arguments: [
        ("Text(\"a\").foregroundColor(Color(\"Trail\"))", ["1:named-color-no-high-contrast"]),
        ("Text(\"a\").foregroundColor(Color(\"Steel\"))", ["1:named-color-no-dark"]),
        ("label.textColor = UIColor(named: \"Nope\")", ["1:named-color-missing"]),
        ("Text(\"a\").foregroundColor(Color.steel)", ["1:named-color-no-dark"]),
        ("Text(\"a\").foregroundColor(Color(.steel))", ["1:named-color-no-dark"]),
        ("Text(\"a\").foregroundColor(.steel)", ["1:named-color-no-dark"]),
        ("let name = \"Nope\"", []),
    ])
    func namedColors(source: String, expected: [String]) throws {
        var files = Self.files
        files["App/View.swift"] = source
        let fixture = try LintFixture(files)
        defer { fixture.remove() }
        let findings = try fixture.lint().findings.filter { $0.file == "App/View.swift" }.map { "\($0.line):\($0.rule.id)" }
        #expect(findings == expected)
    }

    @Test func withoutCatalogsNamesAreNotJudged() throws {
        #expect(try lintSwift("label.textColor = UIColor(named: \"Nope\")") == [])
    }
}
