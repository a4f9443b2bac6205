import NocturneSupport

/// A unified diff of prepared files, in the form `git apply` takes: `diff --git` headers, new files included.
///
/// Hunks come from the edits themselves (each edit's lines, with three lines of context, hunks
/// closer than that merged), so the diff shows exactly what the writer would change.
package enum UnifiedDiff {
    /// Lines of context around each change.
    static let context = 3

    /// The diff of every file, for `git apply` in the folder `root`.
    ///
    /// - Parameters:
    ///   - files: The prepared files.
    ///   - root: The folder paths are shown relative to (`a/App/View.swift`); paths outside it are shown as they are.
    /// - Returns: The diff text, empty when nothing changes.
    package static func text(_ files: [PreparedFile], relativeTo root: String = "") -> String {
        var out = ""
        for file in files { out += text(file, relativeTo: root) }
        return out
    }

    /// The diff of one file.
    static func text(_ file: PreparedFile, relativeTo root: String) -> String {
        var name = displayPath(file.path)
        let prefix = root.hasSuffix("/") ? root : root + "/"
        if !root.isEmpty, name.hasPrefix(prefix) { name = String(name.dropFirst(prefix.count)) }
        guard let original = file.original else {
            let lines = splitLines(file.updated)
            let (a, b) = (gitQuoted("a/" + name), gitQuoted("b/" + name))
            var out = "diff --git \(a) \(b)\nnew file mode 100644\n--- /dev/null\n+++ \(b)\n"
            out += "@@ -0,0 +1\(lines.count == 1 ? "" : ",\(lines.count)") @@\n"
            for line in lines { out += "+" + line.text + "\n" + (line.hasNewline ? "" : "\\ No newline at end of file\n") }
            return out
        }
        let oldLines = splitLines(original)
        let changes = self.changes(file.edits, in: original)
        guard !changes.isEmpty else { return "" }
        let (a, b) = (gitQuoted("a/" + name), gitQuoted("b/" + name))
        var out = "diff --git \(a) \(b)\n--- \(a)\n+++ \(b)\n"
        // Group changes into hunks: a gap of at most 2 × context lines joins two changes.
        var groups: [[Change]] = []
        for change in changes {
            if let last = groups.last?.last, change.oldStart - (last.oldStart + last.oldCount) <= 2 * context {
                groups[groups.count - 1].append(change)
            } else {
                groups.append([change])
            }
        }
        var shift = 0
        var shifts: [Int] = []
        for change in changes {
            shifts.append(shift)
            shift += change.newLines.count - change.oldCount
        }
        var changeIndex = 0
        for group in groups {
            let first = group[0], last = group[group.count - 1]
            let start = max(0, first.oldStart - context)
            let end = min(oldLines.count, last.oldStart + last.oldCount + context)
            var body = ""
            var oldCount = 0, newCount = 0
            var cursor = start
            let newStart = start + shifts[changeIndex]
            for change in group {
                while cursor < change.oldStart {
                    body += line(" ", oldLines[cursor])
                    cursor += 1; oldCount += 1; newCount += 1
                }
                for index in change.oldStart..<(change.oldStart + change.oldCount) { body += line("-", oldLines[index]); oldCount += 1 }
                for newLine in change.newLines { body += line("+", newLine); newCount += 1 }
                cursor = change.oldStart + change.oldCount
                changeIndex += 1
            }
            while cursor < end {
                body += line(" ", oldLines[cursor])
                cursor += 1; oldCount += 1; newCount += 1
            }
            out += "@@ -\(range(start, oldCount)) +\(range(newStart, newCount)) @@\n" + body
        }
        return out
    }

    /// `a/` and `b/` paths: without a leading `./`.
    /// A path as git writes it in a diff header: as it is when plain, else in double quotes with C escapes (`\t`, `\n`,
    /// `\"`, `\\`) and every other control or non-ASCII byte as three octal digits, which `git apply` reads back.
    ///
    /// A byte of a file name that is not UTF-8 (a ``/NocturneSupport/PathText/rawByteBase`` scalar) is written as that byte,
    /// so the header names the file on disk and holds no raw control character.
    static func gitQuoted(_ path: String) -> String {
        var bytes: [UInt8] = []
        for scalar in path.unicodeScalars {
            if let byte = PathText.rawByte(scalar) { bytes.append(byte) } else { bytes += Array(String(scalar).utf8) }
        }
        guard bytes.contains(where: { $0 < 0x20 || $0 >= 0x7F || $0 == UInt8(ascii: "\"") || $0 == UInt8(ascii: "\\") }) else { return path }
        var out = "\""
        for byte in bytes {
            switch byte {
            case 0x07: out += "\\a"
            case 0x08: out += "\\b"
            case 0x09: out += "\\t"
            case 0x0A: out += "\\n"
            case 0x0B: out += "\\v"
            case 0x0C: out += "\\f"
            case 0x0D: out += "\\r"
            case UInt8(ascii: "\""): out += "\\\""
            case UInt8(ascii: "\\"): out += "\\\\"
            case 0x20..<0x7F: out.unicodeScalars.append(Unicode.Scalar(byte))
            default:
                let octal = String(byte, radix: 8)
                out += "\\" + String(repeating: "0", count: 3 - octal.count) + octal
            }
        }
        return out + "\""
    }

    static func displayPath(_ path: String) -> String {
        var path = Substring(path)
        while path.hasPrefix("./") { path = path.dropFirst(2) }
        return String(path)
    }

    /// `start,count` of a hunk header, 1-based, as diff writes it (`0,0` for nothing at the top, no count for one line).
    private static func range(_ start: Int, _ count: Int) -> String {
        if count == 0 { return "\(start),0" }
        return count == 1 ? "\(start + 1)" : "\(start + 1),\(count)"
    }

    private static func line(_ mark: String, _ line: Line) -> String {
        mark + line.text + "\n" + (line.hasNewline ? "" : "\\ No newline at end of file\n")
    }

    /// A line of text, without its newline, and whether it had one.
    struct Line: Hashable {
        var text: String
        var hasNewline: Bool
    }

    /// One change: old lines `oldStart ..< oldStart + oldCount` (0-based) replaced by `newLines`.
    struct Change {
        var oldStart: Int
        var oldCount: Int
        var newLines: [Line]
    }

    static func splitLines(_ bytes: some Collection<UInt8>) -> [Line] {
        var lines: [Line] = []
        var current: [UInt8] = []
        for byte in bytes {
            if byte == UInt8(ascii: "\n") {
                lines.append(Line(text: String(decoding: current, as: UTF8.self), hasNewline: true))
                current.removeAll(keepingCapacity: true)
            } else {
                current.append(byte)
            }
        }
        if !current.isEmpty { lines.append(Line(text: String(decoding: current, as: UTF8.self), hasNewline: false)) }
        return lines
    }

    /// The line changes the edits make: edits touching the same lines are one change.
    static func changes(_ edits: [SourceEdit], in original: [UInt8]) -> [Change] {
        var lineStarts = [0]
        for (index, byte) in original.enumerated() where byte == UInt8(ascii: "\n") { lineStarts.append(index + 1) }
        if lineStarts.last == original.count, original.count > 0 { lineStarts.removeLast() }
        func lineIndex(_ offset: Int) -> Int {
            var low = 0, high = lineStarts.count - 1
            while low < high {
                let middle = (low + high + 1) / 2
                if lineStarts[middle] <= offset { low = middle } else { high = middle - 1 }
            }
            return low
        }
        func lineEnd(_ line: Int) -> Int { line + 1 < lineStarts.count ? lineStarts[line + 1] : original.count }
        var result: [Change] = []
        var index = 0
        while index < edits.count {
            var firstLine = lineIndex(edits[index].range.lowerBound)
            // An insertion at the very end of a file that ends in a newline starts a new line.
            if edits[index].range.lowerBound == original.count, original.last == UInt8(ascii: "\n") || original.isEmpty { firstLine = lineStarts.count }
            var lastLine = max(firstLine, lineIndex(max(edits[index].range.upperBound - 1, edits[index].range.lowerBound)))
            var group = [edits[index]]
            index += 1
            while index < edits.count, lineIndex(edits[index].range.lowerBound) <= lastLine {
                lastLine = max(lastLine, lineIndex(max(edits[index].range.upperBound - 1, edits[index].range.lowerBound)))
                group.append(edits[index])
                index += 1
            }
            let begin = firstLine < lineStarts.count ? lineStarts[firstLine] : original.count
            let end = firstLine < lineStarts.count ? lineEnd(lastLine) : original.count
            var bytes: [UInt8] = []
            var cursor = begin
            for edit in group {
                bytes += original[cursor..<edit.range.lowerBound]
                bytes += Array(edit.replacement.utf8)
                cursor = edit.range.upperBound
            }
            bytes += original[cursor..<end]
            let count = firstLine < lineStarts.count ? lastLine - firstLine + 1 : 0
            result.append(Change(oldStart: firstLine, oldCount: count, newLines: splitLines(bytes)))
        }
        return result
    }
}
