import Foundation
import Testing

/// Runs the toolchain's `swiftc` from tests that compile generated or platform-only source, against the modules `swift build` left.
///
/// Two suites use it: the generated `Theme.swift` is type-checked against the built Nocturne modules,
/// and `NocturneSwiftUI` against the Apple SDK declaration stub in `Tests/AppleSDKStub`.
public enum Swiftc {
    /// The modules of the build under test (``BuildFolder/modules``), else `<root>/.build/debug/Modules`.
    public static let builtModules = BuildFolder.modules ?? ReferenceFolder.packageRoot.appendingPathComponent(".build/debug/Modules")

    /// The `-package-name` SwiftPM gives this package's modules, so a module compiled here sees their `package` symbols.
    ///
    /// SwiftPM names a root package after its folder: lowercased, each character that cannot stand in an identifier
    /// replaced by `_` and a leading digit prefixed with one (`/work/wt-ci` gives `wt_ci`).
    public static let packageName: String = {
        var name = String(ReferenceFolder.packageRoot.standardizedFileURL.lastPathComponent.lowercased().map { $0.isLetter || $0.isNumber || $0 == "_" ? $0 : "_" })
        if name.first?.isNumber ?? true { name = "_" + name }
        return name
    }()

    /// The arguments that let a module compiled here use this package's `package` symbols.
    public static var packageArguments: [String] { ["-package-name", packageName] }

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

    /// The lowest version of `platform` that `Package.swift` declares (`.iOS(.v15)` gives `15.0`), or `nil` when it declares none.
    ///
    /// - Parameter platform: The name `Package.swift` spells, e.g. `iOS` or `macOS`.
    public static func declaredMinimum(_ platform: String) throws -> String? {
        let manifest = try String(contentsOf: ReferenceFolder.packageRoot.appendingPathComponent("Package.swift"), encoding: .utf8)
        guard let start = manifest.range(of: ".\(platform)(.v") else { return nil }
        let digits = manifest[start.upperBound...].prefix { $0.isNumber || $0 == "_" }
        guard !digits.isEmpty else { return nil }
        let parts = digits.split(separator: "_")
        return parts.count == 1 ? "\(parts[0]).0" : parts.joined(separator: ".")
    }

    /// The arguments that make `swiftc` check availability as an app deploying to `minimum` of an Apple platform would.
    ///
    /// A Linux toolchain cannot compile for an Apple triple (it has no SDK and no standard library for one),
    /// and it ignores `@available(iOS 17, *)` on Linux. The one versioned availability domain it checks on
    /// every platform is `_PackageDescription`, compared with `-package-description-version`; so the sources
    /// pass through ``availability(_:for:)`` and the check runs with that version set to the deployment minimum:
    /// a use of API newer than the minimum outside an `@available` context is an error, as Xcode makes it.
    public static func availabilityArguments(minimum: String) -> [String] {
        ["-package-description-version", minimum]
    }

    /// `source` with each `@available` attribute rewritten for `platform` alone (see ``availabilityArguments(minimum:)``).
    ///
    /// `@available(iOS 17.0, macOS 14.0, *)` becomes `@available(_PackageDescription 17.0)` for iOS; an attribute
    /// that lists other platforms only is dropped (the declaration is available here); `@available(*, …)` and
    /// the long form for other platforms are left alone or dropped the same way. `#available` is not rewritten.
    ///
    /// - Parameters:
    ///   - source: Swift source.
    ///   - platform: The platform name as `@available` spells it: `iOS`, `macOS`.
    public static func availability(_ source: String, for platform: String) -> String {
        var result = ""
        var rest = Substring(source)
        while let start = rest.range(of: "@available(") {
            result += rest[..<start.lowerBound]
            guard let close = rest[start.upperBound...].firstIndex(of: ")") else { break }
            let items = rest[start.upperBound..<close].split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces) }
            rest = rest[rest.index(after: close)...]
            let names = items.map { $0.split(separator: " ").first.map(String.init) ?? "" }
            if names.first == "*" {
                result += "@available(" + items.joined(separator: ", ") + ")"
            } else if items.count > 1, items[1].contains(":") {
                // The long form, `iOS, introduced: 17.0`: kept for this platform, dropped for another.
                if names.first == platform {
                    result += "@available(_PackageDescription" + items.dropFirst().map { ", " + $0 }.joined() + ")"
                }
            } else if let mine = items.first(where: { $0.hasPrefix(platform + " ") }) {
                // The short form, `iOS 17.0, macOS 14.0, *`: this platform's version, or nothing when it is not listed.
                result += "@available(_PackageDescription " + mine.dropFirst(platform.count + 1) + ")"
            }
        }
        return result + rest
    }

    /// A new empty temporary folder; remove it when done.
    public static func temporaryFolder(_ prefix: String) throws -> URL {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("\(prefix)-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        return folder
    }
}
