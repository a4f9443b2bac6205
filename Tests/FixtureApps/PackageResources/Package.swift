// swift-tools-version:5.9
import PackageDescription

let package = Package(
    name: "TripsKit",
    platforms: [.iOS(.v16)],
    products: [.library(name: "TripsKit", targets: ["TripsKit"])],
    targets: [
        .target(name: "TripsKit", resources: [.process("Resources")]),
    ]
)
