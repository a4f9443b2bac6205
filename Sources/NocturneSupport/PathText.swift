#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// Slash-separated path arithmetic and resolution, without Foundation.
package enum PathText {
    /// The path without its last component: `a/b/c` → `a/b`, `/c` → `/`, `c` → ``.
    package static func parent(_ path: String) -> String {
        var trimmed = Substring(path)
        while trimmed.count > 1, trimmed.hasSuffix("/") { trimmed = trimmed.dropLast() }
        guard let slash = trimmed.lastIndex(of: "/") else { return "" }
        return slash == trimmed.startIndex ? "/" : String(trimmed[..<slash])
    }

    /// The last component: `a/b/c/` → `c`.
    package static func lastComponent(_ path: String) -> String {
        // On the bytes: a split by characters costs tens of thousands of instructions on a long path, and lint asks per file.
        path.utf8.split(separator: UInt8(ascii: "/")).last.map { String(Substring($0)) } ?? path
    }

    /// `folder/name`, or `name` when the folder is empty.
    package static func join(_ folder: String, _ name: String) -> String {
        if folder.isEmpty { return name }
        return folder.hasSuffix("/") ? folder + name : folder + "/" + name
    }

    /// The absolute path with every symbolic link, `.` and `..` resolved, or `nil` when it does not exist.
    package static func resolved(_ path: String) -> String? {
        guard let pointer = withSystemPath(path, { realpath($0, nil) }) else { return nil }
        defer { free(pointer) }
        return decode(pointer)
    }

    /// The current folder, resolved.
    package static func currentFolder() -> String? { resolved(".") }

    /// Whether `path` is relative and never climbs: no leading `/`, no `..` component (`./a`, `a//b` are fine).
    ///
    /// With `strict`, also no empty or `.` component: the exact spelling a writer produced (`a/b`), as a manifest records it.
    package static func isInsideRelative(_ path: String, strict: Bool = false) -> Bool {
        guard !path.isEmpty, !path.hasPrefix("/") else { return false }
        return !path.split(separator: "/", omittingEmptySubsequences: false).contains { $0 == ".." || strict && ($0.isEmpty || $0 == ".") }
    }

    /// The first symbolic link on the way from `folder` down to `relative` (each component of `relative` asked with `lstat`,
    /// the last one included), as `folder/…` up to that link; `nil` when there is none (a missing component ends the walk).
    package static func firstLink(below folder: String, on relative: String) -> String? {
        var path = folder
        for component in relative.split(separator: "/") where component != "." {
            path = join(path, String(component))
            var info = stat()
            guard withSystemPath(path, { lstat($0, &info) }) == 0 else { return nil }
            if info.st_mode & S_IFMT == S_IFLNK { return path }
        }
        return nil
    }

    /// The absolute, resolved path of `path` even when its last components do not exist yet: the nearest existing
    /// folder above it resolved (links followed), the missing rest appended; `nil` when a component that exists cannot be
    /// resolved (a link to nothing) or the missing rest holds `..`.
    package static func resolvedAllowingMissing(_ path: String) -> String? {
        var missing: [String] = []
        var above = path
        while true {
            if let resolved = resolved(above) { return missing.reversed().reduce(resolved) { join($0, $1) } }
            var info = stat()
            let name = lastComponent(above)
            guard withSystemPath(above, { lstat($0, &info) }) != 0, name != "..", above != "/", above != "." else { return nil }
            if name != "." { missing.append(name) }
            let parent = parent(above)
            above = parent.isEmpty ? "." : parent
        }
    }

    /// Whether `ancestor` is `path` or a folder above it (both absolute and resolved).
    package static func contains(_ ancestor: String, _ path: String) -> Bool {
        if ancestor == "/" || ancestor == path { return true }
        return path.hasPrefix(ancestor + "/")
    }
}

extension PathText {
    /// The first scalar of the range that stands for the bytes of a file name that are not UTF-8: U+10FE00 + byte.
    ///
    /// A name such as `caf\xE9.swift` (Latin-1) is kept as `caf` U+10FEE9 `.swift`, so that it can be opened again
    /// (``withSystemPath(_:_:)`` turns those scalars back into the bytes) and printed as `\x{E9}` by the text output.
    /// The range is in a private-use plane no real file name uses.
    package static let rawByteBase: UInt32 = 0x10FE00

    /// The byte a scalar of ``rawByteBase``'s range stands for, or `nil` for any other scalar.
    package static func rawByte(_ scalar: Unicode.Scalar) -> UInt8? {
        scalar.value >= rawByteBase + 0x80 && scalar.value <= rawByteBase + 0xFF ? UInt8(scalar.value - rawByteBase) : nil
    }

    /// A C file name as a path: UTF-8 as it is, each byte that is not part of valid UTF-8 as its ``rawByteBase`` scalar.
    package static func decode(_ name: UnsafePointer<CChar>) -> String {
        if let text = String(validatingCString: name) { return text }
        let count = strlen(name)
        let bytes = UnsafeBufferPointer(start: UnsafeRawPointer(name).assumingMemoryBound(to: UInt8.self), count: count)
        var scalars = String.UnicodeScalarView()
        var index = 0
        while index < count {
            let length = validSequenceLength(bytes, at: index)
            if length > 0 {
                scalars.append(contentsOf: String(decoding: bytes[index..<(index + length)], as: UTF8.self).unicodeScalars)
                index += length
            } else {
                scalars.append(Unicode.Scalar(rawByteBase + UInt32(bytes[index])) ?? "\u{FFFD}")
                index += 1
            }
        }
        return String(scalars)
    }

    /// The length of the valid UTF-8 sequence starting at `index`, or 0 when the byte there does not start one.
    private static func validSequenceLength(_ bytes: UnsafeBufferPointer<UInt8>, at index: Int) -> Int {
        let lead = bytes[index]
        let length = lead < 0x80 ? 1 : lead >= 0xC2 && lead <= 0xDF ? 2 : lead >= 0xE0 && lead <= 0xEF ? 3 : lead >= 0xF0 && lead <= 0xF4 ? 4 : 0
        guard length > 0, index + length <= bytes.count else { return 0 }
        var decoder = UTF8()
        var iterator = bytes[index..<(index + length)].makeIterator()
        if case .scalarValue = decoder.decode(&iterator), iterator.next() == nil { return length }
        return 0
    }

    /// `rename(2)` of two paths, each with its raw bytes put back (``withSystemPath(_:_:)``): 0, or -1 with `errno`.
    package static func rename(_ from: String, _ to: String) -> Int32 {
        withSystemPath(from) { source in withSystemPath(to) { target in systemRename(source, target) } }
    }

    /// Calls `body` with the C path a path stands for: the raw bytes of ``decode(_:)`` put back.
    package static func withSystemPath<Result>(_ path: String, _ body: (UnsafePointer<CChar>) -> Result) -> Result {
        // U+10FExx is F4 8F B8…BB xx in UTF-8: a path without 0xF4 holds none.
        guard path.utf8.contains(0xF4) else { return path.withCString(body) }
        var bytes: [CChar] = []
        for scalar in path.unicodeScalars {
            if let byte = rawByte(scalar) { bytes.append(CChar(bitPattern: byte)) }
            else { bytes.append(contentsOf: String(scalar).utf8.map { CChar(bitPattern: $0) }) }
        }
        bytes.append(0)
        return bytes.withUnsafeBufferPointer { buffer in buffer.baseAddress.map(body) ?? path.withCString(body) }
    }
}

/// `rename(2)`, under a name ``PathText/rename(_:_:)`` does not hide.
private func systemRename(_ source: UnsafePointer<CChar>, _ target: UnsafePointer<CChar>) -> Int32 {
    rename(source, target)
}
