import Foundation
import NocturneTestSupport
import Testing
@testable import NocturneProject

/// XcodeGen specs: the targets of an app whose Xcode project is generated from `project.yml`, not committed.
@Suite struct XcodeGenReaderTests {
    static let spec = """
        name: Reader # the app
        options:
          bundleIdPrefix: org.example
        targets:
          Reader:
            type: application
            platform: iOS
            deploymentTarget: "16.0"
            sources:
              - Reader
              - path: Shared
                excludes:
                  - "**/*.md"
            info:
              path: Reader/Info.plist
          ReaderWidget:
            type: app-extension
            platform: iOS
            sources: [Widget, 'Shared/Colors']
          ReaderTests:
            type: bundle.unit-test
            platform: iOS
            sources: ReaderTests
        """

    @Test("each target with its kind, platform, source folders (a path, a list, path: entries, a flow list) and Info.plist")
    func readsTargets() throws {
        let targets = try XcodeGenReader.targets(text: Self.spec, path: "App/project.yml")
        #expect(targets.map(\.name) == ["Reader", "ReaderWidget", "ReaderTests"])
        #expect(targets.map(\.kind) == [.application, .appExtension, .test])
        #expect(targets[0].folders == ["App/Reader", "App/Shared"])
        #expect(targets[0].infoPlist == "App/Reader/Info.plist")
        #expect(targets[0].platforms == ["iOS"])
        #expect(targets[1].folders == ["App/Widget", "App/Shared/Colors"])
        #expect(targets[2].folders == ["App/ReaderTests"])
        #expect(targets[0].contains("App/Shared/Theme.swift") && !targets[0].contains("App/Other/Theme.swift"))
    }

    @Test("deployment targets: a target's own (one version for its platform, or a mapping), else the options' for the project")
    func deploymentTargets() throws {
        let spec = "options:\n  deploymentTarget:\n    iOS: \"11.0\"\n    macOS: \"10.14\"\ntargets:\n"
            + "  App:\n    type: application\n    platform: iOS\n    deploymentTarget: \"13.0\"\n"
            + "  TV:\n    type: application\n    platform: tvOS\n    deploymentTarget:\n      tvOS: \"12.0\"\n"
            + "  Kit:\n    type: framework\n    platform: iOS\n"
        let targets = try XcodeGenReader.targets(text: spec, path: "project.yml")
        #expect(targets.map(\.deploymentTargets) == [
            ["iOS": OSVersion(13), "macOS": OSVersion(10, 14)],
            ["iOS": OSVersion(11), "macOS": OSVersion(10, 14), "tvOS": OSVersion(12)],
            ["iOS": OSVersion(11), "macOS": OSVersion(10, 14)],
        ])
    }

    @Test("text that is not a spec is an error with a line, never a crash", arguments: [
        ("name: X\n", "no 'targets:'"),
        ("targets:\n\tApp:\n", "tab"),
        ("targets:\n  App\n", "expected 'key: value'"),
        (String(repeating: "- ", count: 1) + String(repeating: "\n" + String(repeating: " ", count: 2) + "-", count: 3), "no 'targets:'"),
    ])
    func badSpecs(text: String, reason: String) {
        #expect(throws: XcodeGenReader.Failure.self) { try XcodeGenReader.targets(text: text, path: "project.yml") }
        do { _ = try XcodeGenReader.targets(text: text, path: "project.yml") } catch { #expect(error.description.contains(reason), "\(error)") }
    }

    @Test("deep nesting is refused, not recursed without bound")
    func deepNesting() {
        let text = "targets:\n" + (1...200).map { String(repeating: " ", count: $0 * 2) + "k\($0):" }.joined(separator: "\n")
        #expect(throws: XcodeGenReader.Failure.self) { try XcodeGenReader.targets(text: text, path: "project.yml") }
    }

    @Test("Project.load reads a spec with no generated project beside it: its targets own the catalogs in their folders")
    func projectLoadsSpec() throws {
        let folder = TemporaryFolder()
        defer { folder.remove() }
        let files = [
            "App/project.yml": Self.spec,
            "App/Reader/Colors.xcassets/Ink.colorset/Contents.json": "{}",
            "App/Reader/View.swift": "",
            "App/Widget/Widget.swift": "",
        ]
        for (path, text) in files {
            let url = folder.root.appendingPathComponent(path)
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try text.write(to: url, atomically: true, encoding: .utf8)
        }
        let project = Project.load(paths: [folder.path])
        let reader = try #require(project.targets.first { $0.name == "Reader" })
        #expect(reader.catalogs.count == 1 && reader.catalogs[0].hasSuffix("App/Reader/Colors.xcassets"))
        #expect(project.colorCatalog(for: folder.path + "/App/Reader/View.swift")?.hasSuffix("App/Reader/Colors.xcassets") == true)
        #expect(project.problems.isEmpty)
    }
}
