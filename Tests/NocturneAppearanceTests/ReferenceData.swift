import Foundation

/// Locates `../shared/reference` next to the package root (walking further up, for worktrees).
enum ReferenceData {
    /// The package root, from this file's path.
    static let packageRoot: URL = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    /// The reference folder, or `nil` when it is absent.
    static let folder: URL? = {
        var directory = packageRoot
        while directory.path != "/" {
            let candidate = directory.deletingLastPathComponent().appendingPathComponent("shared/reference")
            if FileManager.default.fileExists(atPath: candidate.path) { return candidate }
            directory = directory.deletingLastPathComponent()
        }
        return nil
    }()

    /// Apple's system colors JSON, parsed; `nil` when the reference is absent.
    static var systemColors: [String: Any]? {
        guard let url = folder?.appendingPathComponent("apple/system-colors.json"),
            let data = try? Data(contentsOf: url),
            let object = try? JSONSerialization.jsonObject(with: data) as? [String: Any]
        else { return nil }
        return object
    }
}
