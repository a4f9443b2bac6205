import Foundation
import PackagePlugin

/// Runs `nocturne lint` over a target in every build, its findings shown as compiler diagnostics at their lines.
///
/// The plugin only assembles the command (DESIGN.md: no logic of its own): the `nocturne` tool built from
/// this package's source lints the target's folder with `--format xcode`, so findings print as
/// `path:line:column: warning: … [rule]`, an `error` severity (or a malformed `.nocturne.json`, reported at its
/// line) fails the build, `--stamp` writes the step's output, and `--quiet` leaves out the summary line, so a
/// clean target prints nothing. The inputs are the target's Swift files,
/// the storyboards, xibs and asset catalogs it holds and the configuration, so a build with none of them
/// changed does not lint again. The configuration is the target folder's `.nocturne.json`, else the package
/// root's.
@main
struct NocturneLintPlugin: BuildToolPlugin {
    func createBuildCommands(context: PluginContext, target: Target) throws -> [Command] {
        guard let target = target as? SourceModuleTarget else { return [] }
        let files = target.sourceFiles.map(\.url)
        guard files.contains(where: { $0.pathExtension == "swift" }) else { return [] }
        return [try Self.lint(
            folder: target.directoryURL, inputs: files, configurations: [target.directoryURL, context.package.directoryURL],
            tool: context.tool(named: "nocturne").url, work: context.pluginWorkDirectoryURL, name: target.name)]
    }

    /// The build command that lints `folder` (or the Swift and Interface Builder files in `inputs` when `folder` is `nil`).
    ///
    /// - Parameters:
    ///   - folder: The folder to lint, or `nil` to lint the files themselves (an Xcode target has no folder).
    ///   - inputs: The files whose change reruns the command.
    ///   - configurations: The folders whose `.nocturne.json` is used, the first that has one.
    static func lint(folder: URL?, inputs: [URL], configurations: [URL], tool: URL, work: URL, name: String) throws -> Command {
        let linted = inputs.filter { Self.lintedExtensions.contains($0.pathExtension) || $0.path.contains(".xcassets/") }
        let configuration = configurations.map { $0.appendingPathComponent(".nocturne.json") }
            .first { FileManager.default.fileExists(atPath: $0.path) }
        // The stamp is Swift (a comment with the summary): SwiftPM compiles a generated .swift file into the
        // target, where any other kind of output would become a resource bundle.
        let stamp = work.appendingPathComponent("\(name)+NocturneLint.swift")
        var arguments = ["lint"] + (folder.map { [$0.path] } ?? linted.filter { Self.lintedExtensions.contains($0.pathExtension) }.map(\.path))
        if let configuration { arguments += ["--config", configuration.path] }
        arguments += ["--format", "xcode", "--stamp", stamp.path, "--quiet"]
        return .buildCommand(
            displayName: "nocturne lint \(name)", executable: tool, arguments: arguments,
            inputFiles: linted + (configuration.map { [$0] } ?? []), outputFiles: [stamp])
    }

    /// What `nocturne lint` reads: Swift, storyboards, xibs and asset catalogs (a folder, or the files in it).
    static let lintedExtensions: Set<String> = ["swift", "storyboard", "xib", "xcassets"]
}

#if canImport(XcodeProjectPlugin)
import XcodeProjectPlugin

extension NocturneLintPlugin: XcodeBuildToolPlugin {
    /// The same command for an Xcode target: its Swift files, storyboards, xibs and catalogs, linted by path.
    func createBuildCommands(context: XcodePluginContext, target: XcodeTarget) throws -> [Command] {
        let files = target.inputFiles.map(\.url)
        guard files.contains(where: { $0.pathExtension == "swift" }) else { return [] }
        return [try Self.lint(
            folder: nil, inputs: files, configurations: [context.xcodeProject.directoryURL],
            tool: context.tool(named: "nocturne").url, work: context.pluginWorkDirectoryURL, name: target.displayName)]
    }
}
#endif
