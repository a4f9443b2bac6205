import NocturneProject
import NocturneSyntax
import Testing
@testable import NocturneLint

/// The type each color site must have where it is written: from what it spells, its annotation, the API or app function
/// it is passed to, the property it is assigned to, what it is returned from; unknown where none of these tells.
@Suite struct ColorTypeTests {
    /// Every site's `file:line text → type` ("?" for unknown).
    static func typed(_ files: [String: String]) throws -> [String: String] {
        let (sites, _) = try ColorSiteTests.sites(files)
        var table: [String: String] = [:]
        for site in sites where site.kind != .interfaceBuilder {
            table["\(site.file):\(site.range.start.line) \(site.text)"] = site.type.map(String.init(describing:)) ?? "?"
        }
        return table
    }

    @Test func uiKitViewCodeTakesItsTypesFromTheProperties() throws {
        let types = try Self.typed(["App/Card.swift": """
            import UIKit
            final class Card: UIView {
                public var accent: UIColor = .black
                func setUp() {
                    label.textColor = .white
                    layer.borderColor = UIColor.red.cgColor
                    button.setTitleColor(.darkGray, for: .normal)
                    backgroundColor = UIColor(red: 0.2, green: 0.3, blue: 0.4, alpha: 1)
                    layer.shadowColor = .init(gray: 0, alpha: 1)
                }
            }
            """])
        #expect(types["App/Card.swift:3 .black"] == "UIColor")
        #expect(types["App/Card.swift:5 .white"] == "UIColor")
        #expect(types["App/Card.swift:7 .darkGray"] == "UIColor")
        #expect(types["App/Card.swift:8 UIColor(red: 0.2, green: 0.3, blue: 0.4, alpha: 1)"] == "UIColor")
        #expect(types.keys.contains { $0.hasPrefix("App/Card.swift:6 ") && types[$0] == "CGColor" || types[$0] == "UIColor" })
    }

    @Test func swiftUITypesComeFromModifiersAndAnnotationsNotFromTheFilesImports() throws {
        let types = try Self.typed(["App/Badge.swift": """
            import SwiftUI
            import UIKit
            struct Badge: View {
                var tint: Color = .white
                var body: some View {
                    Text("x").foregroundStyle(.black)
                        .background(Color.white)
                        .foregroundColor(.black)
                        .shadow(color: .black, radius: 2)
                }
                func ink(_ color: Color = UIColor(named: "x").map(Color.init) ?? .white) -> Color { .black }
                var stops: [Color] { [.red, .blue] }
            }
            """])
        #expect(types["App/Badge.swift:4 .white"] == "Color")
        #expect(types["App/Badge.swift:6 .black"] == "ShapeStyle")
        #expect(types["App/Badge.swift:7 Color.white"] == "Color")
        #expect(types["App/Badge.swift:8 .black"] == "Color")
        #expect(types["App/Badge.swift:9 .black"] == "Color")
        #expect(types["App/Badge.swift:11 .black"] == "Color")
        #expect(types["App/Badge.swift:11 .white"] == "Color", "`map` is not a color's own method: the default's type decides")
    }

    @Test("a nested type's initializer (StyledButton.Style(…)), and an app whose files import no framework themselves")
    func nestedTypesAndReexportedFrameworks() throws {
        let types = try Self.typed([
            "App/StyledButton.swift": "import Kit\nfinal class StyledButton: UIButton {\n    struct Style {\n        let titleColor: UIColor?\n"
                + "        init(titleColor: UIColor? = nil) { self.titleColor = titleColor }\n    }\n}\n",
            "App/Styles.swift": "import Kit\nextension StyledButton.Style {\n    static let inverted = StyledButton.Style(titleColor: .white)\n}\n"
                + "func tint(_ field: UITextField) {\n    field.tintColor = .black\n}\n",
        ])
        #expect(types["App/Styles.swift:3 .white"] == "UIColor")
        #expect(types["App/Styles.swift:6 .black"] == "UIColor", "the files name UIKit's types: a module of the app re-exports it")
    }

    @Test("an enum case's associated value: .color(.white) passes a UIColor as a call passes its argument")
    func enumCaseAssociatedValues() throws {
        let types = try Self.typed(["App/Page.swift": "import UIKit\nenum PageBackground {\n    case color(UIColor)\n    case tinted(base: UIColor, alpha: Double)\n}\n"
            + "func background(_ dark: Bool) -> PageBackground {\n    if dark { return .color(.black) }\n    return .tinted(base: .white, alpha: 1)\n}\n"])
        #expect(types["App/Page.swift:7 .black"] == "UIColor")
        #expect(types["App/Page.swift:8 .white"] == "UIColor")
    }

    @Test func theAppsOwnDeclarationsTypeTheirUsesInOtherFiles() throws {
        let types = try Self.typed([
            "App/Colors.swift": """
                import UIKit
                typealias PlatformColor = UIColor
                extension UIColor {
                    convenience init(hex: String) { self.init(white: 0, alpha: 1) }
                }
                struct Style {
                    func button(title: String, fill: PlatformColor) {}
                }
                """,
            "App/Screen.swift": """
                import UIKit
                let base: PlatformColor = .init(hex: "#336699")
                func make(style: Style) {
                    style.button(title: "Go", fill: .white)
                    unknownCall(.white)
                }
                """,
        ])
        #expect(types["App/Screen.swift:4 .white"] == "UIColor")
        #expect(types["App/Screen.swift:5 .white"] == "?")
    }

    @Test func appKitFilesGetNSColorAndDynamicProvidersTheirOwnType() throws {
        let types = try Self.typed(["Mac/Cell.swift": """
            import AppKit
            func configure(field: NSTextField) {
                field.textColor = .black
                field.backgroundColor = NSColor(name: nil) { appearance in
                    return .white
                }
            }
            func rim() -> NSColor { .gray }
            """])
        #expect(types["Mac/Cell.swift:3 .black"] == "NSColor")
        #expect(types["Mac/Cell.swift:5 .white"] == "NSColor")
    }

    /// What the resolver tells of each expression marked `‹…›` in one file, in order: its type, "?" for unknown, or
    /// "no color: T" for a name in a place the code types as `T`.
    static func resolved(_ marked: String) -> [String] {
        var source: [UInt8] = [], ranges: [Range<Int>] = [], open = 0
        for character in marked {
            switch character {
            case "‹": open = source.count
            case "›": ranges.append(open..<source.count)
            default: source += Array(String(character).utf8)
            }
        }
        let tree = SyntaxTree.parse(source)
        let resolver = ColorTypeResolver(tree: tree, declarations: ColorDeclarations(files: [ColorDeclarations.File(scanning: tree)]),
                                         projectPlatform: nil)
        return ranges.map { range in
            let facts = resolver.classify(range, systemColor: true)
            if let type = facts.type { return String(describing: type) }
            return facts.notAColor.map { "no color: " + $0 } ?? "?"
        }
    }

    @Test("a tuple's element has its tuple type's element: by label in an array of labelled tuples, by position from a closure or a ternary")
    func tupleElementsTakeTheirTupleTypesElements() {
        let types = Self.resolved("""
            import UIKit
            enum Mode { case black, white }
            final class Swatches {
                let swatches: [(title: String?, tint: UIColor)] = [(title: nil, tint: ‹#colorLiteral(red: 0.9, green: 0.8, blue: 0.1, alpha: 1)›),
                                                                   (tint: ‹.white›, title: "b")]
                let modes: [(label: String, mode: Mode)] = [("a", ‹.black›), ("b", ‹.white›)]
                let selected = ‹#colorLiteral(red: 0.5, green: 0.5, blue: 0.5, alpha: 0.2)›
                func paint(on: Bool, mode: Int) {
                    let pair: (UIColor, UIColor)? = on ? (‹.white›, ‹.black›) : (‹.darkGray›, ‹.lightGray›)
                    let trio: (UIColor, CGColor, Mode) = {
                        switch mode {
                        case 0: return on ? (‹.red›, ‹.green›, ‹.black›) : (.white, .gray, .black)
                        default: return (‹.orange›, ‹.init(gray: 0, alpha: 1)›, .white)
                        }
                    }()
                    let swap = { () -> (Color, Int) in (‹.purple›, 1) }
                    let mixed: (Int, Mode) = (1, ‹.white›)
                    let short: (UIColor, UIColor) = (‹.red›, .blue, .green)
                    outside(‹#colorLiteral(red: 0.1, green: 0.2, blue: 0.3, alpha: 1)›)
                }
            }
            """)
        #expect(types == [
            "UIColor", "UIColor", "no color: Mode", "no color: Mode", "UIColor",
            "UIColor", "UIColor", "UIColor", "UIColor",
            "UIColor", "CGColor", "no color: Mode", "UIColor", "CGColor", "Color", "no color: Mode",
            "?", "?",
        ])
    }

    @Test("a color's component read as a number is no color; a property named like one passed as a color stays one")
    func componentReadsAreNoColors() {
        let types = Self.resolved("""
            import SwiftUI
            func luminance(_ color: Color.Resolved) -> Float {
                0.299 * ‹color.red› + 0.587 * ‹color.green› + 0.114 * ‹color.blue›
            }
            func isWarm(_ c: Color.Resolved) -> Bool { (‹c.red›) > ‹c.blue› || ‹c.green› == 0 }
            struct Swatch: View {
                var body: some View { Text("a").foregroundStyle(‹theme.red›).tint(‹Color.red›) }
                let same = ‹theme.red› == ‹other.red›
                let mixed = ‹theme.red› == ‹.red›
            }
            """)
        #expect(types == [
            "no color: a color's component", "no color: a color's component", "no color: a color's component",
            "no color: a color's component", "no color: a color's component", "no color: a color's component",
            "ShapeStyle", "Color", "?", "?", "?", "?",
        ])
    }

    @Test("a style's name where a UIKit style or the app's non-color type is declared is no color: assigned, compared, returned")
    func stylesInDeclaredNonColorPlacesAreNoColors() {
        let types = Self.resolved("""
            import UIKit
            enum Theme { case light, black }
            final class Chrome: UIViewController {
                var barStyle: UIBarStyle = ‹.black›
                var theme: Theme = .light
                func apply(bar: UINavigationBar, cell: UITableViewCell, spinner: UIActivityIndicatorView, color: UIColor) {
                    barStyle = ‹.black›
                    bar.barStyle = ‹.black›
                    cell.selectionStyle = ‹.gray›
                    spinner.activityIndicatorViewStyle = ‹.white›
                    bar.tintColor = ‹.white›
                    if theme == ‹.black› || color == ‹.black› { bar.barTintColor = ‹.black› }
                    let effect = UIBlurEffect(style: ‹.dark›)
                    let image = CIColor(color: ‹.white›)
                    let spin = UIActivityIndicatorView(style: ‹.gray›)
                }
                func isDark(_ current: Theme?) -> Bool { current == ‹.black› }
                func style(dark: Bool) -> UIBarStyle { dark ? ‹.black› : .default }
                var pick: Theme {
                    switch barStyle {
                    case .default: return .light
                    default: return ‹.black›
                    }
                }
                var tint: UIColor { ‹.black› }
                let spinner = UIActivityIndicatorView()
                func spin(other: UIActivityIndicatorView, view: UIView) {
                    let local = UIActivityIndicatorView(frame: .zero)
                    local.style = ‹.white›
                    other.style = ‹.gray›
                    self.spinner.style = ‹.white›
                    view.style = ‹.white›
                }
            }
            """)
        #expect(types == [
            "no color: UIBarStyle", "no color: UIBarStyle", "no color: UIBarStyle", "no color: UITableViewCell.SelectionStyle",
            "no color: UIActivityIndicatorView.Style", "UIColor", "no color: Theme", "?", "UIColor",
            "no color: UIBlurEffect.Style", "UIColor", "no color: UIActivityIndicatorView.Style",
            "no color: Theme", "no color: UIBarStyle", "no color: Theme", "UIColor",
            "no color: UIActivityIndicatorView.Style", "no color: UIActivityIndicatorView.Style", "no color: UIActivityIndicatorView.Style", "?",
        ])
    }

    @Test func spelledTypesAndAliasesResolveWithoutContext() {
        #expect(ColorType.named("UIColor?") == .uiColor)
        #expect(ColorType.named("SwiftUI.Color") == .color)
        #expect(ColorType.named("some ShapeStyle") == .shapeStyle)
        #expect(ColorType.named("CGColor!") == .cgColor)
        #expect(ColorType.named("Ink", aliases: ["Ink": .nsColor]) == .nsColor)
        #expect(ColorType.named("Colorful") == nil)
        #expect(ColorType.named("any UIKit.UIColor??") == .uiColor)
        #expect(ColorType.named("some Colorful") == nil)
        #expect(ColorType.named("ShapeStyle!?") == .shapeStyle)
        #expect(ColorType.cgColor.takesPlatformColor == false)
    }

    @Test("a style's name in a place the code types as no color is no site: a font weight, a scroll indicator style, the app's own enum")
    func namesInNonColorPlacesAreNoSites() throws {
        let fixture = try LintFixture([
            "App/Studio.swift": """
                import UIKit
                enum StudioColor { case black, white }
                extension UIColor {
                    convenience init(studioColor: StudioColor) { self.init(white: studioColor == .black ? 0 : 1, alpha: 1) }
                }
                """,
            "App/Screen.swift": """
                import SwiftUI
                import UIKit
                let ink = UIColor(studioColor: .white)
                let weights: [Font.Weight] = [.regular, .black]
                func setUp(table: UITableView) {
                    table.indicatorStyle = .white
                    let title = Text("A").font(.system(size: 12, weight: .black))
                    table.backgroundColor = .white
                }
                """,
        ])
        defer { fixture.remove() }
        let report = try fixture.lint()
        #expect(report.findings.map { "\($0.file):\($0.line)" } == ["App/Screen.swift:8"], "\(report.findings.map(LintOutput.text))")
    }
}
