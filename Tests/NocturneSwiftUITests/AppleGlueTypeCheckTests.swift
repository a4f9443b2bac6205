import Foundation
import NocturneAppearance
import NocturnePalette
import NocturneTestSupport
import Testing
import NocturneFormats

/// Type-checks the Apple-only code on Linux against `Tests/AppleSDKStub`: a declaration stub of
/// exactly the SwiftUI, UIKit and AppKit API it uses, built once as iOS would see it (UIKit) and
/// once as macOS would (AppKit).
///
/// What this proves: every Apple API the glue, the generated `Theme.swift` and the DocC article
/// call exists with the names, labels and types in the stub, whose declarations cite Apple's
/// documentation; the negative tests prove a misspelled API fails. What it cannot prove: that the
/// stub matches the SDK where the documentation is silent, and behaviour at run time.
///
/// Availability is checked at the lowest iOS and macOS versions `Package.swift` declares: the stub carries
/// Apple's `@available` on the API newer than those, and every source passes through
/// ``Swiftc/availability(_:for:)`` (a Linux toolchain cannot target an Apple triple), so a use of iOS 17 API
/// outside an `@available(iOS 17, …)` context fails here as it fails in Xcode.
@Suite("NocturneSwiftUI against the Apple SDK stub",
       .enabled(if: Swiftc.hasBuiltModule("NocturnePalette"), Swiftc.missingModulesReason("NocturnePalette")))
struct AppleGlueTypeCheckTests {
    /// An Apple platform, by the UI framework the stub builds for it.
    enum Platform: String, CaseIterable, Sendable {
        case iOS = "UIKit"
        case macOS = "AppKit"

        /// The platform's name in `@available` and `Package.swift`.
        var name: String { self == .iOS ? "iOS" : "macOS" }

        /// The lowest version `Package.swift` declares for the platform.
        func minimum() throws -> String {
            try #require(try Swiftc.declaredMinimum(name), "Package.swift declares no \(name) minimum")
        }

        /// The `swiftc` arguments that check availability at ``minimum()``.
        func availabilityArguments() throws -> [String] {
            Swiftc.availabilityArguments(minimum: try minimum())
        }
    }

    /// Writes `text`, its `@available` attributes rewritten for `platform`, to `file`.
    static func writeMapped(_ text: String, for platform: Platform, to file: URL) throws {
        try Swiftc.availability(text, for: platform.name).write(to: file, atomically: true, encoding: .utf8)
    }

    static let root = ReferenceFolder.packageRoot
    static let glue = root.appendingPathComponent("Sources/NocturneSwiftUI")
    static let article = glue.appendingPathComponent("NocturneSwiftUI.docc/UsingNocturneInASwiftUIApp.md")

    /// The Swift files of the glue.
    static func glueFiles() throws -> [URL] {
        try FileManager.default.contentsOfDirectory(at: glue, includingPropertiesForKeys: nil)
            .filter { $0.pathExtension == "swift" }.sorted { $0.path < $1.path }
    }

    /// The stub built once per platform for the whole run (tests only read it), or why it failed.
    static let stubs: [Platform: Result<URL, StubError>] = Dictionary(uniqueKeysWithValues: Platform.allCases.map { platform in
        (platform, Result {
            let folder = try Swiftc.temporaryFolder("nocturne-stub-\(platform)")
            try buildStub(platform, in: folder)
            return folder
        }.mapError { $0 as? StubError ?? StubError(message: "\($0)") })
    })

    /// The built stub for `platform`.
    static func stub(_ platform: Platform) throws -> URL {
        try #require(stubs[platform]).get()
    }

    /// Builds the stub for `platform` into `folder`: the UI framework, then SwiftUI on top of it.
    static func buildStub(_ platform: Platform, in folder: URL) throws {
        do {
            try AppleSDKStub.build(framework: platform.rawValue, platform: platform.name, minimum: try platform.minimum(), in: folder)
        } catch let failure as AppleSDKStub.BuildFailure {
            throw StubError(message: failure.description)
        }
    }

    /// Builds `NocturneSwiftUI` from `files` against the stub for `platform`, leaving its module in `folder`.
    static func buildGlue(_ files: [URL], for platform: Platform, in folder: URL) throws -> (status: Int32, output: String) {
        let mapped = folder.appendingPathComponent("glue-\(platform)")
        try FileManager.default.createDirectory(at: mapped, withIntermediateDirectories: true)
        var paths: [String] = []
        for file in files {
            let copy = mapped.appendingPathComponent(file.lastPathComponent)
            try writeMapped(try String(contentsOf: file, encoding: .utf8), for: platform, to: copy)
            paths.append(copy.path)
        }
        return try Swiftc.run([
            "-emit-module", "-parse-as-library", "-swift-version", "6", "-module-name", "NocturneSwiftUI",
            "-I", folder.path, "-I", stub(platform).path, "-I", Swiftc.builtModules.path,
            "-emit-module-path", folder.appendingPathComponent("NocturneSwiftUI.swiftmodule").path,
        ] + Swiftc.packageArguments + platform.availabilityArguments() + paths)
    }

    /// Type-checks `sources` (file name → text) against the stub, the glue in `folder` and the built modules.
    static func typeCheck(_ sources: [(String, String)], for platform: Platform, in folder: URL) throws -> (status: Int32, output: String) {
        var paths: [String] = []
        for (name, text) in sources {
            let file = folder.appendingPathComponent(name)
            try writeMapped(text, for: platform, to: file)
            paths.append(file.path)
        }
        return try Swiftc.run(["-typecheck", "-parse-as-library", "-swift-version", "6",
                               "-I", folder.path, "-I", stub(platform).path, "-I", Swiftc.builtModules.path]
                              + platform.availabilityArguments() + paths)
    }

    struct StubError: Error, CustomStringConvertible, Sendable {
        let message: String
        var description: String { message }
    }

    /// The ```swift blocks of a DocC article, in order.
    static func swiftBlocks(of markdown: String) -> [String] {
        var blocks: [String] = []
        var current: [Substring]?
        for line in markdown.split(separator: "\n", omittingEmptySubsequences: false) {
            if current == nil, line == "```swift" {
                current = []
            } else if current != nil, line == "```" {
                blocks.append(current!.joined(separator: "\n"))
                current = nil
            } else {
                current?.append(line)
            }
        }
        return blocks
    }

    @Test("the glue type-checks and offers its API", arguments: Platform.allCases)
    func glue(platform: Platform) throws {
        let folder = try Swiftc.temporaryFolder("nocturne-stub-\(platform)")
        defer { try? FileManager.default.removeItem(at: folder) }
        let built = try Self.buildGlue(Self.glueFiles(), for: platform, in: folder)
        #expect(built.status == 0, "\(built.output)")
        #expect(!built.output.contains("warning:"), "\(built.output)")
        let platformUse = switch platform {
        case .iOS:
            """
            import UIKit
            func platformUse(_ theme: Theme) -> [UIColor] {
                let traits = Traits(UITraitCollection(Traits(colorScheme: .dark, level: .elevated)))
                _ = TraitCollection(UITraitCollection())
                _ = traits
                return [UIColor(theme.accent), UIColor(light: UIColor(resolved: theme.accent.resolve(in: Traits())), dark: UIColor(white: 0, alpha: 1))]
            }
            """
        case .macOS:
            """
            import AppKit
            func platformUse(_ theme: Theme) -> [NSColor] {
                let traits = Traits(NSAppearance())
                _ = traits
                return [NSColor(theme.accent), NSColor(theme.accent, name: "accent"),
                        NSColor(light: NSColor(resolved: theme.accent.resolve(in: Traits())), dark: NSColor(srgbRed: 0, green: 0, blue: 0, alpha: 1))]
            }
            """
        }
        let use = """
            import SwiftUI
            import NocturneAppearance
            import NocturnePalette
            import NocturneSwiftUI

            @available(iOS 17.0, macOS 14.0, *)
            struct Use: View {
                @Environment(\\.theme) var theme
                var body: some View {
                    Text("Trips")
                        .foregroundStyle(theme.foregroundPrimary)
                        .background(Color(theme.backgroundPrimary))
                        .traits(Traits(colorScheme: .dark))
                        .theme(Theme.default)
                        .appearancePreference(.dark)
                }
            }
            struct UseAtTheMinimum: View {
                @Environment(\\.theme) var theme
                var body: some View {
                    Text("Trips").foregroundStyle(Color(theme.foregroundPrimary)).background(Color(theme.backgroundPrimary))
                }
            }
            func environmentUse(_ environment: EnvironmentValues) -> Traits { Traits(environment) }
            let schemes = (SwiftUI.ColorScheme(NocturneAppearance.ColorScheme.dark), NocturneAppearance.ColorScheme(SwiftUI.ColorScheme.light))
            let mixed = Color(light: .white, dark: .black)
            """
        let checked = try Self.typeCheck([("Use.swift", use), ("PlatformUse.swift", "import NocturnePalette\nimport NocturneAppearance\nimport NocturneSwiftUI\n" + platformUse)], for: platform, in: folder)
        #expect(checked.status == 0, "\(checked.output)")
    }

    @Test("the Apple branch of the generated Theme.swift type-checks", arguments: Platform.allCases)
    func generatedTheme(platform: Platform) throws {
        let folder = try Swiftc.temporaryFolder("nocturne-stub-theme-\(platform)")
        defer { try? FileManager.default.removeItem(at: folder) }
        let source = try SwiftSourceWriter().write(TokenSet(theme: .default))
        #expect(source.contains("#if canImport(UIKit) || canImport(AppKit)"))
        let use = "import SwiftUI\nlet accent: Color = ThemeColors.accent\n"
        let checked = try Self.typeCheck([("Theme.swift", source), ("Use.swift", use)], for: platform, in: folder)
        #expect(checked.status == 0, "\(checked.output)")
    }

    @Test("every snippet of the SwiftUI article type-checks", arguments: Platform.allCases)
    func article(platform: Platform) throws {
        let blocks = Self.swiftBlocks(of: try String(contentsOf: Self.article, encoding: .utf8))
        #expect(blocks.count == 4)
        // The UIKit view controller is for iOS; the SwiftUI snippets are checked for both platforms.
        let snippets = blocks.filter { platform == .iOS || !$0.contains("import UIKit") }
        #expect(snippets.count == (platform == .iOS ? 4 : 3))
        let folder = try Swiftc.temporaryFolder("nocturne-stub-article-\(platform)")
        defer { try? FileManager.default.removeItem(at: folder) }
        let built = try Self.buildGlue(Self.glueFiles(), for: platform, in: folder)
        try #require(built.status == 0, "\(built.output)")
        let checked = try Self.typeCheck(snippets.enumerated().map { ("Snippet\($0.offset).swift", $0.element) }, for: platform, in: folder)
        #expect(checked.status == 0, "\(checked.output)")
    }

    @Test("the README's SwiftUI example type-checks", arguments: Platform.allCases)
    func readme(platform: Platform) throws {
        let readme = try String(contentsOf: Self.root.appendingPathComponent("README.md"), encoding: .utf8)
        let section = try #require(readme.components(separatedBy: "## In a SwiftUI, UIKit or AppKit app").dropFirst().first)
        let example = try #require(Self.swiftBlocks(of: section).first)
        #expect(example.contains("import NocturneSwiftUI"))
        let folder = try Swiftc.temporaryFolder("nocturne-stub-readme-\(platform)")
        defer { try? FileManager.default.removeItem(at: folder) }
        let built = try Self.buildGlue(Self.glueFiles(), for: platform, in: folder)
        try #require(built.status == 0, "\(built.output)")
        let checked = try Self.typeCheck([("Readme.swift", example)], for: platform, in: folder)
        #expect(checked.status == 0, "\(checked.output)")
    }

    /// A misspelled Apple API in the glue must fail: proof that the check reaches the Apple branches.
    static let misspellings: [(Platform, String, String, String)] = [
        (.iOS, "Traits+UITraitCollection.swift", "traitCollection.userInterfaceLevel.rawValue", "traitCollection.userInterfaceLevle.rawValue"),
        (.iOS, "Color+DynamicColor.swift", "self.init(uiColor:", "self.init(uiColour:"),
        (.iOS, "UIColor+DynamicColor.swift", "self.init(red:", "self.init(rad:"),
        (.macOS, "NSColor+DynamicColor.swift", "appearance.bestMatch(from:", "appearance.bestMatches(from:"),
        (.macOS, "Color+DynamicColor.swift", "self.init(nsColor:", "self.init(nsColour:"),
        (.macOS, "AppearancePreference+SwiftUI.swift", "preferredColorScheme(", "preferredColourScheme("),
        (.iOS, "DynamicColor+ShapeStyle.swift", "Color.Resolved(colorSpace:", "Color.Resolved(colourSpace:"),
    ]

    @Test("a misspelled Apple API fails the type-check", arguments: misspellings)
    func misspelled(platform: Platform, file: String, original: String, misspelled: String) throws {
        let folder = try Swiftc.temporaryFolder("nocturne-stub-negative-\(platform)")
        defer { try? FileManager.default.removeItem(at: folder) }
        let sources = folder.appendingPathComponent("Sources")
        try FileManager.default.createDirectory(at: sources, withIntermediateDirectories: true)
        var copies: [URL] = []
        var replaced = false
        for url in try Self.glueFiles() {
            var text = try String(contentsOf: url, encoding: .utf8)
            if url.lastPathComponent == file {
                #expect(text.contains(original), "\(file) no longer contains \(original); update the table")
                replaced = text.contains(original)
                text = text.replacingOccurrences(of: original, with: misspelled)
            }
            let copy = sources.appendingPathComponent(url.lastPathComponent)
            try text.write(to: copy, atomically: true, encoding: .utf8)
            copies.append(copy)
        }
        try #require(replaced)
        let built = try Self.buildGlue(copies, for: platform, in: folder)
        #expect(built.status != 0)
        #expect(built.output.contains("error:"), "\(built.output)")
    }

    /// A use of iOS 17 / macOS 14 API outside an `@available` context: each must fail at the declared minimum.
    static let unguardedUses: [(Platform, String)] = [
        (.iOS, "import SwiftUI\nlet resolved = Color.Resolved(red: 0, green: 0, blue: 0)\n"),
        (.macOS, "import SwiftUI\nlet resolved = Color.Resolved(red: 0, green: 0, blue: 0)\n"),
        (.iOS, "import SwiftUI\nimport NocturnePalette\nimport NocturneSwiftUI\nstruct V: View {\n    var body: some View { Text(\"a\").foregroundStyle(Theme.default.accent) }\n}\n"),
        (.macOS, "import SwiftUI\nimport NocturnePalette\nimport NocturneSwiftUI\nstruct V: View {\n    var body: some View { Text(\"a\").foregroundStyle(Theme.default.accent) }\n}\n"),
        (.iOS, "import UIKit\n@MainActor func observe(_ view: UIView) {\n    view.registerForTraitChanges([UITraitUserInterfaceStyle.self]) { (_: UIView, _: UITraitCollection) in }\n}\n"),
    ]

    @Test("iOS 17 API without @available fails at the lowest declared version, and passes with it", arguments: unguardedUses)
    func unguarded(platform: Platform, source: String) throws {
        #expect(try platform.minimum() == (platform == .iOS ? "15.0" : "12.0"))
        let folder = try Swiftc.temporaryFolder("nocturne-stub-availability-\(platform)")
        defer { try? FileManager.default.removeItem(at: folder) }
        let built = try Self.buildGlue(Self.glueFiles(), for: platform, in: folder)
        try #require(built.status == 0, "\(built.output)")
        let failed = try Self.typeCheck([("Unguarded.swift", source)], for: platform, in: folder)
        #expect(failed.status != 0)
        #expect(failed.output.contains("is unavailable"), "\(failed.output)")
        let guarded = source.replacingOccurrences(of: "\nlet resolved", with: "\n@available(iOS 17.0, macOS 14.0, *)\nlet resolved")
            .replacingOccurrences(of: "\nstruct V", with: "\n@available(iOS 17.0, macOS 14.0, *)\nstruct V")
            .replacingOccurrences(of: "\n@MainActor func", with: "\n@available(iOS 17.0, *)\n@MainActor func")
        let passed = try Self.typeCheck([("Guarded.swift", guarded)], for: platform, in: folder)
        #expect(passed.status == 0, "\(passed.output)")
    }

    @Test("the glue without its @available fails at the lowest declared version", arguments: Platform.allCases)
    func glueWithoutAvailability(platform: Platform) throws {
        let folder = try Swiftc.temporaryFolder("nocturne-stub-glue-availability-\(platform)")
        defer { try? FileManager.default.removeItem(at: folder) }
        let sources = folder.appendingPathComponent("Sources")
        try FileManager.default.createDirectory(at: sources, withIntermediateDirectories: true)
        var stripped = false
        let copies = try Self.glueFiles().map { url in
            var text = try String(contentsOf: url, encoding: .utf8)
            if url.lastPathComponent == "DynamicColor+ShapeStyle.swift" {
                let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
                stripped = lines.contains { $0.hasPrefix("@available(iOS 17.0") }
                text = lines.filter { !$0.hasPrefix("@available(") }.joined(separator: "\n")
            }
            let copy = sources.appendingPathComponent(url.lastPathComponent)
            try text.write(to: copy, atomically: true, encoding: .utf8)
            return copy
        }
        try #require(stripped, "DynamicColor+ShapeStyle.swift no longer carries @available(iOS 17.0, …)")
        let built = try Self.buildGlue(copies, for: platform, in: folder)
        #expect(built.status != 0)
        #expect(built.output.contains("is unavailable"), "\(built.output)")
    }
}
