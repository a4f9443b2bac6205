import Foundation
import PackagePlugin

/// Generates the theme's Swift (`ThemeColors`) from the theme file into the build, so no generated file is checked in.
///
/// The theme file is the `theme` object of `.nocturne.json`, the target folder's first, else the package root's.
/// `nocturne theme` (built from this package's source) writes `Theme.swift` into the plugin's work folder, which
/// the target then compiles; the command reruns only when the file changes. A target with no `.nocturne.json`
/// gets nothing.
@main
struct NocturneThemePlugin: BuildToolPlugin {
    func createBuildCommands(context: PluginContext, target: Target) throws -> [Command] {
        guard target is SourceModuleTarget else { return [] }
        return try Self.theme(configurations: [target.directoryURL, context.package.directoryURL],
                              tool: context.tool(named: "nocturne").url, work: context.pluginWorkDirectoryURL)
    }

    /// The command that writes the theme's Swift from the first `.nocturne.json` of `configurations`, or none without one.
    ///
    /// `nocturne theme --config` reads the file (its one reader: every key, every error at its line); the plugin
    /// only names the output, `<work>/Theme/<theme name>.swift`, which is why it looks at the `name` key alone.
    static func theme(configurations: [URL], tool: URL, work: URL) throws -> [Command] {
        guard let file = configurations.map({ $0.appendingPathComponent(".nocturne.json") })
            .first(where: { FileManager.default.fileExists(atPath: $0.path) }) else { return [] }
        let folder = work.appendingPathComponent("Theme")
        return [.buildCommand(
            displayName: "nocturne theme --config \(file.path)", executable: tool,
            arguments: ["theme", "--config", file.path, "--format", "swift", "--out", folder.path, "--force"],
            inputFiles: [file], outputFiles: [folder.appendingPathComponent("\(themeName(file)).swift")])]
    }

    /// The theme's name as `nocturne theme` names the Swift file: the `name` key of the `theme` object, else `Theme`.
    ///
    /// A file that does not parse gives the default: the command then fails with the error at its line.
    static func themeName(_ file: URL) -> String {
        let object = (try? JSONSerialization.jsonObject(with: Data(contentsOf: file))) as? [String: Any]
        return (object?["theme"] as? [String: Any])?["name"] as? String ?? "Theme"
    }
}

#if canImport(XcodeProjectPlugin)
import XcodeProjectPlugin

extension NocturneThemePlugin: XcodeBuildToolPlugin {
    /// The same command for an Xcode target, from the project folder's `.nocturne.json`.
    func createBuildCommands(context: XcodePluginContext, target: XcodeTarget) throws -> [Command] {
        try Self.theme(configurations: [context.xcodeProject.directoryURL],
                       tool: context.tool(named: "nocturne").url, work: context.pluginWorkDirectoryURL)
    }
}
#endif
