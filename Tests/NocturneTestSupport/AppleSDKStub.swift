import Foundation

/// The Apple SDK declaration stub in `Tests/AppleSDKStub` (UIKit, AppKit and SwiftUI, each declaration citing Apple's page),
/// built for one platform so that Apple-only code type-checks on Linux.
public enum AppleSDKStub {
    /// The stub's sources.
    public static let sources = ReferenceFolder.packageRoot.appendingPathComponent("Tests/AppleSDKStub")

    /// Builds the UI framework's stub (`UIKit` or `AppKit`), then SwiftUI on top of it, into `folder`.
    ///
    /// - Parameters:
    ///   - framework: `UIKit` (iOS) or `AppKit` (macOS).
    ///   - platform: The platform's name in `@available` (`iOS`, `macOS`), whose attributes are kept.
    ///   - minimum: The deployment minimum availability is checked at (`15.0`).
    ///   - folder: Where the `.swiftmodule` files go; pass it to `swiftc -I`.
    /// - Throws: When `swiftc` cannot start or a module does not build (the message has its output).
    public static func build(framework: String, platform: String, minimum: String, in folder: URL) throws {
        for (module, file) in [(framework, "\(framework).swift"), ("SwiftUI", "SwiftUI.swift")] {
            let mapped = folder.appendingPathComponent(file)
            let text = try String(contentsOf: sources.appendingPathComponent(file), encoding: .utf8)
            try Swiftc.availability(text, for: platform).write(to: mapped, atomically: true, encoding: .utf8)
            let result = try Swiftc.run([
                "-emit-module", "-parse-as-library", "-swift-version", "6", "-module-name", module,
                "-I", folder.path, mapped.path,
                "-emit-module-path", folder.appendingPathComponent("\(module).swiftmodule").path,
            ] + Swiftc.availabilityArguments(minimum: minimum))
            guard result.status == 0 else { throw BuildFailure(description: "the \(module) stub does not build:\n\(result.output)") }
        }
    }

    /// A stub module that does not build, with `swiftc`'s output.
    public struct BuildFailure: Error, CustomStringConvertible, Sendable {
        public var description: String
    }
}
