import Foundation

/// A fresh folder under the system's temporary folder, removed by ``remove()``.
struct TemporaryFolder {
    let path: String

    init(_ label: String = #function) {
        let name = "nocturne-support-\(label.filter { $0.isLetter })-\(UUID().uuidString)"
        path = (FileManager.default.temporaryDirectory.path as NSString).appendingPathComponent(name)
        try? FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
    }

    func at(_ relative: String) -> String { path + "/" + relative }

    func remove() { try? FileManager.default.removeItem(atPath: path) }

    /// The text of a file, or `nil`.
    func text(_ relative: String) -> String? {
        FileManager.default.contents(atPath: at(relative)).map { String(decoding: $0, as: UTF8.self) }
    }

    /// Writes a file (and its folders) directly, as a user would.
    func put(_ text: String, at relative: String) throws {
        let url = URL(fileURLWithPath: at(relative))
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data(text.utf8).write(to: url)
    }

    /// The names in a folder, sorted.
    func names(_ relative: String = "") -> [String] {
        ((try? FileManager.default.contentsOfDirectory(atPath: relative.isEmpty ? path : at(relative))) ?? []).sorted()
    }
}
