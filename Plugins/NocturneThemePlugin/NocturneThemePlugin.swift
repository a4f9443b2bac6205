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

    /// The command that writes `Theme.swift` from the first `.nocturne.json` of `configurations`, or none without one.
    static func theme(configurations: [URL], tool: URL, work: URL) throws -> [Command] {
        guard let file = configurations.map({ $0.appendingPathComponent(".nocturne.json") })
            .first(where: { FileManager.default.fileExists(atPath: $0.path) }) else { return [] }
        let folder = work.appendingPathComponent("Theme")
        let (flags, name) = try todaysFlags(file)
        return [.buildCommand(
            displayName: "nocturne theme \(file.path)", executable: tool,
            arguments: ["theme"] + flags + ["--format", "swift", "--out", folder.path, "--force"],
            inputFiles: [file], outputFiles: [folder.appendingPathComponent("\(name).swift")])]
    }

    /// Until `nocturne theme --config <file>` reads the theme file itself: the flags its `theme` object's
    /// `accent`, `accentDark`, `neutral` and `name` mean, and the name. (Replaced by `--config` when that lands.)
    static func todaysFlags(_ file: URL) throws -> (flags: [String], name: String) {
        let object = (try? JSONSerialization.jsonObject(with: Data(contentsOf: file))) as? [String: Any]
        let theme = object?["theme"] as? [String: Any] ?? [:]
        var flags: [String] = []
        for (key, flag) in [("accent", "--accent"), ("accentDark", "--accent-dark"), ("neutral", "--neutral"), ("name", "--name")] {
            if let value = theme[key] as? String { flags += [flag, value] }
        }
        return (flags, theme["name"] as? String ?? "Theme")
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
