// A small tree of files, folders, links and FIFOs that one fuzz input describes, written to a scratch folder for
// the readers that walk folders (asset catalogs, token folders, resolver files).

#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// The tree a fuzz input describes, and the scratch folder it is written to.
///
/// The input is text. A line `=== path` starts a file whose contents are the lines up to the next such line;
/// `=== path/` is a folder, `=== path -> target` a symbolic link and `=== path |` a FIFO. Text before the first
/// line of that kind is the contents of the tree's default file (so a bare `Contents.json` or token document is an
/// input too). At most 16 entries; a path has at most 5 components of at most 48 bytes, never `.` or `..`. A link
/// target is `/dev/zero`, `/dev/null`, or a relative path whose leading `..` climb at most to the folder holding the
/// tree; nothing is ever written through a link. So every reader stays inside the scratch folder.
struct FuzzFileTree {
    /// One entry of the tree.
    enum Entry {
        case file(path: [String], contents: ArraySlice<UInt8>)
        case folder(path: [String])
        case link(path: [String], target: String)
        case fifo(path: [String])
    }

    var entries: [Entry] = []

    /// Reads the tree an input describes; `defaultFile` receives the text before the first entry line.
    init(_ input: UnsafeRawBufferPointer, defaultFile: [String]) {
        let bytes = Array(input)
        let header: [UInt8] = Array("=== ".utf8)
        // Where each entry line starts (at the start of the input or after a newline).
        var starts: [Int] = []
        var index = 0
        while index + header.count <= bytes.count, starts.count < FuzzFileTree.maximumEntries {
            if index == 0 || bytes[index - 1] == 0x0A, bytes[index..<index + header.count].elementsEqual(header) { starts.append(index) }
            index += 1
        }
        let firstStart = starts.first ?? bytes.count
        if firstStart > 0 { entries.append(.file(path: defaultFile, contents: bytes[0..<firstStart])) }
        for (number, start) in starts.enumerated() {
            let end = number + 1 < starts.count ? starts[number + 1] : bytes.count
            let lineEnd = bytes[start..<end].firstIndex(of: 0x0A) ?? end
            let line = String(decoding: bytes[(start + header.count)..<lineEnd], as: UTF8.self)
            let contents = lineEnd < end ? bytes[(lineEnd + 1)..<end] : []
            if let arrow = line.range(of: " -> ") {
                let path = FuzzFileTree.components(String(line[..<arrow.lowerBound]))
                if let target = FuzzFileTree.linkTarget(String(line[arrow.upperBound...]), depth: path.count), !path.isEmpty {
                    entries.append(.link(path: path, target: target))
                }
            } else if line.hasSuffix(" |") {
                let path = FuzzFileTree.components(String(line.dropLast(2)))
                if !path.isEmpty { entries.append(.fifo(path: path)) }
            } else if line.hasSuffix("/") {
                let path = FuzzFileTree.components(line)
                if !path.isEmpty { entries.append(.folder(path: path)) }
            } else {
                let path = FuzzFileTree.components(line)
                if !path.isEmpty { entries.append(.file(path: path, contents: contents)) }
            }
        }
    }

    static let maximumEntries = 16
    static let maximumDepth = 5
    static let maximumNameLength = 48

    /// A path cut to what the tree allows: no empty, `.` or `..` components, at most five, each at most 48 bytes.
    static func components(_ path: String) -> [String] {
        let parts = path.split(separator: "/").filter { $0 != "." && $0 != ".." }.prefix(maximumDepth)
        return parts.map { part in
            var name = String(part)
            while name.utf8.count > maximumNameLength { name.removeLast() }
            return name.isEmpty ? "_" : name
        }
    }

    /// A link target that stays inside the scratch folder, or `nil`: `/dev/zero`, `/dev/null`, or leading `..`
    /// (at most `depth`, which climbs from a link `depth` components deep to the folder holding the tree) then names.
    static func linkTarget(_ text: String, depth: Int) -> String? {
        if text == "/dev/zero" || text == "/dev/null" { return text }
        guard !text.hasPrefix("/") else { return nil }
        var climbs = 0
        var names: [String] = []
        for part in text.split(separator: "/", omittingEmptySubsequences: true) {
            if part == ".." {
                guard names.isEmpty else { return nil }
                climbs += 1
            } else if part != "." {
                names.append(String(part))
            }
        }
        guard climbs <= depth, names.count <= maximumDepth else { return nil }
        let path = Array(repeating: "..", count: climbs) + names
        return path.isEmpty ? "." : path.joined(separator: "/")
    }

    /// Writes the tree into `root` (an empty folder). Entries that would need a link followed, or that clash with
    /// an earlier entry, are skipped.
    func materialize(in root: String) {
        for entry in entries {
            switch entry {
            case .file(let path, let contents):
                guard let parent = FuzzFileTree.makeParents(of: path, in: root) else { continue }
                let descriptor = open(parent + "/" + (path.last ?? "_"), O_WRONLY | O_CREAT | O_EXCL | O_NOFOLLOW | O_CLOEXEC, 0o644)
                guard descriptor >= 0 else { continue }
                contents.withUnsafeBytes { buffer in
                    var offset = 0
                    while offset < buffer.count, let base = buffer.baseAddress {
                        let written = write(descriptor, base + offset, buffer.count - offset)
                        if written <= 0 { break }
                        offset += written
                    }
                }
                close(descriptor)
            case .folder(let path):
                guard let parent = FuzzFileTree.makeParents(of: path, in: root) else { continue }
                _ = mkdir(parent + "/" + (path.last ?? "_"), 0o755)
            case .link(let path, let target):
                guard let parent = FuzzFileTree.makeParents(of: path, in: root) else { continue }
                _ = symlink(target, parent + "/" + (path.last ?? "_"))
            case .fifo(let path):
                guard let parent = FuzzFileTree.makeParents(of: path, in: root) else { continue }
                _ = mkfifo(parent + "/" + (path.last ?? "_"), 0o644)
            }
        }
    }

    /// Creates the folders above the last component of `path`, never following a link; `nil` when one is not a folder.
    static func makeParents(of path: [String], in root: String) -> String? {
        var folder = root
        for name in path.dropLast() {
            folder += "/" + name
            var info = stat()
            if lstat(folder, &info) == 0 {
                guard info.st_mode & S_IFMT == S_IFDIR else { return nil }
            } else if mkdir(folder, 0o755) != 0 {
                return nil
            }
        }
        return folder
    }

    /// Removes everything inside `folder`, never following a link.
    static func empty(_ folder: String) {
        guard let directory = opendir(folder) else { return }
        var names: [String] = []
        while let entry = readdir(directory) {
            let name = withUnsafePointer(to: &entry.pointee.d_name) { $0.withMemoryRebound(to: CChar.self, capacity: 256) { String(cString: $0) } }
            if name != "." && name != ".." { names.append(name) }
        }
        closedir(directory)
        for name in names {
            let path = folder + "/" + name
            var info = stat()
            guard lstat(path, &info) == 0 else { continue }
            if info.st_mode & S_IFMT == S_IFDIR {
                empty(path)
                rmdir(path)
            } else {
                unlink(path)
            }
        }
    }

    /// A scratch folder of this process (`$TMPDIR/nocturne-fuzz-<pid>/<name>`), emptied, to write a tree into.
    ///
    /// The folder is kept from input to input (a reader may resolve paths from the working directory); it lies one
    /// level below a folder of its own, so that a link climbing to the tree's parent reaches nothing else.
    static func scratchFolder(named name: String) -> String {
        let base = (getenv("TMPDIR").map { String(cString: $0) } ?? "/tmp") + "/nocturne-fuzz-\(getpid())"
        _ = mkdir(base, 0o700)
        let folder = base + "/" + name
        _ = mkdir(folder, 0o755)
        empty(folder)
        return folder
    }
}
