import Foundation

/// A fresh folder of files for one test under the system's temporary folder, removed by ``remove()``.
///
/// The one temporary-folder helper of the tests (it replaced NocturneSupportTests' `TemporaryFolder` and
/// NocturneFixTests' `TemporaryTree`): files are named relative to it and written with their folders.
public struct TemporaryFolder: Sendable {
    /// The folder.
    public let root: URL

    /// The folder's path.
    public var path: String { root.path }

    /// Creates an empty folder whose name carries `label` (the calling test's name by default).
    public init(_ label: String = #function) {
        let name = "nocturne-\(label.filter { $0.isLetter || $0.isNumber })-\(UUID().uuidString)"
        root = FileManager.default.temporaryDirectory.appendingPathComponent(name)
        try? FileManager.default.createDirectory(at: root, withIntermediateDirectories: true)
    }

    /// Creates a folder holding `files` (relative path → text).
    ///
    /// - Throws: When a file cannot be written.
    public init(_ files: [String: String], label: String = #function) throws {
        self.init(label)
        for (relative, text) in files { try write(relative, text) }
    }

    /// The absolute path of `relative`.
    public func path(_ relative: String) -> String { root.appendingPathComponent(relative).path }

    /// Writes a file, creating its folders, as a user would.
    ///
    /// - Throws: When the file cannot be written.
    public func write(_ relative: String, _ text: String) throws {
        let url = root.appendingPathComponent(relative)
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data(text.utf8).write(to: url)
    }

    /// A file's text, or `nil`.
    public func read(_ relative: String) -> String? {
        FileManager.default.contents(atPath: path(relative)).map { String(decoding: $0, as: UTF8.self) }
    }

    /// The names in a folder (the root by default), sorted.
    public func names(_ relative: String = "") -> [String] {
        ((try? FileManager.default.contentsOfDirectory(atPath: relative.isEmpty ? path : path(relative))) ?? []).sorted()
    }

    /// Every file below the root, relative, sorted (temporary files included, so a test sees one left behind).
    public func files() -> [String] {
        guard let walker = FileManager.default.enumerator(atPath: path) else { return [] }
        var result: [String] = []
        while let next = walker.nextObject() as? String {
            var isFolder: ObjCBool = false
            if FileManager.default.fileExists(atPath: path(next), isDirectory: &isFolder), !isFolder.boolValue { result.append(next) }
        }
        return result.sorted()
    }

    /// Removes the folder and everything in it.
    public func remove() { try? FileManager.default.removeItem(at: root) }
}
