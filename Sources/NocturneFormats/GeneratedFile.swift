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
///
/// The rename makes an interrupted run leave the previous file whole; files are not synced to disk
/// (a power cut can still lose the newest version, never leave half a file under the final name
/// on journaling file systems).
public enum AtomicFileWriter {
    /// Writes one file atomically, creating its folder.
    ///
    /// - Parameters:
    ///   - contents: The text (UTF-8).
    ///   - path: The destination.
    /// - Throws: ``FormatError`` of kind `.io` naming the path.
    public static func write(_ contents: String, to path: String) throws(FormatError) {
        let folder = FileSystem.parentPath(path)
        guard folder.isEmpty || FileSystem.makeDirectories(folder) else {
            throw FormatError(.io, file: path, message: "cannot create the folder \(folder)")
        }
        let name = path.split(separator: "/").last.map(String.init) ?? path
        let temporary = (folder.isEmpty ? "" : folder + "/") + ".\(name).\(UInt32.random(in: 0...UInt32.max)).tmp"
        guard FileSystem.writeFile(contents.utf8, to: temporary) else {
            _ = unlink(temporary)
            throw FormatError(.io, file: path, message: "cannot write the file")
        }
        if rename(temporary, path) != 0 {
            _ = unlink(temporary)
            throw FormatError(.io, file: path, message: "cannot rename the temporary file into place")
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
            try write(file.contents, to: folder.hasSuffix("/") ? folder + file.path : folder + "/" + file.path)
        }
    }
}
