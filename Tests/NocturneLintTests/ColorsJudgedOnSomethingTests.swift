import Testing
@testable import NocturneLint

/// A color is never wrong on its own: a palette value, a constant pair, a bar's content and a swatch are judged by what
/// they are drawn on, or by what they would do drawn on either page when that is not known.
@Suite("Colors judged on something")
struct ColorsJudgedOnSomethingTests {
    /// An app's palette in functions, as apps written before Swift 3 spell them (the first argument's label left out).
    static let palette = "import UIKit\npublic extension UIColor {\n"
        + "    class func rgb(_ red: CGFloat, green: CGFloat, blue: CGFloat) -> UIColor {\n"
        + "        return UIColor(red: red / 255.0, green: green / 255.0, blue: blue / 255.0, alpha: 1.0)\n    }\n"
        + "    class func brandOrange() -> UIColor { return UIColor.rgb(253, green: 84, blue: 4) }\n"       // line 6
        + "    class func linkBlue() -> UIColor { return UIColor.rgb(74, green: 144, blue: 226) }\n"        // line 7
        + "    class func dateGray() -> UIColor { return UIColor.rgb(170, green: 170, blue: 170) }\n"       // line 8
        + "    class func commentInk() -> UIColor { return UIColor.rgb(111, green: 111, blue: 111) }\n"     // line 9
        + "    class func footerMist() -> UIColor { return UIColor.rgb(245, green: 245, blue: 245) }\n"     // line 10
        + "}\n"

    @Test("a palette value whose use is not known is judged as either: reported when bright in dark or worse on the dark page")
    func paletteValueByItself() throws {
        let found = try lintSwift(Self.palette).filter { $0.hasSuffix("constant-color") }
        // The orange, the mid blue and the light gray read on both pages; the dark gray fades on dark, the near-white glares.
        #expect(found == ["9:constant-color", "10:constant-color"])
    }

    @Test("a helper's call with the first label left out is read as its components")
    func swift2Components() throws {
        let file = SwiftSourceFile(path: "", bytes: Array("rgb(253, green: 84, blue: 4)".utf8))
        let value = try #require(ColorSiteValue.read(in: file, open: 1))
        #expect(value.hex == "#FD5404")
    }

    @Test("two constant colors that read alike in every mode are the light design's choice, even below the minimum", arguments: [
        // White on a brand blue button, 2.5:1 in every mode.
        ("button.backgroundColor = UIColor(red: 0.2, green: 0.65, blue: 1, alpha: 1)\n    button.setTitleColor(.white, for: .normal)", false),
        // Black text on a white panel: the panel stays bright in dark, and its text must change with it.
        ("button.backgroundColor = .white\n    button.setTitleColor(.black, for: .normal)", true),
    ])
    func constantPairAlikeInEveryMode(body: String, reported: Bool) throws {
        let found = try lintSwift("import UIKit\nfunc style(_ button: UIButton) {\n    \(body)\n}\n")
        #expect(!found.isEmpty == reported, "\(found)")
    }

    @Test("a bar's content read as pairs on it: the old spellings, and the title its text attributes color", arguments: [
        // White items and title on the brand orange bar, spelled before Swift 3: they read (3.3:1, large or symbol).
        ("UINavigationBar.appearance().barTintColor = UIColor(red: 253 / 255.0, green: 84 / 255.0, blue: 4 / 255.0, alpha: 1.0)\n"
            + "    UINavigationBar.appearance().tintColor = UIColor.whiteColor()\n"
            + "    UINavigationBar.appearance().titleTextAttributes = [NSForegroundColorAttributeName: UIColor.whiteColor()]", []),
        // The title in black on a dark bar: it hides.
        ("UINavigationBar.appearance().barTintColor = UIColor(white: 0.1, alpha: 1)\n"
            + "    UINavigationBar.appearance().tintColor = UIColor.white\n"
            + "    UINavigationBar.appearance().titleTextAttributes = [.foregroundColor: UIColor.black]", ["bar-content-contrast"]),
        // The same colors on a bar the function also gives an iOS 13 appearance: they show only before dark mode.
        ("let bar = UINavigationController().navigationBar\n    bar.barTintColor = UIColor(white: 0.1, alpha: 1)\n"
            + "    bar.titleTextAttributes = [.foregroundColor: UIColor.black]\n    bar.standardAppearance = UINavigationBarAppearance()", []),
    ])
    func barContent(body: String, rules: [String]) throws {
        let found = try lintSwift("import UIKit\nfunc setupStyle() {\n    \(body)\n}\n").map { String($0.split(separator: ":")[1]) }
        #expect(Set(found) == Set(rules), "\(found)")
    }

    @Test("a view inside the navigation item's title view is drawn on the bar, not on the screen's surface")
    func titleViewOnTheBar() throws {
        let source = "import UIKit\nfinal class ChatController: UIViewController {\n    let titleView = ChatTitleView()\n"
            + "    override func viewDidLoad() {\n        view.backgroundColor = .white\n"
            + "        titleView.stateLabel.textColor = UIColor.grayColor()\n        navigationItem.titleView = titleView\n    }\n}\n"
        let found = try lintSwift(source)
        #expect(!found.contains { $0.hasPrefix("6:") }, "\(found)")
        #expect(found.contains { $0.hasPrefix("5:") }, "the white screen still stays bright in dark")
    }

    @Test("palette constants a swatch list offers, or nothing uses, draw nothing; one used as text is judged there", arguments: [
        ("let swatches = [(UIColor.teal, \"Teal\"), (UIColor.leaf, \"Leaf\"), (UIColor.sky, \"Sky\"), (UIColor.plum, \"Plum\"), "
            + "(UIColor.ink, \"Ink\"), (UIColor.sun, \"Sun\"), (UIColor.rust, \"Rust\"), (UIColor.clay, \"Clay\")]\n", [Int]()),
        ("", []),
        ("func style(_ label: UILabel) {\n    label.textColor = .ink\n}\n", [7]),
    ])
    func swatches(uses: String, reported: [Int]) throws {
        let palette = "import UIKit\npublic extension UIColor {\n    static var teal = UIColor(0x16a085)\n    static var leaf = UIColor(0x2ecc71)\n"
            + "    static var sky = UIColor(0x3498db)\n    static var plum = UIColor(0x9b59b6)\n    static var ink = UIColor(0x2c3e50)\n"
            + "    static var sun = UIColor(0xf1c40f)\n    static var rust = UIColor(0xd35400)\n    static var clay = UIColor(0xc0392b)\n"
            + "    convenience init(_ hex: UInt) {\n        self.init(red: CGFloat(hex >> 16 & 0xff) / 255, green: CGFloat(hex >> 8 & 0xff) / 255, "
            + "blue: CGFloat(hex & 0xff) / 255, alpha: 1)\n    }\n}\n"
        let fixture = try LintFixture(["App/Palette.swift": palette, "App/Use.swift": "import UIKit\n" + uses])
        defer { fixture.remove() }
        let lines = try fixture.lint().findings.filter { $0.file == "App/Palette.swift" }.map(\.line)
        #expect(lines == reported)
    }

    @Test("a use in the fallback for systems before dark mode is no use in dark")
    func useBeforeDarkMode() throws {
        let source = "import UIKit\nextension UIColor {\n    static var mist = UIColor(red: 0.93, green: 0.94, blue: 0.95, alpha: 1)\n"
            + "    static var placeholder: UIColor {\n        if #available(iOS 13, *) {\n            return .secondarySystemBackground\n"
            + "        } else {\n            return .mist\n        }\n    }\n}\n"
        #expect(try lintSwift(source) == [])
    }

    @Test("a WatchKit storyboard is watchOS's, dark in every mode: left alone unless watch code is included")
    func watchStoryboard() throws {
        let storyboard = "<?xml version=\"1.0\" encoding=\"UTF-8\" standalone=\"no\"?>\n"
            + "<document type=\"com.apple.InterfaceBuilder.WatchKit.Storyboard\" version=\"3.0\" targetRuntime=\"watchKit\">\n"
            + "    <scenes>\n        <scene sceneID=\"a\">\n            <objects>\n"
            + "                <controller id=\"b\" customClass=\"InterfaceController\">\n                    <items>\n"
            + "                        <label alignment=\"left\" text=\"Score\" id=\"c\">\n"
            + "                            <color key=\"textColor\" red=\"0.2\" green=\"0.2\" blue=\"0.2\" alpha=\"1\" colorSpace=\"calibratedRGB\"/>\n"
            + "                        </label>\n                    </items>\n                </controller>\n"
            + "            </objects>\n        </scene>\n    </scenes>\n</document>\n"
        #expect(InterfaceBuilderScanner.isWatchInterface(Array(storyboard.utf8)))
        #expect(!InterfaceBuilderScanner.isWatchInterface(Array(storyboard.replacingOccurrences(of: "WatchKit.", with: "CocoaTouch.").utf8)))
        let fixture = try LintFixture(["Watch App/Interface.storyboard": storyboard])
        defer { fixture.remove() }
        #expect(try fixture.lint().findings.isEmpty)
        var configuration = LintConfiguration()
        configuration.includeWatch = true
        #expect(try !fixture.lint(configuration).findings.isEmpty, "included, its dark gray text is judged as any storyboard's")
    }

    @Test("only a system bar or its appearance is a bar: a view named for one (a pager's selected bar) is not", arguments: [
        ("navigationController?.navigationBar", true), ("navBar", true), ("bottomToolbar", true), ("UINavigationBar.appearance()", true),
        ("tabBarController?.tabBar", true), ("barAppearance", true),
        ("buttonBar.selectedBar", false), ("progressBar", false), ("buttonBarView", false), ("UIView.appearance()", false),
    ])
    func barReceivers(receiver: String, isBar: Bool) {
        #expect(SwiftPairs.isBar(receiver) == isBar)
    }

    @Test("a named constant each of whose uses says it is drawn harmlessly (a dark strip's fill) is not reported where it is defined; one drawn as text is")
    func paletteUsesByRole() throws {
        let strip = "import UIKit\nfinal class Tabs: UIView {\n    let ink = UIColor(white: 0.06, alpha: 1)\n    let strip = UIView()\n"
            + "    func style() {\n        strip.backgroundColor = ink\n    }\n}\n"
        #expect(try lintSwift(strip) == [])
        #expect(try lintSwift(strip.replacingOccurrences(of: "strip.backgroundColor = ink", with: "title.textColor = ink")) == ["3:constant-color"])
        // Passed to the app's own code, what it is drawn as is not known: reported.
        #expect(try lintSwift(strip.replacingOccurrences(of: "strip.backgroundColor = ink", with: "apply(ink)")) == ["3:constant-color"])
        // A palette member that stays bright, given as a view's background: reported where it is drawn, once.
        let paper = "import UIKit\nenum Palette {\n    static let paper = UIColor(white: 0.98, alpha: 1)\n}\nfunc style(_ view: UIView) {\n"
            + "    view.backgroundColor = Palette.paper\n}\n"
        #expect(try lintSwift(paper) == ["6:constant-color"])
        // Drawn only as a shadow, a pale color glows in dark rather than vanishing: harmless; a near-black one vanishes.
        let glow = "import SwiftUI\nenum Palette {\n    static let glow = Color(red: 0.91, green: 0.9, blue: 0.92)\n}\n"
            + "struct Knob: View {\n    var body: some View { Circle().shadow(color: Palette.glow, radius: 6) }\n}\n"
        #expect(try lintSwift(glow) == [])
        #expect(try lintSwift(glow.replacingOccurrences(of: "red: 0.91, green: 0.9, blue: 0.92", with: "red: 0.05, green: 0.05, blue: 0.05")) == ["3:constant-color"])
    }

    @Test("a dark screen is no mark that vanishes: a window's or a controller's black surface, and a near-black gradient; a black bar is")
    func darkSurfaces() throws {
        #expect(try lintSwift("import AppKit\nfunc show(_ window: NSWindow) {\n    window.backgroundColor = .black\n}\n") == [])
        #expect(try lintSwift("import UIKit\nfinal class Viewer: UIViewController {\n    override func viewDidLoad() {\n        view.backgroundColor = .black\n    }\n}\n") == [])
        #expect(try lintSwift("import UIKit\nfinal class Footer: UIView {\n    let gradientColors = [UIColor(red: 0.02, green: 0.02, blue: 0.02, alpha: 0.1),"
            + " UIColor(red: 0.02, green: 0.02, blue: 0.02, alpha: 1)]\n}\n") == [])
        #expect(try lintSwift("import UIKit\nfunc mark(_ bar: UIView) {\n    bar.backgroundColor = .black\n}\n") == ["3:non-adapting-system-color"])
        // A parameter's default is drawn as the parameter names it: a black background is a backdrop, black title text is not.
        #expect(try lintSwift("import UIKit\nfinal class Colors {\n    init(forBackground background: UIColor = UIColor.black,\n"
            + "         forTitle title: UIColor = UIColor.black) {}\n}\n") == ["4:non-adapting-system-color"])
    }

    @Test("a color held by a property wrapper (@State, @AppStorage, an app's own) is state the user changes, not a palette constant; the same color in a plain constant is")
    func wrappedColorsAreState() throws {
        let picker = "import SwiftUI\nstruct Picker: View {\n    @State private var picked: Color = Color(red: 0.1, green: 0.1, blue: 0.12)\n"
            + "    var body: some View { Text(\"Ink\").foregroundColor(picked) }\n}\n"
        #expect(try lintSwift(picker) == [])
        #expect(try lintSwift(picker.replacingOccurrences(of: "@State private var", with: "private let")) == ["3:constant-color"])
        let restored = picker.replacingOccurrences(of: "@State private var", with: "@Restorable(\"ink\")\n    var")
        #expect(try lintSwift(restored) == [])
    }

    @Test("a layer type's method that a view of another file calls in updateLayer sets its color again with the new traits: no snapshot")
    func refreshedByCaller() throws {
        let layer = """
            import AppKit
            final class ControlBackgroundLayer: CALayer {
                func update() {
                    backgroundColor = NSColor.textColor.withAlphaComponent(0.08).cgColor
                }
            }
            """
        let view = """
            import AppKit
            final class Area: NSView {
                let backgroundLayer = ControlBackgroundLayer()
                override func updateLayer() {
                    backgroundLayer.update()
                }
            }
            """
        func findings(_ files: [String: String]) throws -> [String] {
            let fixture = try LintFixture(files)
            defer { fixture.remove() }
            return try fixture.lint().findings.map { "\($0.file.split(separator: "/").last ?? ""):\($0.line):\($0.rule.id)" }
        }
        #expect(try findings(["App/Layer.swift": layer, "App/Area.swift": view]) == [])
        // Made by the type's own factory, it is still that type.
        #expect(try findings(["App/Layer.swift": layer, "App/Area.swift": view.replacingOccurrences(of: "ControlBackgroundLayer()", with: "ControlBackgroundLayer.make()")]) == [])
        #expect(try findings(["App/Layer.swift": layer]) == ["Layer.swift:4:layer-color-snapshot"])
        // Called once at setup, it is still a snapshot.
        #expect(try findings(["App/Layer.swift": layer, "App/Area.swift": view.replacingOccurrences(of: "override func updateLayer()", with: "func setUp()")])
                == ["Layer.swift:4:layer-color-snapshot"])
    }

    @Test("a color given to a context in a routine handed that context is drawn in the draw pass, no snapshot")
    func drawingRoutine() throws {
        let routine = "import UIKit\nfunc renderShape(context: CGContext, color: UIColor) {\n    context.setFillColor(color.cgColor)\n}\n"
        #expect(try lintSwift(routine) == [])
        let setUp = "import UIKit\nfunc setUp(color: UIColor = .label) {\n    let context = UIGraphicsGetCurrentContext()!\n    context.setFillColor(color.cgColor)\n}\n"
        #expect(try lintSwift(setUp) == ["4:layer-color-snapshot"])
        // Handed a color with no default of its own: the caller's, whose mode the caller knows.
        #expect(try lintSwift(setUp.replacingOccurrences(of: " = .label", with: "")) == [])
    }

    @Test("a light-only color set that reads on either page is no finding; one that glares in dark is")
    func lightOnlyColorSet() throws {
        func colorSet(_ red: Double, _ green: Double, _ blue: Double) -> String {
            "{\"colors\":[{\"color\":{\"color-space\":\"srgb\",\"components\":{\"alpha\":\"1.000\",\"red\":\"\(red)\",\"green\":\"\(green)\",\"blue\":\"\(blue)\"}},\"idiom\":\"universal\"}],"
                + "\"info\":{\"author\":\"xcode\",\"version\":1}}"
        }
        let fixture = try LintFixture([
            "App/Assets.xcassets/Contents.json": "{\"info\":{\"author\":\"xcode\",\"version\":1}}",
            "App/Assets.xcassets/Amber.colorset/Contents.json": colorSet(0.875, 0.451, 0.031),
            "App/Assets.xcassets/Paper.colorset/Contents.json": colorSet(0.98, 0.97, 0.9),
            "App/View.swift": "import SwiftUI\nlet a = Text(\"a\").foregroundColor(Color(\"Amber\"))\nlet b = Text(\"b\").background(Color(\"Paper\"))\n",
        ])
        defer { fixture.remove() }
        let found = try fixture.lint().findings.filter { $0.file == "App/View.swift" && $0.rule == .namedColorNoDark }.map(\.line)
        #expect(found == [3])
    }

    @Test("a subview's surface on the surface of the view that holds it (a pager's indicator on its strip) is judged on it", arguments: [
        ("strip.backgroundColor = .black\n    strip.selectedBar.backgroundColor = .white", [String]()),
        ("strip.backgroundColor = .orange\n    strip.selectedBar.backgroundColor = .black", []),
        // Alone, a black mark vanishes on the dark page.
        ("strip.selectedBar.backgroundColor = .black", ["3:non-adapting-system-color"]),
    ])
    func indicatorOnStrip(body: String, expected: [String]) throws {
        let source = "import UIKit\nfunc setUp(_ strip: PagerStrip) {\n    \(body)\n}\n"
        #expect(try lintSwift(source) == expected)
    }

    @Test("white text all but invisible in light on the surface read for it is drawn on something else (a strip inside the white cell): the surface is still found")
    func textUnseenInLight() throws {
        let source = "import UIKit\nfinal class Row: UITableViewCell {\n    let time = UILabel()\n    func setUp() {\n"
            + "        contentView.backgroundColor = .white\n        time.textColor = .white\n        contentView.addSubview(time)\n    }\n}\n"
        #expect(try lintSwift(source) == ["5:non-adapting-system-color"])
    }

    @Test("a helper written through a type alias of a color type is a constant: a snapshot of it is the same in every mode")
    func aliasedConstantSnapshot() throws {
        let source = "import UIKit\ntypealias InkColor = UIColor\nextension InkColor {\n"
            + "    class func slate() -> InkColor { return InkColor.init(red: 0.44, green: 0.44, blue: 0.44, alpha: 1) }\n}\n"
            + "func mark(_ strip: UIView) {\n    strip.layer.backgroundColor = InkColor.slate().cgColor\n}\n"
        #expect(try lintSwift(source).filter { $0.hasSuffix("layer-color-snapshot") } == [])
    }

    @Test("a theme that names its appearance is drawn in it where the app applies that member; not where it does not", arguments: [true, false])
    func themeNamesItsAppearance(applied: Bool) throws {
        var files = [
            "App/PaperTheme.swift": "import UIKit\nprotocol Theme { var interfaceStyle: UIUserInterfaceStyle { get } }\n"
                + "final class PaperTheme: Theme {\n    let interfaceStyle: UIUserInterfaceStyle = .light\n    let text: UIColor = .black\n}\n",
        ]
        files["App/Editor.swift"] = "import UIKit\nfinal class Editor: UIViewController {\n    var theme: Theme = PaperTheme()\n    func apply() {\n"
            + (applied ? "        view.window?.overrideUserInterfaceStyle = theme.interfaceStyle\n" : "        print(theme)\n") + "    }\n}\n"
        let fixture = try LintFixture(files)
        defer { fixture.remove() }
        let found = try fixture.lint().findings.filter { $0.file == "App/PaperTheme.swift" }.map(\.line)
        #expect(found == (applied ? [] : [5]))
    }

    @Test("a screen's surface a base controller sets in code is the surface of its subclasses in other files")
    func inheritedScreenSurface() throws {
        let fixture = try LintFixture([
            "App/BaseController.swift": "import UIKit\nclass BaseController: UIViewController {\n    override func viewDidLoad() {\n"
                + "        super.viewDidLoad()\n        view.backgroundColor = UIColor(white: 0.95, alpha: 1)\n    }\n}\n",
            "App/InfoController.swift": "import UIKit\nclass InfoController: BaseController {\n    let body = UILabel()\n"
                + "    override func viewDidLoad() {\n        super.viewDidLoad()\n        body.textColor = UIColor(white: 0.27, alpha: 1)\n        view.addSubview(body)\n    }\n}\n",
        ])
        defer { fixture.remove() }
        let found = try fixture.lint().findings.filter { $0.file == "App/InfoController.swift" }
        #expect(found.map(\.line) == [6])
        #expect(found.first?.message.contains("BaseController.swift:5") == true)
    }

    @Test("a palette color listed in a gradient's colors is a surface there: a deep brand violet is no finding, a near-white one is", arguments: [
        ("0.56, green: 0.18, blue: 0.89", [Int]()), ("0.97, green: 0.97, blue: 0.98", [3]),
    ])
    func gradientColors(components: String, reported: [Int]) throws {
        let source = "import UIKit\nextension UIColor {\n    class var brandTop: UIColor { UIColor(red: \(components), alpha: 1) }\n}\n"
            + "func backdrop() -> [UIColor] {\n    let gradientColors: [UIColor] = [.brandTop, .black]\n    return gradientColors\n}\n"
        #expect(try lintSwift(source).map { Int($0.split(separator: ":")[0])! } == reported)
    }
    @Test("a row of five or more swatches, one view each given a color of its own, is a palette to pick from, the same in both modes")
    func swatchRow() throws {
        let hexes = ["FF0000", "FFB100", "FFE600", "39DD00", "00AEEF", "0036FF"]
        func source(_ colors: [String]) -> String {
            "import SwiftUI\nstruct Swatch: View {\n    let color: UIColor\n    var body: some View { Color(color) }\n}\n"
                + "struct Palette: View {\n    var body: some View {\n        HStack {\n"
                + colors.map { "            Swatch(color: UIColor(red: 0x\($0.prefix(2)) / 255, green: 0x\($0.dropFirst(2).prefix(2)) / 255, blue: 0x\($0.suffix(2)) / 255, alpha: 1))\n" }.joined()
                + "        }\n    }\n}\n"
        }
        #expect(try lintSwift(source(hexes)) == [])
        // Two alike are no palette: the yellow is a bright color whose role is not known.
        #expect(try lintSwift(source(["FFE600", "FFE600"])).allSatisfy { $0.hasSuffix("constant-color") })
    }

    @Test("every color a shadow type holds is the shadow's: black there is no content color")
    func shadowType() throws {
        let source = "import SwiftUI\nstruct CardShadow {\n    var color = Color.black.opacity(0.25)\n    var radius: CGFloat = 4\n"
            + "    static var soft = Self(color: Color.black.opacity(0.1), radius: 8)\n    init(color: Color = Color.black, radius: CGFloat = 0) {\n"
            + "        self.color = color\n        self.radius = radius\n    }\n}\n"
        #expect(try lintSwift(source) == [])
    }

    @Test("a color made from another color type's call is that call's value: a mid orange line reads in either mode, a dark gray one fades", arguments: [
        ("Circle().stroke(Color(UIColor(red: 1, green: 0.68, blue: 0.27, alpha: 1)), lineWidth: 3)", [String]()),
        ("Circle().fill(Color(uiColor: UIColor(red: 1, green: 0.68, blue: 0.27, alpha: 1)))", []),
        ("Circle().stroke(Color(UIColor(red: 0.2, green: 0.2, blue: 0.22, alpha: 1)), lineWidth: 3)", ["3:constant-color"]),
    ])
    func wrappedColorValue(body: String, expected: [String]) throws {
        #expect(try lintSwift("import SwiftUI\nlet mark =\n    \(body)\n") == expected)
    }

    @Test("a saturated orange whose role is not known reads in either mode; a near-white one glares in dark")
    func brightHueOfUnknownRole() throws {
        let source = "import UIKit\nfunc row(_ make: (UIColor) -> Void) {\n    make(UIColor(red: 1, green: 0.69, blue: 0, alpha: 1))\n"
            + "    make(UIColor(white: 0.96, alpha: 1))\n}\n"
        #expect(try lintSwift(source) == ["4:constant-color"])
    }
    @Test("a theme type's defaults its own initializer replaces are one theme's values; a theme no initializer fills is judged", arguments: [
        (true, [Int]()), (false, [4, 5]),
    ])
    func themeTypeDefaults(replaced: Bool, reported: [Int]) throws {
        let source = "import AppKit\nstruct PreviewTheme {\n    var accent = NSColor.systemBlue\n"
            + "    var text = NSColor(red: 0.14, green: 0.16, blue: 0.18, alpha: 1)\n    var page = NSColor.white\n    init() {}\n"
            + (replaced ? "    init(from editor: EditorColors) {\n        self.text = editor.foreground\n        page = editor.background\n    }\n" : "")
            + "}\n"
        #expect(try lintSwift(source).map { Int($0.split(separator: ":")[0])! } == reported)
    }

    @Test("Color(#colorLiteral(…)) has the literal's value: a coral ring reads in either mode")
    func wrappedColorLiteral() throws {
        let source = "import SwiftUI\nstruct Tree: View {\n    let coral = Color(#colorLiteral(red: 1, green: 0.49, blue: 0.47, alpha: 1))\n"
            + "    var body: some View { Circle().stroke(coral, lineWidth: 4) }\n}\n"
        #expect(try lintSwift(source) == [])
    }
    @Test("the themes a file makes, several with a background each, are each a palette picked whole; one theme alone is judged", arguments: [
        (2, [Int]()), (1, [5, 6]),
    ])
    func themePresets(count: Int, reported: [Int]) throws {
        func preset(_ name: String, text: String, page: String) -> String {
            "    static func \(name)() -> CodeTheme {\n        CodeTheme(textColor: Color(white: \(text)),\n                  backgroundColor: Color(white: \(page)))\n    }\n"
        }
        let source = "import SwiftUI\nstruct CodeTheme { var textColor: Color; var backgroundColor: Color }\nextension CodeTheme {\n"
            + preset("paper", text: "0.1", page: "0.98") + (count > 1 ? preset("midnight", text: "0.9", page: "0.1") : "") + "}\n"
        #expect(try lintSwift(source).map { Int($0.split(separator: ":")[0])! } == reported, "\(source)")
    }
}



