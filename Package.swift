// swift-tools-version:6.0
// Nocturne: dark mode and color theming for Swift, on every platform Swift runs on.
import PackageDescription

let package = Package(
    name: "Nocturne",
    products: [
        .library(name: "Nocturne", targets: ["Nocturne"]),
        .library(name: "NocturneColor", targets: ["NocturneColor"]),
        .library(name: "NocturneAppearance", targets: ["NocturneAppearance"]),
        .library(name: "NocturnePalette", targets: ["NocturnePalette"]),
        .library(name: "NocturneFormats", targets: ["NocturneFormats"]),
        .library(name: "NocturneLint", targets: ["NocturneLint"]),
        .executable(name: "nocturne", targets: ["nocturne"]),
        .executable(name: "nocturne-bench", targets: ["nocturne-bench"]),
    ],
    targets: [
        .target(name: "NocturneColor"),
        .target(name: "NocturneAppearance", dependencies: ["NocturneColor"]),
        .target(name: "NocturnePalette", dependencies: ["NocturneAppearance"]),
        .target(name: "NocturneFormats", dependencies: ["NocturnePalette"]),
        .target(name: "NocturneLint", dependencies: ["NocturneFormats"]),
        .target(
            name: "Nocturne",
            dependencies: ["NocturneColor", "NocturneAppearance", "NocturnePalette", "NocturneFormats", "NocturneLint"]
        ),
        .executableTarget(name: "nocturne", dependencies: ["Nocturne"]),
        .executableTarget(name: "nocturne-bench", dependencies: ["Nocturne"]),
        .testTarget(name: "NocturneColorTests", dependencies: ["NocturneColor"]),
        .testTarget(name: "NocturneAppearanceTests", dependencies: ["NocturneAppearance"]),
        .testTarget(name: "NocturnePaletteTests", dependencies: ["NocturnePalette"]),
        .testTarget(name: "NocturneFormatsTests", dependencies: ["NocturneFormats"]),
        .testTarget(name: "NocturneCLITests", dependencies: ["nocturne"]),
        .testTarget(name: "NocturneLintTests", dependencies: ["NocturneLint"]),
    ],
    swiftLanguageModes: [.v6]
)
