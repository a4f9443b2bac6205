import Foundation
import NocturneTestSupport
import Testing
@testable import NocturneLint

/// `Linter.lint(paths:baseline:skipped:emit:)`, which reads each file again and lets it go once its findings are out:
/// the same findings, in the same order, with the same counts, as the whole report that keeps every file.
@Suite struct LinterStreamingTests {
    /// Lints `paths` both ways and compares what each gives.
    static func compare(_ paths: [String], configuration: LintConfiguration = LintConfiguration(), baseline: LintBaseline? = nil,
                        sourceLocation: SourceLocation = #_sourceLocation) throws {
        let linter = Linter(configuration: configuration)
        let whole = try linter.lint(paths: paths, baseline: baseline)
        // Every file kept between the passes (a small app, within the budget), and none (every file read again).
        var rereading = linter
        rereading.streamedKeptBytes = 0
        for linter in [linter, rereading] { try compare(whole, linter: linter, paths: paths, baseline: baseline, sourceLocation: sourceLocation) }
    }

    /// Lints `paths` streamed and compares it with the whole report.
    static func compare(_ whole: LintReport, linter: Linter, paths: [String], baseline: LintBaseline?, sourceLocation: SourceLocation) throws {
        var streamed: [LintFinding] = []
        var skips: [[LintSkip]] = []
        let report = try linter.lint(paths: paths, baseline: baseline, skipped: { skips.append($0) }) { finding in
            // Told before the first finding, once.
            #expect(skips.count == 1, sourceLocation: sourceLocation)
            streamed.append(finding)
        }
        #expect(streamed.count == whole.findings.count, sourceLocation: sourceLocation)
        for (one, other) in zip(streamed, whole.findings) where one != other {
            Issue.record("streamed \(LintOutput.text(one)) where the whole report has \(LintOutput.text(other))", sourceLocation: sourceLocation)
            break
        }
        #expect(skips == [whole.skipped], sourceLocation: sourceLocation)
        #expect(report.findings.isEmpty && report.suppressed.isEmpty && report.pairs.isEmpty, "nothing kept", sourceLocation: sourceLocation)
        #expect(report.counts == whole.counts, sourceLocation: sourceLocation)
        #expect(whole.counts.findings == whole.findings.count && whole.counts.suppressed == whole.suppressed.count
                && whole.counts.baselined == whole.baselined.count, sourceLocation: sourceLocation)
        #expect(report.hasErrors == whole.hasErrors, sourceLocation: sourceLocation)
        #expect((report.swiftFiles, report.swiftLines, report.interfaceBuilderFiles, report.catalogs, report.colorSiteCount)
                == (whole.swiftFiles, whole.swiftLines, whole.interfaceBuilderFiles, whole.catalogs, whole.colorSiteCount), sourceLocation: sourceLocation)
        #expect(report.generatedFiles == whole.generatedFiles, sourceLocation: sourceLocation)
    }

    @Test(arguments: ["LegacyUIKit", "MacAppKit", "ModernSwiftUI", "PackageResources", "ThemeEngine"])
    func fixtureAppsStreamTheirWholeReport(app: String) throws {
        let folder = ProjectFixture.url("FixtureApps/" + app).path
        try #require(FileManager.default.fileExists(atPath: folder))
        try Self.compare([folder])
        // With half of its findings (where it has some) in a baseline: the same ones are left out, as the whole run leaves them.
        let findings = try Linter().lint(paths: [folder]).findings
        if !findings.isEmpty { try Self.compare([folder], baseline: LintBaseline(findings: findings.enumerated().filter { $0.offset % 2 == 0 }.map(\.element))) }
    }

    /// The real apps, each as the linter meets it in a real tree (thousands of findings, every rule).
    @Test(.requiresRealApps("real-inputs/swift"), arguments: ["CodeEdit", "NetNewsWire", "duckduckgo-iOS", "enchanted"])
    func realAppsStreamTheirWholeReport(app: String) throws {
        let folder = try #require(ReferenceFolder.url("real-inputs/swift/" + app)).path
        try Self.compare([folder])
    }

    /// Constants defined in one file and used in others (their uses decide), helpers, suppressions used and unused, a
    /// generated file, a storyboard, a catalog, more files than one batch, and names that sort apart from their folders.
    @Test func crossFileFactsSuppressionsAndOrderStreamAsWhole() throws {
        var files: [String: String] = [
            "App/Palette.swift": """
                import UIKit
                enum Palette {
                    static let ink = UIColor(red: 0.1, green: 0.1, blue: 0.2, alpha: 1)
                    static let paper = UIColor(red: 0.98, green: 0.97, blue: 0.95, alpha: 1)
                }
                func brand(_ value: Double) -> UIColor { UIColor(white: value, alpha: 1) }

                """,
            "App/Generated.swift": "// DO NOT EDIT: generated\nimport UIKit\nlet g = UIColor(red: 1, green: 0, blue: 0, alpha: 1)\n",
            "App/Main.storyboard": """
                <?xml version="1.0" encoding="UTF-8"?>
                <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="21701" targetRuntime="iOS.CocoaTouch">
                    <scenes><scene sceneID="s"><objects><viewController id="v"><view key="view" id="r">
                        <color key="backgroundColor" red="0.2" green="0.3" blue="0.4" alpha="1" colorSpace="custom" customColorSpace="sRGB"/>
                    </view></viewController></objects></scene></scenes>
                </document>

                """,
            "App/Assets.xcassets/Contents.json": #"{"info":{"author":"xcode","version":1}}"#,
            "App/Assets.xcassets/Lonely.colorset/Contents.json":
                #"{"colors":[{"color":{"color-space":"srgb","components":{"red":"0.1","green":"0.2","blue":"0.3","alpha":"1.000"}},"idiom":"universal"}],"info":{"author":"xcode","version":1}}"#,
        ]
        for index in 0..<23 {
            files["App/Views\(index % 3)/View\(index).swift"] = """
                import UIKit
                final class View\(index): UIView {
                    func paint(_ label: UILabel) {
                        backgroundColor = Palette.paper
                        label.textColor = Palette.ink
                        tintColor = brand(0.\(index))
                        layer.borderColor = UIColor(red: 0.1, green: 0.1, blue: 0.\(index % 3 + 1), alpha: 1).cgColor // nocturne:ignore
                        label.shadowColor = .black // nocturne:ignore constant-color
                        label.highlightedTextColor = UIColor(named: "Missing\(index % 4)")
                    }
                }

                """
        }
        files["App/View-a.swift"] = "import SwiftUI\nlet a = Color(red: 1, green: 1, blue: 0)\n"
        let fixture = try LintFixture(files)
        defer { fixture.remove() }
        try Self.compare([fixture.root])
        var configuration = LintConfiguration()
        configuration.severities["constant-color"] = .error
        try Self.compare([fixture.root], configuration: configuration)
        let whole = try Linter().lint(paths: [fixture.root])
        #expect(Set(whole.findings.map(\.rule.id)).isSuperset(of: ["constant-color", "unused-suppression"]), "\(Set(whole.findings.map(\.rule.id)))")
        #expect(whole.counts.suppressed > 0)
        #expect(whole.findings.contains { $0.file.hasSuffix("Palette.swift") }, "a constant reported at its definition, by its uses elsewhere")
    }

    @Test("a streamed run keeps files in order while they fit the budget, and reads the others again")
    func keptWithinBudget() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("nocturne-budget-\(UUID().uuidString)").path
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let sizes = [40, 70, 20, 50]
        let paths = sizes.enumerated().map { folder + "/f\($0.offset).swift" }
        for (path, size) in zip(paths, sizes) { try String(repeating: "a", count: size).write(toFile: path, atomically: true, encoding: .utf8) }
        #expect(Linter.filesWithinBudget(paths, budget: 100) == [true, false, true, false])
        #expect(Linter.filesWithinBudget(paths + [folder + "/missing.swift"], budget: 1_000) == [true, true, true, true, false])
        #expect(Linter.filesWithinBudget(paths, budget: 0) == [false, false, false, false])
    }
}
