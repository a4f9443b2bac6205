/// How a `nocturne` run ends: the process exit code, as DESIGN.md "The command line" fixes it.
enum ExitStatus: Int32, Sendable, Hashable {
    /// Everything worked (and every check passed).
    case success = 0
    /// Bad input (an unparseable color, an unreadable file) or a check that failed.
    case failure = 1
    /// The command line itself was wrong: an unknown option, a missing argument (`EX_USAGE`).
    case usage = 64
}
