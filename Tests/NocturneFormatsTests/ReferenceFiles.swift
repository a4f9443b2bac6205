import Foundation
import NocturneTestSupport

/// Real input files from the reference folder (``ReferenceFolder``, the one locator), and helpers to list them.
enum ReferenceFiles {
    /// `real-inputs/<sub>` inside the reference folder, or `nil` when it is absent.
    static func realInputs(_ sub: String) -> URL? {
        ReferenceFolder.url(realInputsPath(sub))
    }

    /// The path of `real-inputs/<sub>` inside the reference folder, for `.requiresReference(_:)`.
    static func realInputsPath(_ sub: String) -> String { "real-inputs/" + sub }

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
