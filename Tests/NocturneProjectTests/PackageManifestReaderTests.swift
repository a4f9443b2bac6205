import Testing
@testable import NocturneProject

@Suite("PackageManifestReader")
struct PackageManifestReaderTests {
    static let manifest = """
        // swift-tools-version:5.9
        import PackageDescription

        /* .target(name: "Commented") is not a target */
        let package = Package(
            name: "TripsKit",
            products: [.library(name: "TripsKit", targets: ["TripsKit"])],
            targets: [
                .target(name: "TripsKit", dependencies: [.target(name: "Core")], resources: [.process("Resources")]),
                .target(
                    name: "Core",
                    path: "Sources/CoreKit/./"
                ),
                .executableTarget(name: "trips", dependencies: ["TripsKit"]),
                .testTarget(name: "TripsKitTests", dependencies: ["TripsKit"]),
                .plugin(name: "Lint", capability: .buildTool()),
            ]
        )
        """

    @Test("targets with their folders, kinds and resources; a dependency or a comment is no target")
    func targets() {
        let targets = PackageManifestReader.targets(text: Self.manifest, path: "Kit/Package.swift")
        #expect(targets.map(\.name) == ["TripsKit", "Core", "trips", "TripsKitTests", "Lint"])
        #expect(targets.map(\.folders) == [["Kit/Sources/TripsKit"], ["Kit/Sources/CoreKit"], ["Kit/Sources/trips"], ["Kit/Tests/TripsKitTests"], ["Kit/Plugins/Lint"]])
        #expect(targets.map(\.kind) == [.library, .library, .application, .test, .other])
        #expect(targets.map(\.usesModuleBundle) == [true, false, false, false, false])
    }

    @Test("platforms: each platform's oldest version, for every target; none when the manifest names none", arguments: [
        ("platforms: [.iOS(.v12), .macOS(.v10_15), .tvOS(\"13.0\"), .iOS(.v14)],", ["iOS": OSVersion(12), "macOS": OSVersion(10, 15), "tvOS": OSVersion(13)]),
        ("platforms: [.visionOS(.v1), .custom(\"linux\", versionString: \"1\")],", ["visionOS": OSVersion(1)]),
        ("", [:]),
    ])
    func platforms(line: String, expected: [String: OSVersion]) {
        let manifest = "let package = Package(\n    name: \"Kit\",\n    \(line)\n    targets: [.target(name: \"Kit\"), .target(name: \"Core\")]\n)\n"
        let targets = PackageManifestReader.targets(text: manifest, path: "Package.swift")
        #expect(targets.map(\.deploymentTargets) == [expected, expected])
    }

    @Test("a manifest that is not Swift gives no target and no crash", arguments: ["", ".target(", ".target(name: ", "\"\\", String(repeating: ".target((", count: 10_000)])
    func hostile(text: String) {
        #expect(PackageManifestReader.targets(text: text, path: "Package.swift").isEmpty)
    }
}
