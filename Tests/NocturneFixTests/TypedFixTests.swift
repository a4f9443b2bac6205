import Foundation
import NocturneTestSupport
import Testing
@testable import NocturneFix
import NocturneLint

/// `fix` writes a replacement of the type the site must have (from the syntax tree and the app's declarations), and every
/// file it changes still type-checks against the UIKit, AppKit and SwiftUI declaration stubs.
@Suite struct TypedFixTests {
    static let catalog = """
        { "info" : { "author" : "xcode", "version" : 1 } }
        """

    /// One app with UIKit view code, SwiftUI views in a file that also imports UIKit, and an AppKit file.
    static let tree: [String: String] = [
        "App/Colors.xcassets/Contents.json": catalog,
        "App/Card.swift": """
            import UIKit

            final class Card: UIView {
                var accent: UIColor = .black

                func setUp(label: UILabel, button: UIButton) {
                    label.textColor = .black
                    backgroundColor = .white
                    button.setTitleColor(.darkGray, for: .normal)
                    label.textColor = UIColor(red: 0.2, green: 0.4, blue: 0.6, alpha: 1)
                }
            }
            """,
        "App/Badge.swift": """
            import SwiftUI
            import UIKit

            struct Badge: View {
                var ink: Color = .black

                var body: some View {
                    Text("Badge")
                        .foregroundColor(.black)
                        .background(Color.white)
                }
            }

            struct Chip: View {
                var body: some View {
                    Text("Chip").foregroundStyle(.black).background(Color(red: 0.9, green: 0.9, blue: 0.9))
                }
            }
            """,
        "App/Unknown.swift": """
            import UIKit

            // Two types declare `inkColor` with different types: which one `pen.inkColor` is, only a type checker knows.
            final class Pen { var inkColor: UIColor = .label }
            final class Plate { var inkColor: CGColor? = nil }

            func style(_ pen: Pen) {
                pen.inkColor = .black
            }
            """,
        "Mac/Cell.swift": """
            import AppKit

            @MainActor func paint(field: NSTextField) {
                field.textColor = .black
                field.backgroundColor = .white
            }
            """,
    ]

    static func fixed() throws -> (TemporaryFolder, Fixer.Run) {
        let tree = try TemporaryFolder(Self.tree)
        let run = try Fixer().run(paths: [tree.root.path])
        try FixWriter.write(run.files)
        return (tree, run)
    }

    @Test("each framework's sites get that framework's names: .label in UIKit, .primary in SwiftUI (even where UIKit is imported), .labelColor in AppKit")
    func replacementsHaveTheSitesType() throws {
        let (tree, _) = try Self.fixed()
        defer { tree.remove() }
        let card = try #require(tree.read("App/Card.swift"))
        #expect(card.contains("var accent: UIColor = .label"))
        #expect(card.contains("label.textColor = .label"))
        // `.secondaryLabel` would be paler than the dark gray it replaces (3.4:1 on white): a color set solved for text instead.
        #expect(card.contains("button.setTitleColor(UIColor(named: \"ContentGray\")"), "\(card)")
        let badge = try #require(tree.read("App/Badge.swift"))
        #expect(badge.contains("var ink: Color = .primary"), "\(badge)")
        #expect(badge.contains(".foregroundColor(.primary)"))
        #expect(badge.contains(".foregroundStyle(.primary)"))
        #expect(!badge.contains(".label"))
        let cell = try #require(tree.read("Mac/Cell.swift"))
        #expect(cell.contains("field.textColor = .labelColor"))
        #expect(cell.contains("field.backgroundColor = .textBackgroundColor"))
    }

    @Test("a site whose type nothing in the code tells is left, saying so")
    func unknownTypeIsLeft() throws {
        let (tree, run) = try Self.fixed()
        defer { tree.remove() }
        #expect(tree.read("App/Unknown.swift") == Self.tree["App/Unknown.swift"])
        let left = run.plan.outcomes.filter { !$0.isFixed && $0.site.file.hasSuffix("Unknown.swift") }
        #expect(left.count == 1)
        #expect(left.first?.summary.contains("type unknown") == true, "\(left.map(\.summary))")
    }

    @Test("before and after, the UIKit and SwiftUI files type-check against the iOS stub and the AppKit file against the macOS stub")
    func everyRewriteTypeChecks() throws {
        let (after, run) = try Self.fixed()
        defer { after.remove() }
        #expect(run.files.count >= 4, "\(run.files.map(\.path))")
        let before = try TemporaryFolder(Self.tree)
        defer { before.remove() }
        for (framework, platform, files) in [("UIKit", "iOS", ["App/Card.swift", "App/Badge.swift", "App/Unknown.swift"]),
                                             ("AppKit", "macOS", ["Mac/Cell.swift"])] {
            let stub = try Swiftc.temporaryFolder("nocturne-typed-fix-\(framework)")
            defer { try? FileManager.default.removeItem(at: stub) }
            let minimum = try #require(try Swiftc.declaredMinimum(platform))
            try AppleSDKStub.build(framework: framework, platform: platform, minimum: minimum, in: stub)
            for folder in [before, after] {
                let checked = try Swiftc.run(["-typecheck", "-parse-as-library", "-swift-version", "5", "-I", stub.path]
                                             + Swiftc.availabilityArguments(minimum: minimum) + files.map { folder.path($0) })
                #expect(checked.status == 0, "\(framework) \(folder.path == before.path ? "before" : "after"): \(checked.output)")
            }
        }
    }

    @Test("the stub check fails on the replacements an untyped fix wrote: a UIKit name in a SwiftUI Color, the Objective-C spelling in AppKit")
    func typeCheckCatchesWrongFrameworks() throws {
        let stub = try Swiftc.temporaryFolder("nocturne-typed-fix-negative")
        defer { try? FileManager.default.removeItem(at: stub) }
        let minimum = try #require(try Swiftc.declaredMinimum("iOS"))
        try AppleSDKStub.build(framework: "UIKit", platform: "iOS", minimum: minimum, in: stub)
        for wrong in ["import SwiftUI\nimport UIKit\nstruct V { var ink: Color = .label }",
                      "import UIKit\nfinal class C { var accent: UIColor = .primary }"] {
            let file = stub.appendingPathComponent("Wrong.swift")
            try wrong.write(to: file, atomically: true, encoding: .utf8)
            #expect(try Swiftc.run(["-typecheck", "-parse-as-library", "-I", stub.path, file.path]).status != 0, "\(wrong)")
        }
    }

    @Test("fix never lowers a pair: text on a constant surface it cannot change stays as it was, saying why")
    func neverLowersAPair() throws {
        let tree = try TemporaryFolder([
            "App/Card.swift": """
                import SwiftUI

                struct Card: View {
                    var body: some View {
                        Text("Card")
                            .foregroundColor(.black)
                            .background(Color.white)
                    }
                }
                """,
        ])
        defer { tree.remove() }
        // No catalog takes colors, so the white surface is left; `.primary` on it would be white on white in dark.
        let run = try Fixer().run(paths: [tree.root.path])
        let text = try #require(run.plan.outcomes.first { $0.site.line == 6 })
        #expect(!text.isFixed)
        #expect(text.summary.contains("would lower a pair"), "\(text.summary)")
        #expect(run.plan.changes.edits.isEmpty)
    }

    /// Type-checks a Swift file against the Apple SDK stub of `framework` (and SwiftUI's), as `platform` at the lowest version
    /// the Linux compiler checks (its availability is checked against that one version: the types and the syntax of each
    /// `#available` are what is checked).
    static func typeCheck(_ path: String, against framework: String, on platform: String) throws -> (status: Int32, output: String) {
        let stub = try Swiftc.temporaryFolder("nocturne-typed-fix-\(framework)")
        defer { try? FileManager.default.removeItem(at: stub) }
        let minimum = try #require(try Swiftc.declaredMinimum(platform))
        try AppleSDKStub.build(framework: framework, platform: platform, minimum: minimum, in: stub)
        return try Swiftc.run(["-typecheck", "-parse-as-library", "-swift-version", "5", "-I", stub.path, path] + Swiftc.availabilityArguments(minimum: minimum))
    }

    /// An Xcode project whose one app target compiles the folder `App` and deploys to `iOS`.
    static func project(deployingTo iOS: String) -> String {
        """
        // !$*UTF8*$!
        {
            archiveVersion = 1;
            objectVersion = 77;
            objects = {
                S1 = {isa = PBXFileSystemSynchronizedRootGroup; path = App; sourceTree = "<group>"; };
                G0 = {isa = PBXGroup; children = (S1, ); sourceTree = "<group>"; };
                T1 = {isa = PBXNativeTarget; buildConfigurationList = L1; buildPhases = (); fileSystemSynchronizedGroups = (S1, ); name = Old; productType = "com.apple.product-type.application"; };
                L1 = {isa = XCConfigurationList; buildConfigurations = (C1, ); };
                C1 = {isa = XCBuildConfiguration; buildSettings = { IPHONEOS_DEPLOYMENT_TARGET = \(iOS); SDKROOT = iphoneos; }; name = Debug; };
                R1 = {isa = PBXProject; mainGroup = G0; targets = (T1, ); };
            };
            rootObject = R1;
        }
        """
    }

    static let oldCard = """
        import UIKit

        final class Card: UIView {
            func setUp(label: UILabel) {
                label.textColor = .black
                backgroundColor = .white
                label.highlightedTextColor = UIColor(red: 0.2, green: 0.4, blue: 0.6, alpha: 1)
            }
        }
        """

    /// ``oldCard`` in an app deploying to `iOS`, fixed and written: the tree (the caller removes it) and the card's new text.
    static func fixedCard(deployingTo iOS: String) throws -> (TemporaryFolder, String) {
        let tree = try TemporaryFolder(["Old.xcodeproj/project.pbxproj": project(deployingTo: iOS), "App/Card.swift": oldCard,
                                        "App/Colors.xcassets/Contents.json": catalog])
        try FixWriter.write(try Fixer().run(paths: [tree.root.path]).files)
        return (tree, tree.read("App/Card.swift") ?? "")
    }

    @Test("an app that deploys before iOS 13 gets dark mode's colors behind #available, keeping the original on older systems; it type-checks")
    func olderDeploymentTargetsAreGuarded() throws {
        let (tree, card) = try Self.fixedCard(deployingTo: "9.0")
        defer { tree.remove() }
        #expect(card.contains("label.textColor = { () -> UIColor in if #available(iOS 13.0, *) { return .label } else { return .black } }()"),
                "\(card)")
        #expect(card.contains("backgroundColor = { () -> UIColor in if #available(iOS 13.0, *) { return .systemBackground } else { return .white } }()"))
        #expect(card.contains("#available(iOS 11.0, *) { return UIColor(named: "), "UIColor(named:) came in iOS 11: \(card)")
        // What it wrote is no finding of its own: the fallbacks run only on systems before dark mode; a second run changes nothing.
        let after = try Linter().lint(paths: [tree.root.path]).findings.filter { $0.file.hasSuffix("Card.swift") }
        #expect(after.isEmpty, "\(after.map(LintOutput.text))")
        #expect(try Fixer().run(paths: [tree.root.path]).plan.changes.edits.isEmpty)
        #expect(FixPlanner.availableReplacement(in: "{ () -> UIColor in if #available(iOS 13.0, *) { return .label } else { return .black } }()") == ".label")
        #expect(FixPlanner.availableReplacement(in: ".label") == nil)
        // And it type-checks against the UIKit stub (whose availability the Linux compiler checks only against one version:
        // here the types and the syntax of the check are what is checked).
        let checked = try Self.typeCheck(tree.path("App/Card.swift"), against: "UIKit", on: "iOS")
        #expect(checked.status == 0, "\(checked.output)")
    }

    @Test("a system color newer than dark mode (.systemCyan, iOS 15) is not guarded where the fallback would run in dark: the color becomes a set", arguments: [
        ("13.0", false), ("15.0", true),
    ])
    func newerThanDarkModeIsNotGuarded(iOS: String, systemCyan: Bool) throws {
        // Cyan text on the white badge: the two must change together (cyan alone reads on either page, a light one
        // only poorly, and is no dark-mode finding by itself).
        let source = "import UIKit\n\nfinal class Badge: UIView {\n    let label = UILabel()\n    func setUp() {\n"
            + "        label.backgroundColor = UIColor.white\n        label.textColor = UIColor.cyan\n        addSubview(label)\n    }\n}\n"
        let tree = try TemporaryFolder(["Old.xcodeproj/project.pbxproj": Self.project(deployingTo: iOS), "App/Badge.swift": source,
                                        "App/Colors.xcassets/Contents.json": Self.catalog])
        defer { tree.remove() }
        try FixWriter.write(try Fixer().run(paths: [tree.root.path]).files)
        let fixed = try #require(tree.read("App/Badge.swift"))
        #expect(fixed.contains("UIColor.systemCyan") == systemCyan, "\(fixed)")
        #expect(!fixed.contains("return UIColor.cyan"), "no fixed cyan left for iOS 13 and 14, which have dark mode: \(fixed)")
        let after = try Linter().lint(paths: [tree.root.path]).findings.filter { $0.file.hasSuffix("Badge.swift") && $0.severity != .note }
        #expect(after.isEmpty, "\(after.map(LintOutput.text))")
    }

    @Test("an AppKit app that deploys before the colors it gets is guarded with macOS's releases", arguments: [
        ("10.9", true, true), ("10.12", false, true), ("10.14", false, false),
    ])
    func appKitDeploymentTargets(macOS: String, guardsLabel: Bool, guardsNamed: Bool) throws {
        let project = Self.project(deployingTo: "9.0").replacingOccurrences(of: "IPHONEOS_DEPLOYMENT_TARGET = 9.0; SDKROOT = iphoneos;",
                                                                            with: "MACOSX_DEPLOYMENT_TARGET = \(macOS); SDKROOT = macosx;")
        let card = "import AppKit\n\nfinal class Card: NSView {\n    func setUp(label: NSTextField) {\n        label.textColor = .black\n"
            + "        label.backgroundColor = .white\n    }\n    func ink(_ field: NSTextField) {\n"
            + "        field.textColor = NSColor(red: 0.1, green: 0.1, blue: 0.12, alpha: 1)\n    }\n}\n"
        let tree = try TemporaryFolder(["Old.xcodeproj/project.pbxproj": project, "App/Card.swift": card, "App/Colors.xcassets/Contents.json": Self.catalog])
        defer { tree.remove() }
        try FixWriter.write(try Fixer().run(paths: [tree.root.path]).files)
        let fixed = try #require(tree.read("App/Card.swift"))
        #expect(fixed.contains("{ () -> NSColor in if #available(macOS 10.10, *) { return .labelColor } else { return .black } }()") == guardsLabel, "\(fixed)")
        #expect(fixed.contains("if #available(macOS 10.13, *) { return NSColor(named: ") == guardsNamed, "\(fixed)")
        #expect(fixed.contains("NSColor(named: "), "\(fixed)")
        #expect(try Fixer().run(paths: [tree.root.path]).plan.changes.edits.isEmpty, "a second run changes nothing")
        guard guardsLabel else { return }
        // What it wrote type-checks against the AppKit stub.
        let checked = try Self.typeCheck(tree.path("App/Card.swift"), against: "AppKit", on: "macOS")
        #expect(checked.status == 0, "\(checked.output)")
    }

    @Test("--style accessors for an app deploying to iOS 9: UIColor(named:) checked at run time, SwiftUI's accessors marked; it type-checks", arguments: [
        ("9.0", true), ("12.0", false),
    ])
    func accessorFileForOlderSystems(iOS: String, guarded: Bool) throws {
        let tree = try TemporaryFolder(["Old.xcodeproj/project.pbxproj": Self.project(deployingTo: iOS), "App/Card.swift": Self.oldCard,
                                        "App/Colors.xcassets/Contents.json": Self.catalog])
        defer { tree.remove() }
        try FixWriter.write(try Fixer(style: .accessors).run(paths: [tree.root.path]).files)
        let accessors = try #require(tree.read("App/NocturneColors.swift"))
        #expect(accessors.contains("{ if #available(iOS 11.0, *) { return UIColor(named: ") == guarded, "\(accessors)")
        #expect(accessors.contains("@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)"))
        let checked = try Self.typeCheck(tree.path("App/NocturneColors.swift"), against: "UIKit", on: "iOS")
        #expect(checked.status == 0, "\(checked.output)")
    }

    @Test("a helper called on its type (UIColor.rgb(30, green: 30, blue: 30)) is replaced whole: the edit is an expression of its own")
    func helperMemberCallReplacedWhole() throws {
        let palette = "import UIKit\n\nextension UIColor {\n    class func rgb(_ red: CGFloat, green: CGFloat, blue: CGFloat) -> UIColor {\n"
            + "        return UIColor(red: red / 255.0, green: green / 255.0, blue: blue / 255.0, alpha: 1.0)\n    }\n"
            + "    class func ink() -> UIColor {\n        return UIColor.rgb(30, green: 30, blue: 30)\n    }\n}\n"
        let tree = try TemporaryFolder(["App/Palette.swift": palette, "App/Colors.xcassets/Contents.json": Self.catalog])
        defer { tree.remove() }
        try FixWriter.write(try Fixer().run(paths: [tree.root.path]).files)
        let fixed = try #require(tree.read("App/Palette.swift"))
        #expect(fixed != palette, "the dark gray is fixed")
        #expect(!fixed.contains("UIColor.UIColor") && fixed.contains("return UIColor(named: "), "\(fixed)")
        let parsed = try Swiftc.run(["-parse", tree.path("App/Palette.swift")])
        #expect(parsed.status == 0, "\(parsed.output)\n\(fixed)")
        #expect(LintSiteAdapter.memberCallStart(before: 8, in: Array("UIColor.rgb(1)".utf8)) == 0)
        #expect(LintSiteAdapter.memberCallStart(before: 13, in: Array("Theme.shared.rgb(1)".utf8)) == 0)
        #expect(LintSiteAdapter.memberCallStart(before: 7, in: Array("return rgb(1)".utf8)) == 7)
    }

    @Test("a Swift package whose platforms: reach back before iOS 13 is guarded too; one from iOS 13 on is not", arguments: [
        (".iOS(.v12)", true), (".iOS(.v13)", false),
    ])
    func packagePlatformsAreGuarded(platform: String, guarded: Bool) throws {
        let manifest = "// swift-tools-version:5.9\nimport PackageDescription\n\nlet package = Package(\n    name: \"Cards\",\n"
            + "    platforms: [\(platform)],\n    targets: [.target(name: \"Cards\")]\n)\n"
        let tree = try TemporaryFolder(["Package.swift": manifest, "Sources/Cards/Card.swift": Self.oldCard])
        defer { tree.remove() }
        try FixWriter.write(try Fixer().run(paths: [tree.root.path]).files)
        let card = try #require(tree.read("Sources/Cards/Card.swift"))
        #expect(card.contains("if #available(iOS 13.0, *) { return .label } else { return .black }") == guarded, "\(card)")
        #expect(card.contains("label.textColor = .label") == !guarded, "\(card)")
    }

    @Test("an app that also deploys to tvOS 10 (dark, but without UIColor(named:)): a second run leaves the guards' fallbacks as they are")
    func tvOSGuardsAreFixedOnce() throws {
        let project = Self.project(deployingTo: "9.0").replacingOccurrences(of: "SDKROOT = iphoneos;", with: "TVOS_DEPLOYMENT_TARGET = 10.0; SDKROOT = iphoneos;")
        let tree = try TemporaryFolder(["Old.xcodeproj/project.pbxproj": project, "App/Card.swift": Self.oldCard, "App/Colors.xcassets/Contents.json": Self.catalog])
        defer { tree.remove() }
        try FixWriter.write(try Fixer().run(paths: [tree.root.path]).files)
        let card = try #require(tree.read("App/Card.swift"))
        #expect(card.contains("#available(iOS 11.0, tvOS 11.0, *) { return UIColor(named: "), "\(card)")
        // No system color is guarded for tvOS 13: its fallback would show on tvOS 10 to 12, which have dark mode.
        #expect(!card.contains("tvOS 13.0"), "\(card)")
        let second = try Fixer().run(paths: [tree.root.path])
        #expect(second.plan.changes.edits.isEmpty, "\(second.plan.outcomes.map(\.summary))")
        let text = Array("x = { () -> UIColor in if #available(iOS 11.0, *) { return UIColor(named: \"A\") ?? .black } else { return .black } }()".utf8)
        let fallback = text.count - 6 ..< text.count - 6
        #expect(FixPlanner.isInsideAvailabilityGuard(fallback, in: text))
        #expect(!FixPlanner.isInsideAvailabilityGuard(0..<1, in: text))
    }

    @Test("an app that deploys to iOS 13 or later gets the colors as they are")
    func currentDeploymentTargetsAreNotGuarded() throws {
        let (tree, card) = try Self.fixedCard(deployingTo: "13.0")
        defer { tree.remove() }
        #expect(card.contains("label.textColor = .label") && card.contains("backgroundColor = .systemBackground"), "\(card)")
        #expect(!card.contains("#available"))
    }

    @Test("a shape's fill lint finds to be a surface that stays bright is fixed as a surface: its light value kept, never .primary")
    func brightFillIsASurface() throws {
        let tree = try TemporaryFolder([
            "App/Colors.xcassets/Contents.json": Self.catalog,
            "App/Play.swift": """
                import SwiftUI

                struct PlayLabel: View {
                    var body: some View {
                        Text("Play")
                            .foregroundStyle(.black)
                            .background {
                                RoundedRectangle(cornerRadius: 7)
                                    .fill(.white)
                            }
                    }
                }
                """,
        ])
        defer { tree.remove() }
        let findings = try Linter().lint(paths: [tree.root.path]).findings
        try #require(findings.contains { $0.line == 9 && $0.message.contains(PairSide.brightSurfaceWords) }, "\(findings.map(LintOutput.text))")
        let run = try Fixer().run(paths: [tree.root.path])
        try FixWriter.write(run.files)
        let play = try #require(tree.read("App/Play.swift"))
        #expect(!play.contains(".fill(.primary)"), "\(play)")
        let fill = try #require(run.plan.outcomes.first { $0.site.line == 9 })
        #expect(fill.site.role == .surface)
    }
}
