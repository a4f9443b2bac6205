import Foundation
import PackagePlugin

/// Generates the theme's Swift (`ThemeColors`) from the theme file into the build, so no generated file is checked in.
///
/// The theme file is the `theme` object of `.nocturne.json`: the target folder's when it has one, else the package
/// root's. `nocturne theme --quiet` (built from this package's source) writes `Theme.swift` into the plugin's work
/// folder, which the target then compiles, and prints nothing unless a pair fails; the command reruns only when a
/// `.nocturne.json` changes. Without a `theme` object (no `.nocturne.json`, or one with lint settings only) the
/// target gets Nocturne's default theme, so code that uses `ThemeColors` still builds, and a remark (shown by
/// `swift build -v`) says why. A target with no Swift files gets nothing.
@main
struct NocturneThemePlugin: BuildToolPlugin {
    func createBuildCommands(context: PluginContext, target: Target) throws -> [Command] {
        // Swift to compile only into a Swift target: a C target (no Swift files) gets nothing.
        guard target is SwiftSourceModuleTarget else { return [] }
        return [Self.theme(configurations: [target.directoryURL, context.package.directoryURL],
                           tool: try context.tool(named: "nocturne").url, work: context.pluginWorkDirectoryURL)]
    }

    /// The command that writes the theme's Swift from the first `.nocturne.json` of `configurations` with a `theme` object.
    ///
    /// `nocturne theme --config` reads the file (its one reader: every key, every error at its line); the plugin only
    /// chooses the file and names the output, `<work>/Theme/<theme name>.swift`, which is why it looks at the `theme`
    /// and `name` keys alone. A file that is not JSON is passed on, so the command reports it at its line; without a
    /// theme object, `--no-config` writes the default theme (never the current folder's file: SwiftPM does not say
    /// which folder a build command runs in).
    static func theme(configurations: [URL], tool: URL, work: URL) -> Command {
        let files = configurations.map { $0.appendingPathComponent(".nocturne.json") }
            .filter { FileManager.default.fileExists(atPath: $0.path) }
        let chosen = files.lazy.map { ($0, Self.themeObject($0)) }.first { $0.1 != .absent }
        let folder = work.appendingPathComponent("Theme")
        var arguments = ["theme"]
        if let (file, _) = chosen {
            arguments += ["--config", file.path]
        } else {
            arguments.append("--no-config")
            Diagnostics.remark(files.isEmpty
                ? "no .nocturne.json: ThemeColors is Nocturne's default theme ('nocturne theme --init' writes a theme file)"
                : "\(files.map(\.path).joined(separator: " and ")) has no 'theme' object: ThemeColors is Nocturne's default theme")
        }
        arguments += ["--format", "swift", "--out", folder.path, "--force", "--quiet"]
        let name = chosen?.1.name ?? "Theme"
        return .buildCommand(
            displayName: "nocturne theme " + (chosen.map { "--config \($0.0.path)" } ?? "(the default theme)"), executable: tool,
            arguments: arguments, inputFiles: files, outputFiles: [folder.appendingPathComponent("\(name).swift")])
    }

    /// What a `.nocturne.json` holds for the theme plugin: a `theme` object (with its `name`), none, or text that is not JSON.
    enum ThemeObject: Equatable {
        /// A `theme` object; the name `nocturne theme` gives the Swift file: its `name` key, else `Theme`.
        case present(name: String)
        /// A JSON object without a `theme` key: lint settings only.
        case absent
        /// Not a JSON object: `nocturne theme` reports the error at its line.
        case unreadable

        /// The theme's name, when there is a `theme` object.
        var name: String? { if case .present(let name) = self { name } else { nil } }
    }

    /// Reads `file` as far as the plugin needs: whether it has a `theme` object, and that object's `name`.
    static func themeObject(_ file: URL) -> ThemeObject {
        guard let object = (try? JSONSerialization.jsonObject(with: Data(contentsOf: file))) as? [String: Any] else { return .unreadable }
        guard let theme = object["theme"] else { return .absent }
        return .present(name: (theme as? [String: Any])?["name"] as? String ?? "Theme")
    }
}

#if canImport(XcodeProjectPlugin)
import XcodeProjectPlugin

extension NocturneThemePlugin: XcodeBuildToolPlugin {
    /// The same command for an Xcode target, from the project folder's `.nocturne.json`.
    func createBuildCommands(context: XcodePluginContext, target: XcodeTarget) throws -> [Command] {
        guard target.inputFiles.contains(where: { $0.url.pathExtension == "swift" }) else { return [] }
        return [Self.theme(configurations: [context.xcodeProject.directoryURL],
                           tool: try context.tool(named: "nocturne").url, work: context.pluginWorkDirectoryURL)]
    }
}
#endif
