/// How a `nocturne` run ends: the process exit code, as DESIGN.md "The command line" fixes it.
enum ExitStatus: Int32, Sendable, Hashable {
    /// Everything worked (and every check passed).
    case success = 0
    /// Bad input (an unparseable color, an unreadable file) or a check that failed; for `lint`, `fix`, `audit` and `pairs`:
    /// findings (an error-severity finding, a failing pair).
    case failure = 1
    /// `lint`, `fix`, `audit` and `pairs` could not run to the end (a path that does not exist, a configuration, baseline
    /// or catalog that cannot be read, a file that cannot be written or changed while fixing): no verdict on the code.
    case couldNotRun = 2
    /// The command line itself was wrong: an unknown option, a missing argument (`EX_USAGE`).
    case usage = 64
}
