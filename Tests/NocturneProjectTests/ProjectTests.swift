import Foundation
import NocturneTestSupport
import Testing
@testable import NocturneProject

@Suite("Project")
struct ProjectTests {
    static func catalog(_ path: String, colors: Bool, icons: Bool) -> Project.Catalog {
        Project.Catalog(path: path, holdsColors: colors, holdsIcons: icons)
    }

    @Test("a target's own catalog that holds colors is chosen; an icon-only catalog never is")
    func targetsCatalog() {
        var app = ProjectTarget(name: "App", kind: .application, declaredIn: "App.xcodeproj/project.pbxproj")
        app.files = ["App/Sources/A.swift"]
        app.catalogs = ["App/Icons.xcassets", "App/Resources/Colors.xcassets"]
        let project = Project(targets: [app], catalogs: [
            Self.catalog("App/Icons.xcassets", colors: false, icons: true),
            Self.catalog("App/Resources/Colors.xcassets", colors: true, icons: false),
            Self.catalog("App/Sources/Other.xcassets", colors: true, icons: false),
        ])
        #expect(project.colorCatalog(for: "App/Sources/A.swift") == "App/Resources/Colors.xcassets")
        #expect(project.colorCatalog(for: "./App/Sources/A.swift") == "App/Resources/Colors.xcassets")
        // A file in no target: the nearest by folder that takes colors.
        #expect(project.colorCatalog(for: "App/Sources/B.swift") == "App/Sources/Other.xcassets")
    }

    @Test("a package target's catalog serves only its own files, with bundle: .module")
    func packageCatalog() {
        var kit = ProjectTarget(name: "Kit", kind: .library, declaredIn: "Package.swift")
        kit.folders = ["Sources/Kit"]
        kit.catalogs = ["Sources/Kit/Media.xcassets"]
        kit.usesModuleBundle = true
        let project = Project(targets: [kit], catalogs: [Self.catalog("Sources/Kit/Media.xcassets", colors: true, icons: false)])
        #expect(project.colorCatalog(for: "Sources/Kit/Pass.swift") == "Sources/Kit/Media.xcassets")
        #expect(project.usesModuleBundle(file: "Sources/Kit/Pass.swift", catalog: "Sources/Kit/Media.xcassets"))
        #expect(project.colorCatalog(for: "Sources/App/Main.swift") == nil)
    }

    @Test("no catalog, or only icon catalogs: none is chosen")
    func none() {
        #expect(Project().colorCatalog(for: "A.swift") == nil)
        #expect(Project(catalogs: [Self.catalog("Icons.xcassets", colors: false, icons: true)]).colorCatalog(for: "A.swift") == nil)
    }

    @Test("loading a tree: the package's catalog makes its target use Bundle.module; a broken pbxproj is one problem")
    func load() throws {
        let folder = TemporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder.root) }
        let files = [
            "Kit/Package.swift": "// swift-tools-version:5.9\nimport PackageDescription\nlet package = Package(name: \"Kit\", targets: [.target(name: \"Kit\")])\n",
            "Kit/Sources/Kit/Media.xcassets/Contents.json": "{}",
            "Kit/Sources/Kit/Media.xcassets/Ink.colorset/Contents.json": "{}",
            "App/Broken.xcodeproj/project.pbxproj": "{ objects = {",
            "App/Icons.xcassets/AppIcon.appiconset/Contents.json": "{}",
            "App/Art.xcassets/Group/Hero.imageset/Contents.json": "{}",
        ]
        for (path, text) in files {
            let url = folder.root.appendingPathComponent(path)
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try text.write(to: url, atomically: true, encoding: .utf8)
        }
        let project = Project.load(paths: [folder.path])
        let kit = try #require(project.targets.first { $0.name == "Kit" })
        #expect(kit.usesModuleBundle)
        #expect(kit.catalogs == [XcodeProjectReader.normalized(folder.path + "/Kit/Sources/Kit/Media.xcassets")])
        #expect(project.problems.count == 1)
        #expect(project.problems.first?.contains("Broken.xcodeproj/project.pbxproj: expected") == true)
        let byName = Dictionary(uniqueKeysWithValues: project.catalogs.map { (String($0.path.split(separator: "/").last ?? ""), $0) })
        #expect(byName["Icons.xcassets"]?.takesColors == false)
        #expect(byName["Art.xcassets"]?.takesColors == true)
        #expect(byName["Media.xcassets"]?.holdsColors == true)
    }
}
