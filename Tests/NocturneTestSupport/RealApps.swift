import Foundation

/// The one locator of the real apps: other people's source trees that `../shared/reference/apps.json` names and
/// `../shared/reference/get-apps` puts in place from fetched snapshots.
///
/// Their code is never stored in `../shared` nor in the project: `apps.json` lists, for each folder under
/// `real-inputs/`, the repository, the commit and the exact files, and only their manifests are there until
/// someone fetches the repositories and runs `get-apps`. So a reference folder that is present can still lack
/// the apps; the suites that read them use ``Testing/Trait/requiresRealApps(_:)``, which skips (never fails,
/// even with `NOCTURNE_REQUIRE_REFERENCE=1`) and says how to put them in place. `NOCTURNE_REQUIRE_REAL_APPS=1`
/// makes their absence a failure, for a measurement run that must not silently measure nothing.
public enum RealApps {
    /// The environment variable that, set to `1`, turns absent real apps into a failure instead of a skip.
    public static let requiredVariable = "NOCTURNE_REQUIRE_REAL_APPS"

    /// Whether absent real apps fail the suites that need them (`NOCTURNE_REQUIRE_REAL_APPS=1`).
    public static let isRequired: Bool = ProcessInfo.processInfo.environment[requiredVariable] == "1"

    /// The words every skip reason starts with, so that CI can tell these skips from absent reference data.
    public static let skipPrefix = "real apps not in place"

    /// One app folder of `apps.json`: where it goes, where it comes from, and the files it must hold.
    public struct App: Sendable, Hashable {
        /// The folder inside the reference folder, e.g. `real-inputs/swift/CodeEdit`.
        public var folder: String
        /// The repository, `owner/name`.
        public var repository: String
        /// The commit the files are taken from.
        public var commit: String
        /// The files, relative to ``folder``.
        public var files: [String]
    }

    /// Every app `apps.json` names, or none when the reference folder or its `apps.json` is absent or unreadable.
    public static let all: [App] = {
        guard let url = ReferenceFolder.url("apps.json"), let data = try? Data(contentsOf: url),
              let object = try? JSONSerialization.jsonObject(with: data) as? [String: Any] else { return [] }
        return object.keys.sorted().compactMap { folder in
            guard let entry = object[folder] as? [String: Any], let repository = entry["repo"] as? String,
                  let commit = entry["commit"] as? String, let files = entry["files"] as? [String] else { return nil }
            return App(folder: folder, repository: repository, commit: commit, files: files)
        }
    }()

    /// The apps whose folder is `path` or lies under it (`real-inputs/swift` names all four Swift apps).
    public static func apps(under path: String) -> [App] {
        all.filter { $0.folder == path || $0.folder.hasPrefix(path + "/") }
    }

    /// Whether every file of every app under `path` is in place (and at least one app is named there).
    public static func isInPlace(_ path: String) -> Bool {
        guard let root = ReferenceFolder.url else { return false }
        let apps = apps(under: path)
        return !apps.isEmpty && apps.allSatisfy { app in
            app.files.allSatisfy { FileManager.default.fileExists(atPath: root.appendingPathComponent(app.folder + "/" + $0).path) }
        }
    }

    /// Why a suite that needs the apps under `path` is skipped, and how to put them in place.
    public static func absenceReason(_ path: String) -> String {
        let apps = apps(under: path)
        guard !apps.isEmpty else {
            return "\(skipPrefix): \(ReferenceFolder.expectedLocation.appendingPathComponent("apps.json").path) names no app under \(path)"
        }
        let fetches = Set(apps.map { "github:\($0.repository)" }).sorted().joined(separator: ", ")
        return "\(skipPrefix): \(path) (fetch \(fetches) with the search tool's fetch, then run ../shared/reference/get-apps FOLDER; "
            + "README → Contributing: Scripts/real-apps)"
    }
}
