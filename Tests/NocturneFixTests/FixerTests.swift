import Foundation
import NocturneColor
import NocturneFix
import NocturneLint
import NocturneSupport
import NocturneTestSupport
import Testing

@Suite("Fixer")
struct FixerTests {
    /// Runs the fixer on a fresh copy of the fixture tree and writes the result.
    static func fixed(style: FixStyle = .named) throws -> (TemporaryFolder, Fixer.Run) {
        let tree = try TemporaryFolder(FixFixtures.tree)
        let run = try Fixer(style: style).run(paths: [tree.root.path])
        try FixWriter.write(run.files)
        return (tree, run)
    }

    @Test("every kind of site is rewritten at its exact range, the rest of each line kept")
    func rewritesEveryKind() throws {
        let (tree, run) = try Self.fixed()
        defer { tree.remove() }
        let card = try #require(tree.read("App/TripCard.swift"))
        #expect(card.contains(".foregroundColor(Color(\"ContentTeal\")) // the brand teal"))
        #expect(card.contains("Text(\"3 nights\").foregroundColor(.primary)"))
        #expect(card.contains(".background(Color(.systemGroupedBackground))") || card.contains(".background(Color(\"Background"))
        #expect(card.contains("static let deep = Color(\"SlateDeep\")"))
        let ticket = try #require(tree.read("App/TicketView.swift"))
        #expect(ticket.contains("title.textColor = UIColor(named: \"ContentBlue\") ?? UIColor(hex: \"#336699\")"))
        #expect(ticket.contains("backgroundColor = UIColor.systemBackground"))
        #expect(ticket.contains("tintColor = UIColor.secondaryLabel"))
        let field = try #require(tree.read("Mac/StatusField.swift"))
        #expect(field.contains("textColor = NSColor.labelColor"))
        let storyboard = try #require(tree.read("App/Main.storyboard"))
        #expect(storyboard.contains("<color key=\"textColor\" name=\"ContentTeal\"/>"))
        #expect(storyboard.contains("<resources>\n        <namedColor name=\"ContentTeal\">"))
        let xib = try #require(tree.read("App/Ticket.xib"))
        #expect(xib.contains("<image name=\"Logo\" width=\"128\" height=\"128\"/>\n        <namedColor name=\""))
        for file in ["App/Main.storyboard", "App/Ticket.xib"] {
            let text = try #require(tree.read(file))
            for name in Self.namedColors(in: text) { #expect(tree.read("App/Assets.xcassets/Theme/\(name).colorset/Contents.json") != nil, "\(name)") }
        }
        let left = run.plan.outcomes.filter { !$0.isFixed }
        #expect(left.isEmpty, "\(left.map(\.summary))")
    }

    @Test("each fixed Swift file still parses with swiftc -parse, and the UIKit form type-checks against the SDK stub's declarations")
    func parses() throws {
        let (tree, _) = try Self.fixed()
        defer { tree.remove() }
        for file in ["App/TripCard.swift", "App/TicketView.swift", "Mac/StatusField.swift", "App/Banner.swift"] {
            let result = try Swiftc.run(["-parse", tree.path(file)])
            #expect(result.status == 0, "\(file): \(result.output)")
        }
    }

    @Test("a light-only color set gains Dark and High Contrast slots with its Any kept byte for byte")
    func completesLightOnlySet() throws {
        let (tree, _) = try Self.fixed()
        defer { tree.remove() }
        let text = try #require(tree.read("App/Assets.xcassets/Brand.colorset/Contents.json"))
        let any = String(FixFixtures.lightOnlySet.prefix { $0 != "]" }).split(separator: "\n").dropLast().joined(separator: "\n")
        #expect(text.hasPrefix(any.trimmingCharacters(in: .whitespaces)))
        #expect(text.contains("\"value\" : \"dark\"") && text.contains("\"value\" : \"high\""))
        #expect(text.hasSuffix(String(FixFixtures.lightOnlySet.drop { $0 != "]" })))
    }

    @Test("new color sets keep the light value exactly and their Dark content reads on both dark system backgrounds")
    func solvesVariants() throws {
        let (tree, run) = try Self.fixed()
        defer { tree.remove() }
        let teal = try #require(run.plan.newColorSets.first { $0.name == "ContentTeal" })
        #expect(teal.light == SiteColor(red: 0.043, green: 0.478, blue: 0.459))
        for set in run.plan.newColorSets where set.role == .content {
            for background in [(0, 0, 0), (0x1C, 0x1C, 0x1E)] {
                let dark = WCAGCheck.ratio(set.variants.dark.rgb, background)
                let darkIncreased = WCAGCheck.ratio(set.variants.darkIncreased.rgb, background)
                #expect(dark >= 4.5 && darkIncreased >= 7, "\(set.name): \(dark), \(darkIncreased)")
            }
        }
        for set in run.plan.newColorSets where set.role == .background { #expect(WCAGCheck.luminance(set.variants.dark.rgb) <= 0.1, "\(set.name)") }
        // Equal colors share one set: the storyboard's teal is the SwiftUI teal.
        #expect(run.plan.newColorSets.filter { $0.light == teal.light && $0.catalog == teal.catalog }.count == 1)
        let record = try #require(tree.read(".nocturne.json"))
        #expect(record.contains("\"ContentTeal\": {\n        \"light\": \"#0B7A75\""))
    }

    @Test("a second run changes nothing", arguments: FixStyle.allCases)
    func idempotent(_ style: FixStyle) throws {
        let (tree, _) = try Self.fixed(style: style)
        defer { tree.remove() }
        let again = try Fixer(style: style).run(paths: [tree.root.path])
        #expect(again.files.isEmpty, "\(again.files.map(\.path))")
    }

    @Test("--style asset-symbols and accessors spell the named color their way; accessors never use Xcode's generated names")
    func styles() throws {
        let (symbols, _) = try Self.fixed(style: .assetSymbols)
        defer { symbols.remove() }
        #expect(symbols.read("App/TripCard.swift")?.contains("Color(.contentTeal)") == true)
        #expect(symbols.read("App/TicketView.swift")?.contains("UIColor(resource: .contentBlue)") == true)
        let (accessors, run) = try Self.fixed(style: .accessors)
        defer { accessors.remove() }
        #expect(accessors.read("App/TripCard.swift")?.contains("NocturneColors.contentTeal") == true)
        let file = try #require(accessors.read("App/NocturneColors.swift"))
        #expect(file.contains("enum NocturneColors {") && file.contains("static var uiContentBlue: UIColor"))
        #expect(run.plan.notes.contains { $0.contains("NocturneColors.swift") && $0.contains("target") })
    }

    @Test("a storyboard that is not XML is an error naming it, and nothing is written")
    func refusesBrokenStoryboard() throws {
        var files = FixFixtures.tree
        files["App/Main.storyboard"] = FixFixtures.storyboard.replacingOccurrences(of: "</scenes>", with: "")
        let tree = try TemporaryFolder(files)
        defer { tree.remove() }
        let error = try #require(throws: FixError.self) { try Fixer().run(paths: [tree.root.path]) }
        #expect(error.kind == .malformedInterfaceBuilder && error.path.hasSuffix("App/Main.storyboard"))
        for (path, text) in files { #expect(tree.read(path) == text) }
    }

    /// Issue #38 item 25: a set whose Any the reader refused (alpha "2.000") was left as "a system color, which adapts by itself".
    @Test("a color set whose Any appearance cannot be read is left saying so, not as a system color", arguments: ["\"2.000\"", "\"-1\"", "\"x\""])
    func unreadableAnyIsNotASystemColor(alpha: String) throws {
        var files = FixFixtures.tree
        files["App/Assets.xcassets/Brand.colorset/Contents.json"] = FixFixtures.lightOnlySet.replacingOccurrences(of: "\"alpha\" : \"1.000\"", with: "\"alpha\" : \(alpha)")
        let tree = try TemporaryFolder(files)
        defer { tree.remove() }
        let run = try Fixer().run(paths: [tree.root.path])
        let brand = run.plan.outcomes.filter { $0.site.constantName == "Brand" }
        #expect(!brand.isEmpty)
        for outcome in brand {
            #expect(outcome.result == .left("the color set's Any appearance is missing or could not be read (its asset-unreadable finding says why); fix it first"),
                    "\(outcome.result)")
        }
    }

    /// Issue #38 item 16: a name with a tab, a newline or a byte that is not UTF-8 was refused as "read-only" (the raw byte
    /// was passed to stat and access as its UTF-8 stand-in); each is now fixed in place.
    @Test("files named with a tab, a newline or a byte that is not UTF-8 are fixed, never called read-only",
          arguments: ["tab\there.swift", "new\nline.swift", "caf\u{10FEE9}.swift"])
    func unusualNamesAreFixed(name: String) throws {
        let tree = TemporaryFolder()
        defer { tree.remove() }
        let path = tree.root.path + "/" + name
        let text = "import SwiftUI\nstruct V: View { var body: some View { Text(\"a\").foregroundStyle(Color(red: 0.1, green: 0.2, blue: 0.3)) } }\n"
        let descriptor = PathText.withSystemPath(path) { open($0, O_WRONLY | O_CREAT | O_EXCL, 0o644) }
        try #require(descriptor >= 0)
        _ = Array(text.utf8).withUnsafeBytes { write(descriptor, $0.baseAddress, $0.count) }
        close(descriptor)
        // fix makes no catalog of its own accord: this tree has none, so it names one.
        let run = try Fixer(catalog: tree.root.path + "/Colors.xcassets").run(paths: [tree.root.path])
        #expect(run.plan.outcomes.map(\.result) == [.namedColor("ContentBlue")], "\(run.plan.outcomes)")
        try FixWriter.write(run.files)
        let fixed = FileSystem.readFile(path).map { String(decoding: $0, as: UTF8.self) }
        #expect(fixed == text.replacingOccurrences(of: "Color(red: 0.1, green: 0.2, blue: 0.3)", with: "Color(\"ContentBlue\")"))
    }

    @Test("an edit the pair guard drops leaves nothing behind: no color set, no Interface Builder resource, and a second run adds none")
    func droppedEditLeavesNothing() throws {
        // A white view with a hairline in the system background color: making the white adapt would hide the line in dark.
        let xib = FixFixtures.whitePage(subviewFrame: #"x="0.0" y="43" width="320" height="1""#, subviewColor: #"systemColor="systemBackgroundColor""#)
        let tree = try TemporaryFolder(["App/List.xib": xib, "App/Assets.xcassets/Contents.json": FixFixtures.catalogInfo])
        defer { tree.remove() }
        let run = try Fixer().run(paths: [tree.root.path])
        try FixWriter.write(run.files)
        let left = run.plan.outcomes.filter { if case .left(let reason) = $0.result { reason.hasPrefix("the edit would lower") } else { false } }
        #expect(!left.isEmpty, "\(run.plan.outcomes.map(\.summary))")
        #expect(run.plan.newColorSets.isEmpty)
        #expect(tree.read("App/List.xib") == xib)
        #expect(!FileManager.default.fileExists(atPath: tree.path("App/Assets.xcassets/Theme")))
        let again = try Fixer().run(paths: [tree.root.path])
        #expect(again.files.allSatisfy { $0.original == $0.updated }, "\(again.files.map(\.path))")
    }

    @Test("an app's light-only color set is not completed when its new Dark appearance would lower a pair the code draws with it; one whose pairs it keeps is")
    func completionGuarded() throws {
        // A near-white set the code draws as text on the page (it reads in dark only) and as a page of its own: solved as a
        // surface, its dark variant would be dark, and the text on the dark page would vanish.
        func set(_ hex: String) -> String {
            let (red, green, blue) = (hex.prefix(2), hex.dropFirst(2).prefix(2), hex.suffix(2))
            return #"{"colors":[{"color":{"color-space":"srgb","components":{"alpha":"1.000","blue":"0x\#(blue)","green":"0x\#(green)","red":"0x\#(red)"}},"idiom":"universal"}],"info":{"author":"xcode","version":1}}"#
        }
        let views = "import SwiftUI\nstruct Legend: View { var body: some View { Text(\"avg\").foregroundStyle(Color(\"Chalk\")) } }\n"
            + "struct Page: View { var body: some View { Text(\"x\").background(Color(\"Chalk\")) } }\n"
        let tree = try TemporaryFolder(["App/Views.swift": views, "App/Assets.xcassets/Contents.json": FixFixtures.catalogInfo,
                                        "App/Assets.xcassets/Chalk.colorset/Contents.json": set("F4F4F2")])
        defer { tree.remove() }
        let run = try Fixer().run(paths: [tree.root.path])
        let completed = run.plan.outcomes.filter { if case .completedColorSet = $0.result { true } else { false } }
        #expect(completed.isEmpty, "\(run.plan.outcomes.map(\.summary))")
        try FixWriter.write(run.files)
        #expect(tree.read("App/Assets.xcassets/Chalk.colorset/Contents.json") == set("F4F4F2"))
        // Drawn only as a page, the set gains its Dark appearance.
        let page = "import SwiftUI\nstruct Page: View { var body: some View { Text(\"x\").background(Color(\"Chalk\")) } }\n"
        let alone = try TemporaryFolder(["App/Views.swift": page, "App/Assets.xcassets/Contents.json": FixFixtures.catalogInfo,
                                         "App/Assets.xcassets/Chalk.colorset/Contents.json": set("F4F4F2")])
        defer { alone.remove() }
        let fixed = try Fixer().run(paths: [alone.root.path])
        #expect(fixed.plan.outcomes.contains { if case .completedColorSet("Chalk") = $0.result { true } else { false } }, "\(fixed.plan.outcomes.map(\.summary))")
    }

    @Test("a fix written pass by pass until nothing is left leaves a second run nothing to do")
    func settledRun() throws {
        let tree = try TemporaryFolder(FixFixtures.tree)
        defer { tree.remove() }
        var passes = 0
        let run = try Fixer().runUntilSettled(paths: [tree.root.path]) { files throws(FixError) in
            passes += 1
            _ = try FixWriter.write(files)
        }
        #expect(passes >= 1 && run.plan.outcomes.contains(where: \.isFixed))
        let again = try Fixer().run(paths: [tree.root.path])
        #expect(again.files.allSatisfy { $0.original == $0.updated }, "\(again.files.map(\.path))")
    }

    @Test("a mostly see-through text color is left with the reason: no solved variant can promise its contrast")
    func translucentTextIsLeft() throws {
        let swift = "import UIKit\n\nfinal class Field: UITextView {\n    func style(_ label: UILabel) {\n"
            + "        label.textColor = UIColor(red: 0, green: 0, blue: 0.1, alpha: 0.22)\n    }\n}\n"
        let tree = try TemporaryFolder(["App/Field.swift": swift, "App/Assets.xcassets/Contents.json": FixFixtures.catalogInfo])
        defer { tree.remove() }
        let run = try Fixer().run(paths: [tree.root.path])
        let reasons = run.plan.outcomes.compactMap { if case .left(let reason) = $0.result { reason } else { nil } }
        #expect(reasons.contains { $0.hasPrefix("a text color 22% opaque takes its contrast from what it is drawn on") }, "\(run.plan.outcomes.map(\.summary))")
        #expect(run.plan.newColorSets.isEmpty)
    }

    @Test("a disabled control's title is solved as inactive, without a pair: WCAG asks no contrast of it, the enabled title keeps its own")
    func disabledTitleIsInactive() throws {
        // A white page that stays bright in dark: the titles on it are reported with it, the disabled one too.
        let button = """
            <button opaque="NO" contentMode="scaleToFill" buttonType="system" id="share">
                                <rect key="frame" x="0.0" y="0.0" width="320" height="50"/>
                                <state key="normal" title="Share">
                                    <color key="titleColor" red="0.0" green="0.35" blue="0.2" alpha="1" colorSpace="calibratedRGB"/>
                                </state>
                                <state key="disabled">
                                    <imageReference key="image" image="lock"/>
                                    <color key="titleColor" red="0.0" green="0.35" blue="0.2" alpha="0.5" colorSpace="calibratedRGB"/>
                                </state>
                            </button>
            """
        let xib = FixFixtures.whitePage(holding: button)
        let swift = "import UIKit\n\nfinal class Pay: UIViewController {\n    func style(_ button: UIButton) {\n"
            + "        button.setTitleColor(UIColor(red: 0.6, green: 0.2, blue: 0.2, alpha: 0.5), for: .disabled)\n    }\n}\n"
        let tree = try TemporaryFolder(["App/Share.xib": xib, "App/Pay.swift": swift, "App/Assets.xcassets/Contents.json": FixFixtures.catalogInfo])
        defer { tree.remove() }
        let run = try Fixer().run(paths: [tree.root.path])
        let roles = Dictionary(run.plan.newColorSets.map { ($0.light.alpha, $0.role) }, uniquingKeysWith: { first, _ in first })
        #expect(run.plan.outcomes.allSatisfy { $0.isFixed }, "\(run.plan.outcomes.map(\.summary))")
        #expect(run.plan.newColorSets.filter { $0.role == .inactive }.count == 2, "\(run.plan.newColorSets.map { ($0.name, $0.role) })")
        #expect(roles[255] == .content)
        for set in run.plan.newColorSets where set.role == .inactive {
            #expect(ThemeVariantSolver.themeRole(set.role, opacity: set.light.opacity) == .border)
            #expect(set.name.hasPrefix("Inactive"))
        }
    }

    @Test("Interface Builder's fixed dark text (systemColor or cocoaTouchSystemColor darkTextColor) becomes labelColor, with its white page")
    func interfaceBuilderDarkText() throws {
        let xib = FixFixtures.whitePage(holding: """
            <label opaque="NO" text="Title" id="title">
                                <rect key="frame" x="20" y="40" width="280" height="40"/>
                                <color key="textColor" systemColor="darkTextColor"/>
                            </label>
                            <label opaque="NO" text="Note" id="note">
                                <rect key="frame" x="20" y="100" width="280" height="40"/>
                                <color key="textColor" cocoaTouchSystemColor="darkTextColor"/>
                            </label>
            """)
        let tree = try TemporaryFolder(["App/Launch.xib": xib, "App/Assets.xcassets/Contents.json": FixFixtures.catalogInfo])
        defer { tree.remove() }
        let run = try Fixer().run(paths: [tree.root.path])
        #expect(run.plan.outcomes.map(\.result) == [.systemColor("labelColor"), .systemColor("labelColor"), .systemColor("systemBackgroundColor")],
                "\(run.plan.outcomes.map(\.summary))")
        try FixWriter.write(run.files)
        let fixed = try #require(tree.read("App/Launch.xib"))
        #expect(fixed.components(separatedBy: "<color key=\"textColor\" systemColor=\"labelColor\"/>").count == 3, "\(fixed)")
        #expect(InterfaceBuilderRewriter.fixedSystemColor(in: #"<color key="textColor" systemColor="labelColor"/>"#) == nil)
    }

    @Test("a page with a translucent panel over it is left: the panel's pairs were judged over the page as it is, and would fall with it")
    func translucentPanelOverPage() throws {
        func xib(panelAlpha: String) -> String {
            FixFixtures.whitePage(subviewFrame: #"x="20" y="20" width="280" height="200""#,
                                  subviewColor: #"red="0.93" green="0.95" blue="0.96" alpha="\#(panelAlpha)" colorSpace="custom" customColorSpace="sRGB""#)
        }
        let text = xib(panelAlpha: "0.5")
        let page = try #require(text.range(of: "<color key=\"backgroundColor\" white=\"1\""))
        #expect(LintSiteAdapter.hasTranslucentSurface(inside: text.utf8.distance(from: text.utf8.startIndex, to: page.lowerBound), in: Array(text.utf8)))
        let opaque = xib(panelAlpha: "1")
        let opaquePage = try #require(opaque.range(of: "<color key=\"backgroundColor\" white=\"1\""))
        #expect(!LintSiteAdapter.hasTranslucentSurface(inside: opaque.utf8.distance(from: opaque.utf8.startIndex, to: opaquePage.lowerBound), in: Array(opaque.utf8)))
        let panel = try #require(text.range(of: "<color key=\"backgroundColor\" red="))
        #expect(!LintSiteAdapter.hasTranslucentSurface(inside: text.utf8.distance(from: text.utf8.startIndex, to: panel.lowerBound), in: Array(text.utf8)))
        let tree = try TemporaryFolder(["App/Panel.xib": text, "App/Assets.xcassets/Contents.json": FixFixtures.catalogInfo])
        defer { tree.remove() }
        let run = try Fixer().run(paths: [tree.root.path])
        let pageOutcome = run.plan.outcomes.first { $0.site.text.contains("white=\"1\"") }
        #expect(pageOutcome.map { if case .left(let reason) = $0.result { reason.hasPrefix("a translucent surface inside this view") } else { false } } == true,
                "\(run.plan.outcomes.map(\.summary))")
    }

    @Test("the state an Interface Builder element sits in: its parent, past self-closing siblings, never an ancestor")
    func enclosingState() {
        let text = #"<button><state key="disabled"><image key="i"/><color key="titleColor" white="0.5"/></state><color key="tintColor" white="0"/></button>"#
        let bytes = Array(text.utf8)
        func state(at needle: String) -> String? {
            LintSiteAdapter.enclosingState(before: text.utf8.count - text.split(separator: needle, maxSplits: 1, omittingEmptySubsequences: false)[1].utf8.count - needle.utf8.count, in: bytes)
        }
        #expect(state(at: #"<color key="titleColor""#) == "disabled")
        #expect(state(at: #"<color key="tintColor""#) == nil)
        #expect(state(at: "<state") == nil)
        #expect(LintSiteAdapter.isDisabledState(after: 0, in: Array(", for: .disabled)".utf8)))
        #expect(LintSiteAdapter.isDisabledState(after: 0, in: Array(".cgColor, for: UIControl.State.disabled)".utf8)))
        #expect(!LintSiteAdapter.isDisabledState(after: 0, in: Array(", for: .normal) // .disabled".utf8)))
    }

    @Test("--catalog naming a file is an error naming it")
    func refusesCatalogFile() throws {
        let tree = try TemporaryFolder(FixFixtures.tree.merging(["Colors.xcassets": "a file"]) { $1 })
        defer { tree.remove() }
        let error = try #require(throws: FixError.self) { try Fixer(catalog: tree.path("Colors.xcassets")).run(paths: [tree.root.path]) }
        #expect(error.kind == .catalog && error.path == tree.path("Colors.xcassets"))
    }

    @Test("a name the catalog uses for an image set is never given to a color set")
    func avoidsImageSetNames() throws {
        var files = FixFixtures.tree
        files["App/Assets.xcassets/ContentTeal.imageset/Contents.json"] = FixFixtures.catalogInfo
        let tree = try TemporaryFolder(files)
        defer { tree.remove() }
        let run = try Fixer().run(paths: [tree.root.path])
        #expect(!run.plan.newColorSets.contains { $0.name == "ContentTeal" })
        #expect(run.plan.newColorSets.contains { $0.name == "ContentTeal2" })
    }

    @Test("a palette constant named like an image set is an error naming that file, every file untouched, no temporary file left",
          arguments: ["SlateDeep", "slatedeep"])
    func refusesAConstantNamedLikeAnImageSet(imageSet: String) throws {
        let nocturne = try #require(BuildFolder.executable("nocturne"), "the nocturne executable is built with the tests")
        var files = FixFixtures.tree
        files["App/Assets.xcassets/\(imageSet).imageset/Contents.json"] = FixFixtures.catalogInfo
        let tree = try TemporaryFolder(files)
        defer { tree.remove() }
        let before = tree.files().map { ($0, tree.read($0)) }
        // `Palette.Slate.deep` names its set 'SlateDeep': not fix's to rename, unlike a name it derives from role and hue.
        let error = try #require(throws: FixError.self) { try Fixer().run(paths: [tree.root.path]) }
        #expect(error.kind == .catalog && error.path == tree.path("App/Assets.xcassets/\(imageSet).imageset"), "\(error)")
        #expect(error.message.contains("'SlateDeep'") && error.message.contains("'Palette.Slate.deep'"), "\(error.message)")
        let result = try ExternalCommand.run([nocturne, "fix", tree.root.path])
        #expect(result.status == 2 && result.output.contains("Error: " + tree.path("App/Assets.xcassets/\(imageSet).imageset") + ": is named 'SlateDeep'"),
                "\(result.output)")
        let after = tree.files().map { ($0, tree.read($0)) }
        #expect(after.map(\.0) == before.map(\.0) && after.map(\.1) == before.map(\.1), "every file as it was, none added")
        #expect(!tree.files().contains { $0.hasSuffix(".tmp") || $0.contains(".nocturne-") })
    }

    /// The names of the `name="…"` colors a storyboard references.
    static func namedColors(in text: String) -> [String] {
        text.components(separatedBy: "<color key=").dropFirst().compactMap { element in
            guard let range = element.range(of: " name=\"") else { return nil }
            let rest = element[range.upperBound...]
            return rest.firstIndex(of: "\"").map { String(rest[..<$0]) }
        }
    }
}

/// WCAG 2.2 contrast re-measured here, independently of the solver.
enum WCAGCheck {
    static func luminance(_ rgb: RGB8) -> Double {
        func channel(_ value: UInt8) -> Double {
            let c = Double(value) / 255
            return c <= 0.04045 ? c / 12.92 : pow((c + 0.055) / 1.055, 2.4)
        }
        return 0.2126 * channel(rgb.red) + 0.7152 * channel(rgb.green) + 0.0722 * channel(rgb.blue)
    }

    static func ratio(_ rgb: RGB8, _ background: (Int, Int, Int)) -> Double {
        let other = RGB8(red: UInt8(background.0), green: UInt8(background.1), blue: UInt8(background.2))
        let (a, b) = (luminance(rgb), luminance(other))
        return (max(a, b) + 0.05) / (min(a, b) + 0.05)
    }
}
