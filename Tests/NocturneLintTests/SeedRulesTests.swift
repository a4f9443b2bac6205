import Testing
@testable import NocturneLint

/// The three rules from the seeds' lessons (#36 item 5): the deprecated `colorScheme(_:)`, the opt-out from dark, bar content.
@Suite("color-scheme-modifier")
struct ColorSchemeModifierRuleTests {
    func messages(_ text: String) throws -> [String] {
        let fixture = try LintFixture(["App/View.swift": text])
        defer { fixture.remove() }
        return try fixture.lint().findings.filter { $0.rule == .colorSchemeModifier }.map { "\($0.line): \($0.message)" }
    }

    @Test("the suggestion follows the intent: a subtree gets .environment, a whole screen .preferredColorScheme")
    func intent() throws {
        let text = """
            import SwiftUI
            struct Root: View {
                var body: some View {
                    NavigationStack {
                        Text("a").colorScheme(.light)
                    }
                    .colorScheme(.dark)
                }
            }
            """
        #expect(try messages(text) == [
            "5: colorScheme(.light) is deprecated; for this subtree write .environment(\\.colorScheme, .light) (or .preferredColorScheme(.light) for the whole presentation)",
            "7: colorScheme(.dark) is deprecated; on a whole screen it means .preferredColorScheme(.dark), which sets the presentation's scheme",
        ])
    }

    @Test("an app's own method of that name is not the modifier; the word in a string or a comment is not a call", arguments: [
        "let x = palette.colorScheme(forTheme: 3)",
        "func colorScheme(_ id: Int) -> Int { id }\nlet y = colorScheme(2)",
        "// .colorScheme(.dark) was here\nlet s = \"colorScheme(.dark)\"",
        "let z = settings.colorScheme(value)",
    ])
    func notTheModifier(text: String) throws {
        #expect(try messages(text).isEmpty)
    }

    @Test("a nocturne:ignore comment silences it like any rule")
    func suppressed() throws {
        #expect(try messages("let v = Text(\"a\")\n    .colorScheme(.dark) // nocturne:ignore color-scheme-modifier").isEmpty)
    }
}

@Suite("interface-style-opt-out")
struct InterfaceStyleOptOutRuleTests {
    static let project = """
        // !$*UTF8*$!
        {
            objects = {
                T1 = {isa = PBXNativeTarget; buildConfigurationList = L1; buildPhases = (); name = Trips; productType = "com.apple.product-type.application"; };
                T2 = {isa = PBXNativeTarget; buildConfigurationList = L2; buildPhases = (); name = TripsClip; productType = "com.apple.product-type.application"; };
                L1 = {isa = XCConfigurationList; buildConfigurations = (C1, ); };
                L2 = {isa = XCConfigurationList; buildConfigurations = (C2, ); };
                C1 = {isa = XCBuildConfiguration; buildSettings = {
                    GENERATE_INFOPLIST_FILE = YES;
                    INFOPLIST_KEY_UIUserInterfaceStyle = Light;
                }; name = Debug; };
                C2 = {isa = XCBuildConfiguration; buildSettings = { INFOPLIST_KEY_UIUserInterfaceStyle = Automatic; }; name = Debug; };
                R1 = {isa = PBXProject; mainGroup = G0; targets = (T1, T2, ); };
                G0 = {isa = PBXGroup; children = (); sourceTree = "<group>"; };
            };
            rootObject = R1;
        }
        """

    @Test("one note per target that opts out, at its build setting's line in project.pbxproj")
    func buildSetting() throws {
        let fixture = try LintFixture(["Trips.xcodeproj/project.pbxproj": Self.project])
        defer { fixture.remove() }
        let findings = try fixture.lint().findings.filter { $0.rule == .interfaceStyleOptOut }
        #expect(findings.map { "\($0.file):\($0.line) \($0.severity) \($0.message)" } == [
            "Trips.xcodeproj/project.pbxproj:10 note Trips: INFOPLIST_KEY_UIUserInterfaceStyle = Light: the app never shows dark",
        ])
    }

    @Test("a file only a light-locked app compiles is never drawn in dark: its colors that do not adapt are no findings, a pair failing in light is")
    func lightLockedFiles() throws {
        var project = Self.project.replacingOccurrences(of: "buildPhases = (); name = Trips;", with: "buildPhases = (S1, ); name = Trips;")
        project = project.replacingOccurrences(of: "G0 = {isa = PBXGroup; children = (); sourceTree = \"<group>\"; };", with: """
            G0 = {isa = PBXGroup; children = (G1, ); sourceTree = "<group>"; };
                    G1 = {isa = PBXGroup; children = (F1, ); path = Trips; sourceTree = "<group>"; };
                    F1 = {isa = PBXFileReference; path = Screen.swift; sourceTree = "<group>"; };
                    B1 = {isa = PBXBuildFile; fileRef = F1; };
                    S1 = {isa = PBXSourcesBuildPhase; files = (B1, ); };
            """)
        let screen = "import UIKit\nfinal class Screen: UIViewController {\n    override func viewDidLoad() {\n        view.backgroundColor = .white\n"
            + "        title.textColor = UIColor(white: 0.9, alpha: 1)\n        view.addSubview(title)\n    }\n    let title = UILabel()\n}\n"
        func found(_ project: String) throws -> [String] {
            let fixture = try LintFixture(["Trips.xcodeproj/project.pbxproj": project, "Trips/Screen.swift": screen])
            defer { fixture.remove() }
            return try fixture.lint().findings.filter { $0.file == "Trips/Screen.swift" }.map { "\($0.line):\($0.rule.id)" }
        }
        // Locked to light: the white screen is its one look; the pale title on it fails in light, and both sides of that
        // pair stay. A white screen with nothing failing on it is no finding.
        let locked = try found(project)
        #expect(locked == ["4:non-adapting-system-color", "5:constant-color"], "\(locked)")
        let legible = screen.replacingOccurrences(of: "UIColor(white: 0.9, alpha: 1)", with: "UIColor(white: 0.2, alpha: 1)")
        func foundLegible(_ project: String) throws -> [String] {
            let fixture = try LintFixture(["Trips.xcodeproj/project.pbxproj": project, "Trips/Screen.swift": legible])
            defer { fixture.remove() }
            return try fixture.lint().findings.filter { $0.file == "Trips/Screen.swift" }.map { "\($0.line):\($0.rule.id)" }
        }
        #expect(try foundLegible(project) == [])
        // Automatic: the white screen stays bright in dark, and its dark title changes with it.
        #expect(try foundLegible(project.replacingOccurrences(of: "INFOPLIST_KEY_UIUserInterfaceStyle = Light;", with: "")).contains("4:non-adapting-system-color"))
    }

    @Test("an Info.plist's Light wins over an Automatic build setting; the note is at the key's line")
    func infoPlist() throws {
        var project = Self.project.replacingOccurrences(of: "GENERATE_INFOPLIST_FILE = YES;", with: "INFOPLIST_FILE = Trips/Info.plist;")
        project = project.replacingOccurrences(of: "INFOPLIST_KEY_UIUserInterfaceStyle = Light;", with: "INFOPLIST_KEY_UIUserInterfaceStyle = Automatic;")
        let fixture = try LintFixture([
            "Trips.xcodeproj/project.pbxproj": project,
            "Trips/Info.plist": InterfaceStyleOptOutRule.plist("<key>CFBundleName</key>\n<string>Trips</string>\n<key>UIUserInterfaceStyle</key>\n<string>Light</string>"),
        ])
        defer { fixture.remove() }
        let findings = try fixture.lint().findings.filter { $0.rule == .interfaceStyleOptOut }
        #expect(findings.map { "\($0.file):\($0.line)" } == ["Trips/Info.plist:6"])
    }
}

@Suite("bar-content-contrast")
struct BarContentContrastRuleTests {
    func findings(_ text: String) throws -> [LintFinding] {
        let fixture = try LintFixture(["App/Style.swift": text])
        defer { fixture.remove() }
        return try fixture.lint().findings
    }

    @Test("a constant white bar under the default title: the title vanishes in dark, judged by the pair core and said once")
    func whiteBar() throws {
        let found = try findings("func style() {\n    navigationController?.navigationBar.barTintColor = .white\n}")
        #expect(found.map(\.rule.id) == ["bar-content-contrast"], "\(found.map(LintOutput.text))")
        #expect(found.first?.message == "navigationController?.navigationBar's color hides its default content: label text on .white (Style.swift:2): 1.0:1 in Dark, 4.5 needed")
        #expect(found.first?.pair?.verdict == .darkRegression)
    }

    @Test("a constant dark bar with dark items fails in every mode; it replaces the two constant-color findings")
    func darkOnDark() throws {
        let text = "func style() {\n    let bar = UINavigationBar.appearance()\n    bar.barTintColor = UIColor(red: 0.1, green: 0.1, blue: 0.12, alpha: 1)\n"
            + "    bar.tintColor = UIColor(red: 0.2, green: 0.2, blue: 0.25, alpha: 1)\n}"
        let found = try findings(text)
        #expect(found.map { "\($0.line):\($0.rule.id)" } == ["3:bar-content-contrast"])
        #expect(found.first?.pair?.verdict == .fails)
    }

    @Test("a dark constant bar under the default content fails in light: the title is black on it")
    func darkBarDefaultContent() throws {
        let found = try findings("func style() {\n    UINavigationBar.appearance().barTintColor = UIColor(red: 0.05, green: 0.05, blue: 0.1, alpha: 1)\n}")
        #expect(found.map(\.rule.id) == ["bar-content-contrast"])
        #expect(found.first?.message.contains("label text on #0D0D1A (Style.swift:2): 1.0:1 in Light, 4.5 needed") == true, "\(found.map(\.message))")
    }
}
