import Foundation
import NocturneTestSupport

/// A temporary folder of files for one test, removed by ``remove()``.
struct TemporaryTree {
    let root: URL

    init(_ files: [String: String] = [:]) throws {
        root = try Swiftc.temporaryFolder("nocturne-fix")
        for (path, text) in files { try write(path, text) }
    }

    /// The absolute path of `relative`.
    func path(_ relative: String) -> String { root.appendingPathComponent(relative).path }

    /// Writes a file, creating its folders.
    func write(_ relative: String, _ text: String) throws {
        let url = root.appendingPathComponent(relative)
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data(text.utf8).write(to: url)
    }

    /// A file's text, or `nil`.
    func read(_ relative: String) -> String? {
        FileManager.default.contents(atPath: path(relative)).map { String(decoding: $0, as: UTF8.self) }
    }

    /// Every file below the root, relative, sorted (temporary files included, so a test sees one left behind).
    func files() -> [String] {
        guard let walker = FileManager.default.enumerator(atPath: root.path) else { return [] }
        var result: [String] = []
        while let next = walker.nextObject() as? String {
            var isFolder: ObjCBool = false
            if FileManager.default.fileExists(atPath: path(next), isDirectory: &isFolder), !isFolder.boolValue { result.append(next) }
        }
        return result.sorted()
    }

    func remove() { try? FileManager.default.removeItem(at: root) }
}
