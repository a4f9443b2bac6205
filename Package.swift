// swift-tools-version:6.1
// Nocturne: dark mode and color theming for Swift, on every platform Swift runs on.
import PackageDescription

let package = Package(
    name: "Nocturne",
    // What the core needs, so an app that still supports iOS 15 can adopt every product: Foundation and
    // Swift concurrency back-deployed, nothing newer. The one piece of NocturneSwiftUI that needs iOS 17 /
    // macOS 14 (a DynamicColor as a ShapeStyle: ShapeStyle.resolve(in:), Color.Resolved) carries @available;
    // Tests/NocturneSwiftUITests type-checks the glue at these iOS and macOS versions. Linux has no minimum.
    platforms: [.iOS(.v15), .macOS(.v12), .tvOS(.v15), .watchOS(.v8), .visionOS(.v1)],
    products: [
        .library(name: "Nocturne", targets: ["Nocturne"]),
        .library(name: "NocturneColor", targets: ["NocturneColor"]),
        .library(name: "NocturneAppearance", targets: ["NocturneAppearance"]),
        .library(name: "NocturnePalette", targets: ["NocturnePalette"]),
        .library(name: "NocturneFormats", targets: ["NocturneFormats"]),
        .library(name: "NocturneLint", targets: ["NocturneLint"]),
        .library(name: "NocturneHost", targets: ["NocturneHost"]),
        .library(name: "NocturneSwiftUI", targets: ["NocturneSwiftUI"]),
        .executable(name: "nocturne", targets: ["nocturne"]),
        .plugin(name: "NocturneLintPlugin", targets: ["NocturneLintPlugin"]),
        .plugin(name: "NocturneThemePlugin", targets: ["NocturneThemePlugin"]),
        .plugin(name: "NocturneCommandPlugin", targets: ["NocturneCommandPlugin"]),
        .executable(name: "nocturne-bench", targets: ["nocturne-bench"]),
    ],
    targets: [
        // The one JSON value, number formatting, edit distance, text columns and platform imports of
        // the package: used by every layer, never a product, its API at `package` access.
        .target(name: "NocturneSupport"),
        .target(name: "NocturneColor", dependencies: ["NocturneSupport"]),
        .target(name: "NocturneAppearance", dependencies: ["NocturneColor", "NocturneSupport"]),
        .target(name: "NocturnePalette", dependencies: ["NocturneAppearance", "NocturneSupport"]),
        .target(name: "NocturneFormats", dependencies: ["NocturnePalette", "NocturneSupport"]),
        // A tolerant, lossless Swift parser: every byte in one token, `unknown` nodes where the text is not Swift.
        .target(name: "NocturneSyntax", dependencies: ["NocturneSupport"]),
        // An app as its targets: Xcode projects, Swift packages, catalogs and generated files (DESIGN.md, "Reading an app").
        .target(name: "NocturneProject", dependencies: ["NocturneSyntax", "NocturneSupport"]),
        .target(name: "NocturneLint", dependencies: ["NocturneProject", "NocturneSyntax", "NocturneFormats", "NocturneSupport"]),
        .target(name: "NocturneHost", dependencies: ["NocturneAppearance", "NocturneSupport"]),
        // `nocturne fix`: lint's color sites in, edits out, applied by one atomic writer.
        .target(name: "NocturneFix", dependencies: ["NocturneLint", "NocturneProject", "NocturneSyntax", "NocturneFormats", "NocturneSupport"]),
        // SwiftUI/UIKit/AppKit glue, compiled only where those frameworks exist (empty on Linux); its
        // logic lives in NocturneAppearance. Tests type-check it against Tests/AppleSDKStub.
        .target(name: "NocturneSwiftUI", dependencies: ["NocturnePalette"]),
        .target(
            name: "Nocturne",
            dependencies: ["NocturneColor", "NocturneAppearance", "NocturnePalette", "NocturneFormats", "NocturneLint", "NocturneHost"]
        ),
        .executableTarget(name: "nocturne", dependencies: ["Nocturne", "NocturneFix", "NocturneSupport"]),
        // The plugins only run the nocturne tool, built from source on the build machine (no binary download,
        // so they work with `swift build` on Linux and macOS and in Xcode): README "In the build".
        .plugin(name: "NocturneLintPlugin", capability: .buildTool(), dependencies: ["nocturne"]),
        .plugin(name: "NocturneThemePlugin", capability: .buildTool(), dependencies: ["nocturne"]),
        .plugin(
            name: "NocturneCommandPlugin",
            // No declared permission: SwiftPM checks one before the plugin runs, so `swift package nocturne lint`
            // would need --allow-writing-to-package-directory too. theme and fix ask for that flag themselves.
            capability: .command(intent: .custom(verb: "nocturne", description: "Run nocturne lint, audit, theme or fix in the package root")),
            dependencies: ["nocturne"]),
        .executableTarget(name: "nocturne-bench", dependencies: ["Nocturne", "NocturneFix", "NocturneSyntax", "NocturneSupport"]),
        // What every test target shares: the one locator of ../shared/reference and the trait that
        // disables a suite, with the reason, when the data is absent.
        .target(name: "NocturneTestSupport", dependencies: ["NocturneFormats"], path: "Tests/NocturneTestSupport"),
        .testTarget(name: "NocturneSupportTests", dependencies: ["NocturneSupport", "NocturneTestSupport"]),
        .testTarget(name: "NocturneColorTests", dependencies: ["NocturneColor", "NocturneSupport", "NocturneTestSupport"]),
        .testTarget(name: "NocturneAppearanceTests", dependencies: ["NocturneAppearance", "NocturneTestSupport"]),
        .testTarget(name: "NocturnePaletteTests", dependencies: ["NocturnePalette", "NocturneSupport", "NocturneTestSupport"]),
        .testTarget(name: "NocturneFormatsTests", dependencies: ["NocturneFormats", "NocturneSupport", "NocturneTestSupport"], exclude: ["Scripts"]),
        .testTarget(name: "NocturneCLITests", dependencies: ["nocturne", "NocturneSupport", "NocturneTestSupport"]),
        .testTarget(name: "NocturneSyntaxTests", dependencies: ["NocturneSyntax", "NocturneTestSupport"]),
        .testTarget(name: "NocturneLintTests", dependencies: ["NocturneLint", "NocturneSyntax", "NocturneSupport", "NocturneTestSupport"]),
        .testTarget(name: "NocturneProjectTests", dependencies: ["NocturneProject", "NocturneSupport", "NocturneTestSupport"]),
        .testTarget(name: "NocturneSwiftUITests", dependencies: ["NocturneSwiftUI", "NocturneFormats", "NocturneTestSupport"]),
        .testTarget(name: "NocturneFixTests", dependencies: ["NocturneFix", "NocturneColor", "NocturneFormats", "NocturneLint", "NocturneSupport", "NocturneTestSupport"]),
        .testTarget(name: "NocturneHostTests", dependencies: ["NocturneHost", "NocturneTestSupport"], exclude: ["Fixtures"]),
    ],
    swiftLanguageModes: [.v6]
)
