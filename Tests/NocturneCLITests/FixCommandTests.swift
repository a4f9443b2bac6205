import Foundation
import NocturneColor
import NocturneFix
import NocturneSupport
import NocturneTestSupport
import Testing
@testable import nocturne

/// `nocturne fix --json`: one line per site, naming every color set the site became.
@Suite("fix command")
struct FixCommandTests {
    static let site = FixSite(file: "App/Header.swift", line: 11, column: 24, rule: "constant-color", range: 0..<8, text: "\"0b5cad\"",
                              value: SiteColor(rgb: RGB8(0x0B5CAD)), role: .fill, framework: .swiftUI, constantName: "Palette.brand")

    static func set(_ name: String, _ role: FixRole) -> NewColorSet {
        let light = SiteColor(rgb: RGB8(0x0B5CAD))
        return NewColorSet(name: name, catalog: "App/Assets.xcassets", light: light, role: role,
                           variants: SolvedVariants(dark: light, lightIncreased: light, darkIncreased: light))
    }

    @Test("a palette constant that became a set per role names every one in its JSON line, each with the role it was solved for")
    func aConstantInTwoRolesNamesEverySet() throws {
        let outcome = FixOutcome(site: Self.site, result: .namedColors(["Brand", "Brand2"]))
        let line = try JSONParser().parse(FixCommand.json(outcome, sets: [Self.set("Brand", .content), Self.set("Brand2", .background)]).serialized(style: .compact))
        #expect(line["colorSet"]?.stringValue == "Brand" && line["light"]?.stringValue == "#0B5CAD")
        let sets = (line["colorSets"]?.elements ?? []).map { ($0["name"]?.stringValue ?? "", $0["role"]?.stringValue ?? "") }
        #expect(sets.map(\.0) == ["Brand", "Brand2"] && sets.map(\.1) == ["content", "background"], "\(sets)")
        // One set: colorSets holds it alone, with the site's role when the run did not make it (a shared set).
        let single = try JSONParser().parse(FixCommand.json(FixOutcome(site: Self.site, result: .namedColor("Brand"))).serialized(style: .compact))
        #expect((single["colorSets"]?.elements ?? []).map { $0["role"]?.stringValue } == ["fill"])
    }
}

/// `nocturne fix`'s exit status: 1 naming the error-severity finding that is left, 0 when only warnings are left.
@Suite("fix command: exit status")
struct FixExitStatusTests {
    static let iconCatalog = [
        "App/Assets.xcassets/Contents.json": #"{ "info" : { "author" : "xcode", "version" : 1 } }"#,
        "App/Assets.xcassets/AppIcon.appiconset/Contents.json": #"{ "images" : [], "info" : { "author" : "xcode", "version" : 1 } }"#,
    ]

    @Test("a named color no catalog defines is an error left: fix exits 1 and names it, even when the catalog has no color set")
    func errorLeft() throws {
        let tree = try TemporaryFolder(Self.iconCatalog.merging(["App/V.swift": "import SwiftUI\nlet c = Color(\"NoSuchColor\")\n"]) { $1 })
        defer { tree.remove() }
        let result = Tool.run(["fix", tree.path("App")])
        #expect(result.status == .failure)
        #expect(result.standardError.contains("Error left: \(tree.path("App/V.swift")):2:9: "), "\(result.standardError)")
        #expect(result.standardError.contains("'NoSuchColor'") && result.standardError.contains("[named-color-missing]"))
    }

    @Test("warnings left with their reason, no error: fix exits 0, and so does a second run")
    func warningsLeft() throws {
        let tree = try TemporaryFolder(["App/V.swift": "import UIKit\nfunc f(_ l: CALayer) { l.backgroundColor = UIColor.white.cgColor }\n"])
        defer { tree.remove() }
        let first = Tool.run(["fix", tree.path("App")])
        #expect(first.status == .success, "\(first.standardError)")
        #expect(first.standardOutput.contains("left: the color is taken as a CGColor"), "\(first.standardOutput)")
        #expect(Tool.run(["fix", tree.path("App")]).status == .success)
    }

    @Test("--no-gitignore fixes what .gitignore excludes, as lint lints it; --quiet prints only what is left and errors, no summary")
    func gitignoreAndQuiet() throws {
        let source = "import UIKit\nfinal class C: UITableViewCell {\n    func configure() {\n        contentView.backgroundColor = .white\n"
            + "        layer.borderColor = UIColor.white.cgColor\n    }\n}\n"
        let tree = try TemporaryFolder(["App/C.swift": source, ".gitignore": "App/\n"])
        defer { tree.remove() }
        let ignored = Tool.run(["fix", tree.path("."), "--dry-run"])
        #expect(ignored.standardOutput.isEmpty && ignored.standardError.contains("Would fix 0 of 0 findings"), "\(ignored.standardError)")
        let all = Tool.run(["fix", tree.path("."), "--dry-run", "--no-gitignore"])
        #expect(all.standardOutput.contains("C.swift:4:39: non-adapting-system-color: became .systemBackground"), "\(all.standardOutput)")
        #expect(all.standardError.contains("Would fix 1 of 2 findings"), "\(all.standardError)")
        let quiet = Tool.run(["fix", tree.path("."), "--no-gitignore", "--quiet"])
        #expect(quiet.status == .success)
        #expect(!quiet.standardOutput.contains("became") && quiet.standardOutput.contains("C.swift:5:") && quiet.standardOutput.contains("left: "), "\(quiet.standardOutput)")
        #expect(quiet.standardError.isEmpty, "no summary: \(quiet.standardError)")
        #expect(try String(contentsOfFile: tree.path("App/C.swift"), encoding: .utf8).contains("contentView.backgroundColor = .systemBackground"))
    }
}
