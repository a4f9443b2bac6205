import Foundation
import NocturneFix
import NocturneLint
import NocturneTestSupport
import Testing

/// String and Int palette constants: each use the linter saw becomes the named color, the constant keeps its type.
@Suite("Fixer: String and Int palette constants")
struct FixerPaletteConstantTests {
    /// The palette tree fixed and written.
    static func fixed() throws -> (TemporaryFolder, Fixer.Run) {
        let tree = try TemporaryFolder(FixFixtures.paletteTree)
        let run = try Fixer().run(paths: [tree.root.path])
        try FixWriter.write(run.files)
        return (tree, run)
    }

    @Test("a palette member reported only where it is used (its declaration harmless by itself) is listed as left, never dropped")
    func paletteUseWithoutDefinitionFinding() throws {
        let tree = try TemporaryFolder([
            "App/Tone.swift": "import UIKit\nenum Tone {\n    static let cream = UIColor(red: 0.98, green: 0.97, blue: 0.94, alpha: 1)\n}\n",
            "App/Form.swift": "import UIKit\nfinal class Form: UIViewController {\n    let field = UITextField()\n    override func viewDidLoad() {\n"
                + "        super.viewDidLoad()\n        field.backgroundColor = Tone.cream\n        view.addSubview(field)\n    }\n}\n",
            "App/Assets.xcassets/Contents.json": FixFixtures.catalogInfo,
        ])
        defer { tree.remove() }
        let findings = try Linter().lint(paths: [tree.root.path]).findings.filter { $0.severity != .note }
        #expect(findings.map { "\($0.file.split(separator: "/").last ?? ""):\($0.line)" } == ["Form.swift:6"])
        let run = try Fixer().run(paths: [tree.root.path])
        let reasons = run.plan.outcomes.compactMap { if case .left(let reason) = $0.result { reason } else { nil } }
        #expect(run.plan.outcomes.count == findings.count && reasons.count == 1, "\(run.plan.outcomes.map(\.summary))")
        #expect(reasons.first?.hasPrefix("a palette member's color") == true)
    }

    @Test("each use becomes the named color at its exact range; the constant, its type and the rest of each line stay")
    func rewritesUses() throws {
        let (tree, run) = try Self.fixed()
        defer { tree.remove() }
        #expect(tree.read("App/Header.swift") == FixFixtures.stringPaletteFixed)
        #expect(tree.read("App/Badge.swift") == FixFixtures.intPaletteFixed)
        for name in ["Brand", "Ticket"] { #expect(tree.read("App/Assets.xcassets/Theme/\(name).colorset/Contents.json") != nil, "\(name)") }
        let brand = try #require(run.plan.newColorSets.first { $0.name == "Brand" })
        #expect(brand.light.hexText == "#0B5CAD" && brand.role == .content)
        // `tintColor` draws icons and text: the linter says content, as for any other site there.
        #expect(run.plan.newColorSets.first { $0.name == "Ticket" }?.role == .content)
        // Lint afterwards reports neither constant: no use makes a fixed color of it any more.
        let after = try Linter().lint(paths: [tree.root.path]).findings.filter { $0.rule.id == "constant-color" }
        #expect(!after.contains { $0.snippet.contains("0b5cad") || $0.snippet.contains("0x336699") }, "\(after.map(\.message))")
    }

    @Test("a constant used as text and as a background becomes a set per role, and its outcome names every one")
    func aConstantInTwoRolesNamesEverySet() throws {
        var files = FixFixtures.paletteTree
        files["App/Header.swift"] = FixFixtures.stringPalette
            .replacingOccurrences(of: "Text(\"Lisbon\").foregroundStyle(Palette.brand.color)", with: "Text(\"Lisbon\").padding().background(Palette.brand.color)")
        let tree = try TemporaryFolder(files)
        defer { tree.remove() }
        let run = try Fixer().run(paths: [tree.root.path])
        let brand = try #require(run.plan.outcomes.first { $0.site.constantName == "Palette.brand" })
        #expect(brand.colorSets == ["Brand", "Brand2"], "\(brand.result)")
        #expect(brand.summary == "became the color sets 'Brand', 'Brand2'")
        #expect(run.plan.newColorSets.filter { $0.name.hasPrefix("Brand") }.map(\.role) == [.content, .background])
    }

    @Test("a constant also passed elsewhere stays listed with the reason, and its file is untouched")
    func listsConstantPassedElsewhere() throws {
        let (tree, run) = try Self.fixed()
        defer { tree.remove() }
        #expect(tree.read("App/Warning.swift") == FixFixtures.passedPalette)
        let left = run.plan.outcomes.filter { !$0.isFixed }
        #expect(left.count == 1)
        #expect(left.first?.site.text == "\"d1242f\"")
        #expect(left.first?.summary.contains("its name appears 3 times, its definition and 1 uses") == true, "\(left.map(\.summary))")
    }

    @Test("a second run changes nothing")
    func idempotent() throws {
        let (tree, _) = try Self.fixed()
        defer { tree.remove() }
        let again = try Fixer().run(paths: [tree.root.path])
        #expect(again.files.isEmpty, "\(again.files.map(\.path))")
    }

    @Test("before and after, each fixture parses and type-checks against the Apple SDK stub (a parse check cannot see a type error)")
    func typeChecks() throws {
        let (tree, _) = try Self.fixed()
        defer { tree.remove() }
        let stub = try Swiftc.temporaryFolder("nocturne-fix-stub")
        defer { try? FileManager.default.removeItem(at: stub) }
        try AppleSDKStub.build(framework: "UIKit", platform: "iOS", minimum: try #require(try Swiftc.declaredMinimum("iOS")), in: stub)
        let before = try TemporaryFolder(FixFixtures.paletteTree)
        defer { before.remove() }
        for folder in [before, tree] {
            for file in ["App/Header.swift", "App/Badge.swift", "App/Warning.swift"] {
                let parsed = try Swiftc.run(["-parse", folder.path(file)])
                #expect(parsed.status == 0, "\(file): \(parsed.output)")
            }
            let checked = try Swiftc.run(["-typecheck", "-parse-as-library", "-swift-version", "6", "-I", stub.path]
                                         + Swiftc.availabilityArguments(minimum: try #require(try Swiftc.declaredMinimum("iOS")))
                                         + ["App/Header.swift", "App/Badge.swift"].map { folder.path($0) })
            #expect(checked.status == 0, "\(folder.path): \(checked.output)")
        }
    }

    @Test("the stub type-check fails on a type error that swiftc -parse accepts (the check can fail)")
    func typeCheckCanFail() throws {
        let stub = try Swiftc.temporaryFolder("nocturne-fix-stub-negative")
        defer { try? FileManager.default.removeItem(at: stub) }
        try AppleSDKStub.build(framework: "UIKit", platform: "iOS", minimum: try #require(try Swiftc.declaredMinimum("iOS")), in: stub)
        // What a rewrite that changed the constant's type would leave: `UIColor(rgb:)` given a UIColor.
        let wrong = FixFixtures.intPalette.replacingOccurrences(of: "static let ticket = 0x336699", with: "static let ticket = UIColor(white: 0, alpha: 1)")
        let file = stub.appendingPathComponent("Wrong.swift")
        try wrong.write(to: file, atomically: true, encoding: .utf8)
        #expect(try Swiftc.run(["-parse", file.path]).status == 0)
        #expect(try Swiftc.run(["-typecheck", "-parse-as-library", "-swift-version", "6", "-I", stub.path, file.path]).status != 0)
    }
}
