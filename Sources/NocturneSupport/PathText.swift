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
        path.split(separator: "/").last.map(String.init) ?? path
    }

    /// `folder/name`, or `name` when the folder is empty.
    package static func join(_ folder: String, _ name: String) -> String {
        if folder.isEmpty { return name }
        return folder.hasSuffix("/") ? folder + name : folder + "/" + name
    }

    /// The absolute path with every symbolic link, `.` and `..` resolved, or `nil` when it does not exist.
    package static func resolved(_ path: String) -> String? {
        guard let pointer = realpath(path, nil) else { return nil }
        defer { free(pointer) }
        return String(cString: pointer)
    }

    /// The current folder, resolved.
    package static func currentFolder() -> String? { resolved(".") }

    /// Whether `ancestor` is `path` or a folder above it (both absolute and resolved).
    package static func contains(_ ancestor: String, _ path: String) -> Bool {
        if ancestor == "/" || ancestor == path { return true }
        return path.hasPrefix(ancestor + "/")
    }
}
