import Foundation

/// The one locator of the build the running tests came from: the folder holding the test bundle, the built modules and `nocturne`.
///
/// It is found from the running test executable, not assumed to be `.build/debug`, so tests that run
/// the built `nocturne` or compile against the built modules use the very build under test: CI's
/// ThreadSanitizer build, or one in another `--scratch-path`, never a stale plain debug build beside it.
public enum BuildFolder {
    /// The build folder (`<scratch>/<triple>/debug`), or `nil` when the running executable is not in one.
    ///
    /// It is the nearest folder above the test executable (or bundle) that holds the built
    /// `NocturneTestSupport` module, which every test build has.
    public static let url: URL? = {
        let candidates = [Bundle.main.executableURL, URL(fileURLWithPath: CommandLine.arguments[0]).absoluteURL]
            + Bundle.allBundles.map(\.bundleURL)
        for candidate in candidates.compactMap({ $0 }) {
            var folder = candidate.resolvingSymlinksInPath().deletingLastPathComponent()
            for _ in 0..<5 {
                if FileManager.default.fileExists(atPath: folder.appendingPathComponent("Modules/NocturneTestSupport.swiftmodule").path) {
                    return folder
                }
                folder = folder.deletingLastPathComponent()
            }
        }
        return nil
    }()

    /// The built modules (`<build folder>/Modules`), or `nil` when there is no build folder.
    public static var modules: URL? { url?.appendingPathComponent("Modules") }

    /// The path of a built executable product, e.g. `nocturne`, or `nil` when the build has none by that name.
    ///
    /// - Parameter name: The product's name.
    public static func executable(_ name: String) -> String? {
        guard let path = url?.appendingPathComponent(name).path else { return nil }
        var isFolder: ObjCBool = false
        guard FileManager.default.fileExists(atPath: path, isDirectory: &isFolder), !isFolder.boolValue,
              FileManager.default.isExecutableFile(atPath: path) else { return nil }
        return path
    }
}
