import Foundation

/// A file a writer produced: a path relative to the output folder and its text.
public struct GeneratedFile: Sendable, Hashable {
    /// The path relative to the output folder, with `/` between components.
    public var path: String
    /// The file's contents.
    public var contents: String

    /// Creates a file.
    public init(path: String, contents: String) {
        self.path = path
        self.contents = contents
    }
}

/// Writes generated files to disk atomically: each file goes to a temporary name in its folder, then is renamed.
public enum AtomicFileWriter {
    /// Writes one file atomically, creating its folder.
    ///
    /// - Parameters:
    ///   - contents: The text (UTF-8).
    ///   - path: The destination.
    /// - Throws: ``FormatError`` of kind `.io` naming the path.
    public static func write(_ contents: String, to path: String) throws(FormatError) {
        let url = URL(fileURLWithPath: path)
        let folder = url.deletingLastPathComponent()
        do {
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
            let temporary = folder.appendingPathComponent(".\(url.lastPathComponent).\(UInt32.random(in: 0...UInt32.max)).tmp")
            try Data(contents.utf8).write(to: temporary)
            if rename(temporary.path, url.path) != 0 {
                try? FileManager.default.removeItem(at: temporary)
                throw FormatError(.io, file: path, message: "cannot rename the temporary file into place")
            }
        } catch let error as FormatError {
            throw error
        } catch {
            throw FormatError(.io, file: path, message: "cannot write: \(error.localizedDescription)")
        }
    }

    /// Writes files under a folder, each atomically.
    ///
    /// - Parameters:
    ///   - files: The files, paths relative to `folder`.
    ///   - folder: The folder.
    /// - Throws: ``FormatError`` of kind `.io` for the first file that fails.
    public static func write(_ files: [GeneratedFile], under folder: String) throws(FormatError) {
        for file in files {
            try write(file.contents, to: (folder as NSString).appendingPathComponent(file.path))
        }
    }
}
