/// `--quiet`, which the commands a build step runs (`lint`, `theme`) share: a build prints only what needs attention.
///
/// SwiftPM and Xcode show a build command's output in the build log; a step that succeeded says nothing, one that
/// found something says only that (findings, failing pairs, errors), never a summary.
enum BuildStepOptions {
    static let quiet = Option.flag(
        "quiet", help: "Print only what needs attention (findings, failing pairs, errors), no summary: for a build step.", short: "q")
}
