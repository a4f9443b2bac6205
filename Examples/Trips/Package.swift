// swift-tools-version:6.1
// Trips: the sample app of Nocturne's docs as an app-shaped package. Its theme lives in the theme file
// (`theme` in .nocturne.json); NocturneThemePlugin generates ThemeColors from it in every build and
// NocturneLintPlugin lints each target, so a hard-coded color shows up as a compiler warning.
import PackageDescription

let package = Package(
    name: "Trips",
    platforms: [.iOS(.v15), .macOS(.v12)],
    dependencies: [.package(name: "Nocturne", path: "../..")],
    targets: [
        // Platform-neutral: the model and the theme; builds on Linux too.
        .target(
            name: "TripsKit",
            // NocturneColor too: the generated Theme.swift imports it (RGB8) beside NocturneAppearance.
            dependencies: [.product(name: "NocturneAppearance", package: "Nocturne"), .product(name: "NocturneColor", package: "Nocturne")],
            plugins: [.plugin(name: "NocturneThemePlugin", package: "Nocturne"), .plugin(name: "NocturneLintPlugin", package: "Nocturne")]),
        // The SwiftUI views: compiled where SwiftUI exists, linted everywhere.
        .target(
            name: "TripsUI",
            dependencies: ["TripsKit", .product(name: "NocturneSwiftUI", package: "Nocturne")],
            plugins: [.plugin(name: "NocturneLintPlugin", package: "Nocturne")]),
        // Prints the theme's accent in light and dark mode, resolved from the generated colors (Linux).
        .executableTarget(name: "trips-colors", dependencies: ["TripsKit"]),
    ],
    swiftLanguageModes: [.v6]
)
