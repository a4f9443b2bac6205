import NocturneProject
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

    @Test func spelledTypesAndAliasesResolveWithoutContext() {
        #expect(ColorType.named("UIColor?") == .uiColor)
        #expect(ColorType.named("SwiftUI.Color") == .color)
        #expect(ColorType.named("some ShapeStyle") == .shapeStyle)
        #expect(ColorType.named("CGColor!") == .cgColor)
        #expect(ColorType.named("Ink", aliases: ["Ink": .nsColor]) == .nsColor)
        #expect(ColorType.named("Colorful") == nil)
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
