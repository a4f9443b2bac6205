/// A mistake in the command line itself; `nocturne` prints it with a usage line and exits 64.
///
/// Thrown by the parser and by ``ParsedArguments`` accessors (an option value that is not a number),
/// and by commands that find arguments that cannot go together.
struct UsageError: Error, Sendable, Hashable, CustomStringConvertible {
    /// What was wrong, without the `Error: ` prefix (`unknown option '--too'; did you mean '--to'?`).
    let message: String

    /// Creates a usage error with a message that says what was wrong.
    init(_ message: String) { self.message = message }

    var description: String { message }
}

/// A failure caused by the input or a failed check; `nocturne` prints `Error: <message>` and exits 1 (the command's
/// ``Command/failureStatus``: 2, could not run, for `lint`, `fix`, `audit` and `pairs`, whose 1 means findings).
struct CommandFailure: Error, Sendable, Hashable, CustomStringConvertible {
    /// What failed, without the `Error: ` prefix.
    let message: String

    /// Creates a failure with a message that says what failed and where.
    init(_ message: String) { self.message = message }

    var description: String { message }
}
