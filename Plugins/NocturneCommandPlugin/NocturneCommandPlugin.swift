import Foundation
import PackagePlugin

/// `swift package nocturne lint|audit|theme|fix …`: runs the `nocturne` tool built from source in the package root.
///
/// The arguments pass through unchanged, so relative paths mean what they mean to a user typing them in the
/// package root. `--target <name>` (repeatable) stands for that target's folder: it limits `lint` and `fix` to
/// some targets; without it they see the whole package. `theme` and `fix` write files: they need
/// `swift package --allow-writing-to-package-directory nocturne …` (where SwiftPM sandboxes plugins, macOS, a write
/// without it fails and the plugin says which flag grants it). The permission is not declared in the manifest:
/// SwiftPM would then demand it before every command, `lint` and `audit` included.
@main
struct NocturneCommandPlugin: CommandPlugin {
    func performCommand(context: PluginContext, arguments: [String]) async throws {
        var rest: [String] = []
        var folders: [String] = []
        var index = arguments.startIndex
        while index < arguments.endIndex {
            if arguments[index] == "--target", index + 1 < arguments.endIndex {
                let name = arguments[index + 1]
                guard let target = try context.package.targets(named: [name]).first else {
                    throw PluginFailure("no target named '\(name)' in the package")
                }
                folders.append(target.directoryURL.path)
                index += 2
            } else {
                rest.append(arguments[index])
                index += 1
            }
        }
        if !folders.isEmpty {
            guard let command = rest.first, ["lint", "fix"].contains(command) else {
                throw PluginFailure("--target limits lint and fix only")
            }
            rest.insert(contentsOf: folders, at: 1)
            // lint reads .nocturne.json from the first folder given; a target without one uses the package's, as in the build.
            let root = context.package.directoryURL.appendingPathComponent(".nocturne.json")
            let own = URL(fileURLWithPath: folders[0]).appendingPathComponent(".nocturne.json")
            if rest[0] == "lint", !rest.contains("--config"), !FileManager.default.fileExists(atPath: own.path),
               FileManager.default.fileExists(atPath: root.path) {
                rest += ["--config", root.path]
            }
        }
        let process = Process()
        process.executableURL = try context.tool(named: "nocturne").url
        process.arguments = rest
        process.currentDirectoryURL = context.package.directoryURL
        try process.run()
        process.waitUntilExit()
        if process.terminationStatus != 0 {
            let writes = ["theme", "fix"].contains(rest.first ?? "") && process.terminationStatus != 64
            throw PluginFailure("nocturne \(rest.first ?? "") exited with status \(process.terminationStatus)"
                + (writes ? "; it writes to the package: run it as swift package --allow-writing-to-package-directory nocturne \(rest.joined(separator: " "))" : ""))
        }
    }
}

/// Why the command plugin stopped, printed by SwiftPM.
struct PluginFailure: Error, CustomStringConvertible {
    let description: String
    init(_ description: String) { self.description = description }
}
