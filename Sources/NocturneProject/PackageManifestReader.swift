import NocturneSupport

/// Reads the targets of a Swift package from its `Package.swift`: each target's name, folder, kind and whether it has resources.
///
/// The manifest is Swift, but its targets are written as calls (`.target(name: "Kit", path: …, resources: […])`), so a
/// scan of those calls (strings and comments skipped, parentheses balanced) finds them without running the manifest.
/// A target whose folder holds an asset catalog has resources even without `resources:` (SwiftPM processes catalogs by
/// itself): its named colors load from `Bundle.module`.
package enum PackageManifestReader {
    /// The target-declaring calls and the kind each gives.
    static let calls: [(name: String, kind: ProjectTarget.Kind)] = [
        ("target", .library), ("executableTarget", .application), ("testTarget", .test), ("macro", .other), ("plugin", .other),
    ]

    /// Reads `Package.swift`.
    ///
    /// - Parameters:
    ///   - text: The manifest's text.
    ///   - path: Its path as the walk names it (`Kit/Package.swift`): the targets' folders are named from it.
    /// - Returns: The targets in the manifest's order; their catalogs are left for the caller to find in their folders.
    /// - Complexity: O(n) in the length of the text.
    package static func targets(text: String, path: String) -> [ProjectTarget] {
        let code = codeOnly(Array(text.utf8))
        let root = PathText.parent(path)
        var targets: [ProjectTarget] = []
        var index = 0
        while index < code.count {
            guard code[index] == UInt8(ascii: "."), let (callName, kind, open) = call(in: code, at: index + 1) else { index += 1; continue }
            let close = matchingClose(in: code, from: open)
            let arguments = String(decoding: code[open..<close], as: UTF8.self)
            index = close
            guard let name = stringArgument("name", in: arguments, original: text, code: code, offset: open) else { continue }
            var target = ProjectTarget(name: name, kind: kind, declaredIn: path)
            let folder = stringArgument("path", in: arguments, original: text, code: code, offset: open)
                ?? (callName == "testTarget" ? "Tests/\(name)" : callName == "plugin" ? "Plugins/\(name)" : "Sources/\(name)")
            target.folders = [XcodeProjectReader.normalized(PathText.join(root, folder))]
            target.usesModuleBundle = arguments.range(of: "resources:") != nil
            targets.append(target)
        }
        return targets
    }

    /// The name and kind of the call named at `index` and the offset of its `(`, when it is one of ``calls``.
    private static func call(in code: [UInt8], at index: Int) -> (String, ProjectTarget.Kind, Int)? {
        for (name, kind) in calls {
            let bytes = Array(name.utf8)
            guard index + bytes.count < code.count, code[index..<(index + bytes.count)].elementsEqual(bytes) else { continue }
            var cursor = index + bytes.count
            while cursor < code.count, code[cursor] == 0x20 || code[cursor] == 0x0A || code[cursor] == 0x09 { cursor += 1 }
            if cursor < code.count, code[cursor] == UInt8(ascii: "(") { return (name, kind, cursor + 1) }
        }
        return nil
    }

    /// The offset of the `)` closing the call whose arguments start at `start` (the end of the text when none does).
    private static func matchingClose(in code: [UInt8], from start: Int) -> Int {
        var depth = 1
        var index = start
        while index < code.count {
            switch code[index] {
            case UInt8(ascii: "("), UInt8(ascii: "["): depth += 1
            case UInt8(ascii: ")"), UInt8(ascii: "]"):
                depth -= 1
                if depth == 0 { return index }
            default: break
            }
            index += 1
        }
        return code.count
    }

    /// The string literal given as argument `label` at the call's top level, read from the original text.
    private static func stringArgument(_ label: String, in arguments: String, original: String, code: [UInt8], offset: Int) -> String? {
        let bytes = Array(arguments.utf8)
        let pattern = Array((label + ":").utf8)
        var depth = 0
        var index = 0
        while index + pattern.count <= bytes.count {
            let byte = bytes[index]
            if byte == UInt8(ascii: "(") || byte == UInt8(ascii: "[") { depth += 1 }
            if byte == UInt8(ascii: ")") || byte == UInt8(ascii: "]") { depth -= 1 }
            let startsWord = index == 0 || !(bytes[index - 1] == UInt8(ascii: "_") || bytes[index - 1] >= 0x80
                || (bytes[index - 1] | 0x20) >= UInt8(ascii: "a") && (bytes[index - 1] | 0x20) <= UInt8(ascii: "z"))
            if depth == 0, startsWord, bytes[index..<(index + pattern.count)].elementsEqual(pattern) {
                var cursor = index + pattern.count
                while cursor < bytes.count, bytes[cursor] == 0x20 || bytes[cursor] == 0x0A || bytes[cursor] == 0x09 { cursor += 1 }
                // Strings were blanked to quotes and spaces in `code`; their text comes from the original bytes.
                guard cursor < bytes.count, bytes[cursor] == UInt8(ascii: "\"") else { return nil }
                let original = Array(original.utf8)
                let start = offset + cursor + 1
                var end = start
                while end < original.count, original[end] != UInt8(ascii: "\"") { end += 1 }
                return String(decoding: original[start..<min(end, original.count)], as: UTF8.self)
            }
            index += 1
        }
        return nil
    }

    /// The text with comments blanked and string contents replaced by spaces, offsets kept (so `"(" ` never counts).
    static func codeOnly(_ bytes: [UInt8]) -> [UInt8] {
        var code = bytes
        var index = 0
        while index < code.count {
            let byte = code[index]
            if byte == UInt8(ascii: "/"), index + 1 < code.count, code[index + 1] == UInt8(ascii: "/") {
                while index < code.count, code[index] != 0x0A { code[index] = 0x20; index += 1 }
            } else if byte == UInt8(ascii: "/"), index + 1 < code.count, code[index + 1] == UInt8(ascii: "*") {
                while index < code.count, !(code[index] == UInt8(ascii: "*") && index + 1 < code.count && code[index + 1] == UInt8(ascii: "/")) {
                    if code[index] != 0x0A { code[index] = 0x20 }
                    index += 1
                }
                for _ in 0..<2 where index < code.count { code[index] = 0x20; index += 1 }
            } else if byte == UInt8(ascii: "\"") {
                index += 1
                while index < code.count, code[index] != UInt8(ascii: "\"") {
                    if code[index] == UInt8(ascii: "\\"), index + 1 < code.count { code[index] = 0x20; index += 1 }
                    if code[index] != 0x0A { code[index] = 0x20 }
                    index += 1
                }
                index += 1
            } else {
                index += 1
            }
        }
        return code
    }
}
