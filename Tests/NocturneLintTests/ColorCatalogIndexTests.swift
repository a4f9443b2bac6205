import Testing
@testable import NocturneLint

@Suite struct ColorCatalogIndexTests {
    static let files = [
        "App/Assets.xcassets/Contents.json": #"{"info":{"author":"xcode","version":1}}"#,
        "App/Assets.xcassets/Trail.colorset/Contents.json": #"{"colors":[{"color":{"color-space":"srgb","components":{"red":"0.1","green":"0.5","blue":"0.2","alpha":"1"}},"idiom":"universal"},{"appearances":[{"appearance":"luminosity","value":"dark"}],"color":{"color-space":"srgb","components":{"red":"0.3","green":"0.8","blue":"0.4","alpha":"1"}},"idiom":"universal"}],"info":{"author":"xcode","version":1}}"#,
        "App/Assets.xcassets/Steel.colorset/Contents.json": #"{"colors":[{"color":{"color-space":"srgb","components":{"red":"0.4","green":"0.4","blue":"0.5","alpha":"1"}},"idiom":"universal"}],"info":{"author":"xcode","version":1}}"#,
    ]

    /// A color set with one (Any) appearance, its components as written.
    static func lightOnly(_ red: String, _ green: String, _ blue: String) -> String {
        #"{"colors":[{"color":{"color-space":"srgb","components":{"red":"\#(red)","green":"\#(green)","blue":"\#(blue)","alpha":"1"}},"idiom":"universal"}],"info":{"author":"xcode","version":1}}"#
    }

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

    @Test("a name two catalogs define is the set of the catalog nearest the file: an extension's own Background, not the app's")
    func sameNameInTwoCatalogs() throws {
        func set(_ white: String) -> String {
            #"{"colors":[{"color":{"color-space":"srgb","components":{"red":"\#(white)","green":"\#(white)","blue":"\#(white)","alpha":"1"}},"idiom":"universal"},"#
                + #"{"appearances":[{"appearance":"luminosity","value":"dark"}],"color":{"color-space":"srgb","components":{"red":"0.1","green":"0.1","blue":"0.1","alpha":"1"}},"idiom":"universal"}],"info":{"author":"xcode","version":1}}"#
        }
        let info = #"{"info":{"author":"xcode","version":1}}"#
        let fixture = try LintFixture([
            "App/Assets.xcassets/Contents.json": info, "App/Assets.xcassets/Background.colorset/Contents.json": set("1"),
            "Backup/Assets.xcassets/Contents.json": info, "Backup/Assets.xcassets/Background.colorset/Contents.json": set("0.2"),
            "Backup/Screen.swift": "import UIKit\nfunc style(_ view: UIView, _ label: UILabel) {\n    view.backgroundColor = UIColor(named: \"Background\")\n"
                + "    view.addSubview(label)\n    label.textColor = .white\n}\n",
        ])
        defer { fixture.remove() }
        // White text on the extension's dark slate reads in every mode; on the app's white it would not.
        #expect(try fixture.lint().findings.filter { $0.file == "Backup/Screen.swift" && $0.rule.id != "named-color-no-high-contrast" }.isEmpty)
        let index = try fixture.lint().colorCatalogs
        #expect(index.entry(named: "Background", near: fixture.root + "/Backup/Screen.swift")?.file.contains("Backup/Assets.xcassets") == true)
        #expect(index.entry(named: "Background", near: fixture.root + "/App/Screen.swift")?.file.contains("App/Assets.xcassets") == true)
    }

    @Test("a generated symbol two catalogs' sets share (a package's Accent, an extension's AccentColor) is the nearest catalog's; equally near, the one with a Dark appearance")
    func sharedGeneratedSymbol() throws {
        let light = #"{"colors":[{"color":{"color-space":"srgb","components":{"red":"0.1","green":"0.1","blue":"0.2","alpha":"1"}},"idiom":"universal"}],"info":{"author":"xcode","version":1}}"#
        let adapting = #"{"colors":[{"color":{"color-space":"srgb","components":{"red":"0.9","green":"0.2","blue":"0.3","alpha":"1"}},"idiom":"universal"},"#
            + #"{"appearances":[{"appearance":"luminosity","value":"dark"}],"color":{"color-space":"srgb","components":{"red":"1","green":"0.5","blue":"0.5","alpha":"1"}},"idiom":"universal"}],"info":{"author":"xcode","version":1}}"#
        let info = #"{"info":{"author":"xcode","version":1}}"#
        let use = "import UIKit\nfunc style(_ field: UITextField) {\n    field.tintColor = .accent\n}\n"
        let fixture = try LintFixture([
            "Widget/Assets.xcassets/Contents.json": info, "Widget/Assets.xcassets/AccentColor.colorset/Contents.json": light,
            "Package/Colors.xcassets/Contents.json": info, "Package/Colors.xcassets/Accent.colorset/Contents.json": adapting,
            "App/Settings.swift": use, "Widget/Entry.swift": use,
        ])
        defer { fixture.remove() }
        let findings = try fixture.lint().findings.filter { $0.rule.id == "named-color-no-dark" }.map(\.file)
        // The app's file is as near one catalog as the other: not reported on a guess. The widget's own is its catalog's.
        #expect(findings == ["Widget/Entry.swift"])
    }

    @Test("a color extension's name for a set is that set where it is used, judged there by what it draws; its declaration draws nothing", arguments: [
        // Dark ink as text: it fades on the dark page.
        ("label.textColor = .ink", ["App/Title.swift:3:named-color-no-dark"]),
        // A mid blue as a tint reads on either page, as a symbol.
        ("label.tintColor = .brandBlue", []),
        ("let tintColor = label.tintColor ?? .brandBlue", []),
        // Dark ink under a table's cells: a surface dark in dark, no mark that fades.
        ("tableView.backgroundColor = .ink", []),
        ("marker.backgroundColor = .ink", ["App/Title.swift:3:named-color-no-dark"]),
        // A near-white set: a separator line's fill and a 20% tint show on either page; a card's fill glares in dark.
        ("separatorLine.backgroundColor = .mist", []),
        ("toggle.tintColor = .mist.withAlphaComponent(0.2)", []),
        ("card.backgroundColor = .mist", ["App/Title.swift:3:named-color-no-dark"]),
    ])
    func extensionNamesForSets(use: String, expected: [String]) throws {
        let fixture = try LintFixture([
            "App/Assets.xcassets/Contents.json": #"{"info":{"author":"xcode","version":1}}"#,
            "App/Assets.xcassets/Ink.colorset/Contents.json": Self.lightOnly("0.1", "0.1", "0.12"),
            "App/Assets.xcassets/Blue.colorset/Contents.json": Self.lightOnly("0.0", "0.48", "1.0"),
            "App/Assets.xcassets/Mist.colorset/Contents.json": Self.lightOnly("0.97", "0.97", "0.98"),
            "App/Palette.swift": "import UIKit\nextension UIColor {\n    static let ink = UIColor(named: \"Ink\")!\n    static let brandBlue = UIColor(named: \"Blue\")!\n"
                + "    static let mist = UIColor(named: \"Mist\")!\n}\n",
            "App/Title.swift": "import UIKit\nfunc style(_ label: UILabel) {\n    \(use)\n}\n",
        ])
        defer { fixture.remove() }
        let found = try fixture.lint().findings.filter { $0.file.hasSuffix(".swift") && $0.severity != .note }.map { "\($0.file):\($0.line):\($0.rule.id)" }
        #expect(found == expected)
    }

    @Test("the app's own initializer given a set's name is that set: a snapshot of a light-only one is never stale, of one with a Dark appearance is", arguments: [
        ("Steel", false), ("Trail", true),
    ])
    func ownInitializerNamingASet(set: String, reported: Bool) throws {
        var files = Self.files
        files["App/Tour.swift"] = "import UIKit\nextension UIColor {\n    convenience init(bundleName: String) {\n        self.init(named: bundleName, in: .main, compatibleWith: nil)!\n    }\n}\n"
            + "final class Tour: UIViewController {\n    let button = UIButton()\n    override func viewDidLoad() {\n        super.viewDidLoad()\n"
            + "        button.layer.borderColor = UIColor(bundleName: \"\(set)\").cgColor\n    }\n}\n"
        let fixture = try LintFixture(files)
        defer { fixture.remove() }
        let found = try fixture.lint().findings.filter { $0.file == "App/Tour.swift" && $0.rule.id == "layer-color-snapshot" }
        #expect(found.isEmpty == !reported, "\(found.map(\.message))")
        #expect(SwiftPairs.labelledSetName("UIColor(bundleName:\"Ink\")") == "Ink")
        #expect(SwiftPairs.labelledSetName("UIColor(hex:\"Ink\",alpha:1)") == nil && SwiftPairs.labelledSetName("UIColor(named:\"\")") == nil)
    }

    @Test("a light-only set in Interface Builder that does no harm as what its key draws (a mid teal tint) is no finding; dark ink is")
    func lightOnlySetInInterfaceBuilder() throws {
        let fixture = try LintFixture([
            "App/Assets.xcassets/Contents.json": #"{"info":{"author":"xcode","version":1}}"#,
            "App/Assets.xcassets/Teal.colorset/Contents.json": Self.lightOnly("0.004", "0.502", "0.518"),
            "App/Assets.xcassets/Ink.colorset/Contents.json": Self.lightOnly("0.1", "0.1", "0.1"),
            "App/Main.storyboard": "<document>\n<view id=\"a\">\n<color key=\"tintColor\" name=\"Teal\"/>\n</view>\n"
                + "<label id=\"b\">\n<color key=\"textColor\" name=\"Ink\"/>\n</label>\n</document>\n",
        ])
        defer { fixture.remove() }
        let found = try fixture.lint().findings.filter { $0.file == "App/Main.storyboard" }.map { "\($0.line):\($0.rule.id)" }
        #expect(found == ["6:named-color-no-dark"])
    }

    @Test func withoutCatalogsNamesAreNotJudged() throws {
        #expect(try lintSwift("label.textColor = UIColor(named: \"Nope\")") == [])
    }
}
