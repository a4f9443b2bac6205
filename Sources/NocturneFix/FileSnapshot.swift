import Foundation
import NocturneSupport

/// Reads files whole and tells whether one is still the file that was read.
enum FileSnapshot {
    /// The file's bytes, or `nil` when it is not a readable regular file.
    static func read(_ path: String) -> [UInt8]? {
        FileSystem.readFile(path)
    }

    /// Whether the file may be written: `access(2)` allows it and its mode has a write bit (root may write anything, but a
    /// file whose mode forbids writing is read-only by intent).
    static func isWritable(_ path: String) -> Bool {
        var info = stat()
        guard PathText.withSystemPath(path, { stat($0, &info) }) == 0, info.st_mode & 0o222 != 0 else { return false }
        return PathText.withSystemPath(path) { access($0, W_OK) } == 0
    }

    /// Whether the folder exists and the process may create files in it.
    static func canCreate(in folder: String) -> Bool { PathText.withSystemPath(folder.isEmpty ? "." : folder) { access($0, W_OK | X_OK) } == 0 }

    /// The 1-based line of a byte offset.
    static func line(of offset: Int, in bytes: [UInt8]) -> Int {
        var line = 1
        for byte in bytes[0..<min(max(offset, 0), bytes.count)] where byte == UInt8(ascii: "\n") { line += 1 }
        return line
    }

    /// The byte offset of a 1-based line and column (columns in UTF-8 bytes), or `nil` past the end.
    ///
    /// - Parameter lineStarts: Where each line of `bytes` starts, made on the first call and kept by the caller for the
    ///   next ones, so that many offsets in one file cost O(1) each after one O(n) pass.
    static func offset(line: Int, column: Int, in bytes: [UInt8], lineStarts: inout [Int]?) -> Int? {
        if lineStarts == nil {
            var starts = [0]
            for (index, byte) in bytes.enumerated() where byte == UInt8(ascii: "\n") { starts.append(index + 1) }
            lineStarts = starts
        }
        guard let starts = lineStarts, line >= 1, line <= starts.count, column >= 1 else { return nil }
        let offset = starts[line - 1] + column - 1
        return offset <= bytes.count ? offset : nil
    }
}
