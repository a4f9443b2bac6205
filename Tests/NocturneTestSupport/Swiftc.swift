import Foundation
import Testing

/// Runs the toolchain's `swiftc` from tests that compile generated or platform-only source, against the modules `swift build` left.
///
/// Two suites use it: the generated `Theme.swift` is type-checked against the built Nocturne modules,
/// and `NocturneSwiftUI` against the Apple SDK declaration stub in `Tests/AppleSDKStub`.
public enum Swiftc {
    /// The modules of the build under test (``BuildFolder/modules``), else `<root>/.build/debug/Modules`.
    public static let builtModules = BuildFolder.modules ?? ReferenceFolder.packageRoot.appendingPathComponent(".build/debug/Modules")

    /// Whether the debug build left `module` in ``builtModules``.
    ///
    /// - Parameter module: A module name, e.g. `NocturneAppearance`.
    public static func hasBuiltModule(_ module: String) -> Bool {
        FileManager.default.fileExists(atPath: builtModules.appendingPathComponent("\(module).swiftmodule").path)
    }

    /// The reason a test that needs built modules is skipped when they are missing.
    public static func missingModulesReason(_ module: String) -> Comment {
        Comment(rawValue: "no built \(module) module in \(builtModules.path) (a test run from another build folder) to type-check against")
    }

    /// Runs `swiftc` with `arguments` and returns its exit status and everything it printed.
    ///
    /// - Parameter arguments: The arguments after `swiftc`.
    /// - Returns: The status and the combined standard output and standard error.
    /// - Throws: When `swiftc` cannot be started.
    public static func run(_ arguments: [String]) throws -> (status: Int32, output: String) {
        try ExternalCommand.run(["swiftc"] + arguments)
    }

    /// A new empty temporary folder; remove it when done.
    public static func temporaryFolder(_ prefix: String) throws -> URL {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("\(prefix)-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        return folder
    }
}
