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
    static func offset(line: Int, column: Int, in bytes: [UInt8]) -> Int? {
        var current = 1
        var index = 0
        while current < line {
            guard let newline = bytes[index...].firstIndex(of: UInt8(ascii: "\n")) else { return nil }
            index = newline + 1
            current += 1
        }
        let offset = index + column - 1
        return offset <= bytes.count ? offset : nil
    }
}
