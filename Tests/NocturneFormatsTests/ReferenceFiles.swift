import Foundation

/// Finds `../shared/reference` next to the package (or next to any folder above it, for worktrees).
enum ReferenceFiles {
    /// The package root, from this file's path.
    static let packageRoot: URL = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    /// The reference folder, or `nil` when it is absent (tests then record a skip).
    static let folder: URL? = {
        var directory = packageRoot
        for _ in 0..<4 {
            let candidate = directory.deletingLastPathComponent().appendingPathComponent("shared/reference")
            if FileManager.default.fileExists(atPath: candidate.path) { return candidate }
            directory = directory.deletingLastPathComponent()
        }
        return nil
    }()

    /// `real-inputs/<sub>` inside the reference folder.
    static func realInputs(_ sub: String) -> URL? {
        folder?.appendingPathComponent("real-inputs").appendingPathComponent(sub)
    }

    /// Every file under a folder whose name satisfies a predicate, sorted by path.
    static func files(under root: URL, where predicate: (String) -> Bool) -> [URL] {
        guard let enumerator = FileManager.default.enumerator(at: root, includingPropertiesForKeys: nil) else { return [] }
        var result: [URL] = []
        for case let url as URL in enumerator where predicate(url.lastPathComponent) { result.append(url) }
        return result.sorted { $0.path < $1.path }
    }

    /// Every folder under a folder whose name ends with a suffix (not descending into matches).
    static func folders(under root: URL, suffix: String) -> [URL] {
        guard let enumerator = FileManager.default.enumerator(at: root, includingPropertiesForKeys: [.isDirectoryKey]) else { return [] }
        var result: [URL] = []
        for case let url as URL in enumerator where url.lastPathComponent.hasSuffix(suffix) {
            result.append(url)
            enumerator.skipDescendants()
        }
        return result.sorted { $0.path < $1.path }
    }

    static func text(_ url: URL) -> String {
        (try? String(contentsOf: url, encoding: .utf8)) ?? ""
    }
}
