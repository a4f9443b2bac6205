/// A `nocturne` subcommand: its declaration (name, help, arguments, options) and what it does.
///
/// A command is a type with static members only; the framework parses the command line against its
/// declaration, prints help and usage errors, and calls ``run(_:in:)`` with the parsed values. Write
/// output through the ``CommandContext`` (never `print`), so that tests can run the command in-process.
/// Register a new command with one line in `CommandRegistry.swift`.
protocol Command {
    /// The subcommand name (`color`).
    static var name: String { get }
    /// One sentence for `OVERVIEW:` and the `SUBCOMMANDS:` list.
    static var abstract: String { get }
    /// Further paragraphs for the help page (may be empty); separate paragraphs with a blank line.
    static var discussion: String { get }
    /// Positional arguments in order; only the last may be repeated.
    static var arguments: [Argument] { get }
    /// Options and flags (`-h, --help` is added by the framework).
    static var options: [Option] { get }

    /// Does the work.
    ///
    /// - Parameters:
    ///   - arguments: The parsed command line, already checked against the declaration.
    ///   - context: Standard output, standard error, standard input, the environment and the terminal.
    /// - Returns: `.success`, or `.failure` when some input was bad or a check failed (after printing why).
    /// - Throws: ``UsageError`` for a wrong command line (exit 64), ``CommandFailure`` or any other
    ///   error for bad input (printed as `Error: …`, exit 1).
    static func run(_ arguments: ParsedArguments, in context: CommandContext) throws -> ExitStatus
}

extension Command {
    static var discussion: String { "" }
    static var arguments: [Argument] { [] }
    static var options: [Option] { [] }

    /// The usage line without `USAGE: `: `nocturne color <color> ... [--to <space>] [--json]`.
    static var usage: String {
        var parts = ["\(Tool.name) \(name)"]
        for argument in arguments { parts.append(argument.usageLabel) }
        for option in options { parts.append("[\(option.usageLabel)]") }
        return parts.joined(separator: " ")
    }
}
