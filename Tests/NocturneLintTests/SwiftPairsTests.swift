import NocturneAppearance
import NocturneColor
import NocturneSupport
import NocturneSyntax
import Testing
@testable import NocturneLint

/// Pairs read from Swift's syntax tree: what is drawn on what, judged in every mode, against the color-by-color rules.
@Suite("SwiftPairs")
struct SwiftPairsTests {
    @Test("a constant pair that passes in every mode is not a finding", arguments: [
        // White on the constant brand teal, in SwiftUI.
        "import SwiftUI\nlet b = Text(\"Book\")\n    .foregroundColor(.white)\n    .background(Color(red: 0.04, green: 0.48, blue: 0.46))\n",
        // The same in UIKit: one button's title and background in one function.
        "import UIKit\nfunc style(_ button: UIButton) {\n    button.backgroundColor = UIColor(red: 0.04, green: 0.48, blue: 0.46, alpha: 1)\n    button.setTitleColor(.white, for: .normal)\n}\n",
        // White text on a black capsule.
        "import SwiftUI\nlet c = Text(\"Live\").foregroundStyle(Color.white).padding().background(Color.black)\n",
        // A call given both a surface and its text, by their labels: whatever the callee does with them, one is drawn on the other.
        "import UIKit\nstruct Banner { init(title: String, textColor: UIColor, backgroundColor: UIColor) {} }\n"
            + "let b = Banner(title: \"Saved\", textColor: .white, backgroundColor: UIColor(red: 0.04, green: 0.48, blue: 0.46, alpha: 1))\n",
        // A title color `nocturne fix` guarded for an app that still runs before dark mode: the color of the systems with it.
        "import UIKit\nfunc style(_ button: UIButton) {\n    button.backgroundColor = UIColor(red: 0.04, green: 0.48, blue: 0.46, alpha: 1)\n"
            + "    button.setTitleColor({ () -> UIColor in if #available(iOS 13.0, *) { return .white } else { return .black } }(), for: .normal)\n}\n",
    ])
    func passingConstantPair(source: String) throws {
        #expect(try lintSwift(source) == [])
    }

    @Test("one screen kept dark, or a light lock, is no lock of the whole app", arguments: [
        "import UIKit\nfinal class Player: UIViewController {\n    override func viewDidLoad() {\n        view.overrideUserInterfaceStyle = .dark\n    }\n}\n",
        "import AppKit\nfunc start() {\n    NSApp.appearance = NSAppearance(named: .aqua)\n}\n",
        "import SwiftUI\nlet v = Text(\"Dark here\").preferredColorScheme(.dark)\n",
        // The user's System/Light/Dark choice, applied to the window: a choice, not a lock.
        "import UIKit\nfinal class SceneDelegate: UIResponder {\n    var window: UIWindow?\n    func apply(_ choice: Int) {\n        switch choice {\n"
            + "        case 1: window?.overrideUserInterfaceStyle = .light\n        case 2: window?.overrideUserInterfaceStyle = .dark\n"
            + "        default: window?.overrideUserInterfaceStyle = .unspecified\n        }\n    }\n}\n",
    ])
    func notAnAppLock(source: String) {
        #expect(!AppAppearanceLock.locksAppDark(SyntaxTree.parse(source)))
    }

    @Test("an app locked to dark, in code or by its Info.plist: its colors' not adapting is no finding, a pair that fails in dark still is", arguments: [
        ("App/Lock.swift", "import AppKit\nfinal class AppDelegate: NSObject {\n    func applicationDidFinishLaunching() {\n        NSApp.appearance = NSAppearance(named: .darkAqua)\n    }\n}\n"),
        ("App/Lock.swift", "import UIKit\nfinal class SceneDelegate: UIResponder {\n    var window: UIWindow?\n    func start() {\n        window?.overrideUserInterfaceStyle = .dark\n    }\n}\n"),
        ("App/Lock.swift", "import SwiftUI\n@main struct Player: App {\n    var body: some Scene {\n        WindowGroup {\n            Text(\"Now playing\").preferredColorScheme(.dark)\n        }\n    }\n}\n"),
        ("App/Info.plist", "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<plist version=\"1.0\">\n<dict>\n"
            + "\t<key>UIUserInterfaceStyle</key>\n\t<string>Dark</string>\n</dict>\n</plist>\n"),
    ])
    func appLockedDark(path: String, lock: String) throws {
        let screen = "import SwiftUI\nextension Color {\n    static let softText = Color(white: 0.85)\n}\n"
            + "let title = Text(\"Title\").foregroundColor(.softText)\n"
            + "let faint = Text(\"Faint\").foregroundColor(Color(white: 0.15)).background(Color.black)\n"
        let unlocked = try LintFixture(["App/Screen.swift": screen])
        defer { unlocked.remove() }
        #expect(try unlocked.lint().findings.contains { $0.line == 3 }, "without the lock, a light constant is reported for not adapting")
        let fixture = try LintFixture(["App/Screen.swift": screen, path: lock])
        defer { fixture.remove() }
        let findings = try fixture.lint().findings.filter { $0.file.hasSuffix("Screen.swift") }
        #expect(findings.allSatisfy { $0.line == 6 }, "\(findings.map(LintOutput.text))")
        #expect(findings.contains { $0.line == 6 }, "the dark text on black fails in dark, lock or not")
    }

    @Test("two arguments of one call that fail together make no finding: what the callee draws on what is its own; a bright fill it is given is a surface")
    func failingArgumentPairIsNoFinding() throws {
        let source = "import UIKit\nstruct ThemeSet { static func from(backgroundColor: UIColor, tintColor: UIColor) -> ThemeSet { ThemeSet() } }\n"
            + "let set = ThemeSet.from(backgroundColor: .gray, tintColor: .gray)\n"
        #expect(try lintSwift(source).isEmpty, "no pair finding, and each gray alone is no finding either")
        // A white fill stays bright in dark, wherever the callee draws it; what is drawn on it changes with it.
        let bright = source.replacingOccurrences(of: "backgroundColor: .gray, tintColor: .gray", with: "backgroundColor: .white, tintColor: .darkGray")
        #expect(try lintSwift(bright) == ["3:non-adapting-system-color", "3:non-adapting-system-color"])
        // Chosen per scheme (a switch over the style), neither is a finding.
        let chosen = "import UIKit\nstruct ThemeSet { static func from(backgroundColor: UIColor, tintColor: UIColor) -> ThemeSet { ThemeSet() } }\n"
            + "func set(_ style: UIUserInterfaceStyle) -> ThemeSet {\n    switch style {\n    case .dark: return ThemeSet.from(backgroundColor: .black, tintColor: .white)\n"
            + "    case .light: return ThemeSet.from(backgroundColor: .white, tintColor: .darkGray)\n    default: return ThemeSet.from(backgroundColor: .white, tintColor: .darkGray)\n    }\n}\n"
        #expect(try lintSwift(chosen) == [])
    }

    @Test("a color shaped by layout modifiers in a background (Color.white.cornerRadius(20)) is the surface the view is drawn on")
    func shapedColorBackground() throws {
        let fixture = try LintFixture(["App/Card.swift": "import SwiftUI\nlet card = Text(\"Lisbon\").foregroundColor(.black)\n    .background(Color.white.cornerRadius(20))\n"])
        defer { fixture.remove() }
        let found = try fixture.lint().findings.map { "\($0.line):\($0.message)" }
        #expect(found.contains { $0.hasPrefix("3:'Color.white' is a constant surface that stays bright in dark") }, "\(found)")
        #expect(found.contains { $0.hasPrefix("2:.black text (Card.swift:2) is drawn on Color.white (Card.swift:3)") }, "\(found)")
    }

    @Test("a bar colored only in the fallback of an availability check for the release that brought dark mode is never drawn in dark")
    func barBeforeDarkMode() throws {
        let source = "import UIKit\nfinal class Bar: UINavigationBar {\n    func style() {\n        if #available(iOS 13, *) {\n"
            + "            standardAppearance.configureWithDefaultBackground()\n        } else {\n            barTintColor = .white\n        }\n    }\n}\n"
        #expect(try lintSwift(source) == [])
    }

    @Test("an availability check's clause for a system the file is not built for decides nothing: the fallback runs only before dark mode",
          arguments: [(Set(["iOS", "iPadOS", "macCatalyst"]) as Set<String>?, true), (Set(["iOS", "tvOS"]), false), (nil, false)])
    func fallbackOnBuiltSystems(platforms: Set<String>?, isFallback: Bool) {
        let source = "if #available(iOS 13.0, tvOS 13, *) {\n    view.backgroundColor = .systemBackground\n} else {\n    view.backgroundColor = .white\n}\n"
        let tree = SyntaxTree.parse(Array(source.utf8))
        let ranges = DarkModeAvailability.fallbackRanges(in: tree, platforms: platforms)
        let white = source.utf8.distance(from: source.startIndex, to: source.range(of: ".white")!.lowerBound)
        // tvOS 10 to 12 had dark mode: built for tvOS, the fallback runs in dark there.
        #expect(ranges.contains { $0.contains(white) } == isFallback, "\(ranges)")
    }

    @Test("a divider's background modifier colors the divider, a line: a white one on a brand button is no bright surface")
    func dividerBackground() throws {
        let source = "import SwiftUI\nlet price = VStack {\n    Text(\"$1\").foregroundColor(.white)\n    Divider()\n        .background(Color.white)\n}\n"
            + ".background(Color.blue)\n"
        #expect(try lintSwift(source).filter { $0.hasPrefix("5:") } == [])
    }

    @Test("on a bright surface that adapts, a foreground that falls short in light only, as the light design chose, is no finding of its own")
    func lightDesignChoiceOnBrightSurface() throws {
        let source = "import UIKit\nfunc banner(_ view: UIView, _ label: UILabel) {\n    view.backgroundColor = UIColor(red: 1, green: 0.97, blue: 0.73, alpha: 1)\n"
            + "    view.addSubview(label)\n    label.textColor = UIColor(red: 0.87, green: 0.34, blue: 0.05, alpha: 1)\n}\n"
        #expect(try lintSwift(source) == ["3:constant-color"])
    }

    @Test("the arguments of a model's call: a legible constant pair is the design's, a dark fill under its content a named fill, a bright one a finding", arguments: [
        // White on UIKit's red at 4.0:1, the same in every mode.
        ("import UIKit\nlet m = Murmur(title: \"Saved\", backgroundColor: UIColor.red, titleColor: UIColor.white)\n", [String]()),
        // A black strip under the library's own title color.
        ("import UIKit\nlet m = Message(title: \"Saved\", backgroundColor: UIColor.black)\n", []),
        // A pale yellow banner stays bright in dark, and the orange on it is reported with it.
        ("import UIKit\nlet m = Message(title: \"Saved\", textColor: UIColor(red: 0.87, green: 0.34, blue: 0.05, alpha: 1), backgroundColor: UIColor(red: 1, green: 0.973, blue: 0.733, alpha: 1))\n",
         ["2:constant-color"]),
        // Eight sample members, each with its own pastel avatar tile: a categorical palette, the same in both modes on purpose.
        (Self.members(8), []),
        // Two are the design's surfaces, each judged.
        (Self.members(2), ["3:constant-color", "4:constant-color"]),
    ])
    func modelArguments(source: String, expected: [String]) throws {
        #expect(try lintSwift(source) == expected)
    }

    /// An array of `count` sample members, each given a pastel avatar tile of its own.
    static func members(_ count: Int) -> String {
        let records: [String] = (0..<count).map { index in
            "  Member(name: \"\(index)\", avatarBackgroundColor: #colorLiteral(red: 0.9\(index), green: 0.88, blue: 0.7, alpha: 1))"
        }
        return "import UIKit\nlet members = [\n" + records.joined(separator: ",\n") + "\n]\n"
    }

    @Test("a style object's properties pair by name: a title on the surface whose name stem starts its own, a clear one passed over")
    func styleObjectPairs() throws {
        let source = "import UIKit\nfinal class Pager: UIViewController {\n"
            + "    override func viewDidLoad() {\n        settings.style.barBackgroundColor = UIColor(red: 0.87, green: 0, blue: 0.07, alpha: 1)\n"
            + "        settings.style.barItemBackgroundColor = .clear\n"
            + "        settings.style.selectedBarBackgroundColor = UIColor(white: 0.2, alpha: 1)\n        settings.style.barItemTitleColor = .black\n    }\n}\n"
        // Black on the brand red, 4.0:1 in every mode: the design's pair; on the dark selection bar it would fail.
        #expect(try lintSwift(source) == [])
        #expect(try lintSwift(source.replacingOccurrences(of: "UIColor(red: 0.87, green: 0, blue: 0.07, alpha: 1)", with: "UIColor(white: 0.1, alpha: 1)"))
            == ["7:non-adapting-system-color"])
    }

    @Test("a property of the type the code is in is read by its declaration, bare or on self")
    func ownPropertySide() throws {
        let fixture = try LintFixture(["App/Card.swift": "import UIKit\nfinal class Card: UIView {\n    let fill = UIColor(red: 0.1, green: 0.3, blue: 0.6, alpha: 1)\n"
            + "    func style(_ label: UILabel) {\n        label.backgroundColor = fill\n        label.textColor = .white\n    }\n"
            + "    func other(_ label: UILabel) {\n        label.backgroundColor = self.fill\n        label.textColor = .white\n    }\n}\n"])
        defer { fixture.remove() }
        let pairs = try fixture.lint().pairs.map(\.description)
        #expect(pairs.filter { $0.contains("on #1A4D99") }.count == 2, "\(pairs)")
    }

    @Test("a color at an opacity (withAlphaComponent, Swift 2's colorWithAlphaComponent) is a side: black on a 92% white overlay passes in every mode")
    func alphaComponentSide() throws {
        for method in ["withAlphaComponent", "colorWithAlphaComponent"] {
            let source = "import UIKit\nfinal class Box: UIButton {\n    func show() {\n        backgroundColor = UIColor.white.\(method)(0.92)\n"
                + "        setTitleColor(.black, for: .normal)\n    }\n}\n"
            #expect(try lintSwift(source) == [], "\(method)")
        }
    }

    @Test("a constant surface that stays bright in dark is a finding, and so is each constant color drawn on it", arguments: [
        // (SwiftUI's black as content is the fixed-black-white rule's; its finding says the pair's "change them together".)
        ("import SwiftUI\nlet card = VStack {\n    Text(\"Lisbon\").foregroundColor(.black)\n}\n.background(Color.white)\n",
         ["3:fixed-black-white", "5:non-adapting-system-color"]),
        ("import SwiftUI\nlet card = ZStack {\n    Color.white\n    Text(\"Lisbon\").foregroundColor(.black)\n}\n",
         ["3:non-adapting-system-color", "4:non-adapting-system-color"]),
    ])
    func brightSurface(source: String, expected: [String]) throws {
        #expect(try lintSwift(source) == expected)
    }

    @Test("the finding on a color drawn on a bright surface names the surface and where it is written")
    func surfaceIsNamed() throws {
        let fixture = try LintFixture(["App/Card.swift": "import SwiftUI\nlet card = Text(\"Lisbon\").foregroundColor(.black).background(Color.white)\n"])
        defer { fixture.remove() }
        let messages = try fixture.lint().findings.map(\.message)
        #expect(messages.contains(".black text (Card.swift:2) is drawn on Color.white (Card.swift:2), a constant surface that stays bright in dark: change them together"), "\(messages)")
    }

    @Test("a foreground that reads as well on the dark page stays when its bright surface adapts: a gray glyph that passes on the page is not reported with it; pale gray text that fails there, under 2:1, is, on its own")
    func foregroundThatStays() throws {
        func findings(_ color: String, _ view: String) throws -> [String] {
            let fixture = try LintFixture(["App/Card.swift": "import SwiftUI\nlet card = \(view).foregroundColor(\(color))\n    .background(Color.white)\n"])
            defer { fixture.remove() }
            return try fixture.lint().findings.map { "\($0.line):\($0.message)" }
        }
        let glyph = try findings("Color(red: 0.56, green: 0.56, blue: 0.58)", "Image(systemName: \"star\")")
        #expect(glyph.count == 1 && glyph.first?.hasPrefix("3:'Color.white'") == true, "\(glyph)")
        let text = try findings("Color(white: 0.8)", "Text(\"Lisbon\")")
        #expect(text.contains { $0.hasPrefix("2:") && $0.contains("on Color.white (Card.swift:3): 1.6:1 in Light, 4.5 needed") }, "\(text)")
        // Light gray text at 2.2:1 is legible, as the light design chose: no finding of its own.
        #expect(try findings("Color(white: 0.67)", "Text(\"Lisbon\")").allSatisfy { !$0.hasPrefix("2:") })
    }

    @Test("colors chosen by scheme, and previews, gain no finding from their pairs", arguments: [
        "import SwiftUI\nstruct V: View {\n    @Environment(\\.colorScheme) var scheme\n    var body: some View { Text(\"a\").foregroundColor(scheme == .dark ? .white : .black).background(scheme == .dark ? Color.black : Color.white) }\n}\n",
        "import SwiftUI\n#Preview {\n    Text(\"a\").foregroundColor(.black).background(Color.white)\n}\n",
    ])
    func chosenOrPreview(source: String) throws {
        #expect(try lintSwift(source) == [])
    }

    @Test("sides resolve: fixed colors (named as written), system colors, SwiftUI styles, opacity", arguments: [
        ("Color.white", "Color.white"), (".black", ".black"), ("UIColor.darkGray", "UIColor.darkGray"), (".label", "label"), ("NSColor.labelColor", "label"),
        (".primary", "label"), ("Color.secondary", "secondaryLabel"), ("Color.white.opacity(0.5)", "white 50%"),
        // A SwiftUI color made of a platform one is that color.
        ("Color(.white)", ".white"), ("Color(.systemBackground)", "systemBackground"), ("Color(uiColor: UIColor.darkGray)", "UIColor.darkGray"),
    ])
    func sides(expression: String, name: String) throws {
        let tree = SyntaxTree.parse("let x = \(expression)\n")
        let node = try #require(tree.nodes(of: .patternBinding).first?.children.last)
        let reader = SwiftPairs(tree: tree, file: "A.swift", catalogs: ColorCatalogIndex(), siteValues: [:])
        #expect(reader.side(of: node)?.name == name)
    }

    @Test("colors a switch over the scheme or the app's theme gives are chosen, not findings; another switch's are", arguments: [
        ("import SwiftUI\nfunc page(for scheme: ColorScheme) -> Color {\n    switch scheme {\n    case .dark: return Color(red: 0.1, green: 0.1, blue: 0.1)\n    default: return Color(red: 0.9, green: 0.9, blue: 0.9)\n    }\n}\n", [String]()),
        ("import UIKit\nfunc ink(_ theme: AppTheme) -> UIColor {\n    switch theme {\n    case .night: return UIColor.white\n    case .paper: return UIColor.black\n    }\n}\n", []),
        ("import UIKit\nfunc tint(_ traits: UITraitCollection) -> UIColor {\n    switch traits.userInterfaceStyle {\n    case .dark: return .white\n    default: return .black\n    }\n}\n", []),
        ("import UIKit\nfunc color(for level: LogLevel) -> UIColor {\n    switch level {\n    case .error: return UIColor(red: 0.9, green: 0.1, blue: 0.1, alpha: 1)\n    default: return UIColor.black\n    }\n}\n",
         ["4:constant-color", "5:non-adapting-system-color"]),
    ])
    func chosenBySwitch(source: String, expected: [String]) throws {
        #expect(try lintSwift(source) == expected)
    }

    @Test("a switch that gives each of four or more cases its own constant color is a categorical table, not findings; a two-way switch still is")
    func categoricalColorTablesAreChosen() throws {
        let table = """
            import SwiftUI
            enum Sport {
                case run, swim, ride, climb
                var tint: Color {
                    switch self {
                    case .run: return Color(red: 0.9, green: 0.2, blue: 0.2)
                    case .swim: return Color(red: 0.1, green: 0.4, blue: 0.9)
                    case .ride: Color(red: 0.2, green: 0.7, blue: 0.3)
                    case .climb: Color(red: 0.6, green: 0.4, blue: 0.1)
                    }
                }
            }
            """
        #expect(try lintSwift(table).isEmpty)
        let twoWay = """
            import SwiftUI
            enum Mood {
                case calm, loud
                var tint: Color {
                    switch self {
                    case .calm: return Color(red: 0.3, green: 0.05, blue: 0.05)
                    case .loud: return Color(red: 0.05, green: 0.1, blue: 0.3)
                    }
                }
            }
            """
        #expect(try lintSwift(twoWay) == ["6:constant-color", "7:constant-color"])
    }

    @Test("what the code shows in light only is no dark-mode finding: an .environment(\\.colorScheme, .light) subtree, a screen that overrides its style")
    func forcedLightIsNotJudgedInDark() throws {
        let swiftUI = """
            import SwiftUI
            struct Sheet: View {
                var body: some View {
                    VStack {
                        Text("Locked").foregroundColor(.black)
                    }
                    .environment(\\.colorScheme, .light)
                }
            }
            struct Open: View {
                var body: some View {
                    Text("Open").foregroundColor(.black)
                }
            }
            """
        #expect(try lintSwift(swiftUI) == ["12:fixed-black-white"])
        let uiKit = """
            import UIKit
            final class Onboarding: UIViewController {
                override func viewDidLoad() {
                    navigationController?.overrideUserInterfaceStyle = .light
                    view.backgroundColor = .white
                }
            }
            final class Other: UIViewController {
                override func viewDidLoad() {
                    view.backgroundColor = .white
                    otherController.overrideUserInterfaceStyle = .light
                }
            }
            """
        #expect(try lintSwift(uiKit) == ["10:non-adapting-system-color"])
    }

    @Test("a view controller pushed onto a navigation controller another file locks to light is light too, and what it pushes")
    func lightNavigationStackAcrossFiles() throws {
        let onboarding = """
            import UIKit
            final class Onboarding: UIViewController {
                override func viewDidLoad() {
                    navigationController?.overrideUserInterfaceStyle = .light
                }
                func signIn() {
                    let next = SignIn(mode: .login)
                    navigationController?.pushViewController(next, animated: true)
                }
            }
            """
        let signIn = """
            import UIKit
            final class SignIn: UIViewController {
                override func viewDidLoad() {
                    view.backgroundColor = .white
                    navigationController?.pushViewController(Code(), animated: true)
                }
            }
            """
        let code = """
            import UIKit
            final class Code: UIViewController {
                override func viewDidLoad() { view.backgroundColor = .white }
            }
            final class Elsewhere: UIViewController {
                override func viewDidLoad() { view.backgroundColor = .white }
            }
            """
        let fixture = try LintFixture(["App/Onboarding.swift": onboarding, "App/SignIn.swift": signIn, "App/Code.swift": code])
        defer { fixture.remove() }
        #expect(try fixture.lint().findings.map { "\($0.file.split(separator: "/").last ?? ""):\($0.line)" } == ["Code.swift:6"])
        // A lock on the screen's own view does not reach what it pushes.
        let ownView = onboarding.replacingOccurrences(of: "navigationController?.overrideUserInterfaceStyle", with: "view.overrideUserInterfaceStyle")
        #expect(SwiftPairs.lightOnlyTypeNames([SyntaxTree.parse(ownView), SyntaxTree.parse(signIn)].map(SwiftPairs.LightSummary.init)) == ["Onboarding"])
    }

    @Test("a shape's foreground style is its fill: a white chip in a background stays bright in dark, and the black title on it is reported with it")
    func shapeForegroundIsFill() throws {
        let chip = """
            import SwiftUI
            struct Chip: View {
                var body: some View {
                    Text("Mode")
                        .foregroundStyle(.black)
                        .background {
                            RoundedRectangle(cornerRadius: 6)
                                .foregroundStyle(.white)
                                .shadow(radius: 2)
                        }
                }
            }
            """
        let findings = try lintSwift(chip)
        #expect(findings.contains("5:fixed-black-white") || findings.contains("5:non-adapting-system-color"), "\(findings)")
        #expect(findings.contains { $0.hasPrefix("8:") }, "\(findings)")
        // A dark translucent capsule under white text: a scrim, not a mark drawn on itself.
        let capsule = chip.replacingOccurrences(of: ".foregroundStyle(.black)", with: ".foregroundStyle(.white)")
            .replacingOccurrences(of: "RoundedRectangle(cornerRadius: 6)\n                    .foregroundStyle(.white)", with: "Capsule()\n                    .foregroundStyle(.black.opacity(0.4))")
        #expect(try lintSwift(capsule) == [])
        // Filled with an adapting color, nothing stays bright, and the title is judged on the page.
        #expect(try !lintSwift(chip.replacingOccurrences(of: ".foregroundStyle(.white)", with: ".foregroundStyle(Color(.systemBackground))")).contains { $0.hasPrefix("8:") })
    }

    @Test("a foreground given to a button whose own style colors its label is never drawn: no finding; with a style that leaves the label alone, or on a container, it is judged")
    func buttonStyleColorsLabel() throws {
        let style = """
            import SwiftUI
            struct BigAction: ButtonStyle {
                func makeBody(configuration: Configuration) -> some View {
                    configuration.label
                        .font(.headline)
                        .foregroundColor(.white)
                        .padding()
                        .background(Color.orange)
                }
            }
            struct Plain: ButtonStyle {
                func makeBody(configuration: Configuration) -> some View {
                    configuration.label.padding()
                }
            }
            """
        func screen(_ style: String, root: String = "Button(action: {}) { Text(\"Go\") }") -> String {
            "import SwiftUI\nstruct Screen: View {\n    var body: some View {\n        \(root)\n            .foregroundColor(.black)\n            .buttonStyle(\(style)())\n    }\n}\n"
        }
        func lines(_ source: String) throws -> [Int] {
            let fixture = try LintFixture(["App/Styles.swift": style, "App/Screen.swift": source])
            defer { fixture.remove() }
            return try fixture.lint().findings.filter { $0.file.hasSuffix("Screen.swift") }.map(\.line)
        }
        #expect(try lines(screen("BigAction")) == [])
        #expect(try lines(screen("Plain")) == [5])
        #expect(try lines(screen("BigAction", root: "VStack { Button(action: {}) { Text(\"Go\") }; Text(\"Note\") }")) == [5])
        #expect(StyledLabels.coloringStyles(in: SyntaxTree.parse(style)) == ["BigAction"])
    }

    @Test("a color lint cannot read, drawn on a constant surface that stays bright, is reported saying so; elsewhere it is not", arguments: [
        // A dependency's gray title on the white disabled fill of the same button.
        ("import UIKit\nfunc style(_ button: UIButton) {\n    button.setBackgroundColor(.white, for: .disabled)\n    button.setTitleColor(.brandGray(), for: .disabled)\n}\n",
         ["3:non-adapting-system-color", "4:constant-color"]),
        // The screen's root view, set in another method of the type (an extension of it).
        ("import UIKit\nclass Help: UIViewController {\n    override func viewDidLoad() { view.backgroundColor = .white }\n}\nprivate extension Help {\n    func button() -> UIButton {\n        let button = UIButton()\n        button.setTitleColor(UIColor.brandGray(), for: .normal)\n        return button\n    }\n}\n",
         ["3:non-adapting-system-color", "8:constant-color"]),
        // A nested view type is drawn on its enclosing view's surface.
        ("import UIKit\nclass Panel: UIView {\n    override func awakeFromNib() { backgroundColor = .white }\n    class Item: UIView {\n        var title: UILabel?\n        func highlight() { title?.textColor = .darkBrandPurple() }\n    }\n}\n",
         ["3:non-adapting-system-color", "6:constant-color"]),
        // A named hue (an error red of mid luminance) may read on either surface: its value cannot be known, so it is not guessed.
        ("import UIKit\nfunc style(_ button: UIButton) {\n    button.setBackgroundColor(.white, for: .disabled)\n    button.setTitleColor(.brandRed(), for: .disabled)\n}\n",
         ["3:non-adapting-system-color"]),
        // On a surface that is not bright, on one the code does not name, or given different colors per theme: nothing.
        ("import UIKit\nfunc style(_ button: UIButton) {\n    button.backgroundColor = .black\n    button.setTitleColor(.brandGray(), for: .normal)\n}\n",
         ["3:non-adapting-system-color"]),
        ("import UIKit\nfunc style(_ label: UILabel) {\n    label.textColor = .brandGray()\n}\n", []),
        // (A controller's black root view is a dark screen, no mark that vanishes: nothing.)
        ("import UIKit\nclass Screen: UIViewController {\n    func light() { view.backgroundColor = .white }\n    func dark() { view.backgroundColor = .black }\n    func style(_ label: UILabel) { label.textColor = .brandGray() }\n}\n",
         ["3:non-adapting-system-color"]),
    ])
    func unreadableOnBrightSurface(source: String, expected: [String]) throws {
        #expect(try lintSwift(source) == expected)
    }

    @Test("a color the app declares, or one held in a variable, is not 'unreadable': it may adapt")
    func declaredOrVariableIsNotUnreadable() throws {
        let palette = "import UIKit\nextension UIColor {\n    static func brandGray() -> UIColor { UIColor(named: \"Gray\")! }\n}\n"
        let screen = "import UIKit\nfunc style(_ button: UIButton, ink: UIColor) {\n    button.backgroundColor = .white\n    button.setTitleColor(.brandGray(), for: .normal)\n    button.tintColor = ink\n}\n"
        let fixture = try LintFixture(["App/Palette.swift": palette, "App/Screen.swift": screen])
        defer { fixture.remove() }
        #expect(try fixture.lint().findings.map { "\($0.file.split(separator: "/").last ?? ""):\($0.line)" } == ["Screen.swift:3"])
    }

    @Test("a view controller's storyboard scene gives its root view: what its code draws with no surface of its own is judged on it")
    func storyboardSceneRootIsTheScreenSurface() throws {
        let storyboard = """
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0">
                <scenes>
                    <scene sceneID="a">
                        <objects>
                            <viewController id="vc1" customClass="PayViewController" sceneMemberID="viewController">
                                <view key="view" contentMode="scaleToFill" id="v1">
                                    <rect key="frame" x="0.0" y="0.0" width="320" height="480"/>
                                    <color key="backgroundColor" red="1" green="1" blue="1" alpha="1" colorSpace="custom" customColorSpace="sRGB"/>
                                </view>
                            </viewController>
                        </objects>
                    </scene>
                </scenes>
            </document>
            """
        let code = "import UIKit\nclass PayViewController: UIViewController {\n    override func viewDidLoad() {\n        let note = UILabel()\n        note.textColor = .brandGray()\n        view.addSubview(note)\n    }\n}\n"
        let fixture = try LintFixture(["App/Main.storyboard": storyboard, "App/Pay.swift": code])
        defer { fixture.remove() }
        let findings = try fixture.lint().findings
        #expect(findings.map { "\($0.file.split(separator: "/").last ?? ""):\($0.line)" } == ["Main.storyboard:9", "Pay.swift:5"])
        #expect(findings.last?.message == ".brandGray() text (Pay.swift:5), a color lint could not read, is drawn on white (Main.storyboard:9), a constant surface that stays bright in dark: change them together")
        // The same class drawn on a dark scene: nothing to report.
        let dark = try LintFixture(["App/Main.storyboard": storyboard.replacingOccurrences(of: "red=\"1\" green=\"1\" blue=\"1\"", with: "red=\"0\" green=\"0\" blue=\"0\""),
                                    "App/Pay.swift": code])
        defer { dark.remove() }
        #expect(try dark.lint().findings.isEmpty)
    }

    @Test("a surface is judged by the role its property or modifier names: cells, named fills and SwiftUI backgrounds hold content", arguments: [
        // A line view's color is a stroke: a light gray hairline shows on either surface.
        ("import UIKit\nfunc style(_ rule: LineView) {\n    rule.lineColor = UIColor(white: 0.68, alpha: 1)\n}\n", [String]()),
        ("import UIKit\nfunc style(_ rule: LineView) {\n    rule.lineColor = UIColor(white: 0.1, alpha: 1)\n}\n", ["3:constant-color"]),
        // A cell's fill holds its content: a dark one is a surface, not a mark that vanishes.
        ("import UIKit\nfunc style(_ row: Row) {\n    row.cell.backgroundColor = .black\n}\n", [String]()),
        ("import UIKit\nfinal class TagCell: UITableViewCell {\n    func setup() { backgroundColor = .black }\n}\n", []),
        // A control's named fill sits under its title.
        ("import UIKit\nfunc style(_ action: SwipeAction) {\n    action.actionBackgroundColor = .blue\n}\n", []),
        // A British spelling names the same role: light gray text reads in dark; dark gray text does not.
        ("import UIKit\nfunc style(_ field: FloatLabelTextField) {\n    field.titleTextColour = .lightGray\n}\n", []),
        ("import UIKit\nfunc style(_ field: FloatLabelTextField) {\n    field.titleTextColour = .darkGray\n}\n", ["3:non-adapting-system-color"]),
        // What SwiftUI draws behind a view is its surface, whatever fills it; a bright one still stays bright.
        ("import SwiftUI\nlet time = Text(\"1:05\")\n    .background {\n        Color(.darkGray).opacity(0.2)\n    }\n", []),
        ("import SwiftUI\nlet scrim = Text(\"1:05\")\n    .background {\n        Rectangle().fill(Color.black)\n    }\n", []),
        ("import SwiftUI\nlet card = Text(\"1:05\")\n    .background {\n        Color.white\n    }\n", ["4:non-adapting-system-color"]),
    ])
    func surfaceRoles(source: String, expected: [String]) throws {
        #expect(try lintSwift(source) == expected)
    }

    @Test("a label added to an image view is drawn on the image, not on the page")
    func subviewOfAnImageView() throws {
        let onImage = "import UIKit\nfunc setup(_ imageView: UIImageView) {\n    let pageLabel = UILabel()\n    pageLabel.textColor = UIColor.black\n    imageView.addSubview(pageLabel)\n}\n"
        #expect(try lintSwift(onImage) == [])
        #expect(try lintSwift(onImage.replacingOccurrences(of: "imageView.addSubview", with: "stackView.addSubview")) == ["4:non-adapting-system-color"])
    }

    @Test("a color given to an Image is a symbol's (3:1), to Text text's (4.5:1)")
    func imageColorsAreSymbols() throws {
        for (source, kind) in [("Image(\"tag\").resizable().foregroundColor(Color.black)", ForegroundKind.symbol), ("Text(\"tag\").foregroundColor(Color.black)", .text)] {
            let tree = SyntaxTree.parse("import SwiftUI\nlet v = \(source)\n")
            let reader = SwiftPairs(tree: tree, file: "A.swift", catalogs: ColorCatalogIndex(), siteValues: [:])
            #expect(reader.pairs().map(\.pair.kind) == [kind], "\(source)")
        }
    }

    @Test("what a function named for a surface returns is that surface: a constant white one stays bright in dark", arguments: [
        ("import UIKit\nfunc backgroundColor(for message: Message) -> UIColor {\n    guard message.isKnown else {\n        return .white\n    }\n    return message.fill\n}\n",
         ["4:non-adapting-system-color"]),
        ("import UIKit\nfunc cellBackgroundColor() -> UIColor { UIColor(white: 0.97, alpha: 1) }\n", ["2:constant-color"]),
        // A dark one holds the content drawn on it; a function named for something else says nothing of its role.
        ("import UIKit\nfunc backgroundColor(for message: Message) -> UIColor {\n    return .black\n}\n", []),
        ("import UIKit\nfunc accent() -> UIColor {\n    let pick = { () -> UIColor in return .white }\n    return pick()\n}\n", []),
    ])
    func surfaceFunctions(source: String, expected: [String]) throws {
        #expect(try lintSwift(source) == expected)
    }

    @Test("a light gray tile that holds content shows as a light block in dark; a light gray stripe, or a dark tile, does not", arguments: [
        ("import UIKit\nfinal class ThumbnailCell: UICollectionViewCell {\n    func setup() { self.backgroundColor = UIColor.lightGray }\n}\n", ["3:non-adapting-system-color"]),
        ("import UIKit\nfinal class ThumbnailCell: UICollectionViewCell {\n    func setup() { self.backgroundColor = UIColor.darkGray }\n}\n", [String]()),
        ("import UIKit\nfunc mark(_ stripe: UIView) {\n    stripe.backgroundColor = .lightGray\n}\n", []),
    ])
    func lightTiles(source: String, expected: [String]) throws {
        #expect(try lintSwift(source) == expected)
    }

    /// A color set `App/Assets.xcassets/<name>.colorset` with a gray in light and another in dark.
    static func colorSet(_ name: String, light: String, dark: String) -> [String: String] {
        let slot = { (gray: String, appearance: String) -> String in
            #"{ \#(appearance)"color" : { "color-space" : "srgb", "components" : { "red" : "\#(gray)", "green" : "\#(gray)", "blue" : "\#(gray)", "alpha" : "1.000" } }, "idiom" : "universal" }"#
        }
        let colors = "[" + slot(light, "") + ", " + slot(dark, #""appearances" : [ { "appearance" : "luminosity", "value" : "dark" } ], "#) + "]"
        return ["App/Assets.xcassets/Contents.json": #"{ "info" : { "author" : "xcode", "version" : 1 } }"#,
                "App/Assets.xcassets/\(name).colorset/Contents.json": #"{ "colors" : \#(colors), "info" : { "author" : "xcode", "version" : 1 } }"#]
    }

    @Test("a member of the app's palette type, declared in another file, is the color its declaration gives: two color sets whose dark variants fail together are a finding")
    func paletteMembersAcrossFiles() throws {
        let palette = "import SwiftUI\nenum Tokens {\n    static let ink = Color(\"Ink\")\n    enum Card {\n        static var fill: Color { Color(\"Card\") }\n    }\n}\nextension Color {\n    static let caption = Color(\"Ink\")\n}\n"
        let view = """
            import SwiftUI
            struct Row: View {
                var body: some View {
                    VStack {
                        Text("a").foregroundColor(Tokens.ink)
                        Text("b").foregroundStyle(.caption)
                    }
                    .background(Tokens.Card.fill)
                }
            }

            """
        var files = ["App/Palette.swift": palette, "App/Row.swift": view]
        // Near black on near white in light; a dark gray on a darker gray in dark.
        files.merge(Self.colorSet("Ink", light: "0.100", dark: "0.350")) { $1 }
        files.merge(Self.colorSet("Card", light: "0.950", dark: "0.200")) { $1 }
        let fixture = try LintFixture(files)
        defer { fixture.remove() }
        let found = try fixture.lint().findings.filter { $0.file == "App/Row.swift" }.map { "\($0.line):\($0.rule.id):\($0.severity)" }
        #expect(found == ["5:pair-contrast:error", "6:pair-contrast:error"])
        // With a light dark variant the pair reads in both modes.
        files.merge(Self.colorSet("Ink", light: "0.100", dark: "0.900")) { $1 }
        let passing = try LintFixture(files)
        defer { passing.remove() }
        #expect(try passing.lint().findings.filter { $0.file == "App/Row.swift" }.isEmpty)
    }

    @Test("a view of the app's own that draws its text in one constant color pairs with the surface around each use; a color set that turns white under white text is reported at both")
    func coloredViewsPairWhereUsed() throws {
        let view = """
            import SwiftUI
            struct Banner: View {
                var body: some View {
                    ZStack {
                        RoundedRectangle(cornerRadius: 12).fill(Color("Card"))
                        WhiteTitle(text: "a")
                    }
                }
            }
            struct WhiteTitle: View {
                let text: String
                var body: some View {
                    Text(text).foregroundColor(.white)
                }
            }

            """
        var files = ["App/Banner.swift": view]
        // A dark card in light that turns near white in dark.
        files.merge(Self.colorSet("Card", light: "0.150", dark: "0.950")) { $1 }
        let fixture = try LintFixture(files)
        defer { fixture.remove() }
        // (The notes say the card has no Increased Contrast variant.)
        let found = try fixture.lint().findings.filter { $0.severity != .note }.map { "\($0.line):\($0.rule.id)" }
        #expect(found == ["5:pair-contrast", "13:pair-contrast"])
        // A card that stays dark in dark: white reads on it in every mode, and the view is no finding.
        files.merge(Self.colorSet("Card", light: "0.150", dark: "0.250")) { $1 }
        let passing = try LintFixture(files)
        defer { passing.remove() }
        #expect(try passing.lint().findings.filter { $0.severity != .note }.isEmpty)
    }

    @Test("what reads on its own backdrop is no finding: black or white picked by a fill's luminance, a symbol's translucent second layer, a pale separator view", arguments: [
        "import SwiftUI\nfunc ink(on fill: Color, luminance: Double) -> Color {\n    luminance > 0.7 ? Color.black : Color.white\n}\n",
        "import SwiftUI\nlet x = Image(systemName: \"xmark.circle.fill\")\n    .symbolRenderingMode(.palette)\n    .foregroundStyle(.white, .black.opacity(0.4))\n",
        "import UIKit\nfinal class Cell: UICollectionViewCell {\n    var separatorView: UIView?\n    func setUp() {\n"
            + "        separatorView?.backgroundColor = UIColor(red: 224/255.0, green: 224/255.0, blue: 224/255.0, alpha: 1.0)\n    }\n}\n",
        // A mask view's fill gives only opacity.
        "import UIKit\nfunc deletionMask() -> UIView {\n    let mask = UIView()\n    mask.backgroundColor = UIColor.white\n    return mask\n}\n",
        // Built only with an SDK from before dark mode.
        "import UIKit\nfunc fill(_ view: UIView) {\n#if canImport(Combine)\n    view.backgroundColor = .systemGray6\n#else\n"
            + "    view.backgroundColor = UIColor(white: 0.95, alpha: 1)\n#endif\n}\n",
        // A view kept at 1% opacity (a workaround no one sees), a style's dark backdrop by default.
        "import AppKit\nfunc keepAlive(_ content: NSView) {\n    let view = NSView()\n    view.wantsLayer = true\n"
            + "    view.layer?.backgroundColor = NSColor.black.cgColor\n    view.layer?.opacity = 0.01\n    content.addSubview(view)\n}\n",
        "import UIKit\nopen class MenuStyle {\n    open var backgroundColor: UIColor = .black\n}\n",
        // A layer color taken from a local each of whose values is a constant: no adapting color to go stale.
        "import AppKit\nfinal class Status: NSView {\n    static let red = NSColor(srgbRed: 0.9, green: 0.35, blue: 0.32, alpha: 0.2)\n"
            + "    static let green = NSColor(srgbRed: 0.38, green: 0.75, blue: 0.33, alpha: 0.2)\n    func update(_ ok: Bool) {\n        var color: NSColor\n"
            + "        switch ok {\n        case true: color = Status.green\n        case false: color = Status.red\n        }\n"
            + "        layer!.backgroundColor = color.cgColor\n    }\n}\n",
        // A gradient layer's stops fill an area: a black fade at its foot is a scrim.
        "import UIKit\nfunc shade(_ view: UIView) {\n    let gradientLayer = CAGradientLayer()\n"
            + "    gradientLayer.colors = [UIColor.clear.cgColor, UIColor.black.cgColor]\n    view.layer.addSublayer(gradientLayer)\n}\n",
        // A translucent black constant whose one use is a surface's fallback (`given ?? Palette.blocker`): a scrim.
        "import UIKit\nenum Palette {\n    static var blocker = UIColor(red: 0, green: 0, blue: 0, alpha: 0.5)\n}\n"
            + "final class Blocker: UIView {\n    func show(_ given: UIColor?) {\n        self.backgroundColor = given ?? Palette.blocker\n    }\n}\n",
        // A private view's default every construction replaces.
        "import SwiftUI\nfileprivate struct Mark: View {\n    var color: Color = .black\n    var body: some View { Image(systemName: \"checkmark\").foregroundColor(color) }\n}\n"
            + "let mark = Mark(color: .accentColor)\n",
    ])
    func readsOnItsBackdrop(source: String) throws {
        #expect(try lintSwift(source) == [])
    }

    @Test("still findings: black text on the page, a symbol's opaque black first layer, a black separator view", arguments: [
        ("import SwiftUI\nlet t = Text(\"a\").foregroundColor(Color.black)\n", 2),
        ("import SwiftUI\nlet x = Image(systemName: \"xmark.circle.fill\")\n    .foregroundStyle(.black, .white.opacity(0.4))\n", 3),
        ("import UIKit\nfinal class Cell: UICollectionViewCell {\n    var separatorView: UIView?\n    func setUp() {\n"
            + "        separatorView?.backgroundColor = .black\n    }\n}\n", 5),
        // A caret that starts hidden and blinks is a mark; a separator color a style declares is a line.
        ("import UIKit\nfinal class Caret: UIView {\n    let caret = CALayer()\n    func setUp() {\n        caret.backgroundColor = UIColor.black.cgColor\n"
            + "        caret.opacity = 0.0\n    }\n}\n", 5),
        ("import UIKit\nclass RowView: UIView {\n    var separatorColor: UIColor = UIColor.black\n}\n", 3),
        // The branch built with the dark-mode SDK is judged as usual.
        ("import UIKit\nfunc fill(_ view: UIView) {\n#if canImport(Combine)\n    view.backgroundColor = UIColor(white: 0.95, alpha: 1)\n#endif\n}\n", 4),
        // A default one construction keeps.
        ("import SwiftUI\nfileprivate struct Mark: View {\n    var color: Color = .black\n    var body: some View { Image(systemName: \"checkmark\").foregroundColor(color) }\n}\n"
            + "let mark = Mark()\n", 3),
    ])
    func stillFindings(source: String, line: Int) throws {
        #expect(try lintSwift(source).contains { $0.hasPrefix("\(line):") })
    }

    @Test("a shape's foreground is a mark (3:1), and one framed a point thin is a line, whose faintness in light is the design's")
    func shapesAndLines() throws {
        let source = "import SwiftUI\nstruct Row: View {\n    var body: some View {\n        VStack {\n"
            + "            Rectangle().foregroundColor(.black.opacity(0.12)).frame(height: 1)\n"
            + "            Circle().foregroundColor(.black)\n            Text(\"a\").foregroundColor(.black)\n        }\n    }\n}\n"
        let tree = SyntaxTree.parse(source)
        let kinds = tree.nodes(of: .functionCall).compactMap(FunctionCall.init).filter { $0.calledName == "foregroundColor" }.map(SwiftPairs.drawnKind(of:))
        #expect(kinds == [.stroke, .symbol, .text])
        // In an app locked to light, a faint hairline's failure in light is the design's; faint text's is a finding.
        let page = PairSide.constant(ResolvedColor(RGB8(red: 255, green: 255, blue: 255)), at: SourceLine(file: "A.swift", line: 1))
        let faint = PairSide.constant(ResolvedColor(RGB8(red: 230, green: 230, blue: 230)), at: SourceLine(file: "A.swift", line: 2))
        for (kind, kept) in [(ForegroundKind.stroke, false), (.text, true)] {
            var finding = LintFinding(file: "A.swift", line: 2, column: 1, rule: .fixedBlackWhite, message: "m", snippet: "")
            finding.pair = ColorPair(kind, faint, on: page).judged()
            #expect(AppAppearanceLock.keeps(finding, scheme: .light) == kept)
        }
    }

    @Test("a palette's hex strings: one that reads on either page, or that each use draws harmlessly (a dark menu surface, through `.color`), is not reported; a near-black text color is")
    func paletteHexStrings() throws {
        let palette = "import UIKit\nenum Styles {\n    static let link = \"5d9cf4\"\n    static let menu = \"292D35\"\n    static let ink = \"24292e\"\n}\n"
            + "extension String {\n    var color: UIColor { UIColor(white: 0, alpha: 1) }\n}\n"
        let uses = "import UIKit\nfunc style(_ label: UILabel, _ menu: UIView) {\n    label.tintColor = Styles.link.color\n"
            + "    menu.backgroundColor = Styles.menu.color\n    label.textColor = Styles.ink.color\n}\n"
        let fixture = try LintFixture(["App/Styles.swift": palette, "App/Use.swift": uses])
        defer { fixture.remove() }
        // (Line 8 is the fixture's own conversion.)
        let found = try fixture.lint().findings.filter { $0.file.hasSuffix("Styles.swift") && $0.line < 7 }.map(\.line)
        #expect(found == [5])
    }

    @Test("content the app colors on a bar whose surface it leaves to the system: a near-black title (a palette's hex string through .color) fails on the dark bar; a white one is the design's")
    func contentOnTheSystemBar() throws {
        let source = "import UIKit\nenum Styles {\n    static let ink = \"24292e\"\n}\n"
            + "extension String {\n    var color: UIColor { UIColor(named: self) ?? .clear }\n}\n"
            + "func setUp() {\n    UINavigationBar.appearance().titleTextAttributes = [.foregroundColor: Styles.ink.color]\n"
            + "    UINavigationBar.appearance().tintColor = .white\n}\n"
        #expect(try lintSwift(source).filter { $0.hasSuffix("bar-content-contrast") } == ["9:bar-content-contrast"])
    }

    @Test("a constant member of a nested palette type used as a surface is reported where it is used when it stays bright in dark")
    func constantPaletteSurface() throws {
        let fixture = try LintFixture([
            "App/Config.swift": "import UIKit\nstruct Config {\n    struct Table {\n        static let background = UIColor(red: 0.98, green: 0.98, blue: 0.98, alpha: 1)\n        static let shade = UIColor(red: 0.1, green: 0.1, blue: 0.1, alpha: 1)\n    }\n}\n",
            "App/List.swift": "import UIKit\nfunc style(_ table: UITableView, _ other: UITableView) {\n    table.backgroundColor = Config.Table.background\n    other.backgroundColor = Config.Table.shade\n}\n",
        ])
        defer { fixture.remove() }
        let found = try fixture.lint().findings.filter { $0.file == "App/List.swift" }.map { "\($0.line):\($0.rule.id)" }
        #expect(found == ["3:constant-color"])
    }

    @Test("a shape filled in a background is the surface; an unreadable background of the view's own chain is its surface, not a container's further out", arguments: [
        // A white capsule stays bright in dark; white text on it, invisible in light as in dark, is not what the design
        // shows there (it is drawn on something else), so not a finding of its own.
        ("import SwiftUI\nlet a = Text(\"Live\")\n    .foregroundStyle(.white)\n    .background {\n        Capsule().fill(Color.white)\n    }\n", ["5:non-adapting-system-color"]),
        // A white glyph on a fill the pairs cannot read, inside a bright card: the glyph is on its own fill.
        ("import SwiftUI\nstruct Badge: View {\n    let tint: Color\n    var body: some View {\n        VStack {\n            Image(\"arrow\").foregroundColor(.white).background(tint)\n        }\n        .background(Color(red: 0.96, green: 0.96, blue: 0.96))\n    }\n}\n", ["8:constant-color"]),
        // White on a faint white fill: drawn over a dark screen the code does not name here.
        ("import SwiftUI\nlet c = Text(\"3\")\n    .foregroundStyle(.white)\n    .background(RoundedRectangle(cornerRadius: 16).fill(.white.opacity(0.08)))\n", []),
    ])
    func filledAndOwnSurfaces(source: String, expected: [String]) throws {
        #expect(try lintSwift(source) == expected)
    }

    @Test("a local view of one function is not the same-named local another function of the type colors")
    func localsAreNotTypeReceivers() throws {
        let source = """
            import UIKit
            final class Chat: UIViewController {
                lazy var join: UIButton = {
                    let button = UIButton()
                    button.backgroundColor = UIColor(red: 0.27, green: 0.76, blue: 0.35, alpha: 1)
                    return button
                }()
                func accessory(_ view: UIView) {
                    let button = UIButton(type: .infoLight)
                    button.tintColor = UIColor(red: 0.27, green: 0.76, blue: 0.35, alpha: 1)
                    view.addSubview(button)
                }
            }

            """
        #expect(try !lintSwift(source).contains("10:constant-color"))
    }

    @Test("a view installed as a navigation item's title view is drawn on the navigation bar: the color the app gives every bar, else the system's",
          arguments: [
        // A near-black title on the white bar every screen gets: a pair that cannot adapt.
        ("UINavigationBar.appearance().barTintColor = UIColor.whiteColor()", "navigationItem.titleView = status", true),
        // On the system's bar, which turns dark: the near-black title vanishes there.
        ("", "navigationItem.titleView = status", true),
        // Not a title view: drawn on whatever its superview is, which the code does not say.
        ("UINavigationBar.appearance().barTintColor = UIColor.whiteColor()", "view.addSubview(status)", false),
    ])
    func titleViewsOnTheBar(appearance: String, install: String, reported: Bool) throws {
        let fixture = try LintFixture([
            "App/Palette.swift": "import UIKit\nextension UIColor {\n    class func titleInk() -> UIColor {\n        return UIColor(red: 0.25, green: 0.25, blue: 0.25, alpha: 1)\n    }\n}\n",
            "App/StatusTitleView.swift": "import UIKit\nfinal class StatusTitleView: UIView {\n    override init(frame: CGRect) {\n        super.init(frame: frame)\n        let label = UILabel()\n        label.textColor = UIColor.titleInk()\n        addSubview(label)\n    }\n}\n",
            "App/Inbox.swift": "import UIKit\nfinal class Inbox: UIViewController {\n    private lazy var status = StatusTitleView(frame: .zero)\n    override func viewDidLoad() {\n        super.viewDidLoad()\n        \(install)\n    }\n}\n",
            "App/AppDelegate.swift": "import UIKit\nfunc styleBars() {\n    \(appearance)\n}\n",
        ])
        defer { fixture.remove() }
        let found = try fixture.lint().findings.filter { $0.file == "App/StatusTitleView.swift" }.map { "\($0.line):\($0.rule.id)" }
        #expect(found == (reported ? ["6:constant-color"] : []))
    }

    @Test("a bar its type restyles per screen, and a view a switch colors per case (a status dot), are not one bright surface", arguments: [
        ("final class AuthNavigation: UINavigationController {\n    override func viewDidLoad() {\n        let bar = navigationBar\n        bar.tintColor = Tone.ink\n        bar.barTintColor = Tone.mist\n    }\n    func setGrayStyle() {\n        let bar = navigationBar\n        bar.barTintColor = Tone.slate\n        bar.tintColor = .white\n    }\n}\n", false),
        ("final class PeerCell: UITableViewCell {\n    let dot = UIView()\n    func show(_ status: Status) {\n        switch status {\n        case .online: dot.backgroundColor = Tone.mint\n        case .away: dot.backgroundColor = Tone.sun\n        case .offline: dot.backgroundColor = Tone.mist\n        }\n    }\n}\n", false),
        // One bright fill, set once: a surface that stays bright.
        ("final class AuthNavigation: UINavigationController {\n    override func viewDidLoad() {\n        let bar = navigationBar\n        bar.tintColor = Tone.ink\n        bar.barTintColor = Tone.mist\n    }\n}\n", true),
    ])
    func restyledAndCategoricalSurfaces(source: String, bright: Bool) throws {
        let tones = "import UIKit\nenum Tone {\n    static let mist = UIColor(white: 0.97, alpha: 1)\n    static let ink = UIColor(red: 0.05, green: 0.2, blue: 0.6, alpha: 1)\n    static let slate = UIColor(white: 0.2, alpha: 1)\n"
            + "    static let mint = UIColor(red: 0.18, green: 0.88, blue: 0.65, alpha: 1)\n    static let sun = UIColor(red: 1, green: 0.82, blue: 0.12, alpha: 1)\n}\n"
        let fixture = try LintFixture(["App/Tone.swift": tones, "App/View.swift": "import UIKit\n" + source])
        defer { fixture.remove() }
        let messages = try fixture.lint().findings.filter { $0.file == "App/View.swift" }.map(\.message)
        #expect(messages.contains { $0.contains(PairSide.brightSurfaceWords) } == bright, "\(messages)")
    }

    @Test("a dark table view's fill, a faded wash and a separator made in a closure are no dark-mode findings; the same light fill opaque is", arguments: [
        // A table view holds its cells: a dark surface, not a mark that vanishes.
        ("tableView.backgroundColor = #colorLiteral(red: 0.1, green: 0.11, blue: 0.13, alpha: 1)", false),
        // A pale gray at 11%: what is drawn is the faint wash, not the opaque gray.
        ("let selected = UIView()\n        selected.backgroundColor = #colorLiteral(red: 0.82, green: 0.82, blue: 0.83, alpha: 1).withAlphaComponent(0.11)\n        selectedBackgroundView = selected", false),
        ("let selected = UIView()\n        selected.backgroundColor = #colorLiteral(red: 0.82, green: 0.82, blue: 0.83, alpha: 1)\n        selectedBackgroundView = selected", true),
    ])
    func containersWashesAndLines(body: String, reported: Bool) throws {
        let source = "import UIKit\nfinal class MemberCell: UITableViewCell {\n    let tableView = UITableView()\n    func setUp() {\n        \(body)\n    }\n}\n"
        let found = try lintSwift(source)
        #expect(found.contains { $0.hasSuffix(":constant-color") } == reported, "\(found)")
    }

    @Test("a ZStack's leading color past layout modifiers is the surface under its children: a dark brand purple is none of dark mode's business, white is", arguments: [
        ("Color(red: 0.4, green: 0.0, blue: 0.7)", false), ("Color(red: 1, green: 1, blue: 1)", true),
    ])
    func zStackBackdrop(color: String, reported: Bool) throws {
        let source = "import SwiftUI\nstruct About: View {\n    var body: some View {\n        ZStack(alignment: .bottom) {\n"
            + "            \(color)\n                .frame(maxHeight: .infinity)\n            Header()\n        }\n    }\n}\n"
        let found = try lintSwift(source)
        #expect(found.contains("5:constant-color") == reported, "\(found)")
    }

    @Test("a constant drawn into an image (a renderer's closure, a bitmap context) is artwork; the same color set to draw in the interface is not", arguments: [
        ("let renderer = UIGraphicsImageRenderer(bounds: bounds)\n        return renderer.image { _ in\n            UIColor.black.set()\n            UIRectFill(bounds)\n        }", false),
        ("UIGraphicsBeginImageContextWithOptions(bounds.size, false, 0)\n        defer { UIGraphicsEndImageContext() }\n            UIColor.black.set()\n        UIRectFill(bounds)\n        return UIGraphicsGetImageFromCurrentImageContext()!", false),
        ("let renderer = UIGraphicsImageRenderer(bounds: bounds)\n        _ = renderer\n            UIColor.black.set()\n        UIRectFill(bounds)\n        return UIImage()", true),
    ])
    func drawnIntoImages(body: String, reported: Bool) throws {
        let source = "import UIKit\nextension UIImage {\n    func badge(_ bounds: CGRect) -> UIImage {\n        \(body)\n    }\n}\n"
        let found = try lintSwift(source)
        #expect(found.contains { $0.hasPrefix("6:") } == reported, "\(found)")
    }

    @Test("a file that sets the panel it makes to dark on every path draws in dark only: a constant's failure to adapt is no finding there", arguments: [
        ("panel.appearance = NSAppearance(named: .vibrantDark)", false),
        ("if debug { panel.appearance = NSAppearance(named: .vibrantDark) }", true),
        ("", true),
    ])
    func fileLockedDark(lock: String, reported: Bool) throws {
        let source = "import AppKit\nfinal class DebugPanel {\n    let panel = NSPanel()\n    var debug = false\n    func build(_ label: NSTextField) {\n"
            + "        \(lock)\n        label.backgroundColor = NSColor(calibratedWhite: 0.95, alpha: 1)\n        panel.contentView?.addSubview(label)\n    }\n}\n"
        let found = try lintSwift(source)
        #expect(found.contains { $0.hasPrefix("7:") } == reported, "\(found)")
    }

    @Test("what a property's name says it colors: British spellings, `bg` for background, never `rgb`; a button's color is its fill", arguments: [
        ("backgroundColor", SwiftPairs.PropertyRole.surface), ("bgColor", .surface), ("cellBgColor", .surface), ("titleTextColour", .foreground(.text)),
        ("tintColor", .foreground(.symbol)), ("hairlineColor", .foreground(.stroke)), ("buttonColor", .surface), ("itemButtonColor", .surface),
        ("buttonTitleColor", .foreground(.text)),
    ])
    func propertyRoles(name: String, role: SwiftPairs.PropertyRole) {
        #expect(SwiftPairs.role(ofProperty: name) == role)
        #expect(SwiftPairs.role(ofProperty: "rgbColor") == nil && SwiftPairs.role(ofProperty: "color") == nil)
    }

    @Test("a call's own text and background arguments are a pair, `bgColor` included: a brand tag that reads in every mode is no finding")
    func brandTagArguments() throws {
        let source = "import AppKit\nstruct TagStyle {\n    var bgColor: NSColor\n    var textColor: NSColor\n}\n"
            + "let logi = TagStyle(bgColor: NSColor(calibratedRed: 0.0, green: 0.99, blue: 0.81, alpha: 1), textColor: NSColor(calibratedWhite: 0.15, alpha: 1))\n"
        #expect(try lintSwift(source).isEmpty)
    }

    @Test("a view a closure makes is named by the property it initializes: a pale \"seperator\" is a line, as a separator is")
    func closureInitializedLineView() throws {
        let source = """
            import UIKit
            final class Header: UIView {
                let seperatorView: UIView = {
                    let view = UIView()
                    view.backgroundColor = UIColor(red: 0.82, green: 0.82, blue: 0.83, alpha: 1)
                    return view
                }()
            }

            """
        #expect(try lintSwift(source).isEmpty)
        #expect(SwiftPairs.isLineView("seperatorView") && SwiftPairs.isLineView("separator") && !SwiftPairs.isLineView("view"))
    }

    @Test("a file is read for pairs when it names a foreground or a surface, in one pass over its bytes", arguments: [
        ("label.textColor = x", true), ("button.setTitleColor(x, for: .normal)", true), ("view.tintColor = x", true),
        ("Text(\"a\").foregroundColor(x)", true), ("Text(\"a\").foregroundStyle(x)", true), ("view.backgroundColor = x", true),
        ("bar.barTintColor = x", true), ("Text(\"a\").background(x)", true),
        ("let colors = UIColor.self", false), ("let style = PrimaryButtonStyle()", false), ("let background = 1", false), ("", false),
    ])
    func mayDrawForeground(source: String, expected: Bool) {
        #expect(Linter.mayDrawForeground(Array(source.utf8)) == expected)
    }
}
