import Foundation

/// Fixtures the project owns, under `Tests/` (hand-written, or made by a script under `Scripts/`).
///
/// Unlike ``ReferenceFolder`` these are in every clone, so the suites that read them never skip.
public enum ProjectFixture {
    /// A file under `Tests/`, e.g. `ColorFixtures/achromatic-sweep.json`.
    public static func url(_ relativePath: String) -> URL {
        ReferenceFolder.packageRoot.appendingPathComponent("Tests").appendingPathComponent(relativePath)
    }
}
