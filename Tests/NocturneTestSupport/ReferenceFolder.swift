import Foundation

/// The one locator of the reference data: `../shared/reference` beside the package root.
///
/// The folder holds other projects' test vectors and real files; it is never copied into the
/// repository, so a fresh clone has none of it and the suites that need it are disabled (see
/// ``Testing/Trait/requiresReference(_:)``). Worktrees live beside `shared` as the main checkout
/// does, so one relative path serves them all.
///
/// The environment variable `NOCTURNE_REFERENCE` overrides the location with a path; a path that
/// does not exist (CI uses `/nonexistent`) hides the data, the way a fresh clone sees it.
/// `NOCTURNE_REQUIRE_REFERENCE=1` (CI's test pass sets it) makes a suite that needs absent data fail instead of being disabled.
public enum ReferenceFolder {
    /// The environment variable that overrides the location of the reference folder.
    public static let environmentVariable = "NOCTURNE_REFERENCE"

    /// The environment variable that, set to `1`, turns absent reference data into a failure instead of a skip.
    public static let requiredVariable = "NOCTURNE_REQUIRE_REFERENCE"

    /// Whether absent reference data fails the suites that need it (`NOCTURNE_REQUIRE_REFERENCE=1`) instead of disabling them.
    public static let isRequired: Bool = ProcessInfo.processInfo.environment[requiredVariable] == "1"

    /// The package root, found from this file's path (`<root>/Tests/NocturneTestSupport/ReferenceFolder.swift`).
    public static let packageRoot: URL = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    /// Where the reference folder is looked for: `NOCTURNE_REFERENCE` when set, else `../shared/reference`.
    public static let expectedLocation: URL = {
        if let path = ProcessInfo.processInfo.environment[environmentVariable], !path.isEmpty {
            return URL(fileURLWithPath: path, isDirectory: true).standardizedFileURL
        }
        return packageRoot.deletingLastPathComponent()
            .appendingPathComponent("shared/reference", isDirectory: true).standardizedFileURL
    }()

    /// The reference folder, or `nil` when it is absent.
    public static let url: URL? = isDirectory(expectedLocation) ? expectedLocation : nil

    /// A file or folder inside the reference folder, or `nil` when it (or the whole folder) is absent.
    ///
    /// - Parameter relativePath: A path inside the folder, e.g. `vectors/colorjs-tests.json`.
    public static func url(_ relativePath: String) -> URL? {
        guard let url else { return nil }
        let candidate = url.appendingPathComponent(relativePath)
        return FileManager.default.fileExists(atPath: candidate.path) ? candidate : nil
    }

    /// Whether a file or folder inside the reference folder is present.
    public static func isAvailable(_ relativePath: String) -> Bool {
        url(relativePath) != nil
    }

    /// Why a suite that needs `relativePath` is skipped, naming where it was looked for.
    public static func absenceReason(_ relativePath: String) -> String {
        let overridden = ProcessInfo.processInfo.environment[environmentVariable].map { " (\(environmentVariable)=\($0))" } ?? ""
        return "reference data absent: \(expectedLocation.appendingPathComponent(relativePath).path) not found\(overridden)"
    }

    private static func isDirectory(_ url: URL) -> Bool {
        var directory: ObjCBool = false
        return FileManager.default.fileExists(atPath: url.path, isDirectory: &directory) && directory.boolValue
    }
}
